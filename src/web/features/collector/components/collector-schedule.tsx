import type { CollectorRunsResponse } from '@/shared/api/collector';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatNextRun, listTimes } from '../lib/labels';

export const SCHEDULE_OFF_TEXT = 'Agenda desativada (COLLECTOR_SCHEDULE=off)';

/** When the collector runs by itself, and the next time it will. */
export function CollectorScheduleCard({ schedule }: { schedule: CollectorRunsResponse['schedule'] }) {
  const times = listTimes(schedule.times);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h3">Agenda da coleta</CardTitle>
          <Badge variant={schedule.enabled ? 'success' : 'muted'}>{schedule.enabled ? 'Ativa' : 'Desativada'}</Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {schedule.enabled ? (
          <>
            <p>Todos os dias às {times} (horário de Brasília).</p>
            <p>
              <span className="text-muted-foreground">Próxima coleta: </span>
              {schedule.next_run ? (
                <time dateTime={schedule.next_run} className="font-semibold">
                  {formatNextRun(schedule.next_run)}
                </time>
              ) : (
                <span className="font-semibold">a definir</span>
              )}
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">{SCHEDULE_OFF_TEXT}</p>
            <p className="text-sm text-muted-foreground">
              Com a agenda ativa, a coleta roda todos os dias às {times} (horário de Brasília).
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
