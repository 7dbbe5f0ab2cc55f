import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@/shared/api/alerts';
import { api } from '@/web/lib/api-client';

/** POST /api/lembretes/cancelar: turns reminders off with the signed token of a reminder e-mail (no sign-in needed). */
export function postUnsubscribeReminders(token: string): Promise<UnsubscribeResponse> {
  return api.post<UnsubscribeResponse>('/api/lembretes/cancelar', { token });
}

export function useUnsubscribeReminders() {
  return useMutation({ mutationFn: postUnsubscribeReminders });
}
