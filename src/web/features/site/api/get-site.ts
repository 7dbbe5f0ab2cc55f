import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteResponse } from '@/shared/api/site';
import { api } from '@/web/lib/api-client';

export const SITE_QUERY_KEY = ['site'] as const;

/** GET /api/site: public facts about this installation, such as the contact address. */
export function getSite({ signal }: { signal?: AbortSignal } = {}): Promise<SiteResponse> {
  return api.get<SiteResponse>('/api/site', { signal });
}

/** The configuration changes only with a restart: one request per visit is enough. */
export function getSiteQueryOptions() {
  return queryOptions({ queryKey: SITE_QUERY_KEY, queryFn: ({ signal }) => getSite({ signal }), staleTime: Infinity });
}

export function useSite() {
  return useQuery(getSiteQueryOptions());
}
