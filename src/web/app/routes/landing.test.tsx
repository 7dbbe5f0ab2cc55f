import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Edital } from '@/shared/api/editais';
import { buildEdital, daysFromToday } from '@/web/features/editais/testing/factories';
import { renderEditaisPage, requestedPaths, stubFetch } from '@/web/features/editais/testing/render';
import { stubCarouselEnvironment } from '@/web/test/browser-stubs';
import { jsonResponse } from '@/web/test/stub-api';
import LandingPage from './landing';

/** Rendering sixteen full cards in jsdom takes seconds on a busy machine. */
const HEAVY_RENDER_TIMEOUT = 20_000;

// The carousels are a lazy chunk of the page: load it once up front, not inside a test's wait.
beforeAll(() => import('@/web/features/editais/components/landing-editais'));
beforeEach(() => stubCarouselEnvironment());
afterEach(() => vi.unstubAllGlobals());

function carousel(name: string) {
  return screen.getByRole('region', { name });
}

function titlesIn(region: HTMLElement): string[] {
  return within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

const ABERTOS = 'Concursos com Inscrições Abertas';
const PREVISTOS = 'Concursos Previstos / Autorizados';

describe('página inicial', () => {
  it('mostra o herói, as vantagens, o seletor de 27 estados e a chamada final', async () => {
    stubFetch(() => jsonResponse({ editais: [] }));
    renderEditaisPage(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Ver Concursos Abertos Agora/ })).toHaveAttribute('href', '/feed');
    for (const blurb of ['Dados Atualizados', 'Alertas Personalizados', 'Busca Inteligente']) {
      expect(screen.getByRole('heading', { name: blurb })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Criar Conta Gratuita' })).toHaveAttribute('href', '/auth');
    const picker = await screen.findByRole('group', { name: 'Escolha o seu estado' }, { timeout: 5_000 });
    const states = within(picker).getAllByRole('button', { pressed: false });
    expect(states).toHaveLength(27);
    expect(states[0]).toHaveAccessibleName('AC Acre');
    expect(within(picker).getByRole('button', { name: 'SP São Paulo' })).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Ver todos os estados', pressed: true })).toBeInTheDocument();
  });

  it('separa abertos (por urgência, sem os vencidos, até 8) de previstos/autorizados (até 8)', async () => {
    const abertos = [5, 1, 3, 9, 2, 7, 4, 6, 8].map((d) =>
      buildEdital({ titulo: `Aberto em ${d} dias`, inscricoes_fim: daysFromToday(d) }),
    );
    const vencido = buildEdital({ titulo: 'Aberto vencido', inscricoes_fim: daysFromToday(-1) });
    const previstos = Array.from({ length: 9 }, (_, i) =>
      buildEdital({ titulo: `Previsto ${i + 1}`, status: i % 2 ? 'autorizado' : 'publicado', inscricoes_fim: null }),
    );
    const encerrado = buildEdital({ titulo: 'Encerrado', status: 'encerrado' });
    const editais: Edital[] = [vencido, ...abertos, ...previstos, encerrado];
    stubFetch(() => jsonResponse({ editais }));
    renderEditaisPage(<LandingPage />);

    await waitFor(() => expect(titlesIn(carousel(ABERTOS))).toHaveLength(8), { timeout: 5_000 });
    expect(titlesIn(carousel(ABERTOS))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((d) => `Aberto em ${d} dias`));
    expect(titlesIn(carousel(PREVISTOS))).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `Previsto ${i}`));
    expect(screen.queryByText('Aberto vencido')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Encerrado' })).not.toBeInTheDocument();
    expect(within(carousel(ABERTOS)).getAllByRole('group')[0]).toHaveAccessibleName('1 de 8');
    expect(within(carousel(ABERTOS)).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(within(carousel(ABERTOS)).getByRole('button', { name: 'Próximo' })).toBeInTheDocument();
  }, HEAVY_RENDER_TIMEOUT);

  it("escolher um estado filtra pelo estado (?uf=) e 'Ver todos os estados' limpa a escolha", async () => {
    const sp = buildEdital({ titulo: 'Concurso de SP', uf: 'SP' });
    const rj = buildEdital({ titulo: 'Concurso do RJ', uf: 'RJ' });
    const fetchMock = stubFetch((path) => jsonResponse({ editais: path.endsWith('uf=SP') ? [sp] : [sp, rj] }));
    renderEditaisPage(<LandingPage />);
    await waitFor(() => expect(titlesIn(carousel(ABERTOS))).toEqual(['Concurso de SP', 'Concurso do RJ']), { timeout: 5_000 });

    fireEvent.click(screen.getByRole('button', { name: 'SP São Paulo' }));
    await waitFor(() => expect(titlesIn(carousel(ABERTOS))).toEqual(['Concurso de SP']));
    expect(screen.getByRole('button', { name: 'SP São Paulo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/?uf=SP');
    expect(screen.getByText('Mostrando concursos de São Paulo (SP).')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Ver todos os estados' }));
    await waitFor(() => expect(titlesIn(carousel(ABERTOS))).toEqual(['Concurso de SP', 'Concurso do RJ']), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'SP São Paulo' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(requestedPaths(fetchMock)).toEqual(['/api/feed-publico', '/api/feed-publico?uf=SP']);
  });

  it("falha: só registra 'Failed to fetch editais' no console e deixa as listas vazias", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ error: { code: 'INTERNAL', message: 'Erro interno' } }, 500));
    renderEditaisPage(<LandingPage />);
    expect(
      await screen.findByText('Nenhum concurso com inscrições abertas no momento.', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhum concurso previsto ou autorizado no momento.')).toBeInTheDocument();
    expect(consoleError.mock.calls).toEqual([['Failed to fetch editais']]);
    // Nothing is shown to the visitor about it.
    expect(screen.queryByText('Erro interno')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
