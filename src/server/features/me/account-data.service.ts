import { and, asc, desc, eq } from 'drizzle-orm';
import { ACCOUNT_DATA_ABOUT } from '#shared/account';
import type { AccountDataExport } from '#shared/api/account';
import type { Uf } from '#shared/ufs';
import type { Database, Tx } from '#server/db/client';
import {
  agendaToken,
  alertPreferences,
  alertSent,
  buscaSalva,
  edital,
  lembreteEnviado,
  mailQueue,
  profiles,
  session,
  subscription,
  user,
  userEditalStatus,
} from '#server/db/schema';
import { AppError } from '#server/lib/app-error';

/**
 * Everything MCI keeps about one user (LGPD, right of access). Each section is read by its own
 * function, filtered by the user's id, and names the fields it puts in the file, so secrets
 * (password hash, session tokens, two-factor secret, e-mail bodies with their links, the tokens of the
 * private RSS feeds and calendar) never reach it.
 */

/** Timestamps come as Date (mode 'date') or as the driver's text (mode 'string'); the file has ISO 8601. */
function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

async function readProfile(tx: Tx, userId: string): Promise<AccountDataExport['profile']> {
  const { id, name, email, emailVerified, createdAt, twoFactorEnabled, role } = user;
  const [row] = await tx
    .select({ id, name, email, emailVerified, createdAt, twoFactorEnabled, role, fullName: profiles.fullName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    createdAt: iso(row.createdAt),
    twoFactorEnabled: !!row.twoFactorEnabled,
    role: row.role,
    full_name: row.fullName,
  };
}

async function readSubscription(tx: Tx, userId: string): Promise<AccountDataExport['subscription']> {
  const { plan, status, startedAt } = subscription;
  const [row] = await tx.select({ plan, status, startedAt }).from(subscription).where(eq(subscription.userId, userId));
  return row ? { plan: row.plan, status: row.status, started_at: iso(row.startedAt) } : null;
}

async function readStatuses(tx: Tx, userId: string): Promise<AccountDataExport['statuses']> {
  const { status, origin, createdAt, updatedAt } = userEditalStatus;
  const rows = await tx
    .select({ editalId: edital.id, titulo: edital.titulo, status, origin, createdAt, updatedAt })
    .from(userEditalStatus)
    .innerJoin(edital, eq(edital.id, userEditalStatus.editalId))
    .where(eq(userEditalStatus.userId, userId))
    .orderBy(asc(userEditalStatus.createdAt), asc(userEditalStatus.id));
  return rows.map((s) => ({
    edital: { id: s.editalId, titulo: s.titulo },
    status: s.status,
    origin: s.origin,
    created_at: iso(s.createdAt),
    updated_at: iso(s.updatedAt),
  }));
}

async function readAlertPreferences(tx: Tx, userId: string): Promise<AccountDataExport['alertPreferences']> {
  const [prefs] = await tx.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
  if (!prefs) return null;
  return {
    enabled: prefs.enabled,
    ufs: prefs.ufs as Uf[],
    escolaridades: prefs.escolaridades,
    keywords: prefs.keywords,
    newSince: iso(prefs.newSince),
    lastAlertAt: isoOrNull(prefs.lastAlertAt),
    createdAt: iso(prefs.createdAt),
    updatedAt: iso(prefs.updatedAt),
  };
}

/** The alert e-mails with the notices each carried, and notices whose e-mail record is gone. */
async function readAlerts(tx: Tx, userId: string): Promise<Pick<AccountDataExport, 'sentAlerts' | 'alertedEditaisWithoutEmail'>> {
  const { id, subject, status, createdAt, sentAt } = mailQueue;
  const mails = await tx
    .select({ id, subject, status, createdAt, sentAt })
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, 'alerta')))
    .orderBy(asc(mailQueue.createdAt), asc(mailQueue.id));
  const alerted = await tx
    .select({ mailId: alertSent.mailId, editalId: edital.id, titulo: edital.titulo, sentAt: alertSent.sentAt })
    .from(alertSent)
    .innerJoin(edital, eq(edital.id, alertSent.editalId))
    .where(eq(alertSent.userId, userId))
    .orderBy(asc(alertSent.sentAt), asc(alertSent.editalId));

  const mailIds = new Set(mails.map((m) => m.id));
  const carried = (row: (typeof alerted)[number]) => ({ edital: { id: row.editalId, titulo: row.titulo }, sentAt: iso(row.sentAt) });
  return {
    sentAlerts: mails.map((m) => ({
      ...m,
      createdAt: iso(m.createdAt),
      sentAt: isoOrNull(m.sentAt),
      editais: alerted.filter((a) => a.mailId === m.id).map(carried),
    })),
    alertedEditaisWithoutEmail: alerted.filter((a) => a.mailId === null || !mailIds.has(a.mailId)).map(carried),
  };
}

