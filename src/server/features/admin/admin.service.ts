import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser } from '#shared/api/admin';
import type { Plan } from '#shared/domain';
import type { Database } from '#server/db/client';
import { subscription, user } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { escapeLike } from '#server/lib/like-pattern';

export interface ListUsersFilter {
  q?: string | undefined;
  plan?: Plan | undefined;
  role?: 'admin' | 'user' | undefined;
}

const ADMIN_USERS_LIMIT = 100;

const planExpr = sql<Plan>`coalesce(${subscription.plan}, 'free')`;

async function selectUsers(db: Database, where: SQL | undefined, limit: number): Promise<AdminUser[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, plan: planExpr, createdAt: user.createdAt })
    .from(user)
    .leftJoin(subscription, eq(subscription.userId, user.id))
    .where(where)
    .orderBy(asc(user.email))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role === 'admin' ? 'admin' : 'user',
    plan: r.plan,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The admin's user list: search by e-mail, filter by plan and role, at most 100, e-mail order. */
export function listUsers(db: Database, filter: ListUsersFilter): Promise<AdminUser[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) conditions.push(ilike(user.email, `%${escapeLike(filter.q)}%`));
  if (filter.plan) conditions.push(sql`${planExpr} = ${filter.plan}`);
  if (filter.role === 'admin') conditions.push(eq(user.role, 'admin'));
  if (filter.role === 'user') conditions.push(or(isNull(user.role), sql`${user.role} <> 'admin'`));
  return selectUsers(db, and(...conditions), ADMIN_USERS_LIMIT);
}

/** Switches a user's plan; premium lifts the save limit at once (the limit is read on each save). */
export async function setUserPlan(db: Database, userId: string, plan: Plan): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!target) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
    await tx
      .insert(subscription)
      .values({ userId, plan, status: 'active' })
      .onConflictDoUpdate({ target: subscription.userId, set: { plan, status: 'active' } });
    const [row] = await selectUsers(tx as unknown as Database, eq(user.id, userId), 1);
    return row!;
  });
}
