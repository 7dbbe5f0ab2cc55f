import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { getMeQueryOptions } from './get-me';
import { SESSION_QUERY_KEY } from './get-session';

/** POST /api/auth/two-factor/disable: turns two-factor off after checking the password. */
export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/api/auth/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]),
  });
}
