import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEdital } from '@/web/features/editais/testing/factories';
import { renderEditaisPage, requestedPaths, stubFetch } from '@/web/features/editais/testing/render';
import { jsonResponse } from '@/web/test/stub-api';
import ExplorarPage from './explorar';

/** Rendering a dozen full cards in jsdom takes seconds on a busy machine. */
const HEAVY_RENDER_TIMEOUT = 20_000;

afterEach(() => {
  // sonner keeps toasts in module state and would show them to the next test.
  toast.dismiss();
  vi.unstubAllGlobals();
});

const policia = buildEdital({ titulo: 'Concurso PC-SP 2026 - Escrivão de Polícia', uf: 'SP' });

function renderExplorar(initialPath = '/explorar') {
  const fetchMock = stubFetch((path) =>
    jsonResponse({ editais: path.includes('q=nada') ? [] : [policia] }),
  );
  const view = renderEditaisPage(<ExplorarPage />, { path: '/explorar', initialPath });
  return { fetchMock, ...view };
}

describe('/explorar', () => {
  it('tem título, campo de texto rotulado, lista de estados e o botão Buscar', async () => {
    renderExplorar();
    expect(screen.getByRole('heading', { level: 1, name: 'Explorar Concursos' })).toBeInTheDocument();
    expect(document.title).toBe('Explorar Concursos — MCI');
    const search = screen.getByRole('search', { name: 'Buscar concursos' });
    expect(within(search).getByRole('searchbox', { name: 'Título do concurso' })).toBeInTheDocument();
    const estado = within(search).getByRole('combobox', { name: 'Estado' });
    const options = within(estado).getAllByRole('option').map((o) => o.textContent);
    expect(options).toHaveLength(28);
    expect(options[0]).toBe('Todos');
    expect(options.slice(1, 4)).toEqual(['AC', 'AL', 'AP']);
    expect(within(search).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: policia.titulo })).toBeInTheDocument();
  });

  it('lê a busca do endereço: preenche os campos e consulta a API com ela', async () => {
    const { fetchMock } = renderExplorar('/explorar?q=policia&uf=sp');
    expect(screen.getByRole('searchbox', { name: 'Título do concurso' })).toHaveValue('policia');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP');
    await screen.findByRole('link', { name: policia.titulo });
    expect(requestedPaths(fetchMock)).toEqual(['/api/editais?q=policia&uf=SP']);
    expect(screen.getByText('1 concurso encontrado')).toBeInTheDocument();
  });

  it('Enter no campo busca e grava ?q=&uf= no endereço', async () => {
    const { fetchMock } = renderExplorar();
    await screen.findByRole('link', { name: policia.titulo });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: 'RJ' } });
    const input = screen.getByRole('searchbox', { name: 'Título do concurso' });
    fireEvent.change(input, { target: { value: '  são paulo ' } });
    // Enter in a text field submits its form.
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explorar?q=s%C3%A3o+paulo&uf=RJ'));
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/editais?q=s%C3%A3o+paulo&uf=RJ'));
    expect(screen.getByRole('searchbox', { name: 'Título do concurso' })).toHaveValue('são paulo');
  });

  it("'Buscar' com filtros vazios limpa o endereço", async () => {
    renderExplorar('/explorar?q=policia&uf=SP');
    await screen.findByRole('link', { name: policia.titulo });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Título do concurso' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Estado' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/explorar$/));
  });

  it('voltar no navegador restaura a busca anterior nos campos', async () => {
    const { router } = renderExplorar('/explorar?q=policia');
    await screen.findByRole('link', { name: policia.titulo });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Título do concurso' }), { target: { value: 'nada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Nenhum concurso encontrado com os filtros selecionados.')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Título do concurso' })).toHaveValue('policia'));
    expect(await screen.findByRole('link', { name: policia.titulo })).toBeInTheDocument();
  });

  it("mostra 12 resultados por vez; 'Mostrar mais concursos' revela os próximos e leva o foco a eles", async () => {
    const editais = Array.from({ length: 14 }, (_, i) => buildEdital({ titulo: `Resultado ${i + 1}` }));
    stubFetch(() => jsonResponse({ editais }));
    renderEditaisPage(<ExplorarPage />, { path: '/explorar' });
    expect(await screen.findByText('14 concursos encontrados')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Mostrando 12 de 14 concursos')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar mais concursos' }));
    expect(screen.getAllByRole('article')).toHaveLength(14);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Resultado 13' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Mostrar mais concursos' })).not.toBeInTheDocument();
  }, HEAVY_RENDER_TIMEOUT);

  it("falha da busca mostra o aviso 'Erro ao buscar concursos' com a mensagem do servidor", async () => {
    stubFetch(() => jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Busca muito longa' } }, 400));
    renderEditaisPage(<ExplorarPage />, { path: '/explorar' });
    expect(await screen.findByText('Erro ao buscar concursos')).toBeInTheDocument();
    expect(screen.getByText('Busca muito longa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
