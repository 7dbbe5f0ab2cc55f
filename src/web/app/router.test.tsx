import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDetalhe, buildEdital } from '@/web/features/editais/testing/factories';
import { stubFetch } from '@/web/features/editais/testing/render';
import { jsonResponse } from '@/web/test/stub-api';
import { routes } from './router';

const EDITAL_TITLE = 'Concurso Prefeitura de Teste - SP 2026';

// The pages ask the API for notices: answer with empty lists and one notice for /edital/123.
beforeEach(() => {
  stubFetch((path) =>
    path.startsWith('/api/editais/')
      ? jsonResponse(buildDetalhe({ edital: buildEdital({ id: 123, titulo: EDITAL_TITLE }) }))
      : jsonResponse({ editais: [] }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('rotas', () => {
  it('a página inicial carrega dentro do layout, com landmarks e chamadas para ação', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Ver Concursos Abertos Agora' })).toHaveAttribute('href', '/feed');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const blurb of ['Dados Atualizados', 'Alertas Personalizados', 'Busca Inteligente']) {
      expect(screen.getByRole('heading', { level: 3, name: blurb })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Criar Conta Gratuita' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'conteudo');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveAttribute('href', '#conteudo');
    await waitFor(() => expect(document.title).toBe('MCI — Seu futuro começa aqui'));
  });

  it.each([
    ['/auth', 'Bem-vindo'],
    ['/feed', 'Seu Feed de Concursos'],
    ['/explorar', 'Explorar Concursos'],
    ['/edital/123', EDITAL_TITLE],
    ['/admin', 'Painel Administrativo'],
  ])('%s mostra o título %s com o nome do produto', async (path, title) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${title} — MCI`));
  });

  it('/meus-concursos sem sessão leva a /auth (a página com sessão é testada em features/tracking)', async () => {
    const router = renderApp('/meus-concursos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('desenha o layout com um esqueleto enquanto a página carrega', async () => {
    renderApp('/feed');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
    const banner = screen.getByRole('banner');
    await screen.findByRole('heading', { level: 1, name: 'Seu Feed de Concursos' });
    // The frame is not redrawn when the page arrives.
    expect(screen.getByRole('banner')).toBe(banner);
  });

  it('uma rota desconhecida mostra a página 404 dentro do layout', async () => {
    renderApp('/uma-rota-que-nao-existe');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página não encontrada — MCI'));
  });
});
