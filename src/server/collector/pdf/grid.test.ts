import { describe, expect, it } from 'vitest';
import { extractEdital } from './extract';
import { gridReading, gridTables, pageLines, type GridTable, type PageRun } from './grid';
import { tuningBytes } from './testing/fixtures';
import { pdfText } from './text';

const names = (table: GridTable) => table.cargos.map((c) => c.nome);

/** A tuning edital's text, laid-out lines and runs, as the PDF stage reads them. */
async function read(id: string) {
  const text = await pdfText(tuningBytes(id));
  if (!text.ok) throw new Error(text.message);
  return text;
}

describe('pageLines', () => {
  it('puts runs sharing a baseline on one line, top to bottom, each left to right', () => {
    const run = (text: string, x0: number, y: number): PageRun => ({ text, x0, x1: x0 + 5 * text.length, y, h: 10 });
    const lines = pageLines([run('2', 300, 100.4), run('Enfermeiro', 50, 100), run('Cargo', 50, 130), run('Vagas', 300, 131)]);
    expect(lines.map((l) => l.runs.map((r) => r.text))).toEqual([['Cargo', 'Vagas'], ['Enfermeiro', '2']]);
  });
});

describe('gridTables over a page break', () => {
  const run = (text: string, x0: number, y: number): PageRun => ({ text, x0, x1: x0 + 5 * text.length, y, h: 10 });
  const first = [run('Cargo', 50, 700), run('Vagas', 300, 700), run('Enfermeiro', 50, 680), run('2', 300, 680), run('Médico', 50, 665), run('3', 300, 665)];

  it('goes on with the rows the next page carries in the same columns, past its running head', () => {
    const next = [run('PREFEITURA MUNICIPAL', 150, 780), run('Motorista', 50, 740), run('4', 300, 740)];
    expect(gridTables([first, next]).map((t) => [names(t), t.vagas])).toEqual([[['Enfermeiro', 'Médico', 'Motorista'], 9]]);
  });

  it("ends the table with its page when the next one opens another table's header, and reads that one too", () => {
    const next = [run('ANEXO II', 150, 780), run('Função', 50, 760), run('Quantidade', 300, 760), run('Motorista', 50, 740), run('4', 300, 740)];
    expect(gridTables([first, next]).map((t) => [names(t), t.vagas])).toEqual([
      [['Enfermeiro', 'Médico'], 5],
      [['Motorista'], 4],
    ]);
  });
});

describe('the positions table read by its columns (real editais, tuning half)', () => {
  it("reads a table whose names stand centred over their places' rows, over six pages, to its total row", async () => {
    // SESACRE 001/2022: 'Nível | Cargo | Localidade das Vagas | Ampla Concorrência | Pessoas com Deficiência | Total',
    // each position's name centred over its towns (PDF.js gives it between them), 'Página 1 de 50' at each foot.
    const { celulas } = await read('pdf-sesacre-001-2022');
    const [table, ...others] = gridTables(celulas);
    expect(others).toEqual([]);
    expect(table!.vagas).toBe(622);
    expect(table!.conferido).toBe(true);
    expect(names(table!).slice(0, 5)).toEqual(['Agente Administrativo', 'Auxiliar de Farmácia', 'Condutor de Ambulância', 'Técnico de Laboratório em Análise Clínica', 'Técnico em Órtese e Prótese Ortopédica']);
    expect(names(table!)).toContain('Engenheiro Eletricista');
    // A name over its towns' rows: its vacancies are not told apart from the next name's.
    expect(table!.cargos.every((c) => c.vagas === null)).toBe(true);
  }, 60_000);

  it('reads one name a row without the codes of a column with no header, and the vacancies of the total column', async () => {
    // UFMG 3428/2025, Anexo II: 'Cargo | Classe | Ampla Concorrência | Reserva … | Total de vagas por cargo', a row's code before
    // its name, names over two lines around their row ('Médico – PCCTAE – Área:' / 'Clínica Médica').
    const reading = gridReading((await read('pdf-ufmg-3428-2025')).celulas);
    expect(reading).toMatchObject({ vagas: 30, tabelas: 1 });
    const nomes = reading!.cargos.map((c) => c.nome);
    expect(nomes).toHaveLength(11);
    expect(nomes.slice(0, 4)).toEqual(['Médico – PCCTAE – Área: Clínica Médica', 'Arquivista', 'Bibliotecário-Documentalista', 'Contador']);
    expect(nomes).toContain('Técnico em Assuntos Educacionais');
  }, 60_000);

  it("joins a name cut between its row and its reserve's; the text's vacancies stand over the table's", async () => {
    // Economia GO 2025: 'Auditor- Fiscal da' / 'Receita' / 'Estadual' centred over the row of 50 vacancies and the
    // 'Cadastro de Reserva' row of 25, closed by 'Total de Vagas 75': the table adds up, its reserve with it.
    const text = await read('pdf-economia-go-2025');
    const [table] = gridTables(text.celulas);
    expect(names(table!)).toEqual(['Auditor- Fiscal da Receita Estadual']);
    expect(table).toMatchObject({ vagas: 75, conferido: true });
    const fields = extractEdital(text.texto, { linhas: text.linhas, celulas: text.celulas });
    expect(fields.vagas).toBe(50);
    expect(fields.cargos).toHaveLength(1);
  }, 60_000);

  it('closes a table at its total row and checks its rows against it', async () => {
    // Abreu e Lima 02/2024: 'CARGO | … | A C | PCD | VAGAS + CR', names over two lines ('Técnico em' / 'Controle' / 'Interno'), 'TOTAL | 49 + CR'.
    const [table] = gridTables((await read('pdf-abreu-e-lima-pe-02-2024')).celulas);
    expect(table).toMatchObject({ vagas: 49, conferido: true });
    expect(names(table!)).toHaveLength(10);
    expect(names(table!)[0]).toBe('Técnico em Controle Interno');
    // Each name with its row's vacancies ('2 + CR'; 'Enfermeiro' only a reserve, '0 + CR'), adding up to the total.
    expect(table!.cargos.slice(0, 2)).toEqual([
      { nome: 'Técnico em Controle Interno', vagas: 2 },
      { nome: 'Engenheiro Ambiental', vagas: 1 },
    ]);
    expect(table!.cargos.find((c) => c.nome === 'Enfermeiro')).toEqual({ nome: 'Enfermeiro', vagas: 0 });
    expect(table!.cargos.reduce((sum, c) => sum + c.vagas!, 0)).toBe(49);
  }, 60_000);
});

