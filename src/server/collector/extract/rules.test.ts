import { findEditalDates } from '../pdf/extract';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/loopback';
import { evaluateExtractor, formatReport, type LabelledSet } from './evaluate';
import { findBancaByName, findBancaBySite, findBancaInText, findMunicipio, ufFromName, ufOfCep } from './reference-data';
import {
  dateTokens,
  extractRules,
  findAreasInText,
  findCargosInText,
  findMunicipioInText,
  findOrgaoInText,
  findBancaInNotice,
  findUfByAdjective,
  findUfByName,
  findUfsByName,
  findUfToken,
  headsAPosition,
  withTeacherSubjectsListed,
  institutionAcronyms,
  joinsRange,
  looksLikeConcurso,
  moneyMentions,
  parseDates,
  parseEscolaridade,
  parseMoney,
  parseNiveis,
  parsePrazo,
  parseRemuneracao,
  parseTaxas,
  namedHires,
  parseVagas,
  selfRunInstitution,
  stateInstituteAcronym,
  splitCargos,
  splitOrgao,
  withDateWordsApart,
  withAmountsWhole,
} from './rules';
import { cleanText, titleCasePt } from './text';
import { REAL_FIELDS, sameRealValue, type RealField } from './evaluate';
import { readNotice } from '../pdf/labelled';
import { tuningNotices } from '../pdf/testing/fixtures';

const LABELLED = JSON.parse(fixtureText('extract/listagens.json')) as LabelledSet;

describe('parseMoney', () => {
  it.each([
    ['5.482,51', 5482.51],
    ['3825,00', 3825],
    ['25.270,68', 25270.68],
    ['1.412', 1412],
    ['800', 800],
    ['25 mil', 25000],
    ['1,2 mil', 1200],
    ['3,5', 3.5],
  ])('%s → %s', (raw, value) => expect(parseMoney(raw)).toBe(value));

  it('rejects what is not an amount', () => {
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1.23.4')).toBeNull();
  });
});

describe('parseRemuneracao', () => {
  it('reads a ceiling, a floor, a range, several amounts and a single value', () => {
    expect(parseRemuneracao('40 vagas + 60 CR até R$ 25.270,68')).toEqual({ min: null, max: 25270.68 });
    expect(parseRemuneracao('salários a partir de R$ 2.100,00')).toEqual({ min: 2100, max: null });
    expect(parseRemuneracao('remuneração de R$ 1.412,00 a R$ 4.000,00')).toEqual({ min: 1412, max: 4000 });
    // A benefit beside the pay is no pay; an amount alone, where no pay is named, is still read.
    expect(parseRemuneracao('A remuneração é de R$ 9.193,89, acrescida de auxílio-alimentação de R$ 1.200,00 e outros benefícios.')).toEqual({ min: 9193.89, max: 9193.89 });
    expect(parseRemuneracao('Auxílio-alimentação de R$ 1.200,00.')).toEqual({ min: 1200, max: 1200 });
    expect(parseRemuneracao('Enfermeiro (R$ 4.200,00), Técnico (R$ 1.980,00) e ACS (R$ 1.518,00)')).toEqual({ min: 1518, max: 4200 });
    expect(parseRemuneracao('salário de R$ 5.482,51')).toEqual({ min: 5482.51, max: 5482.51 });
    expect(parseRemuneracao('subsídio de R$ 25 mil')).toEqual({ min: 25000, max: 25000 });
  });

  it('ignores registration fees', () => {
    expect(parseRemuneracao('salário de R$ 3.950,00, taxa de R$ 80,00')).toEqual({ min: 3950, max: 3950 });
    expect(parseRemuneracao('Taxa de inscrição: R$ 120,00. Remuneração de até R$ 9.000,00')).toEqual({ min: null, max: 9000 });
    expect(parseRemuneracao('taxa de inscrição de R$ 150,00')).toEqual({ min: null, max: null });
  });

  it("reads a teacher's pay listed by title without 'R$' (UFR, IFSULDEMINAS Passos: 24th and 26th batches)", () => {
    const ufr = 'Remuneração (VB+RT): 40 HORAS SEMANAIS - Graduação: 3.412,63/Especialização: 3.924,53/Mestrado: 4.692,37/ Doutorado: 6.356,02 ou 20 HORAS SEMANAIS - Graduação: 2.437,59';
    expect(parseRemuneracao(ufr)).toEqual({ min: 2437.59, max: 6356.02 });
    expect(parseRemuneracao('A remuneracao inicial devera ser correspondente a titulacao. Para carga horaria de 40 horas: Especializacao - 4.975,59. Mestrado - 5.949,07. Doutorado - 8.058,29.').max).toBe(8058.29);
    // Titles with numbers that are no pay: nothing.
    expect(parseRemuneracao('Pontuação dos títulos: Mestrado: 2.000,00 pontos; Doutorado - 3.000,00')).toEqual({ min: null, max: null });
  });

  it('is empty when no pay is stated', () => {
    expect(parseRemuneracao('Vagas para Professor')).toEqual({ min: null, max: null });
  });

  it("reads a row's first amount of two as the pay under a header that names the pay's column before the fee's, the text run onto one line", () => {
    // Ibirubá 011/2013 (a FAMURS act), its lines collapsed: the fee's column title is nearer the amounts than the pay's.
    const row = 'Emprego Nº de Vagas Carga Horária Semanal (horas) Escolaridade e Exigências Mínimas Vcto. Básico * (R$) Valor Inscrição (R$) Agente Comunitário de Saúde – EACS da Micro-Área 12 01 40 Ensino Fundamental completo R$ 1.022,81 R$ 30,00 * Obs.: vale refeição R$ 220,00';
    expect(parseRemuneracao(row).max).toBe(1022.81);
  });
});

describe('parseVagas', () => {
  it.each([
    ['2.000 vagas', 2000, false],
    ['40 vagas + 60 CR até R$ 25.270,68', 40, true],
    ['5 vagas + CR até R$ 3.104,25', 5, true],
    ['Cadastro reserva até R$ 16.035,69', 0, true],
    ['CR até R$ 2.000,00', 0, true],
    ['Vagas até R$ 800,00', null, false],
    ['120 (cento e vinte) vagas', 120, false],
    // A scan split the digits; the words are whole (Conceição do Canindé 001/2023).
    ['Quadro de Vagas: 4 3 (quarenta e três) vagas para provimento temporário', 43, false],
    ['1 vaga', 1, false],
    ['12 vagas e formação de cadastro reserva', 12, true],
    ['20 vagas para cadastro reserva', 0, true],
    ['2.000 vagas, sendo 100 vagas para pessoas com deficiência', 2000, false],
    ['Vagas: 35', 35, false],
    // IFSul's extract (26th batch), UFPR's (28th).
    ['LETRAS. VAGAS: (01) uma.', 1, false],
    ['1.1 - Total das vagas ofertadas: 06 (SEIS) distribuídas entre os Campus/Setores da UFPR:', 6, false],
    // A table's rows, each row's vacancies before the reserve list (Campo Bom 014/2021; Imbé 24/2017 marks it: '*CR').
    ['Educador Social  03 + CR  Ensino Médio Completo', 3, true],
    ['Cozinheiro  02 + *CR  40 horas\nMonitor  05+CR  40 horas', 7, true],
  ])('%s', (text, vagas, cr) => {
    expect(parseVagas(text)).toEqual({ vagas, cadastroReserva: cr });
  });

  it('does not read money or years as vacancies', () => {
    expect(parseVagas('R$ 3.500 vagas').vagas).toBeNull();
    expect(parseVagas('Edital 01/2026 vagas').vagas).toBeNull();
  });
});

describe('parseEscolaridade', () => {
  it('reads a level cell loosely', () => {
    expect(parseEscolaridade('Superior', { loose: true })).toBe('Ensino_Superior');
    expect(parseEscolaridade('Ensino Médio', { loose: true })).toBe('Ensino_Médio');
    expect(parseEscolaridade('Médio / Superior', { loose: true })).toBe('Vários_Níveis');
    expect(parseEscolaridade('Técnico Incompleto / Superior Incompleto', { loose: true })).toBe('Vários_Níveis');
    expect(parseEscolaridade('Alfabetizado', { loose: true })).toBe('Ensino_Fundamental');
    expect(parseEscolaridade('Ensino Médio Técnico', { loose: true })).toBe('Ensino_Técnico');
    expect(parseEscolaridade('Mestrado ou Doutorado', { loose: true })).toBe('Pós_Graduação');
    expect(parseEscolaridade('Todos os níveis', { loose: true })).toBe('Vários_Níveis');
  });

  it('needs the level introduced in free text, so names are not levels', () => {
    expect(parseEscolaridade('Superior Tribunal de Justiça abre concurso')).toBeNull();
    expect(parseEscolaridade('vagas para Técnico Judiciário')).toBeNull();
    expect(parseEscolaridade('exige nível superior completo')).toBe('Ensino_Superior');
    expect(parseEscolaridade('candidatos com ensino fundamental')).toBe('Ensino_Fundamental');
    expect(parseEscolaridade('níveis fundamental, médio e superior')).toBe('Vários_Níveis');
    expect(parseEscolaridade('TRT | Médio / Superior | FCC')).toBe('Vários_Níveis');
    expect(parseEscolaridade('Banco | 6.000 vagas | Médio')).toBe('Ensino_Médio');
  });
});

describe('parseDates and parsePrazo', () => {
  it('reads ranges, borrowing the year of the end and wrapping across years', () => {
    expect(parsePrazo('10/03 a 09/04/2026')).toEqual({ inicio: '2026-03-10', fim: '2026-04-09', situacao: null });
    expect(parsePrazo('15/12 a 20/01/2027')).toEqual({ inicio: '2026-12-15', fim: '2027-01-20', situacao: null });
    expect(parsePrazo('01/10/2026 a 23/10/2026')).toMatchObject({ inicio: '2026-10-01', fim: '2026-10-23' });
  });

  it('reads a deadline cell and its variants', () => {
    expect(parsePrazo('08/03/2020')).toEqual({ inicio: null, fim: '2020-03-08', situacao: null });
    expect(parsePrazo('Prorrogado até 30/10/2026')).toEqual({ inicio: null, fim: '2026-10-30', situacao: 'prorrogado' });
    expect(parsePrazo('Reaberto até 13/11/2012')).toEqual({ inicio: null, fim: '2012-11-13', situacao: 'reaberto' });
    expect(parsePrazo('Suspenso')).toEqual({ inicio: null, fim: null, situacao: 'suspenso' });
    expect(parsePrazo('31/02/2026')).toEqual({ inicio: null, fim: null, situacao: null });
  });

  it("reads a table of periods by unit as open from the first start to the last end (UFPR's acts 129 and 131 of 2023, tuning half)", () => {
    const byFee =
      'ITEM TAXA DE INSCRIÇÃO PERÍODO DE INSCRIÇÕES RECEBIMENTO DAS INSCRIÇÕES HORÁRIO ' +
      '1.1 R$ 240,00 15/05/2023 a 13/06/2023 biodir@ufpr.br Das 00h do primeiro dia às 23h59 do último dia de inscrições. http://www.bio.ufpr.br/portal/ 2ª quinzena de julho de 2023. ' +
      '1.3 R$ 240,00 01/06/2023 a 30/06/2023 dqui@ufpr.br Das 00h do primeiro dia às 23h59 do último dia de inscrições.';
    expect(parseDates(byFee)).toMatchObject({ inscricoesInicio: '2023-05-15', inscricoesFim: '2023-06-30' });
    const bySector =
      '2 - PERÍODO DE INSCRIÇÕES 2.2 - Campus Pontal do Paraná 05 (CINCO) DIAS ÚTEIS - Entre os dias 29/05/2023 a 02/06/2023 ' +
      '2.4 - Setor Tecnologia 10 (DEZ) DIAS ÚTEIS - Entre os dias 29/05/2023 a 09/06/2023.';
    expect(parseDates(bySector)).toMatchObject({ inscricoesInicio: '2023-05-29', inscricoesFim: '2023-06-09' });
    // A schedule's rows are events, not units: registration is the row that says so.
    const schedule = 'CRONOGRAMA 1.1 Inscrições 10/03/2026 a 09/04/2026 1.2 Entrega de títulos 10/04/2026 a 12/04/2026 1.3 Recursos 15/04/2026 a 17/04/2026';
    expect(parseDates(schedule)).toMatchObject({ inscricoesInicio: '2026-03-10', inscricoesFim: '2026-04-09' });
  });

  it('reads dates written with month names and tells registration from exam dates', () => {
    expect(
      parseDates('inscrições no período de 13 de outubro a 12 de novembro de 2026; a prova objetiva será aplicada em 14 de dezembro de 2026'),
    ).toEqual({ inscricoesInicio: '2026-10-13', inscricoesFim: '2026-11-12', provaData: '2026-12-14' });
    expect(parseDates('inscrições de 5 a 30 de novembro de 2026')).toMatchObject({ inscricoesInicio: '2026-11-05', inscricoesFim: '2026-11-30' });
    expect(parseDates('Inscrições até 21/10/2026')).toMatchObject({ inscricoesInicio: null, inscricoesFim: '2026-10-21' });
    expect(parseDates('inscrições a partir de 02/11/2026')).toMatchObject({ inscricoesInicio: '2026-11-02', inscricoesFim: null });
  });

  it('leaves out dates that are not about registration or exams', () => {
    expect(parseDates('Edital publicado em 01/10/2026. Lei nº 123 de 05/05/2020.')).toEqual({
      inscricoesInicio: null,
      inscricoesFim: null,
      provaData: null,
    });
    expect(parseDates('inscrições de 10/03 a 09/04', {})).toMatchObject({ inscricoesInicio: null });
    expect(parseDates('inscrições de 10/03 a 09/04', { ano: 2026 })).toMatchObject({ inscricoesInicio: '2026-03-10', inscricoesFim: '2026-04-09' });
  });
});

describe('places', () => {
  it('finds a UF token only after a separator', () => {
    expect(findUfToken('Prefeitura de Petrolina - PE')).toBe('PE');
    expect(findUfToken('Guarulhos/SP')).toBe('SP');
    expect(findUfToken('Polícia Militar (MG)')).toBe('MG');
    expect(findUfToken('PM-SP abre concurso')).toBe('SP');
    expect(findUfToken('SE INSCREVER ATÉ AMANHÃ')).toBeNull();
    expect(findUfToken('Técnico / TI')).toBeNull();
  });

  it('finds a state by name, not confusing Pará with "para" nor cities with states', () => {
    expect(findUfByName('Secretaria de Estado da Fazenda de Alagoas')).toBe('AL');
    expect(findUfByName('Polícia Militar do Estado de São Paulo')).toBe('SP');
    expect(findUfByName('Tribunal de Justiça do Rio Grande do Sul')).toBe('RS');
    expect(findUfByName('vagas para professor')).toBeNull();
    expect(findUfByName('Secretaria de Educação do Pará')).toBe('PA');
    expect(findUfByName('Prefeitura de Pará de Minas')).toBeNull();
    expect(ufFromName('espirito santo')).toBe('ES');
  });

  it("gives a postal code's state, as the Correios' ranges assign them", () => {
    expect(ufOfCep('64.335-000')).toBe('PI');
    expect(ufOfCep('01310-100')).toBe('SP');
    expect(ufOfCep('89010-100')).toBe('SC');
    expect(ufOfCep('99.700-000')).toBe('RS');
    // Ranges that interleave: Brasília's and Goiás', Amazonas' and Roraima's.
    expect(ufOfCep('70040-020')).toBe('DF');
    expect(ufOfCep('72800-000')).toBe('GO');
    expect(ufOfCep('73010-000')).toBe('DF');
    expect(ufOfCep('74000-000')).toBe('GO');
    expect(ufOfCep('69301-000')).toBe('RR');
    expect(ufOfCep('69400-000')).toBe('AM');
    expect(ufOfCep('68900-000')).toBe('AP');
    expect(ufOfCep('76801-000')).toBe('RO');
    // No CEP: too few digits, or none of any state.
    expect(ufOfCep('64.335')).toBeNull();
    expect(ufOfCep('00000-000')).toBeNull();
  });

  it('matches municipalities against the IBGE list', () => {
    expect(findMunicipio('sao jose dos campos')).toMatchObject({ nome: 'São José dos Campos', uf: 'SP', codigoIbge: '3549904' });
    expect(findMunicipio('Bom Jesus')).toBeNull(); // exists in several states
    expect(findMunicipio('Bom Jesus', 'PI')).toMatchObject({ nome: 'Bom Jesus', uf: 'PI' });
    expect(findMunicipio('Parati')).toMatchObject({ nome: 'Paraty', uf: 'RJ' });
    expect(findMunicipio('Cidade Inventada')).toBeNull();
  });

  it('finds the municipality after a municipal marker or before the UF', () => {
    expect(findMunicipioInText('Câmara Municipal de São José dos Campos abre concurso')).toMatchObject({ nome: 'São José dos Campos' });
    expect(findMunicipioInText('Prefeitura Municipal de Xique-Xique - BA: 87 vagas')).toMatchObject({ nome: 'Xique-Xique', uf: 'BA' });
    expect(findMunicipioInText('SAAE de Sorocaba - SP')).toMatchObject({ nome: 'Sorocaba' });
    expect(findMunicipioInText('Concurso em Embu-Guaçu/SP')).toMatchObject({ nome: 'Embu-Guaçu' });
    // The office names its town too (Wall Ferraz's act of 2023, tuning half: 'O PREFEITO MUNICIPAL DE WALL FERRAZ PIAUf.').
    expect(findMunicipioInText('O PREFEITO MUNICIPAL DE WALL FERRAZ PIAUf. LUIZ GUILHERME MAIA DE SOUSA , no uso de suas atribuições')).toMatchObject({ nome: 'Wall Ferraz', uf: 'PI' });
    expect(findMunicipioInText('a Prefeita de Cerro Grande, no uso de suas atribuições')).toMatchObject({ nome: 'Cerro Grande' });
    expect(findMunicipioInText('Prefeitura de Bom Jesus abre concurso')).toBeNull();
    expect(findMunicipioInText('Prefeitura de Bom Jesus abre concurso', 'RS')).toMatchObject({ uf: 'RS' });
    expect(findMunicipioInText('Polícia Militar - SP')).toBeNull();
  });
});

