import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../lib/router';
import type { AppDeps } from '../../lib/context';
import { checkHealth } from './health.service';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    db: z.enum(['ok', 'error']),
    driver: z.enum(['pglite', 'postgres']),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['sistema'],
  summary: 'Saúde do serviço e do banco de dados',
  responses: {
    200: { description: 'Serviço e banco respondendo', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'Banco indisponível', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export function healthRoutes(deps: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const report = await checkHealth(deps.database);
    c.header('Cache-Control', 'no-store');
    return report.status === 'ok' ? c.json(report, 200) : c.json(report, 503);
  });
}
