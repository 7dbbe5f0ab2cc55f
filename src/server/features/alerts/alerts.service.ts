import { eq, sql } from 'drizzle-orm';
import { ALERT_TEXTS, REMINDER_TEXTS, type AlertPreferences } from '#shared/alerts';
import type { AlertPreferencesResponse } from '#shared/api/alerts';
import type { Database } from '#server/db/client';
import { alertPreferences, user } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { planOf } from '#server/lib/plan';
import { verifyUnsubscribeToken } from '#server/alerts/unsubscribe-token';
import { verifyReminderUnsubscribeToken } from '#server/reminders/unsubscribe-token';

/**
 * The user's alert preferences (null until they choose), reminders (on unless turned off, chosen or
 * not), plan and last alert.
 */
export async function getAlertPreferences(db: Database, userId: string): Promise<AlertPreferencesResponse> {
  const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
  return {
    preferences: row
      ? {
          enabled: row.enabled,
          ufs: row.ufs,
          escolaridades: row.escolaridades,
          keywords: row.keywords,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    lembretes: row?.lembretes ?? true,
    plan: await planOf(db, userId),
    lastAlertAt: row?.lastAlertAt?.toISOString() ?? null,
  };
}

/**
 * Saves what the user chose (reminders only when sent). Turning alerts on (first time, or after
 * they were off) starts the count of "new" notices now: the first e-mail brings what appears from
 * then on, not the backlog.
 */
export async function saveAlertPreferences(db: Database, userId: string, input: AlertPreferences): Promise<AlertPreferencesResponse> {
  const values = {
    enabled: input.enabled,
    ufs: input.ufs,
    escolaridades: input.escolaridades,
    keywords: input.keywords,
    // Left out: a new row starts with reminders on, an existing one keeps its choice.
    ...(input.lembretes === undefined ? {} : { lembretes: input.lembretes }),
  };
  await db
    .insert(alertPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: alertPreferences.userId,
      set: {
        ...values,
        updatedAt: sql`now()`,
        newSince: sql`case when ${alertPreferences.enabled} then ${alertPreferences.newSince} else now() end`,
      },
    });
  return getAlertPreferences(db, userId);
}

/** The one-click unsubscribe: turns the token's account's alerts off. Works signed out. */
export async function unsubscribeWithToken(db: Database, secret: string, token: unknown, now = new Date()): Promise<void> {
  const check = verifyUnsubscribeToken(secret, token, now);
  if (!check.ok) {
    throw new AppError('BAD_REQUEST', check.reason === 'expired' ? ALERT_TEXTS.tokenExpired : ALERT_TEXTS.tokenInvalid);
  }
  // An account deleted since the e-mail has nothing left to turn off: the answer is the same.
  await db
    .update(alertPreferences)
    .set({ enabled: false, updatedAt: sql`now()` })
    .where(eq(alertPreferences.userId, check.userId));
}

/**
 * The one-click unsubscribe of reminder e-mails: turns the token's account's reminders off, and
 * nothing else (its alerts stay as they are). Works signed out. An account without preferences gets
 * a row with reminders off (and alerts off, as they were).
 */
export async function unsubscribeRemindersWithToken(db: Database, secret: string, token: unknown, now = new Date()): Promise<void> {
  const check = verifyReminderUnsubscribeToken(secret, token, now);
  if (!check.ok) {
    throw new AppError('BAD_REQUEST', check.reason === 'expired' ? REMINDER_TEXTS.tokenExpired : REMINDER_TEXTS.tokenInvalid);
  }
  await db.transaction(async (tx) => {
    // An account deleted since the e-mail has nothing left to turn off: the answer is the same.
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, check.userId)).for('share');
    if (!owner) return;
    await tx
      .insert(alertPreferences)
      .values({ userId: owner.id, lembretes: false })
      .onConflictDoUpdate({ target: alertPreferences.userId, set: { lembretes: false, updatedAt: sql`now()` } });
  });
}
