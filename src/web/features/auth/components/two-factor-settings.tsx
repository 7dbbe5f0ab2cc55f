import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import ShieldOffIcon from 'lucide-react/icons/shield-off';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/components/ui/button';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { getMeQueryOptions } from '../api/get-me';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { useVerifyTotp } from '../api/verify-totp';
import { parseOrToast, toastError } from '../lib/toast-error';
import { groupSecret, secretFromTotpUri } from '../lib/totp-uri';
import { passwordConfirmSchema, totpCodeSchema } from '../lib/two-factor-schemas';
import { FormField, TotpCodeField } from './form-field';
import { SubmitOrCancel } from './submit-button';
import { TotpQrCode } from './totp-qr-code';

type Step =
  | { kind: 'idle' }
  | { kind: 'enable-password' }
  | { kind: 'enable-verify'; totpURI: string; backupCodes: string[] }
  | { kind: 'backup-codes'; backupCodes: string[] }
  | { kind: 'disable-password' };

const PASSWORD_STEP_TEXTS = {
  enable: { submitLabel: 'Continuar', pendingLabel: 'Verificando…', errorTitle: 'Erro ao ativar verificação' },
  disable: { submitLabel: 'Desativar verificação', pendingLabel: 'Desativando…', errorTitle: 'Erro ao desativar verificação' },
} as const;

interface PasswordStepProps<T> {
  submitLabel: string;
  pendingLabel: string;
  /** Turns two-factor on or off with the confirmed password. */
  mutation: Pick<UseMutationResult<T, Error, string>, 'mutate' | 'isPending'>;
  errorTitle: string;
  onDone: (answer: T) => void;
  onCancel: () => void;
}

/** Asks for the password before enabling or disabling two-factor. */
function PasswordStep<T>({ submitLabel, pendingLabel, mutation, errorTitle, onDone, onCancel }: PasswordStepProps<T>) {
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseOrToast(passwordConfirmSchema, password);
    if (parsed === null) return;
    mutation.mutate(parsed, { onSuccess: onDone, onError: (error) => toastError(errorTitle, error) });
  }
  return (
    <form method="post" noValidate onSubmit={submit} className="grid max-w-sm gap-4">
      <FormField
        label="Senha"
        type="password"
        name="password"
        autoComplete="current-password"
        autoFocus
        hint="Confirme sua senha para continuar."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SubmitOrCancel pending={mutation.isPending} pendingLabel={pendingLabel} onCancel={onCancel}>
        {submitLabel}
      </SubmitOrCancel>
    </form>
  );
}

/** Shows the QR code and the secret, and confirms the authenticator with its first code. */
function VerifyStep({
  totpURI,
  onVerified,
  onCancel,
}: {
  totpURI: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const verifyTotp = useVerifyTotp();
  const secret = secretFromTotpUri(totpURI);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseOrToast(totpCodeSchema, code);
    if (parsed === null) return;
    verifyTotp.mutate(parsed, {
      onSuccess: onVerified,
      onError: (error) => toastError('Erro ao ativar verificação', error),
    });
  }

  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
        <li>Abra um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, Authy…).</li>
        <li>Escaneie o QR code ou digite a chave abaixo.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <TotpQrCode uri={totpURI} />
        {secret && (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Chave para digitar no aplicativo</p>
            <code
              data-testid="totp-secret"
              className="rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wider break-all"
            >
              {groupSecret(secret)}
            </code>
          </div>
        )}
      </div>
      <form method="post" noValidate onSubmit={submit} className="grid max-w-sm gap-4">
        <TotpCodeField value={code} onChange={(event) => setCode(event.target.value)} />
        <SubmitOrCancel pending={verifyTotp.isPending} pendingLabel="Confirmando…" onCancel={onCancel}>
          Confirmar
        </SubmitOrCancel>
      </form>
    </div>
  );
}

/** The recovery codes, shown once right after two-factor is turned on. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">Códigos de recuperação</h3>
      <p className="text-sm text-muted-foreground">
        Guarde estes códigos em um lugar seguro: cada um permite entrar uma única vez se você perder o acesso ao
        aplicativo autenticador. Eles não serão mostrados novamente.
      </p>
      <ul aria-label="Códigos de recuperação" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>Já guardei os códigos</Button>
      </div>
    </div>
  );
}

/** Whether two-factor is on, and what that means at sign-in. */
function TwoFactorStatus({ enabled }: { enabled: boolean }) {
  return (
    <div className="flex items-start gap-3">
      {enabled ? (
        <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
      ) : (
        <ShieldOffIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      )}
      <div className="grid gap-1">
        <h3 className="font-semibold">
          Verificação em duas etapas: <span>{enabled ? 'ativada' : 'desativada'}</span>
        </h3>
        <p className="text-sm text-muted-foreground">
          {enabled
            ? 'Ao entrar, além da senha, pedimos um código do seu aplicativo autenticador.'
            : 'Proteja sua conta pedindo, além da senha, um código de um aplicativo autenticador.'}
        </p>
      </div>
    </div>
  );
}

/** The step's controls: the button that starts enabling or disabling, or the step under way. */
function TwoFactorStep({ step, onStep, enabled }: { step: Step; onStep: (step: Step) => void; enabled: boolean }) {
  const queryClient = useQueryClient();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const idle = () => onStep({ kind: 'idle' });

  switch (step.kind) {
    case 'enable-password':
      return (
        <PasswordStep
          {...PASSWORD_STEP_TEXTS.enable}
          mutation={enable}
          onDone={({ totpURI, backupCodes }) => onStep({ kind: 'enable-verify', totpURI, backupCodes })}
          onCancel={idle}
        />
      );
    case 'enable-verify':
      return (
        <VerifyStep
          totpURI={step.totpURI}
          onCancel={idle}
          onVerified={() => {
            toast.success('Verificação em duas etapas ativada!', {
              description: 'A partir de agora, o login pedirá um código do aplicativo.',
            });
            onStep({ kind: 'backup-codes', backupCodes: step.backupCodes });
            void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
            void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
          }}
        />
      );
    case 'backup-codes':
      return <BackupCodes codes={step.backupCodes} onDone={idle} />;
    case 'disable-password':
      return (
        <PasswordStep
          {...PASSWORD_STEP_TEXTS.disable}
          mutation={disable}
          onDone={() => {
            toast.success('Verificação em duas etapas desativada');
            idle();
          }}
          onCancel={idle}
        />
      );
    default:
      return enabled ? (
        <div>
          <Button variant="outline" onClick={() => onStep({ kind: 'disable-password' })}>
            Desativar
          </Button>
        </div>
      ) : (
        <div>
          <Button onClick={() => onStep({ kind: 'enable-password' })}>Ativar verificação em duas etapas</Button>
        </div>
      );
  }
}

/**
 * 'Segurança': TOTP two-factor. Off → password → QR code and secret → first code → recovery
 * codes (once). On → password → off.
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  return (
    <div className="grid gap-5">
      <TwoFactorStatus enabled={enabled} />
      <TwoFactorStep step={step} onStep={setStep} enabled={enabled} />
    </div>
  );
}
