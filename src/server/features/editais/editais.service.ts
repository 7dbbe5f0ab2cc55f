import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Edital, EditalCargo, EditalDetalheResponse, EditalFonte, EditalMudanca, EstadoConcursos } from '#shared/api/editais';
import { LIMITS, type EditalStatus, type UserStatus } from '#shared/domain';
import { safeExternalUrl } from '#shared/editais/links';
import { describeMudancas } from '#shared/editais/mudancas';
import { UF_NAMES, type Uf } from '#shared/ufs';
import { cargo, edital, editalCargo, editalFonte, editalPdf, editalVersao, userEditalStatus } from '#server/db/schema';
import { isoTimestamp, notHiddenBy, num, selectEditais, toEdital, type Db } from '#server/lib/edital-select';
import { escapeLike } from '#server/lib/like-pattern';

/**
 * Reading notices: the landing carousels, the feed, the search and the detail page (DESIGN.md
 * section 5). Verb functions on a database, no HTTP; `userId` null means a visitor.
 */

/**
 * Newest first. NULLS LAST spells out the order of edital_created_at_idx (and of
 * edital_uf_created_at_idx): plain DESC means NULLS FIRST, which the planner cannot serve from
 * those indexes, so every "newest 50" would sort all the matches instead of walking the index.
 */
const newestFirst = [sql`${edital.createdAt} desc nulls last`, sql`${edital.id} desc nulls last`];

function byUf(uf: Uf | undefined): SQL | undefined {
  return uf ? eq(edital.uf, uf) : undefined;
}

/** Status inscricoes_abertas and a deadline not before `today` (Brasília), or none given. */
function openOn(today: string): SQL | undefined {
  return and(eq(edital.status, 'inscricoes_abertas'), or(gte(edital.inscricoesFim, today), isNull(edital.inscricoesFim)));
}

/**
 * Open for registration on `today` (Brasília): status inscricoes_abertas and a deadline not yet
 * passed (or none given). Soonest deadline first: the most urgent lead.
 */
function openByUrgency(db: Db, options: { uf: Uf | undefined; today: string; limit: number; userId: string | null }) {
  return selectEditais(db, options.userId)
    .where(and(openOn(options.today), byUf(options.uf), notHiddenBy(db, options.userId)))
    .orderBy(sql`${edital.inscricoesFim} asc nulls last`, ...newestFirst)
    .limit(options.limit);
}

const PREVISTO: EditalStatus[] = ['publicado', 'autorizado'];

/** Forecast ('publicado') or authorised notices. */
const isPrevisto = () => inArray(edital.status, PREVISTO);

/**
 * The landing page's carousels (GET /api/feed-publico): up to 8 open notices by urgency, then up to
 * 8 forecast or authorised ones, newest first. Same answer for everyone, so it is cached.
 */
export async function listPublicFeed(db: Db, options: { uf?: Uf | undefined; today: string }): Promise<Edital[]> {
  const [abertos, previstos] = await Promise.all([
    openByUrgency(db, { uf: options.uf, today: options.today, limit: LIMITS.landingCarousel, userId: null }),
    selectEditais(db, null)
      .where(and(isPrevisto(), byUf(options.uf)))
      .orderBy(...newestFirst)
      .limit(LIMITS.landingCarousel),
  ]);
  return [...abertos, ...previstos].map((row) => toEdital(row, null));
}

/**
 * The feed (GET /api/feed). A visitor gets 10 open notices by urgency plus the 10 newest that are
 * not open (SPEC.md section 7); a signed-in caller the 20 newest with their status, hidden ones
 * left out.
 */
export async function listFeed(
  db: Db,
  options: { uf?: Uf | undefined; today: string; userId: string | null },
): Promise<Edital[]> {
  const { userId } = options;
  if (userId !== null) {
    const rows = await selectEditais(db, userId)
      .where(and(byUf(options.uf), notHiddenBy(db, userId)))
      .orderBy(...newestFirst)
      .limit(LIMITS.signedInFeed);
    return rows.map((row) => toEdital(row, userId));
  }
  const [abertos, outros] = await Promise.all([
    openByUrgency(db, { uf: options.uf, today: options.today, limit: LIMITS.anonymousFeedOpen, userId: null }),
    selectEditais(db, null)
      .where(and(ne(edital.status, 'inscricoes_abertas'), byUf(options.uf)))
      .orderBy(...newestFirst)
      .limit(LIMITS.anonymousFeedOthers),
  ]);
  return [...abertos, ...outros].map((row) => toEdital(row, null));
}

/**
 * The user's statuses, as a statement prepared once per database (its plan and its query text are
 * not rebuilt on every signed-in feed).
 */
