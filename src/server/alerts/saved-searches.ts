import { and, desc, eq, inArray } from 'drizzle-orm';
import { filtersFromFiltros } from '#shared/buscas';
import type { SearchFilters } from '#shared/editais/search-filters';
import type { Tx } from '../db/client';
import { alertSent, buscaSalva, edital } from '../db/schema';
import { AppError } from '../lib/app-error';
import { searchConditions } from '../lib/edital-search';
import type { Logger } from '../lib/logger';
import { compareForAlert, type AlertCandidate } from './match';

/**
 * Premium alerts by saved search (issue 15): when a Premium account has saved searches, its
 * immediate alert carries the fresh notices that match at least one of them, evaluated in SQL with
 * the search's own WHERE (lib/edital-search.ts), grouped by search. Without saved searches the
 * account's preferences decide, as before (match.ts).
 */

export interface SavedSearch {
  id: number;
  nome: string;
  filters: SearchFilters;
}

/** The notices of one saved search in an alert, in the alert's order. */
export interface SavedSearchGroup {
  nome: string;
  notices: AlertCandidate[];
}

/** The account's saved searches, in the order of its list (newest first): a notice goes under the first it matches. */
export async function loadSavedSearches(tx: Tx, userId: string): Promise<SavedSearch[]> {
  const rows = await tx
    .select({ id: buscaSalva.id, nome: buscaSalva.nome, filtros: buscaSalva.filtros })
    .from(buscaSalva)
    .where(eq(buscaSalva.userId, userId))
    .orderBy(desc(buscaSalva.createdAt), desc(buscaSalva.id));
  return rows.map((row) => ({ id: row.id, nome: row.nome, filters: filtersFromFiltros(row.filtros) }));
}

/** The ids among `ids` that match `search` and that the user has not hidden (searchConditions leaves those out). */
async function matchingIds(tx: Tx, search: SavedSearch, ids: number[], options: { userId: string; today: string }): Promise<Set<number>> {
  const where = searchConditions(tx, search.filters, options);
  const rows = await tx
    .select({ id: edital.id })
    .from(edital)
    .where(and(inArray(edital.id, ids), where));
  return new Set(rows.map((r) => r.id));
}

/**
 * The fresh notices (`fresh`: new since the user's last alert) that match the user's saved searches,
 * hidden and already-sent ones left out, grouped by the first search each matches. Empty groups are
 * left out. `today` is the run's date in Brasília (for prazo and situacao).
 */
export async function selectBySavedSearches(
  tx: Tx,
  input: { userId: string; searches: SavedSearch[]; fresh: AlertCandidate[]; today: string; log: Logger },
): Promise<SavedSearchGroup[]> {
  const { userId, today } = input;
  if (input.fresh.length === 0) return [];
  const sentRows = await tx
    .select({ id: alertSent.editalId })
    .from(alertSent)
    .where(and(eq(alertSent.userId, userId), inArray(alertSent.editalId, input.fresh.map((c) => c.id))));
  const sent = new Set(sentRows.map((r) => r.id));
  let remaining = input.fresh.filter((c) => !sent.has(c.id));
  const groups: SavedSearchGroup[] = [];
  for (const search of input.searches) {
    if (remaining.length === 0) break;
    let matched: Set<number>;
    try {
      matched = await matchingIds(tx, search, remaining.map((c) => c.id), { userId, today });
    } catch (error) {
      // A filter the search now refuses (a municipality no longer in the list): that search alerts nothing.
      if (!(error instanceof AppError)) throw error;
      input.log.warn({ userId, buscaId: search.id, err: error }, 'saved search skipped in alerts');
      continue;
    }
    const notices = remaining.filter((c) => matched.has(c.id));
    if (notices.length === 0) continue;
    groups.push({ nome: search.nome, notices: notices.sort(compareForAlert) });
    remaining = remaining.filter((c) => !matched.has(c.id));
  }
  return groups;
}
