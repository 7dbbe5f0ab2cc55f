import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/web/lib/toast';
import { updateNameSchema } from '@/shared/account';
import { Button } from '@/web/components/ui/button';
import { useUpdateName } from '../api/update-name';
import { parseOrToast, toastError } from '../lib/toast-error';
import { FormField } from './form-field';
import { SubmitOrCancel } from './submit-button';

/**
 * 'Alterar nome' in 'Dados da conta': the full name under the sign-up rules and messages. Opens with
 * the current name, focused; closing gives focus back to the button that opened it.
 */
export function UpdateNameForm({ currentName }: { currentName: string }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(currentName);
  const openButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const updateName = useUpdateName();

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      openButton.current?.focus();
    }
  }, [editing]);

  function close() {
    returnFocus.current = true;
    setEditing(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = parseOrToast(updateNameSchema, { name });
    if (!input) return;
    updateName.mutate(input, {
      onSuccess: () => {
        toast.success('Nome atualizado');
        close();
      },
      onError: (error) => toastError('Erro ao alterar o nome', error),
    });
  }

  if (!editing) {
    return (
      <div>
        <Button
          ref={openButton}
          variant="outline"
          onClick={() => {
            setName(currentName);
            setEditing(true);
          }}
        >
          Alterar nome
        </Button>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid max-w-sm gap-4" aria-label="Alterar nome">
      <FormField
        label="Nome completo"
        name="name"
        autoComplete="name"
        autoCapitalize="words"
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SubmitOrCancel pending={updateName.isPending} pendingLabel="Salvando…" onCancel={close}>
        Salvar nome
      </SubmitOrCancel>
    </form>
  );
}