/** The reminders setting (no alert_preferences row counts as on) and every reminder sent, oldest first. */
async function readReminders(tx: Tx, userId: string): Promise<AccountDataExport['reminders']> {
  const [prefs] = await tx
    .select({ lembretes: alertPreferences.lembretes })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, userId));
  const { tipo, data, sentAt } = lembreteEnviado;
  const rows = await tx
    .select({ editalId: edital.id, titulo: edital.titulo, tipo, data, sentAt })
    .from(lembreteEnviado)
    .innerJoin(edital, eq(edital.id, lembreteEnviado.editalId))
    .where(eq(lembreteEnviado.userId, userId))
    .orderBy(asc(lembreteEnviado.sentAt), asc(lembreteEnviado.editalId), asc(lembreteEnviado.tipo), asc(lembreteEnviado.data));
  return {
    enabled: prefs?.lembretes ?? true,
    sent: rows.map((r) => ({ edital: { id: r.editalId, titulo: r.titulo }, tipo: r.tipo, data: r.data, sentAt: iso(r.sentAt) })),
  };
}

/** Saved searches, newest first: never the rss_token (the private feed's URL is its only credential). */
async function readSavedSearches(tx: Tx, userId: string): Promise<AccountDataExport['savedSearches']> {
  const { nome, filtros, createdAt } = buscaSalva;
  const rows = await tx
    .select({ nome, filtros, createdAt })
    .from(buscaSalva)
    .where(eq(buscaSalva.userId, userId))
    .orderBy(desc(buscaSalva.createdAt), desc(buscaSalva.id));
  return rows.map((b) => ({ ...b, createdAt: iso(b.createdAt) }));
}

/** Whether and since when the user has a private calendar: never its token. */
async function readCalendarSubscription(tx: Tx, userId: string): Promise<AccountDataExport['calendarSubscription']> {
  const [row] = await tx.select({ createdAt: agendaToken.createdAt }).from(agendaToken).where(eq(agendaToken.userId, userId));
  return row ? { createdAt: iso(row.createdAt) } : null;
}

async function readSessions(tx: Tx, userId: string): Promise<AccountDataExport['sessions']> {
  const { createdAt, expiresAt, ipAddress, userAgent } = session;
  const rows = await tx
    .select({ createdAt, expiresAt, ipAddress, userAgent })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt), asc(session.id));
  return rows.map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) }));
}

/** The whole file, read in one transaction so it is a consistent picture. */
export async function exportAccountData(db: Database, userId: string, now: Date = new Date()): Promise<AccountDataExport> {
  return db.transaction(async (tx) => ({
    about: ACCOUNT_DATA_ABOUT,
    exportedAt: now.toISOString(),
    profile: await readProfile(tx, userId),
    subscription: await readSubscription(tx, userId),
    statuses: await readStatuses(tx, userId),
    alertPreferences: await readAlertPreferences(tx, userId),
    ...(await readAlerts(tx, userId)),
    reminders: await readReminders(tx, userId),
    savedSearches: await readSavedSearches(tx, userId),
    calendarSubscription: await readCalendarSubscription(tx, userId),
    sessions: await readSessions(tx, userId),
  }));
}
