import type { CollectorRunsResponse } from '#shared/api/collector';
import { isCollectorRunning } from '../collector/run-collector';
import type { CollectorPort } from '../lib/context';
import { collectAndAlert, type JobDeps } from './collect';
import { COLLECTOR_CRONS, COLLECTOR_TIMES, nextCollectionAfter, type Scheduler } from './schedule';

/**
 * The collector as the admin routes see it: a run is a collection and its alerts, like a scheduled
 * one. Without a `scheduler` (tests, a process that schedules nothing) the schedule shown is the
 * configured one (COLLECTOR_SCHEDULE).
 */
export function createCollectorPort(deps: JobDeps, scheduler?: Scheduler): CollectorPort {
  return {
    run: (request) => collectAndAlert(deps, request),
    status: () => ({ running: isCollectorRunning(deps.database), schedule: collectionSchedule(deps, scheduler) }),
  };
}

function collectionSchedule(deps: JobDeps, scheduler: Scheduler | undefined): CollectorRunsResponse['schedule'] {
  const enabled = scheduler?.enabled ?? deps.env.COLLECTOR_SCHEDULE;
  const next = scheduler ? scheduler.nextRun() : enabled ? nextCollectionAfter(new Date()) : null;
  return { enabled, crons: [...COLLECTOR_CRONS], times: [...COLLECTOR_TIMES], next_run: next?.toISOString() ?? null };
}
