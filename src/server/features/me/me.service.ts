import { eq } from 'drizzle-orm';
import type { MeResponse } from '../../../shared/api-types';
import type { Database } from '../../db/client';
import { profiles, subscription, user } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getPlanUsage } from '../../lib/plan';
import { isAdmin } from '../../lib/require';

/** Everything the account page and the top bar need about the signed-in user. */
export async function getMe(db: Database, userId: string): Promise<MeResponse> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
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
