import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { parseOrToast, toastError } from './toast-error';

interface ValidatedSubmitOptions<T> {
  schema: ZodType<T>;
  /** The form's values as typed (read at submit). */
  values: unknown;
  /** The toast's title when `send` fails; its description is the error's message. */
  errorTitle: string;
  send: (input: T) => Promise<void>;
}

/**
 * A form's submit: checks `values` with the shared schema (a failure is the toast 'Erro de
 * validação'), then runs `send` with `busy` on meanwhile.
 */
export function useValidatedSubmit<T>({ schema, values, errorTitle, send }: ValidatedSubmitOptions<T>) {
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = parseOrToast(schema, values);
    if (input === null) return;
    setBusy(true);
    try {
      await send(input);
    } catch (error) {
      toastError(errorTitle, error);
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
