import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { PASSWORD_RESET_VALID_MINUTES } from '#shared/auth-schemas';
import type { Database } from '#server/db/client';
import { mailQueue, profiles, subscription, user } from '#server/db/schema';
import type { Logger } from '#server/lib/logger';
import { enqueueMail } from '#server/mail/enqueue-mail';
import { passwordResetEmail } from '#server/mail/templates/password-reset';

/** Reset e-mails one account can be sent per hour, whoever asks and from wherever. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 5;

/** Gives the admin role to the account with this e-mail. Returns false when there is no such account. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** ADMIN_EMAILS at start-up: existing accounts on the list become admins. */
export async function grantAdminsFromList(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(inArray(sql`lower(${user.email})`, emails.map((e) => e.toLowerCase())))
    .returning({ id: user.id });
  return rows.length;
}

/** Whether an account uses this e-mail, whatever its case. */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return existing !== undefined;
}

/**
 * Queues the 'Esqueci minha senha' e-mail with its single-use link (the request never waits on the
 * mail server). The rate limit is per address; the hourly cap here is per account, so one inbox
 * cannot be flooded by asking from many addresses.
 */
export async function queuePasswordResetMail(
  db: Database,
  log: Logger,
  input: { user: { id: string; email: string; name: string }; url: string },
): Promise<void> {
  const { user: account, url } = input;
  const [recent] = await db
    .select({ n: count() })
    .from(mailQueue)
    .where(
      and(
        eq(mailQueue.userId, account.id),
        eq(mailQueue.kind, 'password_reset'),
        gt(mailQueue.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.n ?? 0) >= PASSWORD_RESET_MAILS_PER_HOUR) {
    log.warn({ userId: account.id }, 'password reset e-mail not queued: hourly cap reached');
    return;
  }
  const { id } = await enqueueMail(db, {
    to: account.email,
    userId: account.id,
    kind: 'password_reset',
    ...passwordResetEmail({ name: account.name, url, validMinutes: PASSWORD_RESET_VALID_MINUTES }),
  });
  log.info({ userId: account.id, mailId: id }, 'password reset e-mail queued');
}

/**
 * The rows every account has besides better-auth's: its profile and its free plan. SPEC section 8:
 * a failure here is only logged; the sign-up itself succeeds (the profile is created again when
 * the name is changed).
 */
export async function createAccountRecords(db: Database, log: Logger, account: { id: string; name: string }): Promise<void> {
  try {
    await db.insert(profiles).values({ id: account.id, fullName: account.name }).onConflictDoNothing();
  } catch (error) {
    log.error({ err: error, userId: account.id }, 'could not create the profile at sign-up');
  }
  try {
    await db.insert(subscription).values({ userId: account.id, plan: 'free', status: 'active' }).onConflictDoNothing();
  } catch (error) {
    log.error({ err: error, userId: account.id }, 'could not create the subscription at sign-up');
  }
}
