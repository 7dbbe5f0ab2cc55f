import { desc } from 'drizzle-orm';
import type { CollectorResult, CollectorRunsResponse } from '#shared/api/collector';
import type { DatabaseHandle } from '#server/db/client';
import { collectorRun } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import type { AppDeps, CollectorPort } from '#server/lib/context';

/** The collector the host handed over; an app built without one (a benchmark, a test of other routes) has none. */
function collectorOf(deps: AppDeps): CollectorPort {
  if (!deps.collector) throw new AppError('UNAVAILABLE');
  return deps.collector;
}

/** Runs a collection asked for by an admin (409 'Coleta já em andamento' while one runs). */
export function startCollection(deps: AppDeps, adminId: string): Promise<CollectorResult> {
  return collectorOf(deps).run({ trigger: 'manual', requestedBy: adminId });
}

/** The latest runs, newest first. */
async function listRuns(database: DatabaseHandle, limit = 20): Promise<CollectorRunsResponse['runs']> {
  const rows = await database.db.select().from(collectorRun).orderBy(desc(collectorRun.startedAt), desc(collectorRun.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    started_at: new Date(row.startedAt).toISOString(),
    finished_at: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    result: (row.result as CollectorResult | null) ?? null,
  }));
}

/** Past runs, the schedule and whether a collection is running now. */
export async function describeCollections(deps: AppDeps): Promise<CollectorRunsResponse> {
  const collector = collectorOf(deps);
  const runs = await listRuns(deps.database);
  const { running, schedule } = collector.status();
  return { runs, schedule, running };
}
