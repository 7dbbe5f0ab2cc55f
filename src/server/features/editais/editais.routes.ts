import type { Context } from 'hono';
import { z } from 'zod';
import { EDITAL_NOT_FOUND_MESSAGE, ESTADO_NAO_ENCONTRADO } from '#shared/api-error';
import {
  buscaResponseSchema,
  editaisResponseSchema,
  editalDetalheResponseSchema,
  estadoConcursosSchema,
  type BuscaResponse,
  type EditaisResponse,
  type EditalDetalheResponse,
} from '#shared/api/editais';
import { todayInBrasilia } from '#shared/editais/dates';
import { isUf, type Uf } from '#shared/ufs';
import { PREMIUM_FILTERS_MESSAGE, usesPremiumFilters } from '#shared/editais/search-filters';
import {
  advancedSearchQuerySchema,
  BUSCA_MUITO_LONGA,
  filtersFromQuery,
  editalParamsSchema,
  estadoParamsSchema,
  feedQuerySchema,
  ID_INVALIDO,
  UF_INVALIDA,
} from '#shared/editais/schemas';
import { AppError } from '#server/lib/app-error';
import { planOf } from '#server/lib/plan';
import { advancedSearch } from './advanced-search';
import type { AppDeps, AppEnv } from '#server/lib/context';
import { createRouter, errorResponse, jsonResponse, routesTagged } from '#server/lib/router';
import {
  getEdital,
  getEditalDetail,
  getEstadoConcursos,
  listFeed,
  listNewest,
  listPublicFeed,
  PERSONAL_FEED_BASE,
  personalFeedJson,
  readEditaisVersion,
  searchEditais,
} from './editais.service';
import { cachedReply, etagMatches, etagOf, PUBLIC_CACHE_CONTROL, PublicAnswerCache, type CacheCounter, type CachedAnswer } from '#server/lib/public-cache';
import { AGENDA_CONTENT_TYPE, agendaFileName, buildAgendaIcs } from './agenda';

const route = routesTagged('concursos');

const notModified = { description: 'Não modificado: o ETag enviado em If-None-Match ainda vale' } as const;

/** The two feeds share one contract: ?uf=, a list of notices, 304 for a repeat, 400 for an unknown state. */
function feedRouteAt<P extends string>(path: P, texts: { summary: string; description: string; answer: string }) {
  return route('get', path, {
    summary: texts.summary,
    description: texts.description,
    request: { query: feedQuerySchema },
    responses: { 200: jsonResponse(texts.answer, editaisResponseSchema), 304: notModified, 400: errorResponse(UF_INVALIDA) },
  });
}

const feedPublicoRoute = feedRouteAt('/api/feed-publico', {
  summary: 'Carrosséis da página inicial',
  description:
    'Até 8 concursos com inscrições abertas (prazo mais próximo primeiro, encerrados excluídos) seguidos de até 8 previstos ou autorizados (mais recentes primeiro). Resposta pública com ETag.',
  answer: 'Concursos abertos e previstos',
});

const feedRoute = feedRouteAt('/api/feed', {
  summary: 'Feed de concursos',
  description:
    'Visitante: 10 abertos por prazo + 10 outros mais recentes (resposta pública com ETag). Logado: os 20 mais recentes com o status do usuário, sem os ocultos.',
  answer: 'Concursos do feed',
});

const searchRoute = route('get', '/api/editais', {
  summary: 'Busca de concursos',
  description:
    'Até 50 concursos, mais recentes primeiro. q procura no título sem diferenciar maiúsculas nem acentos (% e _ são literais). ' +
    'Gratuito: q e um único uf. Os demais filtros (busca avançada) são do plano Premium; a resposta traz então a página, o total e o resumo de todos os encontrados.',
  request: { query: advancedSearchQuerySchema },
  responses: {
    200: jsonResponse('Concursos encontrados', buscaResponseSchema),
    304: notModified,
    400: errorResponse(`${BUSCA_MUITO_LONGA}, ${UF_INVALIDA} ou outro parâmetro inválido (a mensagem diz qual)`),
    403: errorResponse(`PREMIUM_REQUIRED: ${PREMIUM_FILTERS_MESSAGE}`),
  },
});

const detailRoute = route('get', '/api/editais/{id}', {
  summary: 'Detalhe de um concurso',
  description:
    "O concurso com órgão e banca, seus cargos (maior remuneração primeiro), até 3 similares, o que mudou nele ('O que mudou', mais recente primeiro) e as fontes em que foi encontrado (links http/https).",
  request: { params: editalParamsSchema },
  responses: {
    200: jsonResponse('O concurso', editalDetalheResponseSchema),
    304: notModified,
    400: errorResponse(ID_INVALIDO),
    404: errorResponse(EDITAL_NOT_FOUND_MESSAGE),
  },
});

