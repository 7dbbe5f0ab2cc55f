import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MunicipioRef } from '@/shared/api/municipios';
import { api } from '@/web/lib/api-client';

/** GET /api/municipios/{codigo}: the name and state of the municipality an address names by code. */
export function municipioQueryOptions(codigo: string) {
  return queryOptions({
    queryKey: ['municipio', codigo] as const,
    queryFn: ({ signal }) => api.get<MunicipioRef>(`/api/municipios/${encodeURIComponent(codigo)}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The municipality of ?municipio=, once known (null while loading, for none, or an unknown code). */
export function useMunicipio(codigo: string | undefined): MunicipioRef | null {
  const { data } = useQuery({ ...municipioQueryOptions(codigo ?? ''), enabled: codigo !== undefined });
  return codigo !== undefined && data ? data : null;
}
