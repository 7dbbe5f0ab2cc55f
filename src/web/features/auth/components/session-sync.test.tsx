import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, jsonResponse, stubApi } from '@/web/test/stub-api';
import { useSession } from '../api/get-session';
import { SessionSync } from './session-sync';

checkStubbedApiAfterEach();

function Probe() {
  const { status, user } = useSession();
  const feed = useQuery({
    queryKey: ['feed'],
    queryFn: () => fetch('/api/feed').then((r) => r.json() as Promise<{ who: string }>),
  });
  return (
    <>
      <output data-testid="status">{status}</output>
      <output data-testid="user">{user?.email ?? ''}</output>
      <output data-testid="feed">{feed.data?.who ?? ''}</output>
    </>
  );
}

describe('SessionSync', () => {
  it('outra aba avisa que entrou ou saiu: esta confere a sessão e refaz o que dependia do usuário', async () => {
    let signedIn = false;
    stubApi({
      'GET /api/auth/get-session': () => jsonResponse(signedIn ? buildSession() : null),
      'GET /api/feed': () => jsonResponse({ who: signedIn ? 'maria' : 'visitante' }),
    });
    renderPage(
      <>
        <SessionSync />
        <Probe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    await waitFor(() => expect(screen.getByTestId('feed')).toHaveTextContent('visitante'));

    const otherTab = new BroadcastChannel('mci-auth');
    signedIn = true;
    otherTab.postMessage('signed-in');
    await waitFor(() => expect(screen.getByTestId('user')).toHaveTextContent('maria@exemplo.com.br'));
    await waitFor(() => expect(screen.getByTestId('feed')).toHaveTextContent('maria'));

    signedIn = false;
    otherTab.postMessage('signed-out');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-out'));
    await waitFor(() => expect(screen.getByTestId('feed')).toHaveTextContent('visitante'));
    otherTab.close();
  });
});
