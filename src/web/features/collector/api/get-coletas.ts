import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectorRunsResponse } from '@/shared/api/collector';
import { api } from '@/web/lib/api-client';

/** While a collection runs (started here, elsewhere or by the schedule), the panel asks this often. */
export const RUNNING_POLL_MS = 3_000;

/** GET /api/admin/coletas: the latest runs, the schedule and whether one is running (admins only). */
export function getColetas({ signal }: { signal?: AbortSignal } = {}): Promise<CollectorRunsResponse> {
  return api.get<CollectorRunsResponse>('/api/admin/coletas', { signal });
}

export function getColetasQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'coletas'] as const,
    queryFn: ({ signal }) => getColetas({ signal }),
    // The history changes with every run, from any tab or the schedule: ask again when shown anew.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });
}

export function useColetas() {
  return useQuery(getColetasQueryOptions());
}
