import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../lib/context';
import { requireAdmin } from '../../lib/require';
import { createRouter, errorResponse } from '../../lib/router';
import { describeCollections, startCollection } from './collector.service';

const DetalheSchema = z.object({
  tipo: z.enum(['criado', 'atualizado', 'erro', 'aviso']),
  edital: z.string(),
  fonte: z.string(),
  mensagem: z.string().optional(),
});

const ResultSchema = z
  .object({
    total_fontes: z.number().int(),
    editais_criados: z.number().int(),
    editais_atualizados: z.number().int(),
    erros: z.number().int(),
    detalhes: z.array(DetalheSchema),
  })
  .openapi('ResultadoColeta');

const runRoute = createRoute({
  method: 'post',
  path: '/api/admin/coleta',
  tags: ['admin'],
  summary: 'Executar a coleta de editais agora',
  responses: {
    200: { description: 'Resultado da coleta', content: { 'application/json': { schema: ResultSchema } } },
    401: errorResponse('Sem sessão'),
    403: errorResponse('Não é administrador'),
    409: errorResponse('Coleta já em andamento'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/coletas',
  tags: ['admin'],
  summary: 'Coletas anteriores, agenda e próxima execução',
  responses: {
    200: {
      description: 'Histórico e agenda',
      content: {
        'application/json': {
          schema: z.object({
            runs: z.array(
              z.object({
                id: z.number().int(),
                trigger: z.enum(['manual', 'agendado']),
                started_at: z.string(),
                finished_at: z.string().nullable(),
                result: ResultSchema.nullable(),
              }),
            ),
            schedule: z.object({
              enabled: z.boolean(),
              crons: z.array(z.string()),
              times: z.array(z.string()),
              next_run: z.string().nullable(),
            }),
            running: z.boolean(),
          }),
        },
      },
    },
    401: errorResponse('Sem sessão'),
    403: errorResponse('Não é administrador'),
  },
});

export function collectorRoutes(deps: AppDeps) {
  const router = createRouter();
  for (const path of ['/api/admin/coleta', '/api/admin/coletas']) {
    router.use(path, async (c, next) => {
      requireAdmin(c);
      c.header('Cache-Control', 'private, no-store');
      await next();
    });
  }
  return router
    .openapi(runRoute, async (c) => c.json(await startCollection(deps, requireAdmin(c).id), 200))
    .openapi(listRoute, async (c) => c.json(await describeCollections(deps), 200));
}
