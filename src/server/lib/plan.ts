import { and, count, eq, inArray } from 'drizzle-orm';
import type { PlanUsage } from '#shared/api/plan';
import type { Plan } from '#shared/domain';
import { trackLimitFor } from '#shared/plans';
import { LIMITED_STATUSES } from '#shared/tracking-texts';
import type { Database } from '../db/client';
import { subscription, userEditalStatus } from '../db/schema';

/** How many notices a plan may follow, saved and registered together; null = unlimited (the rule /planos shows). */
export const saveLimitFor = trackLimitFor;

/** The user's active plan. No active subscription (its insert failed at sign-up, or it ended): free. */
export async function planOf(db: Pick<Database, 'select'>, userId: string): Promise<Plan> {
  const [row] = await db
    .select({ plan: subscription.plan })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), eq(subscription.status, 'active')));
  return row?.plan ?? 'free';
}

/** The plan and its use (notices saved or registered), as Meus Concursos and the account page show it. */
export async function getPlanUsage(db: Pick<Database, 'select'>, userId: string): Promise<PlanUsage> {
  const plan = await planOf(db, userId);
  const [{ saved } = { saved: 0 }] = await db
    .select({ saved: count() })
    .from(userEditalStatus)
    .where(and(eq(userEditalStatus.userId, userId), inArray(userEditalStatus.status, [...LIMITED_STATUSES])));
  return { plan, saved, limit: saveLimitFor(plan) };
}
