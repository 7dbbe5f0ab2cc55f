import type { CollectorResult, CollectorRunsResponse } from '../../../shared/api-types';
import { isCollectorRunning, listRuns, runCollector } from '../../collector/run-collector';
import { COLLECTOR_CRONS, COLLECTOR_TIMES, nextCollectionAfter } from '../../collector/schedule';
import type { AppDeps } from '../../lib/context';

/** Runs a collection asked for by an admin (409 'Coleta já em andamento' while one runs). */
export function startCollection(deps: AppDeps, adminId: string): Promise<CollectorResult> {
  return runCollector({ ...deps, ...deps.collector, secret: deps.secret }, { trigger: 'manual', requestedBy: adminId });
}

/** Past runs, the schedule and whether a collection is running now. */
export async function describeCollections(deps: AppDeps): Promise<CollectorRunsResponse> {
  const enabled = deps.scheduler?.enabled ?? deps.env.COLLECTOR_SCHEDULE;
  const next = deps.scheduler ? deps.scheduler.nextRun() : enabled ? nextCollectionAfter(new Date()) : null;
  return {
    runs: await listRuns(deps.database),
    schedule: { enabled, crons: [...COLLECTOR_CRONS], times: [...COLLECTOR_TIMES], next_run: next?.toISOString() ?? null },
    running: isCollectorRunning(deps.database),
  };
}
