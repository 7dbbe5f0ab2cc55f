import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { buscaParamsSchema, buscaSalvaCreatedSchema, buscaSalvaInputSchema, buscasSalvasResponseSchema } from '#shared/api/buscas';
import { BUSCA_TEXTS, buscaRssTitle } from '#shared/buscas';
import { todayInBrasilia } from '#shared/editais/dates';
import { errorBody } from '#server/lib/app-error';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { etagMatches, etagOf } from '#server/lib/public-cache';
import { requireUser } from '#server/lib/require';
import { createRouter, errorResponse, jsonBody, jsonResponse, routesTagged, SIGNED_IN_ERRORS, signedInOnly } from '#server/lib/router';
import { buildRss, RSS_CONTENT_TYPE } from '#server/lib/rss';
import { deleteBusca, findBuscaFeed, listBuscas, requirePremium, saveBusca, type BuscaFeed } from './buscas.service';

const route = routesTagged('buscas salvas');

const PRIVATE = 'private, no-store';
/** A feed reader polls; five minutes of its own copy spare the database, and nobody else keeps one. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

const PREMIUM_ERROR = { 403: errorResponse(`PREMIUM_REQUIRED: ${BUSCA_TEXTS.premium}`) } as const;

const saveRoute = route('post', '/api/me/buscas', {
  summary: 'Salvar uma busca (Premium; até 10 por conta)',
  description:
    'O nome e os filtros de GET /api/editais. Os filtros são validados como lá (a mensagem diz qual parâmetro) e guardados na forma canônica; a resposta traz o endereço do feed RSS privado da busca.',
  request: { body: jsonBody(buscaSalvaInputSchema) },
  responses: {
    201: jsonResponse('A busca salva', buscaSalvaCreatedSchema),
    400: errorResponse(`${BUSCA_TEXTS.nomeInvalido} Ou um filtro inválido (a mensagem diz qual).`),
    ...SIGNED_IN_ERRORS,
    ...PREMIUM_ERROR,
    409: errorResponse(BUSCA_TEXTS.limite),
  },
});

const listRoute = route('get', '/api/me/buscas', {
  summary: 'As buscas salvas do usuário, mais recentes primeiro (Premium)',
  responses: { 200: jsonResponse('As buscas salvas e o limite', buscasSalvasResponseSchema), ...SIGNED_IN_ERRORS, ...PREMIUM_ERROR },
});

const deleteRoute = route('delete', '/api/me/buscas/{id}', {
  summary: 'Apagar uma busca salva; o feed dela passa a responder 404',
  description: 'Vale também para quem deixou o Premium, para que possa apagar o que salvou.',
  request: { params: buscaParamsSchema },
  responses: {
    204: { description: 'Apagada' },
    400: errorResponse(BUSCA_TEXTS.idInvalido),
    ...SIGNED_IN_ERRORS,
    404: errorResponse(BUSCA_TEXTS.naoEncontrada),
  },
});

// Documented here, served by a plain route below: the token sits inside the file name.
const feedRoute = route('get', '/rss/buscas/{token}.xml', {
  summary: 'O feed RSS privado de uma busca salva (sem login)',
  description:
    'Os 50 concursos mais recentes que combinam com a busca, em RSS 2.0, para leitores de feed. Endereço desconhecido, busca apagada ou dono sem Premium: 404.',
  request: { params: z.object({ token: z.string().meta({ description: 'O segredo do endereço (base64url, 43 caracteres)' }) }) },
  responses: {
    200: { description: 'O feed', content: { 'application/rss+xml': { schema: z.string().meta({ description: 'RSS 2.0' }) } } },
    304: { description: 'Não modificado: o ETag enviado em If-None-Match ainda vale' },
    404: errorResponse(BUSCA_TEXTS.feedNaoEncontrado),
  },
});

/** '{token}.xml'; the token's own form is checked by the service. */
const FEED_FILE = /^(.+)\.xml$/;

type Ctx = Context<AppEnv>;

/** Every answer of /api/me/buscas, errors included, is the caller's own: never stored. Visitors: 401. */
const privateForUsers: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Cache-Control', PRIVATE);
  await signedInOnly(c, next);
};

function sendFeed(c: Ctx, feed: BuscaFeed, publicUrl: string): Response {
  const { busca } = feed;
  const rss = buildRss(
    {
      publicUrl,
      title: buscaRssTitle(busca.nome),
      description: `Os concursos mais recentes da sua busca salva no MCI: ${busca.descricao}.`,
      link: `${publicUrl}/explorar${busca.query ? `?${busca.query}` : ''}`,
      feedUrl: busca.rss_url,
    },
    feed.editais,
  );
  const bytes = Buffer.from(rss, 'utf8');
  const etag = etagOf(bytes);
  c.header('Cache-Control', FEED_CACHE_CONTROL);
  c.header('ETag', etag);
  // A private address: search engines that somehow learn it do not list it.
  c.header('X-Robots-Tag', 'noindex');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', RSS_CONTENT_TYPE);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

export interface BuscasRoutesOptions {
  /** Clock for the filters that count days from today in Brasília (prazo, situacao). */
  now?: () => number;
}

/**
 * Saved searches and their private feeds. Visitors get 401 on /api/me/buscas*; free accounts 403
 * on saving and listing, while deleting stays open to anyone signed in (a downgraded account can
 * still clean up). `env` gives the site's public address for the feeds' URLs; without it (a bare
 * router in a test) the request's own origin stands in.
 */
export function buscasRoutes(deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'env'>>, options: BuscasRoutesOptions = {}) {
  const { db } = deps.database;
  const today = () => todayInBrasilia(new Date(options.now?.() ?? Date.now()));
  const publicUrlOf = (c: Ctx) => deps.env?.PUBLIC_URL ?? new URL(c.req.url).origin;

  const router = createRouter();
  router.use('/api/me/buscas', privateForUsers);
  router.use('/api/me/buscas/*', privateForUsers);
  router.openAPIRegistry.registerPath(feedRoute);
  router.get('/rss/buscas/:file', async (c) => {
    const token = FEED_FILE.exec(c.req.param('file'))?.[1];
    const publicUrl = publicUrlOf(c);
    const feed = token === undefined ? null : await findBuscaFeed(db, { token, publicUrl, today: today() });
    if (feed === null) {
      c.header('Cache-Control', PRIVATE);
      c.header('X-Robots-Tag', 'noindex');
      return c.json(errorBody('NOT_FOUND', BUSCA_TEXTS.feedNaoEncontrado), 404);
    }
    return sendFeed(c, feed, publicUrl);
  });
  return router
    .openapi(saveRoute, async (c) => {
      const user = requireUser(c);
      const { nome, filtros } = c.req.valid('json');
      const busca = await saveBusca(db, { userId: user.id, nome, filters: filtros, publicUrl: publicUrlOf(c), today: today() });
      c.get('log').info({ userId: user.id, buscaId: busca.id }, 'saved search created');
      return c.json({ busca }, 201);
    })
    .openapi(listRoute, async (c) => {
      const user = requireUser(c);
      await requirePremium(db, user.id);
      return c.json(await listBuscas(db, { userId: user.id, publicUrl: publicUrlOf(c) }), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      await deleteBusca(db, { userId: user.id, id });
      return c.body(null, 204);
    });
}
