import type { ReactNode } from 'react';
import { SessionNavContext } from '@/web/components/layout/session-nav';
import { useSession } from '@/web/features/auth/api/get-session';
import { useSignOut } from '@/web/features/auth/api/sign-out';

/** Feeds the frame's top bar from the auth feature: the session's status and 'Sair'. */
export function SessionNavProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { signOut, pending } = useSignOut();
  return (
    <SessionNavContext value={{ status, signOut: () => void signOut(), signingOut: pending }}>{children}</SessionNavContext>
  );
}
