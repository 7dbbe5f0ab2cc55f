import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/web/lib/toast';
import type { CollectorResult } from '@/shared/api/collector';
import { api } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY } from '@/web/lib/query-keys';
import { collectedText } from '../lib/labels';
import { getColetasQueryOptions } from './get-coletas';

/**
 * POST /api/admin/coleta: runs a collection and answers when it is over (admins only). While one
 * runs, the server answers 409 'Coleta já em andamento'.
 */
export function runColeta(): Promise<CollectorResult> {
  return api.post<CollectorResult>('/api/admin/coleta');
}

/**
 * 'Executar Coleta' with the toasts of SPEC.md section 8. They are given to the mutation itself,
 * not to `mutate`, so the outcome is still announced when the admin has left the page meanwhile.
 */
export function useRunColeta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'coleta'],
    mutationFn: runColeta,
    onMutate: () => {
      toast.info('Iniciando coleta');
    },
    onSuccess: (result) => {
      toast.success('Coleta concluída!', { description: collectedText(result) });
      // New and changed notices show up in the feed, the search and the landing page.
      void queryClient.invalidateQueries({ queryKey: [EDITAIS_QUERY_KEY] });
    },
    onError: (error) => {
      toast.error('Erro na coleta', { description: error.message });
    },
    // A finished run joins the history; a refused one (409) shows the run under way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getColetasQueryOptions().queryKey }),
  });
}
