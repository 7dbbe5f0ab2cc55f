import { describe, expect, it } from 'vitest';
import type { MeusConcursosResponse } from '@/shared/api/tracking';
import { buildDetalhe, buildEdital } from '@/web/features/editais/testing/factories';
import { applyToDetail, applyToEditaisQuery, applyToList, applyToMeusConcursos } from './cache-updates';

const a = buildEdital({ id: 1, userStatus: 'novo' });
const b = buildEdital({ id: 2, userStatus: 'novo' });

describe('applyToList', () => {
  it('sets the status of the card, leaving the others alone', () => {
    const next = applyToList({ editais: [a, b] }, 'feed', 2, 'salvo');
    expect(next.editais.map((e) => e.userStatus)).toEqual(['novo', 'salvo']);
    expect(next.editais[0]).toBe(a);
  });
  it('takes a hidden notice out of the feed at once, but keeps it in the search with its badge', () => {
    expect(applyToList({ editais: [a, b] }, 'feed', 1, 'oculto').editais.map((e) => e.id)).toEqual([2]);
    expect(applyToList({ editais: [a, b] }, 'busca', 1, 'oculto').editais.map((e) => e.userStatus)).toEqual(['oculto', 'novo']);
  });
  it('returns the same object when the notice is not listed', () => {
    const data = { editais: [a] };
    expect(applyToList(data, 'feed', 9, 'salvo')).toBe(data);
  });
});

describe('applyToDetail', () => {
  it('updates the page badge and the similar cards; hidden ones leave Concursos Similares', () => {
    const detail = buildDetalhe({ edital: buildEdital({ id: 5 }), userStatus: 'novo', similares: [a, b] });
    const saved = applyToDetail(detail, 5, 'salvo');
    expect(saved.userStatus).toBe('salvo');
    expect(saved.edital.userStatus).toBe('salvo');
    const hidden = applyToDetail(detail, 1, 'oculto');
    expect(hidden.similares.map((e) => e.id)).toEqual([2]);
    expect(hidden.userStatus).toBe('novo');
    expect(applyToDetail(detail, 2, 'visto').similares[1]?.userStatus).toBe('visto');
  });
});

describe('applyToEditaisQuery', () => {
  it('picks the shape from the query key and leaves anything else untouched', () => {
    expect(applyToEditaisQuery(['editais', 'feed', null], { editais: [a] }, 1, 'oculto')).toEqual({ editais: [] });
    const detail = buildDetalhe({ edital: buildEdital({ id: 1 }) });
    expect((applyToEditaisQuery(['editais', 'detalhe', 1], detail, 1, 'visto') as typeof detail).userStatus).toBe('visto');
    expect(applyToEditaisQuery(['editais', 'outra-coisa'], { editais: [a] }, 1, 'oculto')).toEqual({ editais: [a] });
    expect(applyToEditaisQuery(['editais', 'feed'], undefined, 1, 'oculto')).toBeUndefined();
  });
});

describe('applyToEditaisQuery on the advanced search', () => {
  it("updates the card in whichever loaded page holds it ('Carregar mais')", () => {
    const data = { pages: [{ editais: [a], total: 2 }, { editais: [b], total: 2 }], pageParams: [1, 2] };
    const next = applyToEditaisQuery(['editais', 'busca-avancada', 'nivel=medio'], data, 2, 'salvo') as typeof data;
    expect(next.pages[1]!.editais[0]!.userStatus).toBe('salvo');
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(applyToEditaisQuery(['editais', 'busca-avancada', ''], data, 9, 'salvo')).toBe(data);
  });
});

describe('applyToMeusConcursos', () => {
  const data: MeusConcursosResponse = {
    salvos: [{ ...a, userStatus: 'salvo' }],
    vistos: [{ ...b, userStatus: 'visto' }],
    ocultos: [],
    inscritos: [],
    counts: { salvos: 1, vistos: 1, ocultos: 0, inscritos: 0 },
    usage: { plan: 'free', saved: 1, limit: 5 },
  };
  it('moves a notice to the tab of its new status, first, with counts and usage', () => {
    const next = applyToMeusConcursos(data, b, 'salvo');
    expect(next.salvos.map((e) => e.id)).toEqual([2, 1]);
    expect(next.vistos).toEqual([]);
    expect(next.counts).toEqual({ salvos: 2, vistos: 0, ocultos: 0, inscritos: 0 });
    expect(next.usage).toEqual({ plan: 'free', saved: 2, limit: 5 });
  });
  it('back to novo leaves every tab and frees a slot', () => {
    const next = applyToMeusConcursos(data, a, 'novo');
    expect(next.salvos).toEqual([]);
    expect(next.counts.salvos).toBe(0);
    expect(next.usage.saved).toBe(0);
  });
});
