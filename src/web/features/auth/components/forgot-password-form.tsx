import { useState } from 'react';
import { forgotPasswordSchema, PASSWORD_RESET_REQUESTED_MESSAGE } from '@/shared/auth-schemas';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useValidatedSubmit } from '../lib/use-validated-submit';
import { AuthStep } from './auth-step';
import { EmailField } from './form-field';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const { busy, submit } = useValidatedSubmit({
    schema: forgotPasswordSchema,
    values: { email },
    errorTitle: 'Erro ao pedir a redefinição',
    send: async (input) => {
      await requestReset.mutateAsync(input);
      setSentTo(input.email);
    },
  });

  return (
    <AuthStep
      id="esqueci-senha-titulo"
      title="Esqueci minha senha"
      description="Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha."
    >
      {/* Always in the page, so screen readers announce the answer when it appears. */}
      <div role="status">
        {sentTo && (
          <p className="rounded-md border border-success/40 bg-success/10 p-4 text-sm text-foreground">
            {PASSWORD_RESET_REQUESTED_MESSAGE}
          </p>
        )}
      </div>
      <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="esqueci-senha-titulo">
        <EmailField autoFocus value={email} onChange={(event) => onEmailChange(event.target.value)} />
        <SubmitButton pending={busy} pendingLabel="Enviando…" size="lg" className="w-full">
          {sentTo ? 'Enviar outro link' : 'Enviar link'}
        </SubmitButton>
      </form>
      <Button variant="ghost" className="justify-self-start" onClick={onBack}>
        Voltar para Entrar
      </Button>
    </AuthStep>
  );
}
