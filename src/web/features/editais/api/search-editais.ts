import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditaisResponse } from '@/shared/api/editais';
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

export function useSearchEditais(params: SearchEditaisParams) {
  return useQuery(searchEditaisQueryOptions(params));
}