const agendaRoute = route('get', '/api/editais/{id}/agenda.ics', {
  summary: 'Datas de um concurso (iCalendar)',
  description:
    'Arquivo .ics para a agenda: eventos de dia inteiro para o fim das inscrições e para a prova, só os que o concurso tem (sem datas, um calendário sem eventos). Resposta pública com ETag.',
  request: { params: editalParamsSchema },
  responses: {
    200: {
      description: 'O calendário do concurso, para baixar (Content-Disposition: attachment)',
      content: { 'text/calendar': { schema: z.string().meta({ description: 'iCalendar (RFC 5545)' }) } },
    },
    304: notModified,
    400: errorResponse(ID_INVALIDO),
    404: errorResponse(EDITAL_NOT_FOUND_MESSAGE),
  },
});

const estadoRoute = route('get', '/api/estados/{uf}', {
  summary: 'Concursos de um estado',
  description:
    'A página do estado: até 100 concursos com inscrições abertas (prazo mais próximo primeiro, encerrados excluídos) e até 100 previstos ou autorizados (mais recentes primeiro), com os totais reais. UF em maiúsculas ou minúsculas. Resposta pública com ETag.',
  request: { params: estadoParamsSchema },
  responses: {
    200: jsonResponse('Os concursos do estado', estadoConcursosSchema),
    304: notModified,
    404: errorResponse(ESTADO_NAO_ENCONTRADO),
  },
});

// --- Answers

type Ctx = Context<AppEnv>;

const PUBLIC = PUBLIC_CACHE_CONTROL;
const PRIVATE = 'private, no-store';

