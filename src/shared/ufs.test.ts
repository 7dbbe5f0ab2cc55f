import { describe, expect, it } from 'vitest';
import { deUf, emUf, UFS } from './ufs';

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
