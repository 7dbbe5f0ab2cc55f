import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminPage from '@/web/app/routes/admin';
import { renderPage } from '@/web/test/render-with-router';
import { buildSession } from '@/web/test/session';
import { checkStubbedApiAfterEach, errorResponse, jsonResponse, stubApi } from '@/web/test/stub-api';
import { ADMIN_REDIRECT_DELAY_MS } from './admin-gate';

checkStubbedApiAfterEach();

function renderAdmin() {
  return renderPage(<AdminPage />, { path: '/admin' });
}

async function expectDeniedThenRedirected(description: string, target: string) {
  const toast = (await screen.findByText('Acesso negado', { selector: '[data-title]' })).closest('li')!;
  const shownAt = Date.now();
  expect(within(toast).getByText(description)).toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(description);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target), { timeout: 4000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(ADMIN_REDIRECT_DELAY_MS - 200);
}

describe('/admin', () => {
  it('espera 2000 ms antes de redirecionar', () => {
    expect(ADMIN_REDIRECT_DELAY_MS).toBe(2000);
  });

  it('visitante: Acesso negado, precisa fazer login, e vai para /auth depois de 2 s', async () => {
    stubApi({ 'GET /api/auth/get-session': jsonResponse(null) });
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeInTheDocument();
    await expectDeniedThenRedirected('Você precisa fazer login para acessar esta página.', '/auth');
  });

  it('usuário sem o papel: Acesso negado, sem permissão, e vai para /feed depois de 2 s', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me/roles/admin': jsonResponse({ hasRole: false }),
    });
    renderAdmin();
    await expectDeniedThenRedirected('Você não tem permissão para acessar esta página.', '/feed');
  });

  it('administrador vê o painel', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession({ role: 'admin' })),
      'GET /api/me/roles/admin': jsonResponse({ hasRole: true }),
      // The collector on the panel (features/collector).
      'GET /api/admin/coletas': jsonResponse({
        runs: [],
        schedule: { enabled: false, crons: [], times: ['00:00', '06:00', '07:00', '12:00', '18:00'], next_run: null },
        running: false,
      }),
      // The user list on the panel (features/admin).
      'GET /api/admin/users': jsonResponse({ users: [] }),
    });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 2, name: 'Coleta de editais' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Executar Coleta' })).toBeEnabled();
    expect(await screen.findByText('Nenhuma coleta executada ainda.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum usuário encontrado.')).toBeInTheDocument();
    // Headings in order: the collector's, then the users'.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Coleta de editais', 'Usuários']);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel Administrativo' })).toBeInTheDocument();
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
  });

  it('quando a verificação falha, explica e oferece tentar de novo', async () => {
    stubApi({
      'GET /api/auth/get-session': jsonResponse(buildSession()),
      'GET /api/me/roles/admin': errorResponse(500, 'INTERNAL', 'Erro interno do servidor. Tente novamente mais tarde.'),
    });
    renderAdmin();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível verificar suas permissões agora.');
    expect(screen.queryByText('Acesso negado')).not.toBeInTheDocument();
  });
});
