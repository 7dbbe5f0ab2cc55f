import { count, inArray, max, sql, sum, type SQL } from 'drizzle-orm';
import type { BuscaResumo, Edital } from '#shared/api/editais';
import { SEARCH_PAGE_SIZE, type SearchFilters } from '#shared/editais/search-filters';
import { edital } from '#server/db/schema';
import { selectEditais, toEdital, type Db } from '#server/lib/edital-select';
import { ORDER_BY, searchConditions } from '#server/lib/edital-search';

/**
 * The advanced search (issue 15, Premium): every filter as one WHERE (lib/edital-search.ts), a page
 * of 50 in the chosen order, and a summary of all the matches.
 *
 * Two statements. The first reads only the notice table: the page's ids, with the summary of every
 * match computed by window functions over the same filtered rows (one scan, not a second count
 * query). The second reads the 50 notices with their agency, board and the caller's status: joins
 * for 50 rows, not for every match (the planner, guessing, would hash the whole agency table).
 */

export interface AdvancedSearchResult {
  editais: Edital[];
  pagina: number;
  total: number;
  resumo: BuscaResumo;
}

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

async function summaryOf(db: Db, where: SQL | undefined): Promise<BuscaResumo> {
  const [row] = await db
    .select({ total: count(), vagas: sum(edital.vagas).mapWith(Number), maior: max(edital.remuneracaoMax) })
    .from(edital)
    .where(where);
  return { total: row?.total ?? 0, vagas: row?.vagas ?? 0, remuneracao_max: toNumber(row?.maior) };
}

/** The first statement: a page's ids in order, each row carrying the summary of all matches. */
export function advancedSearchPageQuery(
  db: Db,
  options: { filters: SearchFilters; pagina?: number | undefined; today: string; userId: string | null },
) {
  const where = searchConditions(db, options.filters, { today: options.today, userId: options.userId });
  const query = db
    .select({
      id: edital.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      vagas: sql<number>`coalesce(sum(${edital.vagas}) over (), 0)`.mapWith(Number),
      maior: sql<string | null>`max(${edital.remuneracaoMax}) over ()`,
    })
    .from(edital)
    .where(where)
    .orderBy(...ORDER_BY[options.filters.ordem])
    .limit(SEARCH_PAGE_SIZE)
    .offset(((options.pagina ?? 1) - 1) * SEARCH_PAGE_SIZE);
  return { query, where };
}

/** One page of an advanced search, with the caller's status, and the summary of every match. */
export async function advancedSearch(
  db: Db,
  options: { filters: SearchFilters; pagina?: number | undefined; today: string; userId: string | null },
): Promise<AdvancedSearchResult> {
  const { filters, userId } = options;
  const pagina = options.pagina ?? 1;
  const order = ORDER_BY[filters.ordem];
  const { query, where } = advancedSearchPageQuery(db, { ...options, pagina });
  const page = await query;
  const first = page[0];
  // A page past the last match has no row to carry the summary: ask for it alone.
  const resumo: BuscaResumo = first
    ? { total: first.total, vagas: first.vagas, remuneracao_max: toNumber(first.maior) }
    : await summaryOf(db, where);
  const ids = page.map((row) => row.id);
  const rows = ids.length === 0 ? [] : await selectEditais(db, userId).where(inArray(edital.id, ids)).orderBy(...order);
  return { editais: rows.map((row) => toEdital(row, userId)), pagina, total: resumo.total, resumo };
}
