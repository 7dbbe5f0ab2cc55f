import { describe, expect, it } from 'vitest';
import { deUf, emUf, UF_VIZINHOS, UFS, withNeighbours } from './ufs';

describe('emUf / deUf', () => {
  it.each([
    ['SP', 'em São Paulo', 'de São Paulo'],
    ['MG', 'em Minas Gerais', 'de Minas Gerais'],
    ['RJ', 'no Rio de Janeiro', 'do Rio de Janeiro'],
    ['DF', 'no Distrito Federal', 'do Distrito Federal'],
    ['BA', 'na Bahia', 'da Bahia'],
    ['PB', 'na Paraíba', 'da Paraíba'],
    ['PE', 'em Pernambuco', 'de Pernambuco'],
  ] as const)('%s → %s, %s', (uf, em, de) => {
    expect(emUf(uf)).toBe(em);
    expect(deUf(uf)).toBe(de);
  });

  it('has a form for each of the 27 states', () => {
    for (const uf of UFS) {
      expect(emUf(uf)).toMatch(/^(em|no|na) \S/);
      expect(deUf(uf)).toMatch(/^(de|do|da) \S/);
    }
  });
});

describe('UF_VIZINHOS / withNeighbours', () => {
  it('lists every state, never itself, and each border from both sides', () => {
    expect(Object.keys(UF_VIZINHOS).sort()).toEqual([...UFS].sort());
    for (const uf of UFS) {
      expect(UF_VIZINHOS[uf]).not.toContain(uf);
      expect(new Set(UF_VIZINHOS[uf]).size).toBe(UF_VIZINHOS[uf].length);
      for (const other of UF_VIZINHOS[uf]) expect(UF_VIZINHOS[other], `${other} → ${uf}`).toContain(uf);
    }
  });

  it.each([
    ['SP', ['MG', 'MS', 'PR', 'RJ']],
    ['DF', ['GO', 'MG']],
    ['RS', ['SC']],
    ['AP', ['PA']],
    ['BA', ['AL', 'ES', 'GO', 'MG', 'PE', 'PI', 'SE', 'TO']],
    ['MS', ['GO', 'MG', 'MT', 'PR', 'SP']],
  ] as const)('%s borders %j', (uf, neighbours) => {
    expect([...UF_VIZINHOS[uf]].sort()).toEqual(neighbours);
  });

  it('adds the neighbours to the chosen states, once each, in the usual order', () => {
    expect(withNeighbours(['SP'])).toEqual(['MS', 'MG', 'PR', 'RJ', 'SP']);
    expect(withNeighbours(['RS', 'SC'])).toEqual(['PR', 'RS', 'SC']);
    expect(withNeighbours(['DF', 'GO'])).toEqual(['BA', 'DF', 'GO', 'MT', 'MS', 'MG', 'TO']);
    expect(withNeighbours([])).toEqual([]);
  });
});
