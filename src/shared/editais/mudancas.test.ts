import { describe, expect, it } from 'vitest';
import { describeMudanca, describeMudancas, fetchCountsText, fonteLabel, isKnownFonte, type Mudanca } from './mudancas';

/** Intl writes R$ with a non-breaking space; compare as people read it. */
const text = (m: Mudanca) => describeMudanca(m).replace(/\u00a0/g, ' ');

describe('describeMudanca', () => {
  it.each<[Mudanca, string]>([
    [{ campo: 'inscricoes_fim', de: '2026-04-10', para: '2026-04-24' }, 'Inscrições prorrogadas de 10/04 para 24/04'],
    [{ campo: 'inscricoes_fim', de: '2026-04-24', para: '2026-04-10' }, 'Inscrições antecipadas de 24/04 para 10/04'],
    [{ campo: 'inscricoes_fim', de: '2026-12-20', para: '2027-01-10' }, 'Inscrições prorrogadas de 20/12/2026 para 10/01/2027'],
    [{ campo: 'inscricoes_fim', de: null, para: '2026-04-24' }, 'Fim das inscrições: 24/04/2026'],
    [{ campo: 'inscricoes_inicio', de: '2026-04-01', para: '2026-04-08' }, 'Início das inscrições: 01/04 → 08/04'],
    [{ campo: 'prova_data', de: '2026-05-10', para: '2026-05-24' }, 'Prova: 10/05 → 24/05'],
    [{ campo: 'prova_data', de: null, para: '2026-05-24' }, 'Prova: 24/05/2026'],
    [{ campo: 'prova_data', de: '2026-05-10', para: null }, 'Prova: 10/05/2026 → a definir'],
    [{ campo: 'vagas', de: 50, para: 62 }, 'Vagas: 50 → 62'],
    [{ campo: 'vagas', de: 1500, para: 2000 }, 'Vagas: 1.500 → 2.000'],
    [{ campo: 'vagas', de: null, para: 62 }, 'Vagas: 62'],
    [{ campo: 'remuneracao', de: { min: 5000, max: 5000 }, para: { min: 5500, max: 5500 } }, 'Remuneração: R$ 5.000,00 → R$ 5.500,00'],
    [
      { campo: 'remuneracao', de: { min: 3000, max: 6000 }, para: { min: 3000, max: 6500 } },
      'Remuneração: R$ 3.000,00 a R$ 6.000,00 → R$ 3.000,00 a R$ 6.500,00',
    ],
    [{ campo: 'remuneracao', de: { min: null, max: null }, para: { min: 4200, max: null } }, 'Remuneração: R$ 4.200,00'],
    [{ campo: 'remuneracao_max', de: 5000, para: 5500 }, 'Remuneração máxima: R$ 5.000,00 → R$ 5.500,00'],
    [{ campo: 'status', de: 'publicado', para: 'inscricoes_abertas' }, 'Situação: Previsto → Inscrições abertas'],
    [{ campo: 'status', de: 'inscricoes_abertas', para: 'suspenso' }, 'Situação: Inscrições abertas → Suspenso'],
    [{ campo: 'pdf_sha256', de: 'a'.repeat(64), para: 'b'.repeat(64) }, 'Retificação publicada (novo edital em PDF)'],
    [{ campo: 'pdf_sha256', de: null, para: 'b'.repeat(64) }, 'Edital publicado em PDF'],
    [{ campo: 'algo_novo', de: 1, para: 2 }, 'Informações do concurso atualizadas'],
  ])('%j → %j', (mudanca, expected) => {
    expect(text(mudanca)).toBe(expected);
  });

  it('positions: new, changed and withdrawn ones, named', () => {
    const de = [
      { nome: 'Professor', vagas: 8, remuneracao_base: 3000 },
      { nome: 'Médico', vagas: 2, remuneracao_base: 9000 },
    ];
    const para = [
      { nome: 'Professor', vagas: 9, remuneracao_base: 3500 },
      { nome: 'Enfermeiro', vagas: 4, remuneracao_base: 5000 },
    ];
    expect(text({ campo: 'cargos', de, para })).toBe(
      'Cargos: Professor: 8 → 9 vagas; Professor: R$ 3.000,00 → R$ 3.500,00; novo cargo Enfermeiro; e mais 1 alteração',
    );
    expect(text({ campo: 'cargos', de: [], para: [{ nome: 'Guarda Municipal', vagas: 10, remuneracao_base: null }] })).toBe(
      'Cargos: novo cargo Guarda Municipal',
    );
    expect(text({ campo: 'cargos', de: [{ nome: 'Médico', vagas: 2, remuneracao_base: null }], para: [] })).toBe('Cargos: retirado Médico');
    // Nothing it can name (e.g. garbage): still says something true.
    expect(text({ campo: 'cargos', de: 'x', para: null })).toBe('Cargos atualizados');
  });

  it('a version reads as its list of sentences, none repeated', () => {
    expect(
      describeMudancas([
        { campo: 'inscricoes_fim', de: '2026-04-10', para: '2026-04-24' },
        { campo: 'vagas', de: 50, para: 62 },
        { campo: 'vagas', de: 50, para: 62 },
      ]),
    ).toEqual(['Inscrições prorrogadas de 10/04 para 24/04', 'Vagas: 50 → 62']);
    expect(describeMudancas([])).toEqual([]);
  });
});

describe('sources as people know them', () => {
  it('names the sites by any of their adapters, the official PDF, and leaves an unknown one as written', () => {
    expect(['pci', 'pci-mcp', 'pci-html', 'pci-api'].map(fonteLabel)).toEqual(Array(4).fill('PCI Concursos'));
    expect(fonteLabel('edital-pdf')).toBe('Edital oficial (PDF)');
    expect(fonteLabel('diario-x')).toBe('diario-x');
    expect(isKnownFonte('jc')).toBe(true);
    expect(isKnownFonte('Prefeitura de Penedo - AL')).toBe(false);
  });

  it("counts a source's fetches in one line", () => {
    expect(fetchCountsText('pdfs', { buscadas: 1, nao_modificadas: 2, puladas: 950, falhas: [{}, {}] })).toBe('PDFs: 1 baixado, 952 sem mudança, 2 falhas');
    expect(fetchCountsText('paginas', { buscadas: 12, nao_modificadas: 0, puladas: 0, falhas: [] })).toBe('Páginas: 12 buscadas, 0 sem mudança, 0 falhas');
  });
});
