import { daysUntil, formatDate } from './dates';

export type DeadlineTone = 'ended' | 'urgent' | 'warning' | 'normal';

export interface DeadlineBadge {
  label: string;
  tone: DeadlineTone;
  /** Calendar days left, counted in Brasília time; negative once the deadline has passed. */
  days: number;
}

/** Days left at or below which the badge turns urgent, then warning (SPEC.md section 9). */
export const DEADLINE_URGENT_DAYS = 3;
export const DEADLINE_WARNING_DAYS = 7;
/** Up to this many days the badge counts down; beyond it shows the date. */
export const DEADLINE_COUNTDOWN_DAYS = 30;

/**
 * The registration deadline badge: 'Encerrado' once passed, 'Último dia!' on the day, 'Falta 1 dia',
 * 'Faltam N dias' up to 30, then 'Até dd/MM/yyyy'. Null when there is no (valid) deadline.
 * `today` is Brasília's date ('YYYY-MM-DD', see todayInBrasilia).
 */
export function deadlineBadge(inscricoesFim: string | null, today: string): DeadlineBadge | null {
  if (!inscricoesFim) return null;
  const days = daysUntil(inscricoesFim, today);
  if (Number.isNaN(days)) return null;
  if (days < 0) return { label: 'Encerrado', tone: 'ended', days };
  const tone: DeadlineTone =
    days <= DEADLINE_URGENT_DAYS ? 'urgent' : days <= DEADLINE_WARNING_DAYS ? 'warning' : 'normal';
  let label: string;
  if (days === 0) label = 'Último dia!';
  else if (days === 1) label = 'Falta 1 dia';
  else if (days <= DEADLINE_COUNTDOWN_DAYS) label = `Faltam ${days} dias`;
  else label = `Até ${formatDate(inscricoesFim)}`;
  return { label, tone, days };
}
