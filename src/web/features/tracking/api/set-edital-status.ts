import { useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/web/lib/toast';
import type { Edital } from '@/shared/api/editais';
import type { ClearStatusResponse, MeusConcursosResponse, SetStatusResponse } from '@/shared/api/tracking';
import type { TrackingOrigin, UserStatus } from '@/shared/domain';
import type { SetStatusInput } from '@/shared/tracking';
import { SIGN_IN_NEEDED_TITLE, TRACKING_ACTION_TEXTS, TRACKING_UNDO_TEXTS } from '@/shared/tracking-texts';
import { api, ApiError } from '@/web/lib/api-client';
import { EDITAIS_QUERY_KEY, ME_QUERY_KEY, MEUS_CONCURSOS_QUERY_KEY, SESSION_QUERY_KEY } from '@/web/lib/query-keys';
import { applyToEditaisQuery, applyToMeusConcursos } from '../lib/cache-updates';

export type TrackingAction = SetStatusInput['status'];

/** PUT /api/me/editais/:id/status: save, mark as seen or hide (an upsert). */
export function putEditalStatus(id: number, body: SetStatusInput): Promise<SetStatusResponse> {
  return api.put<SetStatusResponse>(`/api/me/editais/${id}/status`, body);
}

/** DELETE /api/me/editais/:id/status: back to novo (out of Salvos, Vistos or Ocultos). */
export function deleteEditalStatus(id: number): Promise<ClearStatusResponse> {
  return api.delete<ClearStatusResponse>(`/api/me/editais/${id}/status`);
}

const MUTATION_KEY = ['tracking'] as const;

interface Variables {
  edital: Edital;
  status: UserStatus;
}

type Snapshot = [readonly unknown[], unknown][];

/** Shows `status` for the notice in every answer on screen; returns what was there before. */
async function applyEverywhere(queryClient: QueryClient, edital: Edital, status: UserStatus): Promise<Snapshot> {
  // A refetch landing after this would paint the old status back over the optimistic one.
  await Promise.all([
    queryClient.cancelQueries({ queryKey: [EDITAIS_QUERY_KEY] }),
    queryClient.cancelQueries({ queryKey: MEUS_CONCURSOS_QUERY_KEY }),
  ]);
  const snapshot: Snapshot = [
    ...queryClient.getQueriesData({ queryKey: [EDITAIS_QUERY_KEY] }),
    ...queryClient.getQueriesData({ queryKey: MEUS_CONCURSOS_QUERY_KEY }),
  ];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [EDITAIS_QUERY_KEY] })) {
    queryClient.setQueryData(query.queryKey, (data: unknown) => applyToEditaisQuery(query.queryKey, data, edital.id, status));
  }
  queryClient.setQueriesData<MeusConcursosResponse>({ queryKey: MEUS_CONCURSOS_QUERY_KEY }, (data) =>
    data ? applyToMeusConcursos(data, edital, status) : data,
  );
  return snapshot;
}

function rollback(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
  // Whatever else happened meanwhile, the server has the last word.
  void queryClient.invalidateQueries({ queryKey: [EDITAIS_QUERY_KEY] });
  void queryClient.invalidateQueries({ queryKey: MEUS_CONCURSOS_QUERY_KEY });
}

function refreshAfterChange(queryClient: QueryClient) {
  // Meus Concursos and the plan usage on /conta count the saves.
  void queryClient.invalidateQueries({ queryKey: MEUS_CONCURSOS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Save, mark as seen and hide for the signed-in user (SPEC.md sections 4 and 6): the card changes
 * at once, rolls back if the server refuses, and the toasts say what happened. An expired session
 * turns into 'Login necessário'.
 */
export function useSetEditalStatus(origin: TrackingOrigin) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ edital, status }: Variables) => putEditalStatus(edital.id, { status: status as TrackingAction, origin }),
    onMutate: async ({ edital, status }) => ({ snapshot: await applyEverywhere(queryClient, edital, status) }),
    onError: (error, { status }, context) => {
      rollback(queryClient, context?.snapshot);
      const texts = TRACKING_ACTION_TEXTS[status as TrackingAction];
      if (isSignedOut(error)) {
        toast.error(SIGN_IN_NEEDED_TITLE, { description: texts.signInNeeded });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } else {
        toast.error(texts.failure, { description: error.message });
      }
    },
    onSuccess: (_answer, { status }) => {
      toast.success(TRACKING_ACTION_TEXTS[status as TrackingAction].success);
      refreshAfterChange(queryClient);
    },
  });
  return (edital: Edital, status: TrackingAction) => mutation.mutate({ edital, status });
}

/** Undo from Meus Concursos: DELETE returns the notice to novo. `from` is the tab it leaves. */
export function useClearEditalStatus() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ edital }: Variables & { from: TrackingAction }) => deleteEditalStatus(edital.id),
    onMutate: async ({ edital }) => ({ snapshot: await applyEverywhere(queryClient, edital, 'novo') }),
    onError: (error, { from }, context) => {
      rollback(queryClient, context?.snapshot);
      if (isSignedOut(error)) {
        toast.error(SIGN_IN_NEEDED_TITLE, { description: 'Faça login para acompanhar seus concursos' });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      } else {
        toast.error(TRACKING_UNDO_TEXTS[from].failure, { description: error.message });
      }
    },
    onSuccess: (_answer, { from }) => {
      toast.success(TRACKING_UNDO_TEXTS[from].success);
      refreshAfterChange(queryClient);
      // A notice back from Ocultos returns to the feed and the similar lists.
      if (from === 'oculto') void queryClient.invalidateQueries({ queryKey: [EDITAIS_QUERY_KEY] });
    },
  });
  return (edital: Edital, from: TrackingAction) => mutation.mutate({ edital, status: 'novo', from });
}

/** Ids of the notices with a change on its way to the server: their buttons wait. */
export function usePendingEditalIds(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Variables | undefined)?.edital.id,
  });
  return new Set(ids.filter((id): id is number => typeof id === 'number'));
}

/** The card actions of a page (origin 'feed' or 'busca'), in the shape the notice lists take. */
export function useEditalTracking(origin: TrackingOrigin) {
  const setStatus = useSetEditalStatus(origin);
  const pendingIds = usePendingEditalIds();
  return { onAction: setStatus, pendingIds };
}
