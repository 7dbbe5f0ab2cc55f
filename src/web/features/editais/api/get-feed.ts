import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditaisResponse } from '@/shared/api/editais';
import type { Uf } from '@/shared/ufs';
import { api } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY, withQuery } from './query-string';

/**
 * GET /api/feed?uf=: a visitor gets 10 open notices by deadline plus 10 others; a signed-in user
 * the 20 newest with their own status, hidden ones left out.
 */
export function getFeed({ uf, signal }: { uf?: Uf | undefined; signal?: AbortSignal }): Promise<EditaisResponse> {
  return api.get<EditaisResponse>(withQuery('/api/feed', { uf }), { signal });
}

export function getFeedQueryOptions(uf?: Uf) {
  return queryOptions({
    queryKey: [EDITAIS_QUERY_KEY, 'feed', uf ?? null] as const,
    queryFn: ({ signal }) => getFeed({ uf, signal }),
  });
}

export function useFeed(uf?: Uf) {
  return useQuery(getFeedQueryOptions(uf));
}
