import { formatDateTime } from '@/shared/editais/dates';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { collectedText, errorsText, TRIGGER_LABELS, type CollectorRun } from '../lib/labels';

export const HISTORY_EMPTY_TEXT = 'Nenhuma coleta executada ainda.';

/**
 * What a run's line says about how it ended. A run never finished while a newer one exists was cut
 * short (the server stopped): only one collection runs at a time.
 */
function RunOutcome({ run, newest }: { run: CollectorRun; newest: boolean }) {
  if (!run.finished_at) {
    return newest ? <Badge variant="warning">Em andamento</Badge> : <Badge variant="muted">Interrompida</Badge>;
  }
  if (!run.result) return <span className="text-muted-foreground">Sem resultado</span>;
  return (
    <span>
      {collectedText(run.result)}, {errorsText(run.result.erros)}
    </span>
  );
}

/** The latest runs, newest first, as the server lists them. */
export function CollectorHistoryCard({ runs }: { runs: CollectorRun[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Histórico de coletas</CardTitle>
        <CardDescription>As coletas mais recentes, em horário de Brasília.</CardDescription>
      </CardHeader>
      <CardContent>
        {runs.length === 0 ? (
          <p className="text-muted-foreground">{HISTORY_EMPTY_TEXT}</p>
        ) : (
          <ol aria-label="Coletas anteriores" className="divide-y divide-border">
            {runs.map((run, i) => (
              <li key={run.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5 py-3 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <time dateTime={run.started_at} className="font-medium">
                    {formatDateTime(run.started_at)}
                  </time>
                  <Badge variant="outline">{TRIGGER_LABELS[run.trigger]}</Badge>
                </span>
                <RunOutcome run={run} newest={i === 0} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
