import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { ACCOUNT_DELETED_MESSAGE, deleteAccountSchema } from '@/shared/account';
import { firstMessage } from '@/shared/auth-schemas';
import { paths } from '@/shared/paths';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { useDeleteAccount } from '../api/delete-account';
import { isSessionKey, SESSION_QUERY_KEY } from '../api/get-session';
import { broadcastAuth } from '../lib/auth-channel';
import { SubmitButton } from './submit-button';

interface PasswordConfirmFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the last attempt failed, shown under the field and read with it. */
  error: string | null;
}

function PasswordConfirmField({ value, onChange, error }: PasswordConfirmFieldProps) {
  const fieldId = useId();
  const errorId = `${fieldId}-erro`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>Digite sua senha para confirmar</Label>
      <Input
        id={fieldId}
        type="password"
        name="password"
        autoComplete="current-password"
        autoFocus
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The password typed to confirm, the message of a failure, and the deletion. On success the app
 * forgets everything it had fetched, goes to the home page signed out and says 'Conta excluída'.
 */
function useAccountDeletion() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function reset() {
    setPassword('');
    setError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setError(null);
    deleteAccount.mutate(parsed.data, {
      onSuccess: () => {
        // Navigation first (committed at once), then the session: /conta sends a signed-out visitor
        // to /auth, but not while a navigation is under way.
        void navigate(paths.home.to(), { replace: true, flushSync: true });
        queryClient.removeQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
        broadcastAuth('signed-out');
        toast.success(ACCOUNT_DELETED_MESSAGE, { description: 'Sua conta e todos os seus dados foram apagados.' });
      },
      onError: (failure) => {
        setError(failure instanceof Error ? failure.message : 'Não foi possível excluir a conta. Tente novamente.');
      },
    });
  }

  return { password, setPassword, error, pending: deleteAccount.isPending, submit, reset };
}

/**
 * 'Excluir minha conta': a dialog that says what goes and that it cannot be undone, and asks for
 * the password. The message of a failure (wrong password, too many attempts) shows in the dialog,
 * next to the field, since the page behind it is out of reach while it is open.
 */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const deletion = useAccountDeletion();

  function onOpenChange(next: boolean) {
    if (deletion.pending) return;
    setOpen(next);
    if (!next) deletion.reset();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Excluir minha conta</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Excluir sua conta?"
          icon={<TriangleAlertIcon aria-hidden="true" className="size-6" />}
          iconClassName="bg-destructive/10 text-destructive"
        >
          Esta ação não pode ser desfeita. Apagamos sua conta e todos os seus dados: nome, e-mail, concursos salvos,
          vistos e ocultos, preferências e histórico de alertas, e-mails na fila e sessões. Se quiser uma cópia, baixe
          seus dados antes.
        </DialogHeading>
        <form method="post" noValidate onSubmit={deletion.submit} className="grid gap-4" aria-label="Excluir conta">
          <PasswordConfirmField value={deletion.password} onChange={deletion.setPassword} error={deletion.error} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deletion.pending}>
                Cancelar
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={deletion.pending} pendingLabel="Excluindo…">
              Excluir conta definitivamente
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
