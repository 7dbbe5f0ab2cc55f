import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertPreferencesResponse } from '@/shared/api/alerts';
import { api } from '@/web/lib/api-client';
import { ALERT_PREFERENCES_QUERY_KEY } from '@/web/lib/query-keys';

/** GET /api/me/alertas: the user's alert preferences (null until they choose), plan and last alert. */
export function getAlertPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<AlertPreferencesResponse> {
  return api.get<AlertPreferencesResponse>('/api/me/alertas', { signal });
}

export function getAlertPreferencesQueryOptions() {
  return queryOptions({ queryKey: ALERT_PREFERENCES_QUERY_KEY, queryFn: getAlertPreferences });
}

export function useAlertPreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAlertPreferencesQueryOptions(), enabled });
}
