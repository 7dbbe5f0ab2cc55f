import { createRoute, z } from '@hono/zod-openapi';
import { adminUsersQuerySchema, setPlanBodySchema } from '../../../shared/admin';
import type { AppDeps } from '../../lib/context';
import { requireAdmin } from '../../lib/require';
import { createRouter, errorResponse } from '../../lib/router';
import { listUsers, setUserPlan } from './admin.service';

const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['admin', 'user']),
    plan: z.enum(['free', 'premium']),
    createdAt: z.string(),
  })
  .openapi('UsuarioAdmin');

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/users',
  tags: ['admin'],
  summary: 'Usuários (busca por e-mail, filtro por plano e papel; até 100)',
  request: { query: adminUsersQuerySchema },
  responses: {
    200: { description: 'Usuários', content: { 'application/json': { schema: z.object({ users: z.array(AdminUserSchema) }) } } },
    400: errorResponse('Filtro inválido'),
    401: errorResponse('Sem sessão'),
    403: errorResponse('Não é administrador'),
  },
});

const planRoute = createRoute({
  method: 'put',
  path: '/api/admin/users/{id}/plan',
  tags: ['admin'],
  summary: 'Trocar o plano de um usuário (free ou premium)',
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    body: { required: true, content: { 'application/json': { schema: setPlanBodySchema } } },
  },
  responses: {
    200: { description: 'Plano trocado', content: { 'application/json': { schema: z.object({ user: AdminUserSchema }) } } },
    400: errorResponse('Plano inválido'),
    401: errorResponse('Sem sessão'),
    403: errorResponse('Não é administrador'),
    404: errorResponse('Usuário não encontrado'),
  },
});

export function adminRoutes(deps: AppDeps) {
  const router = createRouter();
  // Every /api/admin route checks the role on the server, before reading anything sent.
  router.use('/api/admin/*', async (c, next) => {
    requireAdmin(c);
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
  return router
    .openapi(listRoute, async (c) => c.json({ users: await listUsers(deps.database.db, c.req.valid('query')) }, 200))
    .openapi(planRoute, async (c) => {
      const user = await setUserPlan(deps.database.db, c.req.valid('param').id, c.req.valid('json').plan);
      return c.json({ user }, 200);
    });
}
