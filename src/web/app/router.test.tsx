import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
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
    ['/meus-concursos', 'Meus Concursos'],
    ['/edital/123', 'Concurso'],
    ['/admin', 'Painel Administrativo'],
  ])('%s mostra o título %s com o nome do produto', async (path, title) => {
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const main = screen.getByRole('main');
    expect(main).toContainElement(heading);
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${title} | MCI`));
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
    await waitFor(() => expect(document.title).toBe('Página não encontrada | MCI'));
  });
});
