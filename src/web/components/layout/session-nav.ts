import { createContext, use } from 'react';

/**
 * What the top bar needs to know about the session. The app layer provides it from the auth
 * feature, so the frame stays free of features and can be drawn with any session source.
 */
export interface SessionNav {
  status: 'loading' | 'signed-in' | 'signed-out';
  /** 'Sair'. */
  signOut: () => void;
  /** From 'Sair' until the page is replaced (or the sign-out fails). */
  signingOut: boolean;
}

export const SessionNavContext = createContext<SessionNav | null>(null);

/** The session as the app provides it (SessionNavProvider, src/web/app/session-nav.tsx). */
export function useSessionNav(): SessionNav {
  const nav = use(SessionNavContext);
  // Short: the message ships in the landing page's first download.
  if (!nav) throw new Error('SessionNavProvider ausente.');
  return nav;
}
