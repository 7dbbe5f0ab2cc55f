import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { backupCodeSchema, totpCodeSchema } from '../lib/two-factor-schemas';
import { useCompleteSignIn } from '../lib/use-complete-sign-in';
import { useValidatedSubmit } from '../lib/use-validated-submit';
import { AuthStep } from './auth-step';
import { FormField, TotpCodeField } from './form-field';
import { SubmitButton } from './submit-button';

type Method = 'totp' | 'backup';

const COPY = {
  totp: {
    description: 'Digite o código de 6 dígitos que aparece no seu aplicativo autenticador.',
    switchTo: 'Usar um código de recuperação',
  },
  backup: {
    description: 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez.',
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
  const verifyTotp = useVerifyTotp();
  const verifyBackupCode = useVerifyBackupCode();
  const completeSignIn = useCompleteSignIn();
  const copy = COPY[method];
  const { busy, submit } = useValidatedSubmit({
    schema: method === 'totp' ? totpCodeSchema : backupCodeSchema,
    values: code,
    errorTitle: 'Erro ao fazer login',
    send: async (parsed) => {
      if (method === 'totp') await verifyTotp.mutateAsync(parsed);
      else await verifyBackupCode.mutateAsync(parsed);
      await completeSignIn();
    },
  });

  return (
    <AuthStep id="verificacao-titulo" title="Verificação em duas etapas" description={copy.description}>
      <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="verificacao-titulo">
        {method === 'totp' ? (
          <TotpCodeField key="totp" autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
        ) : (
          <FormField
            key="backup"
            label="Código de recuperação"
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
    </AuthStep>
  );
}
