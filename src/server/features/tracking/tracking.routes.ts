import { EDITAL_NOT_FOUND_MESSAGE } from '#shared/api-error';
import { clearStatusResponseSchema, meusConcursosResponseSchema, setStatusResponseSchema } from '#shared/api/tracking';
import { editalParamsSchema } from '#shared/editais/schemas';
import { setStatusBodySchema } from '#shared/tracking';
import type { AppDeps } from '#server/lib/context';
import { requireUser } from '#server/lib/require';
import { createRouter, errorResponse, jsonBody, jsonResponse, routesTagged, SIGNED_IN_ERRORS, signedInOnly } from '#server/lib/router';
import { clearEditalStatus, listMeusConcursos, setEditalStatus } from './tracking.service';

const route = routesTagged('acompanhamento');
const notFound = { 404: errorResponse(EDITAL_NOT_FOUND_MESSAGE) } as const;

const setRoute = route('put', '/api/me/editais/{id}/status', {
  summary: 'Salvar, marcar como visto ou ocultar um concurso (upsert)',
  request: { params: editalParamsSchema, body: jsonBody(setStatusBodySchema) },
  responses: {
    200: jsonResponse('Status gravado', setStatusResponseSchema),
    400: errorResponse('Status, origem ou identificador inválido'),
    ...SIGNED_IN_ERRORS,
    403: errorResponse('Limite do plano atingido'),
    ...notFound,
  },
});

const clearRoute = route('delete', '/api/me/editais/{id}/status', {
  summary: 'Voltar o concurso para "novo" (tirar dos salvos, vistos ou ocultos)',
  request: { params: editalParamsSchema },
  responses: {
    200: jsonResponse('De volta a novo', clearStatusResponseSchema),
    400: errorResponse('Identificador inválido'),
    ...SIGNED_IN_ERRORS,
    ...notFound,
  },
});

const listRoute = route('get', '/api/me/editais', {
  summary: 'Meus Concursos: salvos, vistos e ocultos, com contagens e uso do plano',
  responses: { 200: jsonResponse('As listas do usuário', meusConcursosResponseSchema), ...SIGNED_IN_ERRORS },
});

export function trackingRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/api/me/editais/*', signedInOnly);
  router.use('/api/me/editais', signedInOnly);
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
