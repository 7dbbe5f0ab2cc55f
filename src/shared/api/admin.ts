import { z } from 'zod';
import { USER_ROLES } from '../admin';
import { planSchema } from './plan';

/** Answers of the admin's user list. */

/** One account in the admin's user list; createdAt is ISO 8601. */
export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(USER_ROLES),
    plan: planSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'UsuarioAdmin' });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users?q=&plan=&role= (up to 100, e-mail order) */
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** PUT /api/admin/users/:id/plan answer */
export const setUserPlanResponseSchema = z.object({ user: adminUserSchema });
export type SetUserPlanResponse = z.infer<typeof setUserPlanResponseSchema>;