const trackedStatusesByDb = new WeakMap<Db, ReturnType<typeof prepareTrackedStatuses>>();
function prepareTrackedStatuses(db: Db) {
  return db
    .select({ editalId: userEditalStatus.editalId, status: userEditalStatus.status })
    .from(userEditalStatus)
    .where(eq(userEditalStatus.userId, sql.placeholder('userId')))
    .prepare('mci_feed_statuses');
}
function trackedStatuses(db: Db) {
  let prepared = trackedStatusesByDb.get(db);
  if (!prepared) trackedStatusesByDb.set(db, (prepared = prepareTrackedStatuses(db)));
  return prepared;
}

/** How many of the newest notices a signed-in feed is cut from (the user's hidden ones left out). */
export const PERSONAL_FEED_BASE = 200;

/**
 * The newest notices (of a state), as everyone sees them: the common part of every signed-in feed,
 * with each one already serialised (its JSON without the closing brace, so a status can be appended).
 */
export interface NewestNotices {
  items: Edital[];
  json: string[];
}

export async function listNewest(db: Db, options: { uf?: Uf | undefined; limit: number }): Promise<NewestNotices> {
  const rows = await selectEditais(db, null).where(byUf(options.uf)).orderBy(...newestFirst).limit(options.limit);
  const items = rows.map((row) => toEdital(row, null));
  return { items, json: items.map((item) => JSON.stringify(item).slice(0, -1)) };
}

/**
 * A signed-in feed as the JSON it is sent as (`{"editais": [...]}`), from the shared newest notices
 * (`newest`, PERSONAL_FEED_BASE of them, cached by the caller) and one query of the user's own
 * statuses: the 20 newest not hidden, each with the user's status (the same bytes as serialising
 * listFeed's answer). When the user hid so many that the base runs out, the feed is read in full.
 */
export async function personalFeedJson(
  db: Db,
  options: { uf?: Uf | undefined; today: string; userId: string; newest: NewestNotices },
): Promise<string> {
  const tracked = await trackedStatuses(db).execute({ userId: options.userId });
  const statuses = new Map(tracked.map((t) => [t.editalId, t.status]));
  const parts: string[] = [];
  const { items, json } = options.newest;
  for (let i = 0; i < items.length && parts.length < LIMITS.signedInFeed; i++) {
    const status = statuses.get(items[i]!.id) ?? 'novo';
    if (status !== 'oculto') parts.push(`${json[i]!},"userStatus":${JSON.stringify(status)}}`);
  }
  if (parts.length < LIMITS.signedInFeed && items.length >= PERSONAL_FEED_BASE) {
    return JSON.stringify({ editais: await listFeed(db, { uf: options.uf, today: options.today, userId: options.userId }) });
  }
  return `{"editais":[${parts.join(',')}]}`;
}

async function countEditais(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(edital).where(where);
  return row?.n ?? 0;
}

/**
 * A state's page (GET /api/estados/:uf): its open notices by urgency (the feeds' rule: ended ones
 * left out), then its forecast and authorised ones, newest first, each list capped at
 * LIMITS.estadoList, with the real totals. Same answer for everyone, so it is cached.
 */
export async function getEstadoConcursos(db: Db, options: { uf: Uf; today: string }): Promise<EstadoConcursos> {
  const { uf, today } = options;
  const [abertos, previstos, totalAbertos, totalPrevistos] = await Promise.all([
    openByUrgency(db, { uf, today, limit: LIMITS.estadoList, userId: null }),
    selectEditais(db, null)
      .where(and(isPrevisto(), byUf(uf)))
      .orderBy(...newestFirst)
      .limit(LIMITS.estadoList),
    countEditais(db, and(openOn(today), byUf(uf))),
    countEditais(db, and(isPrevisto(), byUf(uf))),
  ]);
  return {
    uf,
    nome: UF_NAMES[uf],
    abertos: abertos.map((row) => toEdital(row, null)),
    previstos: previstos.map((row) => toEdital(row, null)),
    totais: { abertos: totalAbertos, previstos: totalPrevistos },
  };
}

/**
 * Case- and accent-insensitive "title contains": the expression of edital_titulo_trgm_idx (a GIN
 * trigram index over f_unaccent(lower(titulo))), so the index serves it.
 */
function tituloContains(q: string): SQL {
  return sql`f_unaccent(lower(${edital.titulo})) like '%' || f_unaccent(lower(${escapeLike(q)})) || '%'`;
}

export interface SearchOptions {
  q?: string | undefined;
  uf?: Uf | undefined;
  userId: string | null;
}

