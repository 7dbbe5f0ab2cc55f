import { describe, expect, it } from 'vitest';
import {
  concursoKey,
  decideField,
  editalNumero,
  jaccard,
  normalizeAgency,
  normalizeSigla,
  sameConcurso,
  similarTitles,
  TITLE_SIMILARITY_THRESHOLD,
  type ConcursoFacts,
  type Oferta,
} from './merge';

/** A listing as a source hands it over: agency, state, title, and what else the case needs. */
function listing(titulo: string, orgao: string | ConcursoFacts['orgao'], uf: string | null, more: Partial<ConcursoFacts> = {}): ConcursoFacts {
  return { titulo, orgao: typeof orgao === 'string' ? { nome: orgao, sigla: null } : orgao, uf, ...more };
}

describe('normalising agencies, acronyms and edital numbers', () => {
  it.each([
    ['Prefeitura Municipal de Campinas', 'SP', 'campinas prefeitura'],
    ['Prefeitura de Campinas - SP', 'SP', 'campinas prefeitura'],
    ['Município de Campinas', 'SP', 'campinas prefeitura'],
    ['Câmara Municipal de Vereadores de Sobral', 'CE', 'camara sobral'],
    ['Câmara de Sobral', 'CE', 'camara sobral'],
    ['Secretaria de Estado da Fazenda de Alagoas', 'AL', 'alagoas fazenda secretaria'],
    ['Secretaria da Fazenda do Estado de Alagoas', 'AL', 'alagoas fazenda secretaria'],
    ['Prefeitura Municipal', 'SP', ''],
  ])('%s (%s) → %j', (nome, uf, key) => {
    expect(normalizeAgency(nome, uf)).toBe(key);
  });

  it('acronyms lose punctuation and a trailing UF', () => {
    expect(normalizeSigla('SEFAZ-AL', 'AL')).toBe('sefaz');
    expect(normalizeSigla('PCRJ', 'RJ')).toBe('pc');
    expect(normalizeSigla('INSS', null)).toBe('inss');
    expect(normalizeSigla(null, 'SP')).toBeNull();
  });

  it.each([
    ['Prefeitura de Sobral - CE: Edital nº 01/2026 (Saúde)', '1/2026'],
    ['Concurso Prefeitura de Sobral 2026 – Edital 1/26', '1/2026'],
    ['Processo Seletivo nº 003/2025 da Secretaria de Saúde', '3/2025'],
    ['Edital de Abertura n. 2 - Guarda Municipal', '2'],
    ['Concurso Prefeitura de Campinas - SP 2026', null],
    ['Edital 2026 da Prefeitura de Campinas', null],
  ])('edital number of %j → %j', (titulo, numero) => {
    expect(editalNumero(titulo)).toBe(numero);
  });

  it('the year comes from the title, else from the dates', () => {
    expect(concursoKey(listing('Concurso Prefeitura de Petrolina - PE 2026', 'Prefeitura de Petrolina', 'PE')).ano).toBe(2026);
    expect(concursoKey(listing('Prefeitura de Niterói: Médico', 'Prefeitura de Niterói', 'RJ', { inscricoes_fim: '2025-12-15' })).ano).toBe(2025);
    expect(concursoKey(listing('Prefeitura de Niterói: Médico', 'Prefeitura de Niterói', 'RJ')).ano).toBeNull();
  });

  it('the rest of the title is its positions: agency, place, year and generic words are gone', () => {
    const key = concursoKey(
      listing('Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual', { nome: 'Secretaria de Estado da Fazenda de Alagoas', sigla: 'SEFAZ-AL' }, 'AL'),
    );
    expect(key.tokens.sort()).toEqual(['auditor', 'estadual', 'fiscal', 'receita']);
  });

  it(`similar titles: one says nothing more, one's words are all in the other's, or Jaccard ≥ ${TITLE_SIMILARITY_THRESHOLD}`, () => {
    expect(jaccard(['professor', 'educacao', 'basica'], ['professor', 'educacao', 'infantil'])).toBe(0.5);
    expect(similarTitles(['professor', 'educacao', 'basica'], ['professor', 'educacao', 'infantil'])).toBe(true);
    expect(similarTitles([], ['enfermeiro'])).toBe(true);
    expect(similarTitles(['auditor', 'fiscal'], ['auditor', 'fiscal', 'receita', 'estadual'])).toBe(true);
    expect(similarTitles(['analista', 'judiciario', 'area', 'judiciaria'], ['tecnico', 'judiciario', 'area', 'administrativa'])).toBe(false);
    expect(similarTitles(['agente', 'administrativo'], ['medico'])).toBe(false);
  });
});

