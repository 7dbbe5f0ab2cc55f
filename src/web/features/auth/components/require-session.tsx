import type { ReactNode } from 'react';
import { Navigate, useNavigation } from 'react-router';
import { paths } from '@/shared/paths';
import { useSession } from '../api/get-session';

interface RequireSessionProps {
  children: ReactNode;
  /** Shown while the session is being checked. */
  fallback?: ReactNode;
}

/**
 * Renders `children` for a signed-in visitor and sends anyone else to /auth, also when the session
 * ends while the page is open (another tab signed out). A navigation already under way is left to
 * finish rather than overridden.
 */
export function RequireSession({ children, fallback = null }: RequireSessionProps) {
  const { status } = useSession();
  const idle = useNavigation().state === 'idle';
  if (status === 'signed-in') return children;
  if (status === 'signed-out') return idle ? <Navigate to={paths.auth.to()} replace /> : null;
  return fallback;
}
