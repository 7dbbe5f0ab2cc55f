import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { EditaisResponse } from '@/shared/api/editais';
import type { Uf } from '@/shared/ufs';
import { api } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY, withQuery } from './query-string';

/** GET /api/feed-publico?uf=: the landing page's carousels (open notices first, then forecast ones). */
export function getFeedPublico({ uf, signal }: { uf?: Uf | undefined; signal?: AbortSignal }): Promise<EditaisResponse> {
  return api.get<EditaisResponse>(withQuery('/api/feed-publico', { uf }), { signal });
}

export function getFeedPublicoQueryOptions(uf?: Uf) {
  return queryOptions({
    queryKey: [EDITAIS_QUERY_KEY, 'feed-publico', uf ?? null] as const,
    queryFn: ({ signal }) => getFeedPublico({ uf, signal }),
  });
}

/** The spec's wording for a failed landing feed: it is logged only, the carousels stay empty. */
export const FEED_PUBLICO_ERROR_LOG = 'Failed to fetch editais';

/**
 * The landing page's notices. A failure is not shown to the visitor (SPEC.md section 8): it is
 * logged once per failed request and the lists stay empty.
 */
export function useFeedPublico(uf?: Uf) {
  const query = useQuery(getFeedPublicoQueryOptions(uf));
  const logged = useRef<unknown>(null);
  const { error } = query;
  useEffect(() => {
    if (!error || logged.current === error) return;
    logged.current = error;
    console.error(FEED_PUBLICO_ERROR_LOG);
  }, [error]);
  return query;
}