describe('agencies', () => {
  it('splits acronym and name', () => {
    expect(splitOrgao('PM - Polícia Militar do Estado de São Paulo')).toEqual({ nome: 'Polícia Militar do Estado de São Paulo', sigla: 'PM', uf: null });
    expect(splitOrgao('TRT 6ª Região - Tribunal Regional do Trabalho da 6ª Região')).toEqual({
      nome: 'Tribunal Regional do Trabalho da 6ª Região',
      sigla: 'TRT 6ª Região',
      uf: null,
    });
    expect(splitOrgao('Polícia Federal (PF)')).toEqual({ nome: 'Polícia Federal', sigla: 'PF', uf: null });
    expect(splitOrgao('Conselho Regional de Enfermagem de Minas Gerais (COREN-MG)')).toEqual({
      nome: 'Conselho Regional de Enfermagem de Minas Gerais',
      sigla: 'COREN-MG',
      uf: 'MG',
    });
    expect(splitOrgao('Prefeitura de Petrolina - PE')).toEqual({ nome: 'Prefeitura de Petrolina', sigla: null, uf: 'PE' });
    expect(splitOrgao('Prefeitura de Campinas SP')).toEqual({ nome: 'Prefeitura de Campinas', sigla: null, uf: 'SP' });
    expect(splitOrgao('Exército Brasileiro - 7ª Região Militar')).toEqual({ nome: 'Exército Brasileiro - 7ª Região Militar', sigla: null, uf: null });
    expect(splitOrgao('Sefaz - AL')).toEqual({ nome: 'Sefaz', sigla: null, uf: 'AL' });
  });

  it('finds the agency a text leads with, or a municipal body inside it', () => {
    expect(findOrgaoInText('Concurso Prefeitura de Guarulhos - SP abre 5 vagas')).toEqual({ nome: 'Prefeitura de Guarulhos', sigla: null, uf: 'SP' });
    expect(findOrgaoInText('PREFEITURA MUNICIPAL DE CAMPINAS\nEDITAL DE ABERTURA')).toEqual({ nome: 'Prefeitura Municipal de Campinas', sigla: null, uf: null });
    expect(findOrgaoInText('EDITAL Nº 3/2026\nO Prefeito da PREFEITURA MUNICIPAL DE SOBRAL torna público')).toEqual({
      nome: 'Prefeitura Municipal de Sobral',
      sigla: null,
      uf: 'CE',
    });
    expect(findOrgaoInText('Inscrições abertas para vários cargos')).toBeNull();
  });
});

describe('positions', () => {
  it("tells a position's first word, singular or plural, in any case, with its accents or without them", () => {
    for (const name of ['Motorista', 'monitores de escola', 'TÉCNICOS EM ENFERMAGEM', 'PSICOLOGO', 'Psicólogos', 'Fiscais de Tributos', 'Oficiais', 'Intérpretes de Libras', 'CIRURGIÕES-DENTISTAS', 'Serviços Gerais', 'Psiquiatra', 'PEDIATRAS', 'Obstetra']) {
      expect(headsAPosition(name), name).toBe(true);
    }
    for (const name of ['por meio de', 'Coleta e Qualidade', 'Ciências Biológicas', 'Inscrições', '']) expect(headsAPosition(name), name).toBe(false);
  });

  it('splits lists of positions, keeping names that contain "e"', () => {
    expect(splitCargos('Técnico Legislativo, Motorista e Vigia')).toEqual(['Técnico Legislativo', 'Motorista', 'Vigia']);
    expect(splitCargos('Supervisor de Coleta e Qualidade')).toEqual(['Supervisor de Coleta e Qualidade']);
    expect(splitCargos('Agente de Pesquisas e Mapeamento, Supervisor de Coleta e Qualidade')).toEqual([
      'Agente de Pesquisas e Mapeamento',
      'Supervisor de Coleta e Qualidade',
    ]);
    expect(splitCargos('Agente Comunitário de Saúde, Técnico de Enfermagem e outros')).toEqual(['Agente Comunitário de Saúde', 'Técnico de Enfermagem']);
    expect(splitCargos('Vários Cargos')).toEqual([]);
    expect(splitCargos('AUXILIAR DE SERVIÇOS GERAIS')).toEqual(['Auxiliar de Serviços Gerais']);
  });

  it("keeps the federal teaching career's name whole ('… do Ensino Básico, Técnico e Tecnológico', UFF 32/2026, tuning half)", () => {
    expect(splitCargos('Professor da Carreira do Magistério do Ensino Básico, Técnico e Tecnológico')).toEqual(['Professor da Carreira do Magistério do Ensino Básico, Técnico e Tecnológico']);
    expect(splitCargos('Professor do Ensino Básico, Técnico e Tecnológico, Técnico de Laboratório e Motorista')).toEqual([
      'Professor do Ensino Básico, Técnico e Tecnológico',
      'Técnico de Laboratório',
      'Motorista',
    ]);
  });

  it("keeps a complement with its name in a list of names that share their first word, and splits the last part at an ' e ' that a position follows (Formosa/GO 1/2023, tuning half)", () => {
    expect(
      splitCargos('professor de matemática, professor de ciências, ciências biológicas e ciências humanas, professor de história, professor de braile e agente de serviços de higiene e alimentação - asha'),
    ).toEqual(['professor de matemática', 'professor de ciências, ciências biológicas e ciências humanas', 'professor de história', 'professor de braile', 'agente de serviços de higiene e alimentação - asha']);
    // A list of different positions keeps every part; a lone name keeps its ' e '.
    expect(splitCargos('Motorista, Vigia, Contador, Merendeira')).toEqual(['Motorista', 'Vigia', 'Contador', 'Merendeira']);
    expect(splitCargos('Professor de Educação Infantil e Anos Iniciais')).toEqual(['Professor de Educação Infantil e Anos Iniciais']);
  });

  it('finds positions named in free text', () => {
    expect(findCargosInText('abre 2.700 vagas para Soldado PM de 2ª Classe, salário de R$ 5.482,51')).toEqual(['Soldado PM de 2ª Classe']);
    expect(findCargosInText('para os cargos de Agente Legislativo e Procurador Legislativo. Inscrições')).toEqual(['Agente Legislativo', 'Procurador Legislativo']);
  });

  it("takes a teachers' selection's areas as its positions (DOU acts of IFPI Uruçuí and IFSULDEMINAS Passos, 24th batch)", () => {
    const urucui = 'contratação de Professor(a) Substituto do Ensino Básico, Técnico e Tecnológico - Áreas: Biologia, Matemática e Química, para atender as necessidades';
    expect(findCargosInText(urucui)).toEqual(['Biologia', 'Matemática', 'Química']);
    expect(findCargosInText('Professor(a) do Ensino Básico, Técnico e Tecnológico Substituto - Áreas de Contabilidade, História e Informática, para atender')).toEqual([
      'Contabilidade',
      'História',
      'Informática',
    ]);
    expect(findCargosInText('destinado a contratacao de professor substituto para o Campus Passos. Area - Informatica, 1 vaga; Regime de Trabalho 20 ou 40 horas.')).toEqual(['Informatica']);
    // A lone area keeps its 'e'; the position named as a 'cargo' stands when there is one area.
    expect(findAreasInText('Área de conhecimento: Gestão de Políticas Públicas de Saúde e Saúde Suplementar.')).toEqual(['Gestão de Políticas Públicas de Saúde e Saúde Suplementar']);
    expect(findCargosInText('para o cargo de Professor Substituto. Área: Matemática.')).toEqual(['Professor Substituto']);
    // 'Área Judiciária' is part of a name, not a list.
    expect(findAreasInText('Analista Judiciário - Área Judiciária, 20 vagas')).toEqual([]);
  });

  it("takes the one area a teachers' selection names in its sentence as its position (IFPR Pitanga, UFPI, 25th batch)", () => {
    expect(findCargosInText('torna público a seleção de professor substituto, no Instituto Federal do Paraná - IFPR, para o Campus PITANGA, área PEDAGOGIA, nos termos da Lei 8.745/93')).toEqual(['Pedagogia']);
    expect(findCargosInText('Processo de Seleção para contratação de Professor Substituto. 1. O Processo Seletivo visa contratar candidato na área de Fundamentos Psicológicos da Educação, do Departamento de Fundamentos de Educação.')).toEqual([
      'Fundamentos Psicológicos da Educação',
    ]);
    // The row of a vacancy's table (UFMG), read from the text with its line breaks.
    const ufmg = 'CONCURSO PÚBLICO PARA PROVIMENTO EFETIVO DA CARREIRA DE MAGISTÉRIO SUPERIOR\nTotal de vagas 2 (duas)\nÁrea de conhecimento Engenharia Aeroespacial\nTitulação Mestrado na área de Engenharia Aeronáutica ou Engenharia Mecânica';
    expect(findCargosInText(cleanText(ufmg), ufmg)).toEqual(['Engenharia Aeroespacial']);
    // IFSul's extracts: the area alone on its line before its count.
    const ifsul = 'destinado à contratação de PROFESSOR SUBSTITUTO para o eixo tecnológico/área determinada a seguir.\nENGENHARIA ELÉTRICA/ELETRÔNICA, TELECOMUNICAÇÕES. VAGAS: (01) uma.\nO Edital completo está disponível';
    expect(findCargosInText(cleanText(ifsul), ifsul)).toEqual(['Engenharia Elétrica/eletrônica, Telecomunicações']);
    // Two areas in passing, or an area outside a teachers' selection: no guess.
    expect(findCargosInText('seleção de professor substituto na área de Física. Candidatos da área de Química podem recorrer.')).toEqual([]);
    expect(findCargosInText('concurso público para a área de Saúde, nos termos da lei')).toEqual([]);
  });

  it("reads no position from a form's blank fields after 'Cargo:', nor from 'em função de' (calls for partners of São José do Ouro, São Leopoldo and Rosário do Sul, FAMURS 2021)", () => {
    expect(findCargosInText('Nome do Responsável:  C.P.F.  Período do mandato:  C.I. Cargo:  Órgão Expedidor:  Endereço:  C.E.P.  Caracterização da OSC')).toEqual([]);
    expect(findCargosInText('NOME DIRIGENTE RESPONSÁVEL: CPF: PERÍODO DE MANDATO: RG/ÓRGÃO EXPEDIDOR: CARGO: ENDEREÇO: CEP: 2. PROPOSTA DE TRABALHO')).toEqual([]);
    expect(findCargosInText('DADOS DO CORPO TÉCNICO ENVOLVIDO NA EXECUÇÃO DO OBJETO: Nome: Cargo: N⁰ do registro no Conselho Profissional: 6. OUTROS')).toEqual([]);
    expect(findCargosInText('fenômeno que ocorre inteiramente à revelia dessas pessoas e em função de fatores eventuais e externos. Nesse contexto')).toEqual([]);
    // A filled form goes on with its value after the next label: its position stays read (Vale Verde's term of office, 2017).
    expect(findCargosInText('Nome: TERTULIANO MARTINS CPF: 780.673.320-53 Cargo: Motorista Regime de Trabalho: 40 horas semanais Classe: A')).not.toEqual([]);
  });

  it('title-cases in Portuguese', () => {
    expect(titleCasePt('ANALISTA JUDICIÁRIO - ÁREA JUDICIÁRIA')).toBe('Analista Judiciário - Área Judiciária');
    expect(titleCasePt('TÉCNICO EM TI II')).toBe('Técnico em TI II');
    expect(titleCasePt('ALUNO-SOLDADO')).toBe('Aluno-Soldado');
  });
});

