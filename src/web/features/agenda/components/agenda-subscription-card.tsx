import CalendarSyncIcon from 'lucide-react/icons/calendar-sync';
import CopyIcon from 'lucide-react/icons/copy';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/utils';
import { useAgendaSubscription } from '../api/get-agenda-subscription';
import { useRenewAgendaSubscription } from '../api/renew-agenda-subscription';

// The confirmation (Radix: focus trap, portal) loads only when 'Gerar novo link' is pressed.
const RenewAgendaDialog = lazy(() => import('./renew-agenda-dialog'));

export const AGENDA_TEXTS = {
  title: 'Agenda no celular',
  intro:
    'Assine seus concursos salvos e inscritos no Google Agenda ou no calendário do celular: o fim das inscrições e a data da prova aparecem sozinhos e se atualizam.',
  label: 'Link da sua agenda',
  hint: 'Este link é pessoal: quem o tiver vê a lista dos seus concursos, sem precisar de senha.',
  copy: 'Copiar link',
  copied: 'Link copiado',
  copiedDescription: 'Cole-o na sua agenda para assiná-la.',
  copyFailed: 'Não foi possível copiar',
  copyFailedDescription: 'O link está selecionado: copie-o pelo teclado ou tocando e segurando.',
  renew: 'Gerar novo link',
  renewed: 'Novo link gerado',
  renewedDescription: 'O link anterior não funciona mais. Assine a agenda de novo com este.',
  renewFailed: 'Erro ao gerar novo link',
  loadFailed: 'Não foi possível carregar o link da sua agenda.',
  retry: 'Tentar novamente',
} as const;

function Instructions() {
  return (
    <ul className="mt-4 grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
      <li>
        <strong className="font-medium text-foreground">Google Agenda</strong> (no computador): ao lado de “Outras agendas”,
        clique em “+” → “Do URL”, cole o link e clique em “Adicionar agenda”. Ela aparece também no app do Android.
      </li>
      <li>
        <strong className="font-medium text-foreground">iPhone</strong>: Ajustes → Calendário → Contas → Adicionar Conta → Outra
        → Adicionar Calendário Assinado, e cole o link.
      </li>
      <li>Os aplicativos de agenda buscam as novidades sozinhos, algumas vezes por dia.</li>
    </ul>
  );
}

/** The link, read-only, with its copy button: the clipboard when the browser allows it, else the text selected. */
function AgendaLink({ url, hintId }: { url: string; hintId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(AGENDA_TEXTS.copied, { description: AGENDA_TEXTS.copiedDescription });
    } catch {
      input.current?.select();
      toast.error(AGENDA_TEXTS.copyFailed, { description: AGENDA_TEXTS.copyFailedDescription });
    }
  }

  return (
    <div className="mt-4 grid gap-2">
      <Label htmlFor={inputId}>{AGENDA_TEXTS.label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={inputId}
          readOnly
          value={url}
          aria-describedby={hintId}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          {AGENDA_TEXTS.copy}
        </Button>
      </div>
    </div>
  );
}

/** 'Gerar novo link', after a confirmation that says the old link stops working. */
function RenewButton() {
  const renew = useRenewAgendaSubscription();
  const [dialog, setDialog] = useState({ requested: false, open: false });
  const button = useRef<HTMLButtonElement>(null);

  function confirm() {
    renew.mutate(undefined, {
      onSuccess: () => {
        setDialog({ requested: true, open: false });
        toast.success(AGENDA_TEXTS.renewed, { description: AGENDA_TEXTS.renewedDescription });
      },
      onError: (error) => toast.error(AGENDA_TEXTS.renewFailed, { description: error.message }),
    });
  }

  return (
    <>
      <Button ref={button} variant="outline" size="sm" onClick={() => setDialog({ requested: true, open: true })}>
        <RefreshCwIcon aria-hidden="true" />
        {AGENDA_TEXTS.renew}
      </Button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <RenewAgendaDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog({ requested: true, open })}
            onConfirm={confirm}
            pending={renew.isPending}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Meus Concursos' calendar subscription (issue 15): the secret .ics address of the user's saved and
 * inscrito notices, to copy into Google Calendar or a phone, and a way to replace it.
 */
export function AgendaSubscriptionCard({ className }: { className?: string }) {
  const { data, isPending, isError, refetch } = useAgendaSubscription();
  const headingId = useId();
  const hintId = useId();

  return (
    <section aria-labelledby={headingId} className={cn('max-w-3xl rounded-xl border border-border bg-card p-5 sm:p-6', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <CalendarSyncIcon aria-hidden="true" className="size-5 text-primary" />
        {AGENDA_TEXTS.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{AGENDA_TEXTS.intro}</p>
      {isPending ? (
        <Skeleton className="mt-4 h-[4.25rem] w-full" />
      ) : isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p role="alert">{AGENDA_TEXTS.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {AGENDA_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <>
          <AgendaLink url={data.url} hintId={hintId} />
          <p id={hintId} className="mt-2 text-sm text-muted-foreground">
            {AGENDA_TEXTS.hint}
          </p>
          <Instructions />
          <div className="mt-4">
            <RenewButton />
          </div>
        </>
      )}
    </section>
  );
}
