import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeusConcursosResponse } from '@/shared/api/tracking';
import { api } from '@/web/lib/api-client';
import { MEUS_CONCURSOS_QUERY_KEY } from '@/web/lib/query-keys';

/** GET /api/me/editais: the user's saved, seen and hidden notices, with counts and plan usage. */
export function getMeusConcursos({ signal }: { signal?: AbortSignal } = {}): Promise<MeusConcursosResponse> {
  return api.get<MeusConcursosResponse>('/api/me/editais', { signal });
}

export function getMeusConcursosQueryOptions() {
  return queryOptions({ queryKey: MEUS_CONCURSOS_QUERY_KEY, queryFn: getMeusConcursos });
}

export function useMeusConcursos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMeusConcursosQueryOptions(), enabled });
}
