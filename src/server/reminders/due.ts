import { REMINDER_DAYS } from '#shared/alerts-texts';
import type { EditalStatus, TrackingStatus } from '#shared/domain';
import { addDays, daysUntil } from '#shared/editais/dates';
import type { LembreteTipo } from '../db/schema';

/**
 * Which reminders are due (issue 15), as a pure rule: the end of registrations of a saved notice
 * from 3 days before, the exam of a notice the user registered for from 7 days before. The window
 * runs down to the day itself, so a day the job did not run is made up the next day; a date that
 * has passed never is. What was already sent for the same date is left out; a date that moves is a
 * new reminder.
 */

/** A user's tracked notice, as the job reads it. */
export interface ReminderRow {
  userId: string;
  editalId: number;
  /** The user's status for the notice. */
  tracking: TrackingStatus;
  editalStatus: EditalStatus;
  inscricoesFim: string | null;
  provaData: string | null;
}

export interface DueReminder {
  userId: string;
  editalId: number;
  tipo: LembreteTipo;
  /** The date the reminder is about, 'YYYY-MM-DD'. */
  data: string;
  /** Calendar days from today (Brasília) to `data`: 0 on the day itself. */
  days: number;
}

interface Rule {
  /** The user's status the reminder is for. */
  tracking: TrackingStatus;
  date: (row: ReminderRow) => string | null;
  /** The notice statuses under which the date still means something. */
  statuses: readonly EditalStatus[];
}

export const REMINDER_RULES: Record<LembreteTipo, Rule> = {
  // Registrations that ended, were suspended or cancelled have no deadline left to remind of.
  inscricoes_fim: { tracking: 'salvo', date: (row) => row.inscricoesFim, statuses: ['inscricoes_abertas', 'publicado', 'autorizado'] },
  // The exam normally comes after registrations closed (encerrado); suspended or cancelled: no exam.
  prova: { tracking: 'inscrito', date: (row) => row.provaData, statuses: ['inscricoes_abertas', 'publicado', 'autorizado', 'encerrado'] },
};

const TIPOS = Object.keys(REMINDER_RULES) as LembreteTipo[];

/** The identity of a reminder: what lembrete_enviado's primary key holds. */
export function reminderKey(r: { userId: string; editalId: number; tipo: LembreteTipo; data: string }): string {
  return `${r.userId}\u0000${r.editalId}\u0000${r.tipo}\u0000${r.data}`;
}

/** The dates (inclusive) a reminder of each kind may be about on `today`: what the job asks the database for. */
export function reminderWindow(today: string): Record<LembreteTipo, { from: string; to: string }> {
  return {
    inscricoes_fim: { from: today, to: addDays(today, REMINDER_DAYS.inscricoes_fim) },
    prova: { from: today, to: addDays(today, REMINDER_DAYS.prova) },
  };
}

/**
 * The reminders due on `today` (Brasília, 'YYYY-MM-DD') for `rows`, except those in `sent` (keys
 * of reminderKey), ordered by user, then date, kind and notice.
 */
export function dueReminders(rows: readonly ReminderRow[], today: string, sent: ReadonlySet<string> = new Set()): DueReminder[] {
  const due: DueReminder[] = [];
  for (const row of rows) {
    for (const tipo of TIPOS) {
      const rule = REMINDER_RULES[tipo];
      const data = rule.date(row);
      if (row.tracking !== rule.tracking || data === null || !rule.statuses.includes(row.editalStatus)) continue;
      const days = daysUntil(data, today);
      // NaN (an unreadable date) fails both comparisons.
      if (!(days >= 0 && days <= REMINDER_DAYS[tipo])) continue;
      const reminder = { userId: row.userId, editalId: row.editalId, tipo, data, days };
      if (!sent.has(reminderKey(reminder))) due.push(reminder);
    }
  }
  return due.sort(
    (a, b) =>
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      a.data.localeCompare(b.data) ||
      a.tipo.localeCompare(b.tipo) ||
      a.editalId - b.editalId,
  );
}
