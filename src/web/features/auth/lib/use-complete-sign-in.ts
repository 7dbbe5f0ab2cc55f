import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/web/lib/toast';
import { SESSION_START_FAILED_MESSAGE } from '@/shared/auth-schemas';
import { paths } from '@/shared/paths';
import { ApiError } from '@/web/lib/api-client';
import { getSession, SESSION_QUERY_KEY } from '../api/get-session';
import { broadcastAuth } from './auth-channel';

/**
 * After a successful sign-in (password, or password then code): reads the new session, says
 * 'Login realizado!', tells the other tabs and goes to /feed. Throws when no session came of it.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function completeSignIn() {
    const session = await getSession();
    if (!session) throw new ApiError(401, 'NO_SESSION', SESSION_START_FAILED_MESSAGE);
    toast.success('Login realizado!');
    broadcastAuth('signed-in');
    // Navigation first (committed at once), then the session: /auth also sends a signed-in visitor
    // to /feed, but not while a navigation is under way, so the two do not race.
    void navigate(paths.feed.to(), { replace: true, flushSync: true });
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
  };
}
