import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { INVALID_RESET_LINK_MESSAGE, PASSWORD_HINT, resetPasswordSchema } from '@/shared/auth-schemas';
import { paths } from '@/shared/paths';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { ApiError } from '@/web/lib/api-client';
import { getSessionQueryOptions } from '../api/get-session';
import { useResetPassword } from '../api/reset-password';
import { broadcastAuth } from '../lib/auth-channel';
import { parseOrToast, toastError } from '../lib/toast-error';
import type { AuthLocationState } from './auth-panel';
import { FORGOT_PASSWORD_PATH } from './forgot-password-form';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** A link that is missing, unknown, already used or expired: say so, and offer a new one. */
function InvalidResetLink() {
  return (
    <section aria-labelledby="link-invalido-titulo" className="grid gap-4" role="alert">
      <h2 id="link-invalido-titulo" className="text-xl font-semibold">
        Link inválido ou expirado
      </h2>
      <p className="text-sm text-foreground">{INVALID_RESET_LINK_MESSAGE}</p>
      <Link to={FORGOT_PASSWORD_PATH} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Pedir um novo link
      </Link>
    </section>
  );
}

/**
 * /redefinir-senha?token=…: the new password, typed twice, under the sign-up rules. On success every
 * session of the account has ended (this browser's too), and the sign-in page says so.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(!token);
  const resetPassword = useResetPassword();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (invalid || !token) return <InvalidResetLink />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = parseOrToast(resetPasswordSchema, values);
    if (!input || !token) return;
    setBusy(true);
    try {
      await resetPassword.mutateAsync({ token, newPassword: input.password });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setInvalid(true);
      else toastError('Erro ao redefinir a senha', error);
      return;
    }
    // The server ended every session of the account: this tab and the others are signed out.
    queryClient.setQueryData(getSessionQueryOptions().queryKey, null);
    broadcastAuth('signed-out');
    const state: AuthLocationState = { passwordReset: true };
    void navigate(paths.auth.to(), { replace: true, state });
  }

  function field(name: keyof typeof values) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    };
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Redefinir senha">
      <FormField label="Nova senha" type="password" autoComplete="new-password" autoFocus hint={PASSWORD_HINT} {...field('password')} />
      <FormField label="Confirmar senha" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <SubmitButton pending={busy} pendingLabel="Salvando…" size="lg" className="w-full">
        Redefinir senha
      </SubmitButton>
    </form>
  );
}
