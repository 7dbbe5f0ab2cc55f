import { z } from 'zod';
import { PLANS } from './domain';

/** What the admin's list calls an account: an admin, or any other user. */
export const USER_ROLES = ['admin', 'user'] as const;

const planField = z.enum(PLANS, { error: 'Plano inválido. Use free ou premium.' });

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(255, 'Busca muito longa').optional(),
  plan: planField.optional(),
  role: z.enum(USER_ROLES, { error: 'Papel inválido. Use admin ou user.' }).optional(),
});

export const setPlanBodySchema = z.object({ plan: planField });

/** PUT /api/admin/users/:id/plan: the account's id as better-auth writes it. */
export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(64) });
