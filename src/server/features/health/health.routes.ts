import { healthSchema } from '#shared/api/health';
import { createRouter, jsonResponse, routesTagged } from '#server/lib/router';
import type { AppDeps } from '#server/lib/context';
import { checkHealth } from './health.service';

const route = routesTagged('sistema')('get', '/api/health', {
  summary: 'Saúde do serviço e do banco de dados',
  responses: {
    200: jsonResponse('Serviço e banco respondendo', healthSchema),
    503: jsonResponse('Banco indisponível', healthSchema),
  },
});

export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const report = await checkHealth(deps.database);
    c.header('Cache-Control', 'no-store');
    return report.status === 'ok' ? c.json(report, 200) : c.json(report, 503);
  });
}
