import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditalDetalheResponse } from '@/shared/api/editais';
import { api } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY } from './query-string';

/** GET /api/editais/:id: the notice with its positions, up to 3 similar notices and the caller's status. */
export function getEdital({ id, signal }: { id: number; signal?: AbortSignal }): Promise<EditalDetalheResponse> {
  return api.get<EditalDetalheResponse>(`/api/editais/${id}`, { signal });
}

export function getEditalQueryOptions(id: number) {
  return queryOptions({
    queryKey: [EDITAIS_QUERY_KEY, 'detalhe', id] as const,
    queryFn: ({ signal }) => getEdital({ id, signal }),
  });
}

/** `id` null (a malformed address) makes no request. */
export function useEdital(id: number | null) {
  return useQuery({ ...getEditalQueryOptions(id ?? 0), enabled: id !== null });
}
