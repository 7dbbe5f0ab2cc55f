import { useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { signInSchema } from '@/shared/auth-schemas';
import { useSignIn } from '../api/sign-in';
import { parseOrToast, toastError } from '../lib/toast-error';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { FORGOT_PASSWORD_PATH } from './forgot-password-form';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The account has two-factor on: the sign-in continues with a code. */
  onTwoFactor: () => void;
  /** The password input, which the page focuses after a sign-up fills in the e-mail. */
  passwordRef?: Ref<HTMLInputElement>;
}

/** The 'Entrar' tab: e-mail and password. */
export function SignInForm({ email, onEmailChange, onTwoFactor, passwordRef }: SignInFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = parseOrToast(signInSchema, { email, password });
    if (!input) return;
    setBusy(true);
    try {
      const answer = await signIn.mutateAsync(input);
      if (answer.twoFactorRedirect) {
        setPassword('');
        onTwoFactor();
        return;
      }
      await completeSignIn();
    } catch (error) {
      toastError('Erro ao fazer login', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Entrar">
      <FormField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <FormField
        ref={passwordRef}
        label="Senha"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Link
        to={FORGOT_PASSWORD_PATH}
        className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Esqueci minha senha
      </Link>
      <SubmitButton pending={busy} pendingLabel="Entrando…" size="lg" className="w-full">
        Entrar
      </SubmitButton>
    </form>
  );
}
