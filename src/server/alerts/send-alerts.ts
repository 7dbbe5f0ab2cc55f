import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ALERT_MAX_LISTED } from '#shared/alerts';
import type { Plan } from '#shared/domain';
import { todayInBrasilia } from '#shared/editais/dates';
import { paths } from '#shared/paths';
import type { Uf } from '#shared/ufs';
import type { DatabaseHandle, Tx } from '../db/client';
import { alertPreferences, alertSent, cargo, edital, editalCargo, orgao, subscription, user, userEditalStatus } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { enqueueMail } from '../mail/enqueue-mail';
import { editalColumns, orgaoColumns, orgaoOf } from '../lib/edital-select';
import { alertDigestEmail, type AlertGroup, type AlertNotice } from '../mail/templates/alert-digest';
import { ALERTABLE_STATUSES, isNewSince, NEW_SINCE_GRACE_MS, selectAlertNotices, type AlertCandidate } from './match';
import { loadSavedSearches, selectBySavedSearches, type SavedSearchGroup } from './saved-searches';
import { createUnsubscribeToken } from './unsubscribe-token';

/**
 * Turns new notices into alert e-mails (issue 7): free accounts once a week (the scheduler calls
 * this on Monday at 08:00, Brasília), premium accounts after each collection that created notices.
 * A premium account with saved searches is alerted of the notices matching them, grouped by search
 * (issue 15, saved-searches.ts); everyone else by their preferences (match.ts).
 * Each user is handled in one transaction holding their preferences row: the e-mail is queued, the
 * notices recorded in alert_sent and the user's "new since" moved forward together, so two runs
 * (or two app instances) never send a notice twice, and a failure leaves nothing half-done.
 */

export interface AlertsDeps {
  database: DatabaseHandle;
  env: Pick<Env, 'PUBLIC_URL'>;
  logger: Logger;
  /** Signs the unsubscribe links. */
  secret: string;
}

export interface AlertRunReport {
  plan: Plan;
  /** Users with alerts on, on that plan. */
  users: number;
  emails: number;
  notices: number;
  failed: number;
}

/** Enough for any week; a backlog beyond this is cut to the newest. */
const MAX_CANDIDATES = 5000;

/** The unsubscribe links of an e-mail: the page for people, the API for one-click mail clients (RFC 8058). */
export function unsubscribeUrls(publicUrl: string, token: string) {
  return {
    page: `${publicUrl}${paths.cancelarAlertas.to(token)}`,
    oneClick: `${publicUrl}/api/alertas/cancelar?token=${encodeURIComponent(token)}`,
  };
}

async function loadCandidates(database: DatabaseHandle, since: Date): Promise<AlertCandidate[]> {
  const { db } = database;
  const rows = await db
    .select({ ...editalColumns, createdAt: edital.createdAt, ...orgaoColumns })
    .from(edital)
    .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
    .where(and(gt(edital.createdAt, since.toISOString()), inArray(edital.status, [...ALERTABLE_STATUSES])))
    .orderBy(desc(edital.createdAt), desc(edital.id))
    .limit(MAX_CANDIDATES);
  if (rows.length === 0) return [];
  const cargos = await db
    .select({ editalId: editalCargo.editalId, nome: cargo.nome, escolaridade: cargo.escolaridade })
    .from(editalCargo)
    .innerJoin(cargo, eq(cargo.id, editalCargo.cargoId))
    .where(
      inArray(
        editalCargo.editalId,
        rows.map((r) => r.id),
      ),
    );
  const byEdital = new Map<number, AlertCandidate['cargos']>();
  for (const c of cargos) {
    const list = byEdital.get(c.editalId) ?? [];
    list.push({ nome: c.nome, escolaridade: c.escolaridade });
    byEdital.set(c.editalId, list);
  }
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), cargos: byEdital.get(r.id) ?? [] }));
}

/**
 * Checks every user of `plan` with alerts on and queues the e-mails due. With `dueBefore`, only
 * the users not checked since then (their "new since" is older): a catch-up never sends a second
 * e-mail in the same week to someone who already had theirs.
 */
