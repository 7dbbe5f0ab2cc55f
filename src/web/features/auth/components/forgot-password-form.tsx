import { useState, type FormEvent } from 'react';
import { forgotPasswordSchema, PASSWORD_RESET_REQUESTED_MESSAGE } from '@/shared/auth-schemas';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { parseOrToast, toastError } from '../lib/toast-error';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** /auth's 'Esqueci minha senha' view (the sign-in form links here; so does an expired reset link). */
export const FORGOT_PASSWORD_PATH = `${paths.auth.to()}?tab=esqueci-senha`;

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}

/**
 * Asks for the account's e-mail and answers with one neutral message whether or not an account
 * exists, so the form cannot be used to find out who has an account.
 */
export function ForgotPasswordForm({ email, onEmailChange, onBack }: ForgotPasswordFormProps) {
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = parseOrToast(forgotPasswordSchema, { email });
    if (!input) return;
    setBusy(true);
    try {
      await requestReset.mutateAsync(input);
      setSentTo(input.email);
    } catch (error) {
      toastError('Erro ao pedir a redefinição', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="esqueci-senha-titulo" className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id="esqueci-senha-titulo" className="text-xl font-semibold">
          Esqueci minha senha
        </h2>
        <p className="text-sm text-muted-foreground">
          Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
        </p>
      </div>
      {/* Always in the page, so screen readers announce the answer when it appears. */}
      <div role="status">
        {sentTo && (
          <p className="rounded-md border border-success/40 bg-success/10 p-4 text-sm text-foreground">
            {PASSWORD_RESET_REQUESTED_MESSAGE}
          </p>
        )}
      </div>
      <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="esqueci-senha-titulo">
        <FormField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <SubmitButton pending={busy} pendingLabel="Enviando…" size="lg" className="w-full">
          {sentTo ? 'Enviar outro link' : 'Enviar link'}
        </SubmitButton>
      </form>
      <Button variant="ghost" className="justify-self-start" onClick={onBack}>
        Voltar para Entrar
      </Button>
    </section>
  );
}
