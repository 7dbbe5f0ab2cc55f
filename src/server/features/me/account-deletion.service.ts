import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DELETE_ACCOUNT_RATE_LIMITED, DELETE_ACCOUNT_WRONG_PASSWORD } from '#shared/account';
import type { Database } from '#server/db/client';
import { account, mailQueue, rateLimit, user, verification } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';

/** Password attempts one account may make at deleting itself per minute, from anywhere. */
export const DELETE_ACCOUNT_ATTEMPTS_PER_MINUTE = 5;
const ATTEMPT_WINDOW_MS = 60_000;

/** Checks a password against a stored hash (better-auth's own scrypt check, passed in by the route). */
export type VerifyPassword = (input: { hash: string; password: string }) => Promise<boolean>;

function attemptsKey(userId: string): string {
  return `excluir-conta:${userId}`;
}

/**
 * Counts one attempt for `key` in a fixed one-minute window, in the rate_limit table better-auth
 * also uses (so the limit holds across restarts and app instances). True while within `max`.
 */
async function countAttempt(db: Database, key: string, max: number, now: Date): Promise<boolean> {
  const at = now.getTime();
  const windowStart = at - ATTEMPT_WINDOW_MS;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${at} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 1) <= max;
}

export interface DeleteAccountInput {
  userId: string;
  password: string;
  verifyPassword: VerifyPassword;
  now?: Date;
}

/**
 * Deletes the account after checking its password (LGPD, right of deletion). Everything of the user
 * goes in one transaction: the user row, and with it by ON DELETE CASCADE its sessions, accounts,
 * two-factor secret, profile, subscription, notice statuses, alert preferences, alerted notices and
 * queued or sent mail; then what is only linked by value: better-auth verification rows (reset
 * links, two-factor sign-in challenges, trusted devices), mail addressed to the account without
 * being tied to it, and this limiter's own counter. Collector runs the user started stay, without
 * the person (their FK sets null).
 */
export async function deleteAccount(db: Database, input: DeleteAccountInput): Promise<void> {
  const { userId, password, verifyPassword, now = new Date() } = input;
  if (!(await countAttempt(db, attemptsKey(userId), DELETE_ACCOUNT_ATTEMPTS_PER_MINUTE, now))) {
    throw new AppError('RATE_LIMITED', DELETE_ACCOUNT_RATE_LIMITED);
  }

  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const valid = credential?.hash ? await verifyPassword({ hash: credential.hash, password }) : false;
  if (!valid) throw new AppError('BAD_REQUEST', DELETE_ACCOUNT_WRONG_PASSWORD);

  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId)).for('update');
    if (!owner) throw new AppError('UNAUTHORIZED');

    // better-auth keeps the user id as the value of reset links ('reset-password:…'), two-factor
    // sign-in challenges ('2fa-…', with a '2fa-attempts-…' counter row) and trusted devices.
    const challenges = tx
      .select({ identifier: sql<string>`'2fa-attempts-' || ${verification.identifier}` })
      .from(verification)
      .where(eq(verification.value, userId));
    await tx.delete(verification).where(or(eq(verification.value, userId), inArray(verification.identifier, challenges)));

    await tx
      .delete(mailQueue)
      .where(or(eq(mailQueue.userId, userId), eq(sql`lower(${mailQueue.to})`, owner.email.toLowerCase())));
    await tx.delete(rateLimit).where(eq(rateLimit.key, attemptsKey(userId)));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
