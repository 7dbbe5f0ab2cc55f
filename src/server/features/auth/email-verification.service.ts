import { createEmailVerificationToken } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_VALID_HOURS } from '#shared/auth-schemas';
import { paths } from '#shared/paths';
import type { Database } from '#server/db/client';
import { alertPreferences, mailQueue, user, userEditalStatus } from '#server/db/schema';
import type { Logger } from '#server/lib/logger';
import { emailVerificationEmail } from '#server/mail/templates/email-verification';
import { enqueueWithinHourlyCap, queueAccountMail, type CappedAccountMail } from './auth.service';

/**
 * Issue 20: an address is proven by a link mailed to it. Until then an account browses and saves,
 * but gets no e-mail alert or reminder and no admin role, whatever ADMIN_EMAILS says.
 */

/** Arbitrary key of the advisory lock that makes the start-up invitations once-only across instances. */
const INVITATIONS_LOCK_KEY = 7_318_004_213;

/** Confirmation e-mails one account can be sent per hour, whoever asks. */
export const VERIFICATION_MAILS_PER_HOUR = 5;

/**
 * The link in the e-mail: better-auth checks the signed token on a plain GET and redirects to
 * /email-confirmado (with ?error=CODE when it is not valid). The client's callbackURL is never used.
 */
export function verificationLink(publicUrl: string, token: string): string {
  const params = new URLSearchParams({ token, callbackURL: paths.emailConfirmado.to() });
  return `${publicUrl}/api/auth/verify-email?${params.toString()}`;
}

type VerificationMail = { user: { id: string; email: string; name: string }; url: string };

function verificationMail({ user: account, url }: VerificationMail): CappedAccountMail {
  const content = emailVerificationEmail({ name: account.name, url, validHours: EMAIL_VERIFICATION_VALID_HOURS });
  return { user: account, kind: 'verificacao_email', perHour: VERIFICATION_MAILS_PER_HOUR, content };
}

/** Queues the confirmation e-mail after the answer, within the hourly cap per account. */
export function queueVerificationMail(db: Database, log: Logger, input: VerificationMail): Promise<void> {
  return queueAccountMail(db, log, verificationMail(input));
}

/**
 * A reset link was used: whoever used it reads the account's mailbox, which is what verification
 * proves. Returns the account's e-mail when it was not verified before.
 */
export async function markEmailVerified(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .returning({ email: user.email });
  return row?.email;
}

/** ADMIN_EMAILS, applied to one account whose address has just been proven. */
export async function grantAdminIfListed(
  db: Database,
  log: Logger,
  adminEmails: ReadonlySet<string>,
  account: { id: string; email: string },
): Promise<boolean> {
  if (!adminEmails.has(account.email.toLowerCase())) return false;
  await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(user.id, account.id), eq(user.emailVerified, true)));
  log.info({ userId: account.id }, 'admin role granted from ADMIN_EMAILS (verified address)');
  return true;
}

/**
 * Accounts made before verification existed (decision 0015) that would get e-mail (alerts on, or a
 * saved or inscrito notice, which brings reminders): each is sent one confirmation e-mail, once (an
 * account ever sent one is skipped; accounts made since got theirs at sign-up), so nobody loses
 * their e-mails without being told how to get them back. Returns how many were queued.
 */
export async function inviteUnverifiedAlertUsers(
  db: Database,
  log: Logger,
  link: (account: { id: string; email: string }) => Promise<string>,
): Promise<number> {
  // Two instances starting together take turns: the second sees the first's queued mails and
  // skips those accounts, so each is invited once.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INVITATIONS_LOCK_KEY})`);
    const accounts = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .leftJoin(alertPreferences, eq(alertPreferences.userId, user.id))
      .where(
        and(
          eq(user.emailVerified, false),
          sql`(coalesce(${alertPreferences.enabled}, false) or exists (select 1 from ${userEditalStatus} where ${userEditalStatus.userId} = ${user.id} and ${userEditalStatus.status} in ('salvo', 'inscrito')))`,
          sql`not exists (select 1 from ${mailQueue} where ${mailQueue.userId} = ${user.id} and ${mailQueue.kind} = 'verificacao_email')`,
        ),
      );
    for (const account of accounts) {
      await enqueueWithinHourlyCap(tx, log, verificationMail({ user: account, url: await link(account) }));
    }
    return accounts.length;
  });
}

/** The start-up step of decision 0015: the invitations, with links signed as better-auth signs them. */
export async function inviteExistingAccounts(
  db: Database,
  log: Logger,
  { publicUrl, secret }: { publicUrl: string; secret: string },
): Promise<number> {
  return inviteUnverifiedAlertUsers(db, log, async (account) => {
    const token = await createEmailVerificationToken(secret, account.email, undefined, EMAIL_VERIFICATION_VALID_HOURS * 60 * 60, {
      userId: account.id,
    });
    return verificationLink(publicUrl, token);
  });
}
