import { z } from 'zod';
import { PLANS } from './domain';

export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(255, 'Busca muito longa').optional(),
  plan: z.enum(PLANS, { error: 'Plano inválido. Use free ou premium.' }).optional(),
  role: z.enum(['admin', 'user'], { error: 'Papel inválido. Use admin ou user.' }).optional(),
});

export const setPlanBodySchema = z.object({
  plan: z.enum(PLANS, { error: 'Plano inválido. Use free ou premium.' }),
});
