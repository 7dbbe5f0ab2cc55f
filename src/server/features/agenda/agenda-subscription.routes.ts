import type { Context } from 'hono';
import { z } from 'zod';
import type { Edital } from '#shared/api/editais';
import { agendaSubscriptionResponseSchema } from '#shared/api/agenda';
import { paths } from '#shared/paths';
import { errorBody } from '#server/lib/app-error';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { etagMatches, etagOf } from '#server/lib/public-cache';
import { requireUser } from '#server/lib/require';
import { createRouter, errorResponse, jsonResponse, routesTagged, SIGNED_IN_ERRORS, signedInOnly } from '#server/lib/router';
import { findAgendaNotices, getAgendaToken, renewAgendaToken } from './agenda-subscription.service';

const route = routesTagged('agenda');

/** The answer for a token no account has: the same for a malformed one, so nothing is learned from it. */
export const AGENDA_NOT_FOUND_MESSAGE = 'Agenda não encontrada: o link foi renovado ou não existe.';

/** The calendar's name in the calendar app. */
export const AGENDA_CALENDAR_NAME = 'MCI — Meus concursos';

/** Clients that honour it fetch the calendar again every 6 hours (a notice's dates change with a retification). */
const REFRESH_SECONDS = 6 * 3600;

const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRIVATE = 'private, no-store';
/** The calendar is personal (no shared cache keeps it) and revalidated on every fetch: ETag, 304. */
const CALENDAR_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

const getRoute = route('get', '/api/me/agenda', {
  summary: 'O endereço secreto da agenda do usuário (criado na primeira chamada)',
  description:
    'Um calendário .ics com os concursos salvos e inscritos (fim das inscrições e prova), que funciona sem login: para assinar no Google Agenda ou no celular. Quem tem o endereço vê a lista; POST /api/me/agenda/renovar troca o endereço.',
  responses: { 200: jsonResponse('O endereço da agenda', agendaSubscriptionResponseSchema), ...SIGNED_IN_ERRORS },
});

const renewRoute = route('post', '/api/me/agenda/renovar', {
  summary: 'Gerar um novo endereço da agenda; o anterior passa a responder 404',
  responses: { 200: jsonResponse('O novo endereço da agenda', agendaSubscriptionResponseSchema), ...SIGNED_IN_ERRORS },
});

// Documented here, served by a plain route below: the token sits inside the file name.
const calendarRoute = route('get', '/agenda/{token}.ics', {
  summary: 'A agenda assinada: concursos salvos e inscritos do dono do endereço (iCalendar, sem login)',
  description:
    'Eventos de dia inteiro para o fim das inscrições e para a prova de cada concurso salvo ou inscrito. Resposta privada com ETag; endereço desconhecido ou renovado: 404.',
  request: { params: z.object({ token: z.string().meta({ description: 'O segredo do endereço (base64url, 43 caracteres)' }) }) },
  responses: {
    200: {
      description: 'O calendário, para assinar (sem Content-Disposition)',
      content: { 'text/calendar': { schema: z.string().meta({ description: 'iCalendar (RFC 5545)' }) } },
    },
    304: { description: 'Não modificado: o ETag enviado em If-None-Match ainda vale' },
    404: errorResponse(AGENDA_NOT_FOUND_MESSAGE),
  },
});

/** '{token}.ics'; the token's own form is checked by the service. */
const CALENDAR_FILE = /^(.+)\.ics$/;

/**
 * Builds the .ics of many notices. The editais feature owns the calendar format (its one-notice
 * .ics too); the host (app.ts) passes its builder in, since features do not import each other.
 */
export type BuildAgendaCalendar = (
  notices: readonly Edital[],
  publicUrl: string,
  options: { name: string; refreshSeconds?: number },
) => string;

type Ctx = Context<AppEnv>;

function sendCalendar(c: Ctx, ics: string): Response {
  const bytes = Buffer.from(ics, 'utf8');
  const etag = etagOf(bytes);
  c.header('Cache-Control', CALENDAR_CACHE_CONTROL);
  c.header('ETag', etag);
  // A private address: search engines that somehow learn it do not list it.
  c.header('X-Robots-Tag', 'noindex, nofollow');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', CALENDAR_CONTENT_TYPE);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

/**
 * `env` gives the site's public address for the subscription URL and the links in the .ics; without
 * it (a bare router in a test) the request's own origin stands in.
 */
export function agendaSubscriptionRoutes(
  deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'env'>>,
  options: { buildCalendar: BuildAgendaCalendar },
) {
  const { db } = deps.database;
  const publicUrlOf = (c: Ctx) => deps.env?.PUBLIC_URL ?? new URL(c.req.url).origin;
  const answerUrl = (c: Ctx, token: string) => {
    c.header('Cache-Control', PRIVATE);
    return c.json({ url: `${publicUrlOf(c)}${paths.agendaAssinatura.to(token)}` }, 200);
  };

  const router = createRouter();
  router.use('/api/me/agenda', signedInOnly);
  router.use('/api/me/agenda/*', signedInOnly);
  router.openAPIRegistry.registerPath(calendarRoute);
  router.get('/agenda/:file', async (c) => {
    const token = CALENDAR_FILE.exec(c.req.param('file'))?.[1];
    const notices = token === undefined ? null : await findAgendaNotices(db, token);
    if (notices === null) {
      c.header('Cache-Control', PRIVATE);
      return c.json(errorBody('NOT_FOUND', AGENDA_NOT_FOUND_MESSAGE), 404);
    }
    const ics = options.buildCalendar(notices, publicUrlOf(c), { name: AGENDA_CALENDAR_NAME, refreshSeconds: REFRESH_SECONDS });
    return sendCalendar(c, ics);
  });
  return router
    .openapi(getRoute, async (c) => {
      const user = requireUser(c);
      return answerUrl(c, await getAgendaToken(db, user.id));
    })
    .openapi(renewRoute, async (c) => {
      const user = requireUser(c);
      const token = await renewAgendaToken(db, user.id);
      c.get('log').info({ userId: user.id }, 'agenda link renewed');
      return answerUrl(c, token);
    });
}
