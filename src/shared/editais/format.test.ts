import { describe, expect, it } from 'vitest';
import {
  agencyName,
  agencyShortName,
  formatCurrency,
  formatEscolaridade,
  formatInteger,
  formatNiveis,
  formatSalary,
  formatVagas,
  joinPt,
  placeName,
  visibleTags,
} from './format';

const NBSP = '\u00a0';

describe('formatCurrency', () => {
  it('writes R$ in pt-BR with a non-breaking space after the symbol', () => {
    expect(formatCurrency(5482.51)).toBe(`R$${NBSP}5.482,51`);
    expect(formatCurrency(1500)).toBe(`R$${NBSP}1.500,00`);
    expect(formatCurrency(0.5)).toBe(`R$${NBSP}0,50`);
    expect(formatCurrency(1234567.891)).toBe(`R$${NBSP}1.234.567,89`);
  });
});

/** Amounts where rounding, grouping or the sign is easy to get wrong, and a seeded spread of others. */
function awkwardNumbers(): number[] {
  const fixed = [
    0, -0, 0.004, 0.005, -0.004, -0.005, 0.015, 1.005, 1.015, 2.675, 1.45, 2.5, -2.5, 0.5, 9.995, 99.995, 999.995, 999_999.995,
    1e-7, -1e-7, 5e-7, 0.1 + 0.2, 1234.5, 1e15, 123_456_789.125, -1234.56, 1e20, 1e18, 1e21, 1.5e22,
    Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
  ];
  let seed = 20_261_203;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const spread = Array.from({ length: 4_000 }, (_, i) => {
    const scale = 10 ** Math.floor(random() * 12);
    const value = random() * scale;
    return i % 3 === 0 ? Math.round(value * 1000) / 1000 : i % 3 === 1 ? Math.round(value * 100) / 100 + 0.005 : -value;
  });
  return [...fixed, ...spread];
}

describe('formatCurrency and formatInteger write what Intl writes, without Intl', () => {
  const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: 'always' });

  it('gives Intl’s characters for every awkward and spread amount', () => {
    for (const n of awkwardNumbers()) {
      expect(formatCurrency(n), String(n)).toBe(brl.format(n));
      expect(formatInteger(n), String(n)).toBe(integer.format(n));
    }
  });

  it('groups four digits too, and rounds halves away from zero on the shortest decimal', () => {
    expect(formatInteger(1500)).toBe('1.500');
    expect(formatInteger(12_345_678)).toBe('12.345.678');
    expect(formatInteger(-2.5)).toBe('-3');
    expect(formatCurrency(1.005)).toBe(`R$${NBSP}1,01`);
    expect(formatCurrency(-0.004)).toBe(`-R$${NBSP}0,00`);
  });
});

describe('formatSalary', () => {
  it('shows a range', () => {
    expect(formatSalary(1500, 3000)).toBe(`R$${NBSP}1.500,00 a R$${NBSP}3.000,00`);
  });

  it('puts a reversed range in order', () => {
    expect(formatSalary(3000, 1500)).toBe(`R$${NBSP}1.500,00 a R$${NBSP}3.000,00`);
  });

  it('shows a single value when only one bound is known or both are equal', () => {
    expect(formatSalary(5482.51, null)).toBe(`R$${NBSP}5.482,51`);
    expect(formatSalary(null, 5482.51)).toBe(`R$${NBSP}5.482,51`);
    expect(formatSalary(4000, 4000)).toBe(`R$${NBSP}4.000,00`);
  });

  it('says the pay was not disclosed otherwise, zero included', () => {
    expect(formatSalary(null, null)).toBe('Remuneração não divulgada');
    expect(formatSalary(0, 0)).toBe('Remuneração não divulgada');
    expect(formatSalary(0, 2500)).toBe(`R$${NBSP}2.500,00`);
    expect(formatSalary(Number.NaN, null)).toBe('Remuneração não divulgada');
  });
});

describe('formatEscolaridade', () => {
  it('shows underscores as spaces', () => {
    expect(formatEscolaridade('Ensino_Médio')).toBe('Ensino Médio');
    expect(formatEscolaridade('Pós_Graduação')).toBe('Pós Graduação');
    expect(formatEscolaridade('Vários_Níveis')).toBe('Vários Níveis');
    expect(formatEscolaridade('Superior')).toBe('Superior');
  });

  it('is empty for null', () => {
    expect(formatEscolaridade(null)).toBe('');
  });
});

describe('formatNiveis', () => {
  it('um nível por extenso; vários pelos nomes curtos, em lista', () => {
    expect(formatNiveis(['Ensino_Médio'])).toBe('Ensino Médio');
    expect(formatNiveis(['Ensino_Médio', 'Ensino_Superior'])).toBe('Médio e Superior');
    expect(formatNiveis(['Ensino_Fundamental', 'Ensino_Técnico', 'Pós_Graduação'])).toBe('Fundamental, Técnico e Pós-Graduação');
  });

  it('sem níveis, o que a escolaridade diz', () => {
    expect(formatNiveis([], 'Vários_Níveis')).toBe('Vários Níveis');
    expect(formatNiveis([])).toBe('');
  });
});

describe('joinPt', () => {
  it.each([
    [[], ''],
    [['Saúde'], 'Saúde'],
    [['Saúde', 'TI'], 'Saúde e TI'],
    [['Educação', 'Saúde', 'TI'], 'Educação, Saúde e TI'],
  ])('%j → %s', (items, text) => {
    expect(joinPt(items)).toBe(text);
  });
});

describe('formatVagas', () => {
  it.each([
    [1, '1 vaga'],
    [2, '2 vagas'],
    [120, '120 vagas'],
    [1200, '1.200 vagas'],
    [12000, '12.000 vagas'],
    [0, 'Cadastro reserva'],
    [null, 'Vagas não informadas'],
    [-1, 'Vagas não informadas'],
  ] as const)('%j → %s', (n, text) => {
    expect(formatVagas(n)).toBe(text);
  });
});

describe('visibleTags', () => {
  it('keeps at most three tags, in order', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c']);
    expect(visibleTags(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(visibleTags(['a'])).toEqual(['a']);
    expect(visibleTags([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const tags = ['a', 'b', 'c', 'd'];
    visibleTags(tags);
    expect(tags).toHaveLength(4);
  });
});

describe('agencyName and placeName (cards and alert e-mails)', () => {
  it('names the agency by acronym and name, or the name alone', () => {
    expect(agencyName({ nome: 'Polícia Civil do Estado de Pernambuco', sigla: 'PC-PE' })).toBe('PC-PE · Polícia Civil do Estado de Pernambuco');
    expect(agencyName({ nome: 'Prefeitura de Niterói', sigla: null })).toBe('Prefeitura de Niterói');
    expect(agencyName({ nome: 'FUNAI', sigla: 'FUNAI' })).toBe('FUNAI');
    expect(agencyName(null)).toBe('');
    expect(agencyShortName({ nome: 'Polícia Federal', sigla: 'PF' })).toBe('PF');
    expect(agencyShortName({ nome: 'Prefeitura de Niterói', sigla: null })).toBe('Prefeitura de Niterói');
  });

  it('writes the place as municipality – UF, the state alone, or Nacional', () => {
    expect(placeName({ uf: 'PE', municipio: 'Recife' })).toBe('Recife – PE');
    expect(placeName({ uf: 'SP', municipio: null })).toBe('São Paulo – SP');
    expect(placeName({ uf: null, municipio: 'Brasília' })).toBe('Nacional');
  });
});
