import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

interface FormFieldProps extends Omit<ComponentProps<typeof Input>, 'id'> {
  label: string;
  /** A line under the input, read out with it (aria-describedby). */
  hint?: ReactNode;
}

/**
 * A labelled input with an optional hint. On a page the server drew, what someone types before the
 * page is hydrated is in the input but not in the form's state (React would wipe it at the next
 * render): once mounted, the field hands it to `onChange` as if it had just been typed.
 */
export function FormField({ label, hint, ref, value, onChange, ...inputProps }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useEffect(() => {
    const node = input.current;
    if (node && onChange && typeof value === 'string' && node.value !== value) {
      onChange({ target: node, currentTarget: node } as ChangeEvent<HTMLInputElement>);
    }
    // Once, on mount: from then on React keeps the input and the state in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input ref={setInput} id={id} aria-describedby={hint ? hintId : undefined} value={value} onChange={onChange} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The account's e-mail: the e-mail keyboard, no capitals or spelling fixes. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'type'>) {
  return (
    <FormField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The authenticator's 6-digit code: the number keyboard, and the phone may offer the code itself. */
export function TotpCodeField(props: Omit<FormFieldProps, 'label' | 'name'>) {
  return <FormField label="Código de verificação" name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...props} />;
}
