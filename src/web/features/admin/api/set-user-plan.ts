import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setPlanBodySchema } from '@/shared/admin';
import type { AdminUsersResponse, SetUserPlanResponse } from '@/shared/api/admin';
import { api } from '@/web/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export type SetUserPlanInput = { id: string } & z.infer<typeof setPlanBodySchema>;

/** PUT /api/admin/users/:id/plan: switches a user's plan (free or premium); admins only. */
export function setUserPlan({ id, plan }: SetUserPlanInput): Promise<SetUserPlanResponse> {
  return api.put<SetUserPlanResponse>(`/api/admin/users/${encodeURIComponent(id)}/plan`, { plan });
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPlan,
    onSuccess: ({ user }) => {
      // The row shows the new plan at once; the refetch then applies each list's plan filter. It
      // is not awaited: the caller's own onSuccess (its toast) must run while the row is still there.
      queryClient.setQueriesData<AdminUsersResponse>({ queryKey: ADMIN_USERS_QUERY_KEY }, (data) =>
        data ? { users: data.users.map((u) => (u.id === user.id ? user : u)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
