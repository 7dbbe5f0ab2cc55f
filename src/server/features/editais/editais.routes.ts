import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { EDITAL_STATUSES, ESCOLARIDADES, TRACKING_STATUSES } from '../../../shared/domain';
import { todayInBrasilia } from '../../../shared/editais/dates';
import { editalParamsSchema, feedQuerySchema, searchQuerySchema } from '../../../shared/editais/schemas';
import { AppError } from '../../lib/app-error';
import type { AppDeps, AppEnv } from '../../lib/context';
import { createRouter, errorResponse } from '../../lib/router';
import { getEditalDetail, listFeed, listPublicFeed, readEditaisVersion, searchEditais } from './editais.service';
import { cachedReply, etagMatches, etagOf, PUBLIC_CACHE_CONTROL, PublicAnswerCache, type CachedAnswer } from './public-cache';

// --- OpenAPI documentation of the answers (the API types live in src/shared/api-types.ts).

const EditalSchema = z
  .object({
    id: z.number().int(),
    titulo: z.string(),
    uf: z.string().nullable(),
    municipio: z.string().nullable(),
    escolaridade: z.enum(ESCOLARIDADES).nullable(),
    vagas: z.number().int().nullable(),
    remuneracao_min: z.number().nullable(),
    remuneracao_max: z.number().nullable(),
    inscricoes_inicio: z.string().nullable().openapi({ format: 'date' }),
    inscricoes_fim: z.string().nullable().openapi({ format: 'date' }),
    prova_data: z.string().nullable().openapi({ format: 'date' }),
    retificado_em: z.string().nullable().openapi({ format: 'date-time' }),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
    status: z.enum(EDITAL_STATUSES),
    tags: z.array(z.string()),
    link_edital: z.string().nullable(),
    link_inscricao: z.string().nullable(),
    orgao: z.object({ nome: z.string(), sigla: z.string().nullable() }).nullable(),
    banca: z.object({ nome: z.string(), site: z.string().nullable() }).nullable(),
    userStatus: z
      .enum([...TRACKING_STATUSES, 'novo'])
      .optional()
      .openapi({ description: 'Status do usuário para o concurso; só para quem está logado.' }),
  })
  .openapi('Edital');

const EditaisSchema = z.object({ editais: z.array(EditalSchema) }).openapi('Editais');

const EditalDetalheSchema = z
  .object({
    edital: EditalSchema,
    cargos: z.array(z.record(z.string(), z.any())),
    similares: z.array(EditalSchema),
    userStatus: z.enum([...TRACKING_STATUSES, 'novo']).nullable(),
  })
  .openapi('EditalDetalhe');

const json = <T extends z.ZodType>(schema: T, description: string) =>
  ({ description, content: { 'application/json': { schema } } }) as const;

const notModified = { description: 'Não modificado: o ETag enviado em If-None-Match ainda vale' } as const;

const feedPublicoRoute = createRoute({
  method: 'get',
  path: '/api/feed-publico',
  tags: ['concursos'],
  summary: 'Carrosséis da página inicial',
  description:
    'Até 8 concursos com inscrições abertas (prazo mais próximo primeiro, encerrados excluídos) seguidos de até 8 previstos ou autorizados (mais recentes primeiro). Resposta pública com ETag.',
  request: { query: feedQuerySchema },
  responses: {
    200: json(EditaisSchema, 'Concursos abertos e previstos'),
    304: notModified,
    400: errorResponse('Estado (UF) inválido'),
  },
});

const feedRoute = createRoute({
  method: 'get',
  path: '/api/feed',
  tags: ['concursos'],
  summary: 'Feed de concursos',
  description:
    'Visitante: 10 abertos por prazo + 10 outros mais recentes (resposta pública com ETag). Logado: os 20 mais recentes com o status do usuário, sem os ocultos.',
  request: { query: feedQuerySchema },
  responses: {
    200: json(EditaisSchema, 'Concursos do feed'),
    304: notModified,
    400: errorResponse('Estado (UF) inválido'),
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/api/editais',
  tags: ['concursos'],
  summary: 'Busca de concursos',
  description:
    'Até 50 concursos, mais recentes primeiro. q procura no título sem diferenciar maiúsculas nem acentos (% e _ são literais).',
  request: { query: searchQuerySchema },
  responses: {
    200: json(EditaisSchema, 'Concursos encontrados'),
    304: notModified,
    400: errorResponse('Busca muito longa ou Estado (UF) inválido'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/editais/{id}',
  tags: ['concursos'],
  summary: 'Detalhe de um concurso',
  description: 'O concurso com órgão e banca, seus cargos (maior remuneração primeiro) e até 3 similares.',
  request: { params: editalParamsSchema },
  responses: {
    200: json(EditalDetalheSchema, 'O concurso'),
    304: notModified,
    400: errorResponse('Identificador de concurso inválido'),
    404: errorResponse('Concurso não encontrado'),
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

/** A visitor's uncached answer, still with an ETag so a repeat costs no transfer. */
function sendPublic(c: Ctx, value: unknown, vary: string): Response {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = etagOf(bytes);
  c.header('Cache-Control', PUBLIC);
  c.header('ETag', etag);
  c.header('Vary', vary);
  c.header('Content-Type', 'application/json');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
}

/** A signed-in caller's answer: never stored by any cache. */
function sendPrivate(c: Ctx, value: unknown): Response {
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

/** The cache of visitors' feed answers, keyed as the fast lane looks them up. */
export function createPublicCache(deps: Pick<AppDeps, 'database'>, options: Pick<EditaisRoutesOptions, 'now' | 'revalidateMs'> = {}) {
  return new PublicAnswerCache({
    readVersion: () => readEditaisVersion(deps.database.db),
    now: options.now,
    revalidateMs: options.revalidateMs,
  });
}

/** The cache keys of the visitors' feeds (GET /api/feed-publico, GET /api/feed without a session). */
export const publicFeedKey = (uf: string | undefined) => `feed-publico:${uf ?? ''}`;
export const visitorFeedKey = (uf: string | undefined) => `feed:${uf ?? ''}`;
export const PUBLIC_FEED_VARY = 'Accept-Encoding';
export const VISITOR_FEED_VARY = 'Accept-Encoding, Cookie';

export function editaisRoutes(deps: Pick<AppDeps, 'database'>, options: EditaisRoutesOptions = {}) {
  const { db } = deps.database;
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
      if (user) return sendPrivate(c, { editais: await listFeed(db, { uf, today: today(), userId: user.id }) });
      const answer = await cache.get(visitorFeedKey(uf), async (day) => ({
        editais: await listFeed(db, { uf, today: day, userId: null }),
      }));
      return sendCached(c, answer, VISITOR_FEED_VARY);
    })
    .openapi(searchRoute, async (c) => {
      const { q, uf } = c.req.valid('query');
      const user = c.get('user');
      const editais = await searchEditais(db, { q, uf, userId: user?.id ?? null });
      return user ? sendPrivate(c, { editais }) : sendPublic(c, { editais }, 'Cookie');
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const user = c.get('user');
      const detail = await getEditalDetail(db, { id, userId: user?.id ?? null });
      if (!detail) throw new AppError('NOT_FOUND', 'Concurso não encontrado');
      return user ? sendPrivate(c, detail) : sendPublic(c, detail, 'Cookie');
    });
}
