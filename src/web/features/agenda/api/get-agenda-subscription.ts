import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgendaSubscriptionResponse } from '@/shared/api/agenda';
import { api } from '@/web/lib/api-client';

/** Only this feature reads it (Meus Concursos' calendar section). */
const AGENDA_SUBSCRIPTION_QUERY_KEY = ['agenda', 'assinatura'] as const;

/** GET /api/me/agenda: the secret address of the user's calendar (made on the first call). */
export function getAgendaSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<AgendaSubscriptionResponse> {
  return api.get<AgendaSubscriptionResponse>('/api/me/agenda', { signal });
}

export function getAgendaSubscriptionQueryOptions() {
  return queryOptions({ queryKey: AGENDA_SUBSCRIPTION_QUERY_KEY, queryFn: getAgendaSubscription });
}

export function useAgendaSubscription() {
  return useQuery(getAgendaSubscriptionQueryOptions());
}
