import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BuscaResponse, EditaisResponse } from '@/shared/api/editais';
import { paramsFromFilters, SEARCH_PAGE_SIZE, type SearchFilters } from '@/shared/editais/search-filters';
import type { Uf } from '@/shared/ufs';
import { api } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY, withQuery } from './query-string';

export interface SearchEditaisParams {
  /** Text searched in the title, case- and accent-insensitive; blank means every notice. */
  q?: string | undefined;
  uf?: Uf | undefined;
}

/** GET /api/editais?q=&uf=: up to 50 notices, newest first. */
export function searchEditais({ q, uf, signal }: SearchEditaisParams & { signal?: AbortSignal }): Promise<EditaisResponse> {
  return api.get<EditaisResponse>(withQuery('/api/editais', { q, uf }), { signal });
}

export function searchEditaisQueryOptions({ q, uf }: SearchEditaisParams) {
  return queryOptions({
    queryKey: [EDITAIS_QUERY_KEY, 'busca', { q: q ?? '', uf: uf ?? null }] as const,
    queryFn: ({ signal }) => searchEditais({ q, uf, signal }),
  });
}

export function useSearchEditais(params: SearchEditaisParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...searchEditaisQueryOptions(params), enabled });
}

/**
 * The advanced search (Premium), page by page for 'Carregar mais': GET /api/editais with the
 * filters and ?pagina=; each answer carries the total and the summary of all matches.
 */
export function advancedSearchQueryOptions(filters: SearchFilters) {
  const query = paramsFromFilters(filters).toString();
  return infiniteQueryOptions({
    queryKey: [EDITAIS_QUERY_KEY, 'busca-avancada', query] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<BuscaResponse>(`/api/editais?${query}${query ? '&' : ''}pagina=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: BuscaResponse) => {
      const pagina = last.pagina ?? 1;
      return pagina * SEARCH_PAGE_SIZE < (last.total ?? 0) ? pagina + 1 : undefined;
    },
  });
}

export function useAdvancedSearch(filters: SearchFilters, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...advancedSearchQueryOptions(filters), enabled });
}
