import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuscaSalvaCreated, BuscaSalvaInput, BuscasSalvasResponse } from '@/shared/api/buscas';
import { api } from '@/web/lib/api-client';

/** The saved searches of the signed-in Premium account (GET/POST/DELETE /api/me/buscas). */
export const BUSCAS_QUERY_KEY = ['buscas-salvas'] as const;

export function buscasQueryOptions() {
  return queryOptions({
    queryKey: BUSCAS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<BuscasSalvasResponse>('/api/me/buscas', { signal }),
  });
}

export function useBuscasSalvas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...buscasQueryOptions(), enabled });
}

export function useSalvarBusca() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuscaSalvaInput) => api.post<BuscaSalvaCreated>('/api/me/buscas', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BUSCAS_QUERY_KEY }),
  });
}

export function useApagarBusca() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/me/buscas/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<BuscasSalvasResponse>(BUSCAS_QUERY_KEY, (data) =>
        data ? { ...data, buscas: data.buscas.filter((b) => b.id !== id) } : data,
      );
    },
  });
}
