import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REAL_FIELDS, sameRealValue, type RealField } from '../extract/evaluate';
import {
  extractEdital,
  findAct,
  joinCellColumns,
  findBancaEdital,
  columnTotalsTable,
  lastColumnVagasTable,
  cellPerLineTable,
  headedRowsTable,
  distributedVagas,
  declaredAreas,
  numberedCargos,
  clausedNumberedCargos,
  sectionedCargos,
  cleanNames,
  letteredRowsTable,
  cardCargos,
  payTailCargos,
  tableRows,
  placeHeadedCargos,
  bundledEditais,
  subtotalVagas,
  totalVagasLine,
  vagasBlocks,
  totalFirstTable,
  totalsOnlyRow,
  quotaTotalRows,
  codedPayCountRows,
  codedNameList,
  codedCountsAfterName,
  vagasColumnCells,
  checkboxPositions,
  firmRunning,
  dashedCountLines,
  teachingSubjects,
  editalFees,
  listedCargos,
  dashedPositions,
  withoutSyllabus,
  findEditalDates,
  findNiveis,
  findPay,
  findUfEdital,
  ufOfThePostcodes,
  findOrgaoEdital,
  organiserBySite,
  readPositionsTable,
  codedRowsTable,
  countFirstTable,
  vagasThenHoursTable,
  bracketedVagas,
  codeAfterNameTable,
  codeAloneRowsTable,
  withMonthSchedule,
  selfRunBanca,
  selfRunBody,
  bodyActingFor,
  proclaimerOfSelection,
  withTownTidied,
  titulacaoPay,
  regimeRowsTable,
  statedVagas,
  withoutTitulos,
  withoutRunningHeads,
  hoursCountPayRows,
  internshipCourses,
} from './extract';
import { findUfsByName, parseRemuneracao, parseTaxas, parseVagas, relativeRegistration, withLevelListsSpelled } from '../extract/rules';
import { gazetteActText, gazetteUf, LABELLED_DIR, loadLabelledNotices, readNotice, savedTextLayer, scraperRecordLine } from './labelled';
import { tuningBytes, tuningNotices } from './testing/fixtures';
import { pdfText } from './text';

/**
 * The edital rules against the TUNING half of the labelled real notices (the test half is only
 * measured by `npm run eval:extract`), and against short texts written in the styles they read.
 */

/** What the rules still get wrong on the tuning half, so that any other miss (a regression) fails. */
const KNOWN_MISSES: Record<string, RealField[]> = {
  // Teachers for the early years may hold the Curso Normal (nível médio), which the label counts (a
  // doubtful label); the edital names that level only in passing, not as a position's requirement.
  // One position (Escriturário) with two "nomes de relacionamento" counted apart by the label.
  'pdf-bb-2022': ['num_cargos'],
  // UFSJ professors (4th batch): the levels are the titles the areas ask for (specialisation to
  // doctorate; the títulos tables name every school level).
  // The interviews and the test share two days; courses as positions.
  'pdf-assai-estagio-002-2025': ['prova_data', 'num_cargos'],
  // Tutors and teachers of UFSM's distance courses (5th batch): positions by pole, cells one per line.
  'pdf-ufsm-cafw-pronatec-04-2014': ['num_cargos'],
  'pdf-ufsm-cafw-tutores-51-2013': ['niveis', 'num_cargos'],
  // 8th batch: AEB's text with its tables rewritten as Python dictionaries by the project that saved it.
  'txt-aeb-01-2024': ['uf', 'vagas'],
  // 9th batch: federal editais from one project's folder of PDFs.
  'pdf-marinha-cp-cfsd-fn-2026': ['vagas'],
  'pdf-mpu-01-2025': ['uf'],
  // 11th batch, same folder: CNEN's 42 requirement codes.
  'pdf-cnen-01-2025': ['num_cargos'],
  // 13th batch: TCE/RN (Cebraspe) and TRF1 (FGV).
  'pdf-trf1-01-2024': ['vagas'],
  // 14th batch: municipal concursos by FGV.
  'pdf-caraguatatuba-sp-03-2023': ['niveis'],
  // 15th batch: health editais (EBSERH, municipal health departments) from the same repository.
  'pdf-belo-horizonte-mg-07-2014': ['niveis'],
  'pdf-joao-pessoa-pb-02-2020': ['vagas', 'remuneracao_max', 'inscricoes_fim', 'niveis', 'prova_data', 'num_cargos'],
  // 16th batch: state and municipal health editais, same repository.
  'pdf-sesacre-001-2022': ['num_cargos'],
  'pdf-sesau-recife-pe-001-2019': ['vagas', 'num_cargos'],
  'pdf-susam-am-01-2014': ['remuneracao_max', 'num_cargos'],
  // 17th batch.
  'pdf-prf-01-2021': ['uf'],
  // Its table by place read ten 'Região Metropolitana' rows as positions: the count of 11 was chance.
  // 18th batch: two regional councils' concursos, two municipal health departments' own selections.
  'pdf-crefito-1-001-2017': ['vagas'],
  'pdf-rio-branco-ac-semsa-01-2020': ['remuneracao_max', 'num_cargos'],
  // 19th batch: ADAPAR-PR (AOCP), IFSP, Bahia's soldiers in the state gazette, TJAC's interns.
  'pdf-saeb-ba-soldado-05-2022': ['num_cargos'],
  'pdf-tjac-estagio-pos-01-2025': ['banca'],
  // 20th batch: Dataprev (FGV), the IME's own exam, Minas Gerais' prison guards (reserve only), SESAPI-PI.
  'pdf-dataprev-001-2026': ['num_cargos'],
  // 21st batch: Petrobras PSP 2023.1 (Cebraspe).
  'pdf-petrobras-psp-2023': ['niveis'],
  // 22nd batch: PMDF's officers' course (Cebraspe). Pay: the label takes the cadet's, the rules the highest rank's.
  'pdf-pmdf-cfo-03-2025': ['remuneracao_max'],
  // Altos (PI): a cell's tail ('semanais') was read as a 60th position; without it, 59 of the label's 60.
  'pdf-altos-pi-2026': ['num_cargos'],
  // 32nd batch: Arapiraca's one-row table whose header is stacked word by word ('TOTAL' / 'DE' / 'VAGAS' …).
  // 34th batch: UESPI's extension grant inside a 239-page edition of Piauí's gazette: its requirement cut by a page's furniture.
  'pdf-uespi-prex-52-2025': ['niveis'],
  // 35th batch: SESAPI's internship edital in a 194-page edition of Piauí's gazette. Its board is the school the
  // exam is 'sob a responsabilidade da', its level the students' courses, its positions the courses over tables by hospital.
  'pdf-sesapi-estagio-07-2025': ['niveis', 'num_cargos'],
};

/** The tuning notices the edital rules read: PDFs and editais' text layers saved as text. */
const EDITAIS = [...tuningNotices('pdf'), ...tuningNotices('texto')];

describe('extractEdital on the tuning half of the real editais', () => {
  it.each(EDITAIS.map((n) => [n.id, n] as const))('%s', async (id, notice) => {
    const reading = await readNotice(notice);
    expect(reading.escaneado).toBe(notice.esperado.escaneado);
    const misses = REAL_FIELDS.filter((field) => {
      const expected = notice.esperado[field];
      const actual = reading.previsto[field];
      return expected === null ? actual !== null : !sameRealValue(field, expected, actual);
    });
    expect({ id, misses }).toEqual({ id, misses: KNOWN_MISSES[id] ?? [] });
  }, 60_000);
});

const CVM_STYLE = `COMISSÃO DE VALORES MOBILIÁRIOS
CONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DE INSPETOR E DE ANALISTA
EDITAL Nº 1/2024 CVM, DE 11 JANEIRO DE 2024
A SUPERINTENDENTE DE GESTÃO DE PESSOAS DA COMISSÃO DE VALORES MOBILIÁRIOS RESOLVE divulgar a abertura das inscrições.
1.1. O concurso público, executado pela Fundação Getulio Vargas (FGV), visa ao preenchimento de 60 vagas, conforme a tabela:
Cargo Vagas Imediatas
Ampla PCD Negro Total
Inspetor CVM 15 1 4 20
Analista CVM 30 2 8 40
3.1.1. A remuneração inicial dos cargos, de R$ 20.924,80 (vinte mil, novecentos e vinte e quatro reais e oitenta centavos).
s) apresentar Diploma de conclusão de curso superior, em nível de graduação, em qualquer área de formação.
4.1. As inscrições para o concurso público estarão abertas do dia 30 de janeiro de 2024 até o dia 06 de março de 2024.
4.1.1. O valor da taxa de inscrição será de R$ 145,00 (cento e quarenta e cinco reais).
4.2. Para efetuar sua inscrição, o interessado deverá acessar o endereço eletrônico https://conhecimento.fgv.br/concursos/cvm24.
5.11. O resultado preliminar dos pedidos de isenção será divulgado na data provável de 20 de fevereiro de 2024.
9.1. A Prova Objetiva e a Prova Discursiva serão realizadas em todas as capitais do país, na data provável de 26 de maio de 2024.`;

describe('extractEdital on an edital written in prose and a small table', () => {
  it('reads every field', () => {
    expect(extractEdital(CVM_STYLE)).toMatchObject({
      orgao: { nome: 'Comissão de Valores Mobiliários', sigla: null },
      uf: null,
      banca: { nome: 'FGV' },
      vagas: 60,
      remuneracao_max: 20924.8,
      inscricoes_inicio: '2024-01-30',
      inscricoes_fim: '2024-03-06',
      prova_data: '2024-05-26',
      taxas: [145],
      niveis: ['Ensino_Superior'],
      cargos: [
        { nome: 'Inspetor CVM', vagas: 20, jornada: null },
        { nome: 'Analista CVM', vagas: 40, jornada: null },
      ],
      link_inscricao: 'https://conhecimento.fgv.br/concursos/cvm24',
    });
  });
});

describe('the positions a hire names', () => {
  it('reads the list in the sentence that makes the selection public, not in the title above it', () => {
    // Crissiumal's extract of 2017 (tuning half, dom-2017-crissiumal-002-rs), its sentence cut short at the list's end.
    const text = [
      'Secretaria Municipal de Assistência e Desenvolvimento Social',
      'Extrato de Edital n.º 002/2017',
      'Processo Seletivo Simplificado',
      'Roberto Bergmann, Prefeito Municipal de Crissiumal, Estado do Rio Grande do Sul, no uso de suas atribuições legais, torna público para conhecimento dos interessados, que estarão abertas as inscrições do Processo Seletivo Simplificado para à contratação temporária de Enfermeiro, Pedagogo, Psicólogo e Técnico em Informática.',
    ].join('\n');
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Enfermeiro', 'Pedagogo', 'Psicólogo', 'Técnico em Informática']);
  });
});

describe('the positions table', () => {
  it('reads each row by the reading most rows share, leaving out cadastro reserva and totals', () => {
    const text = `UF MACRO MICRO VAGAS CADASTRO DE RESERVA
AC¹ PcD² Negros³ Total AC¹ PcD² Negros³ Total
AC 1 1 9 1 2 12 3 1 1 5
BA 6 11 47 4 13 64 8 1 2 11
BA 9 20 7 1 2 10 1 0 0 1
TI 57 158 1500 100 400 2.000 750 50 200 1.000`;
    // 'BA 9 20 7 1 2 10' also reads as 20 = 7 + 1 + 2 + 10: the table's own reading says 10.
    expect(readPositionsTable(text)).toEqual({ vagas: 2086, cargos: [] });
  });

  it('names positions, reads dashes and "N+CR", and counts a summary table once', () => {
    const text = `ESPECIALIDADE LOTAÇÃO VAGAS*
TOTAL AC PcD N I
ADMINISTRADOR Tribunal de Justiça (Porto Velho) 1+CR 1 - - -
BIBLIOTECONOMISTA Tribunal de Justiça (Porto Velho) CR - - - -
Perfil 8 - TI / Sistemas e
Desenvolvimento Rio de Janeiro 4 - 1 5
Total de Vagas 5 1 1 7`;
    expect(readPositionsTable(text)).toEqual({
      vagas: 6,
      cargos: [
        { nome: 'Administrador', vagas: 1 },
        { nome: 'Biblioteconomista', vagas: 0 },
        { nome: 'Perfil 8 - TI / Sistemas e Desenvolvimento Rio de Janeiro', vagas: 5 },
      ],
    });
  });

  it('reads the vacancies the opening states, without cadastro reserva', () => {
    expect(statedVagas('1.2 O Concurso destina-se ao provimento de 50 (cinquenta) vagas e à formação de Cadastro de Reserva de 25 (vinte e cinco) vagas.')).toBe(50);
    expect(statedVagas('1.1 visa ao preenchimento de 10 (dez) vagas para o cargo de Técnico e de 15 (quinze) vagas para os cargos de Analista.')).toBe(25);
    expect(statedVagas('Serão reservadas 5 vagas para pessoas com deficiência.')).toBeNull();
  });
});

describe('dates, money and levels', () => {
  it('takes the registration period from the schedule, not the fee waiver, and the objective exam', () => {
    const schedule = `ANEXO IV - CRONOGRAMA
Inscrições. 29/02 a 25/03/2024
Solicitação de inscrição com isenção do valor da taxa. 29/02 a 07/03/2024
Divulgação dos locais de prova. 20/05/2024
Aplicação das provas objetivas e da discursiva. 26/05/2024
Divulgação dos gabaritos das provas objetivas. 27/05/2024`;
    expect(findEditalDates(schedule, 2024)).toEqual({ inscricoesInicio: '2024-02-29', inscricoesFim: '2024-03-25', provaData: '2024-05-26' });
    const prose = 'b) cadastrar-se no período entre 15h00min do dia 5 de novembro de 2024 às 23h59min do dia 5 de dezembro de 2024, na página.';
    expect(findEditalDates(prose, null)).toMatchObject({ inscricoesInicio: '2024-11-05', inscricoesFim: '2024-12-05' });
    // A row whose label opens with the registration, naming what else is done in the same period.
    const row = `Período de impugnação do edital De 18/05/2026 até 20/05/2026
PERÍODO DESTINADO À REALIZAÇÃO DAS INSCRIÇÕES NO CONCURSO PÚBLICO, ao envio da documentação comprobatória de deficiência
e à formulação de requerimento de atendimento especial, disponível no endereço: https://exemplo.org/143/
De 18/05/2026até
13/07/2026
Solicitação de isenção de taxa de inscrição De 18/05/2026 até 20/05/2026`;
    expect(findEditalDates(row, 2026)).toMatchObject({ inscricoesInicio: '2026-05-18', inscricoesFim: '2026-07-13' });
    // A numbered clause that only labels its dates belongs to the section above it (UFSM/CAFW tutors 51/2013, tuning).
    const section = '4. DA INSCRIÇÃO\n4.1. Período: 10 de novembro a 10 de dezembro de 2013.\n4.2. Documentos: Ficha de inscrição (Anexo I); cópia do CPF;';
    expect(findEditalDates(section, 2013)).toMatchObject({ inscricoesInicio: '2013-11-10', inscricoesFim: '2013-12-10' });
    // … and of another section, it is that section's.
    expect(findEditalDates('6. DO RESULTADO\n6.1. Período: 10 de novembro a 10 de dezembro de 2013.', 2013)).toMatchObject({ inscricoesFim: null });
  });

  it("names an organiser missing from the boards' catalogue by the site the edital cites, as the text writes it", () => {
    const text = 'www.igeduc.org.br | Página 1 de 75\nO INSTITUTO IGEDUC torna público\nwww.igeduc.org.br | Página 2 de 75\n2.1.8. O Instituto Igeduc não se responsabiliza por inscrições.';
    expect(organiserBySite(text)).toEqual({ nome: 'Instituto Igeduc', site: 'https://www.igeduc.org.br' });
    expect(organiserBySite('Prefeitura de X, www.x.sp.gov.br. O Instituto Y organiza.')).toBeNull();
  });

  it('takes base pay, not benefits or totals, and fees from a list under its heading', () => {
    const pay = `2.4 A remuneração básica e os benefícios são:
Cargo Vencimento Básico Gratificação Auxílio-Alimentação Total
Técnico Judiciário R$ 4.289,99 - R$ 2.300,00 R$ 6.589,99
Analista de Sistemas R$ 7.715,82 R$ 6.172,66 R$ 2.300,00 R$ 16.188,48
² O auxílio transporte tem tarifa de R$ 6,00.
9.2 VALORES DAS TAXAS DE INSCRIÇÃO:
a) Técnico Judiciário: R$ 100,00 (cem reais);
b) Analista Judiciário (todas as especialidades): R$ 130,00 (cento e trinta reais).`;
    expect(findPay(pay)).toEqual({ min: 4289.99, max: 7715.82 });
    expect(extractEdital(pay).taxas).toEqual([100, 130]);
  });

  it('reads required levels, graduação plus specialisation as one, and ignores the títulos section', () => {
    const text = `2.1.5 - Requisito Básico: diploma de curso de graduação em engenharia e curso de pós-graduação em segurança do trabalho.
2.1.6 - Requisito: certificado de conclusão de curso de nível médio.
7.1.4 - 3ª Etapa - Prova de Títulos
7.1.4.1 - Diploma de conclusão de curso de doutorado: 2,00 pontos.
7.1.4.2 - Diploma de curso de graduação em qualquer área.
7.1.5 - Os candidatos serão convocados.
O laudo deve ser assinado por profissional de saúde de nível superior.`;
    expect(withoutTitulos(text)).not.toContain('doutorado');
    expect(findNiveis(text)).toEqual(['Pós_Graduação', 'Ensino_Médio']);
  });
});

describe('the agency, its state and the board', () => {
  it('finds the act inside a gazette page and reads the agency from its heading', () => {
    const page = `Contrato nº 12/2019. Contratante: Universidade X. Valor Total: R$ 39.320,00.
VIGÊNCIA: 17/05/2019 a 13/09/2019
GOVERNO DO ESTADO DE GOIÁS
SECRETARIA DA ECONOMIA DO ESTADO DE GOIÁS
CONCURSO PÚBLICO PARA O PROVIMENTO DE CARGO
EDITAL Nº 04/2025 DE ABERTURA DE INSCRIÇÕES
O GOVERNO DO ESTADO DE GOIÁS torna pública a abertura de inscrições.`;
    const act = findAct(page);
    const orgao = findOrgaoEdital(act);
    expect(orgao).toMatchObject({ nome: 'Secretaria da Economia do Estado de Goiás' });
    expect(findUfEdital(act, orgao)).toBe('GO');
  });

  it("finds the edital that opens a selection deep in a whole gazette edition whose first mention is a decree's (UESPI in Piauí's gazette, tuning half)", () => {
    const decree = [
      'DECRETO Nº 23.950, DE 07 DE JULHO DE 2025',
      'Autoriza a realização de concurso público destinado ao provimento de',
      '30 (trinta) cargos vagos de Delegado de Polícia Civil, 150 (cento e',
      'cinquenta) cargos vagos de Oficial Investigador de Polícia e 20 (vinte)',
      'cargos vagos de Perito Oficial Criminal, sendo 10 (dez) para a espécie',
      'de Perito Criminal, 9 (nove) para a espécie de Perito Médico-Legista e',
      '1 (um) para a espécie de Perito Odonto-Legista, no âmbito da',
      'Secretaria de Estado da Segurança Pública do Piauí – SSP/PI.',
      'O GOVERNADOR DO ESTADO DO PIAUÍ, no uso das atribuições que lhe conferem os incisos I e',
      'XIII do art. 102 da Constituição Estadual,',
    ];
    const edital = [
      'FUNDAÇÃO UNIVERSIDADE ESTADUAL DO PIAUÍ',
      'EDITAL Nº PREX/UNATI/NUTI Nº 52/2025',
      'Processo nº 00089.006608/2025-81',
      'EDITAL PREX/UNATI/NUTI Nº52/2025',
      'A Universidade Estadual do Piauí (UESPI), por meio da Pró-Reitoria de Extensão, Assuntos',
      'Estudantis e Comunitários (PREX), torna pública a presente seleção para preenchimento de 01',
      '(uma) vaga para regente do Grupo Cultural Canto Coral UNATI/NUTI e formação de cadastro',
    ];
    // The edital past the first 40 % of the lines, where an act's heading is looked for first.
    const gazette = [...decree, ...decree, ...decree, ...decree, ...decree, ...edital].join('\n');
    expect(findAct(gazette).headingLines).toContain('EDITAL Nº PREX/UNATI/NUTI Nº 52/2025');
    // Its one position, the vacancy its opening fills.
    expect(extractEdital(edital.join('\n')).cargos.map((c) => c.nome)).toEqual(['Regente do Grupo Cultural Canto Coral UNATI/NUTI']);
    // A later edital that publishes a result is no opening.
    expect(findAct(gazette.replace('torna pública a presente seleção', 'torna público o resultado da seleção')).text.startsWith('DECRETO')).toBe(true);
  });

  it("in a whole gazette edition, starts at the edital rather than the act that staffs it, and ends at the next act (SESAPI's internship edital in Piauí's gazette, tuning half)", () => {
    const before = [
      'SECRETARIA DE ESTADO DA DEFESA CIVIL - SEDEC',
      'PORTARIA Nº 127/2025- GAB – SEDEC Teresina (PI), 22 de Julho de 2025.',
      'Art. 4° - Esta Portaria entra em vigor na data de sua publicação.',
      '(Transcrição da nota PORTARIAS de Nº 17864, datada de 23 de julho de 2025.)',
      'SECRETARIA DE ADMINISTRAÇÃO DO ESTADO DO PIAUÍ - SEAD',
      'PORTARIA Nº 520/2025/GAB/SEAD',
      'DESIGNA COMISSÃO PARA REALIZAR O PROCESSO SELETIVO',
      'PARA PREENCHIMENTO DE VAGAS DE ESTÁGIO REMUNERADO,',
      'NO ÂMBITO DA SECRETARIA DE ESTADO DA SAÚDE DO PIAUÍ –',
      'SESAPI VINCULADOS À SECRETARIA DA SAÚDE DO ESTADO DO',
      'PIAUÍ (SESAPI).',
      'O SECRETÁRIO DE ESTADO DA SAÚDE DO PIAUÍ, no uso de suas atribuições legais, de acordo',
      'com o disposto no artigo 37, inciso IX da Constituição Federal e dos preceitos específicos do Decreto',
      'Estadual Nº 13.840, de 21 de setembro de 2009, e, Instrução Normativa SEAD Nº 02, de 27 de',
      'outubro de 2020,',
      'CONSIDERANDO a necessidade de organizar e conduzir o processo seletivo para',
      'RESOLVE:',
      'Art. 1º Constituir a Comissão de Seleção de Estagiários da SESAPI, com a finalidade de',
      'Dê-se ciência, publique-se e cumpra-se.',
    ];
    const edital = [
      'SECRETARIA DE ADMINISTRAÇÃO DO ESTADO DO PIAUÍ - SEAD',
      'EDITAL',
      'EDITAL Nº 07/2025 – PROCESSO SELETIVO DE ESTÁGIO EXTRACURRICULAR',
      'Processo nº 00012.036535/2025-46',
      'O Governo do Estado do Piauí, através da Secretaria de Estado da Administração - SEAD,',
      'Secretaria de Estado da Saúde do Piauí (SESAPI) e Escola de Saúde Pública do Piauí (ESP-PI), no',
      'uso de suas atribuições legais, de acordo com a Lei Nº 11.788/2008, Decreto Nº 13.840/2009 e',
      'Decreto Nº 22.141/2023, torna público, por meio do presente Edital, a abertura de inscrições para',
      'o PROCESSO SELETIVO PARA ESTÁGIO EXTRACURRICULAR REMUNERADO destinado à',
      'seleção de 217 VAGAS para estudantes de Enfermagem, Fisioterapia e Medicina, que',
      ...Array.from({ length: 20 }, (_, i) => `1.${i + 1} Disposição geral do edital.`),
      '2. DA BOLSA E BENEFÍCIOS',
      '2.1 O valor da bolsa de estágio será de R$ 850,00 (oitocentos e cinquenta reais), acrescido',
      'de auxílio-transporte.',
      'ANEXO I - CRONOGRAMA DO PROCESSO SELETIVO',
      'ITEM DATA ATIVIDADE',
      '1 23/07/2025 Lançamento e Divulgação do Edital.',
      '2 23 a 28/07/2025',
      '(12 horas) Inscrições com envio dos documentos. https://concursos.sead.pi.gov.br',
      '3 28 a 30/07/2025 Análise dos documentos pela Comissão de Seleção para homologação da',
      'inscrição.',
      '8 14/08/2025 Publicação do local de provas. https://concursos.sead.pi.gov.br',
      '9 16/08/2025 -',
      '09:00 horas Realização da Prova de conhecimento teórico.',
      '10 18/08/2025 Divulgação do gabarito oficial da prova de conhecimento teórico.',
      '(Transcrição da nota PORTARIAS de Nº 17866, datada de 23 de julho de 2025.)',
    ];
    const after = [
      'PORTARIA GP Nº: 1269/2025 - PIAUIPREV TERESINA, 17 DE JULHO DE 2025.',
      'Nível 7 A, Referência II, com os proventos de R$20.211,50 (Vinte mil e duzentos e onze reais e',
      'cinquenta centavos) mensais.',
    ];
    const gazette = [...before, ...edital, ...after].join('\n');
    const act = findAct(gazette);
    expect(act.headingLines).toContain('EDITAL Nº 07/2025 – PROCESSO SELETIVO DE ESTÁGIO EXTRACURRICULAR');
    expect(act.text).not.toContain('PIAUIPREV');
    const fields = extractEdital(gazette);
    expect(fields.remuneracao_max).toBe(850);
    // The schedule's header puts the date before the activity, after a column of row numbers.
    expect(fields).toMatchObject({ inscricoes_inicio: '2025-07-23', inscricoes_fim: '2025-07-28', prova_data: '2025-08-16' });
    // A document that opens with the edital runs to its end: the next act is cut only in an edition of several.
    expect(findAct([...edital, ...after].join('\n')).text).toContain('PIAUIPREV');
  });

  it('takes a notice whose heading names many states as national', () => {
    const act = findAct(`EDITAL DE ABERTURA SELEÇÃO EXTERNA 2022/001
O BANCO DO BRASIL S.A. torna pública a realização de Seleção Externa em dependências situadas nos Estados do Acre, Alagoas, Amapá e Bahia.`);
    const orgao = findOrgaoEdital(act);
    expect(orgao).toMatchObject({ nome: 'Banco do Brasil S.A.' });
    expect(findUfEdital(act, orgao)).toBeNull();
  });

  it("takes a town's or state body's state from the postal codes of its addresses when nothing else names it", () => {
    // Coivaras' 2023 selection (Piauí towns' gazette, tuning half): its seat's address on every page, as the OCR reads it.
    const coivaras = ['CEP: 64. 335-000 - Coivaras - P I', 'CEP : 64.335-000 - Coivaras - PI'].join('\n');
    expect(ufOfThePostcodes(coivaras)).toBe('PI');
    // One code alone may be a board's office elsewhere; codes of two states say no one state.
    expect(ufOfThePostcodes('CEP: 64.335-000')).toBeNull();
    expect(ufOfThePostcodes('CEP: 64.335-000\nCEP 70040-020')).toBeNull();
    // A name five states share ('Bom Jesus': PI, RS, SC, PB, RN) names no state; its seat's postal code does (Bom Jesus-PI is 64900-000).
    const bomJesus = findAct(['PREFEITURA MUNICIPAL DE BOM JESUS', 'EDITAL DE PROCESSO SELETIVO SIMPLIFICADO Nº 001/2023', 'A PREFEITURA MUNICIPAL DE BOM JESUS torna pública a abertura de inscrições.', 'Inscrições na sede da Prefeitura, Praça Nossa Senhora das Dores, s/n, CEP 64.900-000.', 'Recursos entregues na Secretaria de Administração, CEP 64.900-000.'].join('\n'));
    expect(findUfEdital(bomJesus, findOrgaoEdital(bomJesus))).toBe('PI');
    // A federal body's addresses in Brasília say nothing of where its notice's posts are.
    const federal = findAct(['MINISTÉRIO DA CIÊNCIA, TECNOLOGIA E INOVAÇÃO', 'COMISSÃO NACIONAL DE ENERGIA NUCLEAR', 'EDITAL Nº 1 – CNEN, DE 2025', 'A COMISSÃO NACIONAL DE ENERGIA NUCLEAR torna pública a realização de concurso.', 'Sede: CEP 70040-020.', 'Protocolo: CEP 70040-020.'].join('\n'));
    expect(findUfEdital(federal, findOrgaoEdital(federal))).toBeNull();
  });

  it("takes no state from a street named after one ('Avenida Paraná, nº 2.601 … Divinópolis, Minas Gerais')", () => {
    // The heading of Divinópolis' call for interns 02/2025 (github.com/botavares/procseletivos, writable/uploads/Editais/22025.pdf; no labelled notice).
    const heading = [
      'SECRETARIA MUNICIPAL DE PLANEJAMENTO, GESTÃO, CIÊNCIA E TECNOLOGIA - SEPLAG',
      'DIRETORIA DE RECURSOS HUMANOS',
      'GERÊNCIA DE RECURSOS HUMANOS',
      'Avenida Paraná, nº 2.601, sala 307 – Bairro São José – Divinópolis, Minas Gerais – CEP: 35.501-170',
      '(37) 3229-8154 – semad.contratacao@divinopolis.mg.gov.br',
      'SELEÇÃO PÚBLICA DE ESTAGIÁRIOS DE GRADUAÇÃO EDITAL N° 02/2025',
      'A Prefeitura Municipal de Divinópolis, por meio do Secretário Municipal de Planejamento, Gestão,',
    ].join('\n');
    expect(findUfsByName(heading)).toEqual(['MG']);
    const act = findAct(heading);
    expect(findUfEdital(act, findOrgaoEdital(act))).toBe('MG');
    // The state itself is still named: 'Estado do Paraná', 'Curitiba, Paraná'.
    expect(findUfsByName('Prefeitura de Campo Largo, Estado do Paraná – Rua Rio Grande do Sul, 100')).toEqual(['PR']);
  });

  it('picks the board the edital keeps naming, its site counting, over one named in passing', () => {
    const text = `1.1 O concurso será executado pela Fundação Carlos Chagas.\n${'Informações no site www.concursosfcc.com.br.\n'.repeat(3)}Curso preparatório do Cebraspe não é exigido.`;
    expect(findBancaEdital(text)).toMatchObject({ nome: 'FCC' });
    expect(findBancaEdital('1.1 O concurso será coordenado pela comissão. Resultados em www.ifsuldeminas.edu.br/concurso.')).toMatchObject({ nome: 'IFSULDEMINAS' });
    expect(findBancaEdital('Nenhuma organizadora aqui.')).toBeNull();
  });
});

describe('schedules written date first', () => {
  it('labels each date by the words after it', () => {
    const schedule = `CRONOGRAMA
DATA EVENTO
05/01/2026 Publicação do edital
12/01/2026 a 11/02/2026 Período de inscrições
13/01/2026 a 15/01/2026 Pedidos de isenção da taxa
22/03/2026 Aplicação das provas objetivas
23/03/2026 Divulgação do gabarito preliminar`;
    expect(findEditalDates(schedule, 2026)).toEqual({ inscricoesInicio: '2026-01-12', inscricoesFim: '2026-02-11', provaData: '2026-03-22' });
  });

  it('still reads prose whose date wraps to the start of a line', () => {
    const prose = '4.1 As inscrições estarão abertas no período de\n10/01/2026 a 10/02/2026, pelo site da organizadora.';
    expect(findEditalDates(prose, 2026)).toMatchObject({ inscricoesInicio: '2026-01-10', inscricoesFim: '2026-02-10' });
  });
});

describe('amounts in table rows', () => {
  it('takes a row amount by its column header', () => {
    const table = `Cargo Vagas Salário Carga horária
Agente Administrativo 10 R$ 2.000,00 40h
Analista 2 R$ 5.500,00 40h
Nível Taxa de inscrição
Médio R$ 70,00
Superior R$ 110,00`;
    expect(findPay(table)).toEqual({ min: 2000, max: 5500 });
    expect(extractEdital(table).taxas).toEqual([70, 110]);
  });
});

describe('second batch of tuning editais (SEJUSP-MG 2021, IMD/UFRN 002/2024)', () => {
  const read = async (id: string) => {
    const notice = tuningNotices('pdf').find((n) => n.id === id)!;
    return (await readNotice(notice)).texto;
  };

  it("takes the objective exam that 'está prevista para o dia', not a deadline about the exam (\"vista\" inside \"prevista\")", async () => {
    const texto = await read('pdf-sejusp-mg-2021');
    expect(findEditalDates(findAct(texto).text, null)).toMatchObject({ inscricoesFim: '2021-07-16', provaData: '2021-08-15' });
    const prose =
      '7.3.9. O candidato que passe a necessitar de condições especiais para a realização das provas deverá encaminhar a solicitação até o dia 16/07/2021.\n9.1. A aplicação da Prova Objetiva está prevista para o dia 15/08/2021 e será realizada nas cidades de:';
    expect(findEditalDates(prose, 2021).provaData).toBe('2021-08-15');
  });

  it('joins "a partir do dia X até às 23h55 do dia Y" into one registration period, not the documents check after it', async () => {
    const texto = await read('pdf-ufrn-imd-pss-002-2024');
    expect(findEditalDates(findAct(texto).text, 2024)).toMatchObject({ inscricoesInicio: '2024-11-13', inscricoesFim: '2024-11-18' });
  });

  it('does not read numbered items ("5.2.10. No caso…") as dates', () => {
    const text = '5.2.10. No caso em que o candidato tiver sua inscrição indeferida.\n7.3.10 A relação dos candidatos.\n5.3.3.2.10 Outro item.';
    expect(findEditalDates(text, 2021)).toEqual({ inscricoesInicio: null, inscricoesFim: null, provaData: null });
    expect(findEditalDates('As inscrições vão de 01.03.24 a 15.03.24.', 2024)).toMatchObject({ inscricoesFim: '2024-03-15' });
  });

  it("reads the 'Curso Normal de Nível Médio' as secondary school (SEDUC-SP PSS 2026, tuning half)", () => {
    const lines = [
      '2.1.1. Anos Iniciais do Ensino Fundamental, os portadores de diploma de:',
      'a) Curso Normal Superior;',
      'c) Habilitação Específica para o Magistério (HEM) e Diploma do Curso Normal de Nível Médio;',
      '2.1.2. Anos Finais do Ensino Fundamental e Ensino Médio, os portadores de diploma de',
      'Licenciatura Plena em um dos componentes curriculares da Matriz Curricular do Estado de São',
      'Paulo.',
    ];
    expect(findNiveis(lines.join('\n'))).toEqual(['Ensino_Superior', 'Ensino_Médio']);
    expect(findNiveis(lines.filter((l) => !l.startsWith('c)')).join('\n'))).toEqual(['Ensino_Superior']);
  });

  it("reads the technical level from a requirement's cell ('Ensino médio completo, curso técnico em enfermagem', Nazaré do Piauí 2023, tuning half)", () => {
    const cells = ['Agente Comunitário', 'de Saúde', 'Ensino médio completo.', 'Técnico', 'Enfermagem', 'Ensino médio completo, curso técnico', 'em enfermagem e registro no conselho', 'de classe.'];
    expect(findNiveis(cells.join('\n'))).toEqual(['Ensino_Técnico', 'Ensino_Médio']);
    expect(findNiveis(cells.slice(0, 5).join('\n'))).toEqual(['Ensino_Médio']);
  });

  it("reads 'Ensino Médio Profissionalizante ou Médio completo' as secondary school, the lower alternative (UFMG 3428/2025, tuning half)", () => {
    expect(findNiveis('ASSISTENTE EM ADMINISTRAÇÃO\nRequisitos para investidura: Ensino Médio Profissionalizante ou Médio completo.')).toEqual(['Ensino_Médio']);
  });

  it("reads a 'Curso de Formação Específica (Habilitação Plena)' after secondary school as a technical course, and a driving licence's 'habilitação' as none (SESACRE 001/2022, tuning half)", () => {
    const text =
      'Requisitos: diploma ou certificado, devidamente registrado, de conclusão de nível médio (antigo segundo\n' +
      'grau), fornecido por instituição reconhecida pelos órgãos normativos e de Curso de Formação Específica\n' +
      '(Habilitação Plena) e registro profissional no Conselho de Classe.';
    expect(findNiveis(text)).toEqual(['Ensino_Técnico']);
    expect(findNiveis('Requisitos: certificado de conclusão de curso de nível médio e Carteira Nacional de Habilitação (habilitação plena), categoria D.')).toEqual(['Ensino_Médio']);
  });

  it("reads 'nível superior completo … acrescido de Curso Técnico' as a graduate's requirement (TRF1 01/2024, tuning half)", () => {
    const text =
      'REQUISITOS: nível superior completo em qualquer área de formação acadêmica realizado em instituição de ensino superior reconhecida pelo Ministério da Educação, acrescido de Curso Técnico em Edificações, e registro no órgão de classe competente.';
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
  });

  it("reads an 'ou' glued to the next alternative as opening it (IFNMG Januária 135/2023, tuning half)", () => {
    const text =
      'Área de Atuação N de Vagas Carga Horária Habilitação Exigida\n' +
      'Didática e Fundamentos da Educação 01 40h Graduação em Pedagogia; ouGraduação em Pedagogia, com Aperfeiçoamento; ouGraduação em Pedagogia, com Especialização; ou\n' +
      'Graduação em Pedagogia, com Mestrado; ouGraduação em Pedagogia, com Doutorado.';
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
  });

  it('reads "Bacharelado ou Pós-Graduação" as the lower level and skips documents asked "se houver"', async () => {
    expect(findNiveis('Formação necessária Bacharelado ou Pós-Graduação (especialização, mestrado ou doutorado) em Computação ou áreas correlatas.')).toEqual(['Ensino_Superior']);
    expect(findNiveis('Documentos exigidos ● Comprovante de titulação ● Diplomas de pós-graduação (se houver)')).toEqual([]);
    expect(findNiveis('Requisito: diploma de graduação em Medicina e título de especialista em Pediatria.')).toEqual(['Pós_Graduação']);
    expect(extractEdital(await read('pdf-ufrn-imd-pss-002-2024')).niveis).toEqual(['Ensino_Superior']);
  });

  it('reads a secondary-school heading over technical positions as theirs, and "Certificado de Ensino Médio" as a requirement', async () => {
    const technical = 'Cargos de Ensino Médio Completo:\nValor da inscrição: R$ 100,00.\nTÉCNICO EM ENFERMAGEM\nRequisito de Ingresso: Certificado de conclusão de curso Técnico em Enfermagem; e registro no COREN.';
    expect(findNiveis(technical)).toEqual(['Ensino_Técnico']);
    // A heading of its own for the technical positions leaves the secondary-school heading standing.
    expect(findNiveis(`ENSINO MÉDIO COMPLETO\nFISCAL DE OBRAS\nENSINO MÉDIO COMPLETO - TÉCNICO\n${technical}`)).toEqual(['Ensino_Técnico', 'Ensino_Médio']);
    // So does a requirement for plain secondary school.
    expect(findNiveis(`NÍVEL MÉDIO\nASSISTENTE ADMINISTRATIVO\nREQUISITOS\nCertificado de Ensino Médio ou equivalente.\n${technical}`)).toEqual(['Ensino_Técnico', 'Ensino_Médio']);
    expect(findNiveis('REQUISITOS\nDiploma de Ensino Fundamental ou equivalente.')).toEqual(['Ensino_Fundamental']);
    expect(extractEdital(await read('pdf-sesapi-pi-01-2025')).niveis).toEqual(['Pós_Graduação', 'Ensino_Superior', 'Ensino_Técnico']);
  });

  it('takes a body that runs its own selection as the board when no board is named', async () => {
    const texto = await read('pdf-ufrn-imd-pss-002-2024');
    expect(findBancaEdital(findAct(texto).text)).toBeNull();
    expect(selfRunBanca(findAct(texto))?.nome).toBe('UFRN');
    expect(extractEdital(texto).banca?.nome).toBe('UFRN');
  });

  it('takes the body the edital says runs the selection as the board, named with its town and acronym', async () => {
    const board = async (id: string) => extractEdital(await read(id)).banca;
    // 'será executado pela Secretaria Municipal de Saúde': the town from the heading, the acronym
    // from '… de Rio Branco – SEMSA' further on.
    expect(await board('pdf-rio-branco-ac-semsa-01-2020')).toEqual({ nome: 'Secretaria Municipal de Saúde de Rio Branco (SEMSA)', site: null });
    // 'será realizado pela Autarquia Educacional da Mata Sul – AEMASUL', after the notes on quotas.
    expect((await board('pdf-palmares-pe-acs-001-2021'))?.nome).toBe('Autarquia Educacional da Mata Sul (AEMASUL)');
    // 'executado sob a responsabilidade do INSTITUTO BRASILEIRO DE GEOGRAFIA E ESTATÍSTICA (IBGE)'.
    expect((await board('pdf-ibge-01-2025'))?.nome).toBe('Instituto Brasileiro de Geografia e Estatística (IBGE)');
    // 'conduzido pela Central de Estágios da Prefeitura Municipal de Assaí'.
    expect((await board('pdf-assai-estagio-002-2025'))?.nome).toBe('Prefeitura Municipal de Assaí');
    // A commission 'constituída por Ato da Secretária Municipal de Educação de Caucaia': her department.
    // The acronym by its initials, which the text uses alone ('site da SME').
    expect((await board('pdf-caucaia-ce-pss-03-2025'))?.nome).toBe('Secretaria Municipal de Educação de Caucaia (SME)');
    // 'realizado pela Comissão Organizadora …' alone: the heading's body, with the acronym its running head gives.
    expect((await board('pdf-seplag-mt-pss-002-2025'))?.nome).toBe('Secretaria de Estado de Planejamento e Gestão (SEPLAG)');
    // No sentence on who runs it, a simplified selection and its own 'Comissão Especial de Processo
    // Seletivo': the heading's last body, 'SECRETARIA MUNICIPAL DE SAÚDE DE DIVINÓPOLIS - SEMUSA'.
    expect((await board('pdf-divinopolis-mg-pss-06-2021'))?.nome).toBe('Secretaria Municipal de Saúde de Divinópolis (SEMUSA)');
  });

  it("takes 'realizada por uma comissão' as the heading's body running it (Goiânia's culture department, 10th batch)", () => {
    const edital = `Secretaria Municipal de Cultura
Edital Nº 05/2018
NOME: Prefeitura Municipal de Goiânia Secretaria Municipal de Cultura
A Secretaria Municipal de Cultura de acordo com a Lei Nº 00527, de 13 de dezembro de 2017, torna
público que, entre os dias 20/04/2018 e 26/04/2018, estarão abertas as inscrições para a seleção de
bolsistas para atuarem no Núcleo de Apoio Artístico da Rede Municipal de Núcleos Musicais de
Goiânia, mediante as seguintes normas e condições estabelecidas neste documento.
4.1 - A seleção será realizada por uma comissão composta por 03 (três) membros e seus suplentes.`;
    expect(selfRunBody(edital, findAct(edital), null, 'GO')?.nome).toBe('Secretaria Municipal de Cultura de Goiânia');
    expect(selfRunBody(edital.replace('por uma comissão', 'por meio de entrevistas'), findAct(edital.replace('por uma comissão', 'por meio de entrevistas')), null, 'GO')).toBeNull();
  });

  it("takes the body that supervises the commission running the selection as its board (Paquetá 2023, tuning, as a clean text layer writes it)", () => {
    const edital = `EDITAL DE TESTE SELETIVO SIMPLIFICADO Nº 001/2023
O Prefeito Municipal de Paquetá/PI, no uso de suas atribuições legais, torna público para conhecimento dos interessados, o Edital de PROCESSO SELETIVO SIMPLIFICADO nº 001/2023.
1.2 O processo seletivo será executado por Comissão Organizadora Constituída exclusivamente para tal fim, supervisionado pela Secretaria Municipal de Educação.`;
    expect(selfRunBody(edital, findAct(edital), null, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Paquetá');
    // A commission no body supervises is run as before (the heading's body, none here).
    const alone = edital.replace(', supervisionado pela Secretaria Municipal de Educação', '');
    expect(selfRunBody(alone, findAct(alone), null, 'PI')).toBeNull();
  });

  it("takes the body the act is proclaimed through ('por intermédio do Instituto Militar de Engenharia (IME), torna pública') as running it (IME, 20th batch)", () => {
    const acting = (heading: string, uf: 'RJ' | 'CE' = 'RJ') => {
      const edital = `EDITAL Nº 2, DE 5 DE MAIO DE 2026\nCONCURSO DE ADMISSÃO AOS CURSOS DE FORMAÇÃO\n${heading} a abertura das inscrições para o Concurso de Admissão.\nArt. 1º O concurso será regido por este edital.`;
      return bodyActingFor(edital, findAct(edital), uf)?.nome ?? null;
    };
    expect(acting('O Comando do Exército, por intermédio do Instituto Militar de Engenharia (IME), torna pública')).toBe('Instituto Militar de Engenharia (IME)');
    expect(acting('A PREFEITURA MUNICIPAL DE MAURITI, por intermédio da SECRETARIA MUNICIPAL DE SAÚDE, torna pública', 'CE')).toBe('Secretaria Municipal de Saúde de Mauriti');
    // Not through a body: a law, or nobody.
    expect(acting('O Reitor, por intermédio da Portaria nº 12, torna pública')).toBeNull();
    expect(acting('O Comando do Exército torna pública')).toBeNull();
  });

  it("takes the secretariat a town runs its selection through, in other words and wherever the opening says it, as running it; not the prefeito's own act", () => {
    const acting = (opening: string) => {
      const edital = `EDITAL Nº 03/2021\nPROCESSO SELETIVO SIMPLIFICADO PARA CONTRATAÇÃO DE PESSOAL\n${opening}\n1.1 O Processo Seletivo será conduzido por uma Comissão Organizadora.`;
      return bodyActingFor(edital, findAct(edital), 'PI')?.nome ?? null;
    };
    // 'por meio da', its name ending at the comma, the sentence going on before the verb (Rio Grande do Piauí's act, tuning half).
    expect(acting('O Município de Rio Grande do Piauí, por meio da Secretaria Municipal de Assistência Social, estabelece normas para processo de seleção, torna pública a ABERTURA DE PROCESSO SELETIVO SIMPLIFICADO.')).toBe(
      'Secretaria Municipal de Assistência Social de Rio Grande do Piauí',
    );
    // 'através da', after the verb (Caraúbas do Piauí's, tuning half).
    expect(acting('A Prefeitura Municipal de CARAÚBAS DO PIAUÍ · PI, no uso de suas atribuições legais, faz saber que realizará através da Secretaria Municipal de Educação, processo seletivo de gestores escolares.')).toBe(
      'Secretaria Municipal de Educação de Caraúbas do Piauí',
    );
    // A name that lists its areas, with its acronym; one that ends before another body; one that ends before the sentence's words.
    expect(acting('A Prefeitura Municipal de Alvorada, por meio da Secretaria Municipal do Trabalho, Assistência Social e Cidadania de Alvorada - SMTASC, no uso de suas atribuições legais, torna pública a abertura do Processo Seletivo.')).toBe(
      'Secretaria Municipal do Trabalho, Assistência Social e Cidadania de Alvorada (SMTASC)',
    );
    expect(acting('A Prefeitura Municipal de Floriano, por intermédio da Secretaria Municipal de Saúde e do Núcleo de Educação Permanente em Saúde (NEPS), no uso de suas atribuições legais, torna pública a abertura do processo seletivo.')).toBe(
      'Secretaria Municipal de Saúde de Floriano',
    );
    expect(acting('O Município de Altos, através da Secretaria Municipal de Educação e Cultura em conformidade com a Lei nº 1, torna público o processo seletivo.')).toBe('Secretaria Municipal de Educação e Cultura de Altos');
    // The prefeito proclaims it himself, through a secretariat: the labels name the Prefeitura (Alvorada's, Dom Feliciano's), read elsewhere.
    expect(acting('JOSÉ ARNO APPOLO DO AMARAL, Prefeito Municipal de Alvorada, por intermédio da Secretaria Municipal de Saúde, amparado em excepcional interesse público, torna público o Processo Seletivo.')).toBeNull();
    expect(acting('CLENIO BOEIRA DA SILVA, Pre feito Municipal de Dom Feliciano/RS, por meio da Secretaria Municipal de Cidadania, no uso de suas atribuições legais, TORNA PÚBLICO que realizará PROCESSO SELETIVO PÚBLICO.')).toBeNull();
    // Not a selection: a call for partners' projects.
    const call = 'EDITAL DE CHAMAMENTO PÚBLICO Nº 05/2021\nA Prefeitura Municipal de São Leopoldo, através da Secretaria Municipal de Desenvolvimento Social – SDS, torna público o presente EDITAL DE CHAMAMENTO.';
    expect(bodyActingFor(call, findAct(call), 'RS')).toBeNull();
  });

  it('does not take a body as the board for a step it runs, nor without a sentence or commission saying so', () => {
    const body = (text: string) => {
      const edital = `PREFEITURA MUNICIPAL DE MAURITI\nEDITAL Nº 1/2026\nO Prefeito torna público o concurso.\n${text}`;
      return selfRunBody(edital, findAct(edital), null, 'CE');
    };
    expect(body('A entrevista será realizada pela Secretaria Municipal de Saúde.')).toBeNull();
    expect(body('O pagamento da taxa será realizado pelo candidato.')).toBeNull();
    expect(body('As vagas são para a Secretaria Municipal de Saúde.')).toBeNull();
    // A concurso's commission oversees a board: only a simplified selection's commission runs it.
    expect(body('Os recursos serão julgados pela Comissão Especial de Concurso.')).toBeNull();
    expect(body('O concurso será realizado sob a responsabilidade da Secretaria Municipal de Saúde.')?.nome).toBe('Secretaria Municipal de Saúde de Mauriti');
  });

  it('counts positions declared as numbered profiles, and "cargo da carreira de …" in the opening', async () => {
    expect(extractEdital(await read('pdf-ufrn-imd-pss-002-2024')).cargos.map((c) => c.nome)).toEqual(['Desenvolvedor Front-End Pleno', 'Desenvolvedor Back-End Pleno']);
    expect(extractEdital(await read('pdf-sejusp-mg-2021')).cargos).toHaveLength(1);
  });
});

describe('third batch of tuning editais (CONAB 2025, CP-CEM/2026 in the DOU, IPAAM 2025 as text, SEDUC-SP PSS)', () => {
  const read = async (id: string) => {
    const notice = EDITAIS.find((n) => n.id === id)!;
    return (await readNotice(notice)).texto;
  };

  it('counts "403 vagas, sendo 34 vagas para … e 369 vagas para …" once: the counts after "sendo" are its parts', async () => {
    expect(statedVagas('que visa ao preenchimento de 403 vagas, sendo 34 vagas para o cargo de Assistente e 369 vagas para o cargo de Analista, e, também, formação de cadastro de reserva.')).toBe(403);
    expect(statedVagas('destinado ao provimento de 12 (doze) vagas, das quais 2 vagas para pessoas com deficiência.')).toBe(12);
    expect(extractEdital(await read('pdf-conab-2025')).vagas).toBe(403);
  });

  it("reads a total line with the count in words after it ('Total de vagas 2 (duas)', UFMG 1189/2023, tuning half)", () => {
    expect(totalVagasLine('Vagas para ampla concorrência 1 (uma)\nVagas reservadas para candidatos negros* 1 (uma)\nTotal de vagas 2 (duas)')).toBe(2);
    expect(totalVagasLine('Número total de vagas: 07 (sete).')).toBe(7);
    // Words that are not the count's stay a sentence, not a total line.
    expect(totalVagasLine('Total de vagas 2 (duas) para o cargo de Professor, conforme o quadro abaixo')).toBeNull();
  });

  it("judges a schedule row by its label, not by its footnote '(*) Os horários e locais … no Cartão'", async () => {
    const row =
      'Cartão de Identificação do Candidato Após as 19 horas 09/07/2025\n12\nAplicação das Provas Objetivas e Discursivas (Analista) – Turno da Manhã*\n(*) Os horários e locais de aplicação das provas serão previamente disponibilizados no Cartão de\nInformação do Candidato, conforme item anterior\n13/07/2025';
    expect(findEditalDates(row, 2025).provaData).toBe('2025-07-13');
    expect(findEditalDates(findAct(await read('pdf-conab-2025')).text, 2025).provaData).toBe('2025-07-13');
  });

  it("reads 'isenção da taxa de inscrição e de solicitação de inscrições 16 a 30/1/2026' as the registration period", async () => {
    const row = 'Período de solicitação de isenção da taxa de\ninscrição e de solicitação de inscrições\n16 a 30/1/2026\nDas 10 horas do primeiro dia às 18 horas do último';
    expect(findEditalDates(row, 2026)).toMatchObject({ inscricoesInicio: '2026-01-16', inscricoesFim: '2026-01-30' });
    expect(findEditalDates('Período de solicitação de isenção da taxa de inscrição 16 a 20/1/2026', 2026).inscricoesFim).toBeNull();
    expect(extractEdital(await read('txt-ipaam-2025'))).toMatchObject({ inscricoes_inicio: '2026-01-16', inscricoes_fim: '2026-01-30' });
  });

  it("reads a schedule's start and end cells one under the other, and a registration's last day named alone", () => {
    expect(findEditalDates('Período de inscrições\n10/03/2025\n09/04/2025\nAplicação da prova objetiva\n18/05/2025', 2025)).toEqual({
      inscricoesInicio: '2025-03-10',
      inscricoesFim: '2025-04-09',
      provaData: '2025-05-18',
    });
    expect(findEditalDates('Data limite para inscrição: 09/04/2025', 2025).inscricoesFim).toBe('2025-04-09');
    expect(findEditalDates('Último dia para inscrição e pagamento da taxa: 09/04/2025', 2025).inscricoesFim).toBe('2025-04-09');
    // The fee's deadline is not the registration's.
    expect(findEditalDates('Último dia para pagamento da taxa de inscrição: 10/04/2025', 2025).inscricoesFim).toBeNull();
  });

  it("reads 'Período de Inscrição (… atendimento especial … PcD)' as the registration period, not the payment's after it (UFMA 35/2026, tuning half)", () => {
    const rows =
      'Período de Inscrição (www.fsaduconcursos.org.br)(Solicitação de atendimento especial e de envio de documentação comprobatória pelos candidatos que concorrerão às vagas para PcD) de 10h do dia 04/03/2026às 17h do dia 30/03/2026\n' +
      'Período de pagamento do Valor de Inscrição 04/03/2026 a 31/03/2026';
    expect(findEditalDates(rows, 2026)).toMatchObject({ inscricoesInicio: '2026-03-04', inscricoesFim: '2026-03-30' });
    // Outside the parentheses the same words still make the row someone else's ('… para PcD'), unless they come after
    // 'e de', as what is asked in the same period ('PERÍODO DAS INSCRIÇÕES e de solicitação para condição especial …, vaga PcD').
    expect(findEditalDates('Período de Inscrição para PcD com atendimento especial de 04/03/2026 a 10/03/2026', 2026).inscricoesFim).toBeNull();
    expect(findEditalDates('Período de Inscrição e de atendimento especial para PcD de 04/03/2026 a 10/03/2026', 2026).inscricoesFim).toBe('2026-03-10');
  });

  it("takes 'no período de X a Y, estarão abertas as inscrições' as the registration period", async () => {
    const prose = 'torna público que, no período\nde 10/03/2026 a 08/04/2026, estarão abertas as inscrições do Concurso Público para\nIngresso no Corpo de Engenheiros da Marinha em 2026 (CP-CEM/2026).';
    expect(findEditalDates(prose, 2026)).toMatchObject({ inscricoesInicio: '2026-03-10', inscricoesFim: '2026-04-08' });
    expect(extractEdital(await read('pdf-marinha-cp-cem-2026')).inscricoes_fim).toBe('2026-04-08');
  });

  it('reads a table by place and position once per position, without codes and places, and rows with a place after their cells', async () => {
    const table = [
      'UNIDADE DA FEDERAÇÃO CÓDIGO CARGO FORMAÇÃO TOTAL DE VAGAS VAGAS AMPLA CONCORRÊNCIA PcD PRETO/PARDO',
      '1 ANALISTA ADMINISTRAÇÃO 3 2 0 1',
      'RIO BRANCO - AC2 ANALISTA CIÊNCIAS CONTÁBEIS 1 1 0 0',
      '3 ANALISTA ADMINISTRAÇÃO 4 2 1 1',
      'ACRE 115 ASSISTENTE ADMINISTRATIVO 1 1 0 0 RIO BRANCO - AC',
      'MINAS GERAIS 129 ASSISTENTE ASSISTENTE - TI 1 0 1 0 BELO HORIZONTE -',
      'MG130 ASSISTENTE OPERAÇÕES/TÉCNICO AGRÍCOLA 1 1 0 0',
    ].join('\n');
    expect(readPositionsTable(table).cargos.map((c) => c.nome)).toEqual([
      'Analista Administração',
      'Analista Ciências Contábeis',
      'Assistente Administrativo',
      'Assistente Assistente - TI',
      'Assistente Operações/técnico Agrícola',
    ]);
    expect(readPositionsTable(table).vagas).toBe(11);
    expect(extractEdital(await read('pdf-conab-2025')).cargos).toHaveLength(27);
  });

  it("keeps a name's parenthesis (a specialty, a former name) and drops a place's or a footnote's (Belo Horizonte 07/2014)", () => {
    const table = [
      'Cargo Categoria Profissional/ Especialidade/ Área de Atuação Total de',
      'Vagas Vagas A.C. Vagas',
      'C.C.D.',
      'Técnico em Saúde Bucal (Antigo Técnico de Higiene Dental) 10 9 1',
      'Técnico em Saúde Bucal - (Antigo Técnico de Higiene Dental) - Saúde da',
      'Família 10 9 1',
      'Técnico de Laboratório (Patologia Clínica) 1 1 0*',
      'Administrador (Porto Velho) 2 2 0*',
      'Administrador (Ji-Paraná) 1 1 0*',
      'Enfermeiro (1) 3 3 0*',
    ].join('\n');
    expect(readPositionsTable(table).cargos).toEqual([
      { nome: 'Técnico em Saúde Bucal (Antigo Técnico de Higiene Dental)', vagas: 10 },
      { nome: 'Técnico em Saúde Bucal - (Antigo Técnico de Higiene Dental) - Saúde da Família', vagas: 10 },
      { nome: 'Técnico de Laboratório (Patologia Clínica)', vagas: 1 },
      { nome: 'Administrador', vagas: 3 },
      { nome: 'Enfermeiro', vagas: 3 },
    ]);
  });

  it('takes the finest of two tables of the same vacancies (a summary by position and the detail by profile)', async () => {
    expect(extractEdital(await read('pdf-cvm-2024')).cargos).toHaveLength(9);
  });

  it('reads a table written one cell per line, with AC + PcD = Total columns', async () => {
    const lines = ['Vagas imediatas', 'AC', 'PcD', 'Total', 'Cargo 1: Analista Ambiental – Especialidade:', 'Administração', '2', '*', '2', '2', '1', '3', 'Cargo 2: Biologia', '7', '2', '9', '8', '3', '11'];
    expect(joinCellColumns(lines).filter(Boolean)).toEqual(['Vagas imediatas', 'AC', 'PcD', 'Total', 'Cargo 1: Analista Ambiental – Especialidade:', 'Administração 2 * 2 2 1 3', 'Cargo 2: Biologia 7 2 9 8 3 11']);
    expect(readPositionsTable(lines.join('\n'))).toMatchObject({ vagas: 11, cargos: [{ vagas: 2 }, { vagas: 9 }] });
    const ipaam = extractEdital(await read('txt-ipaam-2025'));
    expect(ipaam.vagas).toBe(140);
    expect(ipaam.cargos).toHaveLength(20);
  });

  it("reads the DOU's dotted cells, a row with only its total filled in", async () => {
    const table = '2.1.1 A distribuição de vagas nas especialidades\n. .ESPECIALIDADE (*) .I .II .III .IV .TOTAL DE VAGAS\n. .Engenharia Aeronáutica . . . . .1\n. .Engenharia Civil . . . . .2\n. .Engenharia Mecânica . . . . .5';
    expect(readPositionsTable(table)).toEqual({
      vagas: 8,
      cargos: [
        { nome: 'Engenharia Aeronáutica', vagas: 1 },
        { nome: 'Engenharia Civil', vagas: 2 },
        { nome: 'Engenharia Mecânica', vagas: 5 },
      ],
    });
    expect(extractEdital(await read('pdf-marinha-cp-cem-2026'))).toMatchObject({ vagas: 26 });
  });

  it("takes the soldo of a total broken down into parts ('valor bruto de R$ 9.663,60, sendo R$ 7.644,00 relativos ao soldo')", async () => {
    const prose = [
      'Durante esse curso, o Guarda-Marinha',
      'perceberá a remuneração atinente a essa graduação, tendo como valor bruto, em termos',
      'atuais, R$ 9.663,60 (nove mil seiscentos e sessenta e 3 reais e sessenta centavos), sendo',
      'R$ 7.644,00 (sete mil seiscentos e quarenta e quatro reais) relativos ao soldo militar, R$',
      '1.637,40 (mil seiscentos e trinta e sete reais e quarenta centavos) relativos ao adicional',
      'militar e R$ 382,20 (trezentos e oitenta e dois reais e vinte centavos) relativos ao',
      'adicional de compensação por disponibilidade militar.',
    ].join('\n');
    expect(findPay(prose)).toEqual({ min: 7644, max: 7644 });
    expect(extractEdital(await read('pdf-marinha-cp-cem-2026')).remuneracao_max).toBe(7644);
  });

  it("names the position a selection's title hires ('PROCESSO SELETIVO SIMPLIFICADO PARA CONTRATAÇÃO TEMPORÁRIA DE DOCENTES PARA …')", async () => {
    expect(extractEdital('PROCESSO SELETIVO SIMPLIFICADO PARA CONTRATAÇÃO TEMPORÁRIA DE DOCENTES PARA\nATUAÇÃO NAS ESCOLAS. A Secretaria torna pública a abertura.').cargos.map((c) => c.nome)).toEqual(['Docentes']);
    expect(extractEdital(await read('pdf-seduc-sp-pss-2026')).cargos).toHaveLength(1);
    // Two positions joined by 'E', the 'EM' of the second's name kept (dom-2020-rosario-do-sul-011-rs, tuning).
    const rosario = 'EDITAL DE PROCESSO SELETIVO SIMPLIFICADO PARA A \nCONTRATAÇÃO EMERGENCIAL DE ENFERMEIROS E \nTÉCNICOS EM ENFERMAGEM  \n  \nO Município de Rosário do Sul torna público o presente Edital.';
    expect(extractEdital(rosario).cargos.map((c) => c.nome)).toEqual(['Enfermeiros', 'Técnicos em Enfermagem']);
  });
});

describe('the labelled set of real notices', () => {
  // Hashes the test half's bytes too: a check that nothing changed, not a reading of them.
  it('holds each document exactly as recorded (sha256), every notice split once, ids unique', () => {
    const { avisos } = loadLabelledNotices();
    expect(new Set(avisos.map((n) => n.id)).size).toBe(avisos.length);
    for (const notice of avisos) {
      expect(['tuning', 'test']).toContain(notice.split);
      for (const doc of notice.documentos) {
        const bytes = readFileSync(new URL(doc.arquivo, LABELLED_DIR));
        expect({ id: notice.id, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({ id: notice.id, sha256: doc.sha256 });
      }
    }
  });
});

describe('the labelled set\'s readers for text layers and gazette acts', () => {
  it("drops a saved text layer's page marks and normalises each page like pdfText", () => {
    expect(savedTextLayer('=== PAGE 1 ===\n \n2.1.2  REMUNERAÇÃO:  R$  11.692,22 \n\n\n=== PAGE 2 ===\n3 DOS REQUISITOS')).toBe('2.1.2 REMUNERAÇÃO: R$ 11.692,22\n\n3 DOS REQUISITOS');
  });

  it("reads a DOU act saved as a JSON line: hierarchy, title and body", () => {
    expect(gazetteActText('{"page": 152, "artType": "Prefeituras/Estado de Goiás/Prefeitura Municipal de X", "title": "AVISO", "paragraphs": "As inscrições…", "url": "u"}')).toBe(
      'Prefeituras/Estado de Goiás/Prefeitura Municipal de X\nAVISO\nAs inscrições…',
    );
  });

  it("reads an item of in.gov.br's 'leitura do jornal' page: hierarchy, kind, title and summary", () => {
    const item = { pubName: 'DO3', title: 'EDITAL Nº 48/2025', content: 'EDITAL Nº 48/2025 PROCESSO SELETIVO…', artType: 'Edital de Processo Seletivo', hierarchyStr: 'Ministério da Educação/Universidade Federal Fluminense' };
    expect(gazetteActText(JSON.stringify(item))).toBe(
      'Ministério da Educação/Universidade Federal Fluminense\nEdital de Processo Seletivo\nEDITAL Nº 48/2025\nEDITAL Nº 48/2025 PROCESSO SELETIVO…',
    );
  });

  it("reads a schedule whose header puts the date first by the words after each date, its time and the things done in the same period aside (Massaranduba 002/2025, tuning half)", () => {
    const schedule = [
      'ANEXO III CRONOGRAMA',
      'DATA PREVISTA ETAPA / FASE',
      '04/03/2025 Publicação do Edital 04/03/2025 - 19h00min à 06/03/2025 - 19h00min Prazo para contestação do Edital',
      'Até 11/03/2025 Publicação do Edital revisado, se for o caso',
      '04/03/2025 - 19h00min à 02/04/2025 - 19h00min',
      'PERÍODO DAS INSCRIÇÕES e de solicitação para condição especial para realização da prova, vaga PcD, nome social e condição de jurado.',
      '04/03/2025 - 19h00min à 02/04/2025 - 19h00min',
      'PERÍODO DE ENVIO DOS TÍTULOS - Prazo para envio eletronicamente no site https://www.wedoconcursos.com.br através da “Área do Candidato” dos documentos para a Prova de Títulos.',
      '03/04/2025 Prazo final para o pagamento do valor de inscrição',
      'Até 09/04/2025 Publicação dos locais e horários da prova 13/04/2025 DATA PROVÁVEL DE APLICAÇÃO DA PROVA OBJETIVA',
      '14/04/2025 até as 13h30min Publicação do gabarito provisório no site https://www.wedoconcursos.com.br',
    ].join('\n');
    expect(findEditalDates(schedule, 2025)).toEqual({ inscricoesInicio: '2025-03-04', inscricoesFim: '2025-04-02', provaData: '2025-04-13' });
    // Without the header, a row's label is read before its date, as schedules mostly write it: the exam's row is then the places' publication.
    expect(findEditalDates(schedule.replace('DATA PREVISTA ETAPA / FASE', 'CRONOGRAMA PREVISTO'), 2025).provaData).not.toBe('2025-04-13');
  });

  it("reads a publication of Santa Catarina's municipal gazette (DOM/SC open data): body, title, and the text's paragraphs and rows", () => {
    const record = {
      codigo: 7001227,
      titulo: 'EDITAL Nº 04 DE PROCESSO SELETIVO SIMPLIFICADO Nº 02-2025',
      municipio: 'Bandeirante',
      entidade: 'Prefeitura municipal de Bandeirante',
      categoria: 'Outras publicações',
      texto: '<html><head><title>LEI N&ordm; 800/2010</title></head><body><div class="part"><p>EDITAL N&ordm; 04/2025</p><p>O prefeito municipal de Bandeirante, Estado de Santa Catarina, torna p&uacute;blica a abertura</p><table><tr><td>Motorista</td><td>01</td></tr></table></div></body></html>',
    };
    expect(gazetteActText(JSON.stringify(record))).toBe(
      'Prefeitura municipal de Bandeirante\nEDITAL Nº 04 DE PROCESSO SELETIVO SIMPLIFICADO Nº 02-2025\nEDITAL Nº 04/2025\nO prefeito municipal de Bandeirante, Estado de Santa Catarina, torna pública a abertura\nMotorista 01',
    );
    // Tika writes '<p/>' before a table: HTML opens a paragraph there and the table sits in it (Timbé do Sul's PSS
    // 006/2025). Its rows are read once, each on its own line, not also glued together as the paragraph's text.
    const tableInParagraph = { ...record, texto: '<html><body><p>2.1 Dos cargos</p><p/><table><tbody><tr><td><p>Monitor de Apoio</p></td><td><p>02+CR</p></td></tr><tr><td><p>Monitor De Creche</p></td><td><p>06+CR</p></td></tr></tbody></table><p>2.2 Do cargo</p></body></html>' };
    expect(gazetteActText(JSON.stringify(tableInParagraph)).split('\n').slice(2)).toEqual(['2.1 Dos cargos', 'Monitor de Apoio 02+CR', 'Monitor De Creche 06+CR', '2.2 Do cargo']);
    // Tika writes list items' words straight in '<li>' (Caibi's PSS 03/2025: its registration period is item 3.1): each item is a line, its nested list others.
    // … and headings in '<h1>', '<h2>' (Guaraciaba's '5.1 Educação Infantil' over its vacancy).
    const listed = { ...record, texto: '<html><body><ul><li><div class="lbl">3.</div> DAS INSCRIÇÕES <ul><li><div class="lbl">3.1.</div> A inscrição deverá ser realizada de forma online, a partir das 07h30min do dia 20 de maio de 2025.</li></ul></li></ul><h2>5.1 Educação Infantil</h2><p>· 20h matutino no CEIM Ouro Verde.</p></body></html>' };
    expect(gazetteActText(JSON.stringify(listed)).split('\n').slice(2)).toEqual([
      '3. DAS INSCRIÇÕES',
      '3.1. A inscrição deverá ser realizada de forma online, a partir das 07h30min do dia 20 de maio de 2025.',
      '5.1 Educação Infantil',
      '· 20h matutino no CEIM Ouro Verde.',
    ]);
    // The record is Santa Catarina's by its source, whatever the act names (AMAVI's names no town nor state); a DOU object is no state's.
    expect(gazetteUf(JSON.stringify({ ...record, entidade: 'AMAVI', municipio: null }))).toBe('SC');
    expect(gazetteUf('{"artType": "Prefeituras/Estado de Goiás/Prefeitura Municipal de X", "title": "AVISO", "paragraphs": "…"}')).toBeUndefined();
    expect(gazetteUf('EDITAL Nº 1 texto de diário municipal')).toBeUndefined();
    // A state's municipal gazette names its state in its pages' running head, the words as the text layer split them (FAMURS).
    expect(gazetteUf('seleção de Rio Grande do Sul , 14 de Janeiro de 2021    •   Diário Oficial dos Municípios do Estado do Rio Grande do Sul    •    ANO XII')).toBe('RS');
    expect(gazetteUf('Rio Grande do Sul , 01 de Novembro de 2017   •   Diá rio Oficial dos Municípios do Estado do Rio Grande d o Sul   •    ANO IX')).toBe('RS');
    // … or names its towns' state (the Piauí towns' gazette, its head as the OCR reads it).
    expect(gazetteUf('ANO II - EDIÇÃO 256\n~DASPREHIIURASPIAUIENSES \nEDITAL Nº 002/2022')).toBe('PI');
    // … and its act, read, leaves the running head out (its page number counts nothing).
    expect(gazetteActText('visando contratação Rio Grande do Sul , 01 de Março de 2021   •   Diário Oficial dos Municípios do Estado do Rio Grande do Sul   •    ANO XIII | Nº 3011 \n \nwww.diariomunicipal.com.br/famurs     112 temporária de profissionais')).toBe(
      'visando contratação temporária de profissionais',
    );
  });

  it("splits a scraper's record of a PCI listing line back into its cells, never reading the numbers the scraper derived", () => {
    const flat = scraperRecordLine('{"raw_text": "TJ - Tribunal de Justiça do Estado do Pará PA 30 vagas até R$ 35.877,26 Juiz Substituto Superior 08/01/2026", "vacancies": 99}');
    expect(flat.item).toMatchObject({ orgao: 'TJ - Tribunal de Justiça do Estado do Pará', ufCell: 'PA', vagasSalario: '30 vagas até R$ 35.877,26', cargo: 'Juiz Substituto', nivel: 'Superior', prazo: '08/01/2026' });
    const national = scraperRecordLine('{"texto": "Banco X Vagas até R$ 1.000,00 Vários Cargos Médio / Técnico 01/02 a 10/03/2026"}');
    expect(national.item).toMatchObject({ orgao: 'Banco X', ufCell: '', vagasSalario: 'Vagas até R$ 1.000,00', cargo: 'Vários Cargos', nivel: 'Médio / Técnico', prazo: '01/02 a 10/03/2026' });
    const cells = { regiao: 'MINAS GERAIS', titulo: 'Prefeitura de Z', resumo: '3 vagas + 1 CR até R$ 2.000,00 Vários Cargos Ensino Médio', periodo_inscricao: 'Prorrogado até 03/09/2026' };
    expect(scraperRecordLine(JSON.stringify(cells)).item).toMatchObject({ orgao: 'Prefeitura de Z', stateHeader: 'MINAS GERAIS', vagasSalario: '3 vagas + 1 CR até R$ 2.000,00', cargo: 'Vários Cargos', nivel: 'Ensino Médio', prazo: 'Prorrogado até 03/09/2026' });
    expect(scraperRecordLine('{"texto": "Notícia sem o formato da listagem"}')).toEqual({ item: null, texto: 'Notícia sem o formato da listagem' });
  });
});

describe('state and vacancies from the body of a federal notice (4th batch)', () => {
  it("takes the state of the cities named 'cidade de X/UF' when all are in one, and none when they differ", () => {
    const heading = 'EDITAL DE ABERTURA\nA Fundação Universidade Federal torna público o concurso público.\n';
    const one = `${heading}As provas serão realizadas na cidade de Ouro Branco/MG.\nAs provas serão realizadas na cidade de São João del-Rei/MG.`;
    expect(extractEdital(one).uf).toBe('MG');
    const two = `${heading}As provas serão realizadas na cidade de Ouro Branco/MG e na cidade de Campinas/SP.`;
    expect(extractEdital(two).uf).toBeNull();
    // A place that is not a municipality of that state is no evidence, nor the time of Brasília.
    expect(extractEdital(`${heading}As provas serão aplicadas na cidade de Atlântida/MG.`).uf).toBeNull();
    expect(extractEdital(`${heading}Vale o horário oficial da cidade de Brasília/DF para as provas.`).uf).toBeNull();
  });

  it("reads a table's 'TOTAL DE VAGAS n' line when no sentence states the vacancies", () => {
    const text = 'EDITAL DE ABERTURA\nA Universidade torna público o concurso público.\nQuadro 1\nÁrea Vagas\nTOTAL DE VAGAS 20\n';
    expect(extractEdital(text).vagas).toBe(20);
    expect(extractEdital(`${text}TOTAL DE VAGAS 12\n`).vagas).toBeNull(); // two different totals: not one table's
  });
});

describe('pay in a table whose column title carries the currency (4th batch)', () => {
  const PAY_TABLE = [
    'EDITAL DE ABERTURA',
    'A Universidade torna público o concurso público.',
    '2.9 A remuneração inicial do cargo será composta de Vencimento Básico e Retribuição por Titulação:',
    'Classe/Nível Regime de Trabalho Vencimento',
    'Básico (R$)',
    'Retribuição por titulação (R$) Total (R$)',
    'Professor Assistente, nível 1 40 horas semanais 4.326,60 Especialização:',
    '648,99 4.975,59',
    'com dedicação exclusiva 6.180,86 Doutorado: 7.107,99 13.288,85',
    '2.10 O valor será acrescido de auxílio-alimentação de 1.000,00.',
  ].join('\n');

  it("takes each row's first amount as its base pay, not the totals, and stops at the next clause", () => {
    expect(extractEdital(PAY_TABLE)).toMatchObject({ remuneracao_max: 6180.86 });
  });

  it('is only a fallback: amounts written with R$ win', () => {
    const withCurrency = `${PAY_TABLE}\nRemuneração inicial: R$ 5.000,00.`;
    expect(extractEdital(withCurrency)).toMatchObject({ remuneracao_max: 5000 });
  });
});

describe('fifth batch of tuning editais (SEPLAG-MT PSS 002/2025, Assaí 02/2025)', () => {
  const seplag = `2.3. Os perfis profissionais, quantitativo de vagas e remuneração são os descritos no quadro abaixo:
ANALISTA DE TI - PERFIL PROFISSIONAL/ESPECIALIDADE QUANTITATIVO/REMUNERAÇÃO
DADOS JÚNIOR PLENO SÊNIOR
R$ 7.845,50 R$ 15.295,02 R$ 18.585,22
Analista de Gestão de Dados CR CR 2+CR
Arquiteto de Software CR CR 1+CR
GESTÃO JÚNIOR PLENO SÊNIOR
R$ 7.845,50 R$ 15.295,02 R$ 18.585,22
Analista de Gestão de Projetos Digitais CR 1+CR 1+CR
Desenvolvedor PHP 1+CR 1+CR 2+CR
TOTAL 1 + CR 2 + CR 6 + CR`;

  it('reads a table of vacancies by column closed by a TOTAL row whose cells are the columns\' sums', () => {
    expect(columnTotalsTable(seplag)).toEqual({
      vagas: 9,
      cargos: [
        { nome: 'Analista de Gestão de Dados', vagas: 2 },
        { nome: 'Arquiteto de Software', vagas: 1 },
        { nome: 'Analista de Gestão de Projetos Digitais', vagas: 2 },
        { nome: 'Desenvolvedor PHP', vagas: 4 },
      ],
    });
    // Sums that do not check are no table.
    expect(columnTotalsTable(seplag.replace('TOTAL 1 + CR 2 + CR 6 + CR', 'TOTAL 1 2 7'))).toBeNull();
  });

  it('takes every amount of a row of amounts only (the pay of each level), but only the first of a row with benefits', () => {
    expect(findPay(seplag).max).toBe(18585.22);
    const benefits = '2.4 A remuneração:\nVencimento Auxílio Total\nR$ 4.000,00 R$ 1.000,00 R$ 5.000,00\n';
    expect(findPay(benefits)).toEqual({ min: 4000, max: 4000 });
  });

  it("falls back to a teacher's pay listed by title without 'R$', as the free-text rules do (UFR's act, 24th batch)", () => {
    const ufr = 'Remuneração (VB+RT): 40 HORAS SEMANAIS - Graduação: 3.412,63/Especialização: 3.924,53/Mestrado: 4.692,37/ Doutorado: 6.356,02 ou 20 HORAS SEMANAIS - Graduação: 2.437,59';
    expect(findPay(ufr)).toEqual({ min: 2437.59, max: 6356.02 });
    expect(findPay('Pontuação dos títulos: Mestrado: 2.000,00 pontos; Doutorado - 3.000,00')).toEqual({ min: null, max: null });
  });

  it("reads the header's one column for adjacent keywords ('Bolsa Auxílio') and skips a time column ('Carga Horária Diária')", () => {
    const table = '1.3. O valor mensal da Bolsa Auxílio corresponde a:\nNíveis Carga Horária Diária Carga Horária Semanal Bolsa Auxílio\nEnsino Superior 6 (seis) horas 30 (trinta) horas R$ 600,00\n';
    expect(findPay(table).max).toBe(600);
  });

  it('takes the lowest of numbered alternative requirements, and not the documents accepted as proof of titles', () => {
    const alternatives = `a) Requisito de Escolaridade:
1. Diploma, devidamente registrado, de graduação de nível superior na área de Tecnologia da Informação, reconhecido pelo MEC; ou
2. Diploma, devidamente registrado, de graduação em qualquer área de nível superior e apresentação de curso de pós-graduação em Tecnologia da Informação.`;
    expect(findNiveis(alternatives)).toEqual(['Ensino_Superior']);
    const proof = `5.2.2. Para comprovação dos requisitos de escolaridade e titulação serão aceitos os seguintes documentos:
a) Diploma, devidamente registrado, de graduação de nível superior, reconhecido pelo MEC;
b) Certificado de conclusão de curso de pós-graduação lato sensu em nível de especialização;
5.3. Requisito: diploma de graduação de nível superior.`;
    expect(findNiveis(proof)).toEqual(['Ensino_Superior']);
  });

  it('leaves out a numbered list of documents for the inscription, its sub-items included, and reads a qualified teacher as the requirement (Pinhalzinho 009/2025)', () => {
    const text = `2.1. Professores habilitados: Licenciatura na disciplina
5.4 - Documentos para inscrição:
5.4.1 - Cópia de Documento de Identidade;
5.4.5 – Comprovante de habilitação/escolaridade para o cargo pretendido;
5.4.6. – Certificado de especialização, nível de pós-graduação, mestrado e ou doutorado;
5.5 – Todos os documentos apresentados em cópia deverão acompanhar a original para conferência no ato
8. DA AVALIAÇÃO DA DOCUMENTAÇÃO E TÍTULOS
8.2.1. A pontuação para os Professores habilitados desse processo seletivo:
1 Certificado ou diploma de curso de pós graduação estrito ou
latu sensu superior ao exigido para o cargo.
9. DA APROVAÇÃO E DA CLASSIFICAÇÃO`;
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
    expect(withoutTitulos(text)).not.toContain('estrito');
  });

  it("reads a level stated as complete in a table's cell as a requirement, not in a sentence that goes on (Campo Bom 03/2020; Tuparendi 09/2021, FAMURS)", () => {
    const cell = '8 Técnico em Enfermagem\n40h/semanais 20 Rede\nMunicipal de\nSaúde Nível Médio completo, curso de Técnico em Enfermagem. Registro no respectivo Conselho de Classe R$ 2.454,95*';
    expect(findNiveis(`Diploma de curso superior devidamente registrado, em Medicina.\n${cell}`)).toEqual(['Ensino_Superior', 'Ensino_Técnico']);
    const schedule = 'CARGOS DE NÍVEL SUPERIOR E NÍVEL FUNDAMENTAL\nCOMPLETO – TURNO MANHÃ\nTEMPOS DE PROVA: O candidato ao cargo de Nível Superior Completo terá 03 (três)\nhoras para a resolução da Prova Teórico -Objetiva.\nCARGOS DE NÍVEL TÉCNICO E NÍVEL MÉDIO COMPLETO –\nTURNO TARDE';
    expect(findNiveis(schedule)).not.toEqual(['Ensino_Superior']);
  });

  it("leaves out a section headed by one title and its abbreviation, numbered '8.0' ('8.0 - DA PROVA DE TÍTULO - (PT)', Currais 001/2022)", () => {
    const text = `7.3.2. Se o candidato é menor d e 60 (sessenta) anos
e) O candidato m ais Idos o.
8.0 - DA PROVA DE TÍTULO - (PT)
8.1 . A Prova de Título (PT) terá caráter classtncatórlo, d e la partic ipa rão ape nas o s candidatos classificados na t a
8.8. Não será aceito para efeito de Prova de Título (PT) :
a) Declaração de conclusão de cursos de especlali:,.ação, Mestrado e/ou doutorado.
9.0 - DOS REQUISITOS
9.1. Requisito: diploma de curso de graduação em Enfermagem.`;
    expect(withoutTitulos(text)).not.toContain('doutorado');
    expect(withoutTitulos(text)).toContain('9.1. Requisito');
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
  });

  it("leaves out a títulos section numbered in Roman as a scan read it, to the next Roman section ('Ili - DA PONTUAÇÃO DA AVALIAÇÃO DE TÍTULOS', Caraúbas do Piauí 2022; '111- …', Caxingó 2023)", () => {
    const roman = `ANEXO li - Cronograma de Execução da Seleção
Ili - DA PONTUAÇÃO DA AVALIAÇÃO DE TÍTULOS
- Para efeito de pontuação serão considerados os critérios apresentados no quadro que segue:
urso de Especialização (Latu
Até 01 curso. Certificado Especialização (Latu
03
Sensu) em Gestão Escolar
IV - DA CLASSSIFICAÇÀO
Será classificado o candidato que obtiver maior quantidade de pontos no conjunto da análise`;
    expect(withoutTitulos(roman)).not.toContain('Especialização');
    expect(withoutTitulos(roman)).toContain('IV - DA CLASSSIFICAÇÀO');
    expect(findNiveis(roman)).toEqual([]);
    const digits = `111- DA PONTUAÇÃO DA AVALIAÇÃO DE TÍTULOS
3.1 - Para efeito de pontuação serão considerados os critérios apresentados no quadro que segue:
Até 03 cursos. Certificado Especialização (Latu
4.1 - Será classificado o candidato que obtiver maior quantidade de pontos`;
    expect(withoutTitulos(digits)).toBe('4.1 - Será classificado o candidato que obtiver maior quantidade de pontos');
  });

  it("leaves out a scoring form ('FICHA PARA PONTUAÇÃO DA PROVA DE TÍTULOS', an annex's 'TAB ELA D E PONTUAÇÃO'), not an entry of the list of annexes (Luís Correia, Isaías Coelho, SEPLAG-MT)", () => {
    const form = `Cursando a partir do 5º período/Licenciatura
Plena em Matemática
FICHA PARA PONTUAÇÃO DA PROVA DE TfTULOS (ANÁLISE CURRICULAR)
CANDIDATO(A):
1 - FORMAÇAO ACADÊMICA
1.1 Diploma, devidamente registrado, ele conclusao ele Doutorado na área ele conhecimento
ou Certificado/Declaração de conclusao de Doutorado. acompanhado de Histórico Escolar e`;
    expect(withoutTitulos(form)).not.toContain('Doutorado');
    const annex = 'ANEXO VII- TAB ELA D E PONTUAÇÃO DO CURRiC Ul.,0 PARA O CARGO D E\nPROFESSOR\nDiploma de conclusão de Mestrado na área de educação\nANEXO VIII - FICHA DE INSCRIÇÃO';
    expect(withoutTitulos(annex)).toBe('ANEXO VIII - FICHA DE INSCRIÇÃO');
    const index = 'Anexo I - Da Pontuação do Barema;\nDiploma, devidamente registrado, de graduação de nível superior em Ciência da Computação;';
    expect(withoutTitulos(index)).toBe(index);
  });

  it("reads a selection only for a reserve list ('torna pública a realização do Processo Seletivo para formação de cadastro reserva') as no vacancies", () => {
    const text = 'A Prefeitura Municipal de Assaí/PR torna pública a realização do Processo Seletivo para formação de cadastro reserva para estágio remunerado.';
    expect(extractEdital(text).vagas).toBe(0);
    // 'se destina' as well as 'destina-se' (Massaranduba 002/2025, tuning half).
    expect(extractEdital('1.3. O Processo Seletivo Público se destina a formação de cadastro de reserva para o Executivo Municipal.').vagas).toBe(0);
  });

  it("reads 'vagas que surgirem' and 'os candidatos irão compor o cadastro de reserva' as no vacancies now, and not a count of vacancies plus those to come", () => {
    // TJAC's interns (19th batch) and UFSM's PRONATEC teachers (5th batch), as their editais say it.
    const tjac = 'O Processo Seletivo Simplificado ocorrerá em ambiente virtual, tendo por finalidade o preenchimento de vagas que surgirem no decorrer da validade desta seleção.';
    expect(extractEdital(tjac).vagas).toBe(0);
    const ufsm = '2.2 Os candidatos irão compor o cadastro de reserva e poderão ser selecionados conforme necessidade.';
    expect(extractEdital(ufsm).vagas).toBe(0);
    expect(extractEdital('O concurso destina-se ao preenchimento de 12 vagas e das vagas que surgirem no prazo de validade.').vagas).not.toBe(0);
    expect(extractEdital('Os candidatos aprovados além do número de vagas irão compor o cadastro de reserva.').vagas).not.toBe(0);
  });
});

describe("the INLABS XML of a DOU act (6th batch's format)", () => {
  it('reads hierarchy, kind, title, and the body a paragraph or a table row per line', () => {
    const xml = `\uFEFF<xml><article artType="Edital de Processo Seletivo" artCategory="Ministério da Educação/Universidade X"><body><Identifica><![CDATA[ EDITAL Nº 3]]></Identifica><Texto><![CDATA[<p class="identifica">EDITAL Nº 3</p><p>O Reitor torna pública a abertura.</p><table><tr><td><p>ÁREA</p></td><td><p>VAGAS</p></td></tr><tr><td><p>Letras</p></td><td><p>1</p></td></tr></table>]]></Texto></body></article></xml>`;
    expect(gazetteActText(xml)).toBe('Ministério da Educação/Universidade X\nEdital de Processo Seletivo\nEDITAL Nº 3\nEDITAL Nº 3\nO Reitor torna pública a abertura.\nÁREA VAGAS\nLetras 1');
  });
});

describe('sixth batch of tuning notices (DOU acts as INLABS XML)', () => {
  it('counts a registration period from the publication when the act gives it so, calendar or business days', () => {
    const text = 'Período de Inscrições: 10 (dez) dias corridos a partir do dia subsequente ao da publicação deste Edital.';
    expect(relativeRegistration(text, '2026-02-23')).toEqual({ inicio: '2026-02-24', fim: '2026-03-05' });
    // Friday's gazette, five business days from the next day: Monday to Friday.
    expect(relativeRegistration('As inscrições ficarão abertas por 5 dias úteis a contar do dia seguinte ao da publicação.', '2026-02-20')).toEqual({ inicio: '2026-02-23', fim: '2026-02-27' });
    expect(relativeRegistration(text, undefined)).toBeNull();
    expect(extractEdital(text, { publicadoEm: '2026-02-23' }).inscricoes_fim).toBe('2026-03-05');
    // Counted from the publication day itself, that day is left out and the 90th day after it is the last (UFMG 422/2026).
    expect(relativeRegistration('Período e Horário de Inscrição: Até 90 (noventa) dias a partir da publicação deste Edital', '2026-03-02')).toEqual({ inicio: '2026-03-02', fim: '2026-05-31' });
  });

  it('reads a table whose last column is the vacancies, one row per area', () => {
    const text = 'AREA DE ESTUDO/ DISCIPLINA REQUISITOS PARA INGRESSO REGIME DE TRABALHO VAGAS\n1- Letras -Português/Inglês: Licenciatura em Letras. 40h 01\n2- Matemática: Licenciatura em Matemática. 20h 02\n1. Periodo de Inscricao: 23/02/2026 a 01/03/2026.';
    expect(lastColumnVagasTable(text)).toEqual({ vagas: 3, cargos: [{ nome: 'Letras -Português/Inglês', vagas: 1 }, { nome: 'Matemática', vagas: 2 }] });
  });

  it("reads such a table headed 'Vaga(S)', the requirements' column cut off each area's name unless two areas would share one (UFVJM 94/2022, tuning half)", () => {
    const header = 'Área do Conhecimento/Subárea/Especialidade Requisitos/Titulação Regime Trabalho Lotação Vaga(S)\n';
    const text =
      header +
      'Ciências da Saúde - Fisioterapia Musculoesquelética Graduação em Fisioterapia e Doutorado em qualquer área do conhecimento. 40h com Dedicação Exclusiva (DE) Campus JK em Diamantina 01\n' +
      'Ciências da Saúde - Fisioterapia Uroginecológica Graduação em Fisioterapia e Doutorado em qualquer área do conhecimento 40h com Dedicação Exclusiva (DE) Campus JK em Diamantina 01\n2. DA REMUNERAÇÃO:';
    expect(lastColumnVagasTable(text)?.cargos.map((c) => c.nome)).toEqual(['Ciências da Saúde - Fisioterapia Musculoesquelética', 'Ciências da Saúde - Fisioterapia Uroginecológica']);
    const sameArea = `${header}Coordenação do Curso Graduação em Direito 40h 01\nCoordenação do Curso Graduação em Medicina 40h 01\n2. DA REMUNERAÇÃO:`;
    expect(lastColumnVagasTable(sameArea)).toMatchObject({ vagas: 2, cargos: [{ nome: expect.stringContaining('Direito') }, { nome: expect.stringContaining('Medicina') }] });
  });

  it('reads every amount of a sentence, not only the first as in a table row, and no optional title as required', () => {
    expect(findPay('4. A remuneracao mensal varia de R$ 4.326,60 a R$ 5.949,08, dependendo da titulacao do aprovado e do pre-requisito, mais auxilio-alimentacao de R$ 1.175,00.').max).toBe(5949.08);
    expect(findNiveis('Requisito: Licenciatura em Letras. Podendo ter Pós-Graduação Lato Sensu (Especialização) ou Stricto Sensu (Mestrado) em qualquer área.')).toEqual(['Ensino_Superior']);
  });

  it("ends the position an opening names at ', a ser(em) lotado(s)'", () => {
    const text = 'A Reitora torna público que serão recebidas as inscrições ao processo seletivo para preenchimento de 01 (uma) vaga(s) para o cargo de PROFESSOR SUBSTITUTO DO MAGISTÉRIO SUPERIOR, a ser(em) lotado(s) nesta Universidade.';
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Professor Substituto do Magistério Superior']);
  });
});

describe('seventh batch of tuning notices (municipal gazettes)', () => {
  it("reads no 'CR' inside a word ('crédito'), and the sum after '+ … =' is no pay", () => {
    expect(parseVagas('política monetária; juros; crédito; sistema financeiro').cadastroReserva).toBe(false);
    const row = 'Médico Veterinário 1018 1 - - R$ 12.163,43 + R$ 1.100,00 (auxílio alimentação) = R$ 13.263,43 equivalente ao nível S';
    expect(parseRemuneracao(row).max).toBe(12163.43);
    expect(findPay('Padrão de Vencimento 1 = R$ 4.180,66').max).toBe(4180.66);
  });

  it('reads no level from the syllabus, nor from the documents asked at the appointment, and a requirements cell that opens with the course', () => {
    expect(withoutSyllabus('Requisito: nível médio.\n2. Conteúdo Programático:\nGestão: especialização e pós-graduação.\nANEXO III\nCronograma')).toBe('Requisito: nível médio.\nANEXO III\nCronograma');
    const posse = '15.3 Serão exigidos dos candidatos para a posse os originais dos seguintes documentos:\nb) Certificado de Conclusão de Ensino Médio, Certificado de Conclusão de Curso Técnico para os cargos que o exigem;\n16.1 Requisito: ensino médio completo.';
    expect(findNiveis(posse)).toEqual(['Ensino_Médio']);
    expect(findNiveis('Administrador 1001 2 R$ 11.071,25 40 horas semanais. Graduação em Administração e registro profissional.')).toEqual(['Ensino_Superior']);
  });

  it("names an organiser by a cited domain that spells its name whole ('institutobahia.org.br', 'Instituto Bahia')", () => {
    const text = '1.1. O Concurso será realizado pelo INSTITUTO BAHIA.\nE-mail: contato@institutobahia.org.br.\n5.15. O Instituto Bahia disponibilizará o cartão.';
    expect(organiserBySite(text)).toEqual({ nome: 'Instituto Bahia', site: 'https://www.institutobahia.org.br' });
    // Named once, in passing: not taken as the organiser.
    expect(organiserBySite('Apoio do Instituto Bahia (www.institutobahia.org.br).')).toBeNull();
  });
});

describe('positions listed in the opening or one per paragraph (7th batch)', () => {
  it("reads the positions an opening lists one per line ('provimento dos seguintes cargos:')", () => {
    const text = 'A PREFEITURA torna público concurso público para o provimento dos seguintes cargos: \n \nAdministrador \nArquiteto \n\nMédico Veterinário \n\nO presente concurso público, autorizado por ato do Prefeito, reger-se-á por este Edital.';
    expect(listedCargos(text)).toEqual(['Administrador', 'Arquiteto', 'Médico Veterinário']);
  });

  it('ends the positions a title in capitals names where the sentence of the body that proclaims it begins (TRF1 1/2025, tuning half)', () => {
    const opening =
      'EDITAL DE ABERTURA Nº 1, de 27 de fevereiro de 2025 XVIII CONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS DE JUIZ FEDERAL SUBSTITUTO E DE JUÍZA FEDERAL SUBSTITUTA O TRIBUNAL REGIONAL FEDERAL DA 1ª REGIÃO, por meio da Desembargadora Federal Gilda Sigmaringa Seixas, Presidente da Comissão do XVIII Concurso Público …';
    expect(extractEdital(opening).cargos.map((c) => c.nome)).toEqual(['Juiz Federal Substituto e de Juíza Federal Substituta']);
    // The article of a name in capitals is no such subject ('PROFESSOR A SUBSTITUTO').
    expect(extractEdital('CONCURSO PÚBLICO PARA PROVIMENTO DE CARGO DE PROFESSOR A SUBSTITUTO DE QUÍMICA. O Reitor torna público…').cargos.map((c) => c.nome.toUpperCase())).toEqual(['PROFESSOR A SUBSTITUTO DE QUÍMICA']);
  });

  it('reads the temporary functions an opening sentence lists, up to where the edital is named (Formosa/GO 1/2023, tuning half)', () => {
    const opening =
      'A PREFEITURA MUNICIPAL DE FORMOSA - GO, no uso de suas atribuições legais, torna pública a abertura de inscrições do PROCESSO SELETIVO SIMPLIFICADO destinado ao preenchimento de funções Não obstante, a contratação será realizada para as funções temporárias de professor de educação infantil e anos iniciais, professor de matemática, professor de português/inglês, professor de ciências, ciências biológicas e ciências humanas, professor de história, professor de geografia, professor de educação física, professor de libras, professor de braile e agente de serviços de higiene e alimentação - asha e formação de cadastro de reserva, conforme as normas e condições estabelecidas no Edital nº 001/2023.';
    expect(extractEdital(opening).cargos).toHaveLength(10);
    // A long title that runs into the act's heading and the body's sentence stops there (UFPR 131/2023).
    const ufpr =
      'Abertura de inscrições para provimento de cargos de professor da Carreira do Magistério Superior\nEDITAL Nº 131, de 11 de maio de 2023 Abertura de inscrições para provimento de cargos de professor da Carreira do Magistério Superior\nO Pró-Reitor de Gestão de Pessoas da Universidade Federal do Paraná, no uso de suas atribuições e por delegação de competência do Magnífico Reitor, torna público que estarão abertas as inscrições.';
    expect(extractEdital(ufpr).cargos.map((c) => c.nome)).toEqual(['Professor da Carreira do Magistério Superior']);
  });

  it("reads positions written one per paragraph with their vacancies after a dash ('FONOAUDIÓLOGO – 1 (uma) vaga;')", () => {
    const text = '2.1 As funções são descritas abaixo:\nFONOAUDIÓLOGO – 1 (uma) vaga; carga horária: 40 horas semanais;\nMÉDICO GENERALISTA – 2 (duas) vagas; remuneração: R$ 7.000,00;';
    expect(dashedPositions(text)).toEqual({ vagas: 3, cargos: [{ nome: 'Fonoaudiólogo', vagas: 1 }, { nome: 'Médico Generalista', vagas: 2 }] });
  });
});

describe('exam day after a heading about places, and fees in a column titled (R$)', () => {
  it("starts a clause at an item numbered with a dash ('9.1– A prova objetiva será realizada no dia …')", () => {
    const text = '9.0 DOS LOCAIS E HORÁRIOS DAS PROVAS OBJETIVAS DE MÚLTIPLA\nESCOLHA.\n9.1– A prova objetiva será realizada no dia 26 de dezembro de 2021 na Sede da autarquia.';
    expect(findEditalDates(text, 2021).provaData).toBe('2021-12-26');
  });

  it("reads the fees of a table whose column is titled 'Valor Inscrição (R$)', the amounts alone on their lines", () => {
    const table = 'Cargos Cód Vagas Valor \nInscrição \n\n(R$) \n\nAdministrador \n 1001 2 - - \n\nR$ 11.071,25 + \nR$ 1.100,00 \n= \n12.171,25 \n\n92,00 \n\nAuxiliar 1002 4 \n\n45,00 \n\n1.3. Das vagas reservadas';
    expect(editalFees(table)).toEqual([45, 92]);
    expect(editalFees('4.1. O valor da taxa de inscrição será de R$ 145,00.')).toEqual([145]);
  });

  it('reads the fees of a table a clause sends them to, the amount ending each row (UFPI 6/2023, tuning half)', () => {
    const text =
      '2.4 O valor da taxa de inscrição encontra-se disposto no Quadro 4 abaixo: Quadro 4: Valor da taxa de inscrição.\n' +
      'CLASSE, NÍVEL - REGIME DE TRABALHO VALOR (R$)\nClasse A, Nível 1 - DE 240,00\nClasse A, Nível 1 - TI-40 145,00\nClasse A, Nível 1 - TP-20 88,00\n' +
      '2.5 O pagamento deverá ser efetuado através de depósito bancário com Guia de Recolhimento da União (GRU).';
    expect(editalFees(text)).toEqual([88, 145, 240]);
    // Without the clause, a table of amounts is no fee table.
    expect(editalFees(text.split('\n').slice(1).join('\n'))).toEqual([]);
    // The header may end with the sign alone (SESAU Recife 001/2019, tuning half).
    const recife =
      'b) imprimir o boleto bancário gerado e efetuar o pagamento da taxa de inscrição no valor estipulado conforme Quadro\n' +
      'abaixo, até a data estabelecida no subitem 4.10 e anexo V deste Edital.\nQUADRO DA TAXA DE INSCRIÇÃO\nCARGO VALOR R$\n' +
      'NÍVEL MÉDIO 50,00\nNÍVEL TÉCNICO 60,00\nNÍVEL SUPERIOR 100,00\n4.4.3 Para efetuar a inscrição é imprescindível o número de CPF';
    expect(editalFees(recife)).toEqual([50, 60, 100]);
  });
});

describe('the state of the town a school in the heading is named after', () => {
  it("reads RS from 'COLÉGIO AGRÍCOLA DE FREDERICO WESTPHALEN', a town's name unique in Brazil", () => {
    const text = 'UNIVERSIDADE FEDERAL DE SANTA MARIA\nCOLÉGIO AGRÍCOLA DE FREDERICO WESTPHALEN\nSELEÇÃO DE TUTORES\nO Colégio torna pública a seleção de tutores.\n1. DAS DISPOSIÇÕES PRELIMINARES';
    expect(extractEdital(text).uf).toBe('RS');
  });

  it('gives no state to a concurso whose towns lie in three states or more (TRF1 01/2024, tuning half)', () => {
    const text =
      'EDITAL Nº 1, DE 12 DE JUNHO DE 2024\nO TRIBUNAL REGIONAL FEDERAL DA 1ª REGIÃO torna pública a realização de concurso público.\n' +
      '2.4 Todas as etapas mencionadas no subitem 2.1 serão realizadas nas cidades de Belém/PA,\n' +
      'Boa Vista/RR, Brasília/DF, Cuiabá/MT, Goiânia/GO, Macapá/AP, Manaus/AM, Palmas/TO, Porto Velho/RO,\n' +
      'Rio Branco/AC, Salvador/BA, São Luís/MA e Teresina/PI.\n';
    expect(extractEdital(text).uf).toBeNull();
    // The same sentence with one town gives its state.
    expect(extractEdital(text.replace(/Belém\/PA,[\s\S]*?Teresina\/PI/, 'Belém/PA')).uf).toBe('PA');
  });

  it("reads DF from 'Fundação Universidade de Brasília', a university named after its town with no 'Federal' (UnB 211/2023, tuning half)", () => {
    const text =
      'Ministério da Educação/Fundação Universidade de Brasília/Decanato de Gestão de Pessoas\nEdital\n' +
      'EDITAL Nº 211, DE 8 DE MAIO DE 2023PROCESSO SELETIVO SIMPLIFICADO PARA PROFESSOR SUBSTITUTO\n' +
      'A UNIVERSIDADE DE BRASÍLIA, nos termos da Lei 8.745/93, torna pública a abertura de inscrições para a Seleção Simplificada para a contratação de PROFESSOR SUBSTITUTO.';
    expect(extractEdital(text).uf).toBe('DF');
  });
});

describe("a teachers' reserve bank by subject (Caucaia 03/2025)", () => {
  const text = 'A SECRETARIA TORNA PÚBLICO a abertura de inscrições.\n1.2. A Seleção Simplificada destina-se à formação de Banco de Recursos Humanos para suprir as carências temporárias de Professores de Educação Básica nos componentes curriculares de Arte, Ciências, Educação Física, Matemática e Pedagogo (1º ao 5º ano), nas Instituições Educacionais do município.';

  it('reads a Banco de Recursos Humanos as a reserve list, and each subject as a position', () => {
    expect(extractEdital(text).vagas).toBe(0);
    expect(teachingSubjects(text)).toEqual(['Arte', 'Ciências', 'Educação Física', 'Matemática', 'Pedagogo (1º ao 5º ano)']);
  });

  it("reads an internship's areas the same way (TJAC's graduate internships, tuning half)", () => {
    const tjac =
      '1.7. O Processo Seletivo objetiva o preenchimento de vagas e formação de cadastro de reserva para Estágio Remunerado de\nEstudante de Pós-Graduação nas áreas de Administração, Arquitetura, Ciência Contábeis, Ciências Econômicas, Educação\nFísica, Enfermagem, Marketing e Publicidade, Pedagogia, Serviço Social e Sistema de Informação.';
    expect(teachingSubjects(tjac)).toEqual(['Administração', 'Arquitetura', 'Ciência Contábeis', 'Ciências Econômicas', 'Educação Física', 'Enfermagem', 'Marketing e Publicidade', 'Pedagogia', 'Serviço Social', 'Sistema de Informação']);
  });
});

describe('tables written one cell per line, numbered alternative requirements, the position the body hires (8th session)', () => {
  it('reads a table one cell per line: the header says how far below its name a row counts its vacancies', () => {
    const text = 'QUADRO DEMONSTRATIVO DAS ÁREAS:\nÁrea\nRegime de trabalho\nNúmero de vagas\nEscolaridade exigida/\nTitulação\nCiências Sociais / História\n40h\n01\n- Licenciatura em História, ou\n- Licenciatura em Geografia,\nInformática\n40h\n02\n- Bacharelado em Ciência da Computação.\nCRONOGRAMA:\nPublicação do Edital.\n06/08/2020';
    expect(cellPerLineTable(text)).toEqual({ vagas: 3, cargos: [{ nome: 'Ciências Sociais / História', vagas: 1 }, { nome: 'Informática', vagas: 2 }] });
    // A header with no vacancies column is no such table.
    expect(cellPerLineTable('Área\nRegime de trabalho\nEscolaridade\nInformática\n40h\n01')).toBeNull();
  });

  it("reads the lowest of requirements numbered '1) … OU 2) …'", () => {
    const text = 'Titulação mínima para contratação:\n1) Bacharelado em Letras-Libras OU\n2) Licenciatura em Letras-Libras OU\n3) Graduação em qualquer área do conhecimento e Especialização com carga horária mínima de 360 horas\nO diploma deverá estar registrado.';
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
  });

  it("names the position the body's sentence hires ('torna público … processo seletivo simplificado para contratação de TRADUTOR E INTÉRPRETE DE LIBRAS para atender …')", () => {
    const opening = 'Ministério da Educação/Universidade Federal de Ouro Preto/Pró-Reitoria de Gestão de Pessoas\nEdital\nEDITAL PROGEP Nº 12, DE 20 DE FEVEREIRO DE 2026\nEDITAL PROGEP Nº 12, DE 20 DE FEVEREIRO DE 2026\nA Universidade Federal de Ouro Preto - UFOP torna público o presente edital que norteará a realização de processo seletivo simplificado para contratação de TRADUTOR E INTÉRPRETE DE LIBRAS para atender às necessidades temporárias de excepcional interesse público.';
    expect(extractEdital(opening).cargos.map((c) => c.nome)).toEqual(['Tradutor e Intérprete de LIBRAS']);
    // 'pessoal' names no position, and a teachers' selection has as many positions as areas (past the
    // title's first 300 characters, where a selection's title may name 'Docentes' as its one position).
    expect(extractEdital(opening.replace('TRADUTOR E INTÉRPRETE DE LIBRAS', 'pessoal')).cargos).toEqual([]);
    expect(extractEdital(opening.replace('TRADUTOR E INTÉRPRETE DE LIBRAS', 'Professor Substituto')).cargos).toEqual([]);
  });
});

describe("alternatives opened by 'OU', pay tables by title, bare amounts under a pay heading (8th batch)", () => {
  it("reads the lowest of alternatives an 'OU' line opens, and no level from a pay table by title", () => {
    const text = 'Habilitação mínima exigida:\n- Graduação em Engenharia de Produção.\nOU\n- Graduação em Engenharia de Produção e Especialização em Ergonomia.\nOU\n- Graduação em Engenharia de Produção e Mestrado em Ergonomia.\nRegime de Trabalho: 40 horas';
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
    const rt = 'Classe Nível Vencimento Básico Habilitação Exigida Retribuição por Titulação (RT) Total\nT 1 R$ 8.075,27 Graduação - - R$ 8.075,27\nEspecialização R$ 1.211,30 - R$ 9.286,57\nDoutorado R$ 6.964,91 - R$ 15.040,18';
    expect(findNiveis(`Requisito: Graduação em Letras.\n${rt}`)).toEqual(['Ensino_Superior']);
  });

  it("reads amounts without 'R$' under a heading 'Remuneração:' or a header naming the 'Vencimento Básico' column", () => {
    expect(findPay('Remuneração:\n40 HORAS SEMANAIS\nGRADUAÇÃO 5.130,63\nMESTRADO 5.949,07\nDOUTORADO 8.058,29\nO prazo de validade será de 01 (um) ano.').max).toBe(8058.29);
    const table = 'Titulação Classe/ Nível Vencimento Básico RT Auxílio Alimentação Total*\nGraduação A1 4.326,60 - 1.175,00 5.501,60\nDoutorado A1 4.326,60 3.731,69 1.175,00 9.233,29';
    expect(findPay(table)).toEqual({ min: 4326.6, max: 4326.6 });
  });
});

describe("a federal teacher's basic pay apart from what the title adds (DOU acts of the tuning half)", () => {
  it("reads a row labelled 'Vencimento básico', with or without 'R$' (UFPE 6/2023, UFVJM 94/2022)", () => {
    const ufpe =
      'CLASSE NÍVEL DESCRIÇÃO ESPECIALIZAÇÃO(Auxiliar) MESTRADO(Assistente) DOUTORADO(Adjunto)\nA 1 Vencimento básico 4.875,18 4.875,18 4.875,18\nRetribuição por Titulação 975,04 2.437,59 5.606,46\nTotal (R$) 5.850,22 7.312,77 10.481,64';
    expect(findPay(ufpe)).toEqual({ min: 4875.18, max: 4875.18 });
    expect(findPay('Remuneração Doutorado\nVencimento Básico R$ 4.472,64\nRetribuição por Titulação R$ 5.143,54').max).toBe(4472.64);
  });

  it("reads each row's first amount under a header that names the 'Vencimento Básico' column first (UFLA 18/2026, Coluni/UFF 32/2026)", () => {
    const ufla =
      'Cargo inicial Regime de trabalho Vencimento Básico Retribuição por Titulação Total\nProfessor Assistente,nível 1 Dedicação Exclusiva 6.180,86 DoutoradoR$ 7.107,99 R$ 13.288,85\nDedicação Exclusiva 6.180,86 MestradoR$ 3.090,43 R$ 9.271,29\n1.8. O valor de remuneração será acrescido do auxílio-alimentação.';
    expect(findPay(ufla)).toEqual({ min: 6180.86, max: 6180.86 });
    const coluni =
      'VALORES DA RETRIBUIÇÃO POR TITULAÇÃO DE 40 HORAS SEMANAIS\nVENCIMENTO BÁSICO APERFEIÇOAMENTO ESPECIALIZAÇÃOOU RSC - I + GRADUAÇÃO MESTRADOOU RSC - II + ESPECIALIZAÇÃO DOUTORADOOU RSC - III + MESTRADO\n4.326,60 324,49 648,99 1.622,47 3.731,69\nVALORES DA RETRIBUIÇÃO POR TITULAÇÃO DEDICAÇÃO EXCLUSIVA\nVENCIMENTO BÁSICO APERFEIÇOAMENTO ESPECIALIZAÇÃOOU RSC - I + GRADUAÇÃO MESTRADOOU RSC - II + ESPECIALIZAÇÃO DOUTORADOOU RSC - III + MESTRADO\n6.180,86 618,08 1.236,17 3.090,43 7.107,992.6. A lotação dar-se-á nos Centros Acadêmicos';
    expect(findPay(coluni)).toEqual({ min: 4326.6, max: 6180.86 });
  });

  it('reads a table with one column per title as a range, without the meal allowance under it (IF Goiano Luziânia 17/2023)', () => {
    const ifg =
      'QUADRO DE REMUNERAÇÃO BÁSICA PARA O CARGO DE PROFESSOR SUBSTITUTO/TEMPORÁRIO:\nCarga Horária Graduação Aperfeiçoamento Especialização Mestrado Doutorado\n40h R$ 3.412,63 R$ 3.668,57 R$3.924,53 R$ 4.692,37 R$ 6.356,02\nValor do auxílio-alimentação R$ 658,00 Portaria MGI Nº 977, de 24 de março de 2023';
    expect(findPay(ifg)).toEqual({ min: 3412.63, max: 6356.02 });
  });

  it('takes neither a sentence that names the parts nor requirement lines naming titles for such a table (FURG 7/2026, IFMG Santa Luzia 227/2026)', () => {
    const furg = 'Remuneração: R$ 5.949,07, composta por R$ 4.326,60 (Vencimento Básico) e R$ 1.622,47 (Retribuição por Titulação).\nTaxa de inscrição: R$ 150,00.\nRemuneração: R$ 8.058,29, composta por R$ 4.326,60 (Vencimento Básico) e R$ 3.731,69 (Retribuição por Titulação).';
    expect(findPay(furg).max).toBe(4326.6);
    expect(titulacaoPay('- Graduação em Engenharia de Produção e Mestrado em Ergonomia ou Mestrado em Engenharia de Produção.\nRetribuição por Titulação R$ 3.028,22 - R$ 11.103,49')).toEqual([]);
  });
});

describe('a teacher’s pay given by title on one line, and a degree asked for by its field (UFMT Medicina 1/2026, tuning half)', () => {
  const act =
    'Área de Conhecimento: Morfologia/Embriologia e Biologia Celular - Regime de Trabalho: 40 (quarenta) horas semanais / 01 (uma) vaga.\n' +
    'Requisito básico: Graduação na área da saúde, tendo cursado a disciplina de Embriologia ou Genética com aproveitamento.\n' +
    'Remuneração (VB+RT): Graduação: Remuneração (VB+RT): Graduação: R$ 4.326,60 / Especialização: R$ 4.975,59 / Mestrado: R$ 5.949,07 / Doutorado: R$ 8.058,29.\n';

  it('reads the amounts after their titles as a range up to the doctorate’s, not as a table row whose first amount is the pay', () => {
    expect(findPay(act)).toEqual({ min: 4326.6, max: 8058.29 });
    // A pay table's row still gives its first amount ('Cargo R$ 4.000,00 R$ 500,00 R$ 4.500,00' under 'Remuneração').
    expect(findPay('Cargo Vencimento Gratificação Total\nAnalista R$ 4.000,00 R$ 500,00 R$ 4.500,00').max).toBe(4000);
  });

  it("weighs graduate courses listed with semicolons as alternatives, and a course added after one as asked of it (Massaranduba 002/2025, tuning half)", () => {
    const aee = '55 Professor de Atendimento Educacional Especializado - AEE\nCR\nLicenciatura Plena em Pedagogia com Especialização em Educação Especial; Normal Superior com Especialização em Educação Especial; Licenciatura em Educação Especial.\nR$ 4.827,24 Até 40h Objetiva e Títulos';
    expect(findNiveis(aee)).toEqual(['Ensino_Superior']);
    // Two positions' requirements, each a sentence of its own, are not alternatives.
    expect(findNiveis('Requisito: Licenciatura em Letras.\nRequisito: Licenciatura em Pedagogia com Especialização em Educação Especial.')).toEqual(['Pós_Graduação', 'Ensino_Superior']);
  });

  it("reads 'Graduação na área da saúde' as a graduation, and the titles of the pay line as no requirement", () => {
    expect(findNiveis(act)).toEqual(['Ensino_Superior']);
    expect(findNiveis('Requisito: Pós-Graduação na área da saúde.')).toEqual(['Pós_Graduação']);
  });
});

describe("tables one row per line under a one-line header, and a teachers' selection's declared areas", () => {
  it("reads a header wrapped over short lines, a count alone on its line and a name wrapped over lines (Riozinho 014/2021, Barracão 01/2021)", () => {
    // dom-2021-riozinho-014-rs (tuning): 'N° DE CARGOS' is the vacancies' column, before the hours; 'Operador' / 'de' / 'Máquinas  1 44 horas'.
    const riozinho = [
      'CARGO  N° DE',
      'CARGOS  CARGA',
      'HORÁRIA',
      'SEMANAL  GRAU DE INSTRUÇÃO  VENCIMENTO',
      'BÁSICO',
      'MENSAL',
      'Motoristas  4 44 horas  Ensino Fundamental Incompleto',
      '(Carteira B)  R$ 1.472,22',
      'Operador',
      'de',
      'Máquinas  1 44 horas  Ensino Fundamental Incompleto e',
      'carteira de habilitação de motorista',
      'profissional, categoria “B” ou “C”,',
      'com Curso técnico para Operador',
      'de Máquinas  R$ 1.606,01',
      '',
      'Riozinho, 16 de agosto de 2021.',
    ].join('\n');
    expect(vagasThenHoursTable(riozinho)).toEqual({ vagas: 5, cargos: [{ nome: 'Motoristas', vagas: 4 }, { nome: 'Operador de Máquinas', vagas: 1 }] });
    // dom-2021-barracao-rs (tuning): the first row's cells one per line ('01' / '20 horas semanais'); the position's two shifts are one position.
    const barracao = [
      'CARGO N.º VAGAS CARGA',
      'HORÁRIA',
      'SEMANAL ESCOLARIDADE VENCIMENTO',
      'Professor (a)',
      '01',
      '20 horas semanais',
      '(turno matutino)',
      'Nível Superior,',
      'Licenciatura em',
      'Pedagogia ou Normal',
      'Superior. R$ 1.375,55',
      'PROFESSOR (A) 01 20 horas semanais',
      '(turno vespertino) Nível Superior,',
      'Licenciatura em',
      'Pedagogia ou Normal',
      'Superior. R$ 1.375,55',
      '',
      '§ 1º Os cargos acima citados são para suprir as necessidades da rede',
    ].join('\n');
    expect(vagasThenHoursTable(barracao)).toEqual({ vagas: 2, cargos: [{ nome: 'Professor (a)', vagas: 2 }] });
  });

  it('aligns the runs of number cells with the header\'s number columns, with the reserved vacancies', () => {
    const text = 'ÁREA JORNADA DE TRABALHO VAGAS PPPIQ FORMAÇÃO EXIGIDA\nInglês 40 01 - *Graduação em Letras/Inglês\nInformática 40 01 - *Tecnólogo em Redes de Computadores;\n*Graduação em Engenharia da Computação;*Licenciatura em Informática\nMatemática 40 - 01 *Licenciatura em Matemática\nAs inscrições serão realizadas no período de 26/02/2026 a 05/03/2026, exclusivamente por meio do formulário eletrônico.';
    expect(headedRowsTable(text)).toEqual({ vagas: 3, cargos: [{ nome: 'Inglês', vagas: 1 }, { nome: 'Informática', vagas: 1 }, { nome: 'Matemática', vagas: 1 }] });
    // Text columns before the count, the campus's town dropped from the name; 'DE' inside a name in capitals is no cell.
    expect(headedRowsTable('Campus Área Habilitação Mínima Exigida Vagas Carga Horária Semanal\nCampo Grande Engenharia Mecânica Graduação em Engenharia Mecânica; ou Tecnólogo em Mecânica 01 40h')?.cargos).toEqual([{ nome: 'Engenharia Mecânica', vagas: 1 }]);
    expect(headedRowsTable('Área Regime de Trabalho Conteúdo Programático Número de Vagas Escolaridade\nENGENHARIA DE ALIMENTOS 40h 1. Tecnologia de produtos; 01 - Bacharelado em Engenharia de Alimentos')?.cargos).toEqual([{ nome: 'Engenharia de Alimentos', vagas: 1 }]);
  });

  it('reads a total said to be distributed and its list, each item with its count, when the counts add up (UFPR 129/2023, tuning half)', () => {
    const text = [
      '1 - DAS VAGAS',
      '1.1 - Total das vagas ofertadas: 06 (SEIS) distribuídas entre os Campus/Setores da UFPR:',
      'a) Setor Ciências Biológicas - 01;',
      'b) Campus Pontal do Paraná - 01;',
      'c) Setor Ciências da Saúde - 01;',
      'd) Setor Tecnologia - 01;',
      'e) Campus Toledo - 01;',
      'f) Setor Educação - 01.',
      '2 - PERÍODO DE INSCRIÇÕES',
    ].join('\n');
    expect(distributedVagas(text)).toEqual({
      vagas: 6,
      cargos: ['Setor Ciências Biológicas', 'Campus Pontal do Paraná', 'Setor Ciências da Saúde', 'Setor Tecnologia', 'Campus Toledo', 'Setor Educação'].map((nome) => ({ nome, vagas: 1 })),
    });
    // Counts that do not add up to the total are some other list; a list by town is one position's places.
    expect(distributedVagas(text.replace('06 (SEIS)', '07 (SETE)'))).toBeNull();
    expect(distributedVagas('Serão 3 vagas distribuídas entre os municípios:\na) Curitiba - 02;\nb) Londrina - 01.')).toEqual({ vagas: 3, cargos: [] });
  });

  it("reads rows numbered as items under an 'ITEM' column, their text going on over the lines below, a count marked with a note (UFPR 131/2023, tuning half)", () => {
    const text = [
      'ANEXO 01',
      'ITEM SETOR DEPARTAMENTO ÁREA DE CONHECIMENTO PROCESSO Nº DE VAGAS CLASSE/DENOMINAÇÃO RT TITULAÇÃO EXIGIDA TIPO DE PROVAS',
      '1.1 Ciências Biológicas Zoologia Zoologia de Invertebrados, exceto Hexapoda 23075.017994/2023-20 1 (uma) A-Adjunto A DE Doutorado em Ciências - área de concentração em Ciências Biológicas, Escrita(eliminatória)',
      'Biologia Animal, Zoologia, Sistemática e Evolução, ou Biodiversidade, com Didática(eliminatória)',
      'Tese na Área de Conhecimento do Concurso, obtido na forma da lei. Análise de Currículo(classificatória)',
      'Defesa do Currículo e do Projeto de Pesquisa (classificatória)',
      '1.3 Ciências Exatas Química Química Analítica - Espectrometria de Massas 23075.072580/2022-82 1 (uma)* A-Adjunto A DE Doutorado em Química, Química Analítica ou Ciências: Área de concentração Química Escrita (eliminatória)',
      'Analítica, obtido na forma da lei. Didática (eliminatória)',
      '1.7 Ciências Jurídicas Direito Civil e Processual Civil Direito Processual Civil 23075.005405/2023-61 1 (uma) ** A-Adjunto A 20 Doutorado na área de Direito Processual Civil, obtido na forma da lei. Escrita (eliminatória)',
      '* ESTA VAGA ESTÁ PREFERENCIALMENTE RESERVADA A CANDIDATOS NEGROS, CONFORME SORTEIO REALIZADO EM 11/05/2023.',
      'ANEXO 02',
      'ITEM TAXA DE INSCRIÇÃO PERÍODO DE INSCRIÇÕES RECEBIMENTO DAS INSCRIÇÕES HORÁRIO',
      '1.1 R$ 240,00 15/05/2023 a 13/06/2023 biodir@ufpr.br Das 00h do primeiro dia às 23h59 do último dia de inscrições.',
    ].join('\n');
    expect(headedRowsTable(text)).toEqual({
      vagas: 3,
      cargos: [
        { nome: 'Ciências Biológicas Zoologia Zoologia de Invertebrados, exceto Hexapoda', vagas: 1 },
        { nome: 'Ciências Exatas Química Química Analítica - Espectrometria de Massas', vagas: 1 },
        { nome: 'Ciências Jurídicas Direito Civil e Processual Civil Direito Processual Civil', vagas: 1 },
      ],
    });
  });

  it("reads counts written with their words ('01(uma) 40(quarenta) horas'), under 'Total de Vagas Existentes', and a text column's numbers after them (UNIFESP 133/2026, tuning half)", () => {
    const text =
      'Cargo Área / Subárea Requisitos Total de Vagas Existentes Regime deTrabalho Prazo\n' +
      'Professor A Substituto Enfermagem/Enfermagem Obstétrica Bacharelado em Enfermagem.Título de Especialista em Enfermagem Obstétrica. 01(uma) 40(quarenta) horas semanais De até 6(seis) meses ou até o retorno do titular da vaga\n' +
      'CONDIÇÕES GERAIS:';
    expect(headedRowsTable(text)).toEqual({ vagas: 1, cargos: [{ nome: 'Professor A Substituto Enfermagem/Enfermagem Obstétrica', vagas: 1 }] });
    expect(headedRowsTable(text.replace('01(uma) 40(quarenta)', '02 (duas) 40 (quarenta)'))?.vagas).toBe(2);
    // Without a text column after the counts, a row with one run more than the header's is not a row of it.
    expect(headedRowsTable(text.replace(' deTrabalho Prazo\n', '\n'))).toBeNull();
  });

  it("reads a header over two lines, the vacancies split by share under it, and the titles' lowercase words as titles (IFAM Manaus Centro 1/2023, tuning half)", () => {
    const text = [
      'CAMPUS MANAUS CENTRO',
      'Áreas/ Disciplinas Formação(exigência técnica) Carga horária semanal Nº de vagas',
      'Ampla concorrência Pretos e Pardos',
      'Engenharia Mecânica Graduação em Engenharia Mecânica com Mestrado em Engenharia 40H 2 1',
      'Esse Edital obedece ao disposto no Decreto nº. 3.298/99 no que concerne aos deficientes, bem como à Lei nº. 12.990/14 no que se relaciona a candidatos negros, no que couber.',
    ].join('\n');
    expect(headedRowsTable(text)).toEqual({ vagas: 3, cargos: [{ nome: 'Engenharia Mecânica', vagas: 3 }] });
    // A line under the header that is not the shares' titles leaves the vacancies' column whole.
    expect(headedRowsTable(text.replace('Ampla concorrência Pretos e Pardos', 'Campus Manaus Centro'))?.vagas).toBe(2);
  });

  it("reads counts marked for immediate hiring ('1 CI') above their TOTAL row, each row's name without whom it replaces (IFAL 98/2023, tuning half)", () => {
    const text = [
      'OFERTA EMPREGO/REGIME DE TRABALHO ÁREA DO PROCESSO SELETIVO EFETIVA/O VINCULADA/O PERÍODO DE AFASTAMENTO DO EFETIVO VINCULADO HABILITAÇÃO EXIGIDA NA POSSE VAGAS',
      'A/C PcD Negra/o Total Disponível',
      '1 Professor Substituto EBTT/ 40h Informática básica Siape2422XXX 03/04/2018 a ..... Graduaçãoem Ciência da Computação; ou Graduaçãoem Engenharia de Software. 1 CI 0 - 1 CI',
      '2 Filosofia Siape2045XXX 03/12/2021 a 03/03/2025 Graduação em Filosofia 1 CI 0 - 1 CI',
      'TOTAL DE VAGAS OFERTADAS 2 0 - 2',
      '1 Vagas de acordo com a Portaria Interministerial Nº 74 de 9 de abril de 2018 - DOU Nº 85 de 4 de maio de 2018.',
    ].join('\n');
    expect(columnTotalsTable(text)).toEqual({ vagas: 2, cargos: [{ nome: 'Professor Substituto EBTT/ 40h Informática básica', vagas: 1 }, { nome: 'Filosofia', vagas: 1 }] });
  });

  it('reads no such table from a sentence, nor a table by place', () => {
    expect(headedRowsTable('cargo, a ser aplicada sempre que o número de vagas ofertadas no concurso público for igual\nconforme disposto no Capítulo 6 deste Edital.')).toBeNull();
    expect(headedRowsTable('Função UF Município VAGAS AC PPP PcD Endereço para inscrições\nAPM ES Cariacica 2 1 1 0 Av. Nossa Sra. dos Navegantes, 675')).toBeNull();
  });

  it("reads the areas declared one per line or listed under 'Áreas de atuação:'", () => {
    expect(declaredAreas('Vagas: 01 (uma);\nRegime de Trabalho: 40 (quarenta) horas semanais;\nCampo de Conhecimento: Automação Industrial\nRequisitos: Bacharelado em Engenharia Mecatrônica.')).toEqual(['Automação Industrial']);
    expect(declaredAreas('Áreas de atuação:\n- Engenharia de Produção\n- Ergonomia\nHabilitação mínima exigida:')).toEqual(['Engenharia de Produção', 'Ergonomia']);
  });

  it("counts no vacancies from a number that ends a line ('Processo: 23353.000105/2026-10' / 'Vagas: 01')", () => {
    expect(parseVagas('Processo: 23353.000105/2026-10\nVagas: 01 (uma);').vagas).toBe(1);
  });
});

describe('numbered positions, fees in an enumeration or without R$, proofs of foreign diplomas (9th batch)', () => {
  it("reads positions numbered one per line ('CARGO 2: ANALISTA AMBIENTAL – TEMA 1: …'), once per number", () => {
    const text = 'CARGO 1: ANALISTA ADMINISTRATIVO\nREMUNERAÇÃO: R$ 9.994,60\nCARGO 2: ANALISTA AMBIENTAL – TEMA 1: PROTEÇÃO, LICENCIAMENTO, MONITORAMENTO E\nQUALIDADE AMBIENTAL\nCARGO 3: ANALISTA AMBIENTAL – TEMA 2: MANEJO DA FAUNA\n3 DOS REQUISITOS\nCargo 1: Analista Administrativo';
    expect(numberedCargos(text)).toEqual(['Analista Administrativo', 'Analista Ambiental – Tema 1: Proteção, Licenciamento, Monitoramento', 'Analista Ambiental – Tema 2: Manejo da Fauna']);
  });

  it("reads positions described one to a numbered section, past a page's running heads (SESACRE, tuning half)", () => {
    const text = [
      '2.2. Os requisitos, o vencimento, a atribuições dos cargos e a jornada de trabalho dos cargos são os',
      'estabelecidos a seguir:',
      '2.2.1. AGENTE ADMINISTRATIVO:',
      'Vencimento: R$ 1.392,81, acrescido das vantagens previstas em Lei.',
      'Jornada: 30h semanais.',
      '2.2.7. TÉCNICO EM SEGURANÇA DO TRABALHO',
      'Vencimento: R$ 1.626,84, acrescido das vantagens previstas em Lei.',
      '2.2.15. FARMACÊUTICO:',
      '',
      'ESTADO DO ACRE',
      'SECRETARIA DE ESTADO DE SAÚDE',
      'Página 9 de 50',
      'Vencimento: R$ 3.829,78, acrescido das vantagens previstas em Lei.',
      '2.3. DOS REQUISITOS BÁSICOS PARA A INVESTIDURA NOS CARGOS:',
      'Requisitos: a) ser aprovado;',
      '2.3.1. O candidato aprovado e convocado no Concurso Público de que trata este Edital será investido no',
      '5.1. INSCRIÇÕES',
      '5.2. ISENÇÃO',
    ].join('\n');
    expect(sectionedCargos(text)).toEqual(['Agente Administrativo', 'Técnico em Segurança do Trabalho', 'Farmacêutico']);
    // Sections that describe no position (no pay, hours, requirements or duties under them): none.
    expect(sectionedCargos('3.1. INSCRIÇÕES\nAs inscrições serão feitas pela internet.\n3.2. ISENÇÃO\nHaverá isenção.')).toEqual([]);
    // One section alone is no list of positions.
    expect(sectionedCargos('2.2.1. AGENTE ADMINISTRATIVO:\nVencimento: R$ 1.392,81')).toEqual([]);
  });

  it("reads positions laid out as cards under a repeated header row, the name in capitals over its amount (CREFITO-1, tuning half)", () => {
    const card = (name: string, pay: string) => `CARGO SALÁRIO CARGA HORÁRIA\n${name}\nR$ ${pay}\nBENEFÍCIOS FUNCIONAIS:\nAUXÍLIO ALIMENTAÇÃO\n40hs`;
    const text = [
      'ANEXO II - CREFITO-1 EDITAL Nº 001/2017 - CARGOS',
      card('ASSISTENTE\nADMINISTRATIVO', '1.479,95'),
      card('FISCAL FISIOTERAPIA', '4.438,35'),
      '',
      card('FISCAL TERAPIA\nOCUPACIONAL', '4.438,35'),
      // A header that names no pay, hours or requirements heads no card ('CARGO – PREFERÊNCIA VAGAS LOCAL DE ATUAÇÃO').
      'CARGO – PREFERÊNCIA VAGAS LOCAL DE ATUAÇÃO\nFISCAL\n1',
      'CARGO – PREFERÊNCIA VAGAS LOCAL DE ATUAÇÃO\nASSISTENTE\n2',
      'CARGO – PREFERÊNCIA VAGAS LOCAL DE ATUAÇÃO\nOUTRO\n3',
    ].join('\n');
    expect(cardCargos(text)).toEqual(['Assistente Administrativo', 'Fiscal Fisioterapia', 'Fiscal Terapia Ocupacional']);
    // One card is no list.
    expect(cardCargos(card('FISCAL FISIOTERAPIA', '4.438,35'))).toEqual([]);
  });

  it("reads positions from rows that end with the pay, each name in capitals wrapped above its cells, across pages (EBSERH 2023, tuning half)", () => {
    const heads = ['', 'EMPRESA BRASILEIRA DE SERVIÇOS HOSPITALARES', 'CONCURSO PÚBLICO PARA VAGAS E FORMAÇÃO DE CADASTRO RESERVA', 'CONCURSO PÚBLICO 01/2023 – EBSERH/NACIONAL'];
    const page = (n: number, rows: string[]) => [...rows, '', `Página ${n} de 163`, ...heads].join('\n');
    const filler = (n: number) => page(n, Array.from({ length: 22 }, (_, i) => `${i + 1}.${n} O candidato deverá observar as regras deste edital.`));
    const text = [
      filler(1),
      page(31, [
        'ANEXO II',
        'QUADRO DE VAGAS, SALÁRIO E CARGA HORÁRIA SEMANAL',
        'MICRORREGIÃO 1',
        'HOSPITAL UNIVERSITÁRIO GETÚLIO VARGAS (HUGV-UFAM)',
        'Cargo/Especialidade Total de',
        'Vagas',
        'Deficiência Negros CH Salário Mensal',
        'ASSISTENTE SOCIAL CR - - - 30h R$ 5.717,63',
        'CIRURGIÃO - DENTISTA -',
        'CIRURGIA E',
        'TRAUMATOLOGIA BUCO-',
        'MAXILO-FACIAIS',
        'CR - - - 30h R$ 6.747,09',
        'ENFERMEIRO -',
        'GERENCIAMENTO/',
        'GESTÃO - GESTÃO DE',
        'SAÚDE',
        'CR - - - 36h R$ 8.095,56',
        ...Array.from({ length: 6 }, () => 'Os requisitos constam do Anexo III.'),
      ]),
      filler(32),
      page(89, [
        'HOSPITAL DE CLÍNICAS (HC-UFU)',
        'ENFERMEIRO 2 1 1 - 36h R$ 8.095,56',
        'ENFERMEIRO -',
        'EDUCAÇÃO EM CR - - - 36h R$ 8.095,56',
        ...Array.from({ length: 18 }, () => 'Os requisitos constam do Anexo III.'),
      ]),
      // The name cut by the page goes on above the next row's name, which starts as it does.
      page(90, [
        'ENFERMAGEM -',
        'PESQUISA',
        'ENFERMEIRO -',
        'GERENCIAMENTO/',
        'GESTÃO - GESTÃO EM',
        'HOMECARE',
        'CR - - - 36h R$ 8.095,56',
        ...Array.from({ length: 18 }, () => 'Os requisitos constam do Anexo III.'),
      ]),
      filler(91),
    ].join('\n');
    expect(payTailCargos(text)).toEqual([
      'Assistente Social',
      'Cirurgião - Dentista - Cirurgia e Traumatologia Buco-Maxilo-Faciais',
      'Enfermeiro - Gerenciamento/gestão - Gestão de Saúde',
      'Enfermeiro',
      'Enfermeiro - Educação em Enfermagem - Pesquisa',
      'Enfermeiro - Gerenciamento/gestão - Gestão em Homecare',
    ]);
    // A pay table by title ('PROFESSOR AUXILIAR R$ 2.437,59 R$ 121,88') names no position, nor do two rows.
    expect(payTailCargos('PROFESSOR AUXILIAR R$ 2.437,59 R$ 121,88\nASSISTENTE A R$ 2.437,59 R$ 609,40\nADJUNTO A R$ 2.437,59 R$ 1.401,61')).toEqual([]);
    expect(payTailCargos('ASSISTENTE SOCIAL CR - - - 30h R$ 5.717,63\nBIÓLOGO CR - - - 40h R$ 7.623,51')).toEqual([]);
    // A text with no line breaks is one long line, no row: read at once (the row pattern, tried on it, would take minutes).
    const oneLine = `${'1 '.repeat(50_000)}x R$ 5,00 ${'2 '.repeat(50_000)}x`;
    expect(payTailCargos(`${oneLine}\n${oneLine}\n${oneLine}`)).toEqual([]);
  });

  it("sums a table's parts, each closed by its own 'Total de vagas' line (EBSERH 2018, by hospital; tuning half)", () => {
    const part = (unit: string, rows: string[], total: number) => [unit, 'Código Empregos Vagas', ...rows, `Total de vagas ${total}`].join('\n');
    const text = [
      part('1.1 Hospital Universitário da Universidade Federal do Maranhão – HU – UFMA', ['400 Cargo 1: Assistente Social 1 * ** 3 1 1', '300 Cargo 6: Enfermeiro 1 * ** 3 1 1'], 13),
      part('1.2 Hospital Universitário da Universidade Federal do Piauí – HU – UFPI', ['420 Cargo 3: Biomédico 1 * ** 3 1 1'], 13),
      part('1.3 Hospital Universitário Walter Cantídio – HUWC/MEAC – UFC', ['302 Cargo 7: Enfermeiro – Área: Auditoria e Pesquisa 1 * ** 3 1 1'], 2),
    ].join('\n');
    expect(subtotalVagas(text)).toBe(28);
    // The last line sums up the others: it is the total.
    expect(subtotalVagas(`${text}\nTotal geral de vagas 28`)).toBe(28);
    // One total repeated, or fewer than three lines: no parts to sum.
    expect(subtotalVagas('Total de vagas 13\nTotal de vagas 13\nTotal de vagas 13')).toBeNull();
    expect(subtotalVagas('Total de vagas 13\nTotal de vagas 2')).toBeNull();
  });

  it("reads a text of thousands of 'Total' lines at once (a source that answers garbage)", () => {
    // Each total row is tried with the hundreds of lines above it: without a bound on the rows tried,
    // 80,000 such lines take more than the test runner's 30 s.
    const garbage = 'Total de vagas 13\n'.repeat(80_000);
    expect(columnTotalsTable(garbage)).toBeNull();
    expect(totalFirstTable(garbage)).toBeNull();
  });

  it('reads a text of thousands of pay headers, or of amounts, at once (a source that answers garbage)', () => {
    // Each header's rows were read from the whole rest of the text split in lines: 40,000 headers took 32 s.
    expect(findPay('Titulação Vencimento Básico Retribuição por Titulação Total\n'.repeat(40_000))).toEqual({ min: null, max: null });
    expect(findPay('Carga Horária Graduação Aperfeiçoamento Especialização Mestrado Doutorado\n40h R$ 3.412,63 R$ 6.356,02\n'.repeat(20_000)).max).toBe(6356.02);
    // Hundreds of thousands of amounts: their range without spreading them into one call's arguments.
    expect(findPay('Titulação\nA 1 Vencimento básico 4.875,18 4.875,18\n'.repeat(100_000))).toEqual({ min: 4875.18, max: 4875.18 });
  });

  it("reads several editais one DOU act publishes together: their vacancies summed, their areas as positions (UnB 211/2023, tuning half)", () => {
    const edital = (n: number, unidade: string, area: string) =>
      [
        `EDITAL Nº ${n}, de 10 DE MAIO DE 2023PROCESSO SELETIVO SIMPLIFICADO PARA PROFESSOR SUBSTITUTO`,
        `A UNIVERSIDADE DE BRASÍLIA, nos termos da Lei 8.745/93, torna pública a abertura de inscrições para a Seleção Simplificada para a contratação de PROFESSOR SUBSTITUTO. EDITAL DE ABERTURA DE SELEÇÃO SIMPLIFICADA Nº ${n}/2023 DE 10/05/2023; Unidade Acadêmica: ${unidade}; 01 (uma) vaga e formação de cadastro reserva; regime de trabalho: 40 horas; área: ${area}. Informações adicionais estão disponíveis no endereço eletrônico http://www.concursos.unb.br que deverá ser consultado, obrigatoriamente, pelos candidatos.`,
        'MARIA DO SOCORRO MENDES GOMES',
        'Decana de Gestão de Pessoas',
      ].join('\n');
    const text = [
      'Ministério da Educação/Fundação Universidade de Brasília/Decanato de Gestão de Pessoas',
      edital(211, 'CET/UnB', 'Turismo'),
      edital(215, 'Faculdade UnB Planaltina', 'Ecologia de Ecossistemas'),
      edital(216, 'Odontologia', 'Clínica Odontológica - subárea Periodontia'),
    ].join('\n');
    expect(bundledEditais(text)).toEqual({
      vagas: 3,
      cargos: [
        { nome: 'Turismo', vagas: 1 },
        { nome: 'Ecologia de Ecossistemas', vagas: 1 },
        { nome: 'Clínica Odontológica - subárea Periodontia', vagas: 1 },
      ],
    });
    const read = extractEdital(text, { ano: 2023 });
    expect([read.vagas, read.cargos.map((c) => c.nome)]).toEqual([3, ['Turismo', 'Ecologia de Ecossistemas', 'Clínica Odontológica - subárea Periodontia']]);
    // One edital (its heading repeated, as the DOU repeats the title), or an edital that names no area: not a bundle.
    expect(bundledEditais([edital(211, 'CET/UnB', 'Turismo'), edital(211, 'CET/UnB', 'Turismo')].join('\n'))).toBeNull();
    expect(bundledEditais([edital(211, 'CET/UnB', 'Turismo'), edital(215, 'FUP', 'Turismo').replace(/; área: [^.]*/, '')].join('\n'))).toBeNull();
  });

  it("reads a total row of shares and their sum, not the footnote under it, as the vacancies (IFAL 98/2023 in the DOU, tuning half)", () => {
    const text = [
      'OFERTA EMPREGO/REGIME DE TRABALHO ÁREA DO PROCESSO SELETIVO EFETIVA/O VINCULADA/O PERÍODO DE AFASTAMENTO DO EFETIVO VINCULADO HABILITAÇÃO EXIGIDA NA POSSE VAGAS',
      'A/C PcD Negra/o Total Disponível',
      '1 Professor Substituto EBTT/ 40h Informática básica Siape2422XXX 03/04/2018 a ..... Graduaçãoem Ciência da Computação. 1 CI 0 - 1 CI',
      '2 Filosofia Siape2045XXX 03/12/2021 a 03/03/2025 Graduação em Filosofia 1 CI 0 - 1 CI',
      'TOTAL DE VAGAS OFERTADAS 2 0 - 2',
      '1 Vagas de acordo com a Portaria Interministerial Nº 74 de 9 de abril de 2018 - DOU Nº 85 de 4 de maio de 2018.',
      '2 A/C - Vagas para Ampla Concorrência.',
    ].join('\n');
    expect(totalVagasLine(text)).toBe(2);
    // The footnote's number opens a line after the table's cells: it counts nothing.
    expect(statedVagas(text)).toBeNull();
    // Shares that do not add up to the last cell make no total; two different totals neither.
    expect(totalVagasLine('TOTAL DE VAGAS OFERTADAS 2 0 - 3')).toBeNull();
    expect(totalVagasLine('TOTAL DE VAGAS 2 0 2\nTOTAL DE VAGAS 3 1 4')).toBeNull();
    expect(totalVagasLine('TOTAL DE VAGAS 2 0 2\nTOTAL DE VAGAS 2 0 2')).toBe(2);
  });

  it("reads the positions that each head a table by place, not the places in its rows (TRF1 2024, tuning half)", () => {
    const header = ['UF Local Vagas para', 'ampla', 'concorrência', 'Total', 'de', 'Vagas'];
    const text = [
      'ANEXO III -CARGOS / VAGAS / CORREÇÃO DAS PROVAS DISCURSIVAS',
      'ANALISTA JUDICIÁRIO-ÁREA ADMINISTRATIVA:',
      ...header,
      'ACRE Rio Branco CR CR CR CR CR 11',
      'Cruzeiro do',
      'Sul CR CR CR CR CR 6',
      'AMAPÁ Macapá CR CR CR CR CR 29',
      'ANALISTA JUDICIÁRIO-ÁREA APOIO ESPECIALIZADO-ESPECIALIDADE:MEDICINA',
      '(CARDIOLOGIA):',
      '',
      ...header,
      'DISTRITO',
      'FEDERAL Brasília CR CR CR CR CR 6',
      'TÉCNICO JUDICIÁRIO - ÁREA APOIO ESPECIALIZADO - ESPECIALIDADE: DESENVOLVIMENTO DE',
      'SISTEMAS DE INFORMAÇÃO:',
      ...header,
      'FEDERAL Brasília 2 CR CR CR 2 27',
    ].join('\n');
    expect(placeHeadedCargos(text)).toEqual([
      'Analista Judiciário - Área Administrativa',
      'Analista Judiciário - Área Apoio Especializado - Especialidade: Medicina (cardiologia)',
      'Técnico Judiciário - Área Apoio Especializado - Especialidade: Desenvolvimento de Sistemas de Informação',
    ]);
    // One table by place is no list of positions.
    expect(placeHeadedCargos(['ANALISTA JUDICIÁRIO:', ...header, 'ACRE Rio Branco CR CR CR CR CR 11'].join('\n'))).toEqual([]);
  });

  it("reads a cell marked by a footnote ('0*') as its number, and no row from a total's wrapped name (Belo Horizonte 2014 and UFMG 2025, tuning half)", () => {
    const table = [
      'Cargo Categoria Profissional/ Especialidade/ Área de Atuação Total de',
      'Vagas Vagas A.C. Vagas',
      'Médico',
      'Acupuntura 3 3 0*',
      'Cardiologia 9 8 1',
      'Cardiologia Pediátrica 1 1 0*',
      'Clínica Médica 346 311 35',
      'Técnico em Óptica 1 1 0*',
    ].join('\n');
    expect(readPositionsTable(table)).toEqual({
      vagas: 360,
      cargos: [
        { nome: 'Acupuntura', vagas: 3 },
        { nome: 'Cardiologia', vagas: 9 },
        { nome: 'Cardiologia Pediátrica', vagas: 1 },
        { nome: 'Clínica Médica', vagas: 346 },
        { nome: 'Técnico em Óptica', vagas: 1 },
      ],
    });
    // A total's rows, its name wrapped over lines or its cells under a bare item number, count nothing.
    const totals = [
      'TOTAL DE VAGAS PREVISTAS PARA',
      'MODALIDADES DE RESERVA (ITEM 2.2 E',
      '2.3):',
      '18** 8 1 1 2 -',
      'TOTAL DE VAGAS NÃO CONTEMPLADAS',
      'NA DISTRIBUIÇÃO INICIAL (ITEM 2.4.1): 0 1* 1* 1* 0 -',
    ].join('\n');
    expect(tableRows(totals.split('\n'))).toEqual([]);
  });

  it("joins a row's name whose end wrapped onto the row's line in small letters, not a row's cells' last word (EBSERH 03/2024, Altos 2026)", () => {
    // EBSERH's quadro (tuning half): the name's second part ('em Saúde') opens the line of the row's cells.
    const ebserh = [
      'Vagas',
      'Enfermeiro - Auditoria CR - - - - 6 2',
      'Enfermeiro - Gerenciamento/Gestão - Gestão da Qualidade',
      'em Saúde CR - - - - 6 2',
      'Técnico em Enfermagem - Especialização Técnica em Saúde',
      'do Trabalhador CR - - - - 6 2',
      'Técnico em Farmácia CR - - - - 40 12',
    ];
    expect(tableRows(ebserh).map((r) => r.label)).toEqual([
      'Enfermeiro - Auditoria',
      'Enfermeiro - Gerenciamento/Gestão - Gestão da Qualidade em Saúde',
      'Técnico em Enfermagem - Especialização Técnica em Saúde do Trabalhador',
      'Técnico em Farmácia',
    ]);
    // Altos 2026 (tuning half): 'semanais' is the hours' cell wrapped, its line above a row's cells and amount, no name's start.
    const altos = ['Vagas', 'BARRINHA R$ 3.242,00 40 horas', 'semanais 1 0 0 1'];
    expect(tableRows(altos).map((r) => r.label)).toEqual(['semanais']);
  });

  it("reads each fee of an enumeration ('… Analista é de R$120,00 (…) e Técnico é de R$95,00'), and a fee labelled without 'R$'", () => {
    expect(parseTaxas('4.1.1 O valor da taxa de inscrição para o cargo de Analista é de R$120,00 (cento e vinte reais) e\nTécnico é de R$95,00 (noventa e cinco reais).')).toEqual([95, 120]);
    // The parts of a total ('…, sendo R$ 1.105,00 … ao soldo') are no enumeration of fees.
    expect(parseTaxas('A taxa de inscrição é de R$ 40,00. Bolsa-auxílio no valor total de R$ 1.303,90, sendo R$ 1.105,00 correspondentes ao soldo')).toEqual([40]);
    expect(editalFees('6.1 TAXA: 95,00.')).toEqual([95]);
  });

  it('reads no level from the proof of a title (singular) nor from the rules for diplomas issued abroad', () => {
    expect(findNiveis('Requisito: Licenciatura em Pedagogia.\n7.3 Os certificados de pós-graduação (mestrado e/ou doutorado) expedidos no exterior deverão ser revalidados.')).toEqual(['Ensino_Superior']);
    expect(findNiveis('Requisito: Licenciatura em Pedagogia.\n7.3.2 Para comprovação da conclusão do curso de pós-graduação em nível de especialização, será aceito certificado.')).toEqual(['Ensino_Superior']);
  });
});

describe("a deadline is no exam day; fees in a table's last column (11th batch)", () => {
  it("reads no exam day from a deadline ('… para a realização da prova objetiva deverá encaminhar até o dia …')", () => {
    const text = '8.1 O candidato que necessitar de atendimento especial para a realização da prova objetiva deverá encaminhar até o dia 16 de março de 2025 o requerimento.\n10.1 As provas serão aplicadas na data provável de 27 de abril de 2025.';
    expect(findEditalDates(text, 2025).provaData).toBe('2025-04-27');
  });

  it("reads the fee of each row of a positions table whose last column is 'Valor da taxa de inscrição'", () => {
    const table = '2.6 Vagas para provimento imediato:\n. .Cargo .Síntese das atribuições do cargo .Função .QTD VAGAS .Valor da taxa de inscrição\n. Pesquisador .Desenvolvimento Nuclear .11 R$ 130,00 (cento e trinta\nreais)\n. Analista\n25 R$ 110,00 (cento e dez\n.22 R$ 90,00 (noventa reais)\n2.7 Remuneração\n. .GQ-III .R$ 3.104,27 .R$ 763,00';
    expect(editalFees(table)).toEqual([90, 110, 130]);
  });
});

describe('a part named in brackets after its amount (12th batch)', () => {
  it("reads the basic pay of 'Remuneração: R$ 5.949,07, composta por R$ 4.326,60 (Vencimento Básico) e R$ 1.622,47 (Retribuição por Titulação)'", () => {
    expect(findPay('Remuneração: R$ 5.949,07, composta por R$ 4.326,60 (Vencimento Básico) e R$ 1.622,47 (Retribuição por Titulação).').max).toBe(4326.6);
    // An amount in words in brackets is no part's name.
    expect(findPay('Remuneração: R$ 4.326,60 (quatro mil, trezentos e vinte e seis reais e sessenta centavos).').max).toBe(4326.6);
  });
});

describe("a university's selections as blocks of fields; reserve-only teachers; the area the statement names (12th batch)", () => {
  const blocks = 'Unidade Acadêmica: Escola de Enfermagem\nMatérias/Disciplinas: Enfermagem, Ética e Bioética.\nTitulação exigida: Graduação em Enfermagem; com Mestrado em Enfermagem.\nNúmero de vagas: 2 vagas para o campus de Rio Grande/RS.\nUnidade Acadêmica: IMEF\nMatérias/Disciplinas: Física da Radioterapia, Física Aplicada.\nTitulação exigida: Graduação em Física Médica.\nNúmero de vagas: 1 vaga para o campus de Rio Grande/RS.';

  it('reads each block as a position with its vacancies, named by its first subject', () => {
    expect(vagasBlocks(blocks)).toEqual({ vagas: 3, cargos: [{ nome: 'Enfermagem', vagas: 2 }, { nome: 'Física da Radioterapia', vagas: 1 }] });
    expect(vagasBlocks('Número de vagas: 2')).toBeNull();
    // Numbered clauses, thousands with a dot (IBGE 18/2022, 31st batch, tuning half).
    const ibge = '1. DA FUNÇÃO DE RECENSEADOR\n1.1 NÚMERO DE VAGAS: 6.514 vagas distribuídas conforme Quadro de Vagas-Anexo I\n2. DAS FUNÇÕES DE ACM/ACS\n2.1 NÚMERO DE VAGAS: 251 vagas distribuídas conforme Quadro de Vagas-Anexo I';
    expect(vagasBlocks(ibge)?.vagas).toBe(6765);
    expect(vagasBlocks('1.1 Vagas: 2,5 por cento\n2.1 Vagas: 3')).toBeNull();
  });

  it("reads 'Graduação em X; com Mestrado em Y' as one requirement, the higher", () => {
    expect(findNiveis(blocks)).toEqual(['Pós_Graduação', 'Ensino_Superior']);
  });

  it("reads a teachers' selection 'para vaga reserva' as a reserve list, with the one area its statement names", () => {
    const text = 'EDITAL N° 3, DE 6 DE JANEIRO DE 2026\nA Diretora-Geral do Campus Palmas torna público que estarão abertas as inscrições no período de 07/01/2026 a 23/02/2026, para a seleção de professor substituto para vaga reserva, no Instituto Federal do Paraná - IFPR, na área de Sistemas de Informação, 40 horas, nos termos da Lei 8.745/93.';
    const fields = extractEdital(text);
    expect(fields.vagas).toBe(0);
    expect(fields.cargos.map((c) => c.nome)).toEqual(['Sistemas de Informação']);
  });
});

describe('a table that gives the total first and the reserved shares after it (14th batch)', () => {
  const table = '1.2. O Concurso visa o preenchimento de 20 vagas:\nCARGO TOTAL DE VAGAS VAGAS RESERVADA À\nCANDIDATOS PCD\nENSINO FUNDAMENTAL COMPLETO\nINSPETOR DE ALUNOS 10 1 2\nVIGIA 4 0 1\n\n2\nPREFEITURA DE CARAGUATATUBA | CONCURSO PÚBLICO 2023\nPROFESSOR DE EDUCAÇÃO\nFÍSICA 6 1 1\nTOTAL 20\n1.2.1. Das vagas ofertadas…';

  it('reads each row as a position when the first cells add up to the TOTAL row, across page headers and cut labels', () => {
    expect(totalFirstTable(table)).toEqual({ vagas: 20, cargos: [{ nome: 'Inspetor de Alunos', vagas: 10 }, { nome: 'Vigia', vagas: 4 }, { nome: 'Professor de Educação Física', vagas: 6 }] });
  });

  it('reads nothing when the first cells do not add up to the total', () => {
    expect(totalFirstTable(table.replace('TOTAL 20', 'TOTAL 21'))).toBeNull();
  });
});

describe('the board the opening says runs the concurso (15th batch)', () => {
  it("takes 'executado pelo … (Cebraspe)' over the old site cited many times ('www.cespe.unb.br')", () => {
    const sites = Array.from({ length: 8 }, (_, i) => `${i + 2}.1 Consulte http://www.cespe.unb.br/concursos/ebserh_18.`).join('\n');
    const text = `1 DAS DISPOSIÇÕES PRELIMINARES\n1.1 O concurso público será regido por este edital e executado pelo Centro Brasileiro de Pesquisa em\nAvaliação e Seleção e de Promoção de Eventos (Cebraspe).\n${sites}`;
    expect(findBancaEdital(text)?.nome).toBe('Cebraspe');
  });
});

describe('a table by place closed by a total whose last cell is the total of the others (16th batch)', () => {
  it("reads the vacancies of 'AC PcD Total' rows across a page break, and no place as a position", () => {
    const table = 'Nível Cargo Localidade das Vagas\nVagas Ampla Concorrência Pessoas com Deficiência Total\nMédio\nAgente\nAdministrativo\nAssis Brasil 2 - 2\nBrasiléia 5 1 6\n12\nGOVERNO DO ESTADO DO ACRE\nRio Branco 38 2 40\nPsicólogo\nXapuri 1 - 1\nTotal 46 3 49\n2.2. Os requisitos';
    expect(readPositionsTable(table)).toEqual({ vagas: 49, cargos: [] });
    expect(columnTotalsTable(table)?.vagas).toBe(49);
  });
});

describe('levels: requirements first, headings, a technical course with its ensino médio (16th batch)', () => {
  it('counts a level named in passing only when no requirement names one', () => {
    const text = '6.1.9.3. O candidato poderá se inscrever para um cargo de nível médio e um cargo de nível superior.\nEnfermeiro: Diploma de conclusão de curso de graduação em Enfermagem.';
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
    expect(findNiveis('Os cargos de nível médio e de nível superior estão no Anexo I.')).toEqual(['Ensino_Superior', 'Ensino_Médio']);
  });

  it('counts a heading on its own line that groups positions by level', () => {
    expect(findNiveis('ENSINO FUNDAMENTAL COMPLETO\nVIGIA 5 1 1\nEnfermeiro: Diploma de graduação em Enfermagem.')).toEqual(['Ensino_Superior', 'Ensino_Fundamental']);
  });

  it("reads ensino médio and a technical course required together ('…; e' / 'Certificado … curso Técnico') as the technical course", () => {
    const text = 'Técnico em Enfermagem:\n- Certificado, devidamente registrado, de conclusão de curso de ensino médio, reconhecido pelo Ministério da Educação; e\n- Certificado de conclusão de curso Técnico em Enfermagem.';
    expect(findNiveis(text)).toEqual(['Ensino_Técnico']);
    expect(findNiveis('Requisito: ensino médio completo ou curso técnico em Informática.')).toContain('Ensino_Médio');
    expect(findNiveis('para os cargos de nível médio/técnico da área assistencial')).toEqual(['Ensino_Técnico']);
  });
});

describe("a schedule's start and end columns (17th batch)", () => {
  it("reads two whole dates side by side on a schedule's line as its period", () => {
    const text = 'ANEXO II – CRONOGRAMA\n2 Período para impugnação ao edital de abertura 19/05/2026 21/05/2026\n3 Período de inscrições 19/05/2026 22/06/2026\n5 Publicação das respostas às impugnações 27/05/2026';
    expect(findEditalDates(text, 2026)).toMatchObject({ inscricoesInicio: '2026-05-19', inscricoesFim: '2026-06-22' });
  });
});

describe("coded rows with the counts right after the name (Além Paraíba, Diário Oficial dos Municípios Mineiros, October 2023; unb-mds/2023-2-Squad05-TesouroMineiro; dev acts)", () => {
  it('reads each code as a position and its first count as its vacancies, a name wrapped under its code joined', () => {
    const text = [
      '2.1. A Função, área de atuação, número de vagas, pré-requisitos/escolaridade, remuneração (vencimento básico), e carga horária semanal são os ',
      'estabelecidos no Quadro 01 a seguir: ',
      'Cód. ', '', 'Inscrição ', 'Função  ', '', 'N° ', '', 'Vagas ', '', 'Cadastro ', '', 'Reserva ',
      'Pré-Requisitos/ Escolaridade Remuneração ', '', 'Carga ', '', 'Horária  ', '', 'Valor da ', '', 'Inscrição ', '',
      '001 Agente Sanitário 03 02 Ensino Médio Completo R$1.320,00 30h GRATUITA ',
      '',
      '002 Aux. De Enfermagem 06 12 ',
      'Ensino Médio Completo + certificado de curso de Auxiliar de Enfermagem com registro no ',
      '',
      'respectivo Conselho de do Exercício Profissional ',
      'R$1.320,00 30h GRATUITA ',
      '',
      '003 ',
      'Atendente Consultório ',
      '',
      'Odontológico ',
      '03 00 Escolaridade mínima de Ensino Médio Registro Ativo Conselho de Classe R$1.320,00 30H GRATUITA ',
      '',
      '004 Auxiliar de Serv. Gerais CEO 00 02 Ensino Fund. Incompleto a partir do 4º ano R$1.320,00 30H GRATUITA ',
    ].join('\n');
    expect(codedCountsAfterName(text)).toEqual({
      vagas: 12,
      cargos: [
        { nome: 'Agente Sanitário', vagas: 3 },
        { nome: 'Aux. De Enfermagem', vagas: 6 },
        { nome: 'Atendente Consultório Odontológico', vagas: 3 },
        { nome: 'Auxiliar de Serv. Gerais CEO', vagas: 0 },
      ],
    });
    // The reserve list's column first: the second count is the vacancies.
    const rows = text.split('\n').slice(text.split('\n').findIndex((l) => l.startsWith('001')));
    expect(codedCountsAfterName(['Cód. Inscrição Função Cadastro Reserva N° Vagas', ...rows].join('\n'))?.vagas).toBe(2 + 12 + 0 + 2);
  });

  it("leaves a workplace's column out of the name ('Função  Lotação  N° Vagas  Cadastro Reserva')", () => {
    const text = [
      'Cód. Inscrição Função  Lotação N° Vagas Cadastro Reserva ',
      '001 Assistente Administrativo ', 'Secretaria Municipal de ', '', 'Administração ', '11 05 Ensino Médio Completo Vencimento: R$1.320,00 30h GRATUITA ',
      '002 Auxiliar Administrativo ', 'Secretaria Municipal de ', '', 'Administração ', '07 04 ', '', 'Ensino Fundamental ', '', 'Completo ',
      '003 Recepcionista ', 'Secretaria Municipal de ', '', 'Administração ', '01 01 ', '', 'Ensino Fundamental ',
    ].join('\n');
    expect(codedCountsAfterName(text)?.cargos).toEqual([
      { nome: 'Assistente Administrativo', vagas: 11 },
      { nome: 'Auxiliar Administrativo', vagas: 7 },
      { nome: 'Recepcionista', vagas: 1 },
    ]);
  });
});

describe("a list of coded functions under 'N.º DA FUNÇÃO FUNÇÃO' (Muriaé, Diário Oficial dos Municípios Mineiros, 10/11/2023; unb-mds/2023-2-Squad05-TesouroMineiro; a dev act)", () => {
  const list = [
    'Municipal de Educação, para as funções públicas apresentadas abaixo: ',
    '',
    'N.º DA FUNÇÃO FUNÇÃO ',
    '',
    '01 Auxiliar de Serviços Escolares ',
    '',
    '02 Inspetor Escolar ',
    '',
    '03 Orientador Educacional ',
    '',
    '04 Professor - Ciências ',
    '',
    '05 ',
    'Professor - Educação Infantil, Anos Iniciais do Ensino Fundamental, AEE, ',
    '',
    'Libras e Braile ',
    '',
    '06 Secretário Escolar ',
    '',
    '  ',
    '2. DAS INSCRIÇÕES',
  ].join('\n');

  it('reads each code as a function, a name wrapped after its code joined, and no vacancies', () => {
    expect(codedNameList(list)).toEqual({
      vagas: null,
      cargos: [
        { nome: 'Auxiliar de Serviços Escolares', vagas: null },
        { nome: 'Inspetor Escolar', vagas: null },
        { nome: 'Orientador Educacional', vagas: null },
        { nome: 'Professor - Ciências', vagas: null },
        { nome: 'Professor - Educação Infantil, Anos Iniciais do Ensino Fundamental, AEE, Libras e Braile', vagas: null },
        { nome: 'Secretário Escolar', vagas: null },
      ],
    });
    // Codes that skip one, or a header naming more columns, are not this list.
    expect(codedNameList(list.replace('02 Inspetor', '03 Inspetor'))).toBeNull();
    expect(codedNameList(list.replace('N.º DA FUNÇÃO FUNÇÃO', 'N.º FUNÇÃO VAGAS'))).toBeNull();
  });
});

describe("a header's 'CH' column (Canapi, Diário Oficial dos Municípios de Alagoas, 14/12/2022; unb-mds/2023-2-Squad03-LicitAL; a dev act)", () => {
  it("reads 'CH' as the workload's column, so the row's vacancies are the count after its hours", () => {
    const text = [
      '2.2. A carga horária, as vagas, os requisitos e remuneração estão estabelecidos a seguir: ',
      '',
      'FUNÇÃO  CH  VAGAS  REMUNERAÇÃO  ',
      '',
      'Gestor Escolar 40hs 25 Lei nº 185/2018 (PCCR) ',
      '',
      '2.2.1. São requisitos para participar do Processo Seletivo os servidores que comprovem:  ',
    ].join('\n');
    expect(headedRowsTable(text)).toEqual({ vagas: 25, cargos: [{ nome: 'Gestor Escolar', vagas: 25 }] });
    expect(headedRowsTable(text.replace('FUNÇÃO  CH  VAGAS', 'FUNÇÃO  C.H.  VAGAS'))).toEqual({ vagas: 25, cargos: [{ nome: 'Gestor Escolar', vagas: 25 }] });
  });
});

describe("a table of what a schooling adds to the pay (IFCE Edital 02/2026, esevero/analisador_edital; a dev edital)", () => {
  it("reads no level from the Incentivo à Qualificação's rows, only from the positions' requirements", () => {
    const iq = [
      '3.5 O valor do Incentivo à Qualificação – IQ varia de acordo com a titulação em curso de educação formal superior ao',
      'exigido para o ingresso no cargo, conforme tabela a seguir, e na legislação vigente.',
      'Nível de escolaridade formal superior ao previsto para o exercício do',
      'cargo Percentual do IQ',
      'Ensino fundamental completo 10%',
      'Ensino médio completo 15%',
      'Curso de graduação completo 25%',
      'Especialização, com carga horária igual ou superior a 360h 30%',
      'Mestrado 52%',
      'Doutorado 75%',
      '3.6 Além das remunerações detalhadas nos subitens 3.4 e 3.5, o servidor terá direito ao Auxílio-Alimentação.',
    ].join('\n');
    const requirement = '2.3 Requisito de ingresso: Curso Superior em Administração com Registro no conselho competente.';
    expect(findNiveis(`${requirement}\n${iq}`)).toEqual(['Ensino_Superior']);
  });
});

describe("a table of candidates by position after the vacancies' (ALECE Edital 01/2026, esevero/analisador_edital; a dev edital)", () => {
  const vacancies = [
    '2. DOS CARGOS E DAS VAGAS',
    'CARGOS ESPECIALIDADES',
    'VAGAS IMEDIATAS CADASTRO RESERVA (CR)',
    'TOTAL DE',
    'VAGAS AC PcD PP PI PQ TOTAL CR AC PcD PP PI PQ',
    '01 – Análise de Dados 10 06 01 03 00 00 20 13 01 05 01 00',
    '02 – Arquitetura e Urbanismo 01 01 00 00 00 00 02 01 00 01 00 00',
    '03 – Arquivologia 02 01 00 01 00 00 04 03 00 01 00 00',
    '04 – Audiovisual 04 03 00 01 00 00 08 06 00 02 00 00',
  ];
  const candidates = [
    'provas discursivas, quando houver candidatos aprovados na prova objetiva, conforme tabela a seguir:',
    'CARGOS ESPECIALIDADES HABILITADOS PARA CORREÇÃO DAS DISCURSIVAS',
    'TOTAL AC PcD PP PI PQ',
    'Analista Legislativo',
    '01 – Análise de Dados 64 37 05 17 03 02',
    '02 – Arquitetura e Urbanismo 14 05 02 03 02 02',
    '03 – Arquivologia 18 07 02 05 02 02',
    '04 – Audiovisual 30 18 02 06 02 02',
  ];

  it("reads the positions' vacancies from the vacancies table only, not from the candidates' to be marked", () => {
    // Pages of clauses apart, as in the edital.
    const clauses = Array.from({ length: 12 }, (_, i) => `11.${i + 1}. A prova objetiva terá a duração de 4 horas e será aplicada na data provável do cronograma.`);
    const table = readPositionsTable([...vacancies, ...clauses, '12. DA PROVA ESCRITA DISCURSIVA', ...candidates].join('\n'));
    expect(table.cargos.map((c) => c.vagas)).toEqual([10, 1, 2, 4]);
    expect(table.vagas).toBe(17);
    // The same rows under a header naming vacancies are a vacancies table.
    expect(readPositionsTable(candidates.join('\n').replace('HABILITADOS PARA CORREÇÃO DAS DISCURSIVAS', 'VAGAS')).vagas).toBe(126);
  });
});

describe("coded rows with their workload, pay and count on one line (Divinópolis SEMUSA PSS 01/2026, botavares/procseletivos; a dev edital)", () => {
  const requirement = (course: string) =>
    ['Diploma, devidamente registrado,', 'de conclusão de curso de Graduação', `de nível Superior em ${course},`, 'fornecido por instituição de ensino', 'superior reconhecida pelo', 'Ministério da Educação e registro', 'no órgão competente.'];
  const text = [
    '3.2. Tabela de Cargos:',
    'Códig', 'o', 'CARGO LOCAL DE', 'TRABALHO', 'REQUISITOS CARGA', 'HORÁRIA', 'REMUNERAÇÃO NÚMERO DE', 'VAGAS',
    '01 Médico Urologista Diretoria de', 'Atenção', 'Secundária', ...requirement('Medicina').slice(0, 5), 'Ministério da Educação, Certificado', 'de residência em Urologia e registro', '12hs/semana R$ 6.039,34 02', '', 'no órgão competente.',
    '02 Fonoaudiólogo Diretoria de', 'Atenção', 'Secundária', ...requirement('Fonoaudiologia'), '20hs/semana R$ 2.355,41 01',
    '03 Médico', 'Ultrassonografista', 'Diretoria de', 'Atenção', 'Secundária', ...requirement('Medicina'), '12hs/semana R$ 6.039,34 01',
    '04 Farmacêutico - Diploma, devidamente registrado,', ...requirement('Farmácia').slice(1), '20hs/semana R$ 2.699,43 01',
    '05 Enfermeiro – 200', 'horas/mensal', `- ${requirement('Enfermagem')[0]}`, ...requirement('Enfermagem').slice(1), '40 hs/semana R$ 6.138,98 Cadastro de', 'reserva',
    '06 Médico Generalista', '– 200 horas/mensal', `- ${requirement('Medicina')[0]}`, ...requirement('Medicina').slice(1), '40 hs/semana R$ 20.052,79 Cadastro de', 'reserva',
    '07 Técnico de', 'Enfermagem – 200', 'horas/mensal', '- Diploma, devidamente registrado de', 'conclusão de curso de nível médio –', 'Técnico de Enfermagem e registro', 'no conselho de classe', 'correspondente.', '40 hs/semana R$ 2.632,35 Cadastro de', 'reserva',
    '4. DAS VAGAS DESTINADAS ÀS PESSOAS COM DEFICIÊNCIA – PCD',
  ].join('\n');

  it('reads each code as a position, its name before the workplace or a dash, its count on its pay line (a reserve list: none)', () => {
    expect(codedPayCountRows(text)).toEqual({
      vagas: 5,
      cargos: [
        { nome: 'Médico Urologista', vagas: 2 },
        { nome: 'Fonoaudiólogo', vagas: 1 },
        { nome: 'Médico Ultrassonografista', vagas: 1 },
        { nome: 'Farmacêutico', vagas: 1 },
        { nome: 'Enfermeiro', vagas: 0 },
        { nome: 'Médico Generalista', vagas: 0 },
        { nome: 'Técnico de Enfermagem', vagas: 0 },
      ],
    });
    // Rows without a count on a pay line are another table's.
    expect(codedPayCountRows(text.replace(/ R\$ [\d.,]+ (?:\d{2}|Cadastro de)$/gm, ''))).toBeNull();
  });

  it("reads every pay line of those rows as pay, the reserve list's included, once one under the header is", () => {
    expect(findPay(text)).toEqual({ min: 2355.41, max: 20052.79 });
    expect(extractEdital(`EDITAL DE PROCESSO SELETIVO PÚBLICO SIMPLIFICADO Nº 01/2026\n3. DOS CARGOS\n${text}`)).toMatchObject({ vagas: 5, remuneracao_max: 20052.79 });
  });
});

describe("quota tables closed by their own totals (IFCE Edital 02/2026, esevero/analisador_edital; a dev edital)", () => {
  // The tables' rows wrap each name around its code and cells; only the closing rows read as counts.
  const level = (title: string, rows: string[], total: string) =>
    [title, 'Total de Período de', 'Cód. do 1 2 3 4 5 Taxa de', 'Cargo Classe Requisito de ingresso A/C PcD PPP PI PQ vagas Aplicação', 'Cargo Inscrição', 'imediatas da Prova', ...rows, total, '1', 'Ampla Concorrência'].join('\n');
  const medio = level(
    'TÉCNICO ADMINISTRATIVO EM EDUCAÇÃO - NÍVEL MÉDIO/TÉCNICO',
    ['201 Assistente de Alunos C Ensino Médio Completo 4 1 2 1 8 R$ 100,00 Manhã', 'Assistente em Ensino Médio Profissionalizante', '202 D 12 1 5 1 1 20 R$ 120,00 Manhã', 'Administração ou Médio Completo'],
    'TOTAL 51 4 20 2 2 79',
  );
  const superior = level(
    'TÉCNICO ADMINISTRATIVO EM EDUCAÇÃO - NÍVEL SUPERIOR',
    ['Curso Superior em Administração', '401 Administrador E com Registro no conselho 1 1 1 3 R$ 150,00 Tarde', 'competente.'],
    'TOTAL 17 2 7 1 1 28',
  );

  it('adds up the totals of the tables by level, each the sum of its quota cells', () => {
    expect(quotaTotalRows(`${medio}\n${superior}`)).toBe(107);
    // A general total after the levels' is their sum, not a third part.
    expect(quotaTotalRows(`${medio}\n${superior}\nTOTAL GERAL 68 6 27 3 3 107`)).toBe(107);
    // An edital whose only table is this one reads its vacancies from those rows.
    expect(extractEdital(`EDITAL DE ABERTURA Nº 02/2026\n2. DOS CARGOS\n${medio}\n${superior}`).vagas).toBe(107);
  });

  it('takes no total row whose last cell is not the sum of the others, nor one under no vacancies header', () => {
    expect(quotaTotalRows(medio.replace('TOTAL 51 4 20 2 2 79', 'TOTAL 51 4 20 2 2 80'))).toBeNull();
    expect(quotaTotalRows(medio.replace('TOTAL 51 4 20 2 2 79', 'TOTAL 51 4 20 0 0 0'))).toBeNull();
    expect(quotaTotalRows('QUADRO DE PROVAS\nConhecimentos Questões Pontos\nTOTAL 20 20 40')).toBeNull();
    // A second table's total is read only when vacancies are named after the first.
    expect(quotaTotalRows(`${medio}\nQUADRO DE PROVAS\nTOTAL 20 20 40`)).toBe(79);
  });
});

describe('a vacancies table of one row of numbers (17th batch)', () => {
  it("reads the total of 'Vagas para ampla concorrência … Total' / '1.125 300 75 1.500'", () => {
    const text = '4 DAS VAGAS\nVagas para ampla\nconcorrência\nVagas reservadas para\ncandidatos negros\nTotal\n1.125 300 75 1.500\n4.1 ESCOLHA DA UNIDADE';
    expect(totalsOnlyRow(text)).toBe(1500);
    expect(totalsOnlyRow(text.replace('1.500', '1.501'))).toBeNull();
  });
});

describe('one vacancy is one position (8th batch)', () => {
  it("names the one position a teachers' selection with one vacancy hires ('disponibiliza a abertura de 1 (uma) vaga')", () => {
    const text = 'EDITAL Nº 63, DE 20 DE FEVEREIRO DE 2026\nO Reitor torna pública a realização de Processo Seletivo Simplificado para contratação de Professor Substituto, nos termos da Lei nº 8.745/93.\n1.1. O presente edital disponibiliza a abertura de 1 (uma) vaga imediata, no Departamento de Saúde Coletiva.';
    const fields = extractEdital(text);
    expect(fields.vagas).toBe(1);
    expect(fields.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Professor Substituto', 1]]);
    expect(extractEdital(text.replace('1 (uma) vaga imediata', '3 (três) vagas imediatas')).cargos).toEqual([]);
  });
});

describe("a position's requirements as items, across a page break (18th session)", () => {
  const page = (n: number, body: string) => `EMPRESA BRASILEIRA DE SERVIÇOS HOSPITALARES\nCONCURSO PÚBLICO 01/2024 – EBSERH/NACIONAL\nPágina ${n} | 30\n${body}`;
  const filler = (n: number) => Array.from({ length: 24 }, (_, i) => `${n}.${i + 1}. Texto do item ${i + 1} da página ${n}, sem requisito algum.`).join('\n');

  it('drops the lines repeated at the top of every page, and no line repeated inside the pages', () => {
    const text = [1, 2, 3, 4].map((n) => page(n, `${filler(n)}\nRequisito de Ingresso:\n${filler(n + 10)}`)).join('\n\n');
    const kept = withoutRunningHeads(text);
    expect(kept).not.toContain('EMPRESA BRASILEIRA');
    expect(kept).not.toContain('Página 3 | 30');
    expect(kept.match(/Requisito de Ingresso:/g)).toHaveLength(4);
  });

  it("reads ensino médio and the technical course listed under one 'Requisito de Ingresso:' as the technical course, a page's head between them", () => {
    const requirement =
      'Técnico em Radiologia\nRemuneração: R$ 2.707,15\nRequisito de Ingresso:\n- Certificado, devidamente registrado, de curso de ensino médio, reconhecido pelo Ministério da\nEducação;\n\n' +
      page(4, '- Certificado de conclusão de curso Técnico em Radiologia, reconhecido pelo Ministério da Educação; e\n- Registro profissional no Conselho Regional de Técnicos em Radiologia\nAtribuições: Realizar exames.');
    const text = [1, 2, 3].map((n) => page(n, filler(n))).join('\n\n') + '\n\n' + requirement;
    expect(findNiveis(text)).toEqual(['Ensino_Técnico']);
    // A further item naming its own position is another position's requirement.
    expect(findNiveis('Requisitos:\n- Técnico: curso técnico em Enfermagem;\n- Auxiliar: ensino médio completo.')).toEqual(['Ensino_Técnico', 'Ensino_Médio']);
  });

  it("reads documents required one after the other ('…; Certificado de conclusão de curso Técnico …') as one requirement", () => {
    const text = 'Técnico em Análises Clínicas: Certificado, devidamente registrado, de conclusão de curso de ensino médio, fornecido por instituição educacional; Certificado de conclusão de curso Técnico em Análises Clínicas.';
    expect(findNiveis(text)).toEqual(['Ensino_Técnico']);
  });

  it("reads a table's cell 'Nível Médio e' / 'Técnico' as the technical tier", () => {
    expect(findNiveis('Técnico em\nEnfermagem\nNível Médio e\nTécnico\nSecretaria de\nSaúde')).toEqual(['Ensino_Técnico']);
    expect(findNiveis('NÍVEL MÉDIO\nAgente Administrativo 3 R$ 1.500,00')).toEqual(['Ensino_Médio']);
  });
});

describe("a municipal health selection's own words (18th batch)", () => {
  const opening = `EDITAL SEMSA Nº 01/2020 PROCESSO SELETIVO SIMPLIFICADO PARA CONTRATAÇÃO DE MÉDICO
A Secretária Municipal de Saúde, no uso de suas atribuições legais, convoca a realização de Processo Seletivo Simplificado.
Todos os atos serão publicados no site da Prefeitura, no endereço eletrônico www.riobranco.ac.gov.br.
2.2 Serão Contratados 129 (cento e vinte e nove) servidores, sendo 84 (oitenta e quatro) com formação em nível
médio e 45 (quarenta e cinco) com formação em nível superior.
5.1Período de inscrição: A partir das 6h do dia 06.08 e até às 20h do dia 7 de agosto de 2020. (Horário local)
5.2Taxa de Inscrição: Isento`;

  it('reads the people it hires as its vacancies, the state of its own site, and a period whose start has no year', () => {
    const fields = extractEdital(opening);
    expect(fields.vagas).toBe(129);
    expect(fields.uf).toBe('AC');
    expect(fields).toMatchObject({ inscricoes_inicio: '2020-08-06', inscricoes_fim: '2020-08-07' });
  });

  it("takes no state from a certificate issuer's site cited once, nor from sites of two states", () => {
    const act = (sites: string) => findAct(`EDITAL Nº 1/2026\nO Comando torna pública a abertura do concurso.\n${sites}`);
    expect(findUfEdital(act('Certidão em certidao.detran.rj.gov.br.'), null)).toBeNull();
    expect(findUfEdital(act('Veja www.saude.rj.gov.br e www.saude.sp.gov.br.'), null)).toBeNull();
    expect(findUfEdital(act('Publicado em www.dodf.df.gov.br.'), null)).toBe('DF');
  });

  it("reads 'curso de nível médio – Técnico de Enfermagem' and 'nível técnico em Laboratório' as technical courses", () => {
    expect(findNiveis('Técnico de Enfermagem PSF: Diploma, devidamente registrado, de conclusão de curso de nível médio – Técnico de Enfermagem e registro no conselho.')).toEqual(['Ensino_Técnico']);
    expect(findNiveis('Diploma ou certificado devidamente registrado, de conclusão de curso com habilitação curricular específica de nível técnico em Laboratório.')).toEqual(['Ensino_Técnico']);
  });

  it("reads no level from the documents asked at registration, nor from a wrapped sentence's last words", () => {
    const documents = 'Documentos exigidos para inscrição:\nRG e CPF (cópia);\nDiploma de conclusão do curso de graduação correspondente aos\ncargos de nível superior (cópia);\n3.4.5 Para pontuação da Experiência Profissional será considerada a declaração.';
    expect(findNiveis(`Técnico de Enfermagem. Requisito: curso técnico em Enfermagem.\n${documents}`)).toEqual(['Ensino_Técnico']);
  });
});

describe('a state agency\'s concurso by position and function (19th batch)', () => {
  const text = `EDITAL Nº 180/2025
A Secretaria torna pública a abertura de inscrições para a realização do Concurso Público de Provas para provimento de 57 (cinquenta e sete) vagas no Quadro Próprio
da Agência de Defesa Agropecuária do Paraná – QPDA, sendo 55 (cinquenta e cinco) vagas de Fiscal de Defesa
Agropecuária e 02 (duas) vagas para o cargo de Assistente de Fiscalização.
1.10 Fazem parte deste edital os seguintes Anexos:
Anexo III – Conteúdo Programático para estudo;
3 DO CARGO/FUNÇÃO
CARGO: FISCAL DE DEFESA AGROPECUÁRIA
FUNÇÃO: ENGENHEIRO AGRÔNOMO
Requisitos de Escolaridade Graduação em Engenharia Agronômica.
CARGO: ASSISTENTE DE FISCALIZAÇÃO DA DEFESA AGROPECUÁRIA
FUNÇÃO: TÉCNICO DE LABORATÓRIO
Requisitos de Escolaridade Ensino médio profissionalizante com título de Técnico em Análises Clínicas;
ANEXO III – CONTEÚDO PROGRAMÁTICO PARA ESTUDO
CARGO: ASSISTENTE DE FISCALIZAÇÃO DA DEFESA AGROPECUÁRIA, TÉCNICO DE LABORATÓRIO
Conhecimentos específicos: pós-graduação em temas de laboratório.`;

  it("counts the vacancies once when the parts follow ('57 vagas no Quadro …, sendo 55 vagas … e 02 vagas')", () => {
    expect(statedVagas(text)).toBe(57);
  });

  it("reads a 'CARGO:' line and the 'FUNÇÃO:' line under it as one position, named once again in the syllabus", () => {
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Fiscal de Defesa Agropecuária – Engenheiro Agrônomo', 'Assistente de Fiscalização da Defesa Agropecuária – Técnico de Laboratório']);
  });

  it('takes the list of annexes for no syllabus, and a vocational ensino médio with its technical title as the technical level', () => {
    expect(withoutSyllabus(text)).toContain('Graduação em Engenharia Agronômica');
    expect(withoutSyllabus(text)).not.toContain('temas de laboratório');
    expect(findNiveis(text)).toEqual(['Ensino_Superior', 'Ensino_Técnico']);
  });
});

describe('alternative requirements, a reserve-only selection, paragraphs of a military notice (20th batch)', () => {
  it('weighs the alternatives of a requirement apart and takes the lowest, a course added at the end asked of the one before', () => {
    const dataprev = 'Requisitos: Certificado ou diploma de conclusão de curso de graduação de nível superior, bacharelado ou tecnólogo, em Tecnologia da Informação ou Curso de graduação de nível superior, bacharelado, em Engenharia da Computação ou Engenharia de Telecomunicações, acrescido de pós-graduação com carga horária mínima de 360h.';
    expect(findNiveis(dataprev)).toEqual(['Ensino_Superior']);
    const caixa = '2.1.5 - Requisito Básico: diploma de conclusão de curso de graduação em arquitetura, com registro no CAU, ou engenharia, com registro no CREA, e curso de pós-graduação em segurança no trabalho com carga horária mínima de 360 horas.';
    expect(findNiveis(caixa)).toEqual(['Pós_Graduação']);
    expect(findNiveis('Requisitos: graduação em Jornalismo, Design Gráfico ou Desenho Industrial ou qualquer formação com pós-graduação de no mínimo 360h nessas formações.')).toEqual(['Ensino_Superior']);
    expect(findNiveis('Requisito: graduação em Medicina e residência médica em Pediatria ou título de especialista em Pediatria.')).toEqual(['Pós_Graduação']);
    expect(findNiveis('Requisito de Ingresso:\n● Certificado de curso de ensino médio;\n● Certificado de conclusão de curso Técnico em Radiologia.')).toEqual(['Ensino_Técnico']);
  });

  it("reads a selection 'realizado para composição de quadro de reserva' as having no vacancies, whatever its table of reserve places adds up to", () => {
    const text = 'INSTRUMENTO CONVOCATÓRIO SEAP Nº 01/2018\nO Secretário torna pública a abertura do Processo Seletivo Simplificado.\n1.5. O Processo Seletivo Simplificado será realizado para composição de quadro de reserva. Após a\nhomologação, os candidatos serão convocados.\nCÓDIGO MUNICÍPIO SEDE CADASTRO RESERVA TOTAL\n1ª Belo Horizonte 300 100 400\n2ª Contagem 200 100 300\nTOTAL 500 200 700';
    expect(extractEdital(text).vagas).toBe(0);
  });

  it("reads 'A quantidade de vagas … será em número de 04 (quatro)' inside a longer sentence (Delmiro Gouveia 005/2022)", () => {
    expect(statedVagas('6.1.1 Serão ofertadas vagas/turmas exclusivamente nas seguintes localidades: a) Assentamento Jurema; b) Distrito Salgado 6.2 A quantidade de vagas para a seleção de alfabetizadores será em número de 04 (quatro).')).toBe(4);
    expect(statedVagas('O número de vagas é de 12 (doze), para o cargo de Agente.')).toBe(12);
  });

  it("ends a sentence at a paragraph sign ('… de 2025. § 1º Para ampla concorrência serão 49 vagas.')", () => {
    const text = 'Art. 3º O Concurso de Admissão destina-se a preencher 70 (setenta) vagas do CACFG/Ativa, fixadas em portaria: Portaria nº 1.677, de 23 de dezembro de 2025.\n§ 1º Para ampla concorrência serão 49 (quarenta e nove) vagas.';
    expect(statedVagas(text)).toBe(70);
  });
});

describe("a university's table of teaching posts by regime (UFLA 18/2026, 24th batch; UFPE 6/2023, 26th batch)", () => {
  it('reads each row with a regime and a count as an area and its vacancies', () => {
    const ufla = `CONCURSO PÚBLICO PARA A CARREIRA DE MAGISTÉRIO SUPERIOR
Tabela 2 - Lotação, áreas, titulação, regime de trabalho e número de vagas:
DCH/FAELCH Ciência Política Doutorado em Ciência Política DE 1
DCH/FAELCH Antropologia Doutorado em Antropologia DE 2
DEG/EENG Estruturas Doutorado em Engenharia Civil ou Engenharia de Estruturas. Graduação em Engenharia Civil. DE 1
1.10. O prazo de validade do concurso será de 2 (dois) anos.`;
    expect(regimeRowsTable(ufla)).toEqual({
      vagas: 4,
      cargos: [
        { nome: 'Ciência Política', vagas: 1 },
        { nome: 'Antropologia', vagas: 2 },
        { nome: 'Estruturas', vagas: 1 },
      ],
    });
    const ufpe = `CONCURSO PÚBLICO PARA O PROVIMENTO DE CARGO DE PROFESSOR DO MAGISTÉRIO SUPERIOR
Departamento de Matemática Matemática / Álgebra Adjunto A 40h - DE 2 DOUTORADO em Matemática ou áreas afins
Patologia / Anatomia Patológica Adjunto A 20h 1 DOUTORADO na área das Ciências Biológicas`;
    expect(regimeRowsTable(ufpe)?.cargos.map((c) => c.nome)).toEqual(['Departamento de Matemática Matemática / Álgebra', 'Patologia / Anatomia Patológica']);
  });

  it("reads the count before the regime with its quota cells (UFPI 6/2023, 28th batch)", () => {
    const ufpi = `CONCURSO PÚBLICO PARA DOCENTES DO MAGISTÉRIO SUPERIOR
CAMPUS/CENTRO* ÁREA Nº DE VAGAS** REG. DE TRAB. PERFIL
5.CMPP/CCS 1.Dentística Restauradora 01 AC + CR TI-40 Graduado em Odontologia e, no mínimo, Doutor em Odontologia
2.Obstetrícia 01 AC + 01 PN + CR TI-40 Graduação em Medicina e, no mínimo, Especialista em Obstetrícia.
9.CSHNB 1.Bases da Prática Médica 01 AC + CR TP-20 Graduado em Medicina e, no mínimo, Especialista`;
    expect(regimeRowsTable(ufpi)).toEqual({
      vagas: 4,
      cargos: [
        { nome: 'Dentística Restauradora', vagas: 1 },
        { nome: 'Obstetrícia', vagas: 2 },
        { nome: 'Bases da Prática Médica', vagas: 1 },
      ],
    });
  });

  it('reads no date, test or pay as a row, and nothing outside a selection of teachers', () => {
    const text = `CONCURSO PÚBLICO DE PROFESSOR\nEDITAL Nº 6, DE 18 DE MAIO DE 2023\nCORRIDA LIVRE DE 12 (DOZE) MINUTOS\nRegime 40h R$ 3.412,63\nDECRETO n° 12.536, DE 27 DE`;
    expect(regimeRowsTable(text)).toBeNull();
    expect(regimeRowsTable('CONCURSO PÚBLICO DA SAÚDE\n401 ANALISTA CLÍNICO 30H 50\n402 ASSISTENTE SOCIAL 20H 50')).toBeNull();
  });
});

describe("EBSERH's extracts of its simplified selections (26th and 27th batches)", () => {
  const extract = (heading: string, kind = 'PROCESSO SELETIVO PÚBLICO SIMPLIFICADO nº 39/2023 - EBSERH/ HC-UFU') => {
    const text = `Extrato\nEDITAL Nº 1, DE 11 DE MAIO DE 2023\n${kind}\n${heading} torna pública a abertura de inscrições do Processo Seletivo, para atender à necessidade temporária.`;
    return proclaimerOfSelection(findAct(text))?.nome ?? null;
  };

  it("takes no position's name with its acronym, nor the start of a word, for a body ('AUXILIAR EM SAÚDE BUCAL (ASB)', 'MICROÁREA', tuning half)", () => {
    // dom-2021-barao-de-cotegipe-002-rs and dom-2017-cotipora-002-rs, their titles.
    expect(extract('Vladimir Luiz Farina, Prefeito de Barão de Cotegipe/RS,', 'PROCESSO SELETIVO SIMPLIFICADO Nº 002/2021 – AUXILIAR EM SAÚDE BUCAL (ASB) CONTRATAÇÃO EMERGENCIAL DE SERVIDORES')).toBe('Prefeitura Municipal de Barão de Cotegipe');
    expect(extract('JOSÉ CARLOS BREDA, Prefeito Municipal,', 'PROCESSSO SELETIVO SIMPLIFICADO Nº 002/2017\nAGENTE COMUNITÁRIO DE SAÚDE - MICROÁREA 10')).toBeNull();
  });

  it("takes the town that proclaims its selections ('O Prefeito de Veranópolis', 'A Prefeitura do Município de Acauã/PI', tuning half)", () => {
    // dom-2021-veranopolis-052-rs: 'Processos Seletivos Simplificados', several at once.
    const veranopolis = [
      'EDITAL Nº 052/2021',
      'Abre inscrições para Processos Seletivos Simplificados para contratação por prazo determinado.',
      'O Prefeito de Veranópolis, no uso de suas atribuições legais, visando à contratação de pessoal, por prazo determinado, torna público a realização de Processos Seletivos Simplificados, regidos pelas normas estabelecidas neste Edital.',
    ].join('\n');
    expect(proclaimerOfSelection(findAct(veranopolis))).toEqual({ nome: 'Prefeitura Municipal de Veranópolis', site: null });
    // dop-2023-acaua-pi: the OCR's 'Municlpio' and 'toma pública'.
    const acaua = [
      'EDITAL Nº 001/2023',
      'PROCESSO SELETIVO SIMPLIFICADO',
      'A Prefeitura do Municlpio de Acauã/PI, no uso de suas atribuições legais, visando a',
      'atender ao disposto no art. 37, IX, da CRFB/88, toma pública a abertura de inscrições para processo seletivo simplificado de',
      'contratação temporária de professores e auxiliares de sala, pelo prazo de 01 ano.',
    ].join('\n');
    expect(withTownTidied(proclaimerOfSelection(findAct(acaua)), 'PI')).toEqual({ nome: 'Prefeitura Municipal de Acauã', site: null });
    // Buriti dos Lopes 011/2023 (a Piauí edition no labelled notice comes from): the state after a bullet.
    const buriti = [
      'EDITAL Nº 0112023',
      'INSTITUI E REGULAMENTA O PROCESSO DA GESTÃO',
      'ESCOLAR DA REDE PUBLICA MUNICIPAL DE EDUCAÇÃO',
      'A Prefeitura Municipal de BURITI DOS LOPES • PI , no uso de suas atribuições legais, faz saber que',
      'realizará através da Secretaria Municipal de Educação, processo seletivo de gestores escolares para lotação nas',
    ].join('\n');
    expect(withTownTidied(proclaimerOfSelection(findAct(buriti)), 'PI')).toEqual({ nome: 'Prefeitura Municipal de Buriti dos Lopes', site: null });
    // Coivaras 001/2023 (tuning half): the state, a full stop, and the sentence going on ('… DE COIVARAS-PI. no uso de suas atribuições').
    const coivaras = ['EDITAL Nº 001/2023', 'PROCESSO SELETIVO SIMPLIFICADO', 'A PREFEITURA MUNICIPAL DE COIVARAS-PI. no uso de suas atribuições legais, faz saber que realizará teste seletivo'].join('\n');
    expect(withTownTidied(proclaimerOfSelection(findAct(coivaras)), 'PI')).toEqual({ nome: 'Prefeitura Municipal de Coivaras', site: null });
  });

  it("names a town in full where the act left out the state its name ends in ('… DE PASSAGEM FRANCA-PI': Passagem Franca do Piauí; Passagem Franca is in Maranhão)", () => {
    expect(withTownTidied({ nome: 'Secretaria Municipal de Educação de Passagem Franca-PI', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Passagem Franca do Piauí');
    expect(withTownTidied({ nome: 'Prefeitura Municipal de Passagem Franca', site: null }, 'MA')?.nome).toBe('Prefeitura Municipal de Passagem Franca');
    // A body's words are no town ('… de Educação' is not 'Educação do Piauí').
    expect(withTownTidied({ nome: 'Secretaria Municipal de Educação', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação');
    // The town as IBGE writes it, its accents put back; a secretariat 'do Município de' its town is that town's municipal one.
    expect(withTownTidied({ nome: 'Secretaria Municipal de Educação de Campinas do Piaui', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Campinas do Piauí');
    expect(withTownTidied({ nome: 'Secretaria Municipal de Educação do Municipio de Luís Correia', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Luís Correia');
    expect(withTownTidied({ nome: 'Secretaria de Educação do Município de Floriano', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Floriano');
    expect(withTownTidied({ nome: 'Secretaria Municipal de Educação do Estado do Piauí', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação do Estado do Piauí');
  });

  it("takes the official who proclaims after a title that holds the verb, and the town where an unnamed prefeito signs (tuning half)", () => {
    // dom-2017-derrubadas-027-rs, filed under the secretariat of administration.
    const derrubadas = [
      'SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO ',
      'EDITAL N° 027/2017  ',
      ' ',
      'TORNA PÚBLICO A REALIZAÇÃO DE ',
      'PROCESSO SELETIVO SIMPLIFICADO PARA A ',
      'CONTRATAÇÃO EMERGENCIAL DE PESSOAL, ',
      '2017. ',
      '  ',
      'ALAIR CEMIN,  Prefeito Municipal de Derrubadas, Estado do Rio ',
      'Grande do Sul, no uso das atribuições legais que lhe são conferidas ',
    ].join('\n');
    expect(proclaimerOfSelection(findAct(derrubadas))).toEqual({ nome: 'Prefeitura Municipal de Derrubadas', site: null });
    // dom-2021-barracao-008-rs: 'O PREFEITO MUNICIPAL, faz saber …' … 'Gabinete do Prefeito Municipal de Barracão, 18 de março de 2021.'
    const barracao = [
      'SECRETARIA DA ADMINISTRAÇÃO ',
      'EDITAL Nº 08, DE 18 DE MARÇO DE 2021 ',
      'Seleção Pública para Agente Comunitário de Saúde, Microárea 03, para contrato administrativo temporário. ',
      'O PREFEITO MUNICIPAL, faz saber que  no uso das atribuições legais, TORNA PÚBLICO, que estão abertas inscrições',
      'Gabinete do Prefeito Municipal de Barracão, 18 de março de 2021. ',
    ].join('\n');
    expect(proclaimerOfSelection(findAct(barracao))).toEqual({ nome: 'Prefeitura Municipal de Barracão', site: null });
  });

  it('takes the body that proclaims a simplified selection, by its acronym, as running it', () => {
    expect(extract('O Presidente da Empresa Brasileira de Serviços Hospitalares-EBSERH, no uso de suas atribuições legais,')).toBe('Empresa Brasileira de Serviços Hospitalares (EBSERH)');
  });

  it("takes the body named in capitals, 'DE' and 'E' inside its name (IBGE 18/2022, 31st batch, tuning half)", () => {
    expect(extract('O Presidente da FUNDAÇÃO INSTITUTO BRASILEIRO DE GEOGRAFIA E ESTATÍSTICA - IBGE, no uso de suas atribuições,', 'ABERTURA DE PROCESSO SELETIVO SIMPLIFICADO DO IBGE Nº 18/2022')).toBe(
      'Fundação Instituto Brasileiro de Geografia e Estatística (IBGE)',
    );
  });

  it("keeps an apostrophe and a title's abbreviation in the name, and names the body the acronym is of (Santana do Livramento 02/2021, Altos 2022, tuning half)", () => {
    expect(extract('A Secretaria Municipal de Saúde de Sant’Ana do Livramento-SMSSL.', 'EDITAL Nº02/2021 SELEÇÃO PÚBLICA PARA MÉDICOS, ENFERMEIROS E TÉCNICOS DE ENFERMAGEM')).toBe(
      'Secretaria Municipal de Saúde de Sant’Ana do Livramento (SMSSL)',
    );
    expect(extract('O Diretor do Centro de Ensino e Pesquisa do Instituto de Saúde Dr. José GB Barbosa (ISJGB)', 'EDITAL DO PROCESSO SELETIVO PARA ACADÊMICOS DE MEDICINA')).toBe(
      'Instituto de Saúde Dr. José GB Barbosa (ISJGB)',
    );
  });

  it('says nothing for a concurso, or a body without an acronym', () => {
    expect(extract('O Presidente da Empresa Brasileira de Serviços Hospitalares-EBSERH,', 'CONCURSO PÚBLICO Nº 1/2023')).toBeNull();
    expect(extract('O Presidente da Empresa Brasileira de Serviços Hospitalares,')).toBeNull();
  });
});

describe("UFMG's vacancy tables of 2023 (26th batch)", () => {
  it("reads a doctorate with 'ou áreas afins' and a graduation added to it as one requirement, a doctorate", () => {
    expect(findNiveis('Titulação Doutorado em Medicina ou áreas afins e graduação em Medicina para atender à Lei nº 12.842/2013')).toEqual(['Pós_Graduação']);
    // A real alternative still weighs apart.
    expect(findNiveis('Titulação Doutorado em Medicina ou graduação em Medicina')).toEqual(['Ensino_Superior']);
    expect(findNiveis('Requisitos: graduação em Medicina ou mestrado em Saúde Coletiva.')).toEqual(['Ensino_Superior']);
  });

  it("reads a title asked in the requirement field's next sentence as asked on top of the course", () => {
    const row = 'Titulação Graduação em Nutrição para atender à Lei n° 8234, de 17/09/1991. Doutorado na área de Nutrição ou Nutrição e Saúde ou Ciência de Alimentos';
    expect(findNiveis(row)).toEqual(['Pós_Graduação']);
    // Outside a requirement field, a sentence on a doctorate adds nothing to the course before it.
    expect(findNiveis('Requisitos: graduação em Nutrição.\nO Doutorado será avaliado na prova de títulos.')).toEqual(['Ensino_Superior']);
  });
});

describe("a military school's calendar and a state company's guaranteed pay (21st batch)", () => {
  it("reads the exam day written '20 SET' / '26' in the calendar, not the printing date of the gazette page", () => {
    const text = '14/05/2026, 15:58 EDITAL Nº 3, de 5 DE MAIO DE 2026 - DOU - Imprensa Nacional\nArt. 29. A prova objetiva será realizada conforme o Calendário Complementar (Anexo A).\nANEXO A\n9 Candidatos Realização da PROVA OBJETIVA DE MATEMÁTICA, FÍSICA\nE QUÍMICA da 1ª Fase do Exame Intelectual (EI). 20 SET\n26\n10 IME Divulgação do gabarito preliminar. 21 SET\n26';
    expect(findEditalDates(text, 2026).provaData).toBe('2026-09-20');
  });

  it("reads the registration row that names the fee exemption after it, not the photo row that mentions the registration", () => {
    const text = "ANEXO I CRONOGRAMA PREVISTO [ { 'Atividade': 'Período de solicitação de inscrição e de solicitação de isenção da taxa de inscrição', 'Datas previstas': '29/1 a 19/2/2025' }, { 'Atividade': 'Disponibilização do link para verificação do deferimento da foto encaminhada na inscrição', 'Datas previstas': '20 e 21/2/2025' } ]";
    expect(findEditalDates(text, 2025)).toMatchObject({ inscricoesInicio: '2025-01-29', inscricoesFim: '2025-02-19' });
  });

  it("reads the row 'de inscrições e de solicitação de inscrição com isenção de taxa', wrapped under the annex's heading (TCE-RN 01/2025)", () => {
    const text = 'ANEXO I\nCRONOGRAMA PREVISTO\nAtividade Datas previstas\nPeríodo de solicitação de inscrições e de solicitação\nde inscrição com isenção de taxa de inscrição\n14/1 a 4/2/2026\nDas 10 horas do primeiro dia às 18 horas do último\ndia (horário oficial de Brasília/DF)\nDisponibilização do link para verificação do\ndeferimento da foto encaminhada na inscrição e\nprazo para novo envio de foto\n5 e 6/2/2026';
    expect(findEditalDates(text, 2026)).toMatchObject({ inscricoesInicio: '2026-01-14', inscricoesFim: '2026-02-04' });
  });

  it("takes the basic salary, not the 'garantia de remuneração mínima' nor what the pay 'poderá atingir'", () => {
    expect(findPay('REMUNERAÇÃO: salário básico de R$ 3.294,36 com garantia de remuneração mínima de R$\n5.563,90.').max).toBe(3294.36);
    expect(findPay('A remuneração da graduação de Soldado é composta pelo soldo no valor de R$ 1.383,58, hipótese em que a remuneração poderá atingir o valor de R$ 4.012,11.').max).toBe(1383.58);
  });

  it("takes an intern's 'bolsa-auxílio' as the pay, and the transport aid after it as a benefit", () => {
    expect(findPay('4.1. O estagiário contratado fará jus a uma bolsa-auxílio, correspondente a R$ 2.000,00 (dois mil reais) mensais, acrescido de auxílio-transporte de R$ 300,00.').max).toBe(2000);
  });
});

describe('the act inside a state gazette whose earlier act cites it (21st batch)', () => {
  it("starts at the edital's own heading ('EDITAL DE ABERTURA …' / '… fazem saber'), not at a portaria that cites the 'Edital de Abertura'", () => {
    const page = [
      'PORTARIA SRH/SAEB Nº 208 DE 27 DE SETEMBRO DE 2022',
      'O SUPERINTENDENTE, em cumprimento às decisões judiciais abaixo, e tendo em vista o Edital de Abertura de',
      'Inscrições SAEB/01/2019, RESOLVE convocar os candidatos.',
      ...Array.from({ length: 30 }, (_, i) => `04${i}5626-1 CANDIDATO ${i} 71,40 ${i}`),
      'GOVERNO DO ESTADO DA BAHIA',
      'EDITAL DE ABERTURA DE INSCRIÇÕES - SAEB/05/2022, DE 27 DE SETEMBRO DE 2022',
      'O SECRETÁRIO DA ADMINISTRAÇÃO DO ESTADO DA BAHIA, no uso de suas atribuições, fazem saber que estarão abertas as inscrições ao Concurso Público.',
      '1.5 O Concurso Público destina-se ao preenchimento de 2.000 (duas mil) vagas para o Curso de Formação de Soldado da Polícia Militar e 500 (quinhentas) vagas para o Curso de Formação de Soldado do Corpo de Bombeiros Militar.',
    ].join('\n');
    const act = findAct(page);
    expect(act.text.startsWith('PORTARIA')).toBe(false);
    expect(act.text).toContain('EDITAL DE ABERTURA DE INSCRIÇÕES - SAEB/05/2022');
    expect(statedVagas(act.text)).toBe(2500);
  });
});

describe('a table whose rows end in three cells: the total and its two shares (FMS Niterói 01/2019)', () => {
  const table = [
    '2.1 DO CARGO, DO NÍVEL DE FORMAÇÃO, DA CARGA HORÁRIA E DO NÚMERO DE VAGAS',
    'Cargo Nível de Formação Carga Horária Semanal Total de Vagas Vagas de Ampla Concorrência Vagas Reservadas Pessoa com Deficiência',
    'Agente de Controle de Zoonoses Fundamental 32,5 h 20 18 02',
    'Enfermeiro Superior 32,5 h 62 55 07',
    'Médico - Hematologista Superior Diarista 20h 01 01 *',
    'Técnico de Enfermagem Médio Técnico 32,5 h 80 72 08',
    '(*) Não há reserva de vagas para Candidatos com Deficiência em razão do quantitativo oferecido.',
  ].join('\n');

  it('reads each row as a position with its total, when three or more such rows follow each other, the level and hours cells apart from the name', () => {
    expect(readPositionsTable(table)).toEqual({
      vagas: 163,
      cargos: [
        { nome: 'Agente de Controle de Zoonoses', vagas: 20 },
        { nome: 'Enfermeiro', vagas: 62 },
        { nome: 'Médico - Hematologista', vagas: 1 },
        { nome: 'Técnico de Enfermagem', vagas: 80 },
      ],
    });
  });

  it("reads the level cell 'Médio Técnico' as the technical level", () => {
    expect(findNiveis('2.2 DA REMUNERAÇÃO\nNÍVEL DE FORMAÇÃO VENCIMENTO BÁSICO\nMédio e Médio Técnico R$ 1.300,54')).toEqual(['Ensino_Técnico']);
  });

  it('reads no table from two such lines, nor from levels each with its reserve (SEPLAG-MT: CR 1+CR 1+CR)', () => {
    const two = table.split('\n').slice(0, 4).join('\n');
    expect(readPositionsTable(two).vagas).toBeNull();
    const reserve = 'vagas e remuneração são os descritos no quadro abaixo:\nAnalista de Gestão de Projetos Digitais CR 1+CR 1+CR\nAnalista de Requisitos 1+CR 1+CR 2+CR\nAnalista de Infraestrutura CR 1+CR 2+CR\nAnalista de DevOps CR CR 1+CR';
    expect(readPositionsTable(reserve).vagas).toBeNull();
  });
});

describe('a table whose rows open with consecutive option codes (SESAPI-PI 01/2025, FCC)', () => {
  const header = ['2.1 Os cargos e os valores da inscrição são os estabelecidos a seguir.', 'Código', 'de Opção Cargos', 'Jornada', 'de', 'Trabalho', 'Semanal', 'Total de vagas', '(listagem', 'ampla + cotas)', 'Vagas', 'reservadas a', 'candidatos', 'com', 'deficiência (1)'];
  const rows = [
    '01 Técnico de Laboratório 30h 06 + 10 CR³ 1 2',
    '02 Técnico em Enfermagem 30h 81 + 139 CR³ 8 20',
    'Notas:',
    '(3) Cadastro de Reserva para vagas que surgirem ou forem criadas no prazo de validade do Concurso.',
    '',
    '2',
    'Cargos de Ensino Superior Completo:',
    '03 Fonoaudiólogo 30h 10 CR³ - -',
    '04 Médico com capacitação específica em APH',
    '(Atendimento pré-hospitalar)',
    '24h',
    '01 - -',
    '05 Médico - Psiquiatria Pediátrica da Infância e',
    'Adolescência 01 - -',
    '06 Médico - Nefrologia 01+ 01 CR³ - -',
    'Notas:',
  ];

  it('reads each code as a position, its total first, without the cadastro reserva, over wrapped rows and a page break', () => {
    expect(codedRowsTable([...header, ...rows].join('\n'))).toEqual({
      vagas: 90,
      cargos: [
        { nome: 'Técnico de Laboratório', vagas: 6 },
        { nome: 'Técnico em Enfermagem', vagas: 81 },
        { nome: 'Fonoaudiólogo', vagas: 0 },
        { nome: 'Médico com capacitação específica em APH (Atendimento pré-hospitalar)', vagas: 1 },
        { nome: 'Médico - Psiquiatria Pediátrica da Infância e Adolescência', vagas: 1 },
        { nome: 'Médico - Nefrologia', vagas: 1 },
      ],
    });
  });

  it('reads no table from a numbered syllabus, nor from codes with no vagas above them', () => {
    const syllabus = 'Vagas: ver o Anexo I.\nCONHECIMENTOS ESPECÍFICOS\n01 Ultrafiltração. 02 Perfusato.\n02 Coagulação e anticoagulação cardiovascular.\n03 Gestão de processos e riscos.';
    expect(codedRowsTable(syllabus)).toBeNull();
    expect(codedRowsTable(rows.join('\n'))).toBeNull();
  });
});

describe("a municipal concurso's positions table whose rows end in the pay, the exam and the fee (Itacurubi/RS, FAMURS gazette, 2011)", () => {
  // The document's own lines (dom-2011-itacurubi-rs, tuning): a header wrapped over short lines, rows coded 001…, amounts without 'R$'.
  const table = [
    'provimento das vagas que vierem a existir durante o  prazo de validade do concurso, conforme a tabela d e cargos abaixo: ',
    'Código  ',
    'Cargo    ',
    'Cargos    ',
    'Escolaridade Mínima    ',
    'Vagas  Carga  ',
    'Horária ',
    'semanal  Remuneração  ',
    'Básica (R$)    ',
    'Tipo de ',
    'prova  Valor da  ',
    'Inscrição  ',
    '001 Cozinheiro Fund. Incompleto 03 40 367,54* Escri ta 30,00 ',
    '002 Motorista Fund. Incompleto 09 40 562,31 Escrita /Prática 30,00 ',
    '003 Operador de ',
    'Máquinas Fund. Incompleto 04 40 673,83 Escrita Prática 30,00  ',
    '004 Operário Fund. Incompleto 04 40 367,54* Escrita  30,00 ',
    '005 Servente Fund. Incompleto 05 40 367,54* Escrita  30,00 ',
    '006 Vigilante Fund. Incompleto 02 40 449,22* Escrit a 30,00 ',
    '007 Eletricista Fund. Incompleto, curso ',
    'na área 01 40 918,86 Escrita 30,00 ',
    '008 Agente ',
    'Administrativo Médio Completo 02 30 785,35 Escrita 50,00 ',
    '009 Almoxarife Médio Completo 01 40 918,86 Escrita 50,00 ',
    '010 Fiscal Sanitarista Médio Completo 01 40 673,83 Escrita 50,00 ',
    '011 Assistente Social Superior e registro 01 30 2.0 41,91 Escrita 70,00 ',
    '012 Auditor Interno Superior C. Contábeis e ',
    'registro 01 40 2.041,91 Escrita 70,00 ',
    '013 Biólogo Superior na área e ',
    'registro 01 40 2.041,91 Escrita 70,00 ',
    '014 Enfermeiro Superior na área e ',
    'registro 01 40 1.837,72 Escrita 70,00 ',
    '015 Farmacêutico Superior na área e ',
    'registro 01 40 2.513,12 Escrita 70,00 ',
    '016 Médico Veterinário Superior na área e ',
    'registro 01 40 2.513,12 Escrita 70,00 ',
    '017 Professor de ',
    'Português Superior na área 01 20 841,90 Escrita/Títulos 70,00  ',
    '018 Psicólogo Superior na área e ',
    'registro 01 20 1.429,34 Escrita 70,00 ',
    '  ',
    '* Os cargos cujos valores não atingem o salário mín imo, serão complementados de forma referido valor.  ',
    '  ',
    '1.2. A aprovação no concurso público não assegura ao can didato a posse imediata',
  ].join('\n');

  it("reads each coded row's vacancies by the header's columns, its name without the level cell, and 'na área 01' as a count", () => {
    const read = codedRowsTable(table);
    expect(read?.vagas).toBe(40);
    expect(read?.cargos).toHaveLength(18);
    expect(read?.cargos.slice(0, 3)).toEqual([
      { nome: 'Cozinheiro', vagas: 3 },
      { nome: 'Motorista', vagas: 9 },
      { nome: 'Operador de Máquinas', vagas: 4 },
    ]);
    expect(read?.cargos.find((c) => c.nome === 'Professor de Português')).toEqual({ nome: 'Professor de Português', vagas: 1 });
    expect(read?.cargos.find((c) => c.nome === 'Eletricista')).toEqual({ nome: 'Eletricista', vagas: 1 });
    // Codes over rows whose amounts fit no header's count columns are no table.
    expect(codedRowsTable(table.replace('Vagas  Carga', 'Carga'))).toBeNull();
  });

  it("reads the pay column down the whole table (the best paid rows are its last), and the last column's fees", () => {
    expect(findPay(table)).toEqual({ min: 367.54, max: 2513.12 });
    expect(editalFees(table)).toEqual([30, 50, 70]);
    // A fee's title in a sentence is no column.
    expect(editalFees(table.replace('prova  Valor da  \nInscrição  ', 'o candidato pagará o valor da inscrição'))).toEqual([]);
  });

  it("takes no sum's result as pay: 'R$ 11.071,25 + R$ 1.100,00 (auxílio alimentação) =' / '12.171,25' (Santos' table, wrapped cell by cell)", () => {
    // dom-2026-santos-sp-74 (tuning): the table's header and first row, then its last rows; each row's cells wrap over many lines.
    const santos = [
      'Cargos Cód ',
      '',
      'Nº total de ',
      'Vagas ',
      '',
      'de ',
      'Ampla ',
      '',
      'Concorrên',
      'cia ',
      '(1) ',
      '',
      'Nº de vagas ',
      'da ampla ',
      '',
      'concorrência ',
      'reservadas a ',
      'portadores ',
      '',
      'de ',
      'deficiência (2) ',
      '',
      'N° de vagas ',
      'da ampla ',
      '',
      'concorrência ',
      'reservadas ',
      '',
      'aos ',
      'candidatos ',
      '',
      'negros ',
      '(3) ',
      '',
      'Remuneração ',
      '/ carga horária ',
      '',
      '(4)   ',
      '',
      'Escolaridade/ ',
      'Requisitos (a ',
      '',
      'serem ',
      'comprovados ',
      '',
      'no ato da ',
      'posse) ',
      '',
      'Valor ',
      'Inscrição ',
      '',
      '(R$) ',
      '',
      'Administrador ',
      ' 1001 2 - - ',
      '',
      'R$ 11.071,25 + ',
      'R$ 1.100,00 ',
      '(auxílio ',
      'alimentação) = ',
      '12.171,25 ',
      'equivalente ao ',
      'nível R / 40 ',
      'horas ',
      'semanais. ',
      '',
      'Graduação em ',
      'Administração ',
      'Pública ou de ',
      'Empresas e ',
      'registro ',
      'profissional. ',
      '',
      '92,00 ',
      '',
      'Profissional. ',
      '',
      '92,00 ',
      '',
      'Psicólogo Social 1017 1 - - ',
      '',
      'R$ 5.516,46 + ',
      'R$ 1.100,00 ',
      '(auxílio ',
      'alimentação) = ',
      '6.616,46 ',
      'equivalente ao ',
      'nível P / 30 ',
      'horas ',
      'semanais. ',
      '',
      'Diploma ou ',
      'Certificado de ',
      'Conclusão do ',
      'Ensino Superior ',
      'em Psicologia e ',
      'Registro ',
      'Profissional. ',
      '',
      '92,00 ',
      '',
      'Médico ',
      'Veterinário 1018 1 - - ',
      '',
      'R$ 12.163,43 + ',
      'R$ 1.100,00 ',
      '(auxílio ',
      'alimentação) = ',
      'R$ 13.263,43 ',
      'equivalente ao ',
      'nível S / 40 horas ',
    ].join('\n');
    expect(findPay(santos).max).toBe(12163.43);
  });
});

describe('tables of the 38th batch (tuning half): by school, one per position; a position per block of fields', () => {
  it("adds up the vacancies of tables by school written one cell per line, one table per position (Sigefredo Pacheco's two, 12 + 9)", () => {
    // dop-2022-sigefredo-pacheco-pi: 'ESCOLA' / 'VAGAS' / 'CARGA' / 'HORÁRIA' / … then each school and its count.
    // (its blank lines left out: the reader skips them)
    const tables = [
      'DEMOSTRATIVO DE VAGAS ASSISTENTE DE SALA ',
      'ESCOLA ',
      'VAGAS ',
      'CARGA ',
      'HORÁRIA ',
      'REMUNERAÇÃO DO ',
      'BOLSISTA ',
      'UNIDADE ESCOLAR GENTIL ALVES ',
      '02 ',
      '20 HORAS ',
      'R$ 500,00 REAIS ',
      '(QUINHENTOS REIS)  ',
      'UNIDADE ESCOLAR JOSÉ RIBEIRO DA LUZ ',
      '03 ',
      'UNIDADE ESCOLAR MANOEL FRANCISCO ',
      '01 ',
      'UNIDADE ESCOLAR SINHÁ PAZ  ',
      '01 ',
      'UNIDADE ESCOLAR ANTONIO CÍCERO DE OLIVEIRA ',
      '01 ',
      'UNIDADE ESCOLAR MARIA DA PAZ SOUSA ',
      '01 ',
      'UNIDADE ESCOLAR ANTONIO CAMELO BARBOSA ',
      '01 ',
      'UNIDAE ESCOLAR JOVINO JOSINO DE OLIVEIRA ',
      '01 ',
      'UNIDADE ESCOLAR MONSENHOR MATEUS ',
      '01 ',
      'DEMOSTRATIVO DE VAGAS PARA MONITOR DE TRANSPORTE ESCOLAR ',
      'ESCOLA ',
      'VAGAS ',
      'CARGA ',
      'HORÁRIA ',
      'REMUNERAÇÃO DO ',
      'BOLSISTA ',
      'UNIDADE ESCOLAR ANTONIO ALCÂNTARA ',
      '01 ',
      '20 HORAS ',
      'R$ 300,00 REAIS ',
      '(TREZENTOS REIS)  ',
      'UNIDADE ESCOLAR MIGUEL ROCHA ',
      '01 ',
      'UNIDADE ESCOLAR MANOEL FRANCISCO ',
      '01 ',
      'UNIDADE ESCOLAR SINHÁ PAZ  ',
      '01 ',
      'UNIDADE ESCOLAR ANTONIO CÍCERO DE OLIVEIRA ',
      '01 ',
      'UNIDADE ESCOLAR MARIA DA PAZ SOUSA ',
      '01 ',
      'UNIDADE ESCOLAR ANTONIO CAMELO BARBOSA ',
      '01 ',
      'UNIDAE ESCOLAR JOVINO JOSINO DE OLIVEIRA ',
      '01 ',
      'UNIDADE ESCOLAR SANTO ANTONIO DO CAMPO VERDE ',
      '01 ',
    ].join('\n');
    expect(cellPerLineTable(tables)).toEqual({ vagas: 21, cargos: [] });
  });

  it("reads a block per position: 'CARGO …' names it, 'V AGAS 201' (the word's letters kerned apart) counts it (Aparecida de Goiânia 001/2023)", () => {
    // dom-2023-aparecida-de-goiania-001-go: each block's first and last lines, its description left out.
    const blocks = [
      'DEMONSTRATIVO DE CARGOS, DESCRIÇÃO DA ',
      'FUNÇÃO, REQUISITOS E CARGA HORÁRIA, ',
      'V AGAS E VENCIMENTO',
      'CARGO Profissional da Educação I - Pedagogo',
      'CARGA HORÁRIA 30 horas/aula',
      'V AGAS 201',
      'VENCIMENTO R$ 3.379,15',
      'CARGO Profissional da Educação I – Professor de Educação ',
      'Física ',
      'CARGA HORÁRIA 30 horas/aula',
      'V AGAS 13',
      'VENCIMENTO R$ 3.379,15',
      'CARGO Agente Educativo',
      'DESCRIÇÃO ',
      'CARGA HORÁRIA 30 horas',
      'V AGAS 199',
      'VENCIMENTO R$ 2.072,47ANEXO III',
      'Critérios para análise ',
    ].join('\n');
    expect(vagasBlocks(blocks)).toEqual({
      vagas: 413,
      cargos: [
        { nome: 'Profissional da Educação I - Pedagogo', vagas: 201 },
        { nome: 'Profissional da Educação I – Professor de Educação', vagas: 13 },
        { nome: 'Agente Educativo', vagas: 199 },
      ],
    });
    // 'Área/Disciplina/Regime de Trabalho:' is no block's name (IFPI Corrente's blocks stay unnamed).
    expect(vagasBlocks('Vagas: 01 (História)\nÁrea/Disciplina/Regime de Trabalho: Ciências Humanas/40 horas semanais.\nVagas: 01 (Informática)')?.cargos).toEqual([]);
  });
});

describe('levels: what proves or scores a title is no requirement; a table field names the title asked', () => {
  it("reads no level from the rules for diplomas 'concluído no exterior', a rule that 'não se aplica', a form's boxes, a titles table's row", () => {
    const requirement = 'Requisito: diploma de graduação em Direito.';
    for (const noise of [
      '10.11.1.1 Para curso de doutorado ou de mestrado concluído no exterior, será aceito apenas o diploma, desde que revalidado por instituição de ensino superior no Brasil.',
      'Essa exigência não se aplica a certificado de pós-graduação lato sensu (especialização).',
      'Escolaridade: ( ) Ensino Médio ( ) Superior ( ) Pós-graduação',
      'B Diploma de curso de pós-graduação em nível de mestrado (título de mestre) na especialidade a que concorre.',
    ]) {
      expect(findNiveis(`${requirement}\n${noise}`), noise).toEqual(['Ensino_Superior']);
    }
  });

  it("reads 'Titulação Doutorado na área de …', a line of a table of fields, as the requirement (UFMG 422/2026)", () => {
    const table = 'EDITAL Nº 422 CONCURSO PÚBLICO DE PROVAS E TÍTULOS PARA A CARREIRA DE MAGISTÉRIO SUPERIOR\nTotal de vagas 1 (uma)\nÁrea de conhecimento Direito Previdenciário\nTitulação Doutorado na área de Direito ou em áreas afins.\n9.5.3. Os diplomas de graduação, mestrado e doutorado obtidos no exterior deverão ser revalidados.';
    expect(findNiveis(table)).toEqual(['Pós_Graduação']);
  });
});

describe('a table whose rows open with their vacancies', () => {
  it("reads each row's count, then its name up to its first cell, over the lines it takes (tuning: Santo Antônio da Patrulha 01/2017, Barros Cassal 2013)", () => {
    const patrulha =
      'Nº. de \nVagas  Denominação  Carga  \nHorária  Vencimento  \nR$  Escolaridade  \n02  Operador de \nMáquinas \nRodoviárias    \n40 h/s  Padrão 08  \nR$ 1.071,21  Ensino Fundamental Incompleto e \nCarteira Nacional de Habilitação \n(CNH) categoria C.  \n02  Coveiro  40h/s  Padrão 07  \nR$ 973,77  Ensino Fundamental Completo.  \n  \nAs inscrições são gratuitas e serão recebidas pelo Central de';
    expect(countFirstTable(patrulha)).toEqual({
      vagas: 4,
      cargos: [
        { nome: 'Operador de Máquinas Rodoviárias', vagas: 2 },
        { nome: 'Coveiro', vagas: 2 },
      ],
    });
    const cassal =
      'Nº. DE \nVAGAS  FUNÇÃO  REQUISITOS  CARGA \nHORÁRIA \nSEMANAL  \n01 Professor área II Licenciatura Matemática – Ciências Exatas e \nTecnológicas 20h \n01 Professor área II Língua Portuguesa 20h \n03 Professor área I Pedagogia Séries Iniciais 20h \n  \n3 DA INSCRIÇÃO NO PROCESSO SELETIVO';
    expect(countFirstTable(cassal)?.vagas).toBe(5);
    expect(countFirstTable(cassal)?.cargos).toHaveLength(3);
    // A sentence that counts vacancies heads no table.
    expect(countFirstTable('As vagas cargos serão preenchidas conforme a necessidade do município e a ordem de classificação.\n02 Motorista 40h')).toBeNull();
  });
});

describe('fees: a fee column right after the pay column', () => {
  it("reads each row's second amount under 'Vencimento (R$) Taxa de inscrição (R$)' (tuning: Venâncio Aires 015/2021, São José do Inhacorá 2009)", () => {
    const venancio =
      'Função Nível de Ensino Vagas Carga Horária Semanal Regime previdenciário Vencimento (R$) Taxa de inscrição (R$) Tipos de Provas \nFiscal Sanitário a) Idade: 18 anos completos \nb) Instrução: ensino médio \nc) Carteira Nacional de Habilitação Categoria B 06 40 horas INSS R$ 3.067,94 25,00 Títulos \n  \nInscrições: - As inscrições serão realizadas, somente pela Internet';
    expect(editalFees(venancio)).toEqual([25]);
    const inhacora = 'Semanal  \n(horas)  Salário  \nBase \nMensal  \n(R$)  Valor da  \nInscrição  \n(R$)  \nAgente Comunitário de Saúde Reserva de \nvagas Ensino Fundamental 40h 593,41 16,85 \nZoonoses e Vetores Reserva de \nvagas Ensino Fundamental 40h 746,39 16,85';
    expect(editalFees(inhacora)).toEqual([16.85]);
    // A sentence naming the pay and the fee heads no table.
    expect(editalFees('O salário e o valor da inscrição constam do edital completo, que traz 1.500,00 e 2.000,00 de referência.\nLinha 3.000,00 50,00')).toEqual([]);
  });
});

describe('levels: a list of levels after one word, a course with its council registration in a table row', () => {
  it("reads both levels of 'estudantes de nível médio e superior' (tuning: Fagundes Varela 003/2017)", () => {
    const text = 'A Secretaria de Administração do Município de Fagundes Varela - RS,\ntorna pública a realização de processo seletivo, para preenchimento de\nvagas de estágio para estudantes de nível médio e superior, a ser\ncumprido nos termos da Lei Federal n.º11.788';
    expect(findNiveis(text)).toEqual(['Ensino_Superior', 'Ensino_Médio']);
    expect(withLevelListsSpelled('níveis fundamental, médio e de nível superior')).toBe('nível fundamental, nível médio e nível superior');
    // Not a list after 'ensino' or 'formação', which the readers of 'ensino X' read as they are.
    expect(withLevelListsSpelled('ensino médio e superior')).toBe('ensino médio e superior');
  });

  it("reads 'Graduação em Enfermagem, com registro no Conselho', a table row's requirement, as one (tuning: Santana do Livramento 2021)", () => {
    const rows = 'Enfermeiro 06 180h R$ 3.980,29 por mês Graduação em\nEnfermagem, com registro\nno Conselho Regional de\nEnfermagem. Executar, no nível de suas competências, ações de promoção.';
    expect(findNiveis(rows)).toEqual(['Ensino_Superior']);
  });
});

describe('levels: a requirement that joins courses asks for the highest, a doctorate after the alternatives is asked of them all', () => {
  it("reads a graduate course with a technical one as the graduate course (MPU 01/2025)", () => {
    expect(findNiveis('Habilitação Legal Específica: Qualquer curso superior, devidamente reconhecido e curso Técnico de Enfermagem, devidamente reconhecido.')).toEqual(['Ensino_Superior']);
  });

  it("reads '(Licenciatura em A ou … ou Licenciatura em B) e Doutorado em C', and '…; Doutorado em …' after a ';', as the doctorate (UFSJ 2026)", () => {
    expect(findNiveis('REQUISITO DE ESCOLARIDADE: Licenciatura em Teatro ou Artes Cênicas, ou Licenciatura em Educação Artística com habilitação em Artes Cênicas ou Teatro, ou Licenciatura em Artes com habilitação em Teatro ou Artes Cênicas e Doutorado em Artes ou Teatro.')).toEqual(['Pós_Graduação']);
    expect(findNiveis('REQUISITO DE ESCOLARIDADE: Licenciatura em Letras-Português ou Licenciatura Dupla em\nLetras: Português e outro idioma; Doutorado em Letras: Ciência da Literatura; Estudos Literários.')).toEqual(['Pós_Graduação']);
    expect(findNiveis('Formação: Licenciatura em Química ou Licenciatura em Ciências Naturais E Titulação: Doutorado em Ensino de Química.')).toEqual(['Pós_Graduação']);
  });

  it('keeps a lato sensu course added to the last alternative as that alternative\'s (Dataprev 2026)', () => {
    expect(findNiveis('Requisitos: Certificado ou diploma de conclusão de curso de graduação em Tecnologia da Informação ou Curso de graduação em Engenharia da Computação, acrescido de pós-graduação com carga horária mínima de 360h.')).toEqual(['Ensino_Superior']);
  });
});

describe('a calendar grouped by month, its rows dated by day only (UFMG 3428/2025)', () => {
  const calendar = [
    'CRONOGRAMA DO CONCURSO',
    'DATA PROCEDIMENTOS',
    'DEZEMBRO',
    '2025 30 Publicação do Edital e Divulgação dos Programas das Provas',
    'JANEIRO',
    '2026',
    '19 INÍCIO DAS INSCRIÇÕES',
    '19 a 23 Período para solicitação de isenção da taxa de inscrição',
    'FEVEREIRO',
    '2026',
    '20 TÉRMINO DAS INSCRIÇÕES',
    '24',
    'Data final para envio dos relatórios médicos',
    'MARÇO DE 2026',
    '29 Aplicação da prova objetiva',
    'ANEXO II',
    '1 Requisitos',
  ].join('\n');

  it('writes each row with its whole date, a day alone on its line taking the line after it, until an annex', () => {
    expect(withMonthSchedule(calendar).split('\n').filter((l) => l !== '')).toEqual([
      'CRONOGRAMA DO CONCURSO',
      'DATA PROCEDIMENTOS',
      'DEZEMBRO',
      '30/12/2025 Publicação do Edital e Divulgação dos Programas das Provas',
      'JANEIRO',
      '19/01/2026 INÍCIO DAS INSCRIÇÕES',
      '19/01/2026 a 23/01/2026 Período para solicitação de isenção da taxa de inscrição',
      'FEVEREIRO',
      '20/02/2026 TÉRMINO DAS INSCRIÇÕES',
      '24/02/2026 Data final para envio dos relatórios médicos',
      'MARÇO DE 2026',
      '29/03/2026 Aplicação da prova objetiva',
      'ANEXO II',
      '1 Requisitos',
    ]);
  });

  it("reads the registration from its first day's row and its last day's row, and the exam day", () => {
    expect(findEditalDates(calendar, 2026)).toEqual({ inscricoesInicio: '2026-01-19', inscricoesFim: '2026-02-20', provaData: '2026-03-29' });
  });

  it("reads the exam day from a row that dates the objective test with the practical one, as UFMG 3428/2025 (tuning) writes it", () => {
    const both = calendar.replace('29 Aplicação da prova objetiva', '29\nREALIZAÇÃO DAS PROVAS (OBJETIVA – PRÁTICA TEÓRICA)\nDivulgação do gabarito preliminar');
    expect(findEditalDates(both, 2026).provaData).toBe('2026-03-29');
    // A practical test alone is not the exam the notice dates.
    expect(findEditalDates(calendar.replace('29 Aplicação da prova objetiva', '29 REALIZAÇÃO DA PROVA PRÁTICA'), 2026).provaData).toBeNull();
  });

  it('ends the calendar ten lines after its last row', () => {
    const after = `${calendar.replace('\nANEXO II\n1 Requisitos', '')}\n${Array.from({ length: 10 }, (_, i) => `linha ${i} do texto`).join('\n')}\n5 Disposições finais`;
    expect(withMonthSchedule(after).split('\n').pop()).toBe('5 Disposições finais');
  });

  it('leaves a text with one month heading as it is', () => {
    const one = 'MARÇO\n2026\n1 Requisitos gerais';
    expect(withMonthSchedule(one)).toBe(one);
  });
});

describe('pay: rows far below their header, and the title rows of a Retribuição por Titulação table', () => {
  it('reads a row shaped as the pay rows under the header, a page of wrapped requirements below it (Caraguatatuba 03/2023)', () => {
    const requirements = Array.from({ length: 40 }, (_, i) => `requisito do cargo ${i}, com registro no respectivo órgão de classe`).join('\n');
    const text = `CARGO REQUISITOS JORNADA VENCIMENTO VALE-ALIMENTAÇÃO VALE-TRANSPORTE\nADVOGADO Ensino superior em Direito\n40 R$ 4.561,32 R$ 475,00 R$15,00/dia\n${requirements}\nAUDITOR Ensino superior em Direito; Economia\n40 R$ 6.514,69 R$ 475,00 R$15,00/dia\n`;
    expect(findPay(text).max).toBe(6514.69);
  });

  it("reads the base pay, not what a title adds nor the total with it (IFMG 227/2026)", () => {
    const text = 'Remuneração:\nClasse Nível Vencimento Básico (40 horas semanais) Habilitação Exigida Retribuição por Titulação (RT) - 40 horas semanais Total da Remuneração\nT 1 R$ 8.075,27 Graduação - - R$ 8.075,27\nEspecialização R$ 1.211,30 - R$ 9.286,57\nDoutorado R$ 6.964,91 - R$ 15.040,18';
    expect(findPay(text).max).toBe(8075.27);
  });
});

describe("positions listed in a sentence with their vacancies in brackets (CRP-RS 01/2026)", () => {
  it('reads each name once, a place after it aside, with the count before the reserve', () => {
    const text = 'Serão oferecidas 7 vagas e cadastro reserva, na seguinte forma: Cargos de Nível Superior: Assessor de Comunicação (vagas: cadastro reserva); Assessor Técnico de Políticas Públicas (vagas: 1 + cadastro reserva). Cargos de Nível Médio: Assistente Administrativo (Sede Porto Alegre) (vagas: 5 + cadastro reserva); Assistente Administrativo (Subsede Serra - Caxias do Sul) (vagas: cadastro reserva). Carga Horária Semanal: de 30 horas a 40 horas.';
    expect(bracketedVagas(text)).toEqual({
      vagas: 6,
      cargos: [
        { nome: 'Assessor de Comunicação', vagas: 0 },
        { nome: 'Assessor Técnico de Políticas Públicas', vagas: 1 },
        { nome: 'Assistente Administrativo', vagas: 5 },
      ],
    });
  });

  it('reads no list from one bracketed count', () => {
    expect(bracketedVagas('Contador (vagas: 2).')).toBeNull();
  });
});

describe('positions one per line, each with its vacancies in brackets at the end (Canoinhas, chamada pública 002/2025)', () => {
  const text = [
    'ABERTURA EM 12/02/2025',
    '\uF0B7 ORIENTADOR EDUCACIONAL - (01 vaga);',
    '\uF0B7 PROFESSOR DE ANOS INICIAIS – (04 vagas);',
    '\uF0B7 MONITOR DE EDUCAÇÃO INFANTIL – 30 HORAS SEMANAIS (09 vagas);',
    '\uF0B7 MONITOR DE EDUCAÇÃO ESPECIAL – 40 HORAS SEMANAIS – (03 vagas)',
    '\uF0B7 MONITOR DE EDUCAÇÃO ESPECIAL – 20 HORAS SEMANAIS – (04 vagas)',
    'Comunica-se a abertura das vagas relacionadas em razão de esgotada a listagem de cargos.',
  ].join('\n');

  it('adds up the lines, each a position (workloads apart)', () => {
    const table = bracketedVagas(text)!;
    expect(table.vagas).toBe(21);
    expect(table.cargos.map((c) => c.vagas)).toEqual([1, 4, 9, 3, 4]);
    expect(table.cargos[0]!.nome).toMatch(/^Orientador Educacional$/i);
  });

  it('reads no list from one such line', () => {
    expect(bracketedVagas('\uF0B7 ORIENTADOR EDUCACIONAL - (01 vaga);')).toBeNull();
  });
});

describe('a count the scan split, its words whole (Conceição do Canindé 001/2023)', () => {
  it('takes the words in brackets', () => {
    expect(statedVagas('Quadro de Vagas: 4 3 (quarenta e três) vagas para provimento temporário conforme Quadro constantes no ANEXO 1.')).toBe(43);
  });
});

describe('a table whose rows give the name, then a running code, then the vacancies (Santos 74/2026)', () => {
  const table = [
    'Cargos Cód',
    'Nº total de',
    'Vagas',
    'Nº de vagas da ampla concorrência reservadas a portadores de deficiência (2)',
    'Valor',
    'Inscrição',
    '(R$)',
    '',
    'Administrador',
    ' 1001 2 - -',
    'R$ 11.071,25 +',
    '92,00',
    'Arquiteto 1002 4 - 1',
    '92,00',
    'Auditor Fiscal de',
    'Tributos',
    '',
    'Municipais',
    '1004 2 - -',
  ];

  it('reads each code as a position, its name wrapped above it and its cells wrapped below, the total first', () => {
    const text = [...table.slice(0, 14), 'Bibliotecário 1003 4', ' - 1', ...table.slice(14)].join('\n');
    expect(codeAfterNameTable(text)).toEqual({
      vagas: 12,
      cargos: [
        { nome: 'Administrador', vagas: 2 },
        { nome: 'Arquiteto', vagas: 4 },
        { nome: 'Bibliotecário', vagas: 4 },
        { nome: 'Auditor Fiscal de Tributos Municipais', vagas: 2 },
      ],
    });
  });

  it('reads no table when the codes do not run on, or no header mentions vagas', () => {
    expect(codeAfterNameTable(table.join('\n'))).toBeNull();
    expect(codeAfterNameTable('Arquiteto 1002 4 - 1\nBiólogo 1003 2 - -\nContador 1004 1 - -')).toBeNull();
    // A line longer than a row (a source's garbage, a text without breaks) is no row, and is read at once.
    expect(codeAfterNameTable(`a${' '.repeat(100_000)}x\n`.repeat(2))).toBeNull();
  });
});

describe("a military school's admission exam: the course is its one position (CP-C-FSD-FN 2026, IME 2026)", () => {
  it('names the course of the opening as the position, with the vacancies the act states', () => {
    const text = 'MARINHA DO BRASIL\nSERVIÇO DE SELEÇÃO DO PESSOAL DA MARINHA\nEDITAL DE 17 DE JANEIRO DE 2025\nCONCURSO PÚBLICO AO CURSO DE FORMAÇÃO DE SOLDADOS FUZILEIROS NAVAIS\nO Diretor de Ensino da Marinha torna pública a realização do Concurso, que visa ao preenchimento de 840 vagas.';
    expect(extractEdital(text).cargos.map((c) => [c.nome, c.vagas])).toEqual([['Curso de Formação de Soldados Fuzileiros Navais', 840]]);
    const ime = 'EDITAL Nº 2, DE 5 DE MAIO DE 2026\nCONCURSO DE ADMISSÃO AOS CURSOS DE FORMAÇÃO E GRADUAÇÃO DE OFICIAIS\nDA ATIVA DO QUADRO DE ENGENHEIROS MILITARES - CFG/ATIVA 2026/2027\nO Comando do Exército torna pública a abertura das inscrições.';
    expect(extractEdital(ime).cargos.map((c) => c.nome)).toEqual(['Cursos de Formação e Graduação de Oficiais']);
  });
});

describe("a table whose last column is the vacancies, in parts, a row per place (IFSP 360/2023)", () => {
  it('reads every part, the quota and place cells apart from the name and the area kept in it, one position per name', () => {
    const text = [
      'Nível Cargo Tipo de Vaga Unidade Total de Vagas',
      'C Assistente de alunos PP Boituva 1',
      'C Assistente de alunos AC Registro 1',
      'AC = Ampla Concorrência; PP = Pretos e Pardos.',
      'Cargo Nível Requisitos para ingresso Vencimento',
      'básico',
      'Carga',
      'Nível Cargo Tipo de',
      'Vaga Unidade Total de Vagas',
      'D Técnico de Laboratório/Área: Edificações AC Reitoria 2',
      'D Técnico de Laboratório/Área: Informática PP Catanduva 1',
      'D Técnico de Laboratório/Área: Informática AC Pirituba 1',
    ].join('\n');
    expect(lastColumnVagasTable(text)).toEqual({
      vagas: 6,
      cargos: [
        { nome: 'Assistente de alunos', vagas: 2 },
        { nome: 'Técnico de Laboratório/Área: Edificações', vagas: 2 },
        { nome: 'Técnico de Laboratório/Área: Informática', vagas: 2 },
      ],
    });
  });
});

describe("the exam day in a table whose column is 'DATA DE PROVA' (CREFITO-1 001/2017)", () => {
  it('reads the date under that column as the exam day', () => {
    const text = 'ANEXO VII - CIDADES DE PROVA, DATA, HORÁRIO E DURAÇÃO\nASSISTENTE\nADMINISTRATIVO DATA DE PROVA HORÁRIO DE\nPROVA DURAÇÃO DE\nPROVA\nPERNAMBUCO E\nALAGOAS 04/06/2017 8:00 3 horas';
    expect(findEditalDates(text, 2017).provaData).toBe('2017-06-04');
  });
});

describe('levels: a requirement as a condition of admission, and what is no requirement', () => {
  it("reads 'ter concluído … curso do Ensino Médio' among a military school's conditions (the IME's CFG)", () => {
    const conditions = `Art. 5º O candidato à inscrição no concurso de admissão ao Curso de Formação e Graduação
(CFG) do IME deverá satisfazer às seguintes condições:
I - ser brasileiro(a) nato(a);
III - ter concluído, até o ato da matrícula, curso do Ensino Médio ou equivalente, em
estabelecimento de ensino reconhecido, de acordo com a Legislação Federal vigente;`;
    expect(findNiveis(conditions)).toEqual(['Ensino_Médio']);
  });

  it('skips the documents a quota candidate sends (SES-DF) and the career courses a soldier may take later (CFSD-FN)', () => {
    const quota = `4.3.4.1. Para solicitar inscrição na reserva de vagas, o candidato deverá enviar
eletronicamente ao IBFC os documentos a seguir:
a) documento de identidade (frente e verso);
b) certificado de conclusão do ensino médio (somente candidato);`;
    expect(findNiveis(quota)).toEqual([]);
    const career =
      'p) Desde que alcance os requisitos mínimos previstos no Plano de Carreira de Praças da Marinha (PCPM), o Soldado Fuzileiro Naval poderá participar do processo seletivo para realizar o Curso de Especialização (C-Espc) e ser promovido a Cabo.';
    expect(findNiveis(career)).toEqual([]);
    expect(findNiveis('Requisito: diploma de graduação em Medicina e certificado de conclusão de curso de especialização em Pediatria.')).toEqual(['Pós_Graduação']);
  });

  it('reads an edital written in capitals as it reads one in small letters: a wrapped line is no heading, an item may be lettered in capitals', () => {
    // Divinópolis' requirement cell (a technical course), as an edital in capitals writes it.
    const cell = 'DIPLOMA, DEVIDAMENTE\nREGISTRADO, DE CONCLUSÃO DE\nCURSO DE NÍVEL MÉDIO –\nTÉCNICO DE ENFERMAGEM E\nREGISTRO NO CONSELHO DE\nCLASSE CORRESPONDENTE.';
    expect(findNiveis(cell)).toEqual(findNiveis(cell.toLowerCase().replace(/^d/, 'D')));
    expect(findNiveis(cell)).toEqual(['Ensino_Técnico']);
    // Still a heading: a short line of its own that ends in a word, not a dash or a linking word.
    expect(findNiveis('NÍVEL MÉDIO\nAssistente Administrativo')).toEqual(['Ensino_Médio']);
    const proofs = 'Para comprovação da escolaridade serão aceitos os seguintes documentos:\nA) DIPLOMA DE GRADUAÇÃO;\nB) CERTIFICADO DE CONCLUSÃO DE CURSO DE ESPECIALIZAÇÃO;';
    expect(findNiveis(proofs)).toEqual([]);
  });

  it("skips a graduate diploma asked 'exigido para a função' among the documents every hire brings (Rio Branco)", () => {
    const hiring =
      '11.5 Para contratação o candidato deverá possuir o nível de escolaridade exigido, comprovado por diploma de conclusão do curso, inscrição no Conselho de Classe, diploma de curso de pós graduação exigido para a função, o registro no órgão de classe.';
    expect(findNiveis(hiring)).toEqual([]);
    expect(findNiveis('Requisitos: graduação em Psicologia e especialização em Neuropsicologia exigida para o cargo de Neuropsicólogo.')).toEqual(['Pós_Graduação']);
  });
});

describe('an edital written in capitals', () => {
  it("finds its own act as it does in small letters (a line in capitals is no heading when every line is: SAEB's soldiers)", async () => {
    const notice = tuningNotices('pdf').find((n) => n.id === 'pdf-saeb-ba-soldado-05-2022')!;
    const texto = (await readNotice(notice)).texto;
    expect(extractEdital(texto).vagas).toBe(2500);
    expect(findAct(texto.toUpperCase()).text.length).toBe(findAct(texto).text.length);
    expect(extractEdital(texto.toUpperCase()).vagas).toBe(2500);
  }, 30_000);

  it("reads its requirement rows as it does in small letters, a name before 'ÁREA:' no label that opens a sentence (IFSP, SES-DF)", async () => {
    for (const id of ['pdf-ifsp-360-2023', 'pdf-ses-df-14-2022']) {
      const notice = tuningNotices('pdf').find((n) => n.id === id)!;
      const texto = (await readNotice(notice)).texto;
      expect(findNiveis(texto.toUpperCase()), id).toEqual(findNiveis(texto));
      expect([...findNiveis(texto)].sort(), id).toEqual([...notice.esperado.niveis!].sort());
    }
  }, 30_000);
});

describe('positions described one by one', () => {
  it("counts the functions whose duties, requirements or pay the edital gives, when its opening runs their names together (IBGE's two functions)", async () => {
    const notice = tuningNotices('pdf').find((n) => n.id === 'pdf-ibge-01-2025')!;
    const texto = (await readNotice(notice)).texto;
    expect(texto).toContain('nas funções de Agente de Pesquisas e Mapeamento (APM) e Supervisor de Coleta');
    expect(extractEdital(texto).cargos.map((c) => c.nome)).toEqual(['Agente de Pesquisas e Mapeamento', 'Supervisor de Coleta e Qualidade']);
    // The same edital in capitals.
    expect(extractEdital(texto.toUpperCase()).cargos.map((c) => c.nome)).toEqual(['Agente de Pesquisas e Mapeamento', 'Supervisor de Coleta e Qualidade']);
  }, 30_000);

  it('keeps a single position when the described ones do not include it, and needs two described', () => {
    const opening = 'PREFEITURA MUNICIPAL DE TESTE\nEDITAL Nº 1/2026\nO Prefeito torna público o processo seletivo para provimento do cargo de Motorista.\n';
    const one = extractEdital(`${opening}1.1 As atribuições do cargo de Motorista são: dirigir veículos.`);
    expect(one.cargos.map((c) => c.nome)).toEqual(['Motorista']);
    const other = extractEdital(`${opening}1.1 As atribuições do cargo de Vigia são: vigiar.\n1.2 As atribuições do cargo de Porteiro são: atender.`);
    expect(other.cargos.map((c) => c.nome)).toEqual(['Motorista']);
  });
});

describe('the laid-out lines, read for the positions table the text leaves empty', () => {
  const both = async (id: string) => {
    const text = await pdfText(tuningBytes(id));
    if (!text.ok) throw new Error(text.message);
    return text;
  };

  it("reads a table whose cells PDF.js gives one per line from its rows, as weak fields (Divinópolis' dentists)", async () => {
    const { texto, linhas } = await both('pdf-divinopolis-mg-pss-18-2021');
    const alone = extractEdital(texto);
    expect(alone).toMatchObject({ vagas: null, remuneracao_max: null, niveis: [], cargos: [] });
    const withLines = extractEdital(texto, { linhas });
    expect(withLines).toMatchObject({ vagas: 3, remuneracao_max: 6635.94, niveis: ['Ensino_Superior'], escolaridade: 'Ensino_Superior' });
    // The row's requirement, hours and pay cells are cut from the name; its place column ('Atenção
    // Primária') is not told apart from the name by its words.
    expect(withLines.cargos.map((c) => [c.nome, c.vagas])).toEqual([['Dentista PSF Atenção Primária', 3]]);
    expect(withLines.fracos).toEqual(['vagas', 'cargos', 'remuneracao', 'escolaridade']);
    // The prose fields are the text's: the lines are not read for them.
    expect(withLines).toMatchObject({ inscricoes_fim: alone.inscricoes_fim, prova_data: alone.prova_data, taxas: alone.taxas, banca: alone.banca, uf: alone.uf });
  }, 30_000);

  it('leaves an edital whose text gives its table as the text reads it', async () => {
    const { texto, linhas } = await both('pdf-ifsuldeminas-107-2019');
    expect(extractEdital(texto, { linhas })).toEqual(extractEdital(texto));
    expect(extractEdital(texto, { linhas }).fracos).toBeUndefined();
  }, 30_000);
});

describe('a consolidated edital: PMDF CFO 03/2025 (22nd batch)', () => {
  const read = async (id: string) => (await readNotice(tuningNotices('pdf').find((n) => n.id === id)!)).texto;

  it('reads a row of two totalled groups as the immediate vacancies and the reserve list, in the order their title names them', async () => {
    const table = (title: string) =>
      `4.1 As vagas estão distribuídas conforme o quadro a seguir:\n${title}\n(excluídas as vagas para provimento imediato)\nAC PP Hipo PcD Total AC PP Hipo PcD Total\n24 10 5 10 49 48 20 10 20 98\n`;
    expect(totalsOnlyRow(table('Vagas para provimento imediato Cadastro de reserva'))).toBe(49);
    expect(totalsOnlyRow(table('Cadastro de reserva Vagas para provimento imediato'))).toBe(98);
    // Without a title that tells the groups apart, or with cells that do not add up, no reading.
    expect(totalsOnlyRow(table('Vagas'))).toBeNull();
    expect(totalsOnlyRow(table('Vagas para provimento imediato Cadastro de reserva').replace(' 49 ', ' 50 '))).toBeNull();
    // A header of one 'Total' still reads a row whose first cells add up to a later one.
    expect(totalsOnlyRow('Vagas\nAC\nPcD\nNegros\nTotal\n1 1 2 4')).toBe(4);
    expect(extractEdital(await read('pdf-pmdf-cfo-03-2025')).vagas).toBe(49);
  });

  it("takes the registration's reopening as the period in force, and never a cited item ('subitem 7.5.14') as a date", () => {
    const schedule =
      'ANEXO I\nCRONOGRAMA PREVISTO\nPeríodo de solicitação de inscrição\n31/3 a 23/4/2025\nDas 10 horas do primeiro dia às 18 horas\n' +
      'Período de reabertura da solicitação de isenção da taxa de inscrição\n4 a 9/2/2026\nPeríodo de reabertura da solicitação de inscrição\n4/2 a 6/3/2026\n' +
      'Aplicação das provas objetivas e discursiva\n19/4/2026\n';
    const prose = '7.5.1 O candidato que necessitar de atendimento especializado para a realização das provas deverá, conforme o prazo descrito no subitem 7.5.14 deste edital:\n';
    expect(findEditalDates(prose + schedule, 2025)).toEqual({ inscricoesInicio: '2026-02-04', inscricoesFim: '2026-03-06', provaData: '2026-04-19' });
    expect(findEditalDates(prose, 2025).provaData).toBeNull();
  });

  it("does not read the documents a quota candidate sends ('deverá enviar os seguintes documentos: … certificado de conclusão do ensino médio') as a requirement", () => {
    const text =
      '2.2 REQUISITO: diploma, devidamente registrado, de curso de nível superior de graduação em qualquer área.\n' +
      '1.1 Para comprovar que o candidato realizou o ensino médio em escola pública, o candidato deverá enviar os seguintes documentos:\na) cópia do diploma/certificado de conclusão do ensino médio;\nb) cópia do histórico escolar.';
    expect(findNiveis(text)).toEqual(['Ensino_Superior']);
  });
});

describe('an edital laid out in a narrow column (the tuning half rewrapped at 50 characters)', () => {
  it("reads the second fee after the first's amount in words and 'reais', across a line break", () => {
    const text =
      '2.1 A remuneração dos cargos consta do Anexo I.\n4.2.2. O candidato deverá imprimir o boleto.\n4.2.3. O valor da inscrição será de R$ 45,00\n(quarenta e cinco) reais para o cargo de Nível Médio e R$ 90,00\n(noventa) reais para os cargos de Nível Superior.';
    expect(editalFees(text)).toEqual([45, 90]);
  });

  it("does not read a formula's line ('… do mesmo CPD) x 100') under a sentence ending in 'vagas' as a table row", () => {
    const text = 'Classificação do candidato na lista única de vagas\nreservadas a candidatos PCD = (NF do\ncandidato PCD / NF da primeira colocação em lista de AC do mesmo CPD) x 100\n6.8 Outro item.';
    expect(lastColumnVagasTable(text)).toBeNull();
  });

  it('reads the agency and the states of a proclaiming sentence wrapped over many lines', () => {
    const states = ['Acre,', 'Alagoas, Amapá,', 'Amazonas, Bahia,', 'Ceará, Espírito Santo,', 'Goiás, Maranhão,', 'Mato Grosso, Pará,', 'Paraíba, Paraná,', 'Pernambuco, Piauí,', 'Sergipe e no Distrito Federal.'];
    const texto = `EDITAL DE ABERTURA SELEÇÃO EXTERNA 2022/001\nEDITAL Nº 01 - 2022/001 BB, DE 22 DE DEZEMBRO DE 2022\nO BANCO DO BRASIL S.A. torna pública a realização\nde Seleção Externa com oferta de vagas e para\nformação de cadastro de reserva, no cargo de\nEscriturário, em dependências situadas nos Estados do\n${states.join('\n')}\n1 - DAS DISPOSIÇÕES PRELIMINARES`;
    const act = findAct(texto);
    const orgao = findOrgaoEdital(act);
    expect(orgao?.nome).toBe('Banco do Brasil S.A.');
    expect(findUfEdital(act, orgao)).toBeNull();
  });
});

describe('DOU acts of the 23rd batch: share columns titled with "Vagas", six-cell quota groups, an institute named after its town', () => {
  it("reads 'Vagas AC Vagas PcD Vagas Negro (PPP)' as three columns, and 'VAGAS PPPIQ' as two", () => {
    const header = 'Área de Conhecimento Regime de Trabalho Vagas AC Vagas PcD Vagas Negro (PPP) Formação Exigida';
    expect(headedRowsTable(`${header}\nInformática 40h 01 - - Graduação em Informática;\nMatemática 40h 01 - - - Licenciatura Plena em Matemática`)).toEqual({
      vagas: 2,
      cargos: [{ nome: 'Informática', vagas: 1 }, { nome: 'Matemática', vagas: 1 }],
    });
    expect(headedRowsTable('ÁREA JORNADA DE TRABALHO VAGAS PPPIQ FORMAÇÃO EXIGIDA\nInglês 40 01 - *Graduação em Letras/Inglês\nMatemática 40 - 01 *Licenciatura em Matemática')).toEqual({
      vagas: 2,
      cargos: [{ nome: 'Inglês', vagas: 1 }, { nome: 'Matemática', vagas: 1 }],
    });
  });

  it("reads rows of two six-cell groups (AC PcD PP PI PQ Total, vacancies then the approved limit) by the vacancies' total", () => {
    const text =
      'ANEXO II\nDAS VAGAS\nÊNFASE VAGAS LIMITE DE APROVADOS\nAC PcD PP PI PQ Total AC PcD PP PI PQ Total\n' +
      'Ênfase 1: Administração 2 * 1 * * 3 6 3 3 3 3 18\nÊnfase 2: Advocacia 1 * * * * 1 3 3 3 3 3 15\n' +
      'Ênfase 7: Engenharia de Equipamentos - Mecânica 1 1 2 1 * 5 3 3 6 3 3 18\nÊnfase 22: Operação 37 4 14 2 2 59 111 12 42 6 6 177\n';
    const table = readPositionsTable(text);
    expect(table.vagas).toBe(68);
    expect(table.cargos.map((c) => c.vagas)).toEqual([3, 1, 5, 59]);
  });

  it("takes the state of an Instituto Federal named after its town ('… Ciência e Tecnologia de Brasília')", () => {
    const act = findAct('Ministério da Educação/Instituto Federal de Educação, Ciência e Tecnologia de Brasília/IFB Campus Ceilândia\nEDITAL Nº 6/2026\nProcesso Seletivo Simplificado para contratação de Professor Substituto\nO DIRETOR-GERAL torna público o Processo Seletivo Simplificado.');
    expect(findUfEdital(act, findOrgaoEdital(act))).toBe('DF');
  });
});

describe("the law's formula for every level of government is no place", () => {
  it("reads no state in 'no âmbito da União, dos Estados, do Distrito Federal e dos Municípios'", () => {
    const act = findAct(
      'COMPANHIA NACIONAL DE ABASTECIMENTO\nEDITAL Nº 001/2025 – CONAB\nO Diretor-Presidente da COMPANHIA NACIONAL DE ABASTECIMENTO (CONAB), no uso de suas atribuições legais, nos termos da lei nº 13.303, de 30/06/2016, que dispõe sobre o estatuto jurídico da empresa pública, no âmbito da União, dos Estados, do Distrito Federal e dos Municípios, torna pública a realização de concurso público.',
    );
    expect(findUfEdital(act, findOrgaoEdital(act))).toBeNull();
    const local = findAct('EDITAL Nº 1/2025\nO Secretário de Saúde do Distrito Federal torna pública a realização de concurso público.');
    expect(findUfEdital(local, findOrgaoEdital(local))).toBe('DF');
  });
});

describe('DOU acts of the 24th batch: dates that cannot be the exam, a desired profile beside the title asked', () => {
  it('never takes a date before the registration closes, or before the edital came out, as the exam day', () => {
    const text =
      'As inscrições serão realizadas no período de 02/03/2026 a 30/03/2026.\n6.1.1. As provas serão aplicadas em Belo Horizonte/MG na data prevista de 17 de maio de 2025 (domingo).\n6.2.1. As Provas Objetiva e Discursiva, previstas para ocorrerem no dia 17 de maio de 2026 (domingo), terão duração de 4 horas.';
    expect(findEditalDates(text, 2026).provaData).toBe('2026-05-17');
    const law = '5.7. Aos candidatos com deficiência serão garantidas as adaptações para a realização das provas, de acordo com o Anexo do Decreto n.º 9.508, de 24/09/2018.';
    expect(findEditalDates(law, 2026, '2026-02-25').provaData).toBeNull();
    expect(findEditalDates(law, null).provaData).toBe('2018-09-24');
    // Nor a date before the registration closes: no one sits an exam before they can have registered.
    const during = 'As inscrições serão realizadas no período de 02/03/2026 a 30/03/2026.\nAs provas serão realizadas em 15/03/2026, conforme o cronograma.';
    expect(findEditalDates(during, 2026).provaData).toBeNull();
    expect(findEditalDates(during.replace('15/03/2026', '10/05/2026'), 2026).provaData).toBe('2026-05-10');
  });

  it("reads 'Perfil desejado' as a field of its own, so the experience it asks for does not hide the title required", () => {
    const quadro = 'Titulação Doutorado na área da saúde ou Administração\nPerfil desejado do(a) candidato(a) Graduação em Gestão de Serviços de Saúde, com experiência profissional e acadêmica na área;';
    expect(findNiveis(quadro)).toEqual(['Pós_Graduação']);
  });
});

describe("a technical course named as 'curso de nível médio profissionalizante', and alternatives after a comma with no space", () => {
  it('reads each position of a CEFET-MG table by its lowest alternative', () => {
    const assistant =
      'Assistente em Administração 40 H D 5 Belo Horizonte Certificado, devidamente registrado, de conclusão de curso de nível médio profissionalizante fornecido por instituição de ensino reconhecida pelo Ministério da Educação,ou certificado, devidamente registrado, de conclusão de curso de nível médio fornecido por instituição de ensino reconhecida pelo Ministério da Educação.';
    const technician =
      'Técnico de Laboratório - Área Edificações 40 H D 1 Curvelo Certificado, devidamente registrado, de conclusão de curso de nível médio profissionalizante na área de Edificações, conforme definido no Catálogo Nacional de Cursos Técnicos.';
    expect(findNiveis(assistant)).toEqual(['Ensino_Médio']);
    expect(findNiveis(technician)).toEqual(['Ensino_Técnico']);
  });
});

describe("a teaching post's title asked as its holder ('e, no mínimo, Doutor em'), and a titles table's scores (UFPI's act, tuning half)", () => {
  it('reads the post-graduate title over the course, and no level from the scores of a titles table', () => {
    const posts =
      '3.CMPP/CCHL 1.Filosofia/ Epistemologia e Filosofia da Ciência 01 PcD + CR DE Graduado em Filosofia e, no mínimo, Doutor em Filosofia.\n2.Filosofia/ Estética e ontologia 01 AC + CR DE Graduado em Filosofia e, no mínimo, Doutor em Filosofia';
    expect(findNiveis(posts)).toEqual(['Pós_Graduação']);
    const scores =
      '1.5. Curso Superior Graduação (Bacharelado, Licenciatura ou Tecnólogo) 10,0 5,0\n5.4.4. TCC (trabalho de conclusão de curso de graduação) concluída 1,0 (máximo 10,0)';
    expect(findNiveis(scores)).toEqual([]);
  });
});

describe("the one position a selection hires 'por tempo determinado' (IFSP Cubatão's act, tuning half)", () => {
  it("reads it from the body's sentence when the act has one vacancy", () => {
    const text = [
      'Ministério da Educação/Instituto Federal de Educação, Ciência e Tecnologia de São Paulo',
      'EDITAL Nº 17, DE 24 DE FEVEREIRO DE 2026',
      'O Reitor do Instituto Federal de Educação, Ciência e Tecnologia de São Paulo, no uso de suas atribuições legais, torna pública a ABERTURA DE PROCESSO SELETIVO SIMPLIFICADO PARA CONTRATAÇÃO POR TEMPO DETERMINADO, DE PROFISSIONAL AO ATENDIMENTO EDUCACIONAL ESPECIALIZADO, DE NÍVEL SUPERIOR, com fundamento no artigo 37, inciso IX da Constituição Federal.',
      'A taxa de inscrição terá o valor de R$ 90,00 (noventa reais).',
      'Total de vagas: 1',
    ].join('\n');
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Profissional ao Atendimento Educacional Especializado']);
  });
});

describe("a table laid out in columns with lettered rows (Goiânia's DOM, tuning half)", () => {
  it('reads each lettered row as a position, its name continued in its column, and the count as its vacancies', () => {
    const text = [
      '                                         QUADRO DE VAGAS',
      ' Item        Função               Quantidade Escolaridade              Experiência comprovada em',
      ' a)          Regente Bolsista     1               Graduação em         Coordenação de núcleos',
      '                                                  Música               musicais e prática de regência',
      ' b)          Assistente           02              Ensino Médio         Coordenação de núcleos',
      '             Artístico Bolsista                                        musicais e prática de regência',
      ' c)          Monitorias de        04              Ensino Médio         Coordenação de naipes',
      '             Naipe                                                     musicais de banda sinfônica e/',
      ' d)          Monitorias de    13                  Ensino Médio         Logística, arquivo, inspetoria',
      '             Núcleos Externos                                          de grupos musicais ou',
      '',
      '      Secretaria Municipal de Cultura',
    ].join('\n');
    expect(letteredRowsTable(text)).toEqual({
      vagas: 20,
      cargos: [
        { nome: 'Regente Bolsista', vagas: 1 },
        { nome: 'Assistente Artístico Bolsista', vagas: 2 },
        { nome: 'Monitorias de Naipe', vagas: 4 },
        { nome: 'Monitorias de Núcleos Externos', vagas: 13 },
      ],
    });
    // Lettered items of prose, without a count column under a header that names one, are no table.
    expect(letteredRowsTable('São requisitos:\na)  ter  18  anos;\nb)  ser  brasileiro  2  vezes')).toBeNull();
  });
});

describe("an application form's blank fields (UFSM's PRONATEC edital, tuning half)", () => {
  it("names no position from 'Função: Carga Horária:' or 'Cargo: ________'", () => {
    const form = 'ANEXO I - FICHA DE INSCRIÇÃO\nNome:\nFunção: Carga Horária:\nCargo: ____________\n';
    expect(extractEdital(form).cargos).toEqual([]);
    expect(extractEdital('Cargo: Técnico em Informática\nFunção: Carga Horária:\n').cargos.map((c) => c.nome)).toEqual(['Técnico em Informática']);
  });

  it("names the position a numbered item declares after 'Da' ('3.1. Da função: Agente de Segurança Penitenciário.', SEAP-MG 01/2018)", () => {
    const text = '3.1. Da função: Agente de Segurança Penitenciário.\n3.2. Escolaridade: Ensino Médio ou Curso Profissionalizante de Ensino Médio, reconhecido pelo MEC.\n3.3. Remuneração: R$ 4.098,45.\n';
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Agente de Segurança Penitenciário']);
  });

  it("names no position from a wrapped sentence's 'emprego:' (MPU 01/2025's syllabus)", () => {
    const syllabus = 'CARGO: A07 - ANALISTA DO MPU / DIREITO\nDireito do Trabalho. Princípios e fontes do direito do trabalho. Relação de trabalho e relação de\nemprego: elementos e caracterização. Sujeitos do contrato de trabalho. Empregado e empregador.\nCARGO: A08 - ANALISTA DO MPU / ENFERMAGEM\n';
    expect(extractEdital(syllabus).cargos.map((c) => c.nome)).toEqual(['A07 - Analista do Mpu / Direito', 'A08 - Analista do Mpu / Enfermagem']);
  });
});

describe('position names as a candidate sees them (names read from tuning-half editais)', () => {
  const names = (list: string[]) => cleanNames(list.map((nome) => ({ nome, vagas: null }))).map((c) => c.nome);

  it("drops the cells a row carries after the name: counts, dashes, an amount, a diploma, counts before a town", () => {
    expect(names(['Assistente Social 102 12 21', 'Biólogo – – –', 'Cirurgião Dentista – – 18', 'Agente de Trânsito 36 04'])).toEqual(['Assistente Social', 'Biólogo', 'Cirurgião Dentista', 'Agente de Trânsito']);
    expect(names(['Bibliotecário-Documentalista 1 0 0 0 0 Montes Claros'])).toEqual(['Bibliotecário-Documentalista']);
    expect(names(['Analista de Tecnologia da Informação Diploma ou certificado de conclusão … R$ 4.967,04 40h'])).toEqual(['Analista de Tecnologia da Informação']);
    expect(names(['Policial Rodoviário Federal Edital Concurso Prf Nº 1'])).toEqual(['Policial Rodoviário Federal']);
  });

  it('keeps what belongs to the name: a profile number, a town that is also a position, hours', () => {
    expect(names(['Perfil 1 - Mercado de Capitais São Paulo', 'VIGIA', 'Técnico de Enfermagem 30h – Diarista'])).toEqual(['Perfil 1 - Mercado de Capitais São Paulo', 'VIGIA', 'Técnico de Enfermagem 30h – Diarista']);
  });

  it("drops a federal post's class letter, the next sentence's course, a dangling 'de', a cell's tail in lower case", () => {
    expect(names(['Administrador E', 'Agente de Combate a Endemias Classe A', 'Técnico de Raio X'])).toEqual(['Administrador', 'Agente de Combate a Endemias Classe A', 'Técnico de Raio X']);
    expect(names(['Administração Geral e Operações. Graduação em Administração, com Mestrado em Administração ou áreas afins.', 'Curso de Formação de', 'semanais'])).toEqual(['Administração Geral e Operações', 'Curso de Formação']);
  });

  it("drops places, a legal list's items and the act's own heading, and counts a name once", () => {
    expect(names(['Região Metropolitana', '1ª Belo Horizonte', '2ª Contagem', 'I – uso de droga ilícita de qualquer espécie'])).toEqual([]);
    expect(names(['EDITAL Nº 131 de 11 de maio de 2023', 'de 11 de maio de 2023 Abertura de inscrições para provimento'])).toEqual([]);
    expect(cleanNames([{ nome: 'Técnico em Saúde Bucal', vagas: 2 }, { nome: 'Técnico em Saúde Bucal -', vagas: 3 }])).toEqual([{ nome: 'Técnico em Saúde Bucal', vagas: 5 }]);
  });
});

describe("municipal selections in Santa Catarina's gazette (35th batch, tuning half)", () => {
  it("reads a header that opens with 'Descrição das Funções' (Santiago do Sul's emergency call)", () => {
    const annex = [
      'ANEXO I',
      'ESPECIFICAÇÕES DAS FUNÇÕES',
      'Descrição das Funções Escolaridade/Habilitação Vagas Carga Horária Vencimento',
      'Professor de Educação Infantil - HABILITADO Licenciatura em Pedagogia 01 20h R$ 2.433,88',
      '*Cadastro de Reserva',
    ].join('\n');
    expect(headedRowsTable(annex)).toEqual({ vagas: 1, cargos: [{ nome: 'Professor de Educação Infantil', vagas: 1 }] });
  });

  it('reads rows that give hours, vacancies and pay side by side with no header (Timbé do Sul PSS 006/2025)', () => {
    const rows = [
      'II – DO CARGO E VAGAS',
      '2.1 Dos cargos de Nível Fundamental',
      'Monitor de Apoio e Transporte Escolar 40h 02+CR * R$ 2.100,00 Ensino fundamental Completo',
      'Monitor De Creche E Pré Escolar 40h 06+CR * R$ 1.900,00 Ensino fundamental Completo',
      '2.2 Do cargo de Nível Médio',
      'Monitor De Ensino Fundamental 40h 01+CR * R$ 1.900,00 Ensino Médio Completo',
    ].join('\n');
    expect(hoursCountPayRows(rows)).toEqual({
      vagas: 9,
      cargos: [
        { nome: 'Monitor de Apoio e Transporte Escolar', vagas: 2 },
        { nome: 'Monitor De Creche E Pré Escolar', vagas: 6 },
        { nome: 'Monitor De Ensino Fundamental', vagas: 1 },
      ],
    });
    // After other cells the count is a total of shares (EBSERH 03/2023's rows), which another reader reads; one row alone is no table.
    expect(hoursCountPayRows('TÉCNICO EM NECRÓPSIA 1 - - 1 40h R$ 4.377,25\nTÉCNICO EM ÓRTESE E PRÓTESE 1 - - 1 40h R$ 4.377,25')).toBeNull();
    expect(hoursCountPayRows(rows.split('\n').slice(0, 3).join('\n'))).toBeNull();
  });

  it('reads rows whose count comes after the pay, each opened by its selection’s number (Veranópolis 052/2021)', () => {
    // dom-2021-veranopolis-052-rs (tuning): two selections in one table, each a row.
    const text = [
      'PSS Nº FUNÇÃO (AUTORIZADA PELA LEI',
      'MUNICIPAL Nº 7.603/2021)  C. H. SEMANAL  REMUNERAÇÃO  VAGAS PRAZO DE VALIDADE',
      'NÍVEL MÉDIO',
      ' 13/2021  FISCAL  33h/s  R$ 2.312,13  01 Prazo de um ano (podendo ser prorrogado por igual período) ou até a realização de',
      'concurso público).',
      'NÍVEL SUPERIOR',
      ' 14/2021  ARQUITETO   20h/s  R$ 4.783,67  01 Enquanto perd urar a Licença Saúde do Titular ou pelo prazo de um ano (podendo ser',
    ].join('\n');
    expect(hoursCountPayRows(text)).toEqual({ vagas: 2, cargos: [{ nome: 'Fiscal', vagas: 1 }, { nome: 'Arquiteto', vagas: 1 }] });
    expect(extractEdital(text)).toMatchObject({ vagas: 2, cargos: [{ jornada: '33 horas semanais', remuneracao_base: 2312.13 }, { jornada: '20 horas semanais', remuneracao_base: 4783.67 }] });
  });

  it("reads no level from the documents a registration asks for (Imbuia's 'Documentos exigidos:' list)", () => {
    const text = [
      '1.2. Requisitos: ensino médio completo.',
      '6.3. Documentos exigidos:',
      'e) Certificado de escolaridade: Cópia do certificado de ensino médio ou, na ausência, do ensino fundamental.',
      'f) Certificado de curso: Cópia de certificados de cursos de capacitação em saúde pública, Curso Técnico em Saúde ou áreas correlatas.',
      '6.4. Especificação: Candidatos devem indicar se concorrem às vagas.',
    ].join('\n');
    expect(findNiveis(text)).toEqual(['Ensino_Médio']);
  });

  it("reads a header whose column titles run together ('CargaHorária', AMAVI's selection 01/2025)", () => {
    const table = [
      'Cargo Função Área CargaHorária Vagas Habilitaçãoprofissional Salário',
      '1. AnalistaTécnico II EngenheiroCivil Engenharia 35 02 Curso Superior emEngenharia Civil 10.696,09¹',
      '2. AnalistaTécnico II EngenheiroEletricista Engenharia 35 01 Curso Superior emEngenharia Elétrica 10.696,09¹',
      '9. Agente deServiços Agente deServiçosGerais Controladoria 40 01 Ensino Fundamental 2.187,60¹',
    ].join('\n');
    // The workload's cells (35, 40) are no vacancies.
    expect(headedRowsTable(table)?.vagas).toBe(4);
  });

  it("takes the body a municipal call is 'de responsabilidade' of, with its town, when no sentence says who runs it (Maracajá 18/2025)", () => {
    const maracaja = [
      'Prefeitura municipal de Maracajá',
      'CHAMADA PÚBLICA Nº 18/2025',
      'PREFEITURA MUNICIPAL DE MARACAJÁ/SC',
      'EDITAL DE CHAMADA PÚBLICA Nº 18/2025',
      'O DEPARTAMENTO DE EDUCAÇÃO E CULTURA no uso de suas atribuições legais e regulamentares, torna pública a abertura de CHAMADA PÚBLICA Nº 18/2025, destinado ao preenchimento de vagas temporárias para atuar na Rede Municipal de Ensino.',
      '1. DISPOSIÇÕES PRELIMINARES:',
      '1.2 A coordenação de todas as etapas da Chamada Pública Nº 18/2025 será de responsabilidade do Departamento de Educação e Cultura.',
    ].join('\n');
    const act = findAct(maracaja);
    expect(selfRunBody(maracaja, act, null, 'SC')).toEqual({ nome: 'Departamento de Educação e Cultura de Maracajá', site: null });
    // A sentence saying who runs it wins over whose responsibility it is (Palmares: the AEMASUL executes, with the health department responsible).
    const palmares = 'EDITAL Nº 001/2021 PROCESSO SELETIVO SIMPLIFICADO\nA presente Seleção Pública Simplificada será de responsabilidade da Secretaria Municipal de Saúde dos Palmares/PE, e da AEMASUL.\n3.1 O Processo Seletivo Simplificado será realizado pela Autarquia Educacional da Mata Sul – AEMASUL, conforme convênio.';
    expect(selfRunBody(palmares, findAct(palmares), null, 'PE')?.nome).toBe('Autarquia Educacional da Mata Sul (AEMASUL)');
  });

  it("reads a table by numbered area as places of one position: the area's number is no vacancy, a reserve-only row no failure (Imbuia PSS 03/2025)", () => {
    const table = [
      '2. VAGAS E CADASTRO RESERVA',
      'ÁREA MICROÁREA QUANTIDADE DE VAGAS LOCAL DE ATUAÇÃO',
      'Área 01 MA-08 1 vaga + CR Comunidades atendidas pela equipe do Méd. Daniel Antoniolli',
      'Área 02 MA-12 1 vaga + CR Comunidades atendidas pela equipe do Méd. Diogo Araújo',
      'Área 02 MA-13 1 vaga + CR Comunidades atendidas pela equipe do Méd. Diogo Araújo',
      'Área 03 - Cadastro Reserva Comunidades atendidas pela equipe da Méd. Fernanda Miranda',
      '2.1. Os candidatos às vagas e ao cadastro reserva devem residir na área de atuação correspondente.',
    ].join('\n');
    expect(headedRowsTable(table)).toEqual({ vagas: 3, cargos: [] });
    // An area of knowledge is a position's name: 'Área' with no number before its cells.
    expect(headedRowsTable('ÁREA JORNADA DE TRABALHO VAGAS FORMAÇÃO EXIGIDA\nInglês 40 01 Graduação em Letras\nMatemática 40 02 Licenciatura em Matemática')?.cargos).toHaveLength(2);
  });

  it("names a municipal body as the act does: its secretariat for a unit of it, no state after its town, not twice, its split words joined (Dom Feliciano 04/2021, Floriano 003/2022, Santana da Boa Vista 032/2017)", () => {
    expect(withTownTidied({ nome: 'Prefeitura Municipal de Dom Feliciano/RS', site: null }, 'RS')?.nome).toBe('Prefeitura Municipal de Dom Feliciano');
    expect(withTownTidied({ nome: 'Secretaria Municipal de Educação de Floriano-Pi de Floriano', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Floriano');
    expect(withTownTidied({ nome: 'Prefeitura Municipal de San tana da Boa Vista', site: null }, 'RS')?.nome).toBe('Prefeitura Municipal de Santana da Boa Vista');
    // A unit of a municipal secretariat runs it for the secretariat (Luís Correia 2023, tuning half); a state's department keeps its name.
    expect(withTownTidied({ nome: 'Departamento de Gestão de Pessoal da Secretaria Municipal de Educação de Luís Correia', site: null }, 'PI')?.nome).toBe('Secretaria Municipal de Educação de Luís Correia');
    expect(withTownTidied({ nome: 'Departamento de Estradas de Rodagem (DER)', site: null }, 'PI')?.nome).toBe('Departamento de Estradas de Rodagem (DER)');
    // A name that is no town's ('Sul-Rio-Grandense') and a board's keep what they say.
    expect(withTownTidied({ nome: 'Instituto Federal Sul-Rio-Grandense (IFSul)', site: null }, 'RS')?.nome).toBe('Instituto Federal Sul-Rio-Grandense (IFSul)');
    expect(withTownTidied({ nome: 'Fundação La Salle', site: null }, 'RS')?.nome).toBe('Fundação La Salle');
    expect(withTownTidied({ nome: 'Secretaria Municipal de Saúde de San tana da Boa Vista', site: null }, 'RS')?.nome).toBe('Secretaria Municipal de Saúde de Santana da Boa Vista');
    expect(withTownTidied(null, 'RS')).toBeNull();
  });

  it("reads a table headed by its 'Emprego' column (Capitão 2017: 'Emprego Nº de Vagas Horas Semanal Salário Mensal')", () => {
    const table = 'Emprego  Nº de Vagas  Horas Semanal  Salário Mensal  \nMédico ESF 01 20:00 12.015,00 \n  \nO edital estará publicado no Mural de Publicações do Município e';
    expect(headedRowsTable(table)).toEqual({ vagas: 1, cargos: [{ nome: 'Médico ESF', vagas: 1 }] });
  });

  it("reads a table headed 'Identificação do Cargo', and a workload cell run into its word ('40horas')", () => {
    // dom-2017-coronel-bicaco-001-rs (tuning).
    const bicaco = 'QUADRO DE VAGAS  \nIdentificação do Cargo  Vagas Carga Horária Semanal  \nAuxiliar em Saúde Bucal 03 40 h. \n  \n2. DAS INSCRIÇÕES: As inscrições serão realizadas junto a';
    expect(headedRowsTable(bicaco)).toEqual({ vagas: 3, cargos: [{ nome: 'Auxiliar em Saúde Bucal', vagas: 3 }] });
    // dom-2017-alvorada-028-rs (tuning).
    const alvorada = 'Cargo Vagas Carga horária  Remuneração  \nMédico Socorrista 07 40horas R$ 866,80 por plantão \n  \nEmprego de Médico Socorristas terá remuneração por plantão de 12';
    expect(headedRowsTable(alvorada)).toEqual({ vagas: 7, cargos: [{ nome: 'Médico Socorrista', vagas: 7 }] });
  });

  it("reads the pay under a header whose last column is the pay, with no 'R$' (Pinhalzinho 009/2025)", () => {
    const table = [
      '2. VAGAS DISPONÍVEIS:',
      'Cargo Descrição da',
      'função',
      'Vagas Carga horária Remuneração',
      'PROFESSOR',
      'DE CIÊNCIAS',
      'LEI N° 130/2009 1 40h',
      'Matutino/Vespertino',
      '5.193,39',
      'PROFESSOR',
      'DE',
      'INFORMÁTICA',
      'LEI N° 130/2009 1 40h',
      'Matutino/Vespertino',
      '5.193,39',
      '2.1. Professores habilitados: Licenciatura na disciplina',
      '2.2 O número de vagas estabelecidas no quadro constante do item 2 do presente edital representa a',
    ].join('\n');
    expect(extractEdital(table).remuneracao_max).toBe(5193.39);
    // A sentence that ends in the word is no header.
    expect(extractEdital(table.replace('Vagas Carga horária Remuneração', 'As vagas têm a carga horária e a seguinte remuneração')).remuneracao_max).toBeNull();
  });

  it('takes the office of the municipal official who proclaims a simplified selection or an emergency call as its board', () => {
    const act = (heading: string) => findAct(heading);
    const pinhalzinho = [
      'Prefeitura municipal de Pinhalzinho',
      'EDITAL Nº 009-2025 - PROCESSO SELETIVO SIMPLIFICADO - SEC MUN DE EDUCAÇÃO',
      'ESTADO DE SANTA CATARINA',
      'SECRETARIA DE EDUCAÇÃO',
      'EDITAL Nº 009/2025',
      'PROCESSO SELETIVO SIMPLIFICADO',
      'CARMEN TERESINHA FIORINI DE SOUZA, Secretária de Educação de Pinhalzinho, Estado de Santa Catarina,',
      'no uso de suas atribuições e de conformidade com o disposto nas Leis Complementares nº. 213/2019 e nº.',
      '131/2009, bem como, suas alterações posteriores, torna pública a abertura de inscrições para o PROCESSO',
      'SELETIVO SIMPLIFICADO, visando à seleção e contratação temporária de excepcional interesse público para o',
    ].join('\n');
    // The gazette's title names the selection before an acronym ('… SIMPLIFICADO - SEC'): no body.
    expect(proclaimerOfSelection(act(pinhalzinho))).toEqual({ nome: 'Secretaria de Educação de Pinhalzinho', site: null });
    const santiago = [
      'Prefeitura Municipal de Santiago do Sul',
      'CHAMADA PÚBLICA EMERGENCIAL N. 002/2025',
      'Dispõe sobre os procedimentos para realização de Chamada Pública Emergencial para provimento de vagas temporárias para o ano letivo de 2025.',
      'ALACIR DURANTE, Prefeito Municipal de Santiago do Sul, Estado de Santa Catarina, no uso de suas atribuições, FAZ SABER, que se encontram abertas inscrições para a Chamada Pública',
    ].join('\n');
    expect(proclaimerOfSelection(act(santiago))).toEqual({ nome: 'Prefeitura Municipal de Santiago do Sul', site: null });
    // 'O PREFEITO DO MUNICÍPIO DE IMBUIA', in capitals, after a recital that names another body with its acronym.
    const imbuia = [
      'Prefeitura municipal de Imbuia',
      'EDITAL DO PROCESSO SELETIVO SIMPLIFICADO – PSS Nº 03/2025',
      'O PREFEITO DO MUNICÍPIO DE IMBUIA, Estado de Santa Catarina, no uso de suas atribuições legais e considerando o inciso IX do art. 37 da Constituição Federal,',
      'CONSIDERANDO A realocação de ACS, com o remanejamento das agentes, conforme recomendação do Ministério Público de Santa Catarina (MPSC), gerando necessidade de preenchimento de vagas;',
      'TORNA PÚBLICO a abertura de inscrições para o Processo Seletivo Simplificado.',
    ].join('\n');
    expect(proclaimerOfSelection(act(imbuia))).toEqual({ nome: 'Prefeitura Municipal de Imbuia', site: null });
    // A concurso's proclaimer is no board: the concurso hires one.
    expect(proclaimerOfSelection(act(santiago.replace(/Chamada Pública Emergencial/g, 'Concurso Público').replace('CHAMADA PÚBLICA EMERGENCIAL', 'CONCURSO PÚBLICO')))).toBeNull();
  });

  // Each case: the document it comes from and what it shows, its own lines, and the board.
  const proclaimed: [string, string[], string][] = [
    [
      'dom-2017-capitao-medico-rs: the gazette files the act under a secretariat; the prefeito nearer the proclaiming words proclaims it.',
      [
        'ESTADO DO RIO GRANDE DO SUL ',
        'PREFEITURA MUNICIPAL DE CAPITÃO  ',
        ' ',
        'SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO E ',
        'FINANÇAS ',
        'PROCESSO SELETIVO SIMPLIFICADO  ',
        ' ',
        'O PREFEITO MUNICIPAL DE CAPITÃO , Estado do Rio Grande ',
        'do Sul, no uso de suas atribuições legais, TORNA PÚBLICO , que ',
        'estarão abertas, no período de 23 a 29/05/2017 , as inscrições do ',
        'Processo Seletivo Simplificado, para contratação temporária, do ',
      ],
      'Prefeitura Municipal de Capitão',
    ],
    [
      "dom-2017-augusto-pestana-rs: the prefeito's own name after the town's.",
      [
        'ESTADO DO RIO GRANDE DO SUL ',
        'PREFEITURA MUNICIPAL DE AUGUSTO PESTANA  ',
        ' ',
        'SECRETARIA DA ADMINISTRAÇÃO-DEPARTAMENTO ',
        'RECURSOS HUMANOS ',
        'EXTRATO DO EDITAL DE PROCESSO SELETIVO ',
        'SIMPLIFICADO 002/2017  ',
        ' ',
        'O Prefeito Municipal de Augusto Pestana Vilmar Zimmermann, no ',
        'uso de suas atribuições, visando à contratação de pessoal, em número ',
        'de 1 (um), por prazo determinado para desempenhar funções de ',
        'Professor de Matemática, junto à Secretaria de Educação e Cultura, torna público',
      ],
      'Prefeitura Municipal de Augusto Pestana',
    ],
    [
      'dou-2022-mata-de-sao-joao-ba-8: the secretariat up to where its sentence goes on in small letters.',
      [
        'Prefeituras/Estado da Bahia/Prefeitura Municipal de Mata de São João',
        'Edital',
        'EDITAL N° 8/2022 PROCESSO SELETIVO SIMPLIFICADO',
        'PA 2926/2022.',
        'A Secretária de Administração e Finanças no uso de suas atribuições legais e tendo em vista o caráter emergencial, torna pública a realização de Processo Seletivo Simplificado visando à contratação temporária',
      ],
      'Secretaria de Administração e Finanças',
    ],
    [
      'dom-2009-ibiruba-rs: \'O MUNICÍPIO DE IBIRUBÁ\', a processo seletivo not called simplified.',
      [
        'ESTADO DO RIO GRANDE DO SUL ',
        'MUNICÍPIO DE IBIRUBÁ ',
        'GABINETE DO PREFEITO ',
        'EDITAL Nº 008/2009 ',
        ' O MUNICÍPIO DE IBIRUBÁ, Pessoa Jurídica de Direito Público, com sede à Rua Tiradentes, 700, inscrito no CNPJ sob ',
        'nº 87.564.381/0001-10, neste ato representado pelo seu ',
        'Prefeito Municipal, Sr. CARLOS JANDREY, no uso de suas atribuições legais, TORNA PÚBLICO a abertura de inscrições, ',
        'visando o Processo Seletivo de Agentes Educacionais, em ',
        'caráter temporário, autorizado pela Lei Municipal nº 2.248/2009, que se regerá pelo que segue: ',
      ],
      'Prefeitura Municipal de Ibirubá',
    ],
    [
      'dop-2022-sigefredo-pacheco-pi: the article in small letters, the state after a dash.',
      [
        'EDITAL 001/2022 TESTE SELETIVO (SIMPLIFICADO) DE RESERVA PARA OS ',
        'CARGOS BOLSISTA DE ASSISTENTE DE SALA E MONITOR DE TRANSPORTE ',
        ' ',
        'O município de Sigefredo Pacheco-Pi, no uso de suas atribuições legais, faz saber que realizará ',
        'teste seletivo, por meio de analise curricular deste edital, destinado ao preenchimento de vagas e ',
      ],
      'Prefeitura Municipal de Sigefredo Pacheco',
    ],
    [
      'dop-2022-acaua-pi: the secretariat in capitals, and the OCR\'s \'toma público\' for \'torna público\'.',
      [
        'EDITAL Nº 004/2022 ',
        'CHAMADA PÚBLICA PARA SELEÇÃO MERITOCRÁTICA PARA O DESEMPENHO ',
        'DO CARGO DE DIRETOR ESCOLAR DO MUNICÍPIO DE ACAUÃ ',
        'A SECRETARIA MUNICIPAL DE EDUCAÇÃO DE ACAUÃ -',
        'PI toma público aos ',
        'interessados que estarão abertas as inscrições para a seleção meritocrática para o ',
      ],
      'Secretaria Municipal de Educação de Acauã',
    ],
    [
      'dom-2013-barros-cassal-rs: the proclaiming words wrap over the line\'s end (\'TORNA\' / \'PÚBLICO\').',
      [
        'SECRETARIA DA ADMINISTRAÇÃO ',
        'EDITAL DE PROCESSO SELETIVO SIMPLIFICADO N º ',
        '01/2013  ',
        ' ',
        'Abre inscrições para o Processo Seletivo Simplifica do ',
        'ao cargo de Professor 20h Área I e II. ',
        '  ',
        'O PREFEITO MUNICIPAL DE BARROS CASSAL,  Estado do ',
        'Rio Grande do Sul, no uso de suas atribuições legais , TORNA ',
        'PÚBLICO , que estarão abertas no período de 14 a 18 de feve reiro de ',
        '2013 , as inscrições ao Processo Seletivo Simplificado p ara o cargo ',
      ],
      'Prefeitura Municipal de Barros Cassal',
    ],
    [
      'dom-2013-piratini-005-rs: a \'SELEÇÃO PÚBLICA\' proclaimed by the mayor, by name and office.',
      [
        'PREFEITURA MUNICIPAL DE PIRATINI  ',
        'EDITAL DE SELEÇÃO PÚBLICA N. 005 2013  ',
        'VILSO AGNELO DA SILVA GOMES, Prefeito Municipal de ',
        'Piratini, Estado do Rio Grande do Sul, no uso de su as atribuições ',
        'legais e de acordo com o artigo 34 inciso II e arti go 36, inciso III da ',
        'Lei n. 1123, de 21 de dezembro de 2009, FAZ SABER, po r este ',
        'Edital, que realizará SELEÇÃO PÚBLICA para contrataçã o de 01 ',
      ],
      'Prefeitura Municipal de Piratini',
    ],
    [
      'dom-2017-monte-alegre-dos-campos-03-rs: the mayor\'s article taken into the heading\'s capitals (\'… TEMPORÁRIA O Prefeito\').',
      [
        'MUNICÍPIO DE MONTE ALEGRE DOS CAMPOS ',
        'EDITAL Nº 03/2017  ',
        'SELEÇÃO PÚBLICA SIMPLIFICADA PARA ',
        'CONTRATAÇÃO TEMPORÁRIA  ',
        'O Prefeito Municipal de Monte Alegre dos Campos, no uso de suas ',
        'atribuições legais, torna público para todos os int eressados, a abertura ',
        'de Processo de Seleção Pública destinado à contrata ção temporária de ',
      ],
      'Prefeitura Municipal de Monte Alegre dos Campos',
    ],
    [
      'dom-2013-piratini-006-rs: filed under its secretariat, whose heading runs on into the title; the mayor after a comma.',
      [
        'SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO OU ',
        'FINANÇAS ',
        'EDITAL DE SELEÇÃO PÚBLICA N. 006 2013  ',
        ' ',
        ' VILSO AGNELO DA SILVA GOMES, Prefeito Municipal de ',
        'Piratini, Estado do Rio Grande do Sul, no uso de su as atribuições ',
        'legais e de acordo com o artigo 1º da Lei n. 1382, de 25 de janeiro de ',
        '2013, FAZ SABER, por este Edital, que realizará SELEÇ ÃO ',
        'PÚBLICA para contratação de 03 (três) Tratoristas par a atender a ',
      ],
      'Prefeitura Municipal de Piratini',
    ],
    [
      'dop-2023-campinas-do-piaui-pi: a merit selection\'s call; the secretariat\'s town with its state and a full stop (\'CAMPINAS DO PIAUI -\' / \'PI. torna\').',
      [
        "EDITAL N' 001 /2023 ",
        'CHAMADA PÚBLICA PARA SELEÇÃO MERITOCRÁTICA PARA O DESEMPENHO ',
        'DO CARGO DE DIRETOR ESCOLAR DO MUNICIPIO DE CAMPINAS DO PIAUI- PI ',
        'A SECRETARIA MUNICIPAL DE EDUCAÇÃO DE CAMPINAS DO PIAUI -',
        'PI. torna ',
        'público aos interessados que estarão abertas as inscrições para a seleção meritocrática ',
      ],
      'Secretaria Municipal de Educação de Campinas do Piaui',
    ],
  ];

  it.each(proclaimed)('takes the municipality or secretariat that proclaims a selection as its board (38th–44th batches, tuning half): %s', (_doc, lines, board) => {
    expect(proclaimerOfSelection(findAct(lines.join('\n')))).toEqual({ nome: board, site: null });
  });

  it("takes no position from a temporary hire's reason ('Contratação Temporária de excepcional interesse público', Entre Rios do Sul 001/2021, 50th batch, tuning half)", () => {
    const act = [
      'ESTADO DO RIO GRANDE DO SUL ',
      'PREFEITURA MUNICIPAL DE ENTRE RIOS DO SUL ',
      'SECRETARIA DE ADMINISTRAÇÃO ',
      'EXTRATO EDITAL DE PROCESSO SELETIVO ',
      'SIMPLIFICADO Nº 001/2021 ',
      'O Prefeito Municipal de Entre Rios do Sul, através d as Secretarias de ',
      'Educação e Administração, no uso de suas atribuiçõe s legais, ',
      'torna pública a realização de Processo Seletivo Sim plificado para ',
      'Contratação Temporária de excepcional interesse públ ico, para os ',
      'seguintes cargos: Professores, Monitores e Atendent es de escola. A ',
      'íntegra do edital está disponível no site do Municí pio. ',
    ].join('\n');
    expect(extractEdital(act, { ano: 2021 }).cargos).toEqual([]);
  });

  it("takes the proclaiming mayor over a commission's secretariat when the gazette files the act under it without the town's heading (São Pedro do Sul 01/2021, 48th batch, tuning half)", () => {
    const lines = [
      'SECRETARIA MUNICIPAL  DA ADMINISTRAÇÃO  ',
      'PROCESSO SELETIVO SI MPLIFICADO 01/2021.  ',
      ' ',
      'CONTRATAÇÃO DE FARMACÊUTICO  ',
      'EDITAL 001 – ABERTURA DO PROCESSO  ',
      '  ',
      'ZIANIA MARIA BOLZAN , Prefeita de São Pedro do Sul, Estado do ',
      'Rio Grande do Sul, no uso das sua s atribuições legais, em ',
      'conformidade com a Lei Municipal n° 2.022/2010 e alterações, ',
      'TORNA PÚBLICO que estarão abertas, no período abaixo ',
      'discriminado, as inscrições para Processo Seletivo Simplificado ',
      'visando formação de cadastro reserva para contratação temporária ',
      'FARMACÊUTICO, para exercer suas funções junto ao Hospital ',
      'Municipal.  ',
      'O Processo Seletivo Simplificado será conduzido pela comissão ',
      'especialmente designada para esse fim, conforme Portaria nº 3.207, de ',
    ];
    const act = lines.join('\n');
    expect(selfRunBody(act, findAct(act), null, 'RS')).toEqual({ nome: 'Prefeitura Municipal de São Pedro do Sul', site: null });
    // Under the town's heading, the secretariat whose commission runs it stays the board.
    const headed = `ESTADO DO RIO GRANDE DO SUL\nPREFEITURA MUNICIPAL DE SÃO PEDRO DO SUL\n${act}`;
    expect(selfRunBody(headed, findAct(headed), null, 'RS')?.nome).toBe('Secretaria Municipal da Administração de São Pedro do Sul');
  });

  it("reads the proclaiming words wrapped over a line's end into the heading, and no board where a hired firm runs the selection", () => {
    const [, barrosCassal] = proclaimed.find(([doc]) => doc.startsWith('dom-2013-barros-cassal-rs'))!;
    expect(findAct(barrosCassal.join('\n')).heading).toContain('O PREFEITO MUNICIPAL DE BARROS CASSAL');
    const [, ibiruba] = proclaimed.find(([doc]) => doc.startsWith('dom-2009-ibiruba-rs'))!;
    expect(proclaimerOfSelection(findAct(`${ibiruba.join('\n')}\nAs provas serão aplicadas pela empresa contratada.`))).toBeNull();
  });
});

describe("a position's own row: its level, pay and workload (tuning editais)", () => {
  const cargosOf = async (id: string) => extractEdital((await readNotice(tuningNotices().find((n) => n.id === id)!)).texto).cargos;
  const cells = (c: { nome: string; escolaridade: string | null; remuneracao_base: number | null; jornada: string | null }) => [c.nome, c.escolaridade, c.remuneracao_base, c.jornada];

  it("reads each row's level, pay and hours ('Monitor De Ensino Fundamental 40h 01+CR * R$ 1.900,00 Ensino Médio Completo')", async () => {
    // dom-2025-timbe-do-sul-006-sc: the notice has two levels; each row says which is its own.
    expect((await cargosOf('dom-2025-timbe-do-sul-006-sc')).map(cells)).toEqual([
      ['Monitor de Apoio e Transporte Escolar', 'Ensino_Fundamental', 2100, '40 horas semanais'],
      ['Monitor De Creche E Pré Escolar', 'Ensino_Fundamental', 1900, '40 horas semanais'],
      ['Monitor De Ensino Fundamental', 'Ensino_Médio', 1900, '40 horas semanais'],
    ]);
    // dom-2021-riozinho-014-rs: 'Motoristas 4 44 horas Ensino Fundamental Incompleto' (the act's prose names only a technical course).
    expect((await cargosOf('dom-2021-riozinho-014-rs')).find((c) => c.nome === 'Motoristas')).toMatchObject({ escolaridade: 'Ensino_Fundamental', jornada: '44 horas semanais' });
  });

  it("a bare level cell and hours with a decimal ('Assistente Social Superior 32,5 h 05 04 01')", async () => {
    const cargos = await cargosOf('pdf-fms-niteroi-rj-01-2019');
    expect(cells(cargos.find((c) => c.nome === 'Assistente Social')!)).toEqual(['Assistente Social', 'Ensino_Superior', null, '32,5 horas semanais']);
    expect(cargos.find((c) => c.nome === 'Agente de Controle de Zoonoses')).toMatchObject({ escolaridade: 'Ensino_Fundamental' });
    expect(cargos.find((c) => c.nome === 'Médico - Alergista')).toMatchObject({ escolaridade: 'Ensino_Superior', jornada: '20 horas semanais' });
  });

  it("the row's pay is its first amount within the notice's range, not an allowance or the row's total", async () => {
    // pdf-tjro-2024: 'Técnico Judiciário R$ 4.289,99 - R$ 2.300,00 R$ 680,00 R$ 264,00 R$ 7.533,99'.
    const cargos = await cargosOf('pdf-tjro-2024');
    expect(cargos.find((c) => c.nome === 'Técnico Judiciário')?.remuneracao_base).toBe(4289.99);
    expect(cargos.find((c) => c.nome === 'Analista de Sistemas')?.remuneracao_base).toBe(7715.82);
  });

  it('a doctorate asked with a graduation, its fields in alternatives, is the post-graduate level (dou-2023-ufpe-6)', async () => {
    // 'DOUTORADO em Música ou áreas afins; E GRADUAÇÃO em Música (Bacharelado ou Licenciatura).',
    // 'DOUTORADO na área de Nutrição ou na área de Ciência e Tecnologia de Alimentos; E GRADUAÇÃO em Nutrição.'
    const cargos = await cargosOf('dou-2023-ufpe-6');
    expect(cargos.length).toBeGreaterThan(20);
    expect(cargos.every((c) => c.escolaridade === 'Pós_Graduação')).toBe(true);
  });

  it('a line that is not a row (a calendar line after a name) gives nothing', () => {
    const text = ['CARGO VAGAS', 'Agente Legislativo 10', 'Procurador Legislativo 2', '', 'Agente Legislativo DIA 14/01/2024 15h-18h (tarde)'].join('\n');
    expect(extractEdital(text).cargos.map(cells)).toEqual([
      ['Agente Legislativo', null, null, null],
      // No row's level: its profession's (a procurador is a graduate in law).
      ['Procurador Legislativo', 'Ensino_Superior', null, null],
    ]);
  });
});

describe('positions a hire lists in its sentence (tuning half)', () => {
  it("reads each name of the list, also after the text layer's split 'contrat ação' (Araricá 001/2017)", () => {
    // dom-2017-ararica-001-rs, as the FAMURS gazette's text layer gives it.
    const text = [
      'AVISO DE EDITAL DE CONTRATAÇÃO EMERGENCIAL',
      'O MUNICÍPIO DE ARARICÁ – RS, torna público, para',
      'conhecimento dos interessados que se encontra abert o o processo',
      'seletivo simplificado, como segue:',
      'Extrato do Edital nº 001/2017 de processo seletivo em caráter',
      'temporário e emergencial, com vistas para a contrat ação por prazo',
      'determinado de Professor de Educação Infantil, Prof essor de',
      'Geografia, Pedagogo, Auxiliar Monitora, Servente. O  Prefeito',
      'Municipal de Araricá faz saber aos interessados que  estarão abertas as',
      'inscrições, nos dias 14 e 15 de Fevereiro de 2017. Vencimentos entre',
      'R$ 863,39 à R$ 2.758,59.',
    ].join('\n');
    // A word split inside a name stays split: joining such pieces would also join 'Guarda municipal'.
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Professor de Educação Infantil', 'Prof essor de Geografia', 'Pedagogo', 'Auxiliar Monitora', 'Servente']);
    const list = 'PROCESSO SELETIVO SIMPLIFICADO\nO Município de X torna público o processo seletivo para a contratação de Guarda municipal, Agente comunitário de saúde e Servente.';
    expect(extractEdital(list).cargos.map((c) => c.nome)).toEqual(['Guarda municipal', 'Agente comunitário de saúde', 'Servente']);
  });

  it("reads the one position a selection is of ('processo seletivo de gestores escolares'), cut where the sentence goes on", () => {
    // dop-2022-caraubas-do-piaui-pi.
    const caraubas = [
      "EDITAL N' 001 /2022",
      'A Prefeitura Municipal de CARAÚBAS DO PIAUÍ · PI, no uso de suas atribuições legais, faz',
      'saber que realizará através da Secretaria Municipal de Educação, processo seletivo de gestores',
      'escolares para lotação nas unidades de ensino da rede pública municipal de CARAÚBAS DO PIAUÍ,',
      'regendo-se o mencionado processo pelas disposições legais aplicáveis e pelas instruções deste edital.',
    ].join('\n');
    expect(extractEdital(caraubas).cargos.map((c) => c.nome)).toEqual(['Gestores escolares']);
    // dom-2020-ibiraiaras-rs: the title's position runs into the body that proclaims it ('… Enfermeiro O MUNICÍPIO DE IBIRAIARAS').
    const ibiraiaras = [
      'EXTRATO EDITAL Nº 017/2020 DE 30 DE MARÇO DE 2020.',
      'Processo Seletivo Simplificado nº 02 /2020',
      'Contratação de Enfermeiro',
      'O MUNICÍPIO DE IBIRAIARAS torna público que realizará',
      'seleção pública para contratação temporária de excepcional',
      'interesse público de Enfermeiro . Inscrições e entrega de títulos: de 30/03 a 02/04/2020.',
    ].join('\n');
    expect(extractEdital(ibiraiaras).cargos.map((c) => c.nome)).toEqual(['Enfermeiro']);
    // A selection of tests and titles names no position.
    expect(extractEdital('PROCESSO SELETIVO SIMPLIFICADO\nO Município de X torna público o processo seletivo de provas e títulos para o quadro da saúde.').cargos).toEqual([]);
  });

  it('keeps to the first name when the list goes on in words that are no names', () => {
    const text = 'PROCESSO SELETIVO SIMPLIFICADO\nO Município de Araricá torna público o processo seletivo para a contratação de Servente, conforme a Lei Municipal nº 1.234/2017, e dá outras providências.';
    expect(extractEdital(text).cargos.map((c) => c.nome)).toEqual(['Servente']);
  });
});

describe("a table one cell per line, each row opened by its code alone on a line (Piauí towns' gazette, tuning half)", () => {
  it('reads the name before the cells, the counts of the shares added up, across a section\'s total and the next header (Beneditinos 2022)', () => {
    const text = [
      '2.1.1 SECRETARIA DE ADMINISTRAÇÃO', 'COD.', 'CARGO', 'VAGAS', 'CH', 'VENC.', 'BASE', 'R$', 'TAXA', 'R$', 'REQUISITOS/ESCOLARIDADE', 'AC', '(1)', 'PcD', '(2)',
      '01', 'Guarda Municipal', '07', '01', 'Plantão', 'de 12h', '1.212,00', '80,00', 'Ensino Médio Completo + Carteira de', 'Habilitação, no mínimo, na categoria A ou B',
      'TOTAL', '07', '01',
      '2.1.2 SECRETARIA DE EDUCAÇÃO', 'COD.', 'CARGO', 'VAGAS', 'CH', 'VENC.', 'BASE', 'R$', 'TAXA', 'R$', 'REQUISITOS/ESCOLARIDADE', 'AC', '(1)', 'PcD', '(2)',
      '02', 'Professor da Educação Infantil –', 'Classe SL (Zona Urbana)', '06', '01', '20h', '2.118,05', '100,00', 'Curso Superior em Licenciatura Plena em', 'Pedagogia',
      '03', 'Professor da Educação Infantil –', 'Classe SL – (Zona Rural)', '03', '-', '20h', '2.118,05',
      '04', 'Professor dos Anos Iniciais -', 'Classe SL (Zona Urbana)', '02', '-', '20h', '2.118,05', '100,00', 'Curso Superior em Licenciatura Plena em', 'Pedagogia',
    ].join('\n');
    const table = codeAloneRowsTable(text)!;
    expect(table.vagas).toBe(20);
    expect(table.cargos.map((c) => c.vagas)).toEqual([8, 7, 3, 2]);
    expect(table.cargos.map((c) => c.nome)).toEqual([
      'Guarda Municipal',
      'Professor da Educação Infantil – Classe SL (Zona Urbana)',
      'Professor da Educação Infantil – Classe SL – (Zona Rural)',
      'Professor dos Anos Iniciais - Classe SL (Zona Urbana)',
    ]);
  });

  it('takes the words a count cell split into the name when the rows have no other cells (Landri Sales 2023)', () => {
    const text = [
      'lotação: Secretaria Municipa l d e Educação', 'coo', 'CARGO', 'VAGAS', 'VAGAS', 'AC', 'P<D',
      '001', 'Professor de Educação Infantil', '13',
      '002', 'Professor de Ensino', '07', 'Fundamental - anos iniciais',
      '003', 'Professor', 'de', 'Ensino', '12', 'Fundame ntal - anos finais',
      '004', 'Professor', 'de', 'Ensino', '07', 'Fundamental para', 'Educação', 'de Jovens e Adultos - EJA',
      '005', 'Professor de Educação Física', '04',
    ].join('\n');
    const table = codeAloneRowsTable(text)!;
    expect(table.vagas).toBe(43);
    expect(table.cargos.map((c) => c.nome)).toEqual([
      'Professor de Educação Infantil',
      'Professor de Ensino Fundamental - anos iniciais',
      'Professor de Ensino Fundame ntal - anos finais',
      'Professor de Ensino Fundamental para Educação de Jovens e Adultos - EJA',
      'Professor de Educação Física',
    ]);
  });

  it('leaves the vacancies unknown when the rows have no count (Passagem Franca do Piauí 2022: a reserve list)', () => {
    const text = [
      'CÓD', 'CARGO', 'C/H', 'SEMANAL', 'VENCIMENTO', 'R$', 'REQUISITOS', 'VAGAS', 'LOTAÇÃO',
      '01', 'Professor da', 'Educação', 'Infantil', '20h', 'R$ 1.212,00', 'Formação em magistério nível médio', '(Pedagógico) ou Licenciatura Plena em', 'Pedagogia ou Normal Superior', 'CR', 'Município',
      '02', 'Professor do', '1º ao 5º ano', '20h', 'R$ 1.212,00', 'Formação em magistério nível médio', 'CR', 'Município',
      '03', 'Professor do', '6º ao 9º ano', 'Língua', 'Portuguesa', '20h', 'R$ 1.212,00', 'Licenciatura Plena em Letras Português', 'CR', 'Município',
    ].join('\n');
    expect(codeAloneRowsTable(text)).toEqual({
      vagas: null,
      cargos: [
        { nome: 'Professor da Educação Infantil', vagas: null },
        { nome: 'Professor do 1º ao 5º ano', vagas: null },
        { nome: 'Professor do 6º ao 9º ano Língua Portuguesa', vagas: null },
      ],
    });
  });

  it('reads no table from numbered rows of titles or without a positions header', () => {
    const titles = ['CARGO', 'VAGAS', 'PONTUAÇÃO', '01', 'Diploma de curso de pós-graduação em nível de doutorado', '5,0', '02', 'Diploma de curso de pós-graduação em nível de mestrado', '3,0', '03', 'Certificado de curso de especialização', '1,0'].join('\n');
    expect(codeAloneRowsTable(titles)).toBeNull();
    const noHeader = ['01', 'Guarda Municipal', '07', '02', 'Motorista', '01', '03', 'Enfermeiro', '02'].join('\n');
    expect(codeAloneRowsTable(noHeader)).toBeNull();
  });
});

describe("amounts as a scan's recognition reads 'R$' (Piauí towns' gazette, tuning half)", () => {
  it("reads 'AS' and 'RS' before an amount with its cents as 'R$' (Luís Correia 2023)", () => {
    const text = [
      '1.3. A remuneração para o cargo com jornada de trabalho de 20h (vinte horas) semanais será de RS 1.302,00 (um mil, trezentos e dois reais) com Ensino',
      'Superior Incompleto.',
      '1 .4. A remuneração para o cargo com jornada de trabalho de 40h (quarenta horas) semanais será de AS 2.020,36',
      '(dois mll, vinte reais e trinta e seis centavos) com Ensino Superior Completo.',
    ].join('\n');
    expect(findPay(text)).toEqual({ min: 1302, max: 2020.36 });
    // A state after a town, or the article 'as' before a number, is no amount.
    expect(findPay('Prefeitura de Santiago/RS 2.000,00 habitantes; as 1.302,00 horas')).toEqual({ min: null, max: null });
  });

  it('reads every amount alone on its line as pay when one under the header is (Nazaré do Piauí 2023)', () => {
    const text = [
      'VAGAS', 'CH', 'REMUNERAÇÃO', 'INICIAL', '03', '00', '03', '40h', 'RS 2.604,00', '03', '00', '03', '40h', 'RS 1.302,00',
      ...Array.from({ length: 20 }, (_, k) => `linha de requisitos ${k} do cargo, com registro no conselho de classe.`),
      'Médico', '12.', 'Curso superior em medicina e registro', 'no conselho de classe.', '04', '00', '04', '40h', 'RS 6.157,60',
    ].join('\n');
    expect(findPay(text)).toEqual({ min: 1302, max: 6157.6 });
  });
});

describe("a table headed 'QUANTIDADE  CARGO  REQUISITOS', its columns two spaces apart (Monte Alegre dos Campos, tuning half)", () => {
  it('names the position up to the next column (036/2021)', () => {
    const text = [
      'QUANTIDADE  CARGO  REQUISITOS  ',
      '01 Agente Comunitário de Saúde  Idade mínima: 18 anos  ',
      'Instrução: nível fundamental completo  ',
      'Residir na Microárea N° 07 – Capela da Luz  ',
      '  ',
      'Atribuições do cargo: Conforme Anexos da Lei N° 643/2010.  ',
    ].join('\n');
    expect(countFirstTable(text)).toEqual({ vagas: 1, cargos: [{ nome: 'Agente Comunitário de Saúde', vagas: 1 }] });
  });

  it('reads a row the text layer ran on after the previous row\'s requirements (03/2017)', () => {
    const text = [
      'QUANTIDADE  CARGO  PRÉ-REQUISITO  ',
      '01 Médico Pediatra Idade mínima: 18 anos, habilitação ',
      'legal para o exercício da profissão e ',
      'titulação própria da área específica.  01 Médico Clínico Geral ',
      '  ',
      'Remuneração: R$ 4.356,00 (quatro mil, trezentos e cin quenta e seis ',
    ].join('\n');
    expect(countFirstTable(text)).toEqual({
      vagas: 2,
      cargos: [
        { nome: 'Médico Pediatra', vagas: 1 },
        { nome: 'Médico Clínico Geral', vagas: 1 },
      ],
    });
  });
});

describe('levels: what proves a title is no requirement, and what a requirement asks at its lowest (gazette acts, tuning half)', () => {
  it('reads no post-graduate level from how titles are proven or issued (Aparecida de Goiânia, Currais, Veranópolis)', () => {
    const proof = [
      '8.1   Para a comprovação dos Títulos o candidato valerá os seguintes ',
      'documentos:',
      'a.) Para os cargos de Profissional da Educação I: cópia de certificados de ',
      'Doutorado, Mestrado ou Especialização na área educacional e cópia do Diploma ',
      'de Graduação em Pedagogia.',
    ].join('\n');
    expect(findNiveis(proof)).toEqual([]);
    const issued = '8.5. Os comprovantes de conclusão de gradua çã o e pós-graduaçã o {diploma e/ou certificado) deverã o ser e xp edidos \npo r ins tituiçã o o ficial d e e nsino.';
    expect(findNiveis(issued)).toEqual([]);
    const optional = [
      'ITEM OBRIGATÓRIO:  Certificado ou Atestado de Conclusão do Curso Superior (frente e verso); e ',
      'c3. ITEM FACULTATIVO:  Certificados ou Atestados de Conclusão (frente e verso) de cursos de Pós Graduação a título de: Especialização/MBA ',
      '(Lato Sensu/Master in Business), de Mestrado (Stricto Sensu) e de Doutorado (Stricto Sensu), caso o concorrente possua a titulação; ',
      '4.2.4 Comprovantes de Pós Graduação a título de Especialização/MBA (Lato Sensu/Master in Business), de Mestrado (Stricto Sensu) e de ',
      'Doutorado (Stricto Sensu): através de cópias digitalizadas dos certificados.',
    ].join('\n');
    expect(findNiveis(optional)).toEqual(['Ensino_Superior']);
  });

  it("reads a titles table's 'VALOR UNITÁRIO' through the scan's spaces (Santa Rosa do Piauí)", () => {
    const table = ['TITULAÇÃO', 'QUANT.', 'VALOR', 'V ALOR', 'ITEM', 'MÃXIMA', 'UNIT Ã RIO', 'M Á XIMO', 'Diploma,', 'devidamente', 'registr a do,', 'd e', 'co n c l u são', 'de', 'Doutorado;'].join('\n');
    expect(findNiveis(table)).toEqual([]);
  });

  it("takes the graduate course of 'graduação … ou especialização' and of 'curso superior na área e/ou Pós-Graduação' (São Pedro do Sul, Derrubadas)", () => {
    expect(findNiveis('Cópia do certificado de Graduação no Curso de Educação Especial, ou  Especialização que habilite para o cargo;')).toEqual(['Ensino_Superior']);
    expect(findNiveis('Requisito: diploma de curso superior na área e/ou Pós-Graduação.')).toEqual(['Ensino_Superior']);
    // The teacher's course of secondary school ('curso de magistério') is there too.
    expect(findNiveis('Requisito: Comprovante de cumprimento de estágio de conclusão do curso de magistério, diploma de curso superior na área e/ou Pós-Graduação.')).toEqual([
      'Ensino_Superior',
      'Ensino_Médio',
    ]);
  });

  it("reads a teacher's 'curso pedagógico normal' as secondary school, and a training course beside elementary school as no technical level (Altos, Riozinho)", () => {
    const teacher = [
      'Escolaridade / Pré-requisitos (a serem ',
      'comprovados no ato da inscrição) ',
      'P rofessor d e apoio (da Educação - Licenciatura plena e m P e dagogia ou Normal ',
      'Infa ntil ao 9° ano) ',
      'Superior ou curso p e dagógico normal, ou ',
      'cursando a p a rtir do 5º n e rfodo de P e d aaoaia',
    ].join('\n');
    expect(findNiveis(teacher)).toEqual(['Ensino_Médio']);
    const operator = [
      'CARGO  N° DE ', 'CARGOS  CARGA ', 'HORÁRIA ', 'SEMANAL  GRAU DE INSTRUÇÃO  VENCIMENTO ', 'BÁSICO ', 'MENSAL  ',
      'Motoristas  4 44 horas  Ensino Fundamental Incompleto ', '(Carteira B)  R$ 1.472,22  ',
      'Operador ', 'de ', 'Máquinas  1 44 horas  Ensino Fundamental Incompleto e ', 'carteira de habilitação de motorista ',
      'profissional, categoria “B” ou “C”, ', 'com Curso técnico para Operador ', 'de Máquinas  R$ 1.606,01',
    ].join('\n');
    expect(findNiveis(`Quadro demonstrativo dos cargos, vagas, carga horária, escolaridade e vencimento:\n${operator}`)).toEqual(['Ensino_Fundamental']);
  });

  it("reads an internship's levels from the schools its call for students names (Crissiumal, Santo Antônio da Patrulha)", () => {
    const call = [
      'EXTRATO DE EDITAL DE SELEÇÃO PÚBLICA PARA ',
      'PREENCHIMENTO DE VAGAS DE ESTÁGIO ',
      'para seleção pública de estudantes regularmente matriculados e ',
      'freqüentando o ensino regular em instituições de educação superior ',
      'dos cursos de Administração, Ciências Contábeis, Direito, ',
      'Enfermagem, Farmácia  e Pedagogia;  de educação profissional dos ',
      'cursos de Magistério , Técnico de Administração , Técnico em ',
      'Contabilidade , Técnico em Informática, Técnico em Enfermagem  ',
      'e de Ensino Médio , com observância do disposto na Lei Federal nº ',
      '11.788, de 25 de setembro de 2008.',
    ].join('\n');
    expect(findNiveis(call)).toEqual(['Ensino_Superior', 'Ensino_Técnico', 'Ensino_Médio']);
    expect(findNiveis('preenchimento das vagas de estágio existentes e futuras, que esta municipalidade disponibilizará aos estudantes que estejam regularmente matriculados e com frequência regular em Instituições de Educação Superior,  Educação Profissional e de Ensino Médio.')).toEqual([
      'Ensino_Superior',
      'Ensino_Técnico',
      'Ensino_Médio',
    ]);
  });
});

describe("an internship's courses as its positions (FAMURS gazette acts, tuning half)", () => {
  const opening = 'EDITAL Nº 03/2021 - PROCESSO SELETIVO PARA \nCONTRATAÇÃO DE ESTAGIÁRIOS  \n';

  it('reads a table of courses, each with its level first or its hours and places, the places as vacancies (Augusto Pestana, Santo Antônio da Patrulha)', () => {
    const byLevel = [
      '3) QUADRO GERAL DE VAGAS - NÍVEL DISCRIMINAÇÃO ', 'DOS CURSOS - Nº DE VAGAS  ', '  ',
      'MÉDIO ENSINO MÉDIO CR  ', 'MÉDIO NORMAL MAGISTÉRIO CR  ', 'MÉDIO TÉCNICO EM ENFERMAGEM CR  ', 'SUPERIOR ADMINISTRAÇÃO CR  ', 'SUPERIOR DIREITO CR  ', '  ',
      'Observações: Este processo seletivo público destina -se a classificação ',
    ].join('\n');
    expect(internshipCourses(opening + byLevel)).toEqual({
      vagas: 0,
      cargos: ['Ensino Médio', 'Normal Magistério', 'Técnico em Enfermagem', 'Administração', 'Direito'].map((nome) => ({ nome, vagas: 0 })),
    });
    expect(findNiveis(opening + byLevel)).toEqual(['Ensino_Superior', 'Ensino_Técnico', 'Ensino_Médio']);
    const withHours = [
      'CURSO  HORAS POR SEMANA  VAGAS  VALOR DA BOLSA ', 'AUXÍLIO POR HORA  ',
      'ENSINO MÉDIO  30h 1+CR  R$ 6,36  ', 'ENSINO MÉDIO MAGISTÉRIO  30h 10+CR  R$ 6,36  ', 'TÉCNICO DE ENFERMAGEM  30h CR R$ 6,36  ',
      'PEDAGOGIA  30h 10+CR  R$ 6,80  ', 'NUTRIÇÃO  30h CR R$ 6,80  ', '  ',
    ].join('\n');
    expect(internshipCourses(opening + withHours)).toEqual({
      vagas: 21,
      cargos: [
        { nome: 'Ensino Médio', vagas: 1 },
        { nome: 'Ensino Médio Magistério', vagas: 10 },
        { nome: 'Técnico de Enfermagem', vagas: 0 },
        { nome: 'Pedagogia', vagas: 10 },
        { nome: 'Nutrição', vagas: 0 },
      ],
    });
  });

  it("reads a table whose header runs over lines, a name wrapped onto the next line, and places with no hours' column (Derrubadas 001/2020, Travesseiro 035/2021: FAMURS dev acts)", () => {
    const derrubadas = [
      'QUADRO GERAL DE VAGAS para o estágio de estudantes ', 'de curso e m nível médio e superior:  ', '  ',
      'NÍVEL  CURSO  Nº DE ', 'VAGAS  CARGA HORÁRIA ', 'SEMANAL  BOLSA ', 'AUXILIO  ',
      'Superior  Matemática  01 30 R$ 870,00  ', 'Superior  Pedagogia  02 30 R$ 870,00  ', 'Superior  História  CR 30 R$ 870,00  ',
      'Superior  Educação Física – ', 'Licenciatura  CR 30 R$ 870,00  ', 'Superior  Engenharia Civil ou ', 'Arquitetura e Urbanismo  CR 30 R$ 870,00  ',
      'Médio  Técnico Agrícola  CR 30 R$ 795,00  ', '  ', 'Observações:  Este processo seletivo público destina -se ao ',
    ].join('\n');
    expect(internshipCourses(opening + derrubadas)).toEqual({
      vagas: 3,
      cargos: [
        { nome: 'Matemática', vagas: 1 },
        { nome: 'Pedagogia', vagas: 2 },
        { nome: 'História', vagas: 0 },
        { nome: 'Educação Física – Licenciatura', vagas: 0 },
        { nome: 'Engenharia Civil ou Arquitetura e Urbanismo', vagas: 0 },
        { nome: 'Técnico Agrícola', vagas: 0 },
      ],
    });
    const travesseiro = [
      'Nível  Curso  Vaga+ CR  Valor  da Bolsa - ', 'Auxílio  ', 'Superior  Informática  1+CR  R$ 1.596,30  ', 'Superior  Pedagogia  2+CR  R$ 1.596,30  ',
      'Técnico  Normal/Magistério  CR R$ 1.126,80  ', 'Técnico  Técnico em Informática  CR R$ 1.126,80  ', '  ',
    ].join('\n');
    expect(internshipCourses(opening + travesseiro)?.cargos).toEqual([
      { nome: 'Informática', vagas: 1 },
      { nome: 'Pedagogia', vagas: 2 },
      { nome: 'Normal/Magistério', vagas: 0 },
      { nome: 'Técnico em Informática', vagas: 0 },
    ]);
  });

  it('reads a numbered list of courses and the levels they name (Ibirubá 001/2013)', () => {
    const text = [
      'PROGRAMA BOLSA ESTÁGIO - CIEE  ',
      '1.1  – O processo seletivo destina-se ao preenchimento de  cadastro ',
      'reserva de Estagiário para os seguintes cursos de N ível Superior / ',
      'Técnico / Médio: ', '  ',
      '1.1.1 – Direito ', '1.1.2 – Administração ', '1.1.3 – Sistema de informação / C. da Computação / An álise Desenv. ', 'Sistemas ',
      '1.1.10 – Pós Graduação em Educação ', '1.1.17 - Técnico em Contabilidade ', '1.1.27 - Normal/Magistério ', '  ',
      '1.2 – A classificação final será única para as área s afins; ',
    ].join('\n');
    expect(internshipCourses(text)?.cargos.map((c) => c.nome)).toEqual([
      'Direito', 'Administração', 'Sistema de informação / C. da Computação / An álise Desenv', 'Pós Graduação em Educação', 'Técnico em Contabilidade', 'Normal/Magistério',
    ]);
    expect(findNiveis(text)).toEqual(['Pós_Graduação', 'Ensino_Superior', 'Ensino_Técnico', 'Ensino_Médio']);
  });

  it("reads the courses the call for students lists, 'e' parting only the last two (Ibirubá 001/2017, Crissiumal)", () => {
    const list = [
      'PROCESSO SELETIVO DE ESTAGIÁRIOS para estudantes matriculados a partir do quinto semestre que ',
      'necessitem realizar o estágio obrigatório  para os seguintes cursos de ',
      'Nível Superior / Técnico / Médio : Direito, Administração, Sistema ',
      'de informação / C. da Computação / Análise Desenv. Sistemas, ',
      'Arquitetura e Urbanismo, Técnico em Informática, Designer  e Analista ',
      'Ambiental.  ',
      'Demais informações poderão ser obtidas junto a Secretaria da Administração.',
    ].join('\n');
    expect(internshipCourses(list)?.cargos.map((c) => c.nome)).toEqual([
      'Direito', 'Administração', 'Sistema de informação / C. da Computação / Análise Desenv. Sistemas', 'Arquitetura e Urbanismo', 'Técnico em Informática', 'Designer', 'Analista Ambiental',
    ]);
    const call = [
      'PREENCHIMENTO DE VAGAS DE ESTÁGIO ',
      'para seleção pública de estudantes regularmente matriculados e ',
      'freqüentando o ensino regular em instituições de educação superior ',
      'dos cursos de Administração, Ciências Contábeis, Direito, ',
      'Enfermagem, Farmácia  e Pedagogia;  de educação profissional dos ',
      'cursos de Magistério , Técnico de Administração , Técnico em ',
      'Contabilidade , Técnico em Informática, Técnico em Enfermagem  ',
      'e de Ensino Médio , com observância do disposto na Lei Federal nº ',
      '11.788, de 25 de setembro de 2008.',
    ].join('\n');
    expect(internshipCourses(call)?.cargos.map((c) => c.nome)).toEqual([
      'Administração', 'Ciências Contábeis', 'Direito', 'Enfermagem', 'Farmácia', 'Pedagogia',
      'Magistério', 'Técnico de Administração', 'Técnico em Contabilidade', 'Técnico em Informática', 'Técnico em Enfermagem', 'Ensino Médio',
    ]);
  });

  it("reads the list after 'cursos superiores de' (Divinópolis SEPLAG 02/2024, botavares/procseletivos; a dev edital)", () => {
    const call = [
      'SELEÇÃO PÚBLICA DE ESTAGIÁRIOS DE GRADUAÇÃO PARA PROVIMENTO DE VAGAS EXISTENTES E',
      'QUE VIEREM A SURGIR NO PRAZO DE VALIDADE DESTA SELEÇÃO',
      'EDITAL N° 02/2024',
      'A Prefeitura Municipal de Divinópolis, … torna pública a realização de processo seletivo para',
      'formação de cadastro de reserva para eventual contratação de estagiários extracurriculares dos',
      'cursos superiores de Administração, Arquitetura, Biologia Bacharelado, Comunicação Social,',
      'Ciências Contábeis, Direito, Técnico de Enfermagem, Psicologia, Marketing, Letras (Tecnologias de Edição).',
      'O presente processo seletivo reger-se–á pelas disposições contidas neste Edital e seus anexos.',
    ].join('\n');
    expect(internshipCourses(call)?.cargos.map((c) => c.nome)).toEqual([
      'Administração', 'Arquitetura', 'Biologia Bacharelado', 'Comunicação Social', 'Ciências Contábeis', 'Direito', 'Técnico de Enfermagem', 'Psicologia', 'Marketing', 'Letras (Tecnologias de Edição)',
    ]);
  });

  it("reads no courses, and no students' levels, where the text is no internship's", () => {
    expect(internshipCourses('CONCURSO PÚBLICO\nQUADRO DE VAGAS\nAGENTE ADMINISTRATIVO CR\nMOTORISTA CR\nVIGIA CR\n')).toBeNull();
    // A servant's 'estágio probatório' makes no internship, nor do the students a fee exemption names.
    const concurso = [
      'CONCURSO PÚBLICO 01/2025. O servidor nomeado cumprirá estágio probatório de três anos.',
      'Terão isenção da taxa os estudantes regularmente matriculados em instituições de ensino superior e de ensino médio.',
      'Exige-se graduação em cursos de Administração, Direito, Economia ou Contabilidade.',
      'Requisito: curso superior completo em Administração.',
    ].join('\n');
    expect(internshipCourses(concurso)).toBeNull();
    expect(findNiveis(concurso)).toEqual(['Ensino_Superior']);
  });
});

describe("a Piauí town's selection read by a scan (dop-2023-paqueta-pi, tuning half): levels", () => {
  // The act's text as the gazette's OCR gave it (words rejoined), its positions and requirements, then its titles' scores.
  const requirements = [
    'IV. DOS CARGOS E REQUISITOS PARA I.NSCRJÇÃO: ',
    '4 .2- Psicólogo: Curso Superior Completo na área pre te ndid a. Com lotação na Secretaria de ',
    'Educação eC RAS. ',
    '4. 3 - Nutricionista: Curso Superior Completo na área pre te ndida. Com lotação na Secretaria ',
    'de Educação. ',
    '4. 5 - Auxiliar Administrativo: Ensino Médio . ',
    '4 . 7- Merendei ra /Zeladora/Vigia/: Ensino fundamental incompleto. ',
  ].join('\n');
  const titles = [
    '5.3 - Psicólogo ( lotação na Sec. de Educação e CRAS) ',
    '5 .3.2 diploma ou certificado de conclusão de pós-graduação em ',
    'nível de mestrado: 2 ',
    'pontos((máximo ) ',
    '5.3.3 diploma ou certificado de conclusão de pós-grad uação em nível de doutorado: 3 ',
    'pontos(máximo) ',
    'especialização com carga ho rária igualou superior a 360 h o ras/ aulas: 1 ponto(máximo) ',
  ].join('\n');

  it("reads a numbered item's position and its level after a colon as a requirement", () => {
    expect(findNiveis(requirements)).toEqual(['Ensino_Superior', 'Ensino_Médio', 'Ensino_Fundamental']);
  });

  it('takes no level from a title given its points after a colon, the points after them or on the next line', () => {
    expect(findNiveis(`${requirements}\n${titles}`)).toEqual(['Ensino_Superior', 'Ensino_Médio', 'Ensino_Fundamental']);
    // A requirement that asks for the title still names it.
    expect(findNiveis('Requisito: diploma de pós-graduação em nível de mestrado em Educação.')).toEqual(['Pós_Graduação']);
  });
});

describe("a fee column after the pay's in a table written one cell per line (Piauí towns' gazette, tuning half)", () => {
  it('reads the amount right after the pay as the fee (Beneditinos 2022, Currais 001/2022)', () => {
    const beneditinos = [
      '2.1.1 SECRETARIA DE ADMINISTRAÇÃO ', ' ', 'COD. ', 'CARGO ', 'VAGAS ', 'CH ', 'VENC. ', 'BASE ', 'R$ ', 'TAXA ', 'R$ ', 'REQUISITOS/ESCOLARIDADE ',
      'AC ', '(1) ', 'PcD ', ' (2) ', '01 ', 'Guarda Municipal ', '07 ', '01 ', 'Plantão ', 'de 12h ', '1.212,00 ', '80,00 ',
      'Ensino Médio Completo + Carteira de ', 'Habilitação, no mínimo, na categoria A ou B ',
      '02 ', 'Professor da Educação Infantil – ', 'Classe SL (Zona Urbana) ', '06 ', '01 ', '20h ', '2.118,05 ', '100,00 ',
      '03 ', 'Professor da Educação Infantil – ', 'Classe SL – (Zona Rural) ', '03 ', '- ', '20h ', '2.118,05 ', '04 ',
    ].join('\n');
    expect(editalFees(beneditinos)).toEqual([80, 100]);
    const currais = [
      'QUADRO DEMONSTRATIVO DE VAGAS ', 'CARGO/N"\'DE ', 'CODIGO ', 'C/H ', 'SALARIO RS ', 'TAXA DE ', 'VAGAS ', 'DO CARGO ', 'REF. 2022 ', 'INSCRICÃO ',
      'PRt- REOUISITOS ', 'Auditor Flscal d e ', 'Tributos Municipais ', '001 ', '40h ', '2.500,00 ', '140,00 ', 'Ensino Superior completo ',
    ].join('\n');
    expect(editalFees(currais)).toEqual([140]);
  });

  it('reads no fee where the header has no fee column after the pay', () => {
    expect(editalFees(['CARGO ', 'VAGAS ', 'VENC. ', 'BASE ', 'R$ ', 'REQUISITOS ', 'Guarda Municipal ', '07 ', '1.212,00 ', '80,00 '].join('\n'))).toEqual([]);
  });
});

describe('a selection only for a reserve list (FAMURS gazette, tuning half)', () => {
  it("reads no vacancies when it is 'destinado a reserva de vagas', the scan's split word and all (São José do Inhacorá 2009)", () => {
    const text = [
      'TORNA PÚBLICO que estarão abertas as inscrições para o PROCESSO SELETIVO,  no período de 28 de dezembro de 2009 a 15 ',
      'de janeiro de 2010, no horário das 07h00min às 12h00min, destinado a re serva de vagas, no Quadro de Servidores Públicos do  ',
      'Município, Regime CLT, conforme segue: ',
      'Cargos  Vagas  Escolaridade e exigências ',
      'Agente Comunitário de Saúde Reserva de ',
      'vagas Ensino Fundamental 40h 593,41 16,85 ',
    ].join('\n');
    expect(extractEdital(text).vagas).toBe(0);
    expect(extractEdital(text.replace('destinado a re serva de vagas', 'destinado ao provimento de 2 vagas')).vagas).not.toBe(0);
  });
});

describe("a vacancies column a scan gives one cell per line (Piauí towns' gazette, tuning half)", () => {
  it("adds up a column of counts under 'Quantidade' / 'de vagas', to the scan's next page (São Félix do Piauí 2023)", () => {
    const text = [
      'Localidade Amapá. ', 'Avenida ', 'Major ', 'Ricardo, ', 'Nº ', '125, ', 'Bairro ', 'Santo ', 'Diretor(a) ', 'Antônio -', 'São Félix ', 'do Piaul - PI . ',
      'Quantidade ', 'de vagas ', '01 ', '01 ', '01 ', '01 ',
      "••• JK6 C.•IHI'- s.1,ri■110, •• 210, .. lne s..,. Aatl■I• - sa. F6Hx •• PI••' • CIP - 64. 75 ", "f-• 116) '295-1 UI ", 'EaTADO DO PIAUI ',
      'CNPJ - so.130-395 0001·19 ', 'ANEXO Ili ', 'REQUERIMENTO DE INSCRIÇÃO ', '1.1. NOME DO CANDIDATO ', '1 1 1 1 1 ',
    ].join('\n');
    expect(vagasColumnCells(text)).toBe(4);
    // The act's vacancies, where no other reading has them ('01 vaga' in its prose is one school's).
    expect(extractEdital(`Chamada pública para diretor escolar: 01 vaga por escola.\n${text}`).vagas).toBe(4);
  });

  it("reads each row's places and reserve list ('01 +CR''), up to the running head in capitals and its page number (Campinas do Piauí 2023)", () => {
    const text = [
      'CRECHE. MUN. SÃO FRANCISCO DE ASSIS ', 'VAGAS ', ...Array.from({ length: 16 }, () => "01 +CR' "), 'LOCALIZAÇÃO ', 'ALTO FORMOSO ', 'VÁRZEA DOCE ', 'SEDE ',
      'A INFORMAÇÃO IMPRESSA OFICIAL E LEGAL DOS ATOS DAS ADMINISTRAÇÃO MUNICIPAIS ', 'www.diariooficialdasprefeituras.org ',
      'ANO III - EDIÇÃO 524 - TERESINA (PI), SEXTA-FEIRA, 21 DE JULHO DE 2023', '98',
    ].join('\n');
    expect(vagasColumnCells(text)).toBe(16);
  });

  it("reads a row's total, not its shares, where the header has them ('VAGAS' / 'AMPLA' / 'PNE' / 'TOTAL': Acauã 003/2022)", () => {
    const header = ['DEMONSTRATIVO DE CARGOS, VAGAS, REMUNERAÇÕES E LOTAÇÕES ', 'VAGAS ', 'VAGAS ', 'TOTAL ', 'CARGA ', 'CARGO ', 'DE ', 'HORÁRIA ', 'REQUISITOS ', 'REMUNERAÇÃO ', 'LOCAL DE TRABALHO ', 'AMPLA ', "PNE' ", 'VAGAS ', 'SEMANAL '];
    const row = ['PROFESSOR ', 'NORMAL SUPEIOOR OU ', 'UNIDADE ESCOLAR ', 'POLIVALÊNCIA ', '02 ', '02 ', '!Oh ', 'LICENCIATURA PLENA ', 'RI U95,10 ', 'CARLOS COELHO OE ', 'EMPEOAGOGIA ', 'CARVALHO '];
    const after = ['(*) Vaga destinada ao PNE nos termos da legislação federal e do Decreto Lei nº ', '3.298/1999. ', 'ANEXO li '];
    expect(vagasColumnCells([...header, ...row, ...after].join('\n'))).toBe(2);
    // A run that does not end in its total is no row's shares and total.
    const sharesOver = [...row.slice(0, 4), '05 ', '02 ', ...row.slice(6)];
    expect(vagasColumnCells([...header, ...sharesOver, ...after].join('\n'))).toBeNull();
  });

  it("reads the rows' codes counting up apart from their counts ('01' / … / 'CR' / '02' / … / 'CR': Passagem Franca do Piauí 001/2022)", () => {
    const rows = [
      ['01 ', 'Professor da ', 'Educação ', 'Infantil ', '20h ', 'R$ 1.212,00 ', 'Formação em magistério nível médio ', '(Pedagógico) ou Licenciatura Plena em ', 'Pedagogia ou Normal Superior ', 'CR ', 'Município '],
      ['02 ', 'Professor do ', '1º ao 5º ano  ', '20h ', 'R$ 1.212,00 ', 'Formação em magistério nível médio ', '(Pedagógico) ou Licenciatura Plena em ', 'Pedagogia ou Normal Superior ', 'CR ', 'Município '],
      ['03 ', 'Professor do ', '6º ao 9º ano ', 'Língua ', 'Portuguesa ', '20h ', 'R$ 1.212,00 ', 'Licenciatura Plena em Letras Português ', 'CR ', 'Município '],
    ];
    const text = ['CÓD ', 'CARGO ', 'C/H ', 'SEMANAL ', 'VENCIMENTO ', 'R$ ', 'REQUISITOS ', 'VAGAS ', 'LOTAÇÃO ', ...rows.flat(), 'ANEXO II '].join('\n');
    expect(vagasColumnCells(text)).toBe(0);
    expect(vagasColumnCells(text.replace(/^CR $/gm, '02 '))).toBe(6);
  });

  it("reads a column headed in the singular ('VAGA': Acauã 004/2022) or per school ('Nº DE VAGAS POR ESCOLA': Hugo Napoleão 2023)", () => {
    const acaua = [
      'QUADRO DE VAGAS ', 'ESCOLA ', 'VAGA ', 'U .E. CARLOS ', '01 ', 'COELHO DE ', 'CARVALHO ', 'CRECHE VOVÔ ', '01 ', 'LINA ', 'U .E . FRANCISCO ', '01 ', 'ANSELMO ',
      'RODRIGUES ', 'i■l DIÁRIO OFICIAL ', '~DAS PREHIIURAS PIAUIENSES ', 'ANEXO Ili ', 'FORMULÁRIO DE INSCRIÇÃO ', 'EDITAL Nº 004/2022 - ACAUÃ/PI ',
    ];
    expect(vagasColumnCells(acaua.join('\n'))).toBe(3);
    const hugo = [
      'QUADRO DE VAGAS ', 'ESCOLA ', 'Nº DE VAGAS POR ESCOLA ', 'Escola Municipal Faustlna Maria de Sousa ', '01 ', "Escola' Municipal Cicero Lino do_ Nascimento ", '01 ',
      'Escola Municipal Maria Madalena ', '01 ', 'E STADÓ DO P I A UÍ ', "PREFEITURA MUNICIP.'-\\L D E HUGO N APO LEÃO ", 'S ecr etari a MunicipaJ d e E ducação ',
    ];
    expect(vagasColumnCells(hugo.join('\n'))).toBe(3);
  });

  it("adds up a list whose lines end in their count after a dash (Cajazeiras do Piauí 2023), two lines at least", () => {
    const text = [
      'QUADRO DE VAGAS ', 'ESCOLA* ', 'Piauí-PI ', 'Escola Municipal Aldemar C~nno -1 vaga ', 'Escola Municipal Luiz F~rreira -1 vaga ', 'Escola Municipal Vereador Mazlm -1 vaga ',
      'Escolas da Zona Rural -1 vaga ', '*Conforme apontado nos itens 1.3 e 2.3, a indicação da escola de preferência do ',
    ].join('\n');
    expect(dashedCountLines(text)).toBe(4);
    expect(extractEdital(text).vagas).toBe(4);
    expect(dashedCountLines('Escolas da Zona Rural -1 vaga \nOutra linha')).toBeNull();
  });

  it('reads nothing from counts in runs that are no totals, or with no vacancies header', () => {
    // Santa Rosa do Piauí 2023: the scan put three columns' counts together, row by row.
    expect(vagasColumnCells(['VAGAS ', ':il ', 'CH ', '02 ', '06 ', '18 ', '20h ', '00 ', '01 ', '03 ', '20h '].join('\n'))).toBeNull();
    expect(vagasColumnCells(['CARGO ', 'CH ', '01 ', '02 '].join('\n'))).toBeNull();
    // João Pessoa 02/2020: the rows are laid out one a line; a cell alone further down is a row's hours, wrapped.
    const joaoPessoa = [
      'Vagas Ampla ', 'Concorrência ', 'Vagas ', 'PcD (2) ', 'Remuneração ', 'Taxa de ', 'Inscrição ', '201 Assistente Administrativo 40 300 15 R$ 1.306,48 50,00 Manhã',
      '403 Enfermeiro 20 36 2 R$ 2.066,20 90,00 ', '406 Médico (Anestesiologia) ', '20 ', '3 0 R$ 4.598,06 90,00 ',
    ];
    expect(vagasColumnCells(joaoPessoa.join('\n'))).toBeNull();
  });
});

describe("a table whose vacancies come before the hours, each row opened by the position's law (DOM/SC, tuning half)", () => {
  it("reads the count after a law's number, the name in capitals over the lines above (Pinhalzinho 2025)", () => {
    const text = [
      '2. VAGAS DISPONÍVEIS:', 'Cargo Descrição da', 'função', 'Vagas Carga horária Remuneração',
      'PROFESSOR', 'DE CIÊNCIAS', 'LEI N° 130/2009 1 40h', 'Matutino/Vespertino', '5.193,39',
      'PROFESSOR', 'DE', 'INFORMÁTICA', 'LEI N° 130/2009 1 40h', 'Matutino/Vespertino', '5.193,39',
      'PROFESSOR', 'DE', 'PORTUGUÊS', 'LEI N° 130/2009 1 40h', 'Matutino/Vespertino', '5.193,39',
      '2.1. Professores habilitados: Licenciatura na disciplina',
    ].join('\n');
    expect(vagasThenHoursTable(text)).toEqual({
      vagas: 3,
      cargos: [{ nome: 'Professor de Ciências', vagas: 1 }, { nome: 'Professor de Informática', vagas: 1 }, { nome: 'Professor de Português', vagas: 1 }],
    });
    // Two counts side by side ('2 1 40h') are still not read as one row's.
    expect(vagasThenHoursTable(text.replaceAll('LEI N° 130/2009 1 40h', 'CR 2 1 40h'))).toBeNull();
  });
});

describe("the positions a registration form lists with a box to tick each (gazette acts, tuning half)", () => {
  const santana = [
    'ANEXO I- REQUERIMENTO DE INSCRIÇÃO ', 'Seleção Pública Nº02/2021 ', 'OBS: O preenchimento deverá ser realizado em letras de forma. ', '  ',
    '1- CARGO PRETENDIDO: ( ) Técnico em Enfermagem ', '( ) Enfermeiro ', '( ) Médico ', '2- DADOS PESSOAIS ', 'Nome Completo: _____ ',
  ];

  it("reads the boxes under the form's field for the position (Sant'Ana do Livramento 2021, Coivaras 2023)", () => {
    expect(checkboxPositions(santana.join('\n'))).toEqual(['Técnico em Enfermagem', 'Enfermeiro', 'Médico']);
    // The scan parts a box over two lines or loses its '(', and a name goes on over the next line after a comma or a colon.
    const coivaras = [
      'MODELO DA FICHA DE INSCRIÇÃO ', 'NOME COMPLETO, ____________________ ', 'VAGA A QUAL ESTÁ INTERESSADO, ', '( ', ') PROFESSOR DOS ANOS FINA IS, ', 'LÍNGUA PORTUGUESA ',
      ') PROFESSOR DOS ANOS FINAIS: ', 'MATEMÁTICA ', '( ', ') PROFESSOR DOS ANOS FINAIS , ', 'CIÊNCIAS ', 'FAÇA UMA BREVE APRESENTAÇÃO SUA: ', 'ANEXAR DOCUMENTOS. ',
      'E-m ail: semeccoivaras20l7@gmail.com ', ') PROFESSOR DOS ANOS FINAIS, ', 'ARTES ',
    ];
    expect(checkboxPositions(coivaras.join('\n'))).toEqual([
      'Professor dos Anos Fina Is, Língua Portuguesa', 'Professor dos Anos Finais: Matemática', 'Professor dos Anos Finais , Ciências', 'Professor dos Anos Finais, Artes',
    ]);
  });

  it("takes the form's list over one name a table's row cut short (Sant'Ana do Livramento 2021)", () => {
    const table = [
      'CARGO VAGAS  C.H. ', 'Mensal SALÁRIO INICIAL (R$) PRÉ-REQUISITO DESCRIÇÃO SUMÁRIA DAS ATIVIDADES ', 'Técnico em ',
      'Enfermagem 06 180h R$ 2.411,21 por mês Certificado devidamente ', 'registrado de conclusão de ',
    ];
    expect(extractEdital([...table, ...santana].join('\n')).cargos.map((c) => c.nome)).toEqual(['Técnico em Enfermagem', 'Enfermeiro', 'Médico']);
  });

  it("reads no positions from boxes of other things, even after the position's field (UFSM 51/2013, Francisco Macedo 2023)", () => {
    const ufsm = ['(preencha somente se você está se inscrevendo para o cargo de tutor presencial)', '9. Você já teve alguma experiência em EaD? ( ) sim ( )não', 'Se sim, como? ( ) aluno ( ) tutor ( ) professor ( ) outros:'];
    expect(checkboxPositions(ufsm.join('\n'))).toEqual([]);
    const franciscoMacedo = [
      'CARGO DE CONCORRÊNCIA: ', 'INSCRICÃO, ', '( ) Sala de m a is fácil acesso ', '( ) Prova ampliada* ', '( ) A u xílio para transcrição ', '( ) Ledor ', '( ) Lactan te ',
      '( ) Intérprete d e Libras ', '( ) Outro (a especificar) ',
    ];
    expect(checkboxPositions(franciscoMacedo.join('\n'))).toEqual([]);
    expect(checkboxPositions(['CARGO: ( ) SIM ( ) NÃO', 'Sexo: ( ) MASCULINO ( ) FEMININO'].join('\n'))).toEqual([]);
  });
});

describe('eleventh round: conventions of vacancies and numbered positions (tuning half)', () => {
  it("counts no vacancies stated for the reserve list after the count ('32 (trinta e duas) vagas para provimento efetivo e 59 … vagas para cadastro reserva', Nazária 2023)", () => {
    const nazaria = '1.1. \nNúmero de Vagas: 32 (trinta e duas) vagas para provimento efetivo e 59 (cinquenta e \nnove) vagas para cadastro reserva, conforme Quadro de Disponibilidade de Vagas constantes no \nANEXO I.';
    expect(statedVagas(nazaria)).toBe(32);
    expect(statedVagas(nazaria.replace('para cadastro reserva', 'para o cadastro de reserva'))).toBe(32);
  });

  it("reads the positions Cebraspe numbers under their clauses in a text whose line breaks are lost (AEB 2024's text layer saved as one line)", () => {
    const aeb = [
      '2 DOS CARGOS 2.1 ANALISTA EM CIÊNCIA E TECNOLOGIA JÚNIOR 2.1.1 CARGO 1: ANALISTA EM CIÊNCIA E TECNOLOGIA JÚNIOR – ESPECIALIDADE: COOPERAÇÃO INTERNACIONAL REQUISITO: diploma, devidamente registrado, de conclusão de curso superior de Relações Internacionais.',
      'JORNADA DE TRABALHO: 40 horas semanais. 2.1.2 CARGO 2: ANALISTA EM CIÊNCIA E TECNOLOGIA JÚNIOR – ESPECIALIDADE: QUALQUER ÁREA DE FORMAÇÃO REQUISITO: diploma, devidamente registrado.',
      'JORNADA DE TRABALHO: 40 horas semanais. 2.2 TECNOLOGISTA JÚNIOR 2.2.1 CARGO 3: TECNOLOGISTA JÚNIOR – ESPECIALIDADE: DESENVOLVIMENTO TECNOLÓGICO REQUISITO: diploma, devidamente registrado.',
      'JORNADA DE TRABALHO: 40 horas semanais. 2.2.2 CARGO 4: TECNOLOGISTA JÚNIOR – ESPECIALIDADE: TECNOLOGIA DA INFORMAÇÃO REQUISITO: diploma, devidamente registrado, de conclusão de curso superior.',
      'CARGO 4: TECNOLOGISTA JÚNIOR – ESPECIALIDADE: TECNOLOGIA DA INFORMAÇÃO NORMATIVOS ESPECÍFICOS: 1 Lei nº 8.854/1994.',
    ].join(' ');
    expect(clausedNumberedCargos(aeb)).toEqual([
      'Analista em Ciência e Tecnologia Júnior – Especialidade: Cooperação Internacional',
      'Analista em Ciência e Tecnologia Júnior – Especialidade: Qualquer Área de Formação',
      'Tecnologista Júnior – Especialidade: Desenvolvimento Tecnológico',
      'Tecnologista Júnior – Especialidade: Tecnologia da Informação',
    ]);
    expect(extractEdital(aeb).cargos).toHaveLength(4);
    // A number missing from the run ('CARGO 2' cited alone) is no list of the positions.
    expect(clausedNumberedCargos('5.1 CARGO 2: ANALISTA REQUISITO: diploma. 7.3 CARGO 5: TÉCNICO REQUISITO: diploma.')).toEqual([]);
  });
});

describe("the firm a selection's sentence says runs it, unknown to the catalogue (Piauí towns' gazette, tuning half)", () => {
  it("reads the firm by a firm's word or its company number (Francisco Macedo 2023)", () => {
    const text = [
      '1 . DISPOSIÇÕES PRELIMINARES ', '1. 1 O Processo Seletivo Público Simplificado, será regido por este Edita l e será realizado sob a ',
      'responsabilidade da Inovaty Assessoria & Consultoria, inscrita no CNPJ 30.105.110 /0001 - 89, ', 'situada à Rua Coelho Rodrigues, 403',
    ].join('\n');
    expect(firmRunning(text)).toEqual({ nome: 'Inovaty Assessoria & Consultoria', site: null });
    expect(extractEdital(text).banca?.nome).toBe('Inovaty Assessoria & Consultoria');
    expect(firmRunning(text.replace('Inovaty Assessoria & Consultoria', 'Nova Seleções'))).toEqual({ nome: 'Nova Seleções', site: null });
  });

  it("reads the firm a selection is 'a cargo de', without its role before its name (Santo Antônio da Patrulha's internships 2021, tuning half)", () => {
    const text =
      'O presente Processo Seletivo ficará a cargo do Agente de Integração Notabili Estágios e Recursos Humanos Ltda, em conformidad e com o Contrato \nnº 001 de 11 de  fevereiro de 2019';
    expect(firmRunning(text)).toEqual({ nome: 'Notabili Estágios e Recursos Humanos Ltda', site: null });
  });

  it('reads no firm where a public body or a commission runs it, or where the sentence is about a test', () => {
    expect(firmRunning('O Processo Seletivo será realizado pela SECRETARIA MUNICIPAL DE SAÚDE, inscrita no CNPJ 07.000.000/0001-00.')).toBeNull();
    expect(firmRunning('O Processo Seletivo será executado pela Comissão Organizadora.')).toBeNull();
    expect(firmRunning('A prova objetiva será realizada pela Inovaty Assessoria & Consultoria.')).toBeNull();
  });
});
