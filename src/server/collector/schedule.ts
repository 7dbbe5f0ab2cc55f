import { Cron } from 'croner';
import { todayInBrasilia } from '../../shared/editais/dates';
import type { Logger } from '../lib/logger';
import { COLLECTION_RUNNING_MESSAGE, runCollector, type CollectorDeps } from './run-collector';
import { refreshStatuses } from './write';
import { sendAlerts } from '../alerts/send-alerts';

/**
 * The collector's schedule (America/Sao_Paulo): every 6 hours (00:00, 06:00, 12:00, 18:00) and at
 * 07:00; COLLECTOR_SCHEDULE=off turns it off. Statuses follow the calendar every day at 00:01
 * whatever the schedule, and free accounts get their weekly alert digest on Mondays at 08:00. A
 * failed or skipped run is logged and never reaches the server.
 */

export const SCHEDULE_TIMEZONE = 'America/Sao_Paulo';
export const COLLECTOR_CRONS = ['0 0,6,12,18 * * *', '0 7 * * *'] as const;
export const COLLECTOR_TIMES = ['00:00', '06:00', '07:00', '12:00', '18:00'] as const;
const STATUS_CRON = '1 0 * * *';
/** Free accounts' weekly alert digest: Monday 08:00, Brasília (SPEC.md section 6). */
export const WEEKLY_ALERTS_CRON = '0 8 * * 1';
/** After start-up, before a missed weekly digest is sent (the server settles first). */
const CATCH_UP_DELAY_MS = 30_000;

export interface Scheduler {
  /** The next collection, or null when the schedule is off. */
  nextRun(): Date | null;
  enabled: boolean;
  stop(): void;
  /** The next weekly alert digest. */
  nextWeeklyAlerts(): Date | null;
}

/** The next time of the collection schedule after `from`, whether or not it is running. */
export function nextCollectionAfter(from: Date): Date {
  const times = COLLECTOR_CRONS.map((pattern) => new Cron(pattern, { timezone: SCHEDULE_TIMEZONE }).nextRun(from)!);
  return times.reduce((a, b) => (a < b ? a : b));
}

/** The latest weekly digest time (Monday 08:00, Brasília) at or before `now`. */
export function lastWeeklyAlertsTime(now: Date): Date {
  return new Cron(WEEKLY_ALERTS_CRON, { timezone: SCHEDULE_TIMEZONE }).nextRun(new Date(now.getTime() - 7 * 24 * 3_600_000))!;
}

/**
 * The free accounts' digest of the week, for those who did not get it: the server was down on
 * Monday at 08:00. Run at start-up; accounts already checked this week are left alone.
 */
export function sendMissedWeeklyAlerts(deps: Parameters<typeof sendAlerts>[0], now: Date = new Date()) {
  return sendAlerts(deps, { plan: 'free', dueBefore: lastWeeklyAlertsTime(now) });
}

export function startScheduler(
  deps: CollectorDeps & { logger: Logger; secret: string },
  { enabled }: { enabled: boolean },
): Scheduler {
  const log = deps.logger.child({ module: 'agenda' });
  const jobs: Cron[] = [];

  jobs.push(
    new Cron(STATUS_CRON, { timezone: SCHEDULE_TIMEZONE, protect: true, name: 'status-diario' }, async () => {
      try {
        const changed = await refreshStatuses(deps.database.db, todayInBrasilia());
        log.info(changed, 'daily status refresh');
      } catch (error) {
        log.error({ err: error }, 'daily status refresh failed');
      }
    }),
  );

  // Alerts go out whether or not the collector runs on a schedule (an admin may collect by hand).
  jobs.push(
    new Cron(WEEKLY_ALERTS_CRON, { timezone: SCHEDULE_TIMEZONE, protect: true, name: 'alertas-semanais' }, async () => {
      try {
        await sendAlerts(deps, { plan: 'free' });
      } catch (error) {
        log.error({ err: error }, 'weekly alerts failed');
      }
    }),
  );

  // A restart that missed Monday's 08:00 sends the week's digest now (to those who did not get it).
  const catchUp = setTimeout(() => {
    sendMissedWeeklyAlerts(deps).catch((error: unknown) => log.error({ err: error }, 'weekly alerts catch-up failed'));
  }, CATCH_UP_DELAY_MS);
  catchUp.unref();

  const collectorJobs: Cron[] = [];
  if (enabled) {
    for (const pattern of COLLECTOR_CRONS) {
      collectorJobs.push(
        new Cron(pattern, { timezone: SCHEDULE_TIMEZONE, protect: true, name: `coleta ${pattern}` }, async () => {
          try {
            await runCollector(deps, { trigger: 'agendado' });
          } catch (error) {
            if (error instanceof Error && error.message === COLLECTION_RUNNING_MESSAGE) {
              log.warn('scheduled collection skipped: another one is running');
            } else {
              log.error({ err: error }, 'scheduled collection failed');
            }
          }
        }),
      );
    }
    log.info({ times: COLLECTOR_TIMES, timezone: SCHEDULE_TIMEZONE }, 'collector schedule on');
  }
  jobs.push(...collectorJobs);

  return {
    enabled,
    nextRun() {
      const next = collectorJobs.map((job) => job.nextRun()).filter((d): d is Date => d !== null);
      return next.length ? next.reduce((a, b) => (a < b ? a : b)) : null;
    },
    nextWeeklyAlerts() {
      return jobs.find((job) => job.name === 'alertas-semanais')?.nextRun() ?? null;
    },
    stop() {
      clearTimeout(catchUp);
      for (const job of jobs) job.stop();
    },
  };
}
