import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEdital } from '@/web/features/editais/testing/factories';
import { renderEditaisPage, requestedPaths, stubFetch } from '@/web/features/editais/testing/render';
import { jsonResponse } from '@/web/test/stub-api';
import FeedPage from './feed';

afterEach(() => {
  // sonner keeps toasts in module state and would show them to the next test.
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('/feed', () => {
  it('mostra esqueletos enquanto carrega e depois os cartões', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderEditaisPage(<FeedPage />, { path: '/feed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Seu Feed de Concursos' })).toBeInTheDocument();
    expect(document.title).toBe('Seu Feed de Concursos — MCI');
    expect(screen.getByText('Carregando concursos…').closest('[role="status"]')).toBeInTheDocument();

    const edital = buildEdital({ titulo: 'Concurso TJ-SP 2026' });
    answer(jsonResponse({ editais: [edital] }));
    expect(await screen.findByRole('link', { name: 'Concurso TJ-SP 2026' })).toHaveAttribute('href', `/edital/${edital.id}`);
    expect(screen.queryByText('Carregando concursos…')).not.toBeInTheDocument();
  });

  it('filtra por estado e guarda o filtro no endereço (?uf=)', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ editais: [buildEdital()] }));
    renderEditaisPage(<FeedPage />, { path: '/feed', initialPath: '/feed?uf=BA' });
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select).toHaveValue('BA');
    expect(within(select).getAllByRole('option')).toHaveLength(28);
    expect(within(select).getByRole('option', { name: 'Todos os estados' })).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'São Paulo (SP)' })).toHaveValue('SP');
    await screen.findByText('1 concurso em Bahia');

    fireEvent.change(select, { target: { value: 'SP' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/feed?uf=SP'));
    await screen.findByText('1 concurso em São Paulo');
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/));
    expect(requestedPaths(fetchMock)).toEqual(['/api/feed?uf=BA', '/api/feed?uf=SP', '/api/feed']);
  });

  it("lista vazia: 'Nenhum concurso encontrado no momento.'", async () => {
    stubFetch(() => jsonResponse({ editais: [] }));
    renderEditaisPage(<FeedPage />, { path: '/feed' });
    expect(await screen.findByText('Nenhum concurso encontrado no momento.')).toBeInTheDocument();
  });

  it("falha: aviso 'Erro ao carregar concursos' com a mensagem e um botão para tentar de novo", async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' } }, 500)
        : jsonResponse({ editais: [buildEdital({ titulo: 'Concurso recuperado' })] }),
    );
    renderEditaisPage(<FeedPage />, { path: '/feed' });
    expect(await screen.findByText('Erro ao carregar concursos')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro inesperado.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Concurso recuperado' })).toBeInTheDocument();
  });
});
