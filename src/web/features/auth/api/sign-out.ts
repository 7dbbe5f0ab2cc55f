import { useState } from 'react';
import { paths } from '@/shared/paths';
import { api } from '@/web/lib/api-client';
import { broadcastAuth } from '../lib/auth-channel';
import { hardNavigate } from '../lib/hard-navigate';

/** POST /api/auth/sign-out: ends the session on the server and clears its cookie. */
export function signOut(): Promise<unknown> {
  // better-auth only accepts a JSON body on its POST routes, even an empty one.
  return api.post('/api/auth/sign-out', {});
}

/**
 * 'Sair': signs out on the server, tells the other tabs, and loads / afresh, which also empties
 * the query cache. A plain hook instead of useMutation: it lives in the top bar, in the first
 * download.
 */
export function useSignOut() {
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      setPending(false);
      const { toast } = await import('sonner');
      toast.error('Erro ao sair', { description: error instanceof Error ? error.message : undefined });
      return;
    }
    broadcastAuth('signed-out');
    // Stays pending until the new page replaces this one.
    hardNavigate(paths.home.to());
  }

  return { signOut: run, pending };
}