describe('what is no row and no table', () => {
  it("reads past levels' headings between the rows and the running foot of each page, and a name's first line above a page's first row", async () => {
    // Caraguatatuba 03/2023: 'QUARTA SÉRIE DO ENSINO FUNDAMENTAL' under the header, 'ENSINO MÉDIO COMPLETO - TÉCNICO' across
    // the rows, 'PREFEITURA DE CARAGUATATUBA | CONCURSO PÚBLICO 2023' at every page's foot, three pages of rows.
    const [table, ...others] = gridTables((await read('pdf-caraguatatuba-sp-03-2023')).celulas);
    expect(others).toEqual([]);
    expect(table).toMatchObject({ vagas: 240 });
    expect(names(table!)).toHaveLength(80);
    expect(names(table!)).toEqual(expect.arrayContaining(['TÉCNICO DE SEGURANÇA DO TRABALHO', 'MÉDICO GASTROENTEROLOGISTA', 'PEB II - LING. PORTUGUESA']));
  }, 60_000);

  it("ends at a total row named in the positions' column", async () => {
    // SES-DF 14/2022: 'Enfermeiro … 101' then 'Total … 101' under 'Cargo'.
    expect(gridTables((await read('pdf-ses-df-14-2022')).celulas).map((t) => [names(t), t.vagas, t.conferido])).toEqual([[['Enfermeiro'], 101, true]]);
  }, 60_000);

  it("takes no test's table for positions ('Disciplina | Nº de questões | Peso | Total')", async () => {
    expect(gridTables((await read('pdf-palmares-pe-acs-001-2021')).celulas)).toEqual([]);
  }, 60_000);

  it("reads a DOU table's cells written after a dot ('.101', '.Desenvolvimento', '.1')", async () => {
    // CNEN 01/2025: '.Código Perfil | .Função | .Cargo | .Localização da Vaga | .AC | .PCD | .PPP | .TOTAL'.
    const tables = gridTables((await read('pdf-cnen-01-2025')).celulas);
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.flatMap((t) => names(t))).toContain('Desenvolvimento Nuclear');
    expect(tables.flatMap((t) => names(t)).some((n) => n.startsWith('.'))).toBe(false);
  }, 60_000);

  it("goes past a group's subtotal to the table's total, thousands written with a dot", () => {
    const run = (text: string, x0: number, y: number): PageRun => ({ text, x0, x1: x0 + 5 * text.length, y, h: 10 });
    const rows: [string, string][] = [['Médico', '1.200'], ['Enfermeiro', '800'], ['SUBTOTAL', '2.000'], ['Técnico', '30'], ['TOTAL', '2.030']];
    const page = [run('Cargo', 50, 700), run('Total de vagas', 250, 700), ...rows.flatMap(([name, count], k) => [run(name, 50, 680 - 15 * k), run(count, 280, 680 - 15 * k)])];
    expect(gridTables([page]).map((t) => [names(t), t.vagas, t.conferido])).toEqual([[['Médico', 'Enfermeiro', 'Técnico'], 2030, true]]);
  });

  it("reads a long name that runs into the next column but not to the counts as the row's, not as prose", () => {
    const run = (text: string, x0: number, y: number, x1 = x0 + 5 * text.length): PageRun => ({ text, x0, x1, y, h: 10 });
    // 'Cargo' 50–75, 'Carga Horária' 160–225, 'Vagas' 300–325, 'Vencimento' 420–470: the name's first line reaches 200, its
    // count's line is the second.
    const page = [
      ...[run('Cargo', 50, 700), run('Carga Horária', 160, 700), run('Vagas', 300, 700), run('Vencimento', 420, 700)],
      run('TÉCNICO DE ENFERMAGEM 30H – OPERADOR DE', 50, 686, 200),
      ...[run('SISTEMAS', 50, 674), run('30h', 170, 674), run('4', 310, 674), run('R$ 2.000,00', 420, 674)],
    ];
    expect(gridTables([page]).map((t) => [names(t), t.vagas])).toEqual([[['TÉCNICO DE ENFERMAGEM 30H – OPERADOR DE SISTEMAS'], 4]]);
  });

  it('takes no table of the candidates passed or of the essays to mark for positions', () => {
    const run = (text: string, x0: number, y: number): PageRun => ({ text, x0, x1: x0 + 5 * text.length, y, h: 10 });
    for (const count of ['Quantidade máxima de aprovados', 'Total de candidatos convocados', 'Total de redações a serem corrigidas']) {
      expect(gridTables([[run('Cargo', 50, 700), run(count, 250, 700), run('Analista', 50, 680), run('30', 300, 680)]])).toEqual([]);
    }
    expect(gridTables([[run('Cargo', 50, 700), run('Total de vagas', 250, 700), run('Analista', 50, 680), run('30', 300, 680)]])).toHaveLength(1);
  });
});

