import { Cron } from 'croner';
import { BRASILIA_TIME_ZONE, todayInBrasilia } from '#shared/editais/dates';
import { sendAlerts, type AlertsDeps } from '../alerts/send-alerts';
import { refreshStatuses } from '../collector/write';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { sendReminders, type ReminderRunReport, type RemindersDeps } from '../reminders/send-reminders';
import { collectAndAlert, type JobDeps } from './collect';

/**
 * The server's schedule (America/Sao_Paulo): a collection every 6 hours (00:00, 06:00, 12:00,
 * 18:00) and at 07:00, each followed by its alerts; COLLECTOR_SCHEDULE=off turns those off.
 * Statuses follow the calendar every day at 00:01 whatever the schedule, free accounts get
 * their weekly alert digest on Mondays at 08:00, and deadline and exam reminders go out every day
 * at 08:30. A failed or skipped run is logged and never reaches the server.
 */

export const SCHEDULE_TIMEZONE = BRASILIA_TIME_ZONE;
export const COLLECTOR_CRONS = ['0 0,6,12,18 * * *', '0 7 * * *'] as const;
export const COLLECTOR_TIMES = ['00:00', '06:00', '07:00', '12:00', '18:00'] as const;
const STATUS_CRON = '1 0 * * *';
/** Free accounts' weekly alert digest: Monday 08:00, Brasília (SPEC.md section 6). */
export const WEEKLY_ALERTS_CRON = '0 8 * * 1';
/** Deadline and exam reminders (issue 15): every day at 08:30, Brasília, after the 00:01 status refresh. */
export const REMINDERS_CRON = '30 8 * * *';
/** After start-up, before a missed weekly digest or day's reminders are sent (the server settles first). */
const CATCH_UP_DELAY_MS = 30_000;

export interface Scheduler {
  /** The next collection, or null when the schedule is off. */
  nextRun(): Date | null;
  enabled: boolean;
  stop(): void;
  /** The next weekly alert digest. */
  nextWeeklyAlerts(): Date | null;
  /** The next daily reminders run. */
  nextReminders(): Date | null;
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
export function sendMissedWeeklyAlerts(deps: AlertsDeps, now: Date = new Date()) {
  return sendAlerts(deps, { plan: 'free', dueBefore: lastWeeklyAlertsTime(now) });
}

/** The latest reminders time (08:30, Brasília) at or before `now`: today's once it has passed, else yesterday's. */
export function lastRemindersTime(now: Date): Date {
  return new Cron(REMINDERS_CRON, { timezone: SCHEDULE_TIMEZONE }).nextRun(new Date(now.getTime() - 24 * 3_600_000))!;
}

/**
 * Today's reminders, when the server was down at 08:30: run at start-up once today's time has
 * passed (what was already sent is not sent again). Earlier in the day nothing is done: the 08:30
 * run comes, and a reminder due yesterday is still due today unless its date has passed. Null when
 * nothing was run.
 */
export async function sendMissedReminders(deps: RemindersDeps, now: Date = new Date()): Promise<ReminderRunReport | null> {
  if (todayInBrasilia(lastRemindersTime(now)) !== todayInBrasilia(now)) return null;
  return sendReminders(deps, { now });
}

/** A job that runs `task` on `pattern` (Brasília), never overlapping itself; a failure is logged as `failure`. */
function cronJob(pattern: string, name: string, log: Logger, failure: string, task: () => Promise<void>): Cron {
  return new Cron(pattern, { timezone: SCHEDULE_TIMEZONE, protect: true, name }, async () => {
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, failure);
    }
  });
}

/** The scheduled collections; one that finds another under way (an admin's, another instance's) is skipped. */
function collectionJobs(deps: JobDeps, log: Logger): Cron[] {
  const jobs = COLLECTOR_CRONS.map((pattern) =>
    cronJob(pattern, `coleta ${pattern}`, log, 'scheduled collection failed', async () => {
      try {
        await collectAndAlert(deps, { trigger: 'agendado' });
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
        log.warn('scheduled collection skipped: another one is running');
      }
    }),
  );
  log.info({ times: COLLECTOR_TIMES, timezone: SCHEDULE_TIMEZONE }, 'collector schedule on');
  return jobs;
}

export function startScheduler(deps: JobDeps, { enabled }: { enabled: boolean }): Scheduler {
  const log = deps.logger.child({ module: 'agenda' });
  const statusJob = cronJob(STATUS_CRON, 'status-diario', log, 'daily status refresh failed', async () => {
    const changed = await refreshStatuses(deps.database.db, todayInBrasilia());
    log.info(changed, 'daily status refresh');
  });
  // Alerts go out whether or not the collector runs on a schedule (an admin may collect by hand).
  const weeklyJob = cronJob(WEEKLY_ALERTS_CRON, 'alertas-semanais', log, 'weekly alerts failed', async () => {
    await sendAlerts(deps, { plan: 'free' });
  });
  // Reminders go to every account, whatever the collector schedule.
  const remindersJob = cronJob(REMINDERS_CRON, 'lembretes-diarios', log, 'daily reminders failed', async () => {
    await sendReminders(deps);
  });
  // A restart that missed Monday's 08:00 sends the week's digest now (to those who did not get it),
  // and one that missed today's 08:30 sends today's reminders (those not sent yet).
  const catchUp = setTimeout(() => {
    sendMissedWeeklyAlerts(deps).catch((error: unknown) => log.error({ err: error }, 'weekly alerts catch-up failed'));
    sendMissedReminders(deps).catch((error: unknown) => log.error({ err: error }, 'reminders catch-up failed'));
  }, CATCH_UP_DELAY_MS);
  catchUp.unref();
  const collections = enabled ? collectionJobs(deps, log) : [];

  return {
    enabled,
    nextRun() {
      const next = collections.map((job) => job.nextRun()).filter((d): d is Date => d !== null);
      return next.length ? next.reduce((a, b) => (a < b ? a : b)) : null;
    },
    nextWeeklyAlerts: () => weeklyJob.nextRun(),
    nextReminders: () => remindersJob.nextRun(),
    stop() {
      clearTimeout(catchUp);
      for (const job of [statusJob, weeklyJob, remindersJob, ...collections]) job.stop();
    },
  };
}
