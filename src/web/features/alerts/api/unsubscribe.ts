import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@/shared/api/alerts';
import { api } from '@/web/lib/api-client';

/** POST /api/alertas/cancelar: turns alerts off with the signed token of an e-mail (no sign-in needed). */
export function postUnsubscribe(token: string): Promise<UnsubscribeResponse> {
  return api.post<UnsubscribeResponse>('/api/alertas/cancelar', { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: postUnsubscribe });
}
