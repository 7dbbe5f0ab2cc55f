import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HasRoleResponse } from '@/shared/api/account';
import { api } from '@/web/lib/api-client';

/** GET /api/me/roles/admin: the has_role check of SPEC.md section 6 for the signed-in user. */
export function getAdminRole({ signal }: { signal?: AbortSignal } = {}): Promise<HasRoleResponse> {
  return api.get<HasRoleResponse>('/api/me/roles/admin', { signal });
}

export function getAdminRoleQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'admin-role'] as const,
    queryFn: getAdminRole,
    // A role granted or revoked meanwhile is seen on the next visit of /admin.
    staleTime: 0,
  });
}

export function useAdminRole({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminRoleQueryOptions(), enabled });
}
