import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BuscaSalva, BuscasSalvasResponse } from '#shared/api/buscas';
import type { Edital } from '#shared/api/editais';
import { BUSCA_TEXTS, BUSCAS_LIMITE, buscaRssPath, filtersFromFiltros, filtrosFromParams } from '#shared/buscas';
import { describeFilters, paramsFromFilters, type SearchFilters } from '#shared/editais/search-filters';
import type { Database } from '#server/db/client';
import { buscaSalva, subscription, user } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { ORDER_BY, searchConditions } from '#server/lib/edital-search';
import { isoTimestamp, selectEditais, toEdital, type Db } from '#server/lib/edital-select';
import { planOf } from '#server/lib/plan';
import { RSS_ITEM_LIMIT } from '#server/lib/rss';
import { findMunicipioByCode } from '#server/reference/municipios';

/**
 * Saved searches (issue 15, Premium): at most BUSCAS_LIMITE per account, each with the secret token
 * of its private RSS feed. The filters are stored in their canonical form (paramsFromFilters), so
 * equal searches are stored alike and the list answers them as they were saved.
 */

/** 256 bits from the system's CSPRNG: the feed's URL is its only credential. */
const TOKEN_BYTES = 32;
/** 32 bytes in unpadded base64url are 43 characters; anything else is answered 404 without a query. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRssToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** 403 PREMIUM_REQUIRED unless the account is Premium now (as the database has it). */
export async function requirePremium(db: Pick<Database, 'select'>, userId: string): Promise<void> {
  if ((await planOf(db, userId)) !== 'premium') throw new AppError('PREMIUM_REQUIRED', BUSCA_TEXTS.premium);
}

const buscaColumns = {
  id: buscaSalva.id,
  nome: buscaSalva.nome,
  filtros: buscaSalva.filtros,
  rssToken: buscaSalva.rssToken,
  createdAt: isoTimestamp(buscaSalva.createdAt),
};
type BuscaRow = { id: number; nome: string; filtros: Record<string, unknown>; rssToken: string; createdAt: string };

function descricaoOf(filters: SearchFilters): string {
  const municipio = filters.municipio ? findMunicipioByCode(filters.municipio) : null;
  return describeFilters(filters, municipio ? `${municipio.nome} – ${municipio.uf}` : undefined);
}

function toBuscaSalva(row: BuscaRow, publicUrl: string): BuscaSalva {
  const filters = filtersFromFiltros(row.filtros);
  const params = paramsFromFilters(filters);
  return {
    id: row.id,
    nome: row.nome,
    filtros: filtrosFromParams(params),
    query: params.toString(),
    descricao: descricaoOf(filters),
    rss_url: `${publicUrl}${buscaRssPath(row.rssToken)}`,
    created_at: row.createdAt,
  };
}

/**
 * Saves a search for a Premium account. The account's row is locked first, so concurrent saves of
 * one account queue and the count below is exact: the 11th is refused (409) however they arrive.
 */
export async function saveBusca(
  db: Database,
  input: { userId: string; nome: string; filters: SearchFilters; publicUrl: string; today: string },
): Promise<BuscaSalva> {
  // What the search itself would refuse (a municipality not in the IBGE list) is refused now, not in its feed.
  searchConditions(db, input.filters, { today: input.today, userId: null });
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${input.userId} for update`);
    await requirePremium(tx, input.userId);
    const [{ saved } = { saved: 0 }] = await tx.select({ saved: count() }).from(buscaSalva).where(eq(buscaSalva.userId, input.userId));
    if (saved >= BUSCAS_LIMITE) throw new AppError('CONFLICT', BUSCA_TEXTS.limite);
    const [inserted] = await tx
      .insert(buscaSalva)
      .values({
        userId: input.userId,
        nome: input.nome,
        filtros: filtrosFromParams(paramsFromFilters(input.filters)),
        rssToken: newRssToken(),
      })
      .returning(buscaColumns);
    return inserted!;
  });
  return toBuscaSalva(row, input.publicUrl);
}

/** The account's saved searches, newest first. */
export async function listBuscas(db: Database, input: { userId: string; publicUrl: string }): Promise<BuscasSalvasResponse> {
  const rows = await db
    .select(buscaColumns)
    .from(buscaSalva)
    .where(eq(buscaSalva.userId, input.userId))
    .orderBy(desc(buscaSalva.createdAt), desc(buscaSalva.id));
  return { buscas: rows.map((row) => toBuscaSalva(row, input.publicUrl)), limite: BUSCAS_LIMITE };
}

/** Deletes one of the account's saved searches (its feed stops at once); another's or unknown: 404. */
export async function deleteBusca(db: Database, input: { userId: string; id: number }): Promise<void> {
  const deleted = await db
    .delete(buscaSalva)
    .where(and(eq(buscaSalva.id, input.id), eq(buscaSalva.userId, input.userId)))
    .returning({ id: buscaSalva.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', BUSCA_TEXTS.naoEncontrada);
}

export interface BuscaFeed {
  busca: BuscaSalva;
  editais: Edital[];
}

/**
 * The private feed of the saved search whose token this is: the RSS_ITEM_LIMIT newest notices that
 * match it. Null for a token no saved search has, and for one whose owner is no longer Premium
 * (the same answer, so the address tells nothing).
 */
export async function findBuscaFeed(db: Db, input: { token: string; publicUrl: string; today: string }): Promise<BuscaFeed | null> {
  if (!TOKEN_PATTERN.test(input.token)) return null;
  const [row] = await db
    .select(buscaColumns)
    .from(buscaSalva)
    .innerJoin(
      subscription,
      and(eq(subscription.userId, buscaSalva.userId), eq(subscription.status, 'active'), eq(subscription.plan, 'premium')),
    )
    .where(eq(buscaSalva.rssToken, input.token))
    .limit(1);
  if (!row) return null;
  const filters = filtersFromFiltros(row.filtros);
  let where;
  try {
    where = searchConditions(db, filters, { today: input.today, userId: null });
  } catch (error) {
    // A filter the search now refuses (a municipality dropped from the list): an empty feed, not an error page.
    if (error instanceof AppError) return { busca: toBuscaSalva(row, input.publicUrl), editais: [] };
    throw error;
  }
  const rows = await selectEditais(db, null)
    .where(where)
    .orderBy(...ORDER_BY.recentes)
    .limit(RSS_ITEM_LIMIT);
  return { busca: toBuscaSalva(row, input.publicUrl), editais: rows.map((r) => toEdital(r, null)) };
}
