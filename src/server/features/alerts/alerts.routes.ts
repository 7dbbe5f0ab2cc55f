import type { Context } from 'hono';
import { ALERT_TEXTS, alertPreferencesSchema, REMINDER_TEXTS, unsubscribeQuerySchema } from '#shared/alerts';
import { alertPreferencesResponseSchema, unsubscribeResponseSchema } from '#shared/api/alerts';
import type { AppDeps } from '#server/lib/context';
import { requireUser } from '#server/lib/require';
import { createRouter, errorResponse, jsonBody, jsonResponse, routesTagged, SIGNED_IN_ERRORS, signedInOnly } from '#server/lib/router';
import { getAlertPreferences, saveAlertPreferences, unsubscribeRemindersWithToken, unsubscribeWithToken } from './alerts.service';

const route = routesTagged('alertas');

const getRoute = route('get', '/api/me/alertas', {
  summary: 'Preferências de alerta por e-mail do usuário (null até ele escolher) e se recebe lembretes',
  responses: { 200: jsonResponse('As preferências', alertPreferencesResponseSchema), ...SIGNED_IN_ERRORS },
});

const putRoute = route('put', '/api/me/alertas', {
  summary: 'Gravar as preferências de alerta: ativo, estados, escolaridades, palavras-chave e lembretes',
  request: { body: jsonBody(alertPreferencesSchema) },
  responses: {
    200: jsonResponse('Preferências gravadas', alertPreferencesResponseSchema),
    400: errorResponse('Preferências inválidas'),
    ...SIGNED_IN_ERRORS,
  },
});

const unsubscribeRoute = route('post', '/api/alertas/cancelar', {
  summary: 'Cancelar os alertas com o link assinado do e-mail (um clique, sem login; RFC 8058)',
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: jsonResponse('Alertas desativados', unsubscribeResponseSchema),
    400: errorResponse('Link inválido ou expirado'),
  },
});

const unsubscribeRemindersRoute = route('post', '/api/lembretes/cancelar', {
  summary: 'Cancelar os lembretes de prazos e provas com o link assinado do e-mail (um clique, sem login; RFC 8058)',
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: jsonResponse('Lembretes desativados', unsubscribeResponseSchema),
    400: errorResponse('Link inválido ou expirado'),
  },
});

/**
 * The token of a one-click unsubscribe: mail clients post 'List-Unsubscribe=One-Click' to the
 * header's URL, token in the query; the site's pages post JSON { token }.
 */
async function unsubscribeToken(c: Context, query: { token?: string | undefined }): Promise<unknown> {
  if (query.token !== undefined || !(c.req.header('content-type') ?? '').includes('application/json')) return query.token;
  // Any JSON at all: `null`, a list or a bare value carry no token (and must not throw: a 500).
  const body: unknown = await c.req.json().catch(() => ({}));
  return body !== null && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
}

export function alertsRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/api/me/alertas', signedInOnly);
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
      await unsubscribeWithToken(deps.database.db, deps.secret, await unsubscribeToken(c, c.req.valid('query')));
      c.header('Cache-Control', 'no-store');
      return c.json({ message: ALERT_TEXTS.unsubscribed }, 200);
    })
    .openapi(unsubscribeRemindersRoute, async (c) => {
      await unsubscribeRemindersWithToken(deps.database.db, deps.secret, await unsubscribeToken(c, c.req.valid('query')));
      c.header('Cache-Control', 'no-store');
      return c.json({ message: REMINDER_TEXTS.unsubscribed }, 200);
    });
}
