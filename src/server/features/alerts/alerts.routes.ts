import { createRoute, z } from '@hono/zod-openapi';
import { ALERT_TEXTS, alertPreferencesSchema } from '../../../shared/alerts';
import { ESCOLARIDADES } from '../../../shared/domain';
import { UFS } from '../../../shared/ufs';
import type { AppDeps } from '../../lib/context';
import { requireUser } from '../../lib/require';
import { createRouter, errorResponse } from '../../lib/router';
import { getAlertPreferences, saveAlertPreferences, unsubscribeWithToken } from './alerts.service';

const PreferencesAnswer = z
  .object({
    preferences: z
      .object({
        enabled: z.boolean(),
        ufs: z.array(z.enum(UFS)),
        escolaridades: z.array(z.enum(ESCOLARIDADES)),
        keywords: z.array(z.string()),
        updatedAt: z.string(),
      })
      .nullable(),
    plan: z.enum(['free', 'premium']),
    lastAlertAt: z.string().nullable(),
  })
  .openapi('PreferenciasDeAlerta');

const getRoute = createRoute({
  method: 'get',
  path: '/api/me/alertas',
  tags: ['alertas'],
  summary: 'Preferências de alerta por e-mail do usuário (null até ele escolher)',
  responses: {
    200: { description: 'As preferências', content: { 'application/json': { schema: PreferencesAnswer } } },
    401: errorResponse('Sem sessão'),
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/me/alertas',
  tags: ['alertas'],
  summary: 'Gravar as preferências de alerta: ativo, estados, escolaridades e palavras-chave',
  request: { body: { required: true, content: { 'application/json': { schema: alertPreferencesSchema } } } },
  responses: {
    200: { description: 'Preferências gravadas', content: { 'application/json': { schema: PreferencesAnswer } } },
    400: errorResponse('Preferências inválidas'),
    401: errorResponse('Sem sessão'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/api/alertas/cancelar',
  tags: ['alertas'],
  summary: 'Cancelar os alertas com o link assinado do e-mail (um clique, sem login; RFC 8058)',
  request: { query: z.object({ token: z.string().optional() }) },
  responses: {
    200: {
      description: 'Alertas desativados',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
    400: errorResponse('Link inválido ou expirado'),
  },
});

export function alertsRoutes(deps: AppDeps) {
  const router = createRouter();
  // Who is asking comes before what they sent.
  router.use('/api/me/alertas', async (c, next) => {
    requireUser(c);
    await next();
  });
  return router
    .openapi(getRoute, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getAlertPreferences(deps.database.db, user.id), 200);
    })
    .openapi(putRoute, async (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json');
      c.header('Cache-Control', 'private, no-store');
      return c.json(await saveAlertPreferences(deps.database.db, user.id, body), 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      // Mail clients post 'List-Unsubscribe=One-Click' to the header's URL, token in the query;
      // the site's page posts JSON { token }.
      let token: unknown = c.req.valid('query').token;
      if (token === undefined && (c.req.header('content-type') ?? '').includes('application/json')) {
        token = ((await c.req.json().catch(() => ({}))) as { token?: unknown }).token;
      }
      await unsubscribeWithToken(deps.database.db, deps.secret, token);
      c.header('Cache-Control', 'no-store');
      return c.json({ message: ALERT_TEXTS.unsubscribed }, 200);
    });
}
