import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { PASSWORD_RESET_VALID_MINUTES } from '#shared/auth-schemas';
import type { Database, Tx } from '#server/db/client';
import { account, mailQueue, profiles, subscription, user } from '#server/db/schema';
import { afterResponse } from '#server/lib/after-response';
import type { Logger } from '#server/lib/logger';
import { enqueueMail } from '#server/mail/enqueue-mail';
import type { EmailContent } from '#server/mail/templates/layout';
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

/**
 * ADMIN_EMAILS at start-up: existing accounts on the list become admins, only once their address
 * is verified (issue 20: whoever signs up first with a listed address proves nothing).
 */
export async function grantAdminsFromList(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(
      and(
        inArray(sql`lower(${user.email})`, emails.map((e) => e.toLowerCase())),
        eq(user.emailVerified, true),
        sql`${user.role} is distinct from 'admin'`,
      ),
    )
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

/** One account-mail step at a time in this process, so concurrent requests cannot pass a cap together. */
let accountMailTurn: Promise<void> = Promise.resolve();

/** A message about the account itself (reset link, confirmation link), capped per account per hour. */
export interface CappedAccountMail {
  user: { id: string; email: string; name: string };
  kind: 'password_reset' | 'verificacao_email';
  perHour: number;
  content: EmailContent;
}

/**
 * Queues an account e-mail after the answer (lib/after-response.ts): the request never waits on
 * the mail server, nor on the hourly-cap count and the mail_queue insert. Before answering, a
 * registered address then costs what an unknown one does. Resolves at once.
 */
export function queueAccountMail(db: Database, log: Logger, mail: CappedAccountMail): Promise<void> {
  afterResponse(
    () => {
      const turn = accountMailTurn.then(() => enqueueWithinHourlyCap(db, log, mail));
      accountMailTurn = turn.catch(() => undefined);
      return turn;
    },
    (error) => log.error({ err: error, userId: mail.user.id, kind: mail.kind }, 'could not queue the account e-mail'),
  );
  return Promise.resolve();
}

/**
 * The e-mail into mail_queue, unless the account's hourly cap for its kind is reached. The rate
 * limit is per address; this cap is per account, so one inbox cannot be flooded by asking from
 * many addresses. Awaited directly by work outside requests (the start-up invitations).
 */
export async function enqueueWithinHourlyCap(db: Database | Tx, log: Logger, { user: account, kind, perHour, content }: CappedAccountMail) {
  const [recent] = await db
    .select({ n: count() })
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, account.id), eq(mailQueue.kind, kind), gt(mailQueue.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= perHour) {
    log.warn({ userId: account.id, kind }, 'account e-mail not queued: hourly cap reached');
    return;
  }
  const { id } = await enqueueMail(db, { to: account.email, userId: account.id, kind, ...content });
  log.info({ userId: account.id, mailId: id, kind }, 'account e-mail queued');
}

/** The 'Esqueci minha senha' e-mail with its single-use link. */
export function queuePasswordResetMail(db: Database, log: Logger, input: { user: CappedAccountMail['user']; url: string }) {
  const content = passwordResetEmail({ name: input.user.name, url: input.url, validMinutes: PASSWORD_RESET_VALID_MINUTES });
  return queueAccountMail(db, log, { user: input.user, kind: 'password_reset', perHour: PASSWORD_RESET_MAILS_PER_HOUR, content });
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

/** The profile's full name (what the site shows), set to the account's new name. */
export async function syncProfileName(db: Database, userId: string, fullName: string): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: userId, fullName })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName } });
}

/**
 * The read better-auth makes of a registered account's sign-in methods, made for an address with
 * no account, so a reset request costs the same either way (issue 20).
 */
export async function readSignInMethodsOfNobody(db: Database): Promise<void> {
  await db.select({ id: account.id }).from(account).where(eq(account.userId, `ninguem-${crypto.randomUUID()}`)).limit(1);
}
