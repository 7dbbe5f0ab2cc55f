import { useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/toast';
import { PASSWORD_HINT, signUpSchema } from '@/shared/auth-schemas';
import { useSignUp } from '../api/sign-up';
import { parseOrToast, toastError } from '../lib/toast-error';
import { EmailField, FormField } from './form-field';
import { SubmitButton } from './submit-button';

interface SignUpFormProps {
  /** The account exists: the page moves to 'Entrar' with this e-mail filled in. */
  onSignedUp: (email: string) => void;
}

const EMPTY = { fullName: '', email: '', password: '' };

/** The 'Cadastrar' tab: full name, e-mail and a password that follows the hint. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const [values, setValues] = useState(EMPTY);
  const signUp = useSignUp();

  function field(name: keyof typeof EMPTY) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = parseOrToast(signUpSchema, values);
    if (!input) return;
    signUp.mutate(input, {
      onSuccess: () => {
        toast.success('Conta criada com sucesso!', { description: 'Você já pode fazer login.' });
        setValues(EMPTY);
        onSignedUp(input.email);
      },
      onError: (error) => toastError('Erro ao criar conta', error),
    });
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Cadastrar">
      <FormField label="Nome completo" autoComplete="name" autoCapitalize="words" {...field('fullName')} />
      <EmailField {...field('email')} />
      <FormField label="Senha" type="password" autoComplete="new-password" hint={PASSWORD_HINT} {...field('password')} />
      <SubmitButton pending={signUp.isPending} pendingLabel="Criando conta…" size="lg" className="w-full">
        Criar Conta
      </SubmitButton>
    </form>
  );
}
