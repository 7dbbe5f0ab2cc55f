import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isSessionKey, SESSION_QUERY_KEY, useSession } from '../api/get-session';
import { onAuthMessage } from '../lib/auth-channel';

/**
 * Keeps this tab in step with the session: another tab's sign-in or sign-out makes it check the
 * session again, and whenever the user changes (in, out, or someone else) every other cached
 * answer is reset, so nothing fetched as the previous user stays on screen. Rendered once, in the
 * root layout.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const userId = status === 'loading' ? undefined : (user?.id ?? null);
  const previous = useRef<string | null | undefined>(undefined);

  useEffect(
    () => onAuthMessage(() => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })),
    [queryClient],
  );

  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current !== undefined && previous.current !== userId) {
      void queryClient.resetQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
    }
    previous.current = userId;
  }, [queryClient, userId]);

  return null;
}
