import { describe, expect, it } from 'vitest';
import { loadLabelledNotices } from '../pdf/labelled';
import { bancaNames, formatRealReport, gazetteOf, missKind, sameRealValue, scoreRealNotices, wilsonInterval, type RealExpected, type RealPrediction } from './evaluate';

const EXPECTED: RealExpected = {
  orgao: 'Prefeitura de Bayeux',
  uf: 'PB',
  banca: 'IDIB',
  vagas: null,
  remuneracao_max: null,
  inscricoes_inicio: '2021-06-01',
  inscricoes_fim: '2021-08-11',
  prova_data: null,
  taxas: [60, 80, 120],
  niveis: ['Ensino_Fundamental', 'Ensino_Médio', 'Ensino_Superior'],
  num_cargos: null,
};

const PREDICTED: RealPrediction = {
  uf: 'PB',
  banca: 'Idib',
  vagas: 500,
  remuneracao_max: null,
  inscricoes_fim: '2021-08-10',
  prova_data: null,
  taxas: [120, 60, 80, 80],
  niveis: ['Ensino_Superior', 'Ensino_Médio'],
  num_cargos: null,
};

describe('scoreRealNotices', () => {
  it('compares sets as sets, names without case, and leaves out fields whose label is null', () => {
    const report = scoreRealNotices([{ id: 'det-x', esperado: EXPECTED, previsto: PREDICTED }]);
    const byField = Object.fromEntries(report.fields.map((f) => [f.field, [f.correct, f.total, f.extras]]));
    expect(byField).toEqual({
      uf: [1, 1, 0],
      vagas: [0, 0, 1],
      remuneracao_max: [0, 0, 0],
      inscricoes_fim: [0, 1, 0],
      niveis: [0, 1, 0],
      banca: [1, 1, 0],
      taxas: [1, 1, 0],
      prova_data: [0, 0, 0],
      num_cargos: [0, 0, 0],
    });
    expect(report.mismatches.map((m) => m.field)).toEqual(['inscricoes_fim', 'niveis']);
    expect(report.fields.find((f) => f.field === 'niveis')!.misses).toEqual({ nulo: 0, mais: 0, menos: 1, outro: 0 });
    expect(formatRealReport('Metade test', report)).toMatch(/^Metade test \(1 avisos\)\n.*erros: nulo\/mais\/menos\/outro\n {2}uf\s+1\/1\s+100\.0%\s+21–100%\s+95%\s+0\s+0\/0\/0\/0$/m);
  });

  it('tells a miss by its kind: nothing read, more, fewer, or another value', () => {
    expect(missKind(12, null)).toBe('nulo');
    expect(missKind(12, 14)).toBe('mais');
    expect(missKind(12, 3)).toBe('menos');
    expect(missKind(['Ensino_Médio'], ['Ensino_Médio', 'Ensino_Superior'])).toBe('mais');
    expect(missKind(['Ensino_Médio', 'Ensino_Superior'], ['Ensino_Técnico'])).toBe('menos');
    expect(missKind('2026-02-10', '2026-02-08')).toBe('outro');
    expect(missKind('Cebraspe', 'FGV')).toBe('outro');
  });

  it('gives each accuracy its 95 % Wilson interval, within 0–100 %', () => {
    const at = (c: number, t: number) => {
      const w = wilsonInterval(c, t)!;
      return [Number(w.low.toFixed(1)), Number(w.high.toFixed(1))];
    };
    expect(at(101, 139)).toEqual([64.7, 79.4]);
    expect(at(0, 10)).toEqual([0, 27.8]);
    expect(at(10, 10)).toEqual([72.2, 100]);
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('counts an empty answer as a miss and amounts to the cent', () => {
    expect(sameRealValue('niveis', ['Ensino_Médio'], null)).toBe(false);
    expect(sameRealValue('remuneracao_max', 3622.23, 3622.2300001)).toBe(true);
    expect(sameRealValue('vagas', 0, 0)).toBe(true);
  });

  it('takes a self-run body by its full name, its name alone, its acronym or its acronym and town', () => {
    const semsa = 'Secretaria Municipal de Saúde de Rio Branco (SEMSA)';
    expect(bancaNames(semsa)).toEqual(['secretaria municipal de saude de rio branco (semsa)', 'secretaria municipal de saude de rio branco', 'semsa', 'semsa rio branco']);
    for (const label of ['SEMSA Rio Branco', 'SEMSA', 'Secretaria Municipal de Saúde de Rio Branco']) expect(sameRealValue('banca', label, semsa)).toBe(true);
    expect(sameRealValue('banca', 'IBGE', 'Instituto Brasileiro de Geografia e Estatística (IBGE)')).toBe(true);
    // Another body, another town, or a board that is not the body: a miss.
    expect(sameRealValue('banca', 'SEMSA Porto Velho', semsa)).toBe(false);
    expect(sameRealValue('banca', 'Fundatec', semsa)).toBe(false);
    expect(sameRealValue('banca', 'Rio Branco', semsa)).toBe(false);
    // A label with the acronym too: the same acronym is the same body, unless a town ends a name (each town has its SEMSA).
    expect(sameRealValue('banca', 'Instituto de Saúde Dr. José Gil Barbosa (ISJGB)', 'Instituto de Saúde Dr. José GB Barbosa (ISJGB)')).toBe(true);
    expect(sameRealValue('banca', 'Secretaria Municipal de Saúde de Porto Velho (SEMSA)', semsa)).toBe(false);
    expect(sameRealValue('banca', 'Instituto de Saúde Dr. José Gil Barbosa (ISJGB)', 'Instituto de Saúde (IS)')).toBe(false);
    // A board's own name, as the catalogue spells it: accents and case aside, and nothing else.
    expect(sameRealValue('banca', 'Cebraspe', 'CEBRASPE')).toBe(true);
    expect(bancaNames('Cebraspe')).toEqual(['cebraspe']);
    // A university's commission ('Coseac/UFF') is the university running it: 'UFF' names it too, not another body.
    expect(bancaNames('Coseac/UFF')).toEqual(['coseac/uff', 'uff']);
    expect(sameRealValue('banca', 'UFPI', 'Copese/UFPI')).toBe(true);
    expect(sameRealValue('banca', 'UFT', 'Copese/UFPI')).toBe(false);
    // A firm's legal name in a label and the catalogue's name in a prediction are one board; another board is not.
    expect(sameRealValue('banca', 'Legalle Concursos e Soluções Integradas Ltda', 'Legalle Concursos')).toBe(true);
    expect(sameRealValue('banca', 'CONSEP - Consultoria e Estudos Pedagógicos Ltda', 'Consep')).toBe(true);
    expect(sameRealValue('banca', 'Legalle Concursos e Soluções Integradas Ltda', 'Objetiva Concursos')).toBe(false);
    expect(sameRealValue('banca', 'Prefeitura Municipal de Caxias', 'Prefeitura Municipal de Caxias do Sul')).toBe(false);
    // A body's name with or without the article in its preposition ('da Educação', 'de Educação') is one body.
    expect(sameRealValue('banca', 'Secretaria Municipal de Educação de Aparecida de Goiânia', 'Secretaria Municipal da Educação de Aparecida de Goiânia')).toBe(true);
    expect(sameRealValue('banca', 'Secretaria Municipal de Educação de Altos', 'Secretaria Municipal de Saúde de Altos')).toBe(false);
  });
});

describe('gazetteOf', () => {
  it('names the gazette each labelled act was taken from, as its provenance records it', () => {
    // Where each gazette's acts were saved (tests/fixtures/collector/editais-reais/README.md): the FAMURS editions of DeOlhoRS,
    // the Piauí gazette of Squad10, DOM/SC's open data of dom-ui, and the DOU's INLABS files or pages in four repositories.
    const sources: Record<string, string[]> = {
      FAMURS: ['unb-mds/2023.2_DeOlhoRS'],
      'DOP-PI': ['unb-mds/2023-2-Squad10'],
      'DOM-SC': ['ricardoadgsouza/dom-ui'],
      DOU: ['fgamajr/gabi-kimi', 'Callebin/extracao_dou', 'Franciscaamanda/Estagio', 'sinayra/scrapy-diario-oficial-da-uniao'],
    };
    const known = Object.values(sources).flat();
    const acts = loadLabelledNotices().avisos.filter((n) => n.documentos[0]!.tipo === 'diario');
    expect(acts.length).toBeGreaterThan(500);
    for (const act of acts) {
      const repository = (act.documentos[0] as { origem?: { repositorio?: string } }).origem?.repositorio ?? '';
      const gazette = gazetteOf(act.id);
      if (gazette === 'outros') expect(known, act.id).not.toContain(repository);
      else expect(sources[gazette], act.id).toContain(repository);
    }
  });
});