export async function sendAlerts(deps: AlertsDeps, { plan, dueBefore }: { plan: Plan; dueBefore?: Date }): Promise<AlertRunReport> {
  const { db } = deps.database;
  const log = deps.logger.child({ module: 'alertas', plan });
  const report: AlertRunReport = { plan, users: 0, emails: 0, notices: 0, failed: 0 };

  // The database's clock throughout: it also stamps the notices' created_at.
  const cutoff = (await db.execute<{ now: string | Date }>(sql`select now() as now`)).rows[0]!.now;
  const onPlan =
    plan === 'premium' ? eq(subscription.plan, 'premium') : or(isNull(subscription.plan), eq(subscription.plan, 'free'));
  const users = await db
    .select({ userId: alertPreferences.userId, newSince: alertPreferences.newSince })
    .from(alertPreferences)
    .innerJoin(user, eq(user.id, alertPreferences.userId))
    .leftJoin(subscription, and(eq(subscription.userId, alertPreferences.userId), eq(subscription.status, 'active')))
    // An address not yet verified gets no alert (issue 20): it may not be the account's owner's.
    .where(
      and(
        eq(alertPreferences.enabled, true),
        eq(user.emailVerified, true),
        onPlan,
        dueBefore ? lt(alertPreferences.newSince, dueBefore) : undefined,
      ),
    );
  report.users = users.length;
  if (users.length === 0) return report;

  const oldest = users.reduce((min, u) => (u.newSince < min ? u.newSince : min), users[0]!.newSince);
  const candidates = await loadCandidates(deps.database, new Date(oldest.getTime() - NEW_SINCE_GRACE_MS));

  const today = todayInBrasilia(new Date(cutoff));
  for (const { userId } of users) {
    try {
      const sent = await alertUser(deps, { userId, plan, candidates, cutoff: new Date(cutoff), today, log });
      if (sent > 0) {
        report.emails += 1;
        report.notices += sent;
      }
    } catch (error) {
      report.failed += 1;
      log.error({ err: error, userId }, 'could not prepare the alert of a user');
    }
  }
  log.info(report, 'alerts checked');
  return report;
}

type Person = { name: string; email: string };
type Preferences = typeof alertPreferences.$inferSelect;

/** The fresh notices that fit the user's preferences and were neither hidden by them nor sent to them. */
async function selectForUser(tx: Tx, userId: string, prefs: Preferences, candidates: AlertCandidate[]): Promise<AlertCandidate[]> {
  const fresh = candidates.filter((c) => isNewSince(c, prefs.newSince));
  if (fresh.length === 0) return [];
  const ids = fresh.map((c) => c.id);
  const hiddenRows = await tx
    .select({ id: userEditalStatus.editalId })
    .from(userEditalStatus)
    .where(and(eq(userEditalStatus.userId, userId), eq(userEditalStatus.status, 'oculto'), inArray(userEditalStatus.editalId, ids)));
  const sentRows = await tx
    .select({ id: alertSent.editalId })
    .from(alertSent)
    .where(and(eq(alertSent.userId, userId), inArray(alertSent.editalId, ids)));
  return selectAlertNotices(fresh, {
    preferences: prefs,
    newSince: prefs.newSince,
    hidden: new Set(hiddenRows.map((r) => r.id)),
    alreadySent: new Set(sentRows.map((r) => r.id)),
  });
}

function alertNotice(c: AlertCandidate, publicUrl: string): AlertNotice {
  return {
    titulo: c.titulo,
    url: `${publicUrl}${paths.edital.to(c.id)}`,
    orgao: orgaoOf(c),
    uf: c.uf as Uf | null,
    municipio: c.municipio,
    status: c.status,
    inscricoesFim: c.inscricoesFim,
    remuneracaoMin: c.remuneracaoMin,
    remuneracaoMax: c.remuneracaoMax,
    vagas: c.vagas,
  };
}

