import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EstadoConcursos } from '@/shared/api/editais';
import type { Uf } from '@/shared/ufs';
import { api } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY } from './query-string';

/** GET /api/estados/:uf: the state's open notices by deadline, its forecast ones and their totals. */
export function getEstado({ uf, signal }: { uf: Uf; signal?: AbortSignal }): Promise<EstadoConcursos> {
  return api.get<EstadoConcursos>(`/api/estados/${uf.toLowerCase()}`, { signal });
}

export function getEstadoQueryOptions(uf: Uf) {
  return queryOptions({
    queryKey: [EDITAIS_QUERY_KEY, 'estado', uf] as const,
    queryFn: ({ signal }) => getEstado({ uf, signal }),
  });
}

/** `uf` null (an address that names no state) makes no request. */
export function useEstado(uf: Uf | null) {
  return useQuery({ ...getEstadoQueryOptions(uf ?? 'SP'), enabled: uf !== null });
}
