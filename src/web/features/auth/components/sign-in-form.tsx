import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import { signInSchema } from '@/shared/auth-schemas';
import { useSignIn } from '../api/sign-in';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { useValidatedSubmit } from '../lib/use-validated-submit';
import { FORGOT_PASSWORD_PATH } from './forgot-password-form';
import { EmailField, FormField } from './form-field';
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
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const { busy, submit } = useValidatedSubmit({
    schema: signInSchema,
    values: { email, password },
    errorTitle: 'Erro ao fazer login',
    send: async (input) => {
      const answer = await signIn.mutateAsync(input);
      if (answer.twoFactorRedirect) {
        setPassword('');
        onTwoFactor();
        return;
      }
      await completeSignIn();
    },
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Entrar">
      <EmailField value={email} onChange={(event) => onEmailChange(event.target.value)} />
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
