import { count, eq, max, sql, sum, type SQL } from 'drizzle-orm';
import type { BuscaResumo, Edital } from '#shared/api/editais';
import { SEARCH_PAGE_SIZE, type SearchFilters } from '#shared/editais/search-filters';
import { banca, edital, orgao } from '#server/db/schema';
import { editalListFields, toEdital, type Db } from '#server/lib/edital-select';
import { ORDER_BY, searchConditions } from '#server/lib/edital-search';

/**
 * The advanced search (issue 15, Premium): every filter as one WHERE (lib/edital-search.ts), a page
 * of 50 in the chosen order, and a summary of all the matches, in one statement:
 *
 * - `pagina`, a CTE, reads only the notice table: the page's ids, with the summary of every match
 *   computed by window functions over the same filtered rows (one scan, not a second count query);
 * - the outer query joins those 50 rows to their agency, board and the caller's status (joins for 50
 *   rows, not for every match: the planner, guessing, would hash the whole agency table).
 */

export interface AdvancedSearchResult {
  editais: Edital[];
  pagina: number;
  total: number;
  resumo: BuscaResumo;
}

type Options = { filters: SearchFilters; pagina?: number | undefined; today: string; userId: string | null };

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

async function summaryOf(db: Db, where: SQL | undefined): Promise<BuscaResumo> {
  const [row] = await db
    .select({ total: count(), vagas: sum(edital.vagas).mapWith(Number), maior: max(edital.remuneracaoMax) })
    .from(edital)
    .where(where);
  return { total: row?.total ?? 0, vagas: row?.vagas ?? 0, remuneracao_max: toNumber(row?.maior) };
}

/** The statement of one page: its notices in order, each row carrying the summary of all matches. */
export function advancedSearchQuery(db: Db, options: Options) {
  const where = searchConditions(db, options.filters, { today: options.today, userId: options.userId });
  const order = ORDER_BY[options.filters.ordem];
  const pagina = db.$with('pagina').as(
    db
      .select({
        id: edital.id,
        resumoTotal: sql<number>`count(*) over ()`.as('resumo_total'),
        resumoVagas: sql<number>`coalesce(sum(${edital.vagas}) over (), 0)`.as('resumo_vagas'),
        resumoMaior: sql<string | null>`max(${edital.remuneracaoMax}) over ()`.as('resumo_maior'),
      })
      .from(edital)
      .where(where)
      .orderBy(...order)
      .limit(SEARCH_PAGE_SIZE)
      .offset(((options.pagina ?? 1) - 1) * SEARCH_PAGE_SIZE),
  );
  const query = db
    .with(pagina)
    .select({
      ...editalListFields(options.userId),
      resumoTotal: pagina.resumoTotal,
      resumoVagas: pagina.resumoVagas,
      resumoMaior: pagina.resumoMaior,
    })
    .from(pagina)
    .innerJoin(edital, eq(edital.id, pagina.id))
    .leftJoin(orgao, eq(orgao.id, edital.orgaoId))
    .leftJoin(banca, eq(banca.id, edital.bancaId))
    .orderBy(...order);
  return { query, where };
}

/** One page of an advanced search, with the caller's status, and the summary of every match. */
export async function advancedSearch(db: Db, options: Options): Promise<AdvancedSearchResult> {
  const pagina = options.pagina ?? 1;
  const { query, where } = advancedSearchQuery(db, { ...options, pagina });
  const rows = await query;
  const first = rows[0];
  // A page past the last match has no row to carry the summary: ask for it alone.
  const resumo: BuscaResumo = first
    ? { total: Number(first.resumoTotal), vagas: Number(first.resumoVagas), remuneracao_max: toNumber(first.resumoMaior) }
    : await summaryOf(db, where);
  return { editais: rows.map((row) => toEdital(row, options.userId)), pagina, total: resumo.total, resumo };
}
