/**
 * Calendar dates and times as a Brazilian candidate reads them: deadlines are counted in Brasília
 * time (America/Sao_Paulo), whatever the time zone of the server or the browser.
 */

import { lazy } from '../lazy';

export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A Brasília formatter made on first use (shared/lazy.ts). */
const lazyFormat = (options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat('en-US', { timeZone: BRASILIA_TIME_ZONE, ...options }));

const brasiliaDateParts = lazyFormat({ year: 'numeric', month: '2-digit', day: '2-digit' });

const brasiliaDateTimeParts = lazyFormat({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(format: () => Intl.DateTimeFormat, date: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of format().formatToParts(date)) out[part.type] = part.value;
  return out;
}

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD', or NaN. */
function epochDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return Number.NaN;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Rejects dates that do not exist, such as 2025-02-30, which Date.UTC would roll over.
  if (new Date(ms).toISOString().slice(0, 10) !== isoDate) return Number.NaN;
  return ms / DAY_MS;
}

/** Whether the text is a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  return !Number.isNaN(epochDay(value));
}

/** Today's calendar date in Brasília, 'YYYY-MM-DD'. */
export function todayInBrasilia(now: Date = new Date()): string {
  const p = partsOf(brasiliaDateParts, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * Brasília's distance from UTC at `now`, in minutes (-180 today; Brazil keeps no daylight saving time
 * since 2019, but the time-zone database decides, not this code). The server hands it to the browser
 * with the page, so the browser finds Brasília's day by arithmetic (dayAtOffset): on a phone, the
 * first time-zone formatter costs tens of milliseconds of blocked main thread.
 */
export function brasiliaUtcOffset(now: Date = new Date()): number {
  const p = partsOf(brasiliaDateTimeParts, now);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  return Math.round((wall - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
}

/** The calendar date, 'YYYY-MM-DD', at `now` in a zone `offsetMinutes` from UTC (brasiliaUtcOffset). */
export function dayAtOffset(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The calendar date `days` after `isoDate` (before it when negative), 'YYYY-MM-DD'. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Calendar days from `today` to `date` (both 'YYYY-MM-DD'): 0 on the day itself, negative once it
 * has passed. NaN when either is not a valid date.
 */
export function daysUntil(date: string, today: string): number {
  return epochDay(date) - epochDay(today);
}

/**
 * 'dd/MM/yyyy'. A date-only value ('YYYY-MM-DD') is rearranged as written, never shifted by a time
 * zone; a full timestamp is shown as its Brasília calendar date. '' for null or unreadable input.
 */
export function formatDate(isoDate: string | null): string {
  if (!isoDate) return '';
  const match = ISO_DATE.exec(isoDate);
  if (match) return isIsoDate(isoDate) ? `${match[3]}/${match[2]}/${match[1]}` : '';
  const instant = new Date(isoDate);
  if (Number.isNaN(instant.getTime())) return '';
  const p = partsOf(brasiliaDateParts, instant);
  return `${p.day}/${p.month}/${p.year}`;
}

/** 'dd/MM/yyyy às HH:mm' in Brasília time, from an ISO timestamp. '' for null or unreadable input. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const p = partsOf(brasiliaDateTimeParts, instant);
  return `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}`;
}