/**
 * How many of the newest notices a text search reads before turning to the trigram index. Left to
 * itself the planner guesses "contains" selectivity from a 100-entry histogram: it may take a town's
 * name for a common word and walk the whole table newest-first, running f_unaccent (~5 µs) on every
 * row, hundreds of milliseconds at 100,000 notices. Two bounded phases instead: common text is
 * answered within this window; rarer text (fewer than 50 hits in the window) goes to the index,
 * whose recheck then touches few rows. scripts/bench.ts measures both.
 */
export const SEARCH_WINDOW = 1500;

/** The ids of the matches among the SEARCH_WINDOW newest notices (of the UF), newest first. */
function recentMatchIds(db: Db, q: string, uf: Uf | undefined) {
  const recent = db
    .select({ id: edital.id, titulo: edital.titulo, createdAt: edital.createdAt })
    .from(edital)
    .where(byUf(uf))
    .orderBy(...newestFirst)
    .limit(SEARCH_WINDOW)
    .as('recent');
  return (
    db
      .select({ id: recent.id })
      .from(recent)
      // The same test as tituloContains, calling unaccent() directly: f_unaccent is a SQL wrapper
      // PostgreSQL cannot inline (unaccent is only STABLE), and the call overhead doubles the cost.
      .where(
        sql`public.unaccent('public.unaccent'::regdictionary, lower(${recent.titulo})) like '%' || f_unaccent(lower(${escapeLike(q)})) || '%'`,
      )
      .orderBy(sql`${recent.createdAt} desc nulls last`, sql`${recent.id} desc nulls last`)
      .limit(LIMITS.search)
  );
}

/**
 * Phase 1 of a text search: the matches among the SEARCH_WINDOW newest notices. When it finds
 * LIMITS.search of them they are exactly the answer: every notice outside the window is older than
 * every notice inside it.
 */
export function searchRecentQuery(db: Db, options: SearchOptions & { q: string }) {
  return selectEditais(db, options.userId)
    .where(inArray(edital.id, recentMatchIds(db, options.q, options.uf)))
    .orderBy(...newestFirst);
}

/**
 * Phase 2, for text rarer than that: every match through edital_titulo_trgm_idx, then the newest.
 * MATERIALIZED keeps the planner from turning it back into a newest-first walk of the table.
 */
export function searchAllQuery(db: Db, options: SearchOptions & { q: string }) {
  const ids = sql`(with matches as materialized (
      select ${edital.id} as id, ${edital.createdAt} as created_at from ${edital}
      where ${and(tituloContains(options.q), byUf(options.uf))}
    ) select id from matches order by created_at desc nulls last, id desc nulls last limit ${LIMITS.search})`;
  return selectEditais(db, options.userId).where(inArray(edital.id, ids)).orderBy(...newestFirst);
}

/** The search (GET /api/editais): up to 50 notices, newest first, with the caller's status. */
export async function searchEditais(db: Db, options: SearchOptions): Promise<Edital[]> {
  const { q, uf, userId } = options;
  let rows;
  if (!q) {
    rows = await selectEditais(db, userId).where(byUf(uf)).orderBy(...newestFirst).limit(LIMITS.search);
  } else {
    rows = await searchRecentQuery(db, { q, uf, userId });
    if (rows.length < LIMITS.search) rows = await searchAllQuery(db, { q, uf, userId });
  }
  return rows.map((row) => toEdital(row, userId));
}

/** The positions of a notice, best paid first. */
export async function listEditalCargos(db: Db, editalId: number): Promise<EditalCargo[]> {
  const { nome, escolaridade, jornada } = cargo;
  const { vagas, remuneracaoBase, formatoProva, taxaInscricao } = editalCargo;
  const rows = await db
    .select({ cargoId: cargo.id, nome, escolaridade, jornada, vagas, remuneracaoBase, formatoProva, taxaInscricao })
    .from(editalCargo)
    .innerJoin(cargo, eq(cargo.id, editalCargo.cargoId))
    .where(eq(editalCargo.editalId, editalId))
    .orderBy(sql`${editalCargo.remuneracaoBase} desc nulls last`, asc(cargo.nome), asc(cargo.id));
  return rows.map((r) => ({
    cargo_id: r.cargoId,
    nome: r.nome,
    escolaridade: r.escolaridade,
    jornada: r.jornada,
    vagas: r.vagas,
    remuneracao_base: num(r.remuneracaoBase),
    formato_prova: r.formatoProva,
    taxa_inscricao: num(r.taxaInscricao),
  }));
}

/** Up to 3 other notices of the same state or education level, newest first, none the caller hid. */
export async function listSimilarEditais(
  db: Db,
  of: Pick<Edital, 'id' | 'uf' | 'escolaridade'>,
  userId: string | null,
): Promise<Edital[]> {
  const alike = [
    of.uf === null ? undefined : eq(edital.uf, of.uf),
    of.escolaridade === null ? undefined : eq(edital.escolaridade, of.escolaridade),
  ].filter((c): c is SQL => c !== undefined);
  if (alike.length === 0) return [];
  const rows = await selectEditais(db, userId)
    .where(and(ne(edital.id, of.id), or(...alike), notHiddenBy(db, userId)))
    .orderBy(...newestFirst)
    .limit(LIMITS.similar);
  return rows.map((row) => toEdital(row, userId));
}

