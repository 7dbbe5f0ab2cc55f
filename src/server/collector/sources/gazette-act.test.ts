import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractRules, findCargosInText } from '../extract/rules';
import { withWordsRejoined } from '../extract/ocr';
import { withoutGazettePageHeads } from '../extract/text';
import { extractEdital } from '../pdf/extract';
import { fixtureText } from '../testing/loopback';
import { findActAround, prepareEdition, readActFields } from './gazette-act';

/**
 * Two whole editions of real municipal gazettes, as Querido Diário's `txt_url` gives an edition's text (sources in
 * tests/fixtures/collector/querido-diario/README.md): the Rio Grande do Sul towns' gazette of 25/01/2021 (FAMURS, on
 * diariomunicipal.com.br) and the Piauí towns' of 23/03/2023. The acts cut out of them are compared with the same
 * acts as the labelled set holds them (their tuning half: tests/fixtures/collector/editais-reais).
 */
const FAMURS = fixtureText('querido-diario/edicoes/famurs-2021-01-25.txt');
const PIAUI = fixtureText('querido-diario/edicoes/dop-pi-2023-03-23.txt');

function labelled(name: string): string {
  return withoutGazettePageHeads(readFileSync(new URL(`../../../../tests/fixtures/collector/editais-reais/docs/${name}`, import.meta.url), 'utf8')).trim();
}

/** An act of a FAMURS edition no labelled notice comes from (tests/fixtures/collector/querido-diario/atos), page heads dropped as findActAround drops them. */
function act(name: string): string {
  return withoutGazettePageHeads(fixtureText(`querido-diario/atos/${name}`)).trim();
}

/** A FAMURS fixture act read as the collector reads it, its publication day from the file's name. */
function readAct(name: string) {
  return readActFields(act(name), { publicadoEm: /\d{4}-\d{2}-\d{2}/.exec(name)![0], uf: 'RS' });
}

/** What Querido Diário answers a search with: `size` characters of the edition around the phrase that matched. */
function excerptOf(edition: string, phrase: string, size = 1000): string {
  const at = edition.indexOf(phrase);
  if (at < 0) throw new Error(`"${phrase}" não está na edição`);
  return edition.slice(Math.max(0, at - size / 2), at + size / 2);
}

