import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { parseOrToast, toastError } from '../lib/toast-error';
import { backupCodeSchema, totpCodeSchema } from '../lib/two-factor-schemas';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

type Method = 'totp' | 'backup';

const COPY = {
  totp: {
    description: 'Digite o código de 6 dígitos que aparece no seu aplicativo autenticador.',
    label: 'Código de verificação',
    switchTo: 'Usar um código de recuperação',
  },
  backup: {
    description: 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez.',
    label: 'Código de recuperação',
    switchTo: 'Usar o código do aplicativo',
  },
} as const;

/**
 * The second step of signing in to an account with two-factor on: the authenticator's code, or
 * one of the recovery codes. The session only exists after this step.
 */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const verifyTotp = useVerifyTotp();
  const verifyBackupCode = useVerifyBackupCode();
  const completeSignIn = useCompleteSignIn();
  const copy = COPY[method];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseOrToast(method === 'totp' ? totpCodeSchema : backupCodeSchema, code);
    if (parsed === null) return;
    setBusy(true);
    try {
      if (method === 'totp') await verifyTotp.mutateAsync(parsed);
      else await verifyBackupCode.mutateAsync(parsed);
      await completeSignIn();
    } catch (error) {
      toastError('Erro ao fazer login', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="verificacao-titulo" className="grid gap-5">
      <div className="grid gap-1.5">
        <h2 id="verificacao-titulo" className="text-xl font-semibold">
          Verificação em duas etapas
        </h2>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </div>
      <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="verificacao-titulo">
        {method === 'totp' ? (
          <FormField
            key="totp"
            label={copy.label}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : (
          <FormField
            key="backup"
            label={copy.label}
            name="backup-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <SubmitButton pending={busy} pendingLabel="Verificando…" size="lg" className="w-full">
          Verificar
        </SubmitButton>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="link"
          className="px-0"
          onClick={() => {
            setCode('');
            setMethod(method === 'totp' ? 'backup' : 'totp');
          }}
        >
          {copy.switchTo}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </section>
  );
}
