import { and, between, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { todayInBrasilia } from '#shared/editais/dates';
import { paths } from '#shared/paths';
import type { Uf } from '#shared/ufs';
import type { DatabaseHandle, Tx } from '../db/client';
import { alertPreferences, edital, lembreteEnviado, orgao, user, userEditalStatus } from '../db/schema';
import type { Env } from '../env';
import { orgaoColumns, orgaoOf } from '../lib/edital-select';
import type { Logger } from '../lib/logger';
import { enqueueMail } from '../mail/enqueue-mail';
import { reminderEmail, type ReminderNotice } from '../mail/templates/reminder';
import { dueReminders, reminderKey, reminderWindow, type DueReminder, type ReminderRow } from './due';
import { createReminderUnsubscribeToken } from './unsubscribe-token';

/**
 * Deadline and exam reminders by e-mail (issue 15), for every account (free and premium) that has
 * not turned them off: the scheduler runs this every morning and at start-up. Each user's reminders
 * due today go in one e-mail, in one transaction that first records them in lembrete_enviado
 * (insert … on conflict do nothing) and queues the e-mail only for those the insert took: a second
 * run, a restart or another instance racing this one finds them recorded and sends nothing again.
 */

export interface RemindersDeps {
  database: DatabaseHandle;
  env: Pick<Env, 'PUBLIC_URL'>;
  logger: Logger;
  /** Signs the unsubscribe links. */
  secret: string;
}

export interface ReminderRunReport {
  /** The day the run counted from (Brasília). */
  today: string;
  /** Users with reminders due. */
  users: number;
  emails: number;
  reminders: number;
  failed: number;
}

/** The unsubscribe links of a reminder e-mail: the page for people, the API for one-click mail clients (RFC 8058). */
export function reminderUnsubscribeUrls(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}${paths.cancelarLembretes.to(token)}`,
    oneClick: `${publicUrl}/api/lembretes/cancelar?token=${encodeURIComponent(token)}`,
  };
}

type Candidate = ReminderRow & Pick<ReminderNotice, 'titulo' | 'uf' | 'municipio' | 'orgao'>;
type Due = DueReminder & { notice: Candidate };

/**
 * The saved and inscrito notices whose date falls in today's window, of users with reminders on
 * (no preferences row counts as on). dueReminders applies the exact rule; this only narrows the read.
 */
async function loadCandidates(database: DatabaseHandle, today: string): Promise<Candidate[]> {
  const window = reminderWindow(today);
  const rows = await database.db
    .select({
      userId: userEditalStatus.userId,
      editalId: edital.id,
      tracking: userEditalStatus.status,
      editalStatus: edital.status,
      inscricoesFim: edital.inscricoesFim,
      provaData: edital.provaData,
      titulo: edital.titulo,
      uf: edital.uf,
      municipio: edital.municipio,
      ...orgaoColumns,
    })
    .from(userEditalStatus)
    .innerJoin(edital, eq(edital.id, userEditalStatus.editalId))
    .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, userEditalStatus.userId))
    // Only to a verified address (issue 20).
    .innerJoin(user, and(eq(user.id, userEditalStatus.userId), eq(user.emailVerified, true)))
    .where(
      and(
        sql`coalesce(${alertPreferences.lembretes}, true)`,
        or(
          and(eq(userEditalStatus.status, 'salvo'), between(edital.inscricoesFim, window.inscricoes_fim.from, window.inscricoes_fim.to)),
          and(eq(userEditalStatus.status, 'inscrito'), between(edital.provaData, window.prova.from, window.prova.to)),
        ),
      ),
    );
  return rows.map(({ orgaoNome, orgaoSigla, ...row }) => ({ ...row, uf: row.uf as Uf | null, orgao: orgaoOf({ orgaoNome, orgaoSigla }) }));
}

/** The columns of lembrete_enviado's primary key: what reminderKey reads. */
const recordKey = {
  userId: lembreteEnviado.userId,
  editalId: lembreteEnviado.editalId,
  tipo: lembreteEnviado.tipo,
  data: lembreteEnviado.data,
};

/** The reminders already recorded for dates from today on (older ones can no longer be due). */
async function loadSent(database: DatabaseHandle, today: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await database.db
    .select(recordKey)
    .from(lembreteEnviado)
    .where(and(gte(lembreteEnviado.data, today), inArray(lembreteEnviado.userId, userIds)));
  return new Set(rows.map(reminderKey));
}

/** Due reminders grouped by user, in dueReminders' order. */
function byUser(due: DueReminder[], candidates: Candidate[]): Map<string, Due[]> {
  const notices = new Map(candidates.map((c) => [`${c.userId}\u0000${c.editalId}`, c]));
  const out = new Map<string, Due[]>();
  for (const r of due) {
    const list = out.get(r.userId) ?? [];
    list.push({ ...r, notice: notices.get(`${r.userId}\u0000${r.editalId}`)! });
    out.set(r.userId, list);
  }
  return out;
}

/**
 * Queues the reminders due on `now`'s day in Brasília (by default, today) and records them. Safe to
 * run any number of times, from any number of instances: each reminder goes once.
 */
export async function sendReminders(deps: RemindersDeps, { now = new Date() }: { now?: Date } = {}): Promise<ReminderRunReport> {
  const today = todayInBrasilia(now);
  const log = deps.logger.child({ module: 'lembretes', today });
  const candidates = await loadCandidates(deps.database, today);
  const sent = await loadSent(deps.database, today, [...new Set(candidates.map((c) => c.userId))]);
  const users = byUser(dueReminders(candidates, today, sent), candidates);
  const report: ReminderRunReport = { today, users: users.size, emails: 0, reminders: 0, failed: 0 };

  for (const [userId, reminders] of users) {
    try {
      const queued = await remindUser(deps, userId, reminders);
      if (queued > 0) {
        report.emails += 1;
        report.reminders += queued;
      }
    } catch (error) {
      report.failed += 1;
      log.error({ err: error, userId }, 'could not prepare the reminders of a user');
    }
  }
  log.info(report, 'reminders checked');
  return report;
}

function reminderNotice(r: Due, publicUrl: string): ReminderNotice {
  const { titulo, uf, municipio, orgao: agency } = r.notice;
  return { tipo: r.tipo, data: r.data, days: r.days, titulo, url: `${publicUrl}${paths.edital.to(r.editalId)}`, orgao: agency, uf, municipio };
}

/** Queues the e-mail listing `reminders`, with its unsubscribe links; returns its id. */
async function queueReminderMail(tx: Tx, deps: RemindersDeps, userId: string, person: { name: string; email: string }, reminders: Due[]) {
  const { PUBLIC_URL } = deps.env;
  const unsubscribe = reminderUnsubscribeUrls(PUBLIC_URL, createReminderUnsubscribeToken(deps.secret, userId));
  const content = reminderEmail({
    name: person.name,
    reminders: reminders.map((r) => reminderNotice(r, PUBLIC_URL)),
    meusConcursosUrl: `${PUBLIC_URL}${paths.meusConcursos.to()}`,
    preferencesUrl: `${PUBLIC_URL}${paths.conta.to()}#alertas`,
    unsubscribeUrl: unsubscribe.page,
  });
  const { id } = await enqueueMail(tx, {
    to: person.email,
    userId,
    kind: 'lembrete',
    ...content,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return id;
}

/** One user's reminders, in one transaction. Returns how many the e-mail carried (0: no e-mail). */
async function remindUser(deps: RemindersDeps, userId: string, reminders: Due[]): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    // Turned off (or the account deleted) since the list was read.
    const [prefs] = await tx.select({ lembretes: alertPreferences.lembretes }).from(alertPreferences).where(eq(alertPreferences.userId, userId));
    if (prefs && !prefs.lembretes) return 0;
    const [person] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
    if (!person) return 0;

    // The primary key decides: only what this insert took is ours to send.
    const taken = await tx
      .insert(lembreteEnviado)
      .values(reminders.map(({ editalId, tipo, data }) => ({ userId, editalId, tipo, data })))
      .onConflictDoNothing()
      .returning(recordKey);
    if (taken.length === 0) return 0;
    const keys = new Set(taken.map(reminderKey));
    const ours = reminders.filter((r) => keys.has(reminderKey(r)));

    const mailId = await queueReminderMail(tx, deps, userId, person, ours);
    await tx
      .update(lembreteEnviado)
      .set({ mailId })
      .where(
        and(
          eq(lembreteEnviado.userId, userId),
          or(...ours.map((r) => and(eq(lembreteEnviado.editalId, r.editalId), eq(lembreteEnviado.tipo, r.tipo), eq(lembreteEnviado.data, r.data)))),
        ),
      );
    return ours.length;
  });
}
