import { describe, expect, it } from 'vitest';
import { buildCandidate } from '#tests/factories';
import { buildTitulo, deriveTags, finalizeCandidate, naturalKey, statusFromDates } from './candidate';
import type { Candidate } from './types';

const TODAY = '2026-10-05';

/** A valid notice of SEFAZ-AL (the factory's, under this key and title). */
function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return buildCandidate({
    fonte: 'pci',
    fonte_chave: 'pci:noticias/x',
    titulo: 'Concurso SEFAZ-AL 2026',
    orgao: { nome: 'Secretaria de Estado da Fazenda de Alagoas', sigla: 'SEFAZ' },
    uf: 'AL',
    municipio: null,
    ...overrides,
  });
}

describe('statusFromDates', () => {
  it('follows the registration dates on the given day', () => {
    const at = (inicio: string | null, fim: string | null) => statusFromDates({ inicio, fim, today: TODAY, fallback: 'autorizado' });
    expect(at('2026-09-01', '2026-10-05')).toBe('inscricoes_abertas'); // last day still open
    expect(at('2026-09-01', '2026-10-04')).toBe('encerrado');
    expect(at('2026-10-06', '2026-11-01')).toBe('publicado');
    expect(at(null, '2026-12-01')).toBe('inscricoes_abertas');
    expect(at(null, null)).toBe('autorizado');
  });

  it('keeps cancelled and suspended notices so', () => {
    expect(statusFromDates({ inicio: null, fim: '2026-12-01', today: TODAY, situacao: 'cancelado', fallback: 'publicado' })).toBe('cancelado');
    expect(statusFromDates({ inicio: null, fim: '2026-12-01', today: TODAY, situacao: 'suspenso', fallback: 'publicado' })).toBe('suspenso');
    expect(statusFromDates({ inicio: null, fim: '2026-12-01', today: TODAY, situacao: 'reaberto', fallback: 'publicado' })).toBe('inscricoes_abertas');
  });
});

describe('buildTitulo', () => {
  it('follows the demo’s style', () => {
    expect(buildTitulo({ orgao: { nome: 'Secretaria…', sigla: 'SEFAZ' }, uf: 'AL', ano: 2026, cargos: [{ nome: 'Auditor Fiscal' }] })).toBe(
      'Concurso SEFAZ-AL 2026 - Auditor Fiscal',
    );
    expect(buildTitulo({ orgao: { nome: 'Corpo…', sigla: 'CBMAL' }, uf: 'AL', ano: 2026, cargos: [] })).toBe('Concurso CBMAL 2026');
    expect(buildTitulo({ orgao: { nome: 'Prefeitura de Petrolina', sigla: null }, uf: 'PE', ano: 2026, cargos: [{ nome: 'A' }, { nome: 'B' }], processoSeletivo: true })).toBe(
      'Processo Seletivo Prefeitura de Petrolina - PE 2026',
    );
    expect(buildTitulo({ orgao: null, uf: null, ano: 2026, cargos: [], fallback: 'INSS' })).toBe('Concurso INSS 2026');
  });
});

describe('deriveTags', () => {
  it('puts cadastro reserva, areas, sphere and levels, at most five', () => {
    expect(
      deriveTags({
        orgao: { nome: 'Tribunal Regional do Trabalho da 6ª Região', sigla: 'TRT 6ª Região' },
        municipio: null,
        cargos: [{ nome: 'Analista de Tecnologia da Informação', escolaridade: null, vagas: null, remuneracao_base: null }],
        niveis: ['Ensino_Superior', 'Ensino_Médio'],
        cadastroReserva: true,
        vagas: 0,
      }),
    ).toEqual(['Cadastro Reserva', 'Tribunais', 'TI', 'Federal', 'Nível Superior']);
    expect(
      deriveTags({ orgao: { nome: 'Prefeitura de Campinas', sigla: null }, municipio: 'Campinas', cargos: [], niveis: [], cadastroReserva: false, vagas: 10 }),
    ).toEqual(['Municipal']);
  });
});

describe('finalizeCandidate', () => {
  it('accepts a valid candidate as it is', () => {
    const result = finalizeCandidate(candidate());
    expect(result).toEqual({ ok: true, candidate: candidate() });
  });

  it('drops links that are not http(s) instead of storing them', () => {
    const result = finalizeCandidate(
      candidate({ link_inscricao: 'javascript:alert(1)', link_edital: '/relativo.pdf', banca: { nome: 'FGV', site: 'ftp://fgv' } }),
    );
    expect(result.ok && result.candidate).toMatchObject({ link_inscricao: null, link_edital: null, banca: { nome: 'FGV', site: null } });
  });

  it('rejects what the database would refuse, naming the field', () => {
    expect(finalizeCandidate(candidate({ remuneracao_min: 9000, remuneracao_max: 100 }))).toEqual({
      ok: false,
      error: { item: 'Concurso SEFAZ-AL 2026', message: 'item descartado (remuneracao_min: remuneracao_min maior que remuneracao_max)' },
    });
    expect(finalizeCandidate(candidate({ inscricoes_inicio: null, inscricoes_fim: '2026-02-30' }))).toMatchObject({ ok: false, error: { message: 'item descartado (inscricoes_fim: data inexistente)' } });
    expect(finalizeCandidate(candidate({ escolaridade: 'Superior' as never }))).toMatchObject({ ok: false });
    expect(finalizeCandidate(candidate({ vagas: 5_000_000 }))).toMatchObject({ ok: false, error: { message: 'item descartado (vagas: número de vagas implausível)' } });
    expect(finalizeCandidate(candidate({ titulo: '  ' }))).toMatchObject({ ok: false });
  });
});

describe('naturalKey', () => {
  it('ignores case, accents and punctuation', () => {
    const a = naturalKey(candidate({ titulo: 'Concurso SEFAZ-AL 2026' }));
    const b = naturalKey(candidate({ titulo: 'concurso sefaz al 2026', orgao: { nome: 'x', sigla: 'Sefaz' } }));
    expect(a).toBe('sefaz|AL|concurso sefaz al 2026|2026');
    expect(b).toBe(a);
  });
});
