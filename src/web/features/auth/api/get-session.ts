import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { SESSION_QUERY_KEY } from '@/web/lib/query-keys';

/** The signed-in user as GET /api/auth/get-session describes it (fields the web app reads). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  twoFactorEnabled?: boolean | null;
  role?: string | null;
}

export interface Session {
  user: SessionUser;
  session: { expiresAt: string };
}

export { SESSION_QUERY_KEY };

export function isSessionKey(key: readonly unknown[]): boolean {
  return key.length === SESSION_QUERY_KEY.length && key.every((part, i) => part === SESSION_QUERY_KEY[i]);
}

/** GET /api/auth/get-session: the session behind the httpOnly cookie, or null for a visitor. */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<Session | null> {
  const data = await api.get<Partial<Session> | null | undefined>('/api/auth/get-session', { signal });
  // The query cache cannot hold undefined, and anything without a user is no session.
  return data?.user ? (data as Session) : null;
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 60_000,
    // Signing in or out in another window of the browser shows up when this one gets focus back
    // (tabs of the same browser hear about it at once through the 'mci-auth' channel).
    refetchOnWindowFocus: 'always',
  });
}

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Whether the visitor is signed in. A failed session check counts as signed out rather than
 * keeping the page waiting; a failed refresh keeps the last known answer.
 */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(getSessionQueryOptions());
  if (data) return { status: 'signed-in', user: data.user };
  return { status: isPending ? 'loading' : 'signed-out', user: null };
}
