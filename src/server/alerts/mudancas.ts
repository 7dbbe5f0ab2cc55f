import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { describeMudancas } from '#shared/editais/mudancas';
import { paths } from '#shared/paths';
import type { Uf } from '#shared/ufs';
import type { DatabaseHandle, Tx } from '../db/client';
import { alertaMudanca, alertPreferences, edital, editalVersao, orgao, user, userEditalStatus } from '../db/schema';
import type { Env } from '../env';
import { isoTimestamp, orgaoColumns, orgaoOf } from '../lib/edital-select';
import type { Logger } from '../lib/logger';
import { enqueueMail } from '../mail/enqueue-mail';
import { mudancaEmail } from '../mail/templates/mudanca';

/**
 * Change alerts (issue 16): after a collection, every version of a notice's facts with changes
 * (edital_versao) not yet sent is e-mailed to each user who tracks the notice — status 'salvo' or
 * 'inscrito', set before the change was recorded — one message per change (version).
 *
 * Who gets them: every tracking user, free or premium (they asked to follow the notice), unless they
 * turned their reminders off (alert_preferences.lembretes; no row counts as on): these are the same
 * kind of message about notices the user follows, under the same switch and the same one-click link.
 *
 * Each (user, version) is one transaction that first inserts alerta_mudanca (its primary key is the
 * pair) and queues the e-mail only when the insert took the row: a second run, a restart or another
 * instance racing this one never sends a change twice.
 */

export interface ChangeAlertsDeps {
  database: DatabaseHandle;
  env: Pick<Env, 'PUBLIC_URL'>;
  logger: Logger;
  /**
   * The one-click links that turn the reminders switch off for a user (the reminders' signed token,
   * which this layer may not import): given by the host. Without it, the e-mail links to the account.
   */
  unsubscribeUrls?: (userId: string) => { page: string; oneClick: string };
}

export interface ChangeAlertReport {
  /** (user, change) pairs found due. */
  due: number;
  emails: number;
  failed: number;
}

/** Changes older than this are not alerted any more (a backlog after an outage is cut here). */
export const CHANGE_ALERT_WINDOW = '7 days';
/** At most this many e-mails per run; the rest wait for the next one. */
const MAX_PER_RUN = 5000;

const TRACKING = ['salvo', 'inscrito'] as const;

/** What one e-mail needs: the change, the notice and the user's tracking status. */
interface DueChange {
  versaoId: number;
  userId: string;
  tracking: 'salvo' | 'inscrito';
  editalId: number;
  em: string;
  fonte: string;
  mudancas: { campo: string; de: unknown; para: unknown }[];
  retificacao: boolean;
  titulo: string;
  uf: string | null;
  municipio: string | null;
  orgaoNome: string | null;
  orgaoSigla: string | null;
}

/** The (user, change) pairs due: recent changes of tracked notices, not yet sent, reminders on. */
async function loadDue(database: DatabaseHandle): Promise<DueChange[]> {
  const rows = await database.db
    .select({
      versaoId: editalVersao.id,
      userId: userEditalStatus.userId,
      tracking: userEditalStatus.status,
      editalId: edital.id,
      em: isoTimestamp(editalVersao.criadoEm),
      fonte: editalVersao.fonte,
      mudancas: editalVersao.mudancas,
      retificacao: editalVersao.retificacao,
      titulo: edital.titulo,
      uf: edital.uf,
      municipio: edital.municipio,
      ...orgaoColumns,
    })
    .from(editalVersao)
    .innerJoin(edital, eq(edital.id, editalVersao.editalId))
    .innerJoin(
      userEditalStatus,
      and(
        eq(userEditalStatus.editalId, editalVersao.editalId),
        inArray(userEditalStatus.status, [...TRACKING]),
        // Tracked before the change: a notice saved today is not news about last week.
        sql`${userEditalStatus.updatedAt} < ${editalVersao.criadoEm}`,
      ),
    )
    .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, userEditalStatus.userId))
    // Only to a verified address (issue 20).
    .innerJoin(user, and(eq(user.id, userEditalStatus.userId), eq(user.emailVerified, true)))
    .where(
      and(
        sql`jsonb_array_length(${editalVersao.mudancas}) > 0`,
        sql`${editalVersao.criadoEm} > now() - ${CHANGE_ALERT_WINDOW}::interval`,
        sql`coalesce(${alertPreferences.lembretes}, true)`,
        notExists(
          database.db
            .select({ one: sql`1` })
            .from(alertaMudanca)
            .where(and(eq(alertaMudanca.userId, userEditalStatus.userId), eq(alertaMudanca.versaoId, editalVersao.id))),
        ),
      ),
    )
    .orderBy(asc(editalVersao.criadoEm), asc(editalVersao.id), asc(userEditalStatus.userId))
    .limit(MAX_PER_RUN);
  return rows.map((r) => ({ ...r, tracking: r.tracking as DueChange['tracking'] }));
}