describe('sameConcurso: the same concurso on several sources is one notice', () => {
  it.each<[string, ConcursoFacts, ConcursoFacts]>([
    [
      'a prefeitura on PCI and JC, worded differently, JC naming its one position',
      listing('Concurso Prefeitura de Petrolina - PE 2026', 'Prefeitura de Petrolina', 'PE', {
        cargos: ['Agente Comunitário de Saúde', 'Técnico de Enfermagem', 'Enfermeiro'],
      }),
      listing('Concurso Prefeitura Municipal de Petrolina - PE 2026 - Enfermeiro', 'Prefeitura Municipal de Petrolina', 'PE', {
        cargos: ['Enfermeiro'],
      }),
    ],
    [
      'the same prefeitura on JC (forecast) and in its official gazette (Querido Diário)',
      listing('Concurso Prefeitura de Campinas - SP 2025', 'Prefeitura de Campinas', 'SP'),
      listing('Concurso Prefeitura Municipal de Campinas - SP 2025', 'Prefeitura Municipal de Campinas', 'SP', {
        inscricoes_inicio: '2025-10-13',
        cargos: ['Agente Administrativo', 'Professor de Educação Básica I', 'Guarda Municipal'],
      }),
    ],
    [
      'an acronym on one side, the full name with it as sigla on the other',
      listing('Concurso SEFAZ-AL 2026 - Auditor Fiscal da Receita Estadual', { nome: 'Secretaria de Estado da Fazenda de Alagoas', sigla: 'SEFAZ-AL' }, 'AL'),
      listing('Concurso SEFAZ AL 2026 - Auditor Fiscal', 'SEFAZ-AL', 'AL'),
    ],
    [
      'a national agency by name and by acronym',
      listing('Concurso INSS 2026 - Técnico do Seguro Social', { nome: 'Instituto Nacional do Seguro Social', sigla: 'INSS' }, null),
      listing('Concurso INSS 2026', 'INSS', null),
    ],
    [
      'the same edital number, whatever else the titles say',
      listing('Prefeitura de Sobral - CE: Edital nº 01/2026 (Saúde)', 'Prefeitura de Sobral', 'CE'),
      listing('Concurso Prefeitura Municipal de Sobral 2026 – Edital 1/2026 – Médico, Enfermeiro e Agente', 'Prefeitura Municipal de Sobral', 'CE'),
    ],
    [
      'a title without a year, dated in the same year',
      listing('Prefeitura de Niterói: Agente Administrativo', 'Prefeitura de Niterói', 'RJ', { inscricoes_inicio: '2026-11-20' }),
      listing('Concurso Prefeitura de Niterói - RJ 2026 - Agente Administrativo', 'Prefeitura de Niterói', 'RJ'),
    ],
  ])('merges %s', (_, a, b) => {
    expect(sameConcurso(a, b)).toBe(true);
    expect(sameConcurso(b, a)).toBe(true);
    expect(sameConcurso(concursoKey(a), concursoKey(b))).toBe(true);
  });

  it.each<[string, ConcursoFacts, ConcursoFacts]>([
    [
      'the same agency in another year',
      listing('Concurso Prefeitura de Petrolina - PE 2025', 'Prefeitura de Petrolina', 'PE'),
      listing('Concurso Prefeitura de Petrolina - PE 2026', 'Prefeitura de Petrolina', 'PE'),
    ],
    [
      "'Prefeitura de São José' in SC and in SP",
      listing('Concurso Prefeitura de São José - SC 2026', 'Prefeitura de São José', 'SC'),
      listing('Concurso Prefeitura de São José - SP 2026', 'Prefeitura de São José', 'SP'),
    ],
    [
      'São José and São José do Cedro, both in SC',
      listing('Concurso Prefeitura de São José - SC 2026', 'Prefeitura de São José', 'SC'),
      listing('Concurso Prefeitura de São José do Cedro - SC 2026', 'Prefeitura de São José do Cedro', 'SC'),
    ],
    [
      'the Câmara and the Prefeitura of the same city',
      listing('Concurso Câmara Municipal de Sobral - CE 2026', 'Câmara Municipal de Sobral', 'CE'),
      listing('Concurso Prefeitura Municipal de Sobral - CE 2026', 'Prefeitura Municipal de Sobral', 'CE'),
    ],
    [
      'two editais of one agency in one year, for different positions (titles)',
      listing('Concurso Prefeitura de Campinas - SP 2026 - Professor', 'Prefeitura de Campinas', 'SP'),
      listing('Concurso Prefeitura de Campinas - SP 2026 - Guarda Municipal', 'Prefeitura de Campinas', 'SP'),
    ],
    [
      'two editais of one agency in one year, for different positions (lists)',
      listing('Concurso Prefeitura de Campinas - SP 2026', 'Prefeitura de Campinas', 'SP', { cargos: ['Professor de Educação Básica I'] }),
      listing('Concurso Prefeitura de Campinas - SP 2026', 'Prefeitura Municipal de Campinas', 'SP', { cargos: ['Guarda Municipal', 'Agente de Trânsito'] }),
    ],
    [
      'two editais of one agency in one year, told apart by their numbers',
      listing('Prefeitura de Campinas - SP: Edital 01/2026 - Saúde', 'Prefeitura de Campinas', 'SP'),
      listing('Prefeitura de Campinas - SP: Edital 02/2026 - Saúde', 'Prefeitura de Campinas', 'SP'),
    ],
    [
      'two tribunals of different regions in the same state',
      listing('Concurso TRT 15ª Região 2026', 'Tribunal Regional do Trabalho da 15ª Região', 'SP'),
      listing('Concurso TRT 2ª Região 2026', 'Tribunal Regional do Trabalho da 2ª Região', 'SP'),
    ],
    [
      'a processo seletivo and a concurso of the same prefeitura and year',
      listing('Processo Seletivo Prefeitura Municipal de Feira de Santana - BA 2026', 'Prefeitura Municipal de Feira de Santana', 'BA'),
      listing('Concurso Prefeitura de Feira de Santana - BA 2026', 'Prefeitura de Feira de Santana', 'BA'),
    ],
    [
      'an unknown agency (never merged: it could be anyone)',
      listing('Concurso 2026 - Professor', null, 'SP'),
      listing('Concurso 2026 - Professor', null, 'SP'),
    ],
    [
      'an unknown year on one side',
      listing('Prefeitura de Niterói: Médico', 'Prefeitura de Niterói', 'RJ'),
      listing('Concurso Prefeitura de Niterói - RJ 2026 - Médico', 'Prefeitura de Niterói', 'RJ'),
    ],
    [
      'two positions of one prefeitura in one year with nothing in common',
      listing('Prefeitura de Niterói: Agente Administrativo', 'Prefeitura de Niterói', 'RJ', { inscricoes_inicio: '2026-11-20' }),
      listing('Prefeitura de Niterói: Médico', 'Prefeitura de Niterói', 'RJ', { inscricoes_inicio: '2026-11-20' }),
    ],
  ])('does not merge %s', (_, a, b) => {
    expect(sameConcurso(a, b)).toBe(false);
    expect(sameConcurso(b, a)).toBe(false);
  });
});

