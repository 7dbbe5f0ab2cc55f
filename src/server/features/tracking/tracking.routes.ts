import { createRoute, z } from '@hono/zod-openapi';
import { editalParamsSchema } from '../../../shared/editais/schemas';
import { setStatusBodySchema } from '../../../shared/tracking';
import type { AppDeps } from '../../lib/context';
import { requireUser } from '../../lib/require';
import { createRouter, errorResponse } from '../../lib/router';
import { clearEditalStatus, listMeusConcursos, setEditalStatus } from './tracking.service';

const UsageSchema = z
  .object({ plan: z.enum(['free', 'premium']), saved: z.number().int(), limit: z.number().int().nullable() })
  .openapi('UsoDoPlano');

const setRoute = createRoute({
  method: 'put',
  path: '/api/me/editais/{id}/status',
  tags: ['acompanhamento'],
  summary: 'Salvar, marcar como visto ou ocultar um concurso (upsert)',
  request: {
    params: editalParamsSchema,
    body: { required: true, content: { 'application/json': { schema: setStatusBodySchema } } },
  },
  responses: {
    200: {
      description: 'Status gravado',
      content: {
        'application/json': {
          schema: z.object({ userStatus: z.enum(['salvo', 'visto', 'oculto']), usage: UsageSchema }),
        },
      },
    },
    400: errorResponse('Status, origem ou identificador inválido'),
    401: errorResponse('Sem sessão'),
    403: errorResponse('Limite do plano atingido'),
    404: errorResponse('Concurso não encontrado'),
  },
});

const clearRoute = createRoute({
  method: 'delete',
  path: '/api/me/editais/{id}/status',
  tags: ['acompanhamento'],
  summary: 'Voltar o concurso para "novo" (tirar dos salvos, vistos ou ocultos)',
  request: { params: editalParamsSchema },
  responses: {
    200: { description: 'De volta a novo', content: { 'application/json': { schema: z.object({ userStatus: z.literal('novo') }) } } },
    400: errorResponse('Identificador inválido'),
    401: errorResponse('Sem sessão'),
    404: errorResponse('Concurso não encontrado'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/editais',
  tags: ['acompanhamento'],
  summary: 'Meus Concursos: salvos, vistos e ocultos, com contagens e uso do plano',
  responses: {
    200: { description: 'As listas do usuário', content: { 'application/json': { schema: z.record(z.string(), z.any()) } } },
    401: errorResponse('Sem sessão'),
  },
});

export function trackingRoutes(deps: AppDeps) {
  const router = createRouter();
  // Who is asking comes before what they sent: a visitor gets 401 whatever the body.
  router.use('/api/me/editais/*', async (c, next) => {
    requireUser(c);
    await next();
  });
  router.use('/api/me/editais', async (c, next) => {
    requireUser(c);
    await next();
  });
  return router
    .openapi(setRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const result = await setEditalStatus(deps.database.db, { userId: user.id, editalId: id, ...body });
      c.header('Cache-Control', 'private, no-store');
      return c.json(result, 200);
    })
    .openapi(clearRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      await clearEditalStatus(deps.database.db, { userId: user.id, editalId: id });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ userStatus: 'novo' as const }, 200);
    })
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await listMeusConcursos(deps.database.db, user.id), 200);
    });
}
