import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Edital } from '#shared/api/editais';
import type { Database } from '#server/db/client';
import { agendaToken, edital, userEditalStatus } from '#server/db/schema';
import { selectEditais, toEdital } from '#server/lib/edital-select';

/**
 * The private calendar subscription (issue 15): one secret token per account, whose URL
 * (/agenda/{token}.ics) lists the account's saved and inscrito notices without a cookie, so calendar
 * apps can subscribe to it. Renewing replaces the token; the old URL is then unknown (404).
 */

/** 256 bits from the system's CSPRNG: the URL is the only credential, so it cannot be guessed. */
const TOKEN_BYTES = 32;
/** What newAgendaToken makes: 32 bytes in unpadded base64url are 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The statuses whose notices the calendar lists. */
export const AGENDA_STATUSES = ['salvo', 'inscrito'] as const;

/**
 * At most this many notices in one calendar (the most recently followed first): the free plan
 * follows 5, and a Premium account's calendar stays a file a phone fetches in a moment.
 */
export const AGENDA_MAX_NOTICES = 500;

export function newAgendaToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Whether `value` could be a token at all: anything else is answered 404 without a query. */
export function isAgendaToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

/**
 * The account's token, made on the first call. Two first calls at once both insert; the loser's
 * insert does nothing, and both read the one row that won, so they answer the same URL.
 */
export async function getAgendaToken(db: Database, userId: string): Promise<string> {
  const read = async () => {
    const [row] = await db.select({ token: agendaToken.token }).from(agendaToken).where(eq(agendaToken.userId, userId));
    return row?.token ?? null;
  };
  const existing = await read();
  if (existing !== null) return existing;
  await db.insert(agendaToken).values({ userId, token: newAgendaToken() }).onConflictDoNothing({ target: agendaToken.userId });
  const created = await read();
  if (created === null) throw new Error('agenda_token: nenhuma linha depois do insert');
  return created;
}

/** A new token for the account (made now if it had none); the previous one stops working at once. */
export async function renewAgendaToken(db: Database, userId: string): Promise<string> {
  const token = newAgendaToken();
  await db
    .insert(agendaToken)
    .values({ userId, token })
    .onConflictDoUpdate({ target: agendaToken.userId, set: { token, createdAt: sql`now()` } });
  return token;
}

/**
 * The notices of the calendar whose token this is, or null for a token no account has (looked up by
 * its unique index, so an unknown token costs one index probe). Most recently followed first.
 */
export async function findAgendaNotices(db: Database, token: string): Promise<Edital[] | null> {
  if (!isAgendaToken(token)) return null;
  const [owner] = await db.select({ userId: agendaToken.userId }).from(agendaToken).where(eq(agendaToken.token, token));
  if (!owner) return null;
  // The status comes from the join: no per-row status subquery (userId null below).
  const rows = await selectEditais(db, null)
    .innerJoin(
      userEditalStatus,
      and(
        eq(userEditalStatus.editalId, edital.id),
        eq(userEditalStatus.userId, owner.userId),
        inArray(userEditalStatus.status, [...AGENDA_STATUSES]),
      ),
    )
    .orderBy(desc(userEditalStatus.updatedAt), desc(edital.id))
    .limit(AGENDA_MAX_NOTICES);
  return rows.map((row) => toEdital(row, null));
}
