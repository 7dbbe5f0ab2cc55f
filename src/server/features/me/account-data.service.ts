import { and, asc, desc, eq } from 'drizzle-orm';
import { ACCOUNT_DATA_ABOUT } from '../../../shared/account';
import type { AccountDataExport } from '../../../shared/api-types';
import type { Uf } from '../../../shared/ufs';
import type { Database } from '../../db/client';
import {
  alertPreferences,
  alertSent,
  edital,
  mailQueue,
  profiles,
  session,
  subscription,
  user,
  userEditalStatus,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Timestamps come as Date (mode 'date') or as the driver's text (mode 'string'); the file has ISO 8601. */
function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/**
 * Everything MCI keeps about one user (LGPD, right of access), read in one transaction so the file
 * is a consistent picture. Each query is filtered by the user's id; the columns are listed one by
 * one, so secrets (password hash, session tokens, two-factor secret, e-mail bodies with their links)
 * never reach the file.
 */
export async function exportAccountData(db: Database, userId: string, now: Date = new Date()): Promise<AccountDataExport> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt,
        twoFactorEnabled: user.twoFactorEnabled,
        role: user.role,
        fullName: profiles.fullName,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
    if (!profile) throw new AppError('UNAUTHORIZED');

    const [plan] = await tx
      .select({ plan: subscription.plan, status: subscription.status, startedAt: subscription.startedAt })
      .from(subscription)
      .where(eq(subscription.userId, userId));

    const statuses = await tx
      .select({
        editalId: edital.id,
        titulo: edital.titulo,
        status: userEditalStatus.status,
        origin: userEditalStatus.origin,
        createdAt: userEditalStatus.createdAt,
        updatedAt: userEditalStatus.updatedAt,
      })
      .from(userEditalStatus)
      .innerJoin(edital, eq(edital.id, userEditalStatus.editalId))
      .where(eq(userEditalStatus.userId, userId))
      .orderBy(asc(userEditalStatus.createdAt), asc(userEditalStatus.id));

    const [prefs] = await tx
      .select({
        enabled: alertPreferences.enabled,
        ufs: alertPreferences.ufs,
        escolaridades: alertPreferences.escolaridades,
        keywords: alertPreferences.keywords,
        newSince: alertPreferences.newSince,
        lastAlertAt: alertPreferences.lastAlertAt,
        createdAt: alertPreferences.createdAt,
        updatedAt: alertPreferences.updatedAt,
      })
      .from(alertPreferences)
      .where(eq(alertPreferences.userId, userId));

    const mails = await tx
      .select({
        id: mailQueue.id,
        subject: mailQueue.subject,
        status: mailQueue.status,
        createdAt: mailQueue.createdAt,
        sentAt: mailQueue.sentAt,
      })
      .from(mailQueue)
      .where(and(eq(mailQueue.userId, userId), eq(mailQueue.kind, 'alerta')))
      .orderBy(asc(mailQueue.createdAt), asc(mailQueue.id));

    const alerted = await tx
      .select({ mailId: alertSent.mailId, editalId: edital.id, titulo: edital.titulo, sentAt: alertSent.sentAt })
      .from(alertSent)
      .innerJoin(edital, eq(edital.id, alertSent.editalId))
      .where(eq(alertSent.userId, userId))
      .orderBy(asc(alertSent.sentAt), asc(alertSent.editalId));

    const sessions = await tx
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(desc(session.createdAt), asc(session.id));

    const mailIds = new Set(mails.map((m) => m.id));
    const carried = (row: (typeof alerted)[number]) => ({
      edital: { id: row.editalId, titulo: row.titulo },
      sentAt: iso(row.sentAt),
    });

    return {
      about: ACCOUNT_DATA_ABOUT,
      exportedAt: now.toISOString(),
      profile: {
        id: profile.id,
        name: profile.name,
        email: profile.email,
        emailVerified: profile.emailVerified,
        createdAt: iso(profile.createdAt),
        twoFactorEnabled: !!profile.twoFactorEnabled,
        role: profile.role,
        full_name: profile.fullName,
      },
      subscription: plan ? { plan: plan.plan, status: plan.status, started_at: iso(plan.startedAt) } : null,
      statuses: statuses.map((s) => ({
        edital: { id: s.editalId, titulo: s.titulo },
        status: s.status,
        origin: s.origin,
        created_at: iso(s.createdAt),
        updated_at: iso(s.updatedAt),
      })),
      alertPreferences: prefs
        ? {
            enabled: prefs.enabled,
            ufs: prefs.ufs as Uf[],
            escolaridades: prefs.escolaridades,
            keywords: prefs.keywords,
            newSince: iso(prefs.newSince),
            lastAlertAt: isoOrNull(prefs.lastAlertAt),
            createdAt: iso(prefs.createdAt),
            updatedAt: iso(prefs.updatedAt),
          }
        : null,
      sentAlerts: mails.map((m) => ({
        id: m.id,
        subject: m.subject,
        status: m.status,
        createdAt: iso(m.createdAt),
        sentAt: isoOrNull(m.sentAt),
        editais: alerted.filter((a) => a.mailId === m.id).map(carried),
      })),
      alertedEditaisWithoutEmail: alerted.filter((a) => a.mailId === null || !mailIds.has(a.mailId)).map(carried),
      sessions: sessions.map((s) => ({
        createdAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        ipAddress: s.ipAddress,
        userAgent: s.userAgent,
      })),
    };
  });
}
