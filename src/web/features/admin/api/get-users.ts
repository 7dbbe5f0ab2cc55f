import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminUsersQuerySchema } from '@/shared/admin';
import type { AdminUsersResponse } from '@/shared/api/admin';
import { api } from '@/web/lib/api-client';

/** The list's filters, as the server's query schema reads them; blank or absent means no filter. */
export type AdminUsersFilter = z.input<typeof adminUsersQuerySchema>;

/** Every user-list query starts with this key, so a plan switch can refresh them all at once. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

function usersPath({ q, plan, role }: AdminUsersFilter): string {
  const search = new URLSearchParams();
  if (q?.trim()) search.set('q', q.trim());
  if (plan) search.set('plan', plan);
  if (role) search.set('role', role);
  const query = search.toString();
  return query ? `/api/admin/users?${query}` : '/api/admin/users';
}

/** GET /api/admin/users?q=&plan=&role=: up to 100 accounts in e-mail order (admins only). */
export function getUsers({ signal, ...filter }: AdminUsersFilter & { signal?: AbortSignal }): Promise<AdminUsersResponse> {
  return api.get<AdminUsersResponse>(usersPath(filter), { signal });
}

export function getUsersQueryOptions({ q, plan, role }: AdminUsersFilter = {}) {
  const filter = { q: q?.trim() ?? '', plan: plan ?? null, role: role ?? null };
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, filter] as const,
    queryFn: ({ signal }) => getUsers({ q, plan, role, signal }),
    // An admin acts on what the list shows: always ask again when it is shown anew.
    staleTime: 0,
  });
}

/** While a new filter loads, the previous answer stays on screen (`isPlaceholderData`). */
export function useUsers(filter: AdminUsersFilter) {
  return useQuery({ ...getUsersQueryOptions(filter), placeholderData: keepPreviousData });
}
