import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateNameBody } from '@/shared/api/account';
import { api } from '@/web/lib/api-client';
import { getMeQueryOptions } from './get-me';
import { SESSION_QUERY_KEY } from './get-session';

/** PATCH /api/me: changes the full name (sign-up rules) and answers the new MeResponse. */
export function updateName(body: UpdateNameBody): Promise<MeResponse> {
  return api.patch<MeResponse>('/api/me', body);
}

/** Puts the answer in the account page's cache at once; the session (top bar) reads the name too. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: (me) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, me);
      return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