/** A cached public answer: 304 when the client has it, else the best encoding it accepts. */
function sendCached(c: Ctx, answer: CachedAnswer, vary: string): Response {
  const reply = cachedReply(answer, { ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') }, vary);
  for (const [name, value] of Object.entries(reply.headers)) c.header(name, value);
  return reply.status === 304 ? c.body(null, 304) : c.body(reply.body as Uint8Array<ArrayBuffer>, 200);
}

/** What the notice endpoints answer, as src/shared/api/editais.ts describes it. */
type Answer = EditaisResponse | BuscaResponse | EditalDetalheResponse;

/** A private answer already serialised (the signed-in feed builds its JSON from cached pieces). */
function sendPrivateJson(c: Ctx, json: string): Response {
  c.header('Cache-Control', PRIVATE);
  c.header('Vary', 'Cookie');
  c.header('Content-Type', 'application/json');
  return c.body(json, 200);
}

/** A visitor's uncached answer, still with an ETag so a repeat costs no transfer. */
function sendPublic(c: Ctx, value: Answer, vary: string): Response {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = etagOf(bytes);
  c.header('Cache-Control', PUBLIC);
  c.header('ETag', etag);
  c.header('Vary', vary);
  c.header('Content-Type', 'application/json');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

/** A public download (the .ics), revalidated like the detail it comes from: ETag, 304 for a repeat. */
function sendFile(c: Ctx, text: string, file: { type: string; fileName: string }): Response {
  const bytes = Buffer.from(text, 'utf8');
  const etag = etagOf(bytes);
  c.header('Cache-Control', PUBLIC);
  c.header('ETag', etag);
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', file.type);
  c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

/** A signed-in caller's answer: never stored by any cache. */
function sendPrivate(c: Ctx, value: Answer): Response {
  c.header('Cache-Control', PRIVATE);
  c.header('Vary', 'Cookie');
  return c.json(value, 200);
}

export interface EditaisRoutesOptions {
  /** Clock for deadlines and the public cache (milliseconds since the epoch). */
  now?: () => number;
  /** How long a public answer is served before the database's version stamp is checked again. */
  revalidateMs?: number;
  /** The public answers' cache, when the app shares it with the fast lane (createHttpListener). */
  cache?: PublicAnswerCache;
}

/**
 * At most this many public answers in memory: the feeds and states (a few dozen) and the most
 * visited pages (a notice page is ~70 kB with its compressed forms).
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 1_000;

/**
 * The cache of the public answers (feeds, states) and of the visitors' pages, keyed as the fast
 * lane looks them up. One cache, one version stamp: a page is never rebuilt from answers older
 * than itself.
 */
export function createPublicCache(
  deps: Pick<AppDeps, 'database'>,
  options: Pick<EditaisRoutesOptions, 'now' | 'revalidateMs'> & { counter?: CacheCounter | undefined } = {},
) {
  return new PublicAnswerCache({
    readVersion: () => readEditaisVersion(deps.database.db),
    now: options.now,
    revalidateMs: options.revalidateMs,
    maxEntries: PUBLIC_CACHE_MAX_ENTRIES,
    counter: options.counter,
  });
}

/** The cache keys of the visitors' feeds (GET /api/feed-publico, GET /api/feed without a session). */
export const publicFeedKey = (uf: string | undefined) => `feed-publico:${uf ?? ''}`;
export const visitorFeedKey = (uf: string | undefined) => `feed:${uf ?? ''}`;
/** The cache key of a state's page (GET /api/estados/:uf), per UF. */
export const estadoKey = (uf: Uf) => `estado:${uf}`;
export const PUBLIC_FEED_VARY = 'Accept-Encoding';
export const VISITOR_FEED_VARY = 'Accept-Encoding, Cookie';

/**
 * `env` gives the site's public address for the links in the .ics; without it (a bare router in a
 * test) the request's own origin stands in.
 */
export function editaisRoutes(deps: Pick<AppDeps, 'database'> & Partial<Pick<AppDeps, 'env'>>, options: EditaisRoutesOptions = {}) {
  const { db } = deps.database;
  const publicUrl = deps.env?.PUBLIC_URL;
  const now = options.now ?? (() => Date.now());
  const today = () => todayInBrasilia(new Date(now()));
  const cache = options.cache ?? createPublicCache(deps, { now, revalidateMs: options.revalidateMs });

  return createRouter()
    .openapi(feedPublicoRoute, async (c) => {
      const { uf } = c.req.valid('query');
      const answer = await cache.get(publicFeedKey(uf), async (day) => ({
        editais: await listPublicFeed(db, { uf, today: day }),
      }));
      return sendCached(c, answer, PUBLIC_FEED_VARY);
    })
    .openapi(feedRoute, async (c) => {
      const { uf } = c.req.valid('query');
      const user = c.get('user');
      if (user) {
        // The newest notices are the same for everyone (cached like the public answers); the
        // user's statuses are one query.
        const newest = await cache.value(`novos:${uf ?? ''}`, () => listNewest(db, { uf, limit: PERSONAL_FEED_BASE }));
        return sendPrivateJson(c, await personalFeedJson(db, { uf, today: today(), userId: user.id, newest }));
      }
      const answer = await cache.get(visitorFeedKey(uf), async (day) => ({
        editais: await listFeed(db, { uf, today: day, userId: null }),
      }));
      return sendCached(c, answer, VISITOR_FEED_VARY);
    })
    .openapi(searchRoute, async (c) => {
      const parsed = filtersFromQuery(c.req.valid('query'));
      if ('error' in parsed) throw new AppError('BAD_REQUEST', parsed.error);
      const { filters, pagina } = parsed;
      const user = c.get('user');
      if (usesPremiumFilters(filters, pagina)) {
        // Checked on the server for every request: the plan as the database has it now.
        if (!user || (await planOf(db, user.id)) !== 'premium') throw new AppError('PREMIUM_REQUIRED', PREMIUM_FILTERS_MESSAGE);
        return sendPrivate(c, await advancedSearch(db, { filters, pagina, today: today(), userId: user.id }));
      }
      const editais = await searchEditais(db, { q: filters.q, uf: filters.ufs[0], userId: user?.id ?? null });
      return user ? sendPrivate(c, { editais }) : sendPublic(c, { editais }, 'Cookie');
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const user = c.get('user');
      const detail = await getEditalDetail(db, { id, userId: user?.id ?? null });
      if (!detail) throw new AppError('NOT_FOUND', EDITAL_NOT_FOUND_MESSAGE);
      return user ? sendPrivate(c, detail) : sendPublic(c, detail, 'Cookie');
    })
    .openapi(agendaRoute, async (c) => {
      const { id } = c.req.valid('param');
      // The same file for everyone (no user status in it), so always a public answer.
      const found = await getEdital(db, id);
      if (!found) throw new AppError('NOT_FOUND', EDITAL_NOT_FOUND_MESSAGE);
      const ics = buildAgendaIcs(found, publicUrl ?? new URL(c.req.url).origin);
      return sendFile(c, ics, { type: AGENDA_CONTENT_TYPE, fileName: agendaFileName(id) });
    })
    .openapi(estadoRoute, async (c) => {
      const uf = c.req.valid('param').uf.toUpperCase();
      if (!isUf(uf)) throw new AppError('NOT_FOUND', ESTADO_NAO_ENCONTRADO);
      const answer = await cache.get(estadoKey(uf), (day) => getEstadoConcursos(db, { uf, today: day }));
      return sendCached(c, answer, PUBLIC_FEED_VARY);
    });
}
