import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import PlayIcon from 'lucide-react/icons/play';
import { useId } from 'react';
import { formatDateTime } from '@/shared/editais/dates';
import { LoadError } from '@/web/components/layout/load-error';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { useColetas } from '../api/get-coletas';
import { useRunColeta } from '../api/run-coleta';
import { collectedText, errorsText, TRIGGER_LABELS, type CollectorRun } from '../lib/labels';
import { CollectorHistoryCard } from './collector-history';
import { CollectorHowItWorksCard } from './collector-how-it-works';
import { CollectorResultCard, type ShownResult } from './collector-result';
import { CollectorScheduleCard } from './collector-schedule';

export const RUNNING_TEXT = 'Coleta em andamento. Isso pode levar alguns minutos.';

function runCaption(trigger: CollectorRun['trigger'], startedAt: string): string {
  return `${TRIGGER_LABELS[trigger]} · ${formatDateTime(startedAt)}`;
}

function PanelSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Carregando coletas…</span>
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </div>
  );
}

/**
 * /admin's collector (issue 6): 'Executar Coleta' with its toasts, the last result, the schedule,
 * the sources and the history. The button waits while any collection runs, also one started
 * elsewhere (another tab, the schedule): the server says so in GET /api/admin/coletas.
 */
export function CollectorPanel() {
  const coletas = useColetas();
  const run = useRunColeta();
  useErrorToast(coletas.error, 'Erro ao carregar coletas');
  const heading = useId();

  const runningElsewhere = coletas.data?.running ?? false;
  const running = run.isPending || runningElsewhere;

  // This page's own run is shown as soon as it ends; otherwise the newest finished run.
  const latest = coletas.data?.runs.find((r) => r.result !== null);
  const shown: ShownResult | null = run.data
    ? { result: run.data, caption: runCaption('manual', new Date(run.submittedAt).toISOString()) }
    : latest?.result
      ? { result: latest.result, caption: runCaption(latest.trigger, latest.started_at) }
      : null;

  let status = '';
  if (running) status = RUNNING_TEXT;
  else if (run.isSuccess) status = `Coleta concluída: ${collectedText(run.data)}, ${errorsText(run.data.erros)}.`;
  else if (run.isError) status = `Erro na coleta: ${run.error.message}`;

  return (
    <section aria-labelledby={heading} className="mt-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={heading} className="text-2xl font-semibold tracking-tight">
            Coleta de editais
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Busca concursos nas fontes públicas e cria ou atualiza os editais do site.
          </p>
        </div>
        <Button size="lg" className="w-full sm:w-auto" disabled={running} aria-busy={running || undefined} onClick={() => run.mutate()}>
          {running ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <PlayIcon aria-hidden="true" />
          )}
          Executar Coleta
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-muted-foreground">
        {status}
      </p>

      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          {coletas.isPending ? (
            <PanelSkeleton />
          ) : coletas.isError && !shown ? (
            <LoadError message="Não foi possível carregar as coletas." onRetry={() => void coletas.refetch()} />
          ) : (
            <CollectorResultCard shown={shown} busy={run.isPending} />
          )}
          {coletas.data && <CollectorHistoryCard runs={coletas.data.runs} />}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          {coletas.data ? (
            <CollectorScheduleCard schedule={coletas.data.schedule} />
          ) : coletas.isPending ? (
            <Skeleton className="h-40" />
          ) : null}
          <CollectorHowItWorksCard />
        </div>
      </div>
    </section>
  );
}