/** Letters and digits only: the same act whatever its spacing. */
function letters(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

describe('findActAround', () => {
  it('cuts the act between the marks of diariomunicipal.com.br, page heads dropped, exactly as the labelled act', () => {
    const cotipora = findActAround(FAMURS, excerptOf(FAMURS, 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021'));
    expect(letters(cotipora!)).toBe(letters(labelled('dom-2021-cotipora-002-rs.txt')));
    expect(cotipora).toMatch(/^ESTADO DO RIO GRANDE DO SUL\s+PREFEITURA MUNICIPAL DE COTIPORÃ/);
    expect(cotipora).toMatch(/Código Identificador: AFC3A070$/);

    // An act that runs over a page break: the running head ('Rio Grande do Sul , 26 de Janeiro de 2021 • Diário …') is dropped.
    const barracao = findActAround(FAMURS, excerptOf(FAMURS, 'Seleção Pública de Professores'));
    expect(letters(barracao!)).toBe(letters(labelled('dom-2021-barracao-rs.txt')));
    expect(barracao).not.toMatch(/Diário Oficial dos Municípios do Estado do Rio Grande do Sul\s+•/);
    expect(FAMURS.slice(FAMURS.indexOf('Seleção Pública de Professores'), FAMURS.indexOf('Código Identificador: 32FCD527'))).toMatch(/Diário Oficial dos Municípios do Estado do Rio Grande do Sul\s+•/);
  });

  it('finds the excerpt whatever its spacing and line breaks (the excerpt as the source cleaned it)', () => {
    const excerpt = excerptOf(FAMURS, 'Seleção Pública de Professores')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    expect(letters(findActAround(FAMURS, excerpt)!)).toBe(letters(labelled('dom-2021-barracao-rs.txt')));
  });

  it('cuts the act from its "ID:" to the next one in the Piauí towns’ gazette', () => {
    const act = findActAround(PIAUI, excerptOf(PIAUI, 'A PREFEITURA MUNICIPAL OE COIVARAS-PI. no uso'))!;
    // Its mark as the OCR read it ('1D:', a space in the code): the act before (Coivaras' Portaria 025/2023) stays out.
    expect(act).toMatch(/^1D: 3B86B757991 F4\s*\n/);
    expect(act.match(/^(?:ID|1D): /gm)).toHaveLength(1);
    expect(act).not.toContain('Portaria Nº 025/2023');
    expect(letters(act)).toContain(letters(labelled('dop-2023-coivaras-pi.txt')));
    // An O for a zero in the code ('ID: A004EBC9FAOD4').
    expect(findActAround(PIAUI, excerptOf(PIAUI, 'NOMEAR os membros abaixo relacionados'))).toMatch(/^ID: A004EBC9FAOD4\s*\n/);
  });

  it('without marks, runs from the heading above the mention to the next act’s heading', () => {
    const unmarked = FAMURS.split('\n')
      .filter((line) => !/^C[óo]digo\s*Id\s?entificador/.test(line.trim()))
      .join('\n');
    const act = findActAround(unmarked, excerptOf(unmarked, 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021'))!;
    expect(act).toMatch(/^PROCESSO SELETIVO SIMPLIFICADO Nº 002\/2021/);
    expect(letters(act)).toContain(letters(labelled('dom-2021-cotipora-002-rs.txt')).replace(/^.*?processoseletivo/, 'processoseletivo').replace(/codigoidentificador.*$/, ''));
    expect(act.length).toBeLessThan(3_000);
  });

  it('one edition prepared once serves each of its excerpts, as the text itself does', () => {
    const prepared = prepareEdition(FAMURS);
    for (const phrase of ['PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021', 'Seleção Pública de Professores', 'ULISSES CECCHIN, Presidente do CIRENOR']) {
      const excerpt = excerptOf(FAMURS, phrase);
      expect(findActAround(prepared, excerpt), phrase).toBe(findActAround(FAMURS, excerpt));
    }
    // The act of the edition's first line and of its last.
    expect(findActAround(prepared, FAMURS.slice(0, 900))).toBe(findActAround(FAMURS, FAMURS.slice(0, 900)));
    expect(findActAround(prepared, FAMURS.slice(-900))).toBe(findActAround(FAMURS, FAMURS.slice(-900)));
  });

  it('takes the first print of an act the gazette printed twice; a few words found in several acts place nothing', () => {
    const cotipora = findActAround(FAMURS, excerptOf(FAMURS, 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021'))!;
    const twice = `${FAMURS}\n${cotipora}\n`;
    expect(findActAround(twice, excerptOf(FAMURS, 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021'))).toBe(cotipora);
    // Wording every selection of a town shares, in two acts: too short to be an act printed twice.
    const common = 'O Prefeito Municipal torna público a abertura de inscrições para o Processo Seletivo Simplificado.';
    const edition = `EDITAL Nº 01/2021\n${common}\nCódigo Identificador: AAAA1111\nEDITAL Nº 02/2021\n${common}\nCódigo Identificador: BBBB2222\n`;
    expect(findActAround(edition, common)).toBeNull();
  });

  it('is null for an excerpt the edition does not hold', () => {
    expect(findActAround(PIAUI, excerptOf(FAMURS, 'Seleção Pública de Professores'))).toBeNull();
    expect(findActAround(FAMURS, 'concurso público')).toBeNull();
  });
});

describe('findActAround on the Piauí gazette', () => {
  it("opens an act at its mark however the OCR read its label ('1D: FDOD23537E9E4', a third of 2023's marks), not at the act before", () => {
    const act = findActAround(PIAUI, excerptOf(PIAUI, 'CONVOCAÇÃO DE PROFISSIONAIS - AUXILIAR TÉCNICO PEDAGÓGICO', 400))!;
    expect(act).toMatch(/^1D: FDOD23537E9E4\s+SECRETARIA MUNICIPAL DE EDUCAÇÃO/);
    // The pregão of Demerval Lobão closes the act before, and stays out.
    expect(act).not.toContain('Pregoeira - PMDL/PI');
  });
});

describe('readActFields', () => {
  it('reads the whole act: the positions and the period an excerpt does not reach', () => {
    const excerpt = excerptOf(FAMURS, 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021');
    const fromExcerpt = extractRules(excerpt, { ano: 2021, publicadoEm: '2021-01-25', uf: 'RS' });
    const act = readActFields(findActAround(FAMURS, excerpt)!, { publicadoEm: '2021-01-25', uf: 'RS' });
    expect(fromExcerpt.cargos.length).toBeLessThan(10);
    expect(act.cargos).toHaveLength(10);
    expect(act.inscricoes_fim).toBe('2021-02-02');
    expect(act.uf).toBe('RS');

    const barracao = readActFields(findActAround(FAMURS, excerptOf(FAMURS, 'Seleção Pública de Professores'))!, { publicadoEm: '2021-01-25' });
    expect(barracao).toMatchObject({ remuneracao_max: 1375.55, inscricoes_fim: '2021-02-01', niveis: ['Ensino_Superior'] });
    // 'O PREFEITO MUNICIPAL, faz saber …' names no town: the office that signs it does ('Gabinete do Prefeito Municipal de Barracão, 25 de janeiro de 2021').
    expect(barracao.banca?.nome).toBe('Prefeitura Municipal de Barracão');
  });

  it('gives higher education to an act whose one position is a graduate\'s profession and that names no level (Ibirubá 010/2017, tuning half)', () => {
    const act = [
      'EDITAL DE PROCESSO SELETIVO N.º 010/2017 - ARQUITETO(A)',
      'O PREFEITO MUNICIPAL DE IBIRUBÁ, Estado do Rio Grande do Sul, no uso de suas atribuições legais, TORNA PÚBLICO a abertura de inscrições, visando o Processo Seletivo para',
      'contratação temporária de ARQUITETO(A), em caráter temporário, através de SELEÇÃO POR CURRÍCULO.',
      'Será aberta uma (01) vaga para Arquiteto(a), face ao excepcional interesse público, com carga horária de 40 (quarenta) horas semanais.',
    ].join('\n');
    const read = readActFields(act, { publicadoEm: '2017-03-27', uf: 'RS' });
    expect(read.cargos.map((c) => c.nome)).toEqual(['Arquiteto']);
    expect(read.niveis).toEqual(['Ensino_Superior']);
  });

  it("reads a registration period whose words the text layer ran into its numbers ('no período de07à 21de maio de 2025', AMAVI, tuning half)", () => {
    const act = 'EDITAL DE PROCESSO SELETIVO Nº 01/2025\nINSCRIÇÕES:As inscrições serão realizadas, única e exclusivamente pela internet, atravésdosite da AMAVI- www.amavi.org.br, no período de07à 21de maio de 2025, mediante opreenchimento do Requerimento de Inscrição e pagamento da respectiva taxa.';
    expect(readActFields(act, { publicadoEm: '2025-05-06', uf: 'SC' }).inscricoes_fim).toBe('2025-05-21');
  });

  it('reads a scanned Piauí act with its cut words joined first (tuning half)', () => {
    // 'A SECRETA R IA MUNIC IP A L D E EDUCA ÇÃO DE H UGO N A P OLEÃO', the body that runs the selection.
    const hugo = readActFields(labelled('dop-2023-hugo-napoleao-pi.txt'), { publicadoEm: '2023-06-01', uf: 'PI' });
    expect(hugo.banca?.nome).toBe('Secretaria Municipal de Educação de Hugo Napoleão');
    // 'A p rova escr it a o bjetiva se r á rea liza d a n a dat a p revist a d e 06 DE AGOSTO DE 2023'.
    const santaRosa = readActFields(labelled('dop-2023-santa-rosa-do-piaui-pi.txt'), { publicadoEm: '2023-05-26', uf: 'PI' });
    expect(santaRosa.prova_data).toBe('2023-08-06');
    expect(santaRosa.taxas).toEqual([120]);
    // The act is stored as the gazette printed it.
    expect(santaRosa.texto).toContain('A p rova escr it a o bjetiva');
  });

  it("takes the free-text rules' whole list of hires where the edital rules read its first name only (Crissiumal 002/2017, tuning half)", () => {
    const act = readActFields(labelled('dom-2017-crissiumal-002-rs.txt'), { publicadoEm: '2017-02-03', uf: 'RS' });
    expect(act.cargos.map((c) => c.nome)).toEqual(['Enfermeiro', 'Pedagogo', 'Psicólogo', 'Técnico em Informática']);
  });

  it("reads a town's extract whose table gives each position's name, then its vacancies, then its other cells (São José do Inhacorá, tuning half)", () => {
    // 'Médico 01 Superior Completo' / 'c/ especialização em' / 'clínica médica 40 7.197,58 …', 'Operário * CR Alfabetizado 44 …'.
    const concurso = readActFields(labelled('dom-2013-sao-jose-do-inhacora-008-rs.txt'), { publicadoEm: '2013-02-21', uf: 'RS' });
    expect(concurso.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Médico', 1], ['Operário', 0]]);
    expect(concurso.vagas).toBe(1);
    // A name over two lines, its count 'Reserva de vagas' ('Agente de Campo de Controle de' / 'Zoonoses e Vetores Reserva de' / 'vagas …').
    const reserve = readActFields(labelled('dom-2009-sao-jose-do-inhacora-009-rs.txt'), { publicadoEm: '2009-12-24', uf: 'RS' });
    expect(reserve.cargos.map((c) => c.nome)).toEqual(['Agente Comunitário de Saúde', 'Agente de Campo de Controle de Zoonoses e Vetores']);
    expect(reserve.vagas).toBe(0);
    // One row, its count 'CR*' before the requirements ('Professor de AEE CR* a) Curso Superior …'; an act of no labelled edition).
    const aee = readActFields(act('famurs-2021-06-04-sao-jose-do-inhacora.txt'), { publicadoEm: '2021-06-04', uf: 'RS' });
    expect(aee.cargos.map((c) => c.nome)).toEqual(['Professor de AEE']);
  });

  it("reads a board's lists whose headings head their items: a teacher's subjects, a position's places (Flores da Cunha 01/2017, tuning half)", () => {
    // 'Agente Comunitário de Saúde - UBS … – São Gotardo : Microárea 40 (CR), …, UBS Otávio Rocha: Microárea 51 (CR), …' is one position;
    // 'Professor: Artes (CR), Ciências (CR), …' seven; 'Cargo (vaga s):', the text layer's.
    const read = readActFields(labelled('dom-2017-flores-da-cunha-01-rs.txt'), { publicadoEm: '2017-10-25', uf: 'RS' });
    expect(read.cargos).toHaveLength(17);
    expect(read.cargos[1]!.nome).toBe('Agente Comunitário de Saúde');
    expect(read.cargos.filter((c) => c.nome.startsWith('Professor – '))).toHaveLength(7);
    expect(read.vagas).toBe(0);
  });

  it("reads no position from a list of schools, each with its vacancy ('Escola Municipal … -1 vaga', Cajazeiras do Piauí 04/2023, tuning half)", () => {
    const read = readActFields(labelled('dop-2023-cajazeiras-do-piaui-diretor-pi.txt'), { publicadoEm: '2023-10-10', uf: 'PI' });
    expect(read.cargos.map((c) => c.nome)).toEqual(['Diretor Escolar']);
  });

  describe('hires as towns’ extracts write them (acts of FAMURS editions no labelled notice comes from)', () => {
    /** The act read as the collector reads it, published the day its edition file is named for. */
    it("reads a hire of two kinds ('contratação emergencial e temporária de TÉCNICO EM ENFERMAGEM'), the town proclaiming in title case", () => {
      const read = readAct('famurs-2021-05-21-fagundes-varela.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Técnico em Enfermagem']);
      // 'O Município De Fagundes Varela Torna Público que realiza Processo Seletivo Simplificado'.
      expect(read.banca?.nome).toBe('Prefeitura Municipal de Fagundes Varela');
    });

    it("reads a hire counted with no 'de' after it ('visando à contratação 02 (dois) Agentes Comunitário de Saúde')", () => {
      const read = readAct('famurs-2021-05-05-tavares.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Agentes Comunitário de Saúde']);
      expect(read.vagas).toBe(2);
    });

    it("reads hires counted in words ('contratação de um psicólogo educacional e um assistente social')", () => {
      const read = readAct('famurs-2021-08-13-sao-martinho.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Psicólogo educacional', 'Assistente social']);
      expect(read.vagas).toBe(2);
    });

    it("reads the position of a hire whose kind stands between commas, not its count after a dash ('contratação, por prazo determinado, de AGENTE ADMINISTRATIVO AUXILIAR - 01 (UMA) VAGA')", () => {
      const read = readAct('famurs-2021-07-23-maquine.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Agente Administrativo Auxiliar']);
    });

    it("reads the function a generic hire is for ('contratação temporária de profissional … para a função pública de ARQUITETO')", () => {
      const read = readAct('famurs-2021-05-04-venancio-aires.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Arquiteto']);
    });

    it("reads a table's row whose name takes lines of its own before its count ('Agente' / 'Comunitário de' / 'Saúde 02 Ensino Fundamental …')", () => {
      const read = readAct('famurs-2017-06-22-sao-jose-do-inhacora.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Agente Comunitário de Saúde', 2]]);
    });

    it("reads a hire counted once, up to where the sentence goes on ('contratação temporária de 01 Auxiliar de Odontólogo, no âmbito …, dos dias 05, 06 e 07 de abril')", () => {
      const read = readAct('famurs-2017-04-03-crissiumal.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Auxiliar de Odontólogo']);
    });

    it("reads positions each after its vacancies in brackets ('(01) Farmacêutico, (01) Médico Clínico Geral, … (CR) Fonoaudiólogo')", () => {
      const read = readAct('famurs-2017-08-16-coxilha.txt');
      expect(read.cargos).toHaveLength(10);
      expect(read.cargos.map((c) => c.nome).slice(0, 3)).toEqual(['Farmacêutico', 'Médico Clínico Geral', 'Operário de Serviços Gerais']);
      expect(read.vagas).toBe(13);
    });

    it("reads positions a line each, in small letters, the vacancies after a dash ('Professor de Ciências – 05 vagas;')", () => {
      const read = readAct('famurs-2017-04-28-alvorada.txt');
      expect(read.cargos).toHaveLength(7);
      expect(read.cargos[0]).toMatchObject({ nome: 'Professor de Língua Portuguesa', vagas: 2 });
      expect(read.vagas).toBe(61);
    });

    it("reads the position a function is named for up to where it is placed ('funções de Eletricista junto à Secretaria de Obras')", () => {
      const read = readAct('famurs-2017-08-25-arroio-dos-ratos.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Eletricista']);
    });

    it("reads the lists of a board's extract, a level each ('Cargo (vagas): Assistente Social (CR), … Fiscal Ambiental (1), …')", () => {
      const read = readAct('famurs-2017-09-08-ivoti.txt');
      expect(read.cargos).toHaveLength(15);
      expect(read.cargos.slice(2, 4).map((c) => [c.nome, c.vagas])).toEqual([['Fiscal Ambiental', 1], ['Professor – Educação Artística', 1]]);
      expect(read.cargos.at(-1)).toMatchObject({ nome: 'Servente', vagas: 0 });
      expect(read.vagas).toBe(14);
    });

    it("reads two hires counted once, the second after 'e de', the title's count left to them ('contratação temporária de 01 Professor de História (16 horas semanais) e de 01 Professor de …')", () => {
      const read = readAct('famurs-2020-02-05-crissiumal.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Professor de História', 'Professor de Língua Estrangeira']);
      expect(read.vagas).toBe(2);
    });

    it("reads a position's name without its workload ('para o cargo de Técnico em Enfermagem 40h, por prazo determinado')", () => {
      const read = readAct('famurs-2020-03-25-jari.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Técnico em Enfermagem']);
    });

    it("reads a list of positions in capitals after the hire ('atividades técnicas especializadas de BIÓLOGO, PROFESSOR DE LÍNGUA INGLESA e PROFESSOR DE GEOGRAFIA:')", () => {
      const text = withWordsRejoined(act('famurs-2020-03-06-venancio-aires.txt'));
      expect(findCargosInText(text.replace(/\s+/g, ' '), text)).toEqual(['Biólogo', 'Professor de Língua Inglesa', 'Professor de Geografia']);
    });

    it("reads a table whose count comes first under 'QUANT.', a reserve list's 'CR' too ('05 VISITADOR DO PIM 40h R$ 1.689,57', 'CR PROFESSOR - …')", () => {
      const visitador = readAct('famurs-2021-10-13-terra-de-areia.txt');
      expect(visitador.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Visitador do Pim', 5]]);
      expect(visitador.vagas).toBe(5);
      const reserve = readAct('famurs-2021-11-25-terra-de-areia.txt');
      expect(reserve.cargos.map((c) => c.nome)).toContain('Fonoaudiólogo');
      expect(reserve.cargos.every((c) => c.vagas === 0)).toBe(true);
      expect(reserve.vagas).toBe(0);
    });

    it("reads a count-first table whose header the text layer ran together ('N.º devagas  Denominação  CargaHorária …' / '01 Operador de Som e Luz 40h/s …')", () => {
      const read = readAct('famurs-2021-06-18-santo-antonio-da-patrulha.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Operador de Som e Luz', 1]]);
      expect(read.vagas).toBe(1);
    });

    it("reads a hire of '1 (uma) vaga' as a vacancy, its position where the function is named ('… desempenhar as funções de OPERADOR DE MÁQUINA com lotação …')", () => {
      const read = readAct('famurs-2020-08-25-maquine.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Operador de Máquina']);
      expect(read.vagas).toBe(1);
    });

    it("reads no position from what a function is for, nor from the office of who proclaims ('provimento de função temporária para atendimento na Secretaria de Saúde', 'no exercício do cargo de Prefeito')", () => {
      expect(readAct('famurs-2020-09-10-osorio.txt').cargos).toEqual([]);
      expect(readAct('famurs-2020-10-05-santiago.txt').cargos).toEqual([]);
    });

    it("reads no position in a reserve list's place ('preenchimento de vaga de Cadastro Reserva … para o cargo de Motorista e Técnico em Enfermagem')", () => {
      const read = readAct('famurs-2021-12-02-sao-valerio-do-sul.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Motorista', 'Técnico em Enfermagem']);
    });

    it("takes the hire's whole counted list, and its vacancies, where a table's first row was all the edital rules read ('para os seguintes cargos de: 12 (doze) OPERÁRIOS, …')", () => {
      const read = readAct('famurs-2021-07-29-santana-do-livramento-dae.txt');
      expect(read.cargos).toHaveLength(10);
      expect(read.cargos[0]!.nome).toBe('Operários');
      expect(read.cargos.at(-1)!.nome).toBe('Engenheiro de Controle de Automação');
      expect(read.vagas).toBe(36);
    });
  });

  describe('tables and lists as towns\' editais write them (acts of FAMURS editions no labelled notice comes from, sixth round)', () => {
    it("reads a row's count with its reserve list ('1+CR  40 horas semanais'), the row's name wrapped over the lines above it", () => {
      // 'FUNÇÃO  PRÉ REQUISITOS  VAGAS  CARGA' / 'HORÁRIA …' / 'Operador de' / 'máquinas' / 'rodoviárias' / 'pesadas  6º série do Ensino' / … / 'Habilitação categoria C  1+CR  40 horas'.
      const operador = readAct('famurs-2020-02-19-monte-alegre-dos-campos.txt');
      expect(operador.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Operador de máquinas rodoviárias pesadas', 1]]);
      expect(operador.vagas).toBe(1);
      // 'Professor de Língua Inglesa  Licenciatura Plena Em Pedagogia na disciplina ou' / 'Área afim  1+CR  10 horas semanais  R$704,62'.
      const professor = readAct('famurs-2020-03-10-monte-alegre-dos-campos.txt');
      expect(professor.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Professor de Língua Inglesa', 1]]);
      expect(professor.vagas).toBe(1);
      // 'Operador de Máquina e Equipamento' / 'Rodoviário  3 + CR  44 horas semanais …': the line right above opens the row's name.
      const table = readAct('famurs-2021-08-23-dom-feliciano.txt');
      expect(table.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Médico Clínico Geral', 2],
        ['Médico Veterinário', 1],
        ['Fiscal Sanitário', 1],
        ['Técnico Agrícola', 1],
        ['Atendente dos Serviços de Saúde', 3],
        ['Eletricista', 2],
        ['Operador de Máquina e Equipamento Rodoviário', 3],
        ['Pedreiro', 1],
        ['Vigilante', 6],
      ]);
      expect(table.vagas).toBe(20);
    });

    it("names a row from its first line when the header's last cells and the row's lettered requirements come between ('(R$) Tipos de Provas' / 'Engenheiro Civil  a)Idade: …' / … / 'categoria B.  01 40h INSS')", () => {
      const read = readAct('famurs-2021-05-24-venancio-aires.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Engenheiro Civil', 1]]);
    });

    it("counts a count-first row with its reserve list ('01+CR  Professor - Ensino Fundamental – …  20h R$ 1.679,79')", () => {
      expect(readAct('famurs-2021-06-09-terra-de-areia.txt').vagas).toBe(2);
    });

    it("reads the rows of a table whose header wraps over lines, not its titles nor its date as a name ('previdenciário  Vencimento', 'Janeiro/2020')", () => {
      const venancio = readAct('famurs-2020-11-03-venancio-aires.txt');
      expect(venancio.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Médico Clínico Geral', 1],
        ['Médico Pediatra', 1],
      ]);
      // 'Cargo  Vagas  Carga Horária Semanal  Vencimento' / 'Janeiro/2020' / 'MÉDICO - CLÍNICA' / 'GERAL – ESF 01 40 horas  R$ 10.464,38'.
      // 'CARGO  N° DE' / 'CARGOS  CARGA' / 'HORÁRIA' / 'SEMANAL  GRAU DE' / … / 'Fisioterapeuta  1 40 horas  Habilitação legal para'.
      expect(readAct('famurs-2021-08-20-riozinho.txt').cargos.map((c) => [c.nome, c.vagas])).toEqual([['Fisioterapeuta', 1]]);
      const dom = readAct('famurs-2020-07-27-dom-feliciano.txt');
      expect(dom.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Médico - Clínica Geral – ESF', 1],
        ['Médico - Clínica Geral – UBS', 1],
      ]);
    });

    it("reads a row whose vacancies are a reserve list only ('… de experiência docente. CR* 20 horas INSS'): its position, no vacancy", () => {
      const read = readAct('famurs-2021-06-18-venancio-aires.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Orientador Educacional', 0]]);
      expect(read.vagas).toBe(0);
    });

    it("reads no position from the vacancy hired ('contratação de 01 (uma) vaga + CR (Cadastro Reserva) para a função de Agente Fiscal Tributário')", () => {
      expect(readAct('famurs-2021-07-02-maquine.txt').cargos.map((c) => c.nome)).toEqual(['Agente Fiscal Tributário']);
    });

    it("ends a position's name at a colon the next field follows ('para o cargo de TÉCNICO EM ENFERMAGEM : inscrições serão somente presenciais')", () => {
      expect(readAct('famurs-2021-06-28-candido-godoi.txt').cargos.map((c) => c.nome)).toEqual(['Técnico em Enfermagem']);
    });

    it("reads quotes the text layer wrote with a wrong font's glyphs as quotes, not as a name's ('… de Agente Comunitário de Saúde‖.')", () => {
      expect(readAct('famurs-2021-06-25-sao-martinho.txt').cargos.map((c) => c.nome)).toEqual(['Motorista', 'Doméstica', 'Agente Comunitário de Saúde']);
    });

    it("names the town its prefeito proclaims for when the text layer ran two of its words together ('Prefeito Municipal de Santana da BoaVista'), and a dotted line's position without its field's label", () => {
      const read = readAct('famurs-2020-06-18-santana-da-boa-vista.txt');
      expect(read.banca?.nome).toBe('Prefeitura Municipal de Santana da Boa Vista');
      // 'Número de Vagas : Professor  de Artes..................................01 vaga.'
      expect(read.cargos.map((c) => c.nome)).toEqual(['Professor de Artes']);
    });

    it("names the one position as the act names it in full ('seleção de professores de matemática' read 'Professor'; 'para o cargo de PROFESSOR DE MATEMÁTICA')", () => {
      expect(readAct('famurs-2021-06-07-sao-pedro-do-sul.txt').cargos.map((c) => c.nome)).toEqual(['Professor de Matemática']);
      // … but not with a form's next field ('CARGO: DENTISTA' / 'Documento de Identidade:').
      expect(readAct('famurs-2020-09-17-candido-godoi.txt').cargos.map((c) => c.nome)).toEqual(['Dentista']);
    });

    it("reads a position's name without its weekly hours ('para o cargo de Auxiliar Administrativo 40 horas semanais ,', 'Cargo: – SERVIÇOS DE LIMPEZA 44 HORAS SEMANAIS')", () => {
      expect(readAct('famurs-2021-08-17-sao-valerio-do-sul.txt').cargos.map((c) => c.nome)).toEqual(['Auxiliar Administrativo']);
      expect(readAct('famurs-2021-12-06-campo-bom.txt').cargos.map((c) => c.nome)).toEqual(['Serviços de Limpeza']);
    });

    it("reads the position staff are hired for, not the staff nor what the positions are for ('preenchimento dos cargos para o andamento normal das atividades', 'contratação temporária de 02 (dois) servidores para Operador de Máquinas')", () => {
      const read = readAct('famurs-2017-06-27-faxinalzinho.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual(['Operador de Máquinas']);
      expect(read.vagas).toBe(2);
    });

    it("ends a table at the sentence after it and a blank line ('Médico Socorrista  03  R$ 90,00 / hora …' / '' / 'Emprego de Médico Socorristas terá remuneração por plantão de 12')", () => {
      const read = readAct('famurs-2017-06-30-alvorada.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Médico Socorrista', 3]]);
      expect(read.vagas).toBe(3);
    });

    it("reads the positions a concurso's categories are and the firm that executes it ('… de categorias funcionais constantes nos Quadros de Pessoal … com execução técnico - administrativa da empresa SC Treinamentos, para ocupar as vagas de …')", () => {
      const read = readAct('famurs-2017-12-05-independencia.txt');
      expect(read.cargos).toHaveLength(28);
      expect(read.cargos[0]!.nome).toBe('Assistente Social');
      expect(read.cargos.at(-1)!.nome).toBe('Supervisor Educacional');
      expect(read.banca?.nome).toBe('SC Treinamentos');
      // 'para ocupar vagas de Assistente Legislativo e Auxiliar de Serviços Complementares do Legislativo Municipal e para a formação de cadastro'.
      const pinhal = readAct('famurs-2017-12-27-pinhal.txt');
      expect(pinhal.cargos.map((c) => c.nome)).toEqual(['Assistente Legislativo', 'Auxiliar de Serviços Complementares do Legislativo Municipal']);
      expect(pinhal.banca?.nome).toBe('SC Treinamentos');
    });

    it("names the town of a heading that runs on into its company number (Piauí: 'PREFEITURA MUNICIPAL DE LAGOINHA DO PIAUÍ CNPJ: 01 . 612. 587/ 0001 - 52')", () => {
      const read = readActFields(act('dop-pi-2022-12-23-lagoinha-do-piaui.txt'), { publicadoEm: '2022-12-23', uf: 'PI' });
      // The town acts 'por meio da Secretaria Municipal de Educação - SEMED' ('… executado pela SEMED'): the secretariat of that town.
      expect(read.banca?.nome).toBe('Secretaria Municipal de Educação de Lagoinha do Piauí (SEMED)');
    });

    it("reads the positions provided for up to what they are for, and the town's own commission as the town's ('… e secretário escolar para o período letivo do ano de 2023, com validade de 06 meses', '… sua realização ficará a cargo da comissão organizadora')", () => {
      const read = readActFields(act('dop-pi-2023-07-03-alvorada-do-gurgueia.txt'), { publicadoEm: '2023-07-03', uf: 'PI' });
      expect(read.cargos.map((c) => c.nome)).toEqual([
        'Professor',
        'Auxiliar administrativo',
        'Motorista de transporte escolar',
        'Vigia',
        'Merendeira',
        'Assistente social',
        'Psicopedagogo',
        'Zelador',
        'Secretário escolar',
      ]);
      expect(read.banca?.nome).toBe('Prefeitura Municipal de Alvorada do Gurguéia');
    });

    it("joins the town's words the OCR split in who runs it, by the gazette's state ('O Secretário de Educação do Município de Floria no- PI')", () => {
      const read = readActFields(act('dop-pi-2022-09-02-floriano.txt'), { publicadoEm: '2022-09-02', uf: 'PI' });
      expect(read.banca?.nome).toBe('Secretaria Municipal de Educação de Floriano');
      // The edital rules take the gazette's state as a hint: the act names none they read, so without it the town cannot be
      // looked up and its split words stay.
      const texto = withWordsRejoined(act('dop-pi-2022-09-02-floriano.txt'));
      expect(extractEdital(texto, { ano: 2022, uf: 'PI' }).banca?.nome).toBe('Secretaria Municipal de Educação de Floriano');
      expect(extractEdital(texto, { ano: 2022 }).banca?.nome).toBe('Secretaria Municipal de Educação de Floria no');
    });

    it("reads no position from a reference to the selection ('processo seletivo simplificado de que trata este Edital')", () => {
      expect(readAct('famurs-2020-06-05-alvorada.txt').cargos.map((c) => c.nome)).not.toContain('Que trata este');
    });

    it("leaves out of a title's position the name of the prefeito who proclaims and signs the act ('CONTRATAÇÃO TEMPORÁRIA DE MERENDEIRO' / 'IVELTON MATEUS ZARDO, Prefeito de Cotiporã')", () => {
      expect(readAct('famurs-2021-06-11-cotipora.txt').cargos.map((c) => c.nome)).toEqual(['Merendeiro']);
    });

    it("reads a count-first table whose header cells take a line each ('QUANTIDADE' / 'CARGO' / 'PRÉ-REQUISITO' / '01' / 'Médico Clínico Geral')", () => {
      const read = readAct('famurs-2021-07-09-monte-alegre-dos-campos.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Médico Clínico Geral', 1]]);
      expect(read.vagas).toBe(1);
      // The secretariat under the act's title hires; the town's prefeito proclaims and runs it ('EDITAL Nº 46/2021' / … / 'SECRETARIA DA SAÚDE' / 'O Prefeito Municipal de Monte Alegre dos Campos …').
      expect(read.banca?.nome).toBe('Prefeitura Municipal de Monte Alegre dos Campos');
    });

    it("names the town whose heading breaks after 'DOS' ('PREFEITURA MUNICIPAL DE MONTE ALEGRE DOS' / 'CAMPOS') once", () => {
      expect(readAct('famurs-2017-03-10-monte-alegre-dos-campos.txt').banca?.nome).toBe('Prefeitura Municipal de Monte Alegre dos Campos');
    });

    it("reads dashed items that give the count first ('- 02 professores de História, carga horária 20 (vinte) horas semanais, …')", () => {
      const read = readAct('famurs-2020-03-09-sao-pedro-do-sul.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Professores de História', 2],
        ['Professores de Educação Física', 2],
      ]);
      expect(read.vagas).toBe(4);
    });

    it("keeps a listed name whose subject follows a dash ('Professor Área 2 – Português e suas respectivas Literaturas'), and the prefeito, not where the staff will work, as who runs it", () => {
      const read = readAct('famurs-2020-02-05-jari.txt');
      expect(read.cargos.map((c) => c.nome)).toEqual([
        'Agente Administrativo de Escola',
        'Agente Comunitário de Saúde',
        'Enfermeiro',
        'Professor Área 1 – Series iniciais',
        'Professor Área 2 – Português e suas respectivas Literaturas',
      ]);
      // '… para desempenhar suas funções junto a Secretaria Municipal de Saúde e Secretaria Municipal de Educação, …'.
      expect(read.banca?.nome).toBe('Prefeitura Municipal de Jari');
    });
  });

  describe('an act that names one position (FAMURS editions no labelled notice comes from, seventh round)', () => {
    it("reads the one position a hire names in prose, where no reader of areas names it ('inscrições para contratação temporária de Agente de Combate a Endemias, através do …')", () => {
      expect(readAct('famurs-2020-06-23-quevedos.txt').cargos.map((c) => c.nome)).toEqual(['Agente de Combate a Endemias']);
      expect(readAct('famurs-2017-04-28-cotipora.txt').cargos.map((c) => c.nome)).toEqual(['Professor de Música']);
      // … not where it serves ('Professor de Ciências da rede municipal de ensino'), nor what the law then says of it ('se procederá à seleção').
      expect(readAct('famurs-2017-09-26-monte-alegre-dos-campos.txt').cargos.map((c) => c.nome)).toEqual(['Professor de Ciências']);
      expect(readAct('famurs-2020-10-16-sao-pedro-do-sul.txt').cargos.map((c) => c.nome)).toEqual(['Médico Psiquiatra']);
    });

    it("reads the hire inside a phrase that names none ('FUNÇÕES: O processo seletivo de que trata este Edital destina-se a contratação … de Intérprete … e Guia-Intérprete de Braile para as seguintes funções')", () => {
      expect(readAct('famurs-2020-02-06-campo-bom.txt').cargos.map((c) => c.nome)).toEqual(['Intérprete de Língua Brasileira de Sinais – Libras', 'Guia-Intérprete de Braile']);
    });

    it("reads the one function listed below its announcement, after its bullet ('… para a função abaixo relacionada, …:' / '· Médico - Traumatologista')", () => {
      expect(readAct('famurs-2017-06-13-ivoti.txt').cargos.map((c) => c.nome)).toEqual(['Médico - Traumatologista']);
    });

    it("reads a dotted leader with a space amid its dots or none before 'vaga' ('Médico Pediatra............. .........01 vagas.', 'Médico .................1vaga.')", () => {
      expect(readAct('famurs-2021-08-19-santana-da-boa-vista.txt').cargos.map((c) => [c.nome, c.vagas])).toEqual([['Médico Pediatra', null]]);
      expect(readAct('famurs-2021-08-19-santana-da-boa-vista.txt').vagas).toBe(1);
      expect(readAct('famurs-2017-08-16-santana-da-boa-vista.txt').cargos.map((c) => c.nome)).toEqual(['Médico']);
    });

    it("reads a row that opens with the reserve list in the count's place, under 'NÚMERO cargos  DENOMINAÇÃO DA CATEGORIA FUNCIONAL  carga horária semanal  Vencimento'", () => {
      // 'Cadastro Reserva  MÉDICO CLINICO GERAL  40 horas R$ 12.326,04': one position, no vacancy but the reserve list.
      const medico = readAct('famurs-2020-05-12-vale-verde.txt');
      expect(medico.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Médico Clinico Geral', 0]]);
      expect(medico.vagas).toBe(0);
      // 'Cadastro R eserva  Agente Comunitário de Saúde  40 horas  R$1.420,28', the header's words wrapped over four lines.
      expect(readAct('famurs-2021-09-28-vale-verde.txt').cargos.map((c) => [c.nome, c.vagas])).toEqual([['Agente Comunitário de Saúde', 0]]);
    });

    it("names a position without the hours or the act written after it ('PEDREIRO-44hs', 'MÉDICO RADIOLOGISTA - Edital nº 015/2021')", () => {
      expect(readAct('famurs-2020-03-17-novo-cabrais.txt').cargos.map((c) => c.nome)).toEqual([
        'PEDREIRO',
        'Motorista',
        'ASSISTENTE SOCIAL DO NAAB',
        'OFICINEIRO DE ARTESANATO',
        'PROFESSOR SÉRIES FINAIS – PORTUGUÊS',
      ]);
      // (The name cut before the act's number, the sentence's reader names it, in its own case.)
      expect(readAct('famurs-2021-06-25-santana-da-boa-vista.txt').cargos.map((c) => c.nome)).toEqual(['Médico Radiologista']);
    });

    it("ends a table at an act's field after a blank line ('Inscrições: - Junto à Prefeitura …, nº 634 – Centro'), the requirements at 'Nível Superior com habilitação'", () => {
      const read = readAct('famurs-2020-02-07-venancio-aires.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Médico de Atenção Básica', 1]]);
      expect(read.vagas).toBe(1);
    });

    it("reads no position from the mayor's office, a form's instruction, the kind of filling or the verb after a name", () => {
      // 'Vice Prefeito no exercício do cargo de Prefeito Municipal de Independência, … para o cargo de MÉDICO'.
      expect(readAct('famurs-2021-10-04-independencia.txt').cargos.map((c) => c.nome)).toEqual(['Médico']);
      // 'Os requisitos para ingresso ao emprego de Agente Comunitário de Saúde (ACS) são:', and the appeal form's 'Marque com X …'.
      expect(readAct('famurs-2013-08-30-ibiruba.txt').cargos.map((c) => c.nome)).toEqual(['Agente Comunitário de Saúde']);
      // 'para o Provimento em Comissão de Diretor Escolar da Rede Municipal de Ensino de Oeiras-PI'.
      const oeiras = readActFields(act('dop-pi-2023-10-31-oeiras.txt'), { publicadoEm: '2023-10-31', uf: 'PI' });
      expect(oeiras.cargos.map((c) => c.nome)).toEqual(['Diretor Escolar']);
    });
  });

  describe('one weekly-hours token for every reader (FAMURS editions no labelled notice comes from, eighth round)', () => {
    it("leaves a 'Denominação … Vencimento' table to the reader of count-led rows when some of its rows carry a pay grade ('1 Fonoaudiólogo 20h/s Padrão 14' / 'R$ 1.479,98')", () => {
      // The rows with '40h/s R$ 819,41' alone are five of seven: reading only those lost the first two positions.
      const read = readAct('famurs-2013-06-19-santo-antonio-da-patrulha.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Fonoaudiólogo', 1],
        ['Médico Clínico-Geral', 2],
        ['Agente Comunitário de Saúde', 14],
      ]);
      expect(read.vagas).toBe(17);
    });

    it("reads a row whose name heads a position only without its cedilla ('Serviços Gerais 05 Alfabetizado 44 1.100,00')", () => {
      const read = readAct('famurs-2017-08-30-sao-jose-do-inhacora.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Pedreiro', 1],
        ['Serviços Gerais', 5],
      ]);
      expect(read.vagas).toBe(6);
    });

    it("reads a 'Função(ões)  C.H.S.  Remuneração  Nível  Vagas' table under its departments' headings, a row's name over two lines, a position of the reserve list alone ('CR*')", () => {
      const read = readAct('famurs-2021-08-06-veranopolis.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Psicólogo', 1],
        ['Professor de Educação Infantil e Anos Iniciais do Ensino Fundamental', 1],
        ['Professor de Anos Iniciais e Finais do Ensino Fundamental', 0],
      ]);
      expect(read.vagas).toBe(2);
      // One row, the reserve list alone: no vacancy, and the weekly hours ('20h') are no count.
      const engenheiro = readAct('famurs-2021-09-24-veranopolis.txt');
      expect(engenheiro.cargos.map((c) => c.nome)).toEqual(['Engenheiro Agrônomo']);
      expect(engenheiro.vagas).toBe(0);
    });

    it("keeps 'do Ensino Fundamental' in a name, not as its requirements ('… Professor de Anos Iniciais do Ensino Fundamental 20hs e …')", () => {
      expect(readAct('famurs-2020-01-15-barros-cassal.txt').cargos.map((c) => c.nome)).toEqual([
        'Professor de Educação Infantil',
        'Professor de Educação Especial',
        'Professor de Anos Iniciais do Ensino Fundamental',
        'Professor de Anos Finais do Ensino Fundamental',
      ]);
    });

    it("reads no positions from a table of points: an exam's subjects, a proposal's criteria, a selection's titles", () => {
      // 'Prova Disciplina  N° Questões  Valor da Questão  Peso total' / 'Objetiva 1.Lingua Portuguesa 10 4,00 40' / … / 'Total 100'.
      const estagio = readAct('famurs-2020-02-05-dom-feliciano.txt');
      expect(estagio.cargos.map((c) => c.nome)).not.toContainEqual(expect.stringMatching(/Portuguesa|Conhecimentos|Informática/u));
      expect(estagio.vagas).not.toBe(100);
      // A call for partners (MROSC): 'PESO  Plenamente Satisfatório (A) …' / '1.Viabilidade dos Objetivos propostos  2' / … / 'TOTAL  20'.
      const parceria = readAct('famurs-2020-05-28-sao-leopoldo.txt');
      expect(parceria.cargos).toEqual([]);
      expect(parceria.vagas).not.toBe(20);
      // 'EXPERIÊNCIA PROFISSIONAL 30' / 'QUALIFICAÇÃO PROFISSIONAL 70' / 'Total 100', a selection's titles: the positions are named in the text.
      const tuparendi = readAct('famurs-2021-07-13-tuparendi.txt');
      expect(tuparendi.cargos.map((c) => c.nome)).toEqual(['Fonoaudiólogo', 'Psicólogo', 'Operador de Máquina', 'Motorista', 'Agente Comunitário de Saúde']);
      expect(tuparendi.vagas).not.toBe(100);
    });

    it("reads the positions after 'sendo as vagas para:', a long list whose teachers are named by their 'Habilitação em …' and two workloads", () => {
      expect(readAct('famurs-2017-11-14-imbe-006.txt').cargos.map((c) => c.nome)).toEqual(['Oficial Geral de Manutenção']);
      const names = readAct('famurs-2017-11-14-imbe-005.txt').cargos.map((c) => c.nome);
      expect(names).toHaveLength(23);
      expect(names.slice(0, 2)).toEqual(['Agente de Combate as Endemias', 'Auxiliar de Higienização']);
      // 'Professor Área II Habilitação em Artes 25 e 40 horas, Professor Área II Habilitação em Língua Inglesa 25 e 40 Horas, …'.
      expect(names.slice(-5)).toEqual([
        'Professor Área II Habilitação em Artes',
        'Professor Área II Habilitação em Língua Inglesa',
        'Professor Área II Habilitação em Matemática',
        'Professora Área II Habilitação em Geografia',
        'Professor Área II Habilitação em Língua Portuguesa',
      ]);
    });

    it("names a row by its first line when the count's line goes on a requirement in small letters, and a hire in small letters with a capital", () => {
      // 'Médico Clínico Geral a)Idade: …' / … / 'médico clínico geral. 01 20 horas INSS R$ 4.360,65 25,00 Títulos', under a header
      // whose titles wrap onto a second line ('Semanal Regime previdenciário Vencimento (R$) …').
      const medicos = readAct('famurs-2020-10-29-venancio-aires.txt');
      expect(medicos.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Médico Clínico Geral', 1],
        ['Médico Pediatra', 1],
      ]);
      // 'SELEÇÃO PÚBLICA para contratação de 01 (um) professor de Educação Artística'.
      expect(readAct('famurs-2013-04-18-piratini.txt').cargos.map((c) => c.nome)).toEqual(['Professor de Educação Artística']);
    });
  });

  describe('a header that titles the count over two lines, internships in small letters, numbered rows (FAMURS editions no labelled notice comes from, ninth round)', () => {
    it("reads a 'CARGO  NÚMERO DE' / 'VAGAS …' table whose rows give the count as 'NN vagas', a name no position's word heads among them ('Ronda 02 vagas 44h …')", () => {
      const read = readAct('famurs-2021-08-17-santana-do-livramento.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Operário', 6],
        ['Ronda', 2],
        ['Motorista', 2],
      ]);
      expect(read.vagas).toBe(10);
      // The header's titles wrapped below it ('HORÁRIA' / 'SEMANAL  ESCOLARIDADE  SALÁRIO' / 'BASE') open no row.
      const educadores = readAct('famurs-2021-07-09-santana-do-livramento.txt');
      expect(educadores.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Educador Social', 6],
        ['Auxiliar de Educador Social', 12],
      ]);
      expect(educadores.vagas).toBe(18);
    });

    it("reads an internship's courses written in small letters, its places before or after the weekly hours as the header orders them, the level's cell aside", () => {
      // 'CURSO  HORAS POR SEMANA  VAGAS  VALOR DA BOLSA AUX POR HORA' / 'Administração de Empresas  30 CR R$ 6,65' / … (37 courses, all a reserve list).
      const patrulha = readAct('famurs-2021-10-07-santo-antonio-da-patrulha.txt');
      expect(patrulha.cargos).toHaveLength(37);
      expect(patrulha.cargos.slice(0, 2).map((c) => [c.nome, c.vagas])).toEqual([
        ['Administração de Empresas', 0],
        ['Administração Pública', 0],
      ]);
      expect(patrulha.cargos.at(-1)!.nome).toBe('Técnico em Informática');
      expect(patrulha.vagas).toBe(0);
      // 'NÍVEL CURSO Nº DE VAGAS  CARGA HORÁRIA SEMANAL  BOLSA AUXILIO' / 'Superior Pedagogia  02 30 R$ 870,00' / 'Superior História CR 30 R$ 870,00'.
      const derrubadas = readAct('famurs-2020-04-15-derrubadas.txt');
      expect(derrubadas.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Matemática', 1],
        ['Pedagogia', 2],
        ['Administração', 2],
        ['História', 0],
        ['Agronomia', 0],
        ['Geografia', 0],
        ['Educação Física – Licenciatura', 0],
        ['Engenharia Civil ou Arquitetura e Urbanismo', 0],
        ['Técnico Agrícola', 0],
        ['Técnico em Enfermagem', 0],
      ]);
      expect(derrubadas.vagas).toBe(5);
    });

    it("reads an internship's numbered courses after a heading that runs over lines to its colon ('… seguintes cursos de Nível Superior / Técnico / Médio e para estudantes inscritos' / … / 'necessitem realizar estágio obrigatório:')", () => {
      const names = readAct('famurs-2017-06-14-ibiruba.txt').cargos.map((c) => c.nome);
      expect(names).toHaveLength(22);
      expect(names.slice(0, 3)).toEqual(['Direito', 'Psicologia', 'Educação Física']);
      expect(names).toContain('Técnico em Enfermagem');
    });

    it("reads a table of numbered rows whose requirements and pay run on in long text after the count ('Nº Cargo Vagas Local de' / … / '2 Médico Pediatra - 20 horas' / 'senamais-Horista 05 Rede')", () => {
      const read = readAct('famurs-2020-04-03-campo-bom.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Médico Geral Comunitário', 7],
        ['Médico Pediatra', 5],
        ['Médico Ginecologista– Obstetra', 3],
        ['Médico Psiquiatra', 3],
        ['Médico Clínico Geral', 10],
        ['Médico Dermatologista', 3],
        ['Enfermeiro', 10],
        ['Técnico em Enfermagem', 20],
      ]);
      expect(read.vagas).toBe(61);
      // The technician's cell opens with its level as a requirement ('Saúde Nível Médio completo, curso de Técnico em Enfermagem.').
      expect(read.niveis).toEqual(['Ensino_Superior', 'Ensino_Técnico']);
    });
  });

  describe('who runs a selection (tenth round)', () => {
    it("takes the secretariat a town runs its commission's selection through as running it ('O Município de Rio Grande do Piauí, por meio da Secretaria Municipal de Assistência Social, …')", () => {
      // Both tuning acts: a commission runs the selection; the town proclaims it through its secretariat, before or after the verb.
      const rioGrande = readActFields(labelled('dop-2021-rio-grande-do-piaui-03-pi.txt'), { publicadoEm: '2021-07-05', uf: 'PI' });
      expect(rioGrande.banca?.nome).toBe('Secretaria Municipal de Assistência Social de Rio Grande do Piauí');
      const caraubas = readActFields(labelled('dop-2022-caraubas-do-piaui-pi.txt'), { publicadoEm: '2022-12-07', uf: 'PI' });
      expect(caraubas.banca?.nome).toBe('Secretaria Municipal de Educação de Caraúbas do Piauí');
      // The prefeito's own act through a secretariat stays the Prefeitura's (the labels' reading of Alvorada's, tuning half).
      const alvorada = readActFields(labelled('dom-2017-alvorada-028-rs.txt'), { publicadoEm: '2017-06-05', uf: 'RS' });
      expect(alvorada.banca?.nome).toBe('Prefeitura Municipal de Alvorada');
    });

    it("does not take who calls the selected candidates for who runs the selection ('A convocação dos candidatos … obedecerá à ordem de classificação do Processo Seletivo Simplificado, sendo realizado pelo Departamento …')", () => {
      // Isaías Coelho 002/2022 (tuning half): 'O Município de Isaias Coelho – PI, através da Comissão Especial, … TORNA PÚBLICO'.
      const isaias = readActFields(labelled('dop-2022-isaias-coelho-pi.txt'), { publicadoEm: '2022-06-24', uf: 'PI' });
      expect(isaias.banca?.nome).toBe('Prefeitura Municipal de Isaías Coelho');
    });

    it("takes the secretary's secretariat, not the acronym of the school programme it is named under ('… Programa PECIM Escola Cívico-Militar da Secretaria Municipal de Educação de Floriano - SEMED')", () => {
      // Floriano 01/2022 (tuning half): 'O Secretário de Educação do Município de Floriano-PI, … torna pública'.
      const floriano = readActFields(labelled('dop-2022-floriano-01-pi.txt'), { publicadoEm: '2022-08-17', uf: 'PI' });
      expect(floriano.banca?.nome).toBe('Secretaria Municipal de Educação de Floriano');
    });

    it("names a secretariat by the whole name the act gives it, read where a sentence names it shorter ('… ficará a cargo da Secretaria Municipal de Educação')", () => {
      // Both tuning acts: the proclaimer or the commission's sentence gives the whole name, the sentence on who runs it a shorter one.
      const angical = readActFields(labelled('dop-2023-angical-do-piaui-diretor-pi.txt'), { publicadoEm: '2023-07-19', uf: 'PI' });
      expect(angical.banca?.nome).toBe('Secretaria Municipal de Educação, Cultura, Esporte, Lazer e Juventude de Angical do Piauí');
      const saoFelix = readActFields(labelled('dop-2023-sao-felix-do-piaui-pi.txt'), { publicadoEm: '2023-02-15', uf: 'PI' });
      expect(saoFelix.banca?.nome).toBe('Secretaria Municipal de Educação e Cultura de São Félix do Piauí');
      // Only a secretariat's areas: not another body after 'e' ('… de Educação e Câmara de Vereadores'), nor a heading's words.
      const text = [
        'EDITAL Nº 01/2022',
        'PROCESSO SELETIVO SIMPLIFICADO',
        'O Município de Floriano, no uso de suas atribuições, torna pública a abertura do processo seletivo, em parceria entre a Secretaria Municipal de Educação e Câmara de Vereadores.',
        '1.1 O Processo Seletivo Simplificado será realizado pela Secretaria Municipal de Educação.',
      ].join('\n');
      expect(readActFields(text, { publicadoEm: '2022-08-17', uf: 'PI' }).banca?.nome).toBe('Secretaria Municipal de Educação de Floriano');
    });
  });

  describe('a fee column titled short (eleventh round)', () => {
    it("reads the fee from a table's 'Valor Inscrição (R$)' column after its 'Vcto. Básico' one, not from the note of other amounts under it", () => {
      // Ibirubá 54/2017: 'Vcto. Básico * (R$)  Valor Inscrição (R$)' / '(Progresso 2)  01  40  Ensino Fundamental completo  1.400,73  50,00' /
      // '* Obs.: vale refeição R$ 340,00 -  * Obs.: insalubridade R$ 187,40.'
      expect(readAct('famurs-2017-12-01-ibiruba.txt').taxas).toEqual([50]);
      // Ibirubá 011/2013, its header wrapped ('Vcto. Básico *' / '(R$) Valor' / 'Inscrição'): 'R$ 1.022,81 R$ 30,00', then 'insalubridade R$ 135,60'.
      expect(readAct('famurs-2013-08-30-ibiruba.txt').taxas).toEqual([30]);
    });
  });

  describe('a reserve list after the vacancies, a hire in a title (twelfth round, FAMURS dev acts)', () => {
    it("counts a row's vacancies before its reserve list ('02 + *CR', '03 + CR'), not the reserve list alone", () => {
      // Imbé 24/2017: 'Programa Bolsa Família  04 02 + *CR 40 horas semanais  R$ 1.137,05' (04 is the pay grade), '*CR: Cadastro Reserva' under it.
      const imbe = readAct('famurs-2017-10-19-imbe.txt');
      expect(imbe.vagas).toBe(2);
      expect(imbe.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Cadastrador e Entrevistador do Programa Bolsa Família', 2]]);
      // Campo Bom 014/2021: 'Educador' / 'Social  03 + CR  Ensino Médio Completo, na' / 'Modalidade Magistério …  R$ 2.848,75'.
      expect(readAct('famurs-2021-08-31-campo-bom.txt').vagas).toBe(3);
    });

    it("reads the position after a hire whose words a title capitalises, with its kind ('… para fins de Contratação Administrativa Temporária de Assistente Social')", () => {
      expect(readAct('famurs-2021-06-25-barracao.txt').cargos.map((c) => c.nome)).toEqual(['Assistente Social']);
    });

    it("reads a specialist's position, and one in a specialty after 'em' ('Médico Perito em Psiquiatria e Motorista de Veículos Pesados', 'Psiquiatra, Ginecologista e Professor(a) de …')", () => {
      expect(readAct('famurs-2021-07-30-nova-santa-rita.txt').cargos.map((c) => c.nome)).toEqual(['Médico Perito em Psiquiatria', 'Motorista de Veículos Pesados']);
      expect(readAct('famurs-2021-10-22-xangri-la.txt').cargos.map((c) => c.nome)).toEqual(['Psiquiatra', 'Ginecologista', 'Professor de Língua Inglesa']);
    });

    it("reads a registration period whose 'até' or year the text layer split, or whose start has its hour ('at é', '13/12/20 21', 'de 25/11/2020 ás 12h a 09/12/2020')", () => {
      expect(readAct('famurs-2017-10-27-cimau.txt').inscricoes_fim).toBe('2017-11-25');
      expect(readAct('famurs-2021-12-08-independencia.txt')).toMatchObject({ inscricoes_inicio: '2021-12-13', inscricoes_fim: '2021-12-23' });
      expect(readAct('famurs-2020-11-24-santana-do-livramento.txt')).toMatchObject({ inscricoes_inicio: '2020-11-25', inscricoes_fim: '2020-12-09' });
    });

    it("reads the pay from a table's pay column before its fee column, not from the note of benefits under it", () => {
      // Ibirubá 54/2017: 'Vcto. Básico * (R$)  Valor Inscrição (R$)' / '… Ensino Fundamental completo  1.400,73  50,00' / '* Obs.: vale refeição R$ 340,00 …'.
      expect(readAct('famurs-2017-12-01-ibiruba.txt').remuneracao_max).toBe(1400.73);
      // Ibirubá 011/2013, the amounts signed: '… completo R$ 1.022,81 R$ 30,00' / '* Obs.: vale refeição R$ 220,00 - * Obs.: insalubridade R$ 135,60'.
      expect(readAct('famurs-2013-08-30-ibiruba.txt').remuneracao_max).toBe(1022.81);
    });

    it("reads a hire's list up to the act's title run on after it, its names after the first in small letters too, and a grade's numeral as it is", () => {
      expect(readAct('famurs-2021-04-29-xangri-la.txt').cargos.map((c) => c.nome)).toEqual(['Supervisor Escolar I', 'Professor de Séries Iniciais']);
      expect(readAct('famurs-2021-12-27-xangri-la.txt').cargos.map((c) => c.nome)).toEqual(['Clínico Geral', 'Médico Esf', 'Pintor']);
    });

    it("reads the position of a town's short table headed by the position's and the pay's columns ('CARGO/FUNÇÃO  CH/SEMANAL  PADRÃO  VENCIMENTOS')", () => {
      const read = readAct('famurs-2020-01-16-sao-valerio-do-sul.txt');
      expect(read.cargos.map((c) => [c.nome, c.remuneracao])).toEqual([['Monitor de Creche', 1298.42]]);
      expect(read.remuneracao_max).toBe(1298.42);
    });

    it("reads every hire of a sentence, counted with both genders ('01 (um/uma)') or with a bare count ('01 Atendente de Consultório Dentário')", () => {
      const tavares = readAct('famurs-2021-12-16-tavares.txt');
      expect(tavares.cargos.map((c) => c.nome)).toEqual(['Agente Comunitário de Saúde', 'Atendente de Consultório Dentário', 'Assistente Social']);
      expect(tavares.vagas).toBe(3);
    });
  });

  describe('positions named by the kind of post, a count or a reserve before the name (seventeenth round, FAMURS dev acts)', () => {
    const names = (name: string) => readAct(name).cargos.map((c) => c.nome);

    it("reads the list after 'Cargos Públicos de' or 'CARGOS PÚBLICOS:', and no position named 'Empregos Públicos'", () => {
      // São Leopoldo 02/2020: 'O novo período de inscrição para os Cargos Públicos de Agente Administrativo III, …, Professor de Educação Infantil – 25Horas, … e Técnico de Enfermagem ocorre de …'.
      const saoLeopoldo = names('famurs-2021-08-18-sao-leopoldo-02.txt');
      expect(saoLeopoldo).toHaveLength(17);
      expect(saoLeopoldo.slice(0, 3)).toEqual(['Agente Administrativo III', 'Agente de Fiscalização Ambiental Químico', 'Fiscal Tributário']);
      expect(saoLeopoldo.at(-1)).toBe('Técnico de Enfermagem');
      // Capão Bonito do Sul 01/2020: 'CARGOS PÚBLICOS: Atendente de Creche, Auxiliar de Saúde Bucal, … e Professor de Geo grafia.'
      expect(names('famurs-2020-04-14-capao-bonito-do-sul.txt')).toEqual([
        'Atendente de Creche', 'Auxiliar de Saúde Bucal', 'Médico Clínico Geral', 'Médico Ginecologista', 'Médico Pediatra', 'Odontólogo', 'Operador de Máquinas', 'Professor de Geografia',
      ]);
      // Independência 102/2017: '… preenchimento de vagas de Empregos Públicos regidos pela CLT, … para ocupar as vagas de Agente Comunitário de Saúde – PSF 01 e Agente Comunitário de Saúde – PSF 02.'
      expect(names('famurs-2017-12-05-independencia-102.txt')).toEqual(['Agente Comunitário de Saúde – PSF 01', 'Agente Comunitário de Saúde – PSF 02']);
    });

    it("splits a list's last part at each 'e' a position follows, after a name with its complement ('Professor de Matemática e Psicólogo e Secretário Escolar')", () => {
      expect(names('famurs-2021-08-18-sao-leopoldo-01.txt').slice(-3)).toEqual(['Professor de Matemática', 'Psicólogo', 'Secretário Escolar']);
      // A name without one keeps its 'e' ('Psicopedagogo(a) Institucional e Clínico(a)', Alto Feliz 007/2021, tuning half).
      expect(findCargosInText('para as funções de Assistente de Creche, Psicopedagogo Institucional e Clínico e Servente.')).toEqual(['Assistente de Creche', 'Psicopedagogo Institucional e Clínico', 'Servente']);
    });

    it("reads the hire 'de pessoal' of a kind before the positions ('contratação de pessoal por prazo determinado, de OPERADOR DE MÁQUINA e MOTORISTA')", () => {
      expect(names('famurs-2021-08-03-glorinha.txt')).toEqual(['Operador de Máquina', 'Motorista']);
    });

    it("reads the position after its vacancies and reserve ('05 (cinco) vagas + CR (Cadastro Reserva) para Motorista de Transporte Escolar') and after a label and its count ('CARGOS: 01 (um) Técnico …')", () => {
      const maquine = readAct('famurs-2021-07-20-maquine.txt');
      expect(maquine.cargos.map((c) => c.nome)).toEqual(['Motorista de Transporte Escolar']);
      expect(maquine.vagas).toBe(5);
      const dae = readAct('famurs-2021-12-10-santana-do-livramento-dae.txt');
      expect(dae.cargos.map((c) => c.nome)).toEqual(['Técnico em Segurança do Trabalho']);
      expect(dae.vagas).toBe(1);
    });

    it("reads every row of a table whose vacancies precede the hours, a reserve list written out ('Cadastro de reserva  20 horas'), the name above a requirement's line ('Biólogo  Ensino Superior e Registro no Conselho' / 'Regional de Biologia  01  20horas*')", () => {
      const read = readAct('famurs-2020-03-06-venancio-aires-036.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Biólogo', 1], ['Professor Língua Inglesa', 0], ['Professor De Geografia', 0]]);
      expect(read.vagas).toBe(1);
    });

    it("reads a count-first row whose count says 'vagas' and its reserve ('06 vagas + Cadastro Reserva  VISITADOR  40 Horas …'), its hours not a row of their own", () => {
      const read = readAct('famurs-2021-10-08-santana-da-boa-vista.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Visitador', 6]]);
      expect(read.vagas).toBe(6);
    });

    it("keeps a position with its subject after a dash in a list, up to ten words ('Professor - Ensino Fundamental de 5ª a 8ª Ano – Português')", () => {
      expect(names('famurs-2020-12-16-terra-de-areia.txt')).toEqual([
        'Monitor', 'Auxiliar de Sala', 'Professor - Ensino Fundamental de 5ª a 8ª Ano – Português', 'Professor - Ensino Fundamental de 5ª a 8ª Ano – Ciências', 'Psicopedagogo', 'Auxiliar de Seriços Gerais',
      ]);
      // Without a subject, a name of nine words or more is a sentence run on ('SecreJário de Administração ou Secretário de Educação Municipal ou responsável', Demerval Lobão, tuning half).
      expect(findCargosInText('para os cargos de Monitor, Secretário de Administração ou Secretário de Educação Municipal ou responsável.')).toEqual(['Monitor']);
    });

    it("reads the functions a hire of 'profissionais para desempenhar atividades …' names, the words run together ('profissionaispara', 'asfunçõespúblicasde ELETRICISTA, …')", () => {
      expect(names('famurs-2021-06-02-venancio-aires-105.txt')).toEqual(['Engenheiro Civil']);
      expect(names('famurs-2021-08-10-venancio-aires-197.txt')).toEqual(['Eletricista', 'Mecânico', 'Motorista', 'Operador de Máquinas', 'Operário']);
    });

    it("reads no position from the group a quota reserves vacancies for ('reserva de vagas para Pretos e Pardos do cargo de Administrador')", () => {
      expect(names('famurs-2020-03-13-pelotas-076.txt')).toEqual(['Administrador']);
      expect(findCargosInText('Das vagas para Pessoas com Deficiência: 5% das vagas de cada cargo.')).toEqual([]);
    });

    it("reads the function a Pelotas selection names, up to the department it serves, and no table header as a position ('Função  Requisitos exigidos para a função  Carga Horária  Remuneração')", () => {
      // 'na função de COORDENADOR DO CENTRO INTEGRADO DE OPERAÇÕES MUNICIPAL - CIOM da Secretaria Municipal de Segurança Pública, nos termos …'.
      expect(names('famurs-2020-07-03-pelotas-125.txt')).toEqual(['Coordenador do Centro Integrado de Operações Municipal - Ciom']);
      // 'para a função de Coordenador do Centro Integrado de Operações Municipais – CIOM, com atuação …', the header under it read before.
      expect(names('famurs-2020-07-29-pelotas-138.txt')).toEqual(['Coordenador do Centro Integrado de Operações Municipais – CIOM']);
    });

    it("reads a table whose requirements wrap under its rows with the pay and hours, not those lines as rows ('definitivo no CRC/RS.  (R$ 4.758,81)  40 horas')", () => {
      const read = readAct('famurs-2020-03-03-alvorada-contador.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Contador', 1], ['Engenheiro', 1], ['Motorista', 5]]);
      expect(read.vagas).toBe(7);
    });

    it("reads no position named by who a selection calls or by an adverb ('seleção de interessados com Nível Médio …', 'provas práticas, exclusivamente, para os cargos de …')", () => {
      // Campo Bom 012/2021, interns for the reserve list: no position's name in the extract.
      expect(names('famurs-2021-08-20-campo-bom.txt')).toEqual([]);
      // Triunfo 01/2020, its calendar resumed: the positions a calendar row names.
      expect(names('famurs-2021-12-21-triunfo.txt')).toEqual(['Motorista de Carro Leve', 'Operador de Máquinas']);
    });

    it("reads rows of a name, its vacancies, its reserve's count or none, its hours and a pay, a grade or the career's plan ('Agente Educacional  02 03 40 horas semanais R$ 1.940,48', '… 01 -- 40 horas semanais …', '… Padrão 02')", () => {
      const read = readAct('famurs-2021-12-01-derrubadas.txt');
      expect(read.cargos.map((c) => [c.nome, c.vagas])).toEqual([
        ['Agente Educacional', 2], ['Professor', 2], ['Serviços Gerais de Escola', 2], ['Agente de Combate a Endemias', 1], ['Auxiliar em Saúde Bucal', 1],
        ['Técnico em Enfermagem', 2], ['Serviços Gerais', 3], ['Operador de Máquinas', 3], ['Motorista', 3],
      ]);
      expect(read.vagas).toBe(19);
    });

    it("reads a table's names apart from the cell after them ('Agente Escolar  Idade: …', not 'EscolarIdade') and not from a requirement's 'Superior em Pedagogia'", () => {
      // Venâncio Aires 062/2021 (its last row, Supervisor Escolar, runs past the rows the reader takes: ten lines of requirements before it).
      expect(names('famurs-2021-04-26-venancio-aires-062.txt')).toEqual([
        'Agente Escolar', 'Professor de Geografia', 'Professor de Artes', 'Professor de Língua Inglesa', 'Professor de Educação Especial', 'Professor de Anos Iniciais',
      ]);
    });

    it("reads no position from the areas of a course a requirement asks for ('matrícula em curso de nível superior … nas áreas de Saúde, Educação ou Assistência Social')", () => {
      expect(findCargosInText('- Comprovante de matrícula em curso de nível superior, pós-graduação ou especialização nas áreas de Saúde, Educação ou Assistência Social.')).toEqual([]);
      // The teachers' areas a selection lists still are ('Áreas de Contabilidade, História e Informática').
      expect(findCargosInText('Processo seletivo de professores. Áreas de Contabilidade, História e Informática.')).toEqual(['Contabilidade', 'História', 'Informática']);
    });

    it("reads no position from levels ('para cargos de Nível Superior, Técnico, Médio, Fundamental Incompleto e Alfabetizado'), and those a level heads after a dash", () => {
      // Esteio 02–04/2021, an extract whose positions are in the full editais only.
      expect(names('famurs-2021-12-17-esteio.txt')).toEqual([]);
      // Francisco Macêdo 01/2023 (tuning half): 'a) R$ 80,00 (oitenta reais) para cargos de nível fundamental - Auxiliar de Saúde Bucal, Agente Comunitário de Saúde, Motorista, Técnico em Enfermagem;'.
      expect(findCargosInText('a) R$ 80,00 (oitenta reais) para cargos de nível fundamental - Auxiliar de Saúde Bucal, Agente Comunitário de Saúde, Motorista, Técnico em Enfermagem;')).toEqual([
        'Auxiliar de Saúde Bucal', 'Agente Comunitário de Saúde', 'Motorista', 'Técnico em Enfermagem',
      ]);
    });
  });

  it('reads the act as the labelled set’s evaluation reads it', () => {
    const act = findActAround(FAMURS, excerptOf(FAMURS, 'Seleção Pública de Professores'))!;
    const cut = labelled('dom-2021-barracao-rs.txt');
    const hints = { publicadoEm: '2021-01-25', uf: 'RS' as const };
    expect({ ...readActFields(act, hints), texto: '' }).toEqual({ ...readActFields(cut, hints), texto: '' });
  });
});