/** The groups as the e-mail lists them: the first ALERT_MAX_LISTED notices in all, each group with its full count. */
function listedGroups(groups: SavedSearchGroup[], publicUrl: string): AlertGroup[] {
  let room = ALERT_MAX_LISTED;
  const listed: AlertGroup[] = [];
  for (const group of groups) {
    const notices = group.notices.slice(0, room);
    room -= notices.length;
    listed.push({ busca: group.nome, total: group.notices.length, notices: notices.map((c) => alertNotice(c, publicUrl)) });
  }
  return listed.filter((g) => g.notices.length > 0);
}

/**
 * Queues the e-mail listing `selected` (the first ALERT_MAX_LISTED), with its unsubscribe links;
 * with `groups` (saved searches), listed under each search's name.
 */
async function queueDigest(
  tx: Tx,
  deps: AlertsDeps,
  {
    userId,
    plan,
    person,
    selected,
    groups,
  }: { userId: string; plan: Plan; person: Person; selected: AlertCandidate[]; groups: SavedSearchGroup[] | null },
): Promise<number> {
  const { PUBLIC_URL } = deps.env;
  const unsubscribe = unsubscribeUrls(PUBLIC_URL, createUnsubscribeToken(deps.secret, userId));
  const listed = selected.slice(0, ALERT_MAX_LISTED);
  const content = alertDigestEmail({
    name: person.name,
    plan,
    ...(groups ? { groups: listedGroups(groups, PUBLIC_URL) } : { notices: listed.map((c) => alertNotice(c, PUBLIC_URL)) }),
    moreCount: selected.length - listed.length,
    moreUrl: groups ? `${PUBLIC_URL}${paths.explorar.to()}` : `${PUBLIC_URL}${paths.feed.to()}`,
    preferencesUrl: `${PUBLIC_URL}${paths.conta.to()}#alertas`,
    unsubscribeUrl: unsubscribe.page,
  });
  const { id } = await enqueueMail(tx, {
    to: person.email,
    userId,
    kind: 'alerta',
    ...content,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return id;
}

/**
 * What one user's alert carries: by saved search for a premium account that has any (`groups`),
 * else by preferences (`groups` null).
 */
async function selectAlert(
  tx: Tx,
  input: { userId: string; plan: Plan; prefs: Preferences; candidates: AlertCandidate[]; today: string; log: Logger },
): Promise<{ selected: AlertCandidate[]; groups: SavedSearchGroup[] | null }> {
  const { userId, prefs, candidates, today, log } = input;
  const searches = input.plan === 'premium' ? await loadSavedSearches(tx, userId) : [];
  if (searches.length === 0) return { selected: await selectForUser(tx, userId, prefs, candidates), groups: null };
  const fresh = candidates.filter((c) => isNewSince(c, prefs.newSince));
  const groups = await selectBySavedSearches(tx, { userId, searches, fresh, today, log });
  return { selected: groups.flatMap((g) => g.notices), groups };
}

/** One user's alert, in one transaction. Returns how many notices it carried (0: no e-mail). */
async function alertUser(
  deps: AlertsDeps,
  {
    userId,
    plan,
    candidates,
    cutoff,
    today,
    log,
  }: { userId: string; plan: Plan; candidates: AlertCandidate[]; cutoff: Date; today: string; log: Logger },
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const [prefs] = await tx
      .select()
      .from(alertPreferences)
      .where(and(eq(alertPreferences.userId, userId), eq(alertPreferences.enabled, true)))
      .for('update');
    // Turned off (or the account deleted) since the list was read.
    if (!prefs) return 0;
    const [person] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
    if (!person) return 0;

    const { selected, groups } = await selectAlert(tx, { userId, plan, prefs, candidates, today, log });
    const newSince = cutoff > prefs.newSince ? cutoff : prefs.newSince;
    if (selected.length === 0) {
      await tx.update(alertPreferences).set({ newSince }).where(eq(alertPreferences.userId, userId));
      return 0;
    }
    const mailId = await queueDigest(tx, deps, { userId, plan, person, selected, groups });
    await tx
      .insert(alertSent)
      .values(selected.map((c) => ({ userId, editalId: c.id, mailId })))
      .onConflictDoNothing();
    await tx
      .update(alertPreferences)
      .set({ newSince, lastAlertAt: sql`now()` })
      .where(eq(alertPreferences.userId, userId));
    return selected.length;
  });
}