describe('extractEdital with the table read by its columns', () => {
  it('takes the vacancies from the one table where the text read none (a second reading)', async () => {
    // Arapiraca GCM 01/2025: the text gives the row's cells out of order; the columns give 48.
    const text = await read('pdf-arapiraca-al-gcm-01-2025');
    expect(extractEdital(text.texto, { linhas: text.linhas }).vagas).toBeNull();
    const fields = extractEdital(text.texto, { linhas: text.linhas, celulas: text.celulas });
    expect(fields.vagas).toBe(48);
    expect(fields.fracos).toContain('vagas');
  }, 60_000);

  it("takes the table's positions over fewer the text read, when the table's vacancies are the text's", async () => {
    // UFMG 3428/2025: the text reads one position; the table by its columns, eleven, with the text's 30 vacancies.
    const text = await read('pdf-ufmg-3428-2025');
    expect(extractEdital(text.texto, { linhas: text.linhas }).cargos).toHaveLength(1);
    const fields = extractEdital(text.texto, { linhas: text.linhas, celulas: text.celulas });
    expect(fields.vagas).toBe(30);
    expect(fields.cargos.map((c) => c.nome)).toContain('Técnico em Contabilidade');
    expect(fields.cargos).toHaveLength(11);
    expect(fields.cargos.find((c) => c.nome === 'Assistente em Administração')).toMatchObject({ vagas: 11, escolaridade: null });
    expect(fields.cargos.reduce((sum, c) => sum + c.vagas!, 0)).toBe(30);
    expect(fields.fracos).toContain('cargos');
  }, 60_000);

  it('keeps what the text read where the table gives nothing more', async () => {
    // TJRO 2024: text and columns agree (29 positions, 25 vacancies): the text's reading stands, not weak.
    const text = await read('pdf-tjro-2024');
    const fields = extractEdital(text.texto, { linhas: text.linhas, celulas: text.celulas });
    expect(fields).toEqual(extractEdital(text.texto, { linhas: text.linhas }));
    expect(gridReading(text.celulas)!.cargos).toHaveLength(29);
  }, 60_000);
});
