import { eq, sql } from 'drizzle-orm';
import { ALERT_TEXTS, type AlertPreferences } from '#shared/alerts';
import type { AlertPreferencesResponse } from '#shared/api/alerts';
import type { Database } from '#server/db/client';
import { alertPreferences } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { planOf } from '#server/lib/plan';
import { verifyUnsubscribeToken } from '#server/alerts/unsubscribe-token';

/** The user's alert preferences (null until they choose), plan and last alert. */
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
    plan: await planOf(db, userId),
    lastAlertAt: row?.lastAlertAt?.toISOString() ?? null,
  };
}

/**
 * Saves what the user chose. Turning alerts on (first time, or after they were off) starts the
 * count of "new" notices now: the first e-mail brings what appears from then on, not the backlog.
 */
export async function saveAlertPreferences(db: Database, userId: string, input: AlertPreferences): Promise<AlertPreferencesResponse> {
  const values = { enabled: input.enabled, ufs: input.ufs, escolaridades: input.escolaridades, keywords: input.keywords };
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