/** How many versions 'O que mudou' lists, newest first. */
export const MUDANCAS_LISTED = 30;

/** 'O que mudou': the versions of the notice's facts that changed something, newest first, in words. */
export async function listEditalMudancas(db: Db, editalId: number): Promise<EditalMudanca[]> {
  const rows = await db
    .select({ em: isoTimestamp(editalVersao.criadoEm), fonte: editalVersao.fonte, mudancas: editalVersao.mudancas, retificacao: editalVersao.retificacao })
    .from(editalVersao)
    .where(and(eq(editalVersao.editalId, editalId), sql`jsonb_array_length(${editalVersao.mudancas}) > 0`))
    .orderBy(desc(editalVersao.criadoEm), desc(editalVersao.id))
    .limit(MUDANCAS_LISTED);
  return rows.map((r) => ({ em: r.em, fonte: r.fonte, textos: describeMudancas(r.mudancas), retificacao: r.retificacao }));
}

/**
 * 'Fonte: …': every source that lists the notice, the first one first, then the official PDF the
 * collector read (the newest readable one, as 'edital-pdf'), each link once and only http(s) ones.
 * A notice without source rows (typed in by hand, or older) shows its own address.
 */
export async function listEditalFontes(db: Db, editalId: number): Promise<EditalFonte[]> {
  let rows = await db
    .select({ fonte: editalFonte.fonte, url: editalFonte.url, visto_em: isoTimestamp(editalFonte.vistoEm) })
    .from(editalFonte)
    .where(eq(editalFonte.editalId, editalId))
    .orderBy(asc(editalFonte.criadoEm), asc(editalFonte.id));
  if (rows.length === 0) {
    rows = await db
      .select({ fonte: edital.fonte, url: edital.fonteUrl, visto_em: isoTimestamp(edital.updatedAt) })
      .from(edital)
      .where(eq(edital.id, editalId));
  }
  const pdf = await db
    .select({ fonte: sql<string>`'edital-pdf'`, url: editalPdf.url, visto_em: isoTimestamp(editalPdf.baixadoEm) })
    .from(editalPdf)
    .where(and(eq(editalPdf.editalId, editalId), ne(editalPdf.situacao, 'erro')))
    .orderBy(desc(editalPdf.baixadoEm), desc(editalPdf.id))
    .limit(1);
  rows = [...rows, ...pdf];
  const seen = new Set<string>();
  const out: EditalFonte[] = [];
  for (const row of rows) {
    const url = safeExternalUrl(row.url);
    if (url === null || seen.has(url)) continue;
    seen.add(url);
    out.push({ fonte: row.fonte, url, visto_em: row.visto_em });
  }
  return out;
}

/** One notice as the API gives it to a visitor (the calendar file needs no more), or null. */
export async function getEdital(db: Db, id: number): Promise<Edital | null> {
  const [row] = await selectEditais(db, null).where(eq(edital.id, id)).limit(1);
  return row ? toEdital(row, null) : null;
}

/** The detail page (GET /api/editais/:id), or null when there is no such notice. */
export async function getEditalDetail(
  db: Db,
  options: { id: number; userId: string | null },
): Promise<EditalDetalheResponse | null> {
  const { id, userId } = options;
  const [row] = await selectEditais(db, userId).where(eq(edital.id, id)).limit(1);
  if (!row) return null;
  const found = toEdital(row, userId);
  const [cargos, similares, mudancas, fontes] = await Promise.all([
    listEditalCargos(db, id),
    listSimilarEditais(db, found, userId),
    listEditalMudancas(db, id),
    listEditalFontes(db, id),
  ]);
  const userStatus: UserStatus | null = userId === null ? null : (row.userStatus ?? 'novo');
  return { edital: found, cargos, similares, userStatus, mudancas, fontes };
}

/**
 * A stamp that changes whenever notices are inserted, deleted or updated (writers set updated_at):
 * the public cache compares it to see writes made by other app instances.
 */
export async function readEditaisVersion(db: Db): Promise<string> {
  const result = await db.execute<{ n: string | number; m: string | number | null; u: string | null }>(
    sql`select count(*) as n, max(${edital.id}) as m, max(${edital.updatedAt})::text as u from ${edital}`,
  );
  const row = result.rows[0];
  return row ? `${row.n}:${row.m ?? 0}:${row.u ?? ''}` : '';
}
