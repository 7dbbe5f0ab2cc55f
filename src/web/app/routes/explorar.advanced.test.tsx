import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuscaResponse } from '@/shared/api/editais';
import { buildEdital } from '@/web/features/editais/testing/factories';
import { renderEditaisPage, requestedPaths, stubFetch } from '@/web/features/editais/testing/render';
import { jsonResponse } from '@/web/test/stub-api';
import ExplorarPage, { accessOf } from './explorar';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const policia = buildEdital({ id: 1, titulo: 'Polícia Civil - Escrivão', uf: 'SP' });
const tribunal = buildEdital({ id: 2, titulo: 'Tribunal de Justiça - Analista', uf: 'RJ' });

/** A signed-in user on `plan`: the session and /api/me answer for them; `handler` answers the rest. */
function stubSignedIn(plan: 'free' | 'premium', handler: (path: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = String(input);
    if (path.startsWith('/api/auth/get-session')) {
      return Promise.resolve(jsonResponse({ user: { id: 'u1', email: 'a@b.com', name: 'Ana' }, session: { expiresAt: '2099-01-01' } }));
    }
    if (path === '/api/me') return Promise.resolve(jsonResponse({ subscription: { plan, status: 'active' } }));
    return Promise.resolve(handler(path));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const searchPaths = (fetchMock: ReturnType<typeof vi.fn>) =>
  requestedPaths(fetchMock as never).filter((path) => path.startsWith('/api/editais'));

function page(editais: typeof policia[], pagina: number, total: number): BuscaResponse {
  return { editais, pagina, total, resumo: { total, vagas: 1234, remuneracao_max: 15000 } };
}

describe('accessOf', () => {
  it('tells visitors, free and premium accounts apart, waiting for what is not known yet', () => {
    expect(accessOf(null, undefined, false)).toBe('loading');
    expect(accessOf(false, undefined, false)).toBe('visitor');
    expect(accessOf(true, undefined, false)).toBe('loading');
    expect(accessOf(true, undefined, true)).toBe('free');
    expect(accessOf(true, { subscription: { plan: 'premium' } } as never, false)).toBe('premium');
    expect(accessOf(true, { subscription: null } as never, false)).toBe('free');
  });
});

describe('/explorar, filtros avançados', () => {
  it('visitante: o painel fechado diz o que o Premium faz e convida a criar conta', async () => {
    stubFetch(() => jsonResponse({ editais: [policia] }));
    renderEditaisPage(<ExplorarPage />, { path: '/explorar', initialPath: '/explorar' });
    await screen.findByRole('link', { name: policia.titulo });
    screen.getByText('Filtros avançados').closest('details')!.open = true;
    expect(await screen.findByText(/Crie sua conta grátis/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar conta grátis' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Conheça o Premium' })).toHaveAttribute('href', '/planos');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('conta gratuita com um endereço de filtros avançados: só título e estado, e o aviso', async () => {
    const fetchMock = stubSignedIn('free', () => jsonResponse({ editais: [policia] }));
    renderEditaisPage(<ExplorarPage />, { path: '/explorar', initialPath: '/explorar?q=policia&uf=SP&uf=RJ&nivel=superior' });
    await screen.findByRole('link', { name: policia.titulo });
    expect(screen.getByText(/usa filtros avançados, do plano Premium/)).toBeInTheDocument();
    expect(screen.getByText(/Os filtros avançados são um recurso do plano Premium/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conheça o Premium' })).toHaveAttribute('href', '/planos');
    expect(searchPaths(fetchMock)).toEqual(['/api/editais?q=policia&uf=SP']);
  });

  it('premium: lê os filtros do endereço, mostra o resumo e carrega a próxima página', async () => {
    const fetchMock = stubSignedIn('premium', (path) =>
      jsonResponse(path.includes('pagina=2') ? page([tribunal], 2, 51) : page([policia], 1, 51)),
    );
    renderEditaisPage(<ExplorarPage />, {
      path: '/explorar',
      initialPath: '/explorar?q=policia&uf=SP&uf=RJ&nivel=superior&salario_min=5000&ordem=prazo',
    });
    await screen.findByRole('link', { name: policia.titulo });
    expect(searchPaths(fetchMock)).toEqual(['/api/editais?q=policia&uf=SP&uf=RJ&nivel=superior&salario_min=5000&ordem=prazo&pagina=1']);
    expect(screen.getByText('51 concursos encontrados · 1.234 vagas · salários até R$ 15.000,00')).toBeInTheDocument();
    // The panel starts open with the address's values; the state select moved into it.
    expect(screen.queryByRole('combobox', { name: 'Estado' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Superior' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rio de Janeiro' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bahia' })).not.toBeChecked();
    expect(screen.getByLabelText('Salário mínimo (R$)')).toHaveValue('5000');
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('prazo');

    expect(screen.getByText('Mostrando 1 de 51 concursos')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: tribunal.titulo })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: policia.titulo })).toBeInTheDocument();
    expect(searchPaths(fetchMock).at(-1)).toContain('pagina=2');
  });

  it('premium: os campos do painel vão com o formulário de busca para o endereço', async () => {
    stubSignedIn('premium', () => jsonResponse(page([policia], 1, 1)));
    renderEditaisPage(<ExplorarPage />, { path: '/explorar', initialPath: '/explorar' });
    await screen.findByRole('link', { name: policia.titulo });
    // jsdom does not toggle <details> on a click of its summary.
    screen.getByText('Filtros avançados').closest('details')!.open = true;
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Médio' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Minas Gerais' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Incluir os estados vizinhos' }));
    fireEvent.change(screen.getByLabelText('Vagas (no mínimo)'), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Área' }), { target: { value: 'Saúde' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Prazo das inscrições' }), { target: { value: '15' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Título do concurso' }), { target: { value: 'enfermeiro' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Nível de escolaridade' }).closest('details')!).getByRole('button', { name: 'Aplicar filtros' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/explorar?q=enfermeiro&uf=MG&nivel=medio&vagas_min=10&area=Sa%C3%BAde&prazo=15&vizinhos=1',
      ),
    );
  });
});
