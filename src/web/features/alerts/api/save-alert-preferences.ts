import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences } from '@/shared/alerts';
import type { AlertPreferencesResponse } from '@/shared/api/alerts';
import { api } from '@/web/lib/api-client';
import { getAlertPreferencesQueryOptions } from './get-alert-preferences';

/** PUT /api/me/alertas: on/off, states, education levels, keywords and reminders. */
export function putAlertPreferences(body: AlertPreferences): Promise<AlertPreferencesResponse> {
  return api.put<AlertPreferencesResponse>('/api/me/alertas', body);
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAlertPreferences,
    onSuccess: (data) => {
      queryClient.setQueryData(getAlertPreferencesQueryOptions().queryKey, data);
    },
  });
}