describe('exam boards', () => {
  it('recognises a board after a marker, by catalogue name or alias', () => {
    expect(findBancaInText('banca organizadora: Instituto AOCP')).toMatchObject({ nome: 'Instituto AOCP', site: expect.stringMatching(/^https:\/\//) });
    expect(findBancaInText('organizado pela Fundação Vunesp')).toMatchObject({ nome: 'Vunesp' });
    expect(findBancaInText('a cargo da Fundação Carlos Chagas')).toMatchObject({ nome: 'FCC' });
    expect(findBancaByName('fundacao getulio vargas')).toMatchObject({ nome: 'FGV' });
  });

  it("recognises the board whose catalogue site a text cites most, not one of two cited as often ('pelo site www.institutoconsulplan.org.br')", () => {
    expect(findBancaBySite('As inscrições estarão abertas pelo site www.institutoconsulplan.org.br.')).toMatchObject({ nome: 'Instituto Consulplan' });
    expect(findBancaBySite('inscrições em https://conhecimento.fgv.br/concursos/x ou em www.institutoconsulplan.org.br')).toBeNull();
    expect(findBancaBySite('portal www.unai.mg.leg.br')).toBeNull();
    // One board's two rows in the catalogue, its name in the singular and the plural (dom-2020-sao-jose-do-ouro-rs, tuning: 'INSCRIÇÕES: … em www.objetivas.com.br').
    expect(findBancaBySite('INSCRIÇÕES: de 04/09 a 18/09/2020, em www.objetivas.com.br.')).toMatchObject({ nome: 'Objetiva Concursos' });
    // Two boards' rows sharing a domain stay out.
    expect(findBancaBySite('validação em validate.perfdrive.com')).toBeNull();
  });

  it('recognises distinctive names anywhere, the longest winning', () => {
    expect(findBancaInText('TJ-MG | 150 vagas | FGV')).toMatchObject({ nome: 'FGV' });
    expect(findBancaInText('edital do Instituto Consulplan publicado')).toMatchObject({ nome: 'Instituto Consulplan' });
    expect(findBancaInText('CESGRANRIO divulga gabarito')).toMatchObject({ nome: 'Cesgranrio' });
  });

  it('does not take ordinary words or the hiring university for a board', () => {
    expect(findBancaInText('Acesse o site para consultar o edital e o exame médico')).toBeNull();
    expect(findBancaInText('UFAC - Universidade Federal do Acre abre seleção')).toBeNull();
    expect(findBancaInText('Marinha do Brasil abre 960 vagas')).toBeNull();
    expect(findBancaInText('banca: UFAC')).toMatchObject({ nome: 'UFAC' });
  });
});

describe('looksLikeConcurso', () => {
  it('accepts openings and rejects results, appointments and unrelated contests', () => {
    expect(looksLikeConcurso('EDITAL DE ABERTURA DE INSCRIÇÕES - CONCURSO PÚBLICO Nº 02/2026')).toBe(true);
    expect(looksLikeConcurso('torna pública a abertura de inscrições do Processo Seletivo Simplificado')).toBe(true);
    expect(looksLikeConcurso('HOMOLOGA o resultado final do Concurso Público e convoca os candidatos aprovados')).toBe(false);
    expect(looksLikeConcurso('resultado do concurso de quadrilhas juninas')).toBe(false);
  });

  it('accepts a selection whose realization is proclaimed, the positions and period further on (Cotiporã 002/2021)', () => {
    const heading = 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021\nCONTRATAÇÃO TEMPORÁRIA DE PROFESSORES E\nPSICOPEDAGOGO CLÍNICO\nIVELTON MATEUS ZARDO, Prefeito Municipal, no uso de suas\natribuições legais, torna público a realização do Processo Seletivo\nSimplificado 002/2021, na contratação temporária de excepcional';
    expect(looksLikeConcurso(heading)).toBe(true);
    expect(looksLikeConcurso('torna público o resultado preliminar do Processo Seletivo Simplificado 002/2021')).toBe(false);
  });
});

describe('extractRules on the labelled listing texts', () => {
  it.each(LABELLED.itens.map((item) => [item.texto, item.esperado] as const))('%s', (texto, esperado) => {
    const got = extractRules(texto, { ano: LABELLED.ano_referencia }) as unknown as Record<string, unknown>;
    for (const [field, expected] of Object.entries(esperado)) {
      const actual = field === 'banca' ? ((got.banca as { nome: string } | null)?.nome ?? null) : got[field];
      expect({ field, value: actual }).toEqual({ field, value: expected });
    }
  });

  it('hints win over the text', () => {
    const fields = extractRules('Prefeitura de Petrolina - PE: 10 vagas', { uf: 'BA', municipio: 'feira de santana', orgao: { nome: 'SAAE', sigla: null } });
    expect(fields).toMatchObject({ uf: 'BA', municipio: 'Feira de Santana', orgao: { nome: 'SAAE', sigla: null } });
  });

  it('reports field-level accuracy for npm run eval:extract', async () => {
    const report = await evaluateExtractor(LABELLED, extractRules);
    expect(report.mismatches).toEqual([]);
    expect(report.total).toBeGreaterThan(200);
    const table = formatReport('Extrator de regras', report);
    expect(table.split('\n')[0]).toBe('Extrator de regras');
    expect(table).toMatch(/vagas\s+30\/30\s+100\.0%/);
    // A wrong extractor scores below 100 % and names its mistakes.
    const wrong = await evaluateExtractor(LABELLED, (t, h) => ({ ...extractRules(t, h), vagas: 1 }));
    expect(wrong.fields.find((f) => f.field === 'vagas')).toEqual({ field: 'vagas', correct: 0, total: 30 });
    expect(wrong.mismatches[0]).toMatchObject({ field: 'vagas', actual: 1 });
  });
});

describe('fees and the role of each amount (issue 16)', () => {
  it('tells fees from pay and benefits by the nearest keyword', () => {
    const text = 'Remuneração: R$ 28.563,30;\nValor da Inscrição: R$ 250,00.\nAuxílio-alimentação de R$ 1.200,00.';
    expect(moneyMentions(text).map((m) => [m.value, m.role])).toEqual([
      [28563.3, 'remuneracao'],
      [250, 'taxa'],
      [1200, 'outro'],
    ]);
  });

  it('reads fee lists and fees under a heading', () => {
    expect(parseTaxas('mediante pagamento da taxa de participação que varia de R$ 60,00, R$ 80,00 e R$ 120,00.')).toEqual([60, 80, 120]);
    expect(parseTaxas('com taxa de R$ 50,00 a R$ 55,00. O salário é de R$ 3.000,00')).toEqual([50, 55]);
    expect(parseTaxas('9.2 VALORES DAS TAXAS DE INSCRIÇÃO:\na) Técnico: R$ 100,00;\nb) Analista: R$ 130,00.')).toEqual([100, 130]);
    // 'O valor para inscrição será de:' over a table by level (Massaranduba 002/2025, tuning half).
    expect(parseTaxas('1.9. O valor para inscrição será de:\nNÍVEL DE ESCOLARIDADE VALOR\nEnsino Fundamental e Estagiários R$ 25,00\nEnsino Médio R$ 30,00\nEnsino Superior R$ 40,00\n1.10. A habilitação ao cargo deverá ser comprovada')).toEqual([25, 30, 40]);
    expect(parseTaxas('Salário de R$ 2.000,00')).toEqual([]);
  });

  it("reads the value the registration 'terá', and a scan's 'A$' for 'R$' (Piauí towns' gazette, tuning half)", () => {
    // Campinas do Piauí 2022.
    expect(parseTaxas('As inscrições para o processo seletivo encontrar‐se‐ão abertas no período de 08\na 20 de março de 2022, e terão o valor de R$ 50,00 (cinquenta reais).')).toEqual([50]);
    // Alvorada do Gurguéia 2023, as the OCR read it.
    expect(parseTaxas('11 .1 Valor da taxa de inscrição: A$ 75,00 (setenta e cinco reais) nível superior, A$ 45,00\n(quarenta e cinco reais) nível médio e A$ 35,00 (trinta e cinco reais) fundamental\nincompleto.')).toEqual([35, 45, 75]);
    expect(parseTaxas('As inscrições terão o prazo de 10 dias. O vencimento será de R$ 1.500,00.')).toEqual([]);
    expect(parseTaxas('Taxa de inscrição: R$ 50,00. Valor do contrato: UA$ 70,00')).toEqual([50]);
  });

  it("reads an amount charged 'a título de inscrição' as the fee (Arapiraca/AL 1/2025, tuning half)", () => {
    expect(parseTaxas('5.1.1. Será cobrado a título de inscrição o valor de R$ 125,00 (cento e vinte e cinco reais),\nque será depositado em conta específica do Município de Arapiraca/ AL.')).toEqual([125]);
  });

  it("reads the next fee after whom the first is for ('… para os cargos de Nível Médio e' / 'R$ 72,00 …'), not a pay after it", () => {
    expect(parseTaxas('5.2.3. O valor da inscrição será de R$ 53,00 (cinquenta e três reais) para os cargos de Nível Médio e\nR$ 72,00 (setenta e dois reais) para os cargos de Nível Superior.')).toEqual([53, 72]);
    expect(parseTaxas('3.9. O valor da taxa de inscrição será de R$165,00 (cento e sessenta e cinco reais) para o Nível “Classe E” e de\nR$110,00 (cento e dez reais) para o Nível “Classe D”.')).toEqual([110, 165]);
    expect(parseTaxas('A taxa de inscrição é de R$ 80,00 para o cargo de Analista e o salário de R$ 5.000,00.')).toEqual([80]);
  });

  it("reads the amount the registration is paid with ('… até a data limite estipulada para a inscrição, no valor de R$' / '70,00')", () => {
    expect(parseTaxas('5.3.3 A inscrição será validada por meio de depósito bancário identificado com o CPF do candidato, até a data limite estipulada para a inscrição, no valor de R$\n70,00 (setenta reais).')).toEqual([70]);
  });

  it('keeps every amount of a fee list out of pay', () => {
    expect(parseRemuneracao('taxa de participação que varia de R$ 60,00, R$ 80,00 e R$ 120,00')).toEqual({ min: null, max: null });
  });
});

describe('vacancies, levels and positions in news texts (issue 16)', () => {
  it('counts vacancies written in words or as oportunidades, not vague counts', () => {
    expect(parseVagas('o preenchimento de quatro vagas destinadas à contratação').vagas).toBe(4);
    expect(parseVagas('Ao todo são ofertadas 22 oportunidades').vagas).toBe(22);
    expect(parseVagas('Concurso Público com mais de 500 vagas disponíveis').vagas).toBeNull();
  });

  it('reads a list of levels after one introducing word', () => {
    expect(parseNiveis('profissionais de ensinos fundamental, médio e de nível superior')).toEqual(['Ensino_Superior', 'Ensino_Médio', 'Ensino_Fundamental']);
    expect(parseNiveis('3.000 vagas de níveis médio, técnico e superior')).toEqual(['Ensino_Superior', 'Ensino_Técnico', 'Ensino_Médio']);
    expect(parseNiveis('vários cargos de níveis médio/técnico e superior')).toEqual(['Ensino_Superior', 'Ensino_Técnico', 'Ensino_Médio']);
    expect(parseNiveis('Superior Tribunal de Justiça')).toEqual([]);
  });

  it("reads a technical course asked for as the technical level, not as a position's name (Nazaré do Piauí 2023, tuning half)", () => {
    expect(parseNiveis('Ensino médio completo, curso técnico em enfermagem e registro no conselho de classe.')).toEqual(['Ensino_Técnico', 'Ensino_Médio']);
    // The position 'Técnico em Enfermagem' names no level.
    expect(parseNiveis('inscrições para Técnico em Enfermagem e Técnico de Laboratório')).toEqual([]);
  });

  it('leaves out a post-graduate title named in a títulos table or a curriculum form (tuning: Barros Cassal 2013, Passagem Franca 2022)', () => {
    expect(parseNiveis('Carga horária por titulo Pontos por titulo Máxima  pontos por categoria\nA 08 até 20 h/a 0,60 2.40\nD Pós-graduação 1,00 1,00\nTotal  10,00')).toEqual([]);
    expect(parseNiveis('2. FORMAÇÃO ACADtMICA\n2.1 Doutorado\nNome do curso:\nlnstituicão:\n2.2 Mestrado\nNome do curso:\nInstituição:')).toEqual([]);
    // Asked of the position, it stays.
    expect(parseNiveis('Requisito: Licenciatura em Pedagogia e pós-graduação em Psicopedagogia.')).toContain('Pós_Graduação');
    // … and so does one beside a fee in reais, which is no score.
    expect(parseNiveis('Requisito: Licenciatura em Pedagogia e pós-graduação em Psicopedagogia. Taxa de inscrição: R$ 50,00 (cinquenta reais)')).toContain('Pós_Graduação');
  });

  it('takes the school stage a teacher teaches for no level (tuning: Isaias Coelho 2022, Passagem Franca 2022)', () => {
    expect(parseNiveis('PROFESSOR DE EDUCAÇÃO FÍSICA, DO ENSINO FUNDAMENTAL ANOS INICIAIS E FINAIS')).toEqual([]);
    expect(parseNiveis('NÍVEL/MODALIDADE: Fundamental anos iniciais\nNÍVEL/MODALIDADE: Ensino fundamental final anos finais e EJA')).toEqual([]);
    expect(parseNiveis('Professor de Ensino Fundamental (12 ao 52 ano)')).toEqual([]);
    // Ibiraiaras 05/2021 (FAMURS), once 'funda mental' is joined: the stage the teacher is hired for.
    expect(parseNiveis('contratação temporária de excepcional interesse público de Professor para ensino fundamental, habilitação em educação física')).toEqual([]);
    // A level required of the position stays ('vagas Ensino Fundamental 40h', São José do Inhacorá 2009).
    expect(parseNiveis('Auxiliar de Serviços Gerais 02 vagas Ensino Fundamental 40h 593,41')).toEqual(['Ensino_Fundamental']);
  });

  it("takes no level from a scoring table's row, and reads 'curso superior na área' as the higher level (tuning: Floriano 01/2022, Passagem Franca 2022)", () => {
    // Floriano: whom a candidate taught, for points; the requirement is elsewhere.
    const scores = ['Termo de doação de ', 'trabalho com o alunado do ', 'Documento comprobatório ', 'Ensino Fundamental. ', 'PONTUAÇAO MAXII\\,JA ', '2.5 pontos '].join('\n');
    const apart = 'Das disposições gerais. '.repeat(8);
    expect(parseNiveis(`Requisito: Licenciatura em Pedagogia.\n${apart}\n${scores}`)).toEqual(['Ensino_Superior']);
    // Passagem Franca: the requirement, then a títulos row naming the level beside its points.
    const requirement = ['1 - DOS REQUISITOS PARA O CARGO ', 'a) Possuir curso superior na área da educação; '].join('\n');
    const row = ['COMPONENTE DO CURRÍCULO/TITULO ', 'PONTUAÇÃO ', 'Formação profissional em área educacional/nível Superior completo ', '3,0 pontos '].join('\n');
    expect(parseNiveis(requirement)).toEqual(['Ensino_Superior']);
    expect(parseNiveis(row)).toEqual([]);
    // A level well away from any points stays.
    expect(parseNiveis(`Auxiliar de Serviços Gerais: Ensino Fundamental completo.\n${apart}\n${row}`)).toEqual(['Ensino_Fundamental']);
  });

  it('reads positions listed with their counts', () => {
    expect(findCargosInText('entre os seguintes cargos: Auxiliar administrativo (1); Advogado (1); Assistente social (1); e Psicólogo (1).')).toEqual([
      'Auxiliar administrativo',
      'Advogado',
      'Assistente social',
      'Psicólogo',
    ]);
  });

  it("takes each subject of a teacher's list for its own position, and a list after 'cargos de:' (tuning: Nova Hartz 2021/05)", () => {
    const text =
      'abertas às inscrições para o cadastro de contratação temporária para o exercício dos cargos de: Educadores Multimeios, Professor de Educação Infantil, Professor de Ensino Fundamental Área I, Professor de Ensino Fundamental Área II – Disciplinas  (Artes, Ciências, Educação Física, Geografia, História, Inglês, Matemática, Português), e Cozinheira  conforme Edital 2 021/79 do Processo Seletivo nº.2021/05';
    const cargos = findCargosInText(text);
    expect(cargos).toHaveLength(12);
    expect(cargos).toContain('Professor de Ensino Fundamental Área II – Educação Física');
    expect(cargos.at(-1)).toBe('Cozinheira');
  });

  it("reads a list parted by semicolons, each position once, up to where it is placed (tuning: Mostardas 001/2020 and 01/2021)", () => {
    const text =
      'visando à formação de cadastro reserva para os cargos: FISCAL; OPERÁRIO; OPERADOR DE MÁQUINAS E EQUIPAMENTOS RODOVIÁRIOS, OPERADOR DE MÁQUINAS E EQUIPAMENTOS RODOVIÁRIOS para atuar no 4º distrito - Dr. Edgardo Pereira Velho; MECÂNICO DE VEÍCULOS PESADOS; TÉCNICO EM ENFERMAGEM, TÉCNICO EM ENFERMAGEM para atuar Praia de São Simão; PROFESSOR EDUCAÇÃO INFANTIL para atuar na E.M.F. Bento Gonçalves (2°Distrito Rincão do Cristóvão Pereira); SERVENTE GERAL para atuar na E.M.F. Bento Gonçalves (2°Distrito Rincão do Cristóvão Pereira). Mais informações';
    expect(findCargosInText(text)).toEqual(['Fiscal', 'Operário', 'Operador de Máquinas e Equipamentos Rodoviários', 'Mecânico de Veículos Pesados', 'Técnico em Enfermagem', 'Professor Educação Infantil', 'Servente Geral']);
    expect(findCargosInText('para os cargos: OPERADOR DE MAQUINAS - para atuar (4°Distrito Dr. Edgardo Pereira Velho) ; MOTORISTA DE ÔNIBUS para atuar no 4º distrito; TÉCNICO EM ENFERMAGEM, ENFERMEIRO; PROFESSOR SÉRIES INICIAIS E PROFESSOR EDUCAÇÃO INFANTIL. INSCRIÇÕES:')).toEqual([
      'Operador de Maquinas',
      'Motorista de Ônibus',
      'Técnico em Enfermagem',
      'Enfermeiro',
      'Professor Séries Iniciais',
      'Professor Educação Infantil',
    ]);
  });

  it("reads a teacher's subjects each as a position, and a list after a bare 'para:' (tuning: Morro Reuter 001/2021, Lindolfo Collor 33/2021)", () => {
    const morro =
      'divulga Processo Seletivo para \ncontratação de professor de: Educação  Infantil, Língua Alemã, \nEducação Física, Língua Inglesa e Geografia; bem como de Atendente \nde Educação Infantil. Habilitação: específica para o cargo';
    expect(findCargosInText(withTeacherSubjectsListed(morro))).toEqual([
      'Professor de Educação Infantil',
      'Professor de Língua Alemã',
      'Professor de Educação Física',
      'Professor de Língua Inglesa',
      'Professor de Geografia',
      'Atendente de Educação Infantil',
    ]);
    const lindolfo =
      'a realização de processo seletivo simplificado \n(contratação temporária) para: \nMonitor Geral; \nProfessor - Anos Finais do Ensino Fundamental nas disciplinas de \nArte, Ciências, Geografia, História, Inglês, Matemática, Música e \nPortuguês; \ne Secretário de Escola, sob execução da Objetiva Concursos.';
    expect(findCargosInText(withTeacherSubjectsListed(lindolfo))).toEqual([
      'Monitor Geral',
      ...['Arte', 'Ciências', 'Geografia', 'História', 'Inglês', 'Matemática', 'Música', 'Português'].map((s) => `Professor de ${s}`),
      'Secretário de Escola',
    ]);
    // A name that goes on after a subject is one position (Formosa 2023, DOU): 'ciências, ciências biológicas e ciências humanas'.
    const formosa = 'professor de ciências, ciências biológicas e ciências humanas, professor de história';
    expect(withTeacherSubjectsListed(formosa)).toBe(formosa);
    // Stages alone may be one position's ('Educação Infantil e Anos Iniciais').
    expect(withTeacherSubjectsListed('de Professores de Educação Infantil e Anos Iniciais, para')).toBe('de Professores de Educação Infantil e Anos Iniciais, para');
    // After a bare 'para:', items that name no position are no list (a form's documents).
    expect(findCargosInText('Documentos necessários para: RG; CPF; Comprovante de residência; Título de eleitor.')).toEqual([]);
  });

  it("keeps a teacher's stage after a dash inside a list that goes on with another teacher (tuning: Santiago 2020)", () => {
    expect(
      findCargosInText('processo seletivo simplificado para preenchimento dos seguintes cargos : Professor Educação Infantil, Professor Ensino Fundamental - Anos Iniciais e Professor de Ensino Fundamental – Educação Física. As inscrições'),
    ).toEqual(['Professor Educação Infantil', 'Professor Ensino Fundamental - Anos Iniciais', 'Professor de Ensino Fundamental – Educação Física']);
    // A dash before the next sentence still ends the list.
    expect(findCargosInText('para os seguintes cargos: Motorista e Oficial Administrativo - As inscrições serão feitas na Prefeitura.')).toEqual(['Motorista', 'Oficial Administrativo']);
  });

  it("reads an internship's course or levels when the act names no position (tuning: Sanep 01/2021, Fagundes Varela 003/2017; Morro Reuter's 2021 internship, a FAMURS dev act)", () => {
    expect(
      findCargosInText('torna público que estará recebendo inscrições para formação de cadastro de reserva \ne preenchimento de vagas de estágio profissional remunerado para os \nanos de 2021, 2022 e 2023, para o curso de Jornalismo.  \nAs inscrições'),
    ).toEqual(['Estágio – Jornalismo']);
    expect(findCargosInText('torna pública a realização de processo seletivo, para preenchimento de \nvagas de estágio para estudantes de nível médio e superior, a ser \ncumprido nos termos da Lei Federal')).toEqual([
      'Estágio – nível médio',
      'Estágio – nível superior',
    ]);
    // Arroio dos Ratos 002/2020, a FAMURS dev act.
    expect(findCargosInText('o preenchimento \nde vagas de estágio para estudantes de nível técnico e da educação \nsuperior nas secretarias do Município.')).toEqual([
      'Estágio – nível técnico',
      'Estágio – nível superior',
    ]);
    expect(findCargosInText('pela Portaria nº 204/2021, para 01 (uma) vaga  de estágio \npara estudantes nível superior de Curso na área de Engenharia \nAgronômica, a ser cumprido nos termos da Lei Federal')).toEqual([
      'Estágio – Engenharia Agronômica',
    ]);
    // Morro Reuter's 2021 reserve list of interns, FAMURS dev acts.
    expect(findCargosInText('para formação de CADASTRO RESERVA de estágio para estudantes de nível \nsuperior do Curso de Licenciatura na área da educação a ser cumprido nos')).toEqual(['Estágio – Licenciatura']);
    // An internship that names neither (Osório 064/2021, a FAMURS dev act) names no position.
    expect(findCargosInText('O Processo Seletivo destina -se para o preenchimento de vagas de estágio \nprofissional e formação de cadastro reserva para a Prefeitura \nMunicipal de Osório.')).toEqual([]);
  });

  it("reads the first sentence that names positions, 'cargos e empregos de', a dash inside a name of the list (tuning: Alvorada 03/2017)", () => {
    const text =
      'para o provimento de cargos e empregos de seu quadro de pessoal e formação de cadastro de reserva. O período de inscrição para os cargos e empregos de Agente Comunitário de Saúde - Área ESF Salomé, Médico Geral Comunitário, Médico Clínico, Fonoaudiólogo, Fisioterapeuta e Nutricionista ocorre de 25 de julho a 17 de agosto de 2017, exclusivamente, pelo site';
    expect(findCargosInText(text)).toEqual(['Agente Comunitário de Saúde - Área ESF Salomé', 'Médico Geral Comunitário', 'Médico Clínico', 'Fonoaudiólogo', 'Fisioterapeuta', 'Nutricionista']);
    // A dash before the next sentence still ends the list.
    expect(findCargosInText('para o cargo de Agente de Limpeza - As inscrições serão gratuitas.')).toEqual(['Agente de Limpeza']);
  });

  it("ends a list where the sentence goes on in small letters ('…, aberto pelo Edital'), not at a name in small letters (tuning: Esteio 01/2017)", () => {
    const text =
      'para atender necessidade temporária de excepcional interesse púb lico nas funções temporárias de Professor de Educação Infantil, Prof essor de Área I (Anos Iniciais do Ensino Fundamental) e Auxiliar de  Educação, aberto pelo Edital nº 01/2017-SME.';
    expect(findCargosInText(text)).toEqual(['Professor de Educação Infantil', 'Prof essor de Área I', 'Auxiliar de Educação']);
  });

  it('reads a long list of positions whole (tuning: Porto Lucena 01/2021, 34 positions)', () => {
    const names = 'Agente de Controle Interno, Agente de Recursos Humanos, Assistente Social, Auxiliar em Saúde Bucal, Contador, Contramestre de Transportes e Equipamentos Rodoviários, Eletricista, Enfermeiro, Engenheiro Civil, Farmacêutico, Fiscal, Fisioterapeuta, Monitor de Escola, Nutricionista, Odontólogo, Oficial Administrativo, Operador de Máquinas, Operário, Procurador Municipal, Professor de Artes, Professor de Educação Física, Professor de Educação Infantil, Professor de Matemática, Professor de Português, Professor de Séries Iniciais, Psicólogo, Servente Merendeira, Técnico Agrícola, Técnico de Enfermagem, Técnico de Radiologia, Técnico em Contabilidade, Tesoureiro, Veterinário e Vigilante';
    expect(findCargosInText(`conforme segue: CARGOS: ${names}. CRONOGRAMA PREVISTO: Publicação do Edital`)).toHaveLength(34);
  });

  it('names every state a text lists, each once, longest names first', () => {
    expect(findUfsByName('nos Estados do Acre, Mato Grosso do Sul, Mato Grosso e do Rio Grande do Norte; Acre')).toEqual(['AC', 'MS', 'MT', 'RN']);
    expect(findUfsByName('sem estado')).toEqual([]);
  });

  it('takes the organiser by its acronym in brackets, as written when the catalogue lacks it', () => {
    expect(findBancaInNotice('no site do Instituto de Desenvolvimento Institucional Brasileiro (Idib), mediante')).toMatchObject({ nome: 'IDIB' });
    expect(findBancaInNotice('por meio do Instituto Assistencial de Desenvolvimento Humano, Educacional e Desportivo (IADHED), anuncia')).toEqual({ nome: 'IADHED', site: null });
    expect(findBancaInNotice('O Exército, por meio do Departamento de Ciência e Tecnologia (DCT), anunciou')).toBeNull();
  });
});

describe('registration dates in news texts (issue 16)', () => {
  it("reads a registration's date far into its sentence, past an abbreviation's full stop (tuning: Tavares 10/2017, Maracajá 018/2025)", () => {
    const tavares =
      'torna pública a realização de Processo Seletivo Simplificado, cujas inscrições serão recebidas no Setor de Pessoal, junto à sede do Município, sito à Rua Abílio Vieira Paiva, nº. 228, nos dias 17, 18, 19,20, e 21/07/2017 no horário de Expediente.';
    expect(parseDates(tavares, { ano: 2017 }).inscricoesFim).toBe('2017-07-21');
    const maracaja =
      '3. DA INSCRIÇÃO:\n3.1 Os candidatos interessados deverão comparecer no Paço Municipal Astir Demétrio da Rocha, situado na Av. Getúlio Vargas, nº 530 - Centro – Maracajá/SC, no dia 06 de maio de 2025 no horário das 8:00h às 12:00h.';
    expect(parseDates(maracaja, { ano: 2025 }).inscricoesFim).toBe('2025-05-06');
  });

  it("ends a registration at the last day of a list that goes on past a date or a period (tuning: Barracão 01/2021, Crissiumal 2017)", () => {
    const barracao = 'Art. 3° As inscrições serão presenciais e realizadas nos dias 26, 27,\n28, 29 de janeiro 01 de fevereiro de 2021 , em horário de expediente,';
    expect(parseDates(barracao, { ano: 2021 }).inscricoesFim).toBe('2021-02-01');
    // 'Recursos Humanos' names a department, not an appeal's date.
    const crissiumal =
      'III - DAS INSCRIÇÕES  \nLOCAL: PREFEITURA MUNICIPAL DE CRISSIUMAL – \nDEPARTAMENTO DE RECURSOS HUMANOS  \nDATA: de 17 de abril de 2017 a 28 de abril de 2017, e dias 02 e 03 \nde maio de 2017.  \nHORÁRIO:  das 7h30 as 11h30.  \n  \nCrissiumal, 12 de abril de 2017.';
    expect(parseDates(crissiumal, { ano: 2017 })).toMatchObject({ inscricoesInicio: '2017-04-17', inscricoesFim: '2017-05-03' });
    expect(findEditalDates(crissiumal.replace(/LOCAL[^\n]*\n[^\n]*\n/, ''), 2017).inscricoesFim).toBe('2017-05-03');
    // Two periods side by side are two columns, not one list (UNIFESP 133/2026: registration, then the documents' period).
    const unifesp = 'Taxa de Inscrição Período de Inscrição Período envio da documentação\nR$201,46 02 a 16 de março de 2026 18 a 22 de março de 2026';
    expect(parseDates(unifesp, { ano: 2026 }).inscricoesFim).toBe('2026-03-16');
    expect(findEditalDates(unifesp, 2026).inscricoesFim).toBe('2026-03-16');
  });

  it("reads a period typed with 'á', a list of days from its first, a month without its 'de', and a second period (tuning: São Pedro do Sul 002/2021, Alvorada 2021, Capão Bonito do Sul 002/2021)", () => {
    const saoPedro = 'As inscrições serão realizadas no período de 21 de janeiro á 29 de \njaneiro de 2021 EXCLUSIVAMENTE POR MEIO ELETRÔNICO,';
    expect(parseDates(saoPedro, { ano: 2021 })).toMatchObject({ inscricoesInicio: '2021-01-21', inscricoesFim: '2021-01-29' });
    const alvorada = '11. CRONOGRAMA\nDivulgação do edital  22 à 26 de março de 2021\nInscrições  29, 30 e 31 de março e 05 e 06 abril de 2021\nAnálise dos currículos  07, 08, 09 e 12 de abril de 2021';
    expect(parseDates(alvorada, { ano: 2021 })).toMatchObject({ inscricoesInicio: '2021-03-29', inscricoesFim: '2021-04-06' });
    expect(findEditalDates(alvorada, 2021)).toMatchObject({ inscricoesInicio: '2021-03-29', inscricoesFim: '2021-04-06' });
    // Without its year a number before a month's name is not taken for a date ('10 março' could be anything).
    expect(dateTokens('conforme a tabela 10 março')).toEqual([]);
    const capaoBonito = 'Inscrições no \nperíodo de 09 a 12 de fevereiro de 2021 e de 18 a 19 de fevereiro de \n2021, junto ao Setor de Recursos Humanos da Prefeitura Municipal,';
    expect(parseDates(capaoBonito, { ano: 2021 })).toMatchObject({ inscricoesInicio: '2021-02-09', inscricoesFim: '2021-02-19' });
    expect(findEditalDates(capaoBonito, 2021)).toMatchObject({ inscricoesInicio: '2021-02-09', inscricoesFim: '2021-02-19' });
    // … the second period on the next line (Rosário do Sul 2020); a period closed by 'e término em' (Fagundes Varela 006/2017).
    const rosario = 'ficha de inscrição disponível no período de 03 a 05 de junho de 2020 e \nde 08 a 09 de junho de 2020, das 7h30min às 12h30min, na Secretaria';
    expect(parseDates(rosario, { ano: 2020 })).toMatchObject({ inscricoesInicio: '2020-06-03', inscricoesFim: '2020-06-09' });
    const fagundes = 'Prazo de \ninscrição: 21 de dezembro de 2017 e término em 04 de janeiro de \n2018. Edital e maiores informações no Setor de Licitações';
    expect(parseDates(fagundes, { ano: 2017 })).toMatchObject({ inscricoesInicio: '2017-12-21', inscricoesFim: '2018-01-04' });
  });

  it("reads a period whose minutes the text layer split ('30 mi n.'), and one the registration's words follow after its hours (tuning: Santo Antônio da Patrulha 2017, Tuparendi 008/2017)", () => {
    const patrulha = 'no período compreendido ent re às 12 horas \ne 30 min. do dia 06/02/2017 até às 18 horas e 30 mi n. do dia \n10/02/2017. \nA inscrição do candidato implicará o conhecimento';
    expect(parseDates(patrulha, { ano: 2017 })).toMatchObject({ inscricoesInicio: '2017-02-06', inscricoesFim: '2017-02-10' });
    const tuparendi =
      'O Município de Tuparendi, RS, por seu Prefeito Muni cipal, TORNA \nPÚBLICO que de acordo com o Edital N.º 008/2017, nos dias 23 e 24 \nde fevereiro e 01 e 02 de março de 2017 no horário das 09h00min \nàs 11h00min e das 14h00min às 16h00min , estarão abertas as \ninscrições para o Processo Seletivo Simplificado';
    expect(findEditalDates(tuparendi, 2017)).toMatchObject({ inscricoesInicio: '2017-02-23', inscricoesFim: '2017-03-02' });
  });

  it("takes a street named by a date for no date (tuning: Coronel Bicaco 001/2017, Morro Reuter 2021)", () => {
    const bicaco =
      '2. DAS INSCRIÇÕES: As inscrições serão realizadas junto a Secretaria Municipal da Educação, Cultura e Desporto do Município, sito à Rua 14 de abril, n° 086, no período compreendido das 08:00 às 12:00 horas e das 13:30 às 17:30 horas, do dia 21 até o dia 27 de junho de 2017.';
    expect(dateTokens(bicaco).map((t) => [t.day, t.month])).toEqual([
      [21, 6],
      [27, 6],
    ]);
    expect(parseDates(bicaco, { ano: 2017 }).inscricoesFim).toBe('2017-06-27');
    expect(dateTokens('situada a Travessa 01 de Maio, nº 16, Centro')).toEqual([]);
  });

  it("reads a year a text layer split by a space ('22/02/2 021', Independência 05/2021, 56th batch, tuning half)", () => {
    const independencia = 'Inscrições abertas no período de 22/02/2 021 à 26/02/2021 , junto a Secretaria Municipal de Administração';
    expect(dateTokens(independencia).map((t) => [t.day, t.month, t.year])).toEqual([
      [22, 2, 2021],
      [26, 2, 2021],
    ]);
    expect(dateTokens('em 10/03/20 21 e').map((t) => [t.day, t.month, t.year])).toEqual([[10, 3, 2021]]);
    expect(parseDates(independencia, { ano: 2021 }).inscricoesFim).toBe('2021-02-26');
  });

  it("reads the military style '20 SET\\n26' and a period's first day and month '15.2 a 17.3.2023'", () => {
    expect(dateTokens('Exame Intelectual (EI). 20 SET\n26').map((t) => [t.day, t.month, t.year])).toEqual([[20, 9, 2026]]);
    expect(dateTokens('Período para a solicitação inscrição 15.2 a 17.3.2023').map((t) => [t.day, t.month, t.year])).toEqual([
      [15, 2, null],
      [17, 3, 2023],
    ]);
    expect(dateTokens('Setor 20 SET A')).toEqual([]);
  });

  it("reads 'do dia 06.08' as a date without its year, and no item number as one", () => {
    expect(dateTokens('A partir das 6h do dia 06.08 e até às 20h do dia 7 de agosto de 2020.').map((t) => [t.day, t.month, t.year])).toEqual([
      [6, 8, null],
      [7, 8, 2020],
    ]);
    expect(dateTokens('conforme o item 06.08 deste edital')).toEqual([]);
  });

  it('joins a period across times of day and filler words', () => {
    expect(joinsRange(' a ')).toBe(true);
    expect(joinsRange(' até o dia ')).toBe(true);
    // The start's hour first (Sant'Ana do Livramento 001/2020: 'no período de 25/11/2020 ás 12h a 09/12/2020').
    expect(joinsRange(' ás 12h a ')).toBe(true);
    expect(joinsRange(' às 08h30min até ')).toBe(true);
    expect(joinsRange(' e 23h e 59 min do dia ')).toBe(true);
    // A dash between the first date and its time ('04/03/2025 - 19h00min à 02/04/2025', Massaranduba, tuning half).
    expect(joinsRange(' - 19h00min à ')).toBe(true);
    expect(joinsRange(' - Publicação à ')).toBe(false);
    expect(joinsRange(' às 23h59min do dia ')).toBe(true);
    expect(joinsRange(' e até às 20h do dia ')).toBe(true);
    // A text without its accents ('do dia 5 de novembro de 2024 as 23h59min do dia 5 de dezembro').
    expect(joinsRange(' as 23h59min do dia ')).toBe(true);
    expect(joinsRange(' ate as 18h do dia ')).toBe(true);
    // A time written '16:00 horas' and the day of the week, the words run together (Canoinhas' chamada pública 002/2025, tuning half).
    expect(joinsRange(') até às 16:00 horas dequinta-feira (')).toBe(true);
    expect(joinsRange(', segunda-feira, a sexta-feira, ')).toBe(true);
    expect(joinsRange(' até a quinta-feira da semana seguinte, ')).toBe(false);
    // The start's hour before the end's ('de 14 de outubro de 2022, a partir das 09h até às 23h e 59 minutos do dia 31 de outubro', Currais, tuning half).
    expect(joinsRange(', a partir das \n09h até às 23h e 59 minutos do dia ')).toBe(true);
    expect(joinsRange(', a partir das 09h ')).toBe(false);
    expect(joinsRange(' as provas do dia ')).toBe(false);
    expect(joinsRange(' e que agora podem ser feitas até o dia ')).toBe(false);
    expect(joinsRange('. Depois, em ')).toBe(false);
  });

  it('reads the end of a reopened or extended period, and not the fee waiver', () => {
    expect(parseDates('as inscrições, que tiveram início no dia 1º de junho de 2021, ficam reabertas até o dia 11 de agosto de 2021.')).toMatchObject({
      inscricoesInicio: '2021-06-01',
      inscricoesFim: '2021-08-11',
    });
    expect(parseDates('as inscrições, que tiveram início no dia 14 de julho de 2021 e que agora podem ser feitas até o dia 5 de agosto deste mesmo ano', { ano: 2021 })).toMatchObject({
      inscricoesFim: '2021-08-05',
    });
    expect(parseDates('podem se inscrever no período de 16 de agosto de 2021 até as 23h59 do dia 15 de setembro de 2021')).toMatchObject({
      inscricoesInicio: '2021-08-16',
      inscricoesFim: '2021-09-15',
    });
    expect(parseDates('o prazo para a solicitação da isenção do valor da taxa de inscrição passou a ser de 12 a 14 de julho de 2021.')).toMatchObject({
      inscricoesInicio: null,
      inscricoesFim: null,
    });
  });

  it("reads a period of bare days joined by 'à' or 'até o dia', and a 'de' the text layer split (RS municipal gazette, tuning half)", () => {
    // dom-2017-crissiumal-002-rs: the registration named three lines before, the text layer's words split.
    const crissiumal =
      'estarão abertas as inscrições do Processo Seletivo Simplificado para à contratação t emporária de Enfermeiro, Pedagogo, Psicólogo e Técnico em Inform ática, com uma carga horária de 40h/semanais no âmbito da Secretar ia Municipal de Assistência e Desenvolvimento Social – SADS, dos di as 06 à 10 de Fevereiro de 2017, na Secretaria';
    expect(parseDates(crissiumal)).toMatchObject({ inscricoesInicio: '2017-02-06', inscricoesFim: '2017-02-10' });
    // dom-2017-coronel-bicaco-001-rs.
    const bicaco = 'As inscrições serão realizadas junto a Secretaria Municipal da Educação, Cultura e Desporto do Município, sito à Rua 14 de abril, n° 086, no período compreendido das 08:00 às 12:00 horas e das 13:30 às 17:30 horas, do dia 21 até o dia 27 de junho de 2017. As exigências';
    expect(parseDates(bicaco)).toMatchObject({ inscricoesInicio: '2017-06-21', inscricoesFim: '2017-06-27' });
    // dom-2013-barros-cassal-rs.
    expect(parseDates('3.1 As inscrições ocorrerão no período de 14 a 18 d e fevereiro de 2013, no horário das 9 h às 15h')).toMatchObject({
      inscricoesInicio: '2013-02-14',
      inscricoesFim: '2013-02-18',
    });
  });
});

describe('gazette acts and news texts of the third batch (issue 16)', () => {
  it("reads a bare first day before a full date as the period's start ('16 a 30/1/2026'), not the month of 'dd/mm a dd/mm/aaaa'", () => {
    expect(dateTokens('16 a 30/1/2026').map((t) => [t.day, t.month, t.year])).toEqual([
      [16, 1, 2026],
      [30, 1, 2026],
    ]);
    expect(dateTokens('inscrições de 10/03 a 09/04/2026').map((t) => [t.day, t.month])).toEqual([
      [10, 3],
      [9, 4],
    ]);
  });

  it("takes a state from the adjective in an agency's name ('… Tecnologia Goiano', 'Universidade Federal Fluminense')", () => {
    expect(findUfByAdjective('Ministério da Educação/Instituto Federal de Educação, Ciência e Tecnologia Goiano/Campus Trindade')).toBe('GO');
    expect(findUfByAdjective('a Universidade Federal Fluminense abre seleção')).toBe('RJ');
    expect(findUfByAdjective('Instituto Federal Sul-rio-grandense')).toBe('RS');
    expect(findUfByAdjective('o candidato goiano poderá')).toBeNull();
  });

  it('takes a public body that runs its own selection, named by its acronym in the opening, as the board', () => {
    const act =
      'O Diretor-Geral do Instituto Federal Goiano - Campus Trindade, no uso de suas atribuições, torna pública a ABERTURA DE INSCRIÇÕES para o PROCESSO SELETIVO SIMPLIFICADO, para o Campus Trindade do Instituto Federal de Educação, Ciência e Tecnologia Goiano (IF Goiano) para atender';
    expect(findBancaInNotice(act)?.nome).toBe('IFGoiano');
    expect(findBancaInNotice('A Prefeitura (PMX) torna pública a abertura do concurso')).toBeNull();
  });

  it("counts the people a notice hires ('a fim de contratar quatro profissionais') when it does not write 'vagas'", () => {
    expect(parseVagas('o edital do Concurso Público a fim de contratar quatro profissionais com ensino médio e superior').vagas).toBe(4);
    expect(parseVagas('para a admissão de 12 servidores').vagas).toBe(12);
    expect(parseVagas('3 vagas para contratar cinco profissionais').vagas).toBe(3);
  });

  it("counts a hire written twice before the position's name ('contratação de 03 (três) Tratoristas', Piratini 006/2013), not a time span", () => {
    // dom-2013-piratini-006-rs (tuning): a reserve list named in its rules does not make it reserve only.
    const piratini =
      'FAZ SABER, por este Edital, que realizará SELEÇ ÃO PÚBLICA para contratação de 03 (três) Tratoristas par a atender a necessidade temporária no serviço público municipal. Os demais aprovados formarão cadastro de reserva.';
    expect(parseVagas(piratini).vagas).toBe(3);
    expect(parseVagas('A contratação de 12 (doze) meses poderá ser prorrogada. Os aprovados formarão cadastro de reserva.').vagas).toBe(0);
  });

  it('reads each further hire after a comma, and one whose name its workload follows (Piratini 001/2017, Alegria 31/2021, tuning half)', () => {
    const piratini =
      'FAZ SABER, por este Edital, que realizará SELEÇÃO PÚBLICA, para contratação de 01 (um) Professor para Anos Finais do Ensino Fundamental – Disciplina Educação Física, 01 (um) Professor para Anos Finais do Ensino Fundamental – Disciplina Espanhol e 01 (um) Professor para Anos Finais do Ensino Fundamental – Disciplina Inglês, para atender a necessidade temporária no Serviço Público Municipal.';
    expect(namedHires(piratini).map((h) => h.vagas)).toEqual([1, 1, 1]);
    expect(parseVagas(piratini).vagas).toBe(3);
    const alegria =
      'Abre inscrições no período de 13 de setembro a 17 de setembro de 2021 para contratação temporária de 01 (um) Assistente Social, 20 horas, com vencimento básico no valor de R$ 2.732,61 (dois mil, setecentos e trinta dois reais e sessenta e um centavos) e 01 (um) Psicólogo 20 horas, com vencimento básico no valor de R$ 2.732,61 (dois mil, setecentos e trinta dois reais e sessenta e um centavos), pelo período de 06 (seis) meses.';
    expect(namedHires(alegria)).toEqual([
      { vagas: 1, nome: 'Assistente Social' },
      { vagas: 1, nome: 'Psicólogo' },
    ]);
  });

  it("counts one hire 'para um cargo de' (Ivorá 029/2017, tuning half)", () => {
    expect(parseVagas('A PREFEITURA MUNICIPAL DE IVORÁ torna público que realizará PROCESSO SELETIVO SIMPLIFICADO para contratação temporária de excepcional interesse público para um cargo de ENFERMEIRO(A). O prazo da contratação será de até 12 meses.').vagas).toBe(1);
    expect(parseVagas('O candidato poderá concorrer para um cargo de cada vez.').vagas).toBeNull();
  });

  it("reads the function a hire is for, after the word for its vacancy ('desempenhar a função de 01 (UMA) VAGA DE MOTORISTA …', Maquiné 013/2017)", () => {
    // dom-2017-maquine-013-rs (tuning).
    const maquine =
      'visando à contratação por prazo determinado, de servidor para desempenhar a função de 01 (UMA) VAGA DE MOTORISTA DE VEÍCULOS LEVES E MICRO ÔNIBÚS, com regime de trabalho de 40 horas semanais de acordo com a lei Municipal nº 1.305/2017';
    expect(namedHires(maquine)).toEqual([{ vagas: 1, nome: 'MOTORISTA DE VEÍCULOS LEVES E MICRO ÔNIBÚS' }]);
    expect(findCargosInText(maquine)).toEqual(['Motorista de Veículos Leves e Micro Ônibús']);
  });

  it("names and adds up each hire written twice ('contratação de 01 (um) professor de … e um (01) professor de …', Piratini 005/2013)", () => {
    // dom-2013-piratini-005-rs (tuning): the OCR splits 'contrataçã o'; the list ends at its purpose.
    const piratini =
      'realizará SELEÇÃO PÚBLICA para contrataçã o de 01 (um) professor de Educação Artística e um (01) prof essor de Ensino Religioso para atender a necessidade temporária no s erviço público municipal.';
    expect(namedHires(piratini)).toEqual([
      { vagas: 1, nome: 'professor de Educação Artística' },
      { vagas: 1, nome: 'prof essor de Ensino Religioso' },
    ]);
    expect(parseVagas(piratini).vagas).toBe(2);
    expect(findCargosInText(piratini)).toHaveLength(2);
    expect(findCargosInText('para contratação de 03 (três) Tratoristas par a atender a necessidade')).toEqual(['Tratoristas']);
    // dom-2021-independencia-rs (tuning): a temporary hire.
    expect(namedHires('ao Processo Seletivo Simplificado para contratação temporária de 05 (cinco) Monitores para atuar junto à Secretaria de Educação')).toEqual([
      { vagas: 5, nome: 'Monitores' },
    ]);
    expect(namedHires('A contratação de 12 (doze) meses poderá ser prorrogada')).toEqual([]);
    // dom-2017-santana-da-boa-vista-032-rs and dom-2021-santana-da-boa-vista-010-rs (tuning): a count after a dotted leader; the pay's
    // dotted list after it names no vacancy.
    const santana = 'Número de Vagas : \nArquiteto ...................1 vaga. \n  \nVencimentos : \nArquiteto ...................R$ 1.605,07 mensais.';
    expect(parseVagas(santana).vagas).toBe(1);
    expect(findCargosInText(cleanText(santana), santana)).toEqual(['Arquiteto']);
    expect(parseVagas('Psiquiatra............................................01 vagas.  \nEnfermeiro ......... 2 vagas.').vagas).toBe(3);
    // An item's number is no count ('1.2 vagas').
    expect(parseVagas('conforme o item 1.2 vagas remanescentes').vagas).toBeNull();
    // dom-2021-sao-pedro-do-sul-002-rs (tuning): the pay's amount right after its name, without 'R$'; a fee's is no pay.
    expect(parseRemuneracao('40 horas semanais, com vencimento mensal de 1.167,83 (um mil cento e sessenta e sete reais)')).toEqual({ min: 1167.83, max: 1167.83 });
    expect(parseRemuneracao('taxa de inscrição de 50,00')).toEqual({ min: null, max: null });
    // Eldorado do Sul 01/2020 (tuning): 'para o cargo de' a count written twice, and a further hire after the first one's aside.
    const eldorado =
      'necessita firmar Contrato Temporário de Excepcional Interesse Público para o cargo de 01 (um) Médico Clínico Geral, com carga horária de 20 horas semanais e vencimento de R$ 5.975,02 (cinco mil novecentos e setenta e cinco reais e dois centavos) e 02 (dois) Enfermeiros, com carga horária de 40 (quarenta horas) semanais e vencimento de R$ 3.415,84 (três mil quatrocentos e quinze reais e oitenta e quatro centavos), em conformidade com a Lei Municipal nº 2.595 de 16 de fevereiro de 2007.';
    expect(namedHires(eldorado)).toEqual([
      { vagas: 1, nome: 'Médico Clínico Geral' },
      { vagas: 2, nome: 'Enfermeiros' },
    ]);
    expect(parseVagas(eldorado).vagas).toBe(3);
    // Capitão 2017, Dom Feliciano 004/2021, São José do Inhacorá 2009 (tuning): a table's pay column, its cells without 'R$'.
    expect(parseRemuneracao('Emprego  Nº de Vagas  Horas Semanal  Salário Mensal  \nMédico ESF 01 20:00 12.015,00 \n  \nO edital estará publicado no Mural')).toEqual({ min: 12015, max: 12015 });
    expect(parseRemuneracao('Cargo  Vagas  Carga  Horária  \nSemanal  Exigência Mínima  Vencimento  \nMarço/2021  R$  \nCuidador 04 44 horas Ensino Médio Completo 1.164,79  \n')).toEqual({ min: 1164.79, max: 1164.79 });
    expect(parseRemuneracao('(horas)  Salário  \nBase \nMensal  \n(R$)  Valor da  \nInscrição  \n(R$)  \nAgente Comunitário de Saúde Reserva de \nvagas Ensino Fundamental 40h 593,41 16,85 \nAgente de Campo de Controle de \nZoonoses e Vetores Reserva de \nvagas Ensino Fundamental 40h 746,39 16,85')).toEqual({ min: 593.41, max: 746.39 });
    // A sentence that names the pay heads no table.
    expect(parseRemuneracao('O vencimento será pago conforme a lei municipal vigente, observados os descontos legais.\nTaxa 50,00 e 120,00')).toEqual({ min: null, max: null });
    // dom-2017-independencia-09-rs (tuning): a hire 'por tempo determinado', the list up to a comma before small letters.
    expect(namedHires('para contratação por tempo determinado de 02(dois) Enfermeiros  e 02(dois) Médicos, ambos para atuarem junto à Secretaria de Saúde')).toEqual([
      { vagas: 2, nome: 'Enfermeiros' },
      { vagas: 2, nome: 'Médicos' },
    ]);
    // 'contratar,' with its comma (dom-2009-ibiruba-rs, tuning, once its split word 'co ntratar' is whole).
    expect(namedHires('O Município possui autorização para contratar, três(03) Agentes Educacionais, em caráter temporário')).toEqual([
      { vagas: 3, nome: 'Agentes Educacionais' },
    ]);
  });

  it("names and adds up a hire's list of counted positions ('contratação temporária de: 15 Monitores de Escola – 30 horas semanais; 01 Professor …', Paraí 2021)", () => {
    // dom-2021-parai-rs (tuning).
    const parai =
      'torna público o edital de abertura de Processo Seletivo Simplificado para contratação temporária de: 15 Monitores de Escola – 30 horas semanais; 01 Professor de Artes – 22 horas semanais; 01 Professor de Ciências – 3,5 horas semanais; 02 Professores de Português e Inglês – 22 horas semanais; 01 Professor de Educação Física – 22 horas semanais; 03 Cozinheiras – 40 horas semanais; 07 serviçais – 44 horas semanais. As inscrições serão realizadas no período de 08.02.2021 a 10.02.2021.';
    expect(namedHires(parai).map((h) => h.vagas)).toEqual([15, 1, 1, 2, 1, 3, 7]);
    expect(parseVagas(parai).vagas).toBe(30);
    expect(findCargosInText(parai)).toEqual([
      'Monitores de Escola',
      'Professor de Artes',
      'Professor de Ciências',
      'Professores de Português e Inglês',
      'Professor de Educação Física',
      'Cozinheiras',
      'Serviçais',
    ]);
    // One counted item is no list ('contratação de 12 meses').
    expect(namedHires('para contratação de: 12 meses, prorrogáveis')).toEqual([]);
  });

  it("names and adds up counted positions a hire lists in prose, by commas and 'e', their asides dropped (Crissiumal 2017, tuning half)", () => {
    // dom-2017-crissiumal-007-rs: the text layer splits words ('t emporária', 'His tória').
    const crissiumal =
      'estarão abertas as inscrições do Processo Seletivo Simplificado para a contratação t emporária de 02 professores de educação física (20 horas cada), 01 professor de Língua Estrangeira Espanhol (8 horas), 01 professor de His tória (20 horas) e 01 professor de Geografia (18 horas) no âmbito da S ecretaria Municipal de Educação e Cultura, dos dias 13 à 14 de Fevereiro de 2017';
    expect(namedHires(crissiumal)).toEqual([
      { vagas: 2, nome: 'professores de educação física' },
      { vagas: 1, nome: 'professor de Língua Estrangeira Espanhol' },
      { vagas: 1, nome: 'professor de His tória' },
      { vagas: 1, nome: 'professor de Geografia' },
    ]);
    expect(parseVagas(crissiumal).vagas).toBe(5);
    // dom-2017-crissiumal-008-rs: one position, up to the comma.
    expect(namedHires('Processo Seletivo Simplificado para a contratação temporária  de 07 Auxiliares de Educação Infantil, no âmbito da Secretaria')).toEqual([
      { vagas: 7, nome: 'Auxiliares de Educação Infantil' },
    ]);
    expect(namedHires('a contratação temporária de 12 meses, prorrogável por igual período')).toEqual([]);
    // dom-2021-alto-feliz-rs (tuning): 'cargos de' run into the first name, gender marks after a space, the list up to 'através'.
    expect(
      findCargosInText(
        'visando à contratação de pessoal por prazo determinado, para os cargos deAssistente de Creche, Monitor (a) da Educação Bá sica, Psicopedagogo (a) Institucional e Clínico (a) e Servente, através da análise de títulos e currículos. As',
      ),
    ).toEqual(['Assistente de Creche', 'Monitor da Educação Bá sica', 'Psicopedagogo Institucional e Clínico', 'Servente']);
    // 'Tradutor e Intérprete de Libras' is one position (dou-2026-ufop-libras-12, tuning).
    expect(splitCargos('TRADUTOR E INTÉRPRETE DE LIBRAS')).toEqual(['Tradutor e Intérprete de LIBRAS']);
    expect(splitCargos('Tradutor e Intérprete de Libras e Cuidador')).toEqual(['Tradutor e Intérprete de Libras', 'Cuidador']);
    // A count of vacancies or of professionals names no position.
    expect(namedHires('para contratação temporária de 45 vagas: Enfermeiro (R$ 4.200,00) e Técnico de Enfermagem')).toEqual([]);
    expect(namedHires('para a contratação temporária de 10 profissionais para a Secretaria de Saúde')).toEqual([]);
  });

  it('reads positions a short act lists in prose: one per line after the words that announce them, after a colon, a capitalised list with its counts', () => {
    // dom-2021-ivoti-rs (tuning): one position per line, each marked as a reserve list.
    const ivoti =
      'torna público a \nabertura de PROCESSO SELETIVO SIMPLIFICADO para a \ncontratação temporária de profissionais para ocuparem as \nfunçõesabaixo relacionadas, para atendimento às necessidades de \nexcepcional interesse público nas áreas da Sa úde e Obras Públicas e \nServiços Urbanos:  \nMotorista (CadastroReserva)  \nOperador de Máquinas(CadastroReserva)  \nTécnico em Enfermagem(CadastroReserva)  \nAs inscrições dos interessados deverão ocorrer nos dias 21 a 27 de \njaneiro de 2021';
    expect(findCargosInText(cleanText(ivoti), ivoti)).toEqual(['Motorista', 'Operador de Máquinas', 'Técnico em Enfermagem']);
    // dom-2020-entre-rios-do-sul-rs (tuning): 'cargos:' with no space before the colon; names after the first in lower case.
    const entreRios =
      'torna pública a realização de Processo Seletivo Simplificado para Contratação Temporária, de excepcional interesse público, para os seguintes cargos: Professores, monitores de escola e atendente de creche. A íntegra do edital está disponível';
    expect(findCargosInText(entreRios)).toEqual(['Professores', 'Monitores de escola', 'Atendente de creche']);
    // dom-2017-crissiumal-002-rs (tuning): the hires, the first a position's name.
    expect(
      findCargosInText('as inscrições do Processo Seletivo Simplificado para à contratação t emporária de Enfermeiro, Pedagogo, Psicólogo e Técnico em Inform ática, com uma carga horária de 40h/semanais no âmbito da Secretaria'),
    ).toEqual(['Enfermeiro', 'Pedagogo', 'Psicólogo', 'Técnico em Inform ática']);
    expect(findCargosInText('visando a contratação de Pessoal por Tempo Determinado, conforme a Lei Municipal')).toEqual([]);
    // dom-2020-ararica-rs (tuning): all in small letters after a position's word, each a few words.
    const ararica =
      'contrato temporário de trabalho com formaçã o de cadastro reserva para os cargos de professores de área de geografia, história, português, ciências, inglês, artes, matemática, educação física, professor de ensino fundamental I, professor de AEE, professor de educação infantil. Local: Secretaria';
    expect(findCargosInText(ararica)).toEqual([
      'Professores de área de geografia', 'História', 'Português', 'Ciências', 'Inglês', 'Artes', 'Matemática', 'Educação física',
      'Professor de ensino fundamental I', 'Professor de AEE', 'Professor de educação infantil',
    ]);
    // Not a sentence in small letters that names no position first.
    expect(findCargosInText('para os cargos de provimento efetivo, conforme o quadro abaixo, e demais disposições')).toEqual([]);
    expect(findCargosInText('para os cargos: Agente Administrativo, aberto pelo Edital nº 01/2017')).toEqual(['Agente Administrativo']);
    // dom-2021-cotipora-002-rs (tuning): each name with its hours in brackets, a long list, the workload after it.
    const cotipora =
      'na contratação temporária de excepcional interesse público para a função de Professor de Educação Infantil (20h), Professor de Anos Iniciais (20h), Professor de Matemática (25h), Professor de Ciências da Natureza (20h), Professor de Educação Física (20h), Professor de Artes – Anos Iniciais (26h), Professor de Artes – Anos Finais (20h), Professor de Língua Inglesa (12h), Professor de Educação Especial (20h) e Psicopedagogo Clínico (20h), carga horária semanal. As inscrições serão recebidas';
    expect(findCargosInText(cotipora)).toHaveLength(10);
    expect(findCargosInText(cotipora).at(-1)).toBe('Psicopedagogo Clínico');
    // dom-2021-sao-martinho-rs (tuning): 'Cargos' capitalised, a plural name after ' e ', the next sentence after a dash.
    expect(
      findCargosInText('Para contratação por prazo determinado de profissionais habilitados para os Cargos de Professor Anos Iniciais e Domésticas- As inscrições serão recebidas pela Comissão designada'),
    ).toEqual(['Professor Anos Iniciais', 'Domésticas']);
    // dom-2021-novo-cabrais-006-rs (tuning): a list in capitals, ' E ' between names, 'EM' inside one.
    expect(findCargosInText('realizará PROCESSO SELETIVO SIMPLIFICADO para os cargos de ENFERMEIRO E TÉCNICO EM ENFERMAGEM para a Secretaria Municipal de Saúde.')).toEqual([
      'Enfermeiro',
      'Técnico em Enfermagem',
    ]);
    expect(findCargosInText('para os cargos de Agente Administrativo em Porto Alegre')).toEqual(['Agente Administrativo']);
    // dom-2017-sao-leopoldo-rs (tuning): the vacancies to fill, listed after a colon.
    expect(
      findCargosInText('As vagas a serem preenchidas são: Médico Clínico Geral, Enfermeiro, Assistente Social, Técnico de Enfermagem e Motorista. São Leopoldo, 22 de março de 2017.'),
    ).toEqual(['Médico Clínico Geral', 'Enfermeiro', 'Assistente Social', 'Técnico de Enfermagem', 'Motorista']);
    // dom-2021-boa-vista-do-sul-004-rs (tuning): 'FUNÇÃO:' in capitals, one name with its gender mark.
    expect(findCargosInText('FUNÇÃO: Professor(a) de Ciências para atender alunos do Ensino Fundamental (01 vaga e cadastro reserva). CARGA HORÁRIA: 20h semanais.')).toEqual([
      'Professor de Ciências',
    ]);
    // dom-2021-boa-vista-do-sul-rs (tuning): 'FUNÇÕES:' in capitals, names with gender marks, counts as '(01 vaga)'.
    const boaVista =
      'FUNÇÕES: Professor(a) de Educação Física (01 vaga), Professor(a) de Geografia (01 vaga), Professor(a) de Matemática (01vaga), Professor(a) de Língua Portuguesa (01 vaga), Professor(a) de História (01 vaga), Professor(a) de Séries Iniciais (03 vagas). CARGA HORÁRIA: 20h semanais.';
    expect(parseVagas(boaVista).vagas).toBe(8);
    // dom-2021-barao-de-cotegipe-rs and dom-2021-sao-pedro-do-sul-rs (tuning): a position in capitals right after the selection or the hire.
    expect(findCargosInText('estará recebendo as inscrições para seleção de FONOAUDIÓLOGO. Maiores informações poderão ser obtidas')).toEqual(['Fonoaudiólogo']);
    expect(findCargosInText('visando formação de cadastro reserva para contratação temporária FARMACÊUTICO, para exercer suas funções junto ao Hospital Municipal.')).toEqual([
      'Farmacêutico',
    ]);
    expect(findCargosInText('PROCESSO SELETIVO SIMPLIFICADO 01/2021. CONTRATAÇÃO DE FARMACÊUTICO EDITAL 001 – ABERTURA DO PROCESSO')).toEqual([]);
    // … also when a sentence further on introduces no names ('… pertinentes ao cargo: Curso de mestrado ou doutorado: 12 pontos').
    expect(
      findCargosInText(
        'visando formação de cadastro reserva para contratação temporária FARMACÊUTICO, para exercer suas funções junto ao Hospital Municipal. Títulos relacionados ao cargo: Curso de mestrado ou doutorado: 12 pontos Cursos de pós -graduação: 11 pontos',
      ),
    ).toEqual(['Farmacêutico']);
    // dom-2021-venancio-aires-008-rs (tuning): … or of the activities the hire is for.
    expect(
      findCargosInText('visando contratação temporária de profissionais para o desempenho de atividades técnicas especializadas de ATENDENTE DE UNIDADE DE SAÚDE, no âmbito das Leis'),
    ).toEqual(['Atendente de Unidade de Saúde']);
    // dom-2017-ibiruba-010-rs (tuning): the count in words, then in digits, before 'vaga'.
    expect(parseVagas('Será aberta uma (01) vaga para Arquiteto(a), face a o excepcional interesse público').vagas).toBe(1);
    // dom-2021-augusto-pestana-007-rs (tuning): the staff hired 'em número de'.
    expect(parseVagas('visando à contratação de pessoal, em número de 1 \n(um), por prazo determinado para desempenhar funções de Professor').vagas).toBe(1);
    // dom-2017-tupancireta-041-rs (tuning): a therapist after the list's last 'e' is a position of its own.
    expect(findCargosInText('Cargos: Nutricionista, Operador de Máquinas Pesadas, Procurador Jurídico, Psicólogo, Técnico em Enfermagem e Terapeuta Ocupacional . INSCRIÇÕES: De 20/12/2017')).toEqual([
      'Nutricionista', 'Operador de Máquinas Pesadas', 'Procurador Jurídico', 'Psicólogo', 'Técnico em Enfermagem', 'Terapeuta Ocupacional',
    ]);
    // dom-2021-jari-rs (tuning): 'por' is no position's first word, so the sentence going on after the list ('…, por prazo determinado') is not one;
    // each position's workload is not its name's.
    expect(
      findCargosInText('visando a contratação de pessoal e Cadastro Reserva, para os cargos de Enfermeiro 40h, Operário 44h, Servente 44h e Técnico em Agropecuária 40h, por prazo determinado para desempenhar suas funções'),
    ).toEqual(['Enfermeiro', 'Operário', 'Servente', 'Técnico em Agropecuária']);
    // dom-2020-santo-augusto-002-rs (tuning): two positions joined by 'e' inside the list, each named by a position's word.
    expect(
      findCargosInText('destinado à seleção para formação de cadastro reserva para os cargos de  Professor I, Professor III – língua portuguesa e Professor III - matemática, Professor de Libras, Servente e Nutricionista,  conforme item 1 do Edital'),
    ).toEqual(['Professor I', 'Professor III – língua portuguesa', 'Professor III - matemática', 'Professor de Libras', 'Servente', 'Nutricionista']);
    // … not a name whose 'e' joins its complement ('Auxiliar de Serviços Gerais e Limpeza').
    expect(findCargosInText('para os cargos de Auxiliar de Serviços Gerais e Limpeza, Motorista e Vigia.')).toEqual(['Auxiliar de Serviços Gerais e Limpeza', 'Motorista', 'Vigia']);
    // dom-2021-doutor-mauricio-cardoso-rs (tuning): an Objetiva extract's two lists in one sentence, after '; e'.
    expect(
      findCargosInText('a realização de concurso público Regime Estatutário para os cargos de Agente de Combate a Endemias, Engenheiro Cívil e Operário ; e processo seletivo público Regime Celetistas para o emprego de Agente Comunitário de Saúde , sob execução da Objetiva Concursos.'),
    ).toEqual(['Agente de Combate a Endemias', 'Engenheiro Cívil', 'Operário', 'Agente Comunitário de Saúde']);
    expect(findCargosInText(boaVista)).toEqual([
      'Professor de Educação Física',
      'Professor de Geografia',
      'Professor de Matemática',
      'Professor de Língua Portuguesa',
      'Professor de História',
      'Professor de Séries Iniciais',
    ]);
  });

  it("gives a table row's n-th amount the role of its header's n-th keyword ('Vencimento Base … Total': the vacancies' total is not the pay)", () => {
    const table = 'CARGOS VENCIMENTO BASE CARGA HORÁRIA AC PCD TOTAL\nVIGIA R$ 1.621,00 40 horas semanais 46 4 74\n';
    expect(moneyMentions(table).map((m) => m.role)).toEqual(['remuneracao']);
    const two = 'Cargo Vencimento Taxa de inscrição\nAgente R$ 2.000,00 R$ 80,00\n';
    expect(moneyMentions(two).map((m) => m.role)).toEqual(['remuneracao', 'taxa']);
  });

  it("reads a date whose four-digit year runs into the next word ('De 18/05/2026até 13/07/2026')", () => {
    expect(dateTokens('De 18/05/2026até\n13/07/2026').map((t) => [t.day, t.month, t.year])).toEqual([
      [18, 5, 2026],
      [13, 7, 2026],
    ]);
  });

  it("reads no date of a law or a regulation ('Resolução n° 120 - CONSUN, de 04/11/2009'), on which nothing of the concurso happens", () => {
    const text = '13.3 Os Concursos constarão das seguintes provas, a serem realizadas de acordo com o disposto na Resolução n° 120, de 04/11/2009, CONSUN, e na Lei nº 8.112, de 11/12/1990: prova escrita em 27/04/2026.';
    expect(dateTokens(text).map((t) => [t.day, t.month, t.year])).toEqual([[27, 4, 2026]]);
  });

  it("reads a date a PDF spaced out around its slashes ('13 / 10 / 2022 à 17 / 10 / 2022'), not a fraction", () => {
    expect(dateTokens('As inscrições serão realizadas no período de 13 / 10 / 2022 à 17 / 10 / 2022.').map((t) => [t.day, t.month, t.year])).toEqual([
      [13, 10, 2022],
      [17, 10, 2022],
    ]);
    expect(dateTokens('na proporção de 1 / 5 / 20')).toEqual([]);
  });

  it("reads a date whose year runs into the number of the schedule's next row ('27/07/20229 Período para upload'), and no 5-digit year otherwise", () => {
    expect(dateTokens('até às 21h do dia\n27/07/20229 Período para upload dos documentos').map((t) => [t.day, t.month, t.year])).toEqual([[27, 7, 2022]]);
    expect(dateTokens('protocolo 27/07/20229')).toEqual([]);
  });

  it('makes the usual acronyms of a federal institution, never a sibling institution\'s', () => {
    expect(institutionAcronyms('Instituto Federal de Educação, Ciência e Tecnologia de Mato Grosso do Sul')).toContain('IFMS');
    expect(institutionAcronyms('Universidade Federal do Rio Grande do Norte')[1]).toBe('UFRN');
    expect(institutionAcronyms('Universidade Federal Fluminense')).toContain('UFF');
    expect(institutionAcronyms('Instituto Federal Goiano')).not.toContain('IFG');
    expect(institutionAcronyms('Universidade Federal do Estado do Rio de Janeiro')).not.toContain('UFRJ');
  });

  it("names an Instituto Federal called after its state by its acronym even where the act never writes it (IFMA Barreirinhas 23/2025, tuning half)", () => {
    const act =
      'Ministério da Educação/Instituto Federal de Educação, Ciência e Tecnologia do Maranhão\nEdital\nEDITAL Nº 23, DE 27 DE FEVEREIRO DE 2025 PROCESSO SELETIVO PÚBLICO SIMPLIFICADO PARA CONTRATAÇÃO DE PROFESSOR SUBSTITUTO A DIRETORA-GERAL DO INSTITUTO FEDERAL DE EDUCAÇÃO, CIÊNCIA E TECNOLOGIA DO MARANHÃO, Campus Barreirinhas, … torna público que estarão a...';
    expect(selfRunInstitution(act)?.nome).toBe('IFMA');
    expect(stateInstituteAcronym('Instituto Federal de Educação, Ciência e Tecnologia de Goiás')).toBe('IFG');
    expect(stateInstituteAcronym('Instituto Federal de Sergipe')).toBe('IFS');
    expect(stateInstituteAcronym('Instituto Federal de Educação, Ciência e Tecnologia do Rio Grande do Norte')).toBe('IFRN');
    // Institutes named otherwise go by acronyms no rule makes: only the act's own writing names them.
    for (const name of ['Instituto Federal de Educação, Ciência e Tecnologia do Norte de Minas Gerais', 'Instituto Federal Goiano', 'Instituto Federal de Brasília', 'Instituto Federal do Sertão Pernambucano', 'Universidade Federal do Maranhão']) {
      expect(stateInstituteAcronym(name)).toBeNull();
    }
  });

  it('takes a federal institution as the board of a selection it runs itself, and only then', () => {
    const act = 'Ministério da Educação/Universidade Federal Fluminense\nEDITAL Nº 48/2025 PROCESSO SELETIVO SIMPLIFICADO PARA PROFESSOR SUBSTITUTO O Reitor…';
    expect(selfRunInstitution(act)?.nome).toBe('UFF');
    expect(selfRunInstitution('UNIVERSIDADE FEDERAL DE SANTA MARIA\nSELEÇÃO DE TUTORES\n… da Universidade Federal de\nSanta Maria (UFSM), torna pública')?.nome).toBe('UFSM');
    expect(selfRunInstitution('Ministério da Educação/Universidade Federal Fluminense\nEDITAL DE CONCURSO PÚBLICO para técnicos administrativos')).toBeNull();
    expect(selfRunInstitution('Prefeitura de X\nPROCESSO SELETIVO SIMPLIFICADO para agentes')).toBeNull();
  });

  it("takes a state's university as the board of a selection it runs itself, by the acronym the act writes (UEMG's extracts in Minas Gerais' gazette, tuning half)", () => {
    const uemg =
      'EXTRATO DO EDITAL PROCESSO SELETIVO\nSIMPLIFICADO UEMG Nº 04/2026 PARA CONTRATAÇÃO\nTEMPORÁRIA PARA OS CARGOS DE ANALISTA\nUNIVERSITÁRIO E TÉCNICO UNIVERSITÁRIO.\n' +
      'A Reitora da Universidade do Estado de Minas Gerais, no uso de\nsuas atribuições legais, … torna pública a realização de Processo\nSeletivo Simplificado – PSS - objetivando contratação temporária de\nAnalistas Universitários e/ou Técnicos Universitários para a Unidade\nAcadêmica de Ituiutaba, pela Universidade do Estado de Minas Gerais.';
    expect(selfRunInstitution(uemg)?.nome).toBe('UEMG');
    expect(institutionAcronyms('Universidade Estadual de Londrina')).toContain('UEL');
    // An acronym the act never writes is no name.
    expect(selfRunInstitution(uemg.replace('UEMG ', ''))).toBeNull();
  });

  it("reads a pay that the words after it name ('R$ 7.644,00 relativos ao soldo'), and a total broken down ('R$ 9.663,60, sendo R$ …') as a total", () => {
    const roles = moneyMentions('valor bruto, R$ 9.663,60 (nove mil), sendo\nR$ 7.644,00 (sete mil) relativos ao soldo militar, R$\n1.637,40 relativos ao adicional militar').map((m) => [m.value, m.role]);
    expect(roles).toEqual([
      [9663.6, 'outro'],
      [7644, 'remuneracao'],
      [1637.4, 'outro'],
    ]);
  });
});

/** What the rules still get wrong on the tuning gazette acts and scrapers' PCI lines. */
const GAZETTE_KNOWN_MISSES: Record<string, RealField[]> = {
  // 'Vários Cargos' on the line; the label counts the five positions the scraper kept from the news.
  'pci-2026-fps-hemocentro-sp': ['num_cargos'],
  // 10th batch (municipal gazettes): volunteers named only in prose.
  // 12th batch (INLABS XML, the next acts of the same four days).
  'dou-2026-ufma-36': ['niveis', 'prova_data'],
  'dou-2026-ufmg-422': ['num_cargos'],
  // 25th batch (DOU): Coluni's four subjects.
  'dou-2026-uff-coluni-32': ['num_cargos'],
  // 27th batch: IFPI Corrente's first count glued to the address before it; UFPR's areas, each with its own period.
  'dou-2023-ifpi-corrente-16': ['vagas'],
  'dou-2023-ufpr-131': ['niveis'],
  // 28th batch: Formosa's positions in a list the rules do not split; IFNMG's doctorate that may be waived
  // (the label takes the graduation); UFPI's levels and its fees by regime without 'R$'; UFPR's positions by
  // sector and periods by sector; UnB's state and board (its four editais in one act are read).
  'dou-2023-unb-211': ['banca'],
  // 29th batch: IFMS Campo Grande's exam day, earlier than the act's publication in the DOU (an exam day
  // before the publication is dropped: elsewhere it was a decree's date or a wrong year).
  // 31st batch: IBGE's three functions, two of them named together ('DAS FUNÇÕES DE ACM/ACS').
  'dou-2022-ibge-18': ['num_cargos'],
  // 34th batch: Massaranduba's edital in Santa Catarina's municipal gazette (its text as Tika made it); Videira's one-day registration.
  'dom-2025-massaranduba-sc': ['niveis', 'num_cargos'],
  // 35th batch: Pinhalzinho's table wraps each cell over lines (its vacancies after a law's number: 'LEI N° 130/2009 1 40h');
  // the label takes the schedule's last day of registration (24/04) over item 5.1's (25/04); titles' courses read as levels.
  'dom-2025-pinhalzinho-sc': ['inscricoes_fim'],
  // 36th batch: AMAVI's text layer runs words together ('no período de07à 21de maio'), its pay column after a
  // requirements' column, its board named only by a site; Guaraciaba and Maracajá's calls: registration is the day
  // to turn up and choose ('a escolha da vaga ocorrerá no dia 05 de maio'); Guaraciaba's vacancies are places under
  // each area's heading ('5.1 Educação Infantil' / '· 20h matutino no CEIM Ouro Verde') and its board the department
  // that holds the choice.
  'dom-2025-amavi-sc': ['niveis', 'banca'],
  'dom-2025-guaraciaba-036-sc': ['vagas', 'inscricoes_fim', 'banca', 'num_cargos'],
  // 37th batch (RS municipal gazette of 2009–2011, a Piauí towns' gazette, Maracajá's second call).
  'dom-2009-monte-alegre-dos-campos-rs': ['num_cargos'],
  'dop-2021-rio-grande-do-piaui-03-pi': ['vagas', 'num_cargos'],
  'dom-2025-videira-sc': ['inscricoes_fim'],
  // 38th and 39th batches (RS municipal gazette of 2009 and 2013, Piauí towns' gazette of 2022, Aparecida de Goiânia's
  // gazette): as they entered.
  'dop-2022-sigefredo-pacheco-pi': ['num_cargos'],
  'dom-2013-sao-jose-do-inhacora-008-rs': ['niveis', 'taxas'],
  'dop-2022-floriano-01-pi': ['vagas', 'inscricoes_fim', 'num_cargos'],
  // 40th and 41st batches (RS municipal gazette of 2013 and 2017, Piauí towns' gazette of 2022 and 2023): as they entered.
  'dom-2013-ibiruba-rs': ['banca'],
  'dom-2013-piratini-005-rs': ['inscricoes_fim'],
  'dop-2022-altos-pi': ['niveis', 'prova_data', 'num_cargos'],
  'dom-2017-cotipora-001-rs': ['vagas', 'niveis', 'num_cargos'],
  'dop-2023-paqueta-pi': ['vagas', 'remuneracao_max', 'inscricoes_fim', 'banca', 'num_cargos'],
  'dop-2023-wall-ferraz-pi': ['niveis', 'num_cargos'],
  // 42nd and 43rd batches (RS municipal gazette of 2013 and 2020, Piauí towns' gazette of 2022 and 2023): as they entered.
  'dop-2023-conceicao-do-caninde-pi': ['niveis', 'taxas', 'num_cargos'],
  'dop-2023-isaias-coelho-pi': ['inscricoes_fim', 'banca', 'num_cargos'],
  'dop-2022-currais-001-pi': ['prova_data'],
  // 44th and 45th batches (RS municipal gazette of 2017 and 2021, Piauí towns' gazette of 2022 and 2023): as they entered.
  'dom-2017-monte-alegre-dos-campos-03-rs': ['niveis'],
  'dop-2023-demerval-lobao-pi': ['remuneracao_max', 'niveis', 'banca'],
  'dom-2021-sananduva-cirenor-rs': ['num_cargos'],
  'dop-2022-caraubas-do-piaui-pi': ['vagas'],
  // 46th and 47th batches (RS municipal gazette of 2021, Piauí towns' gazette of 2023), entered at the session's end: not studied yet.
  'dop-2023-luis-correia-pi': ['num_cargos'],
  // 48th and 49th batches (RS municipal gazette of 2021, Piauí towns' gazette of 2023), as they entered.
  'dop-2023-altos-pi': ['niveis', 'banca', 'num_cargos'],
  'dop-2023-coivaras-pi': ['inscricoes_fim', 'num_cargos'],
  'dop-2023-nazare-do-piaui-pi': ['vagas', 'num_cargos'],
  // 50th and 51st batches (the same two gazettes), as they entered.
  'dop-2023-alvorada-do-gurgueia-pi': ['niveis'],
  'dop-2023-francisco-macedo-pi': ['vagas', 'niveis', 'num_cargos'],
  'dop-2023-hugo-napoleao-pi': ['num_cargos'],
  'dop-2023-santa-rosa-do-piaui-pi': ['vagas', 'num_cargos'],
  // 52nd and 53rd batches (the same two gazettes), as they entered.
  'dop-2023-camara-itainopolis-pi': ['vagas', 'taxas', 'num_cargos'],
  'dop-2023-nazaria-pi': ['num_cargos'],
  // 54th and 55th batches (the same two gazettes), as they entered.
  'dom-2021-crissiumal-009-rs': ['niveis', 'num_cargos'],
  'dom-2021-pelotas-sanep-rs': ['uf', 'banca'],
  'dop-2023-amarante-pi': ['inscricoes_fim'],
  'dop-2023-buriti-dos-lopes-pi': ['vagas'],
  'dop-2023-landri-sales-pi': ['vagas', 'niveis', 'banca'],
  'dop-2023-nazare-do-piaui-pss-pi': ['num_cargos'],
  // 56th and 58th batches (RS municipal gazette of 2021 and 2017), as they entered.
  'dom-2017-santo-antonio-da-patrulha-rs': ['uf'],
  // 59th and 60th batches (RS municipal gazette of 2021 and 2017), as they entered.
  // 61st and 62nd batches (RS municipal gazette of 2021 and 2017), as they entered.
  // 63rd and 64th batches (RS municipal gazette of 2021 and 2017), as they entered.
  'dom-2021-ibiraiaras-rs': ['num_cargos'],
  // 65th and 66th batches (RS municipal gazette of 2021 and 2017), as they entered.
  // 67th to 69th batches (RS municipal gazette of 2021 and 2017, Piauí towns' gazette of 2022 and 2023), as they entered.
  'dom-2021-erval-seco-rs': ['num_cargos'],
  'dop-2022-camara-angical-do-piaui-pi': ['inscricoes_fim', 'niveis', 'num_cargos'],
  'dop-2022-isaias-coelho-pi': ['inscricoes_fim'],
  // 70th to 72nd batches (RS municipal gazette of 2021 and 2017, Piauí towns' gazette of 2022), as they entered.
  'dom-2021-alvorada-016-rs': ['niveis'],
  'dop-2022-alvorada-do-gurgueia-001-pi': ['niveis'],
  'dop-2022-beneditinos-pi': ['remuneracao_max', 'niveis', 'num_cargos'],
  'dop-2022-floriano-003-pi': ['niveis', 'num_cargos'],
  // 73rd to 75th batches (RS municipal gazette of 2021 and 2017, Piauí towns' gazette of 2022), as they entered.
  'dom-2021-santana-da-boa-vista-010-rs': ['remuneracao_max'],
  'dom-2017-camara-santo-angelo-95-rs': ['banca', 'num_cargos'],
  'dom-2017-derrubadas-027-rs': ['vagas', 'num_cargos'],
  'dop-2022-altos-003-pi': ['vagas'],
  'dop-2022-campinas-do-piaui-pi': ['niveis', 'num_cargos'],
  'dop-2022-passagem-franca-do-piaui-001-pi': ['niveis'],
  // 76th to 78th batches (RS municipal gazette of 2020, 2021 and 2017), as they entered.
  // 79th to 83rd batches (Santa Catarina's municipal gazette of 2025, RS municipal gazette of 2020 and 2021), as they entered.
  'dom-2025-canoinhas-sc': ['banca'],
  'dom-2021-porto-lucena-rs': ['uf'],
  'dom-2021-santana-do-livramento-rs': ['vagas', 'banca'],
  // 84th and 85th batches (RS municipal gazette of 2020 and 2021), as they entered.
  // Read right by chance until the sixth round of acts no half holds: its third 'position' was 'qual se regerá' (the opening's
  // list now ends at 'para o ano letivo'); the label counts the areas of its Anexo II, which the OCR leaves unread.
  'dop-2023-luis-correia-002-pi': ['num_cargos'],
};

describe('the rules on the tuning half of the gazette acts and the PCI lines and pages saved by scrapers', () => {
  it.each([...tuningNotices('diario'), ...tuningNotices('pagina'), ...tuningNotices('noticia')].map((n) => [n.id, n] as const))('%s', async (id, notice) => {
    const reading = await readNotice(notice);
    const misses = REAL_FIELDS.filter((field) => {
      const expected = notice.esperado[field];
      return expected !== null && !sameRealValue(field, expected, reading.previsto[field]);
    });
    expect({ id, misses }).toEqual({ id, misses: GAZETTE_KNOWN_MISSES[id] ?? [] });
  });
});

describe('DOU acts of the 23rd batch: the body that runs its own selection, immediate hires beside a reserve list', () => {
  it('names an Instituto Federal by its initials when the act writes them (IFB), and another federal school by its acronym (INES)', () => {
    const ifb =
      'Ministério da Educação/Instituto Federal de Educação, Ciência e Tecnologia de Brasília/IFB Campus Ceilândia\nEDITAL Nº 6/2026\nProcesso Seletivo Simplificado para contratação de Professor Substituto\nO DIRETOR-GERAL torna público o Processo Seletivo Simplificado. O edital está no site oficial do IFB.';
    expect(selfRunInstitution(ifb)?.nome).toBe('IFB');
    // Initials the act never writes are no name ('IF de Brasília' might be another acronym).
    expect(selfRunInstitution(ifb.replace('/IFB Campus', '/Campus').replace('site oficial do IFB', 'site oficial'))).toBeNull();
    const ines =
      'Ministério da Educação/Instituto Nacional de Educação de Surdos\nEDITAL Nº 2/2026\nPROCESSO SELETIVO PARA PROFESSOR SUBSTITUTO\nA Diretora-Geral do Instituto Nacional de Educação de Surdos - INES, no uso de suas atribuições legais, torna pública a abertura de inscrições para Processo Seletivo Simplificado.';
    expect(selfRunInstitution(ines)?.nome).toBe('INES');
    // Not a selection the school runs itself (a concurso with its board named elsewhere).
    expect(selfRunInstitution(ines.replace(/PROFESSOR SUBSTITUTO|Processo Seletivo Simplificado/g, 'Concurso Público'))).toBeNull();
  });

  it("leaves the count unsaid when a reserve list comes beside immediate hires, and reads a reserve list alone as none", () => {
    expect(parseVagas('destinado à contratação imediata e à formação de cadastro de reserva de Professor Substituto').vagas).toBeNull();
    expect(parseVagas('destinado à formação de cadastro de reserva de Professor Substituto').vagas).toBe(0);
    // dop-2023-buriti-dos-lopes-pi and dop-2023-camara-itainopolis-pi (tuning): posts filled and a reserve list formed, the OCR's words split.
    expect(
      parseVagas('torna pública a r ealização d e concu r so púb lico para provimento de ca r gos e m seu quadro d e p essoa l, b e m como para a form ação d e cadastro reserva, n os t e rmos').vagas,
    ).toBeNull();
    expect(parseVagas('p a r a provimento d e car gos em se u quadro d e p essoa l e formação d e cadastro reserva, n os termos da Con stituição').vagas).toBeNull();
  });
});

describe('DOU acts of the 24th batch: a term before the registration it opens, an exam day before the act came out', () => {
  it("counts 'pelo prazo de 10 (dez dias), a contar da publicação …, as inscrições' from the publication", () => {
    const text =
      'O Secretário torna público que encontram-se abertas, na Secretaria da CPPD, pelo prazo de 10 (dez dias), a contar da publicação deste no Diário Oficial da União, as inscrições para o processo de seleção de Professor Substituto.';
    expect(extractRules(text, { ano: 2026, publicadoEm: '2026-02-26' })).toMatchObject({ inscricoes_inicio: '2026-02-26', inscricoes_fim: '2026-03-08' });
    // A term that is not the registration's ('pelo prazo de 2 anos, a contar da publicação da homologação').
    expect(extractRules('O concurso terá validade pelo prazo de 2 anos, a contar da publicação da homologação.', { ano: 2026, publicadoEm: '2026-02-26' }).inscricoes_fim).toBeNull();
  });

  it('drops an exam day before the act was published', () => {
    const text = 'Concurso Público de Provas e Títulos, conforme o Edital de Condições Gerais n.º 167, de 29 de janeiro de 2026. As provas serão realizadas em data a ser divulgada.';
    expect(extractRules(text, { ano: 2026, publicadoEm: '2026-02-25' }).prova_data).toBeNull();
  });

  it('keeps the exam day of an act published after its registration closed (IFMS Campo Grande 1/2026 in the DOU of 24/02, tuning half)', () => {
    const text =
      'torna pública a abertura de inscrições ao PROCESSO SELETIVO SIMPLIFICADO, destinado à seleção de candidatos, para contrato como PROFESSOR SUBSTITUTO, ' +
      'por tempo determinado, com inscrições abertas no período de 29/01/2026 até 08/02/2026. O valor da taxa de inscrição é de R$50,00 (cinquenta reais). ' +
      'As provas estão previstas para o dia 21 de fevereiro de 2026.';
    expect(extractRules(text, { ano: 2026, publicadoEm: '2026-02-24' })).toMatchObject({ inscricoes_fim: '2026-02-08', prova_data: '2026-02-21' });
  });

  it('drops an exam day before the registration closes (a column headed by the exams, its first cell the registration period; IF Goiano Trindade 2020, tuning half)', () => {
    const text =
      'CRONOGRAMA: DATAS Publicação do Edital. 06/08/2020 Período de inscrições. 10/08 a 19/08/2020 ' +
      'Período de solicitação de isenção da taxa de inscrição. 10/08 a 12/08/2020 Período provável de provas 10/08/2020';
    expect(extractRules(text, { ano: 2020, publicadoEm: '2020-08-06' })).toMatchObject({ inscricoes_fim: '2020-08-19', prova_data: null });
    // An exam after the registration closes stays.
    expect(extractRules('Período de inscrições: 10/08 a 19/08/2020. As provas serão realizadas em 30/08/2020.', { ano: 2020 }).prova_data).toBe('2020-08-30');
  });
});

describe("a duty 'desempenhar' is no budget's 'empenho'", () => {
  it("reads a table row's pay under duties that 'Desempenhar …' (Sant'Ana do Livramento 2021, tuning half)", () => {
    const text = [
      'CARGO VAGAS  C.H. ', 'Mensal SALÁRIO INICIAL (R$) PRÉ-REQUISITO DESCRIÇÃO SUMÁRIA DAS ATIVIDADES ', 'Técnico em ',
      'Enfermagem 06 180h R$ 2.411,21 por mês Certificado devidamente ', 'registrado de conclusão de ',
      'Registro no COREN/RS Desempenhar atividades técnicas de enfermagem sob supervisão do enfermeiro nas áreas designadas. ',
      'e Permanente. ', 'Enfermeiro 06 180h R$ 3.980,29 por mês Graduação em ',
    ].join('\n');
    expect(extractRules(text, { ano: 2021 }).remuneracao_max).toBe(3980.29);
    // A budget's commitment still is no pay ('empenho').
    expect(moneyMentions('Remuneração: R$ 2.000,00. O empenho da despesa será de R$ 90.000,00.').map((m) => m.role)).toEqual(['remuneracao', 'outro']);
  });
});

describe('withAmountsWhole', () => {
  it("writes whole the amounts a scan's text spaced out (Piauí towns' gazette, tuning half)", () => {
    // Paquetá 2023: its fees; Hugo Napoleão and Landri Sales 2023: their pay.
    expect(withAmountsWhole('2.5 A taxa d e inscrição terá o valor de R $ 5 0 ,00 ( c inque nta reais) p ara o cargo d e p rofessor e')).toBe(
      '2.5 A taxa d e inscrição terá o valor de R$ 50,00 ( c inque nta reais) p ara o cargo d e p rofessor e',
    );
    expect(withAmountsWhole('DIAeTOR esCOI.AR oe 40 H \n03 \nR $ 4 .4 20,55 \n')).toBe('DIAeTOR esCOI.AR oe 40 H \n03 \nR$ 4.420,55 \n');
    expect(withAmountsWhole('30h \nR$ 4 .420,55 \n40h')).toBe('30h \nR$ 4.420,55 \n40h');
    expect(parseTaxas('A taxa de inscrição terá o valor de R $ 5 0 ,00 (cinquenta reais).')).toEqual([]);
    expect(parseTaxas(withAmountsWhole('A taxa de inscrição terá o valor de R $ 5 0 ,00 (cinquenta reais).'))).toEqual([50]);
  });

  it("reads the fee the registration 'terá o valor de', its words spaced by the scan, its sentence over lines a date's day opens (tuning half)", () => {
    // Santa Rosa do Piauí 2023 (Instituto Legatus).
    const santaRosa = [
      '5 . DAS INSCRIÇÕES ', '5. 1 . ', 'As inscri ções para o con curso público encontrar-se-ão abertas n o período de 29 ',
      'DE MAIO A 26 DE JUNHO DE 2023 e t e r ão o va lor de RS 120,00 (cen to e vinte reai s) ', '5.1.1. ',
    ].join('\n');
    expect(parseTaxas(santaRosa)).toEqual([120]);
    // Coivaras 2023: after a 'contratação' in the lines above, the amount's sentence says what it is.
    const coivaras = [
      'especificados no sub ite m 4. 1 deverão ser comprovados m ediante a a presentação de ', 'docu mento o riginal o u cópia a ute nticada. No ato da contratação.',
      '5 . DAS INSCRIÇÕES ', '5 .1 ', 'As inscrições para o processo seletivo e ncontrar -se-ão abertas no período d e 30/03/23 a ',
      '05 de abril de 2023, e te rão o valo r de R $ 50,00 (cinque nta reais) para os cargos de ', 'monito r e c uidador e R$ 100.00 (cem reais) para professor. ', '5.1. 1 ',
    ].join('\n');
    expect(parseTaxas(withAmountsWhole(coivaras))).toEqual([50, 100]);
    // Nazaré do Piauí 2023: 'terão o s seguintes v a lores:', one a lettered item, the last more than 250 characters after the words.
    const nazare = [
      'S . DAS INSCRIÇÕ ES ', '5 .1 . ', 'A s inscrições p a r a o concurso público e ncontra r-se-ão a b e rtas no p e ríodo d e 17 ',
      'DE ABRIL A 15 DE MAIO DE 2023 e terão o s seguintes v a lores: ', 'a) ', 'RS 88,00 (oite nta e oito reai s) para cargos de n ível fundamenta l; ', 'b) ',
      'R$ 98,00 (noventa e oito rea is) para cargos de níve l médio; ', 'c) ', 'R$ 122,00 (cento e vin te e doi s r ea is) p a r a cargos de n ível superior. ',
      '5 .1 .1. O p e ríodo d e in scr ições poderá se r p rorrogado por necessidade de ordem ',
    ].join('\n');
    expect(parseTaxas(nazare)).toEqual([88, 98, 122]);
  });

  it('leaves amounts written whole, the cells after them and other numbers as they are', () => {
    for (const text of ['R$ 1.302,00 \n20h', 'R$60,00', 'RS 2.210,98', 'R$ 2.500,00 30 40h', 'Lei nº 8.666 , 93', 'nota 7 ,5']) expect(withAmountsWhole(text)).toBe(text);
  });
});

describe('withDateWordsApart', () => {
  it("parts a date's words the text layer ran into its numbers (AMAVI's selection 2025, tuning half)", () => {
    expect(withDateWordsApart('através do site da AMAVI- www.amavi.org.br, no período de07à 21de maio de 2025, mediante')).toBe(
      'através do site da AMAVI- www.amavi.org.br, no período de 07 à 21 de maio de 2025, mediante',
    );
    expect(withDateWordsApart('Rio do Sul,06demaiode 2025.')).toBe('Rio do Sul,06 de maio de 2025.');
  });

  it('leaves dates written apart, and words that are no date, as they are', () => {
    // A month's name or its 'de' the text layer split (Ibirubá 001/2017, Currais 001/2022; tuning half).
    expect(withDateWordsApart('no período de 03 de fevereiro a 23 de fe vereiro de 2017 ,')).toBe('no período de 03 de fevereiro a 23 de fevereiro de 2017 ,');
    expect(withDateWordsApart('no perfodo de 14 de o utubro de 2022 … do dia 31 d e outubro de 2022')).toBe('no perfodo de 14 de outubro de 2022 … do dia 31 de outubro de 2022');
    // An 'até' and an hour a scan split (Francisco Macedo 2023).
    const split = 'abertas a partir\ndas 14h do dia 13 de julho a té as 1 7h do dia 18 de julho de 2023, sendo cobrada taxa';
    expect(withDateWordsApart(split)).toBe('abertas a partir\ndas 14h do dia 13 de julho até as 17h do dia 18 de julho de 2023, sendo cobrada taxa');
    expect(extractRules(withDateWordsApart(`As inscrições estarão ${split}`), { ano: 2023 }).inscricoes_fim).toBe('2023-07-18');
    // In capitals too ('DE 13 DE AGO STO DE 2023').
    expect(withDateWordsApart('vista de 13 DE AGO STO DE 2023.')).toBe('vista de 13 DE AGOSTO DE 2023.');
    // Not without the day and the year around it, nor a word that only looks like a split month.
    expect(withDateWordsApart('de a bril a junho; 5 de ma io')).toBe('de a bril a junho; 5 de ma io');
    for (const text of ['de 10 de maio de 2025', 'dias 29, 30 e 31 de março', 'conforme o item 21de', 'atravésdosite da AMAVI', 'Código Identificador: A35 B', 'Categoria B 2 1 40h', 'à tarde', 'até as 17h']) expect(withDateWordsApart(text)).toBe(text);
    // Nor a short year before an hour, nor a date's year that is whole.
    for (const text of ['até 01/04/20 21h', 'até 01/04/20 21 horas', 'de 13/12/2021 a 23/12/2021', 'at each']) expect(withDateWordsApart(text)).toBe(text);
  });

  it('joins a year split after its century (FAMURS dev act: Independência 36/2021)', () => {
    expect(withDateWordsApart('no período de 13/12/20 21 à 23/12/2021 , junto a')).toBe('no período de 13/12/2021 à 23/12/2021 , junto a');
  });
});

describe("a calendar's row named after its dates", () => {
  it("is not the registration when it names another event (Novo Cabrais 01/2021's calendar, a FAMURS dev act)", () => {
    const calendar = [
      'ANEXO VI CRONOGRAMA DE EXECUÇÃO (*)',
      'DATA EVENTOS',
      '01/12/2021 Início do período para solicitação de inscrição – Via SITE, a partir das 12h',
      '01 a 03/12/2021 Período para impugnação do edital – Via SITE, a partir das 12h do primeiro dia até 23h59min do último dia',
      '20/12/2021 Término do período para solicitação de inscrição – Via SITE, até 12h (meio -dia)',
    ].join(' ');
    expect(parseDates(calendar, { ano: 2021 }).inscricoesFim).toBe('2021-12-20');
  });
});
