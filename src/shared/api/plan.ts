import { z } from 'zod';
import { PLANS, SUBSCRIPTION_STATUSES } from '../domain';

/** The one plan enum of every answer; the database's enum is built from the same PLANS. */
export const planSchema = z.enum(PLANS);

/** A user's plan and how much of it is used: saved notices against the plan's limit (null = unlimited). */
export const planUsageSchema = z
  .object({ plan: planSchema, saved: z.number().int(), limit: z.number().int().nullable() })
  .meta({ id: 'UsoDoPlano' });
export type PlanUsage = z.infer<typeof planUsageSchema>;

/** The user's subscription as the account page and the data export show it. */
export const subscriptionSchema = z.object({
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  started_at: z.string(),
});
