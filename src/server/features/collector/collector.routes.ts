import { collectorResultSchema, collectorRunsResponseSchema } from '#shared/api/collector';
import { COLLECTION_RUNNING_MESSAGE, type AppDeps } from '#server/lib/context';
import { requireAdmin } from '#server/lib/require';
import { ADMIN_ERRORS, adminOnly, createRouter, errorResponse, jsonResponse, routesTagged } from '#server/lib/router';
import { describeCollections, startCollection } from './collector.service';

const route = routesTagged('admin');

const runRoute = route('post', '/api/admin/coleta', {
  summary: 'Executar a coleta de editais agora',
  responses: {
    200: jsonResponse('Resultado da coleta', collectorResultSchema),
    ...ADMIN_ERRORS,
    409: errorResponse(COLLECTION_RUNNING_MESSAGE),
  },
});

const listRoute = route('get', '/api/admin/coletas', {
  summary: 'Coletas anteriores, agenda e próxima execução',
  responses: { 200: jsonResponse('Histórico e agenda', collectorRunsResponseSchema), ...ADMIN_ERRORS },
});

export function collectorRoutes(deps: AppDeps) {
  const router = createRouter();
  for (const path of ['/api/admin/coleta', '/api/admin/coletas']) router.use(path, adminOnly);
  return router
    .openapi(runRoute, async (c) => c.json(await startCollection(deps, requireAdmin(c).id), 200))
    .openapi(listRoute, async (c) => c.json(await describeCollections(deps), 200));
}
