import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../lib/context';
import { createRouter, errorResponse } from '../../lib/router';
import { requireUser } from '../../lib/require';
import { getMe, hasAdminRole } from './me.service';

const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      twoFactorEnabled: z.boolean(),
      createdAt: z.string(),
    }),
    profile: z.object({ full_name: z.string() }).nullable(),
    subscription: z
      .object({ plan: z.enum(['free', 'premium']), status: z.enum(['active', 'canceled']), started_at: z.string() })
      .nullable(),
    roles: z.object({ admin: z.boolean() }),
  })
  .openapi('Me');

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['conta'],
  summary: 'Usuário autenticado, perfil, assinatura e papéis',
  responses: {
    200: { description: 'O usuário da sessão', content: { 'application/json': { schema: MeSchema } } },
    401: errorResponse('Sem sessão'),
  },
});

const adminRoleRoute = createRoute({
  method: 'get',
  path: '/api/me/roles/admin',
  tags: ['conta'],
  summary: 'O usuário da sessão tem o papel de administrador?',
  responses: {
    200: {
      description: 'Resposta do has_role',
      content: { 'application/json': { schema: z.object({ hasRole: z.boolean() }).openapi('HasRole') } },
    },
    401: errorResponse('Sem sessão'),
  },
});

export function meRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(meRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getMe(deps.database.db, user.id), 200);
    })
    .openapi(adminRoleRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ hasRole: await hasAdminRole(deps.database.db, user.id) }, 200);
    });
}
