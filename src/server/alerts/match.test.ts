import { describe, expect, it } from 'vitest';
import { alertPreferencesSchema, normalizeForMatch } from '#shared/alerts';
import {
  isNewSince,
  matchesEscolaridades,
  matchesKeywords,
  matchesPreferences,
  matchesUfs,
  NEW_SINCE_GRACE_MS,
  selectAlertNotices,
  type AlertCandidate,
} from './match';

const T0 = new Date('2026-11-16T11:00:00.000Z');

let n = 0;
function notice(overrides: Partial<AlertCandidate> = {}): AlertCandidate {
  n += 1;
  return {
    id: n,
    titulo: `Concurso ${n}`,
    uf: 'SP',
    municipio: 'São Paulo',
    escolaridade: 'Ensino_Superior',
    status: 'inscricoes_abertas',
    createdAt: new Date(T0.getTime() + 60_000),
    inscricoesFim: '2026-12-20',
    remuneracaoMin: 3000,
    remuneracaoMax: 5000,
    vagas: 10,
    orgaoNome: 'Tribunal de Justiça de São Paulo',
    orgaoSigla: 'TJ-SP',
    cargos: [],
    ...overrides,
  };
}

const any = { ufs: [], escolaridades: [], keywords: [] };

describe('keywords: accent- and case-insensitive, at the start of a word of title, agency or position', () => {
  it.each([
    ['policia', { titulo: 'Concurso da Polícia Militar' }, true],
    ['POLÍCIA', { titulo: 'concurso da policia civil' }, true],
    ['professor', { titulo: 'Prefeitura contrata Professores' }, true],
    ['TI', { titulo: 'Analista de TI' }, true],
    ['ti', { titulo: 'Analista (TI) – edital 1' }, true],
    ['ti', { titulo: 'Técnico Estatístico' }, false],
    ['saude', { titulo: 'Edital 1', orgaoNome: 'Secretaria de Saúde' }, true],
    ['tjsp', { titulo: 'Edital 1', orgaoSigla: 'TJSP' }, true],
    ['tj sp', { titulo: 'Edital 1', orgaoSigla: 'TJ-SP' }, true],
    ['enfermeiro', { titulo: 'Edital 1', cargos: [{ nome: 'Enfermeiro Plantonista', escolaridade: null }] }, true],
    ['médico', { titulo: 'Edital de Engenharia', cargos: [{ nome: 'Engenheiro', escolaridade: null }] }, false],
    ['receita federal', { titulo: 'Concurso da Receita  Federal' }, true],
  ] as const)('%j in %j → %s', (keyword, overrides, expected) => {
    expect(matchesKeywords(notice({ orgaoNome: null, orgaoSigla: null, ...(overrides as Partial<AlertCandidate>) }), [keyword])).toBe(expected);
  });

  it('any one keyword is enough; no keywords means no filter', () => {
    const c = notice({ titulo: 'Concurso do IBGE' });
    expect(matchesKeywords(c, ['fiscal', 'ibge'])).toBe(true);
    expect(matchesKeywords(c, ['fiscal', 'auditor'])).toBe(false);
    expect(matchesKeywords(c, [])).toBe(true);
  });
});

describe('states and education levels', () => {
  it('a state filter takes notices of those states, and national ones (no state)', () => {
    expect(matchesUfs(notice({ uf: 'RJ' }), ['RJ', 'MG'])).toBe(true);
    expect(matchesUfs(notice({ uf: 'SP' }), ['RJ', 'MG'])).toBe(false);
    expect(matchesUfs(notice({ uf: null }), ['RJ'])).toBe(true);
    expect(matchesUfs(notice({ uf: 'SP' }), [])).toBe(true);
  });

  it("levels: the notice's, any position's, or 'Vários Níveis'; unknown only without a filter", () => {
    expect(matchesEscolaridades(notice({ escolaridade: 'Ensino_Médio' }), ['Ensino_Médio'])).toBe(true);
    expect(matchesEscolaridades(notice({ escolaridade: 'Ensino_Superior' }), ['Ensino_Médio'])).toBe(false);
    expect(matchesEscolaridades(notice({ escolaridade: 'Vários_Níveis' }), ['Ensino_Fundamental'])).toBe(true);
    expect(
      matchesEscolaridades(
        notice({ escolaridade: 'Ensino_Superior', cargos: [{ nome: 'Técnico', escolaridade: 'Ensino_Médio' }] }),
        ['Ensino_Médio'],
      ),
    ).toBe(true);
    expect(matchesEscolaridades(notice({ escolaridade: null }), ['Ensino_Médio'])).toBe(false);
    expect(matchesEscolaridades(notice({ escolaridade: null }), [])).toBe(true);
  });

  it('only notices one can still act on: open, forecast or authorised', () => {
    for (const status of ['inscricoes_abertas', 'publicado', 'autorizado'] as const) {
      expect(matchesPreferences(notice({ status }), any)).toBe(true);
    }
    for (const status of ['encerrado', 'suspenso', 'cancelado'] as const) {
      expect(matchesPreferences(notice({ status }), any)).toBe(false);
    }
  });

  it('every filter must hold at once', () => {
    const prefs = { ufs: ['RJ' as const], escolaridades: ['Ensino_Médio' as const], keywords: ['policia'] };
    expect(matchesPreferences(notice({ uf: 'RJ', escolaridade: 'Ensino_Médio', titulo: 'Polícia Civil' }), prefs)).toBe(true);
    expect(matchesPreferences(notice({ uf: 'SP', escolaridade: 'Ensino_Médio', titulo: 'Polícia Civil' }), prefs)).toBe(false);
    expect(matchesPreferences(notice({ uf: 'RJ', escolaridade: 'Ensino_Superior', titulo: 'Polícia Civil' }), prefs)).toBe(false);
    expect(matchesPreferences(notice({ uf: 'RJ', escolaridade: 'Ensino_Médio', titulo: 'Prefeitura' }), prefs)).toBe(false);
  });
});

