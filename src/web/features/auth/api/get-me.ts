import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/api/account';
import { api } from '@/web/lib/api-client';
import { ME_QUERY_KEY } from '@/web/lib/query-keys';

/** GET /api/me: the signed-in user with profile, subscription and roles (401 for a visitor). */
export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<MeResponse> {
  return api.get<MeResponse>('/api/me', { signal });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe });
}

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}