/**
 * Queues the change e-mails due and records them. Safe to run any number of times, from any number
 * of instances: each change goes once to each user.
 */
export async function sendChangeAlerts(deps: ChangeAlertsDeps): Promise<ChangeAlertReport> {
  const log = deps.logger.child({ module: 'mudancas' });
  const due = await loadDue(deps.database);
  const report: ChangeAlertReport = { due: due.length, emails: 0, failed: 0 };
  for (const change of due) {
    try {
      if (await alertChange(deps, change)) report.emails += 1;
    } catch (error) {
      report.failed += 1;
      log.error({ err: error, userId: change.userId, versaoId: change.versaoId }, 'could not queue a change alert');
    }
  }
  if (due.length > 0) log.info(report, 'change alerts checked');
  return report;
}

/** One change to one user, in one transaction. Returns whether an e-mail was queued. */
async function alertChange(deps: ChangeAlertsDeps, change: DueChange): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    // Turned off, stopped tracking or the account deleted since the list was read.
    const [prefs] = await tx.select({ lembretes: alertPreferences.lembretes }).from(alertPreferences).where(eq(alertPreferences.userId, change.userId));
    if (prefs && !prefs.lembretes) return false;
    const [status] = await tx
      .select({ status: userEditalStatus.status })
      .from(userEditalStatus)
      .where(and(eq(userEditalStatus.userId, change.userId), eq(userEditalStatus.editalId, change.editalId)));
    if (!status || !(TRACKING as readonly string[]).includes(status.status)) return false;
    const [person] = await tx.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, change.userId));
    if (!person) return false;

    // The primary key decides: only the instance whose insert took the row sends it.
    const taken = await tx
      .insert(alertaMudanca)
      .values({ userId: change.userId, versaoId: change.versaoId })
      .onConflictDoNothing()
      .returning({ versaoId: alertaMudanca.versaoId });
    if (taken.length === 0) return false;
    const mailId = await queueChangeMail(tx, deps, { ...change, tracking: status.status as DueChange['tracking'] }, person);
    await tx
      .update(alertaMudanca)
      .set({ mailId })
      .where(and(eq(alertaMudanca.userId, change.userId), eq(alertaMudanca.versaoId, change.versaoId)));
    return true;
  });
}

async function queueChangeMail(tx: Tx, deps: ChangeAlertsDeps, change: DueChange, person: { name: string; email: string }): Promise<number> {
  const { PUBLIC_URL } = deps.env;
  const unsubscribe = deps.unsubscribeUrls?.(change.userId);
  const content = mudancaEmail({
    name: person.name,
    tracking: change.tracking,
    titulo: change.titulo,
    url: `${PUBLIC_URL}${paths.edital.to(change.editalId)}`,
    orgao: orgaoOf(change),
    uf: change.uf as Uf | null,
    municipio: change.municipio,
    textos: describeMudancas(change.mudancas),
    retificacao: change.retificacao,
    fonte: change.fonte,
    em: change.em,
    meusConcursosUrl: `${PUBLIC_URL}${paths.meusConcursos.to()}`,
    preferencesUrl: `${PUBLIC_URL}${paths.conta.to()}#alertas`,
    unsubscribeUrl: unsubscribe?.page,
  });
  const { id } = await enqueueMail(tx, {
    to: person.email,
    userId: change.userId,
    kind: 'mudanca',
    ...content,
    ...(unsubscribe
      ? { headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  });
  return id;
}