describe('selectAlertNotices', () => {
  const base = { preferences: any, newSince: T0, hidden: new Set<number>(), alreadySent: new Set<number>() };

  it('new since the last alert only (with the grace for notices committed just after it)', () => {
    const old = notice({ createdAt: new Date(T0.getTime() - NEW_SINCE_GRACE_MS - 1) });
    const inGrace = notice({ createdAt: new Date(T0.getTime() - NEW_SINCE_GRACE_MS + 1000) });
    const fresh = notice();
    expect(isNewSince(old, T0)).toBe(false);
    expect(selectAlertNotices([old, inGrace, fresh], base).map((c) => c.id)).toEqual([fresh.id, inGrace.id]);
    expect(selectAlertNotices([old], base)).toEqual([]);
  });

  it('hidden notices never alert, and a notice already sent never goes again', () => {
    const hidden = notice();
    const sent = notice();
    const fresh = notice();
    const chosen = selectAlertNotices([hidden, sent, fresh], { ...base, hidden: new Set([hidden.id]), alreadySent: new Set([sent.id]) });
    expect(chosen.map((c) => c.id)).toEqual([fresh.id]);
  });

  it('nothing matching: an empty list (the dispatcher sends no e-mail)', () => {
    expect(selectAlertNotices([notice({ uf: 'SP' })], { ...base, preferences: { ...any, ufs: ['AC'] } })).toEqual([]);
  });

  it('open notices first by closing date, then forecast ones, newest first', () => {
    const later = notice({ inscricoesFim: '2026-12-30' });
    const sooner = notice({ inscricoesFim: '2026-12-01' });
    const noDate = notice({ inscricoesFim: null });
    const forecastOld = notice({ status: 'publicado', inscricoesFim: null, createdAt: new Date(T0.getTime() + 1000) });
    const forecastNew = notice({ status: 'autorizado', inscricoesFim: null, createdAt: new Date(T0.getTime() + 5000) });
    const chosen = selectAlertNotices([forecastOld, later, noDate, forecastNew, sooner], base);
    expect(chosen.map((c) => c.id)).toEqual([sooner.id, later.id, noDate.id, forecastNew.id, forecastOld.id]);
  });
});

describe('alert preferences as the user gives them', () => {
  it('keeps states and levels in canonical order, trims keywords and drops repeats that differ in accents or case', () => {
    const parsed = alertPreferencesSchema.parse({
      enabled: true,
      ufs: ['SP', 'AC', 'SP'],
      escolaridades: ['Ensino_Superior', 'Ensino_Médio'],
      keywords: ['  Polícia   Militar ', 'policia militar', 'TI'],
    });
    expect(parsed).toEqual({
      enabled: true,
      ufs: ['AC', 'SP'],
      escolaridades: ['Ensino_Médio', 'Ensino_Superior'],
      keywords: ['Polícia Militar', 'TI'],
    });
  });

  it.each([
    [{ enabled: 'sim', ufs: [], escolaridades: [], keywords: [] }, 'Informe se os alertas estão ativos'],
    [{ enabled: true, ufs: ['XX'], escolaridades: [], keywords: [] }, 'Estado inválido'],
    [{ enabled: true, ufs: [], escolaridades: ['Doutorado'], keywords: [] }, 'Escolaridade inválida'],
    [{ enabled: true, ufs: [], escolaridades: [], keywords: ['a'] }, 'Cada palavra-chave precisa de pelo menos 2 letras'],
    [{ enabled: true, ufs: [], escolaridades: [], keywords: ['x'.repeat(41)] }, 'Cada palavra-chave pode ter até 40 caracteres'],
    [
      { enabled: true, ufs: [], escolaridades: [], keywords: Array.from({ length: 11 }, (_, i) => `palavra ${i}`) },
      'Use no máximo 10 palavras-chave',
    ],
    [{ enabled: true, ufs: 'SP', escolaridades: [], keywords: [] }, 'Estados inválidos'],
  ])('%j → %s', (input, message) => {
    const result = alertPreferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('normalizeForMatch: no accents, lower case, single spaces', () => {
    expect(normalizeForMatch('  Pós-Graduação  em   SAÚDE ')).toBe('pos-graduacao em saude');
  });
});
