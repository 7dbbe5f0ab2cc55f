import { Navigate, useNavigation } from 'react-router';
import { useSession } from '../api/get-session';

/**
 * Sends a signed-in visitor to `to` (SPEC.md section 2: / and /auth go to /feed), also when the
 * session appears later, e.g. from a sign-in in another tab. Renders nothing otherwise. A
 * navigation already under way (the sign-in's own) is left to finish.
 */
export function RedirectIfSignedIn({ to }: { to: string }) {
  const { status } = useSession();
  const idle = useNavigation().state === 'idle';
  return status === 'signed-in' && idle ? <Navigate to={to} replace /> : null;
}
