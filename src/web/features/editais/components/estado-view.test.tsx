import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Edital, EstadoConcursos } from '@/shared/api/editais';
import { buildEdital, daysFromToday } from '../testing/factories';
import { renderEditaisPage } from '../testing/render';
import { estadoResumo, EstadoSkeleton, EstadoView } from './estado-view';

function buildEstado(overrides: Partial<EstadoConcursos> = {}): EstadoConcursos {
  const abertos = overrides.abertos ?? [];
  const previstos = overrides.previstos ?? [];
  return {
    uf: 'SP',
    nome: 'São Paulo',
    abertos,
    previstos,
    totais: { abertos: abertos.length, previstos: previstos.length },
    ...overrides,
  };
}

const titlesIn = (region: HTMLElement) => within(region).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('EstadoView', () => {
  it('mostra o título com o nome do estado, os totais, as duas listas em ordem e o RSS do estado', () => {
    const abertos = [1, 5, 9].map((d) => buildEdital({ titulo: `Aberto em ${d} dias`, inscricoes_fim: daysFromToday(d) }));
    const previstos = ['Previsto novo', 'Autorizado antigo'].map((titulo, i) =>
      buildEdital({ titulo, status: i === 0 ? 'publicado' : 'autorizado', inscricoes_fim: null }),
    );
    renderEditaisPage(
      <EstadoView uf="SP" data={buildEstado({ abertos, previstos, totais: { abertos: 12, previstos: 5 } })} />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Concursos em São Paulo' })).toBeInTheDocument();
    expect(screen.getByText('12 concursos com inscrições abertas e 5 previstos ou autorizados.')).toBeInTheDocument();

    const abertosRegion = screen.getByRole('region', { name: 'Inscrições abertas' });
    expect(titlesIn(abertosRegion)).toEqual(['Aberto em 1 dias', 'Aberto em 5 dias', 'Aberto em 9 dias']);
    const previstosRegion = screen.getByRole('region', { name: 'Previstos e autorizados' });
    expect(titlesIn(previstosRegion)).toEqual(['Previsto novo', 'Autorizado antigo']);
    expect(within(previstosRegion).getByRole('link', { name: 'Previsto novo' })).toHaveAttribute('href', `/edital/${previstos[0]!.id}`);

    const rss = screen.getByRole('link', { name: 'Receber por RSS' });
    expect(rss).toHaveAttribute('href', '/rss/sp.xml');
    expect(rss).toHaveAttribute('type', 'application/rss+xml');
  });

  it('diz quando uma lista está vazia', () => {
    renderEditaisPage(<EstadoView uf="AC" data={buildEstado({ uf: 'AC', nome: 'Acre' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Concursos no Acre' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum concurso com inscrições abertas e nenhum previsto ou autorizado.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Inscrições abertas' })).getByText(
        'Nenhum concurso com inscrições abertas no Acre no momento.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Previstos e autorizados' })).getByText(
        'Nenhum concurso previsto ou autorizado no Acre no momento.',
      ),
    ).toBeInTheDocument();
  });

  it("liga a página de cada um dos outros 26 estados em 'Outros estados'", () => {
    renderEditaisPage(<EstadoView uf="SP" data={buildEstado()} />);
    const nav = screen.getByRole('navigation', { name: 'Outros estados' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(26);
    expect(within(nav).queryByRole('link', { name: 'São Paulo' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Rio de Janeiro' })).toHaveAttribute('href', '/concursos/rj');
    expect(within(nav).getByRole('link', { name: 'Acre' })).toHaveAttribute('href', '/concursos/ac');
    expect(within(nav).getByRole('link', { name: 'Tocantins' })).toHaveAttribute('href', '/concursos/to');

    fireEvent.click(within(nav).getByRole('link', { name: 'Minas Gerais' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/concursos/mg');
  });

  it('mostra 12 cartões de cada vez e diz quando a lista foi cortada no limite', () => {
    const abertos = Array.from({ length: 100 }, (_, i) => buildEdital({ titulo: `Aberto ${i + 1}` }));
    renderEditaisPage(<EstadoView uf="SP" data={buildEstado({ abertos, totais: { abertos: 1234, previstos: 0 } })} />);
    const region = screen.getByRole('region', { name: 'Inscrições abertas' });
    expect(titlesIn(region)).toHaveLength(12);
    expect(within(region).getByText('Mostrando 12 de 100 concursos')).toBeInTheDocument();
    expect(within(region).getByText('A lista traz 100 dos 1.234 concursos.')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Mostrar mais concursos' }));
    expect(titlesIn(region)).toHaveLength(24);
    expect(screen.getByText('1.234 concursos com inscrições abertas e nenhum previsto ou autorizado.')).toBeInTheDocument();
  });

  it("sem JavaScript, 'Mostrar mais' é um formulário GET que pede a próxima página e guarda a da outra lista", () => {
    const abertos = Array.from({ length: 40 }, (_, i) => buildEdital({ titulo: `Aberto ${i + 1}` }));
    const previstos = Array.from({ length: 20 }, (_, i) => buildEdital({ titulo: `Previsto ${i + 1}`, status: 'publicado' }));
    renderEditaisPage(<EstadoView uf="SP" data={buildEstado({ abertos, previstos })} />, {
      path: '/concursos/:uf',
      initialPath: '/concursos/sp?abertos=24&previstos=abc',
    });
    const region = screen.getByRole('region', { name: 'Inscrições abertas' });
    // The address says 24 (the server drew them); an unreadable count means one page.
    expect(titlesIn(region)).toHaveLength(24);
    expect(titlesIn(screen.getByRole('region', { name: 'Previstos e autorizados' }))).toHaveLength(12);

    const more = within(region).getByRole('button', { name: 'Mostrar mais concursos' });
    expect(more).toHaveAttribute('type', 'submit');
    expect(more).toHaveAttribute('name', 'abertos');
    expect(more).toHaveAttribute('value', '36');
    const form = more.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.getAttribute('action')).toBe(`#${region.querySelector('ul')!.id}`);
    expect([...new FormData(form)]).toEqual([['previstos', 'abc']]);

    // With JavaScript the click adds the cards in place: the address stays as it was.
    fireEvent.click(more);
    expect(titlesIn(region)).toHaveLength(36);
    expect(screen.getByTestId('location')).toHaveTextContent('/concursos/sp?abertos=24&previstos=abc');
  });

  it('passa as ações dos cartões a quem está logado', () => {
    const edital = buildEdital({ titulo: 'Concurso acompanhado' });
    const onAction = vi.fn<(e: Edital, action: string) => void>();
    renderEditaisPage(
      <EstadoView uf="SP" data={buildEstado({ abertos: [edital] })} tracking={{ onAction, pendingIds: new Set() }} />,
    );
    const card = screen.getByRole('article', { name: 'Concurso acompanhado' });
    fireEvent.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(onAction).toHaveBeenCalledWith(edital, 'salvo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('estadoResumo', () => {
  it.each([
    [{ abertos: 0, previstos: 0 }, 'Nenhum concurso com inscrições abertas e nenhum previsto ou autorizado'],
    [{ abertos: 1, previstos: 1 }, '1 concurso com inscrições abertas e 1 previsto ou autorizado'],
    [{ abertos: 12, previstos: 5 }, '12 concursos com inscrições abertas e 5 previstos ou autorizados'],
    [{ abertos: 0, previstos: 2 }, 'Nenhum concurso com inscrições abertas e 2 previstos ou autorizados'],
  ])('%j → %s', (totais, text) => {
    expect(estadoResumo(totais)).toBe(text);
  });
});

describe('EstadoSkeleton', () => {
  it('já mostra o título, as seções, o RSS e os outros estados enquanto os concursos carregam', () => {
    renderEditaisPage(<EstadoSkeleton uf="RJ" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Concursos no Rio de Janeiro' })).toBeInTheDocument();
    const abertos = screen.getByRole('region', { name: 'Inscrições abertas' });
    expect(within(abertos).getByRole('status')).toHaveTextContent('Carregando concursos com inscrições abertas…');
    const previstos = screen.getByRole('region', { name: 'Previstos e autorizados' });
    expect(within(previstos).getByRole('status')).toHaveTextContent('Carregando concursos previstos e autorizados…');
    expect(screen.getByRole('link', { name: 'Receber por RSS' })).toHaveAttribute('href', '/rss/rj.xml');
    expect(within(screen.getByRole('navigation', { name: 'Outros estados' })).getAllByRole('link')).toHaveLength(26);
  });
});
