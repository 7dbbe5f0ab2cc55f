import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgendaSubscriptionResponse } from '@/shared/api/agenda';
import { api } from '@/web/lib/api-client';
import { getAgendaSubscriptionQueryOptions } from './get-agenda-subscription';

/** POST /api/me/agenda/renovar: a new address; the old one stops working at once. */
export function renewAgendaSubscription(): Promise<AgendaSubscriptionResponse> {
  return api.post<AgendaSubscriptionResponse>('/api/me/agenda/renovar');
}

export function useRenewAgendaSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewAgendaSubscription,
    onSuccess: (data) => {
      queryClient.setQueryData(getAgendaSubscriptionQueryOptions().queryKey, data);
    },
  });
}
