import { eq } from 'drizzle-orm';
import type { MeResponse } from '#shared/api/account';
import type { Database } from '#server/db/client';
import { profiles, subscription, user } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { getPlanUsage } from '#server/lib/plan';
import { isAdmin } from '#server/lib/require';

/** Everything the account page and the top bar need about the signed-in user. */
export async function getMe(db: Database, userId: string): Promise<MeResponse> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
      fullName: profiles.fullName,
      plan: subscription.plan,
      subscriptionStatus: subscription.status,
      startedAt: subscription.startedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(subscription, eq(subscription.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED');
  const usage = await getPlanUsage(db, userId);
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      twoFactorEnabled: !!row.twoFactorEnabled,
      createdAt: row.createdAt.toISOString(),
    },
    profile: row.fullName ? { full_name: row.fullName } : null,
    subscription:
      row.plan && row.subscriptionStatus && row.startedAt
        ? { plan: row.plan, status: row.subscriptionStatus, started_at: new Date(row.startedAt).toISOString() }
        : null,
    roles: { admin: isAdmin({ id: row.id, email: row.email, name: row.name, role: row.role }) },
    usage,
  };
}

/** has_role(_user_id, 'admin') of SPEC.md section 7, answered from the database. */
export async function hasAdminRole(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return isAdmin(row ? { id: userId, email: '', name: '', role: row.role } : null);
}

/**
 * Changes the user's name where it is kept, in one transaction: better-auth's user (what the
 * session shows) and the profile's full_name (created if its insert failed at sign-up). `name` is
 * already validated and normalised (updateNameSchema). Answers the new MeResponse.
 */
export async function updateName(db: Database, userId: string, name: string): Promise<MeResponse> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(user)
      .set({ name, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    if (!updated.length) throw new AppError('UNAUTHORIZED');
    await tx
      .insert(profiles)
      .values({ id: userId, fullName: name })
      .onConflictDoUpdate({ target: profiles.id, set: { fullName: name } });
  });
  return getMe(db, userId);
}
