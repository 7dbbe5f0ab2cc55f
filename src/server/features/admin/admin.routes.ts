import { adminUserParamsSchema, adminUsersQuerySchema, setPlanBodySchema } from '#shared/admin';
import { adminUsersResponseSchema, setUserPlanResponseSchema } from '#shared/api/admin';
import type { AppDeps } from '#server/lib/context';
import { ADMIN_ERRORS, adminOnly, createRouter, errorResponse, jsonBody, jsonResponse, routesTagged } from '#server/lib/router';
import { listUsers, setUserPlan } from './admin.service';

const route = routesTagged('admin');

const listRoute = route('get', '/api/admin/users', {
  summary: 'Usuários (busca por e-mail, filtro por plano e papel; até 100)',
  request: { query: adminUsersQuerySchema },
  responses: { 200: jsonResponse('Usuários', adminUsersResponseSchema), 400: errorResponse('Filtro inválido'), ...ADMIN_ERRORS },
});

const planRoute = route('put', '/api/admin/users/{id}/plan', {
  summary: 'Trocar o plano de um usuário (free ou premium)',
  request: {
    params: adminUserParamsSchema,
    body: jsonBody(setPlanBodySchema),
  },
  responses: {
    200: jsonResponse('Plano trocado', setUserPlanResponseSchema),
    400: errorResponse('Plano inválido'),
    ...ADMIN_ERRORS,
    404: errorResponse('Usuário não encontrado'),
  },
});

export function adminRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/api/admin/*', adminOnly);
  return router
    .openapi(listRoute, async (c) => c.json({ users: await listUsers(deps.database.db, c.req.valid('query')) }, 200))
    .openapi(planRoute, async (c) => {
      const user = await setUserPlan(deps.database.db, c.req.valid('param').id, c.req.valid('json').plan);
      return c.json({ user }, 200);
    });
}
