import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import type { DatabaseHandle } from '../db/client';
import {
  COLLECTOR_TIMES,
  lastRemindersTime,
  lastWeeklyAlertsTime,
  nextCollectionAfter,
  SCHEDULE_TIMEZONE,
  sendMissedReminders,
  startScheduler,
  type Scheduler,
} from './schedule';

let scheduler: Scheduler | null = null;
afterEach(() => {
  scheduler?.stop();
  scheduler = null;
});

const deps = {
  database: {} as DatabaseHandle,
  env: parseEnv({ NODE_ENV: 'test' }),
  logger: pino({ level: 'silent' }),
  secret: 'segredo-de-teste-com-mais-de-32-caracteres!',
};

/** 'HH:mm' in Brasília, or 'segunda-feira, HH:mm' with the weekday. */
function inBrasilia(date: Date, { weekday = false } = {}): string {
  const format = new Intl.DateTimeFormat('pt-BR', { timeZone: SCHEDULE_TIMEZONE, ...(weekday ? { weekday: 'long' } : {}), hour: '2-digit', minute: '2-digit' });
  return format.format(date);
}

/** Brasília is UTC−3 all year (no daylight saving since 2019). */
describe('the schedule (America/Sao_Paulo)', () => {
  it.each([
    ['2026-11-23T09:30:00Z', '2026-11-23T10:00:00.000Z'], // 06:30 → 07:00
    ['2026-11-23T10:00:00Z', '2026-11-23T15:00:00.000Z'], // 07:00 → 12:00
    ['2026-11-23T21:00:01Z', '2026-11-24T03:00:00.000Z'], // 18:00:01 → 00:00 next day
    ['2026-11-24T02:59:00Z', '2026-11-24T03:00:00.000Z'], // 23:59 → 00:00
  ])('after %s the next collection is %s', (from, next) => {
    expect(nextCollectionAfter(new Date(from)).toISOString()).toBe(next);
  });

  it('runs at the five times of the day, and says when next', () => {
    expect(COLLECTOR_TIMES).toEqual(['00:00', '06:00', '07:00', '12:00', '18:00']);
    scheduler = startScheduler(deps, { enabled: true });
    const next = scheduler.nextRun()!;
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(6 * 3600 * 1000);
    expect(COLLECTOR_TIMES).toContain(inBrasilia(next));
  });

  it('COLLECTOR_SCHEDULE=off: no collection is scheduled', () => {
    scheduler = startScheduler(deps, { enabled: false });
    expect(scheduler.enabled).toBe(false);
    expect(scheduler.nextRun()).toBeNull();
  });

  it.each([true, false])('the weekly alert digest is on Monday at 08:00 in Brasília (collector schedule %s)', (enabled) => {
    scheduler = startScheduler(deps, { enabled });
    const next = scheduler.nextWeeklyAlerts()!;
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    expect(inBrasilia(next, { weekday: true })).toBe('segunda-feira, 08:00');
  });

  it.each([
    ['2026-11-25T12:00:00Z', '2026-11-23T11:00:00.000Z'], // Wednesday → this Monday 08:00
    ['2026-11-23T10:59:00Z', '2026-11-16T11:00:00.000Z'], // Monday 07:59 → last week's
    ['2026-11-23T11:00:00Z', '2026-11-23T11:00:00.000Z'], // Monday 08:00 itself
  ])('the last weekly digest time at %s was %s', (now, last) => {
    expect(lastWeeklyAlertsTime(new Date(now)).toISOString()).toBe(last);
  });

  it.each([true, false])('reminders go out every day at 08:30 in Brasília (collector schedule %s)', (enabled) => {
    scheduler = startScheduler(deps, { enabled });
    const next = scheduler.nextReminders()!;
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(inBrasilia(next)).toBe('08:30');
  });

  it.each([
    ['2026-11-25T12:00:00Z', '2026-11-25T11:30:00.000Z'], // 09:00 → today's 08:30
    ['2026-11-25T11:29:00Z', '2026-11-24T11:30:00.000Z'], // 08:29 → yesterday's
    ['2026-11-25T11:30:00Z', '2026-11-25T11:30:00.000Z'], // 08:30 itself
    ['2026-11-26T02:59:00Z', '2026-11-25T11:30:00.000Z'], // 23:59 → today's (UTC is already tomorrow)
  ])('the last reminders time at %s was %s', (now, last) => {
    expect(lastRemindersTime(new Date(now)).toISOString()).toBe(last);
  });

  it('a start-up before 08:30 leaves the reminders to the 08:30 run (the database is not even read)', async () => {
    // deps.database is an empty object: reading it would throw.
    await expect(sendMissedReminders(deps, new Date('2026-11-25T11:29:00Z'))).resolves.toBeNull();
    await expect(sendMissedReminders(deps, new Date('2026-11-25T03:00:00Z'))).resolves.toBeNull(); // 00:00 Brasília
  });
});