describe('decideField: which source a field keeps', () => {
  const oferta = (origem: Oferta['origem'], chave = 'jc:x'): Oferta => ({ origem, url: `https://${chave}.example`, em: '2026-04-01T00:00:00Z', chave });
  const held = (origem: string, chave = 'pci:x') => ({ origem, url: null, em: '2026-03-01T00:00:00Z', chave });
  const decide = (atual: number | null, novo: number | null, h: ReturnType<typeof held>, o: Oferta) =>
    decideField({ novo, atual, empty: (v) => v === null, equal: (a, b) => a === b, held: h, oferta: o });

  it.each<[string, number | null, number | null, ReturnType<typeof held>, Oferta, boolean, boolean]>([
    // what, stored, offered, held by, offered by, taken, provenance changes
    ['a gap is filled by anyone', null, 62, held('pdf'), oferta('listagem'), true, true],
    ['a null fills nothing', null, null, held('listagem'), oferta('pdf'), false, false],
    ['a higher origin replaces a lower one', 50, 62, held('listagem'), oferta('detalhe'), true, true],
    ['…but never with a null', 50, null, held('listagem'), oferta('pdf'), false, false],
    ['a lower origin never replaces the PDF', 60, 50, held('pdf'), oferta('listagem'), false, false],
    ['the detail page never replaces the PDF', 60, 55, held('pdf'), oferta('detalhe'), false, false],
    ["the AI counts as the page it read: not over the PDF", 60, 55, held('pdf'), oferta('ia'), false, false],
    ['another source at the same origin leaves it', 50, 62, held('listagem'), oferta('listagem'), false, false],
    ['its own source updates it', 50, 62, held('listagem', 'jc:x'), oferta('listagem'), true, true],
    ['its own source may withdraw it', 50, null, held('listagem', 'jc:x'), oferta('listagem'), true, true],
    ['a later PDF replaces an earlier one (a rectification)', 60, 70, held('pdf'), oferta('pdf'), true, true],
    ['the same value from a higher origin takes its provenance', 50, 50, held('listagem'), oferta('pdf'), false, true],
    ['the same value from the same origin changes nothing', 50, 50, held('listagem'), oferta('listagem'), false, false],
  ])('%s', (_, atual, novo, h, o, take, provChanges) => {
    const decision = decide(atual, novo, h, o);
    expect(decision.take).toBe(take);
    expect(decision.prov !== undefined).toBe(provChanges);
  });
});
