/**
 * The positions table read by where its words sit on the page (a PDF's text runs with their
 * coordinates), not by the order PDF.js gives them: a header row naming the positions' column
 * ('Cargo', 'Função', 'Emprego', 'Especialidade'…) and a vacancies column ('Vagas', 'Total',
 * 'Quantidade'), the columns' extents taken from the header, each line below it read cell by cell
 * until the table ends (prose across the columns, a total row, a wide gap), over page breaks when
 * the next page goes on with the same columns. It reads the tables whose cells the text gives one
 * per line and out of order (a name centred over the rows of its places, a name over two lines).
 */
import { CLAUSE_LINE, LEVEL_HEADING } from '../extract/text';

/** A run of text as PDF.js places it: its string, its left and right edges, its baseline and height. */
export interface PageRun {
  text: string;
  x0: number;
  x1: number;
  y: number;
  h: number;
}

interface Line {
  y: number;
  /** The height of the line's first run, which decides what shares its baseline. */
  h: number;
  /** The height of its tallest run: the line's size (a table's dot or rule may come first, a fraction of it). */
  size: number;
  runs: PageRun[];
}

/** A page's runs in lines, top to bottom (a shared baseline within half the smaller height), each left to right. */
export function pageLines(runs: readonly PageRun[]): Line[] {
  const lines: Line[] = [];
  for (const run of [...runs].filter((r) => r.text.trim()).sort((a, b) => b.y - a.y || a.x0 - b.x0)) {
    const line = lines.find((l) => Math.abs(l.y - run.y) <= Math.min(l.h, run.h) / 2);
    if (line) line.runs.push(run);
    else lines.push({ y: run.y, h: run.h, size: run.h, runs: [run] });
  }
  for (const line of lines) {
    line.runs.sort((a, b) => a.x0 - b.x0);
    line.size = line.runs.reduce((size, r) => Math.max(size, r.h), 0);
  }
  return lines.sort((a, b) => b.y - a.y);
}

/** A header's cell naming the positions' column (the whole cell, its dots and colon aside). */
const NAME_HEADER =
  /^(?:cargos?|cargos?\s*\/\s*(?:fun[çc][ãa]o|especialidade|[áa]rea)|fun[çc][ãa]o|fun[çc][õo]es|empregos?|especialidades?|[áa]rea(?:\s+de\s+(?:atua[çc][ãa]o|conhecimento))?|denomina[çc][ãa]o(?:\s+do\s+cargo)?|nome\s+do\s+cargo|perfil|disciplinas?|componente\s+curricular)$/iu;
/** A header's cell over a count: the vacancies, their total or their shares. */
const COUNT_HEADER = /\b(?:vagas?|total|quantidade|qtd|qtde)\b/iu;
/** A count column that counts no vacancy (fees, pay, hours, questions, points, codes). */
const NOT_A_COUNT = /taxa|valor|R\$|remunera|sal[áa]ri|vencimento|hor[áa]ri|quest|ponto|peso|requisito|escolaridade|c[óo]digo/iu;
/** A header of a table that is no positions table: a test's, the candidates passed or called, the essays to mark. */
const EXAM_TABLE = /quest[õo]es|\bpeso\b|pontos|pontua[çc]|aprovad|classificad|convocad|total\s+de\s+candidatos|reda[çc][ãõo]|corrigid/iu;
const TOTAL_LABEL = /\btotal\b/iu;
/** A count column of one share of the vacancies (open competition, disabled people, black candidates…). */
const SHARE_LABEL = /ampla|concorr|defici|pcd|pne|negr|pret|pard|ind[íi]gen|quilomb|\bac\b|cota|reserva/iu;

/** A count's cell: a number ('12', '2.403', '01 (um)', '2 + CR', a DOU cell's '.1'), or none ('-', 'CR'). */
const COUNT_CELL = /^\.?(?:(\d{1,3}(?:\.\d{3})+|\d{1,4})(?:\s*\(\s*\p{L}[\p{L}\s-]*\))?(?:\s*\+\s*C\.?R\.?)?|[-–—*]|C\.?R\.?)$/iu;
/** A numbered heading opening a line ('3. DA ATUAÇÃO'), or a numbered clause (CLAUSE_LINE): the text after the table. */
const NUMBERED_HEADING = /^\s*\d{1,2}\.\s+\p{Lu}/u;
const TOTAL_ROW = /^\s*(?:total|soma)\b/iu;
const SUBTOTAL_ROW = /^\s*sub-?\s?total\b/iu;

/** A header's columns: runs near each other across the header's lines, clustered by their horizontal overlap. */
interface Column {
  x0: number;
  x1: number;
  label: string;
}

function headerText(run: PageRun): string {
  return run.text.replace(/^[\s.:]+|[\s.:]+$/g, '').replace(/\s+/g, ' ');
}

function clusterColumns(runs: PageRun[]): Column[] {
  const columns: (Column & { parts: PageRun[] })[] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x0 - b.x0)) {
    const overlapping = columns.filter((c) => run.x0 < c.x1 - 1 && run.x1 > c.x0 + 1);
    if (overlapping.length === 0) {
      columns.push({ x0: run.x0, x1: run.x1, label: '', parts: [run] });
      continue;
    }
    const [first, ...rest] = overlapping;
    first!.parts.push(run, ...rest.flatMap((c) => c.parts));
    first!.x0 = Math.min(run.x0, ...overlapping.map((c) => c.x0));
    first!.x1 = Math.max(run.x1, ...overlapping.map((c) => c.x1));
    for (const c of rest) columns.splice(columns.indexOf(c), 1);
  }
  return columns
    .map((c) => ({ x0: c.x0, x1: c.x1, label: c.parts.sort((a, b) => b.y - a.y || a.x0 - b.x0).map(headerText).join(' ') }))
    .sort((a, b) => a.x0 - b.x0);
}

/** Whether a line can belong to a header: short cells of words, no amount, no sentence, no level's heading over the rows. */
function isHeaderLine(line: Line): boolean {
  return !isLevelHeading(line) && line.runs.every((r) => r.text.length <= 60 && !/R\$|\d{2,}[.,]\d/.test(r.text));
}

/** A level's heading across a table's rows ('QUARTA SÉRIE DO ENSINO FUNDAMENTAL', 'ENSINO MÉDIO COMPLETO - TÉCNICO'): one short cell, no count. */
function isLevelHeading(line: Line): boolean {
  return line.runs.length === 1 && LEVEL_HEADING.test(line.runs[0]!.text) && line.runs[0]!.text.trim().split(/\s+/).length <= 8 && !/\d/.test(line.runs[0]!.text);
}

interface Header {
  columns: Column[];
  name: number;
  counts: number[];
  /** The lowest baseline of the header's lines: the body starts below it. */
  bottom: number;
  h: number;
}

/**
 * The header a line opens or belongs to: a cell naming the positions' column ('Cargo', 'Função'…), the
 * header-like lines around it (within three lines), their cells clustered into columns, and among them the
 * vacancies' (the total over the shares where both are). Null when the line names no such column, or no
 * count column stands to the name's right.
 */
function findHeader(lines: Line[], at: number): Header | null {
  const line = lines[at]!;
  const nameRun = line.runs.find((r) => NAME_HEADER.test(headerText(r)));
  if (!nameRun || !isHeaderLine(line)) return null;
  const h = line.size;
  // The header's lines: those around the name's line, close together and header-like.
  const band: Line[] = [line];
  for (let i = at - 1; i >= 0; i--) {
    const l = lines[i]!;
    if (l.y - band[band.length - 1]!.y > 1.8 * h || !isHeaderLine(l) || l.y - line.y > 3.2 * h) break;
    band.push(l);
  }
  for (let i = at + 1; i < lines.length; i++) {
    const l = lines[i]!;
    const lowest = Math.min(...band.map((b) => b.y));
    if (lowest - l.y > 1.8 * h || !isHeaderLine(l) || line.y - l.y > 3.2 * h) break;
    if (l.runs.some((r) => COUNT_CELL.test(r.text.trim()) && /\d/.test(r.text))) break;
    // A line alone under the name's own cell begins a row's name ('TÉCNICO DE ENFERMAGEM 30H – OPERADOR DE'); a header wraps
    // across its cells ('CARGO/FUNÇÃO' / 'PÚBLICA', 'VAGAS' / 'AMPLA').
    if (l.runs.length === 1 && l.runs[0]!.x0 < nameRun.x1 && l.runs[0]!.x1 > nameRun.x0 && !NAME_HEADER.test(headerText(l.runs[0]!))) break;
    band.push(l);
  }
  const columns = clusterColumns(band.flatMap((l) => l.runs));
  const name = columns.findIndex((c) => c.x0 <= nameRun.x0 + 0.5 && c.x1 >= nameRun.x1 - 0.5);
  const counts = columns.flatMap((c, i) => (i !== name && COUNT_HEADER.test(c.label) && !NOT_A_COUNT.test(c.label) ? [i] : []));
  // A test's table ('Disciplina | Nº de questões | Peso | Total'), or of the candidates passed or called ('Quantidade Máxima de
  // Aprovados', 'Total de candidatos convocados'): no positions.
  if (name < 0 || counts.length === 0 || counts.some((i) => i < name) || columns.some((c) => EXAM_TABLE.test(c.label))) return null;
  const totals = counts.filter((i) => TOTAL_LABEL.test(columns[i]!.label));
  const shares = counts.filter((i) => SHARE_LABEL.test(columns[i]!.label) && !TOTAL_LABEL.test(columns[i]!.label));
  const chosen = totals.length ? totals.slice(-1) : shares.length && shares.length < counts.length ? counts.filter((i) => !shares.includes(i)) : counts;
  return { columns, name, counts: chosen, bottom: Math.min(...band.map((b) => b.y)), h };
}

/** The boundaries between a header's columns: halfway between one column's right edge and the next one's left. */
function boundaries(columns: Column[]): number[] {
  return columns.slice(1).map((c, i) => (columns[i]!.x1 + c.x0) / 2);
}

/** The column a run's centre falls in. */
function columnOf(run: PageRun, bounds: number[]): number {
  const centre = (run.x0 + run.x1) / 2;
  let i = 0;
  while (i < bounds.length && centre > bounds[i]!) i++;
  return i;
}

/** A cell's column: the name's when its words start under the name's header (a long name written from there), else by its centre. */
function cellColumn(run: PageRun, header: Header, bounds: number[]): number {
  const name = header.columns[header.name]!;
  return /\p{L}/u.test(run.text) && run.x0 >= name.x0 - 2 && run.x0 <= name.x1 ? header.name : columnOf(run, bounds);
}

/**
 * Whether a run is prose across the columns, not a cell: half the table's width or more, or a sentence
 * (five words or more) opening at the name's column or left of it and reaching the first count column
 * (`counts`, its left edge). A cell's short text centred wider than its header ('Técnico em Órtese e'
 * under 'Cargo') may pass a boundary or two, a long cell of a later column ('Endereço') spill to its
 * left, a long name ('TÉCNICO DE ENFERMAGEM 30H – OPERADOR DE') to its right.
 */
function crosses(run: PageRun, bounds: number[], width: number, name: number, counts: number): boolean {
  if (run.x1 - run.x0 >= width / 2) return true;
  return columnOf({ ...run, x1: run.x0 }, bounds) <= name && run.x1 > counts && run.text.trim().split(/\s+/).length >= 5;
}

export interface GridRow {
  /** The name column's text on this row's line, when it has some. */
  nome: string;
  vagas: number;
  y: number;
  page: number;
}

/** A position as a table gives it: its name and, where each row has its own name, its rows' vacancies. */
export interface GridCargo {
  nome: string;
  vagas: number | null;
}

export interface GridTable {
  /** The positions with their vacancies, each once, its name's lines joined (a name over two lines, a name centred over its rows). */
  cargos: GridCargo[];
  rows: GridRow[];
  vagas: number | null;
  /** Whether the table closes with a total row its rows add up to: read whole and right. */
  conferido: boolean;
}

type NameLine = { text: string; y: number; page: number; h: number };

const CONNECTOR_END = /(?:(?<!\p{L})(?:d[aeo]s?|e|em|para|com|a|ao|na|no|ou)|[-–/,(])$/iu;
const CONTINUES = /^(?:\p{Ll}|\(|[-–/]|d[aeo]s?\s|e\s|em\s)/u;

/** A line's text in the name's column, kept as a name's line when it holds more than a row's code; returned as read. */
function pushName(nameLines: NameLine[], line: Line, page: number, bounds: number[], header: Header): string {
  const text = line.runs
    .filter((r) => cellColumn(r, header, bounds) === header.name)
    .map((r) => r.text.trim())
    .join(' ');
  // A row's code in a column without a header of its own ('1 Médico – Área:', 'Contador 5') is no part of the name.
  if (withoutCodes(text)) nameLines.push({ text, y: line.y, page, h: line.size });
  return text;
}

/** A count cell's number ('2.403' is 2403; '-' and 'CR' count none). */
function countOf(cell: string): number {
  return Number((COUNT_CELL.exec(cell.trim())?.[1] ?? '0').replace(/\./g, ''));
}

/** A row's vacancies from its count cells: the last when it is the others' total ('19 1 20'), else their sum ('-' and 'CR' count none). */
function rowCount(cells: string[]): number {
  const numbers = cells.map(countOf);
  const last = numbers[numbers.length - 1]!;
  const rest = numbers.slice(0, -1).reduce((a, b) => a + b, 0);
  return numbers.length > 1 && last === rest ? last : rest + last;
}

/** Each name once, its vacancies added up (a position in several places, or its rows on two pages); no header's word. */
function distinctCargos(read: GridCargo[]): GridCargo[] {
  const cargos = new Map<string, GridCargo>();
  for (const c of read) {
    const nome = c.nome.replace(/\s+/g, ' ');
    if (NAME_HEADER.test(nome)) continue;
    const seen = cargos.get(nome);
    if (seen) seen.vagas = seen.vagas === null || c.vagas === null ? null : seen.vagas + c.vagas;
    else cargos.set(nome, { nome, vagas: c.vagas });
  }
  return [...cargos.values()];
}

/** One table from its header on, over page breaks: its rows' counts and its name column's lines. */
function readTable(pages: Line[][], page: number, headerAt: number, header: Header): { table: GridTable; end: { page: number; line: number } } {
  const bounds = boundaries(header.columns);
  const width = header.columns[header.columns.length - 1]!.x1 - header.columns[0]!.x0;
  const countsStart = header.columns[Math.min(...header.counts)]!.x0;
  const nameLines: NameLine[] = [];
  const rows: GridRow[] = [];
  let p = page;
  let i = headerAt + 1;
  let lastY = header.bottom;
  let skipping = false;
  let fullRows = 0;
  let declared: number | null = null;
  // Where the table's last line read is: a page searched for the table's continuation in vain is read afresh.
  let read = { page, line: headerAt };
  for (;;) {
    const lines = pages[p]!;
    if (i >= lines.length) {
      // Next page: go on where its first lines (past a running head) carry counts in the same columns.
      if (p + 1 >= pages.length) break;
      p++;
      i = 0;
      skipping = true;
      continue;
    }
    const line = lines[i]!;
    if (line.y >= header.bottom - 0.5 && p === page) {
      i++;
      continue;
    }
    const cells = line.runs.map((r) => ({ run: r, column: cellColumn(r, header, bounds) }));
    const inCounts = cells.filter((c) => header.counts.includes(c.column));
    // Words in a count column (a page's foot, 'Página 1 de 50', a note): no row.
    const countCells = inCounts.every((c) => COUNT_CELL.test(c.run.text.trim())) ? inCounts : [];
    const prose = countCells.length === 0 && !isLevelHeading(line) && line.runs.some((r) => crosses(r, bounds, width, header.name, countsStart));
    const labelText = cells.filter((c) => !header.counts.includes(c.column)).map((c) => c.run.text).join(' ');
    const nameText = cells.filter((c) => c.column === header.name).map((c) => c.run.text).join(' ');
    const total = TOTAL_ROW.test(labelText) || TOTAL_ROW.test(nameText);
    // A group's subtotal ('SUBTOTAL 2.220 129 … 2.812'): no row, and the table goes on.
    if (SUBTOTAL_ROW.test(labelText) || SUBTOTAL_ROW.test(nameText)) {
      lastY = line.y;
      i++;
      continue;
    }
    // A number alone on its line where the rows hold more cells: the page's number, where the page ends.
    if (line.runs.length === 1 && /^\d{1,4}$/.test(line.runs[0]!.text.trim()) && rows.length >= 2 && fullRows * 2 > rows.length) {
      i = lines.length;
      continue;
    }
    if (skipping) {
      if (countCells.length === 0 || prose) {
        // Another table's header, or no row in the page's first lines: the table ended with the page before.
        if (i > 8 || findHeader(lines, i)) {
          p = read.page;
          i = read.line + 1;
          break;
        }
        i++;
        continue;
      }
      skipping = false;
      lastY = line.y + 1.5 * line.size;
      // A name's first line just above the page's first row ('TÉCNICO DE SEGURANÇA DO' / 'TRABALHO') is the table's.
      for (const above of lines.slice(0, i).filter((l) => l.y <= lastY && l.y > line.y)) pushName(nameLines, above, p, bounds, header);
    }
    if (total && countCells.length) declared = countOf(countCells[countCells.length - 1]!.run.text);
    if (prose || total || CLAUSE_LINE.test(labelText) || NUMBERED_HEADING.test(labelText) || lastY - line.y > 4 * Math.max(header.h, line.size)) {
      break;
    }
    const nome = pushName(nameLines, line, p, bounds, header);
    if (countCells.length) {
      rows.push({ nome, vagas: rowCount(countCells.map((c) => c.run.text)), y: line.y, page: p });
      if (line.runs.length >= 2) fullRows++;
    }
    lastY = line.y;
    read = { page: p, line: i };
    i++;
  }
  const cargos = distinctCargos(rowNames(nameLines, rows));
  const vagas = rows.length ? rows.reduce((a, r) => a + r.vagas, 0) : null;
  const table = { cargos, rows, vagas, conferido: declared !== null && declared === vagas };
  return { table, end: { page: p, line: i } };
}

/** A name without the row's code a column with no header of its own puts beside it ('1 Médico – Área:', 'Contador 5'). */
function withoutCodes(name: string): string {
  return name
    .replace(/(?<!\S)\./g, '')
    .replace(/^\s*\d{1,3}(?:\s+|$)|(?<=\p{L})\s+\d{1,3}\s*$/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The row a name's line belongs to, among its page's rows (top to bottom). Where names are written from their row's top,
 * the last row at or above the line ('Técnico em' / 'Controle' / 'Interno' under their row's line), unless the row just
 * under it has no name on its own line and the line is close above it (a name centred over its row: 'MÉDICO' /
 * 'GASTROENTEROLOGISTA'); elsewhere the nearest row.
 */
function rowOf(l: NameLine, rows: { r: GridRow; k: number }[], topAligned: boolean): number {
  const nearest = rows.reduce((best, cur) => (Math.abs(cur.r.y - l.y) < Math.abs(best.r.y - l.y) ? cur : best));
  if (!topAligned) return nearest.k;
  const above = [...rows].reverse().find(({ r }) => r.y >= l.y - 1);
  const below = rows.find(({ r }) => r.y < l.y - 1);
  if (below && !below.r.nome && l.y - below.r.y <= 1.5 * l.h) return below.k;
  return (above ?? nearest).k;
}

/**
 * The names a table's name column gives. Where there is about a name a row, each line goes to the nearest
 * row (a name on its row's line, or over two lines around it, or from its top down), and where most rows
 * have no name on their own line (names centred), a name cut between two rows goes on. Where names are
 * fewer than rows, each stands centred over its rows (the places of one position): a line goes on the one
 * above when close under it and its words go on (a connector, a small letter, the lone word that opens
 * 'Agente' / 'Administrativo').
 */
function rowNames(nameLines: NameLine[], rows: GridRow[]): GridCargo[] {
  const onRow = rows.filter((r) => r.nome).length;
  if (nameLines.length >= rows.length * 0.7) {
    const topAligned = onRow * 2 >= rows.length;
    const parts = rows.map(() => [] as string[]);
    for (const l of nameLines) {
      const same = rows.map((r, k) => ({ r, k })).filter(({ r }) => r.page === l.page);
      if (same.length === 0) continue;
      parts[rowOf(l, same, topAligned)]!.push(l.text);
    }
    // A name cut between two rows' shares (one name over its rows, its words going on) is one name; a row without a
    // name of its own is the one above's (another of its places).
    const names: GridCargo[] = [];
    parts.forEach((p, k) => {
      const part = withoutCodes(p.join(' '));
      const last = names[names.length - 1];
      const vagas = rows[k]!.vagas;
      if (last && (!part || (!topAligned && (CONNECTOR_END.test(last.nome) || CONTINUES.test(part))))) {
        last.nome = part ? `${last.nome} ${part}` : last.nome;
        last.vagas = last.vagas === null ? null : last.vagas + vagas;
      } else if (part) names.push({ nome: part, vagas });
    });
    return names;
  }
  // Each name over its places' rows: its vacancies are not told apart here.
  const nomes: string[] = [];
  let prev: NameLine | null = null;
  for (const l of nameLines) {
    const close = prev !== null && prev.page === l.page && prev.y - l.y <= 1.4 * Math.max(prev.h, l.h);
    const last = nomes[nomes.length - 1] ?? '';
    if (close && nomes.length && (CONNECTOR_END.test(last) || CONTINUES.test(l.text) || (prev!.text === last && !/\s/.test(last)))) nomes[nomes.length - 1] += ` ${l.text}`;
    else nomes.push(l.text);
    prev = l;
  }
  return nomes.map((nome) => ({ nome, vagas: null }));
}

const runKey = (run: PageRun) => `${Math.round(run.y)}|${run.text.trim()}`;

/** The runs a document repeats at the same height at the top or foot of half its pages (three at least): its running heads and feet. */
function runningRuns(pagesRuns: readonly (readonly PageRun[])[]): Set<string> {
  const pagesOf = new Map<string, number>();
  for (const runs of pagesRuns) {
    // Only at the page's top or foot (a sixteenth of its height): a table's rows may repeat a place at the same height.
    const low = runs.reduce((y, r) => Math.min(y, r.y), Infinity);
    const high = runs.reduce((y, r) => Math.max(y, r.y), -Infinity);
    const margin = (high - low) / 16;
    const edge = runs.filter((r) => /\p{L}/u.test(r.text) && (r.y <= low + margin || r.y >= high - margin));
    for (const key of new Set(edge.map(runKey))) pagesOf.set(key, (pagesOf.get(key) ?? 0) + 1);
  }
  const least = Math.max(3, Math.ceil(pagesRuns.length / 2));
  return new Set([...pagesOf].filter(([, n]) => n >= least).map(([key]) => key));
}

/** Every positions table a document's pages hold, read by the runs' places. */
export function gridTables(pagesRuns: readonly (readonly PageRun[])[]): GridTable[] {
  const running = runningRuns(pagesRuns);
  const pages = pagesRuns.map((runs) => {
    // A running foot's page number ('Página' 1 'de' 50) goes with it.
    const footYs = new Set(runs.filter((r) => running.has(runKey(r))).map((r) => Math.round(r.y)));
    return pageLines(runs.filter((r) => !running.has(runKey(r)) && !(footYs.has(Math.round(r.y)) && /^\d{1,4}$/.test(r.text.trim()))));
  });
  const tables: GridTable[] = [];
  for (let p = 0; p < pages.length; p++) {
    for (let i = 0; i < pages[p]!.length; i++) {
      const header = findHeader(pages[p]!, i);
      if (!header) continue;
      const { table, end } = readTable(pages, p, i, header);
      if (table.rows.length === 0) continue;
      tables.push(table);
      if (end.page > p) {
        p = end.page;
        i = end.line - 1;
      } else i = Math.max(i, end.line - 1);
    }
  }
  return tables;
}

/** What the tables read by their columns give an edital: the positions' names, the vacancies, and how sure. */
export interface GridReading {
  /** Each position once; its vacancies only where one table alone gives them (a name in two tables may be counted twice). */
  cargos: GridCargo[];
  vagas: number | null;
  /** How many tables were read. */
  tabelas: number;
  /** Whether every table's rows add up to the total row that closes it. */
  conferido: boolean;
}

/** The positions tables of a document's pages, read by their columns, as one reading (null: no table). */
export function gridReading(pagesRuns: readonly (readonly PageRun[])[]): GridReading | null {
  const tables = gridTables(pagesRuns);
  if (tables.length === 0) return null;
  const counted = tables.filter((t) => t.vagas !== null);
  const cargos = new Map<string, GridCargo>();
  for (const c of tables.flatMap((t) => t.cargos)) {
    if (cargos.has(c.nome)) cargos.set(c.nome, { nome: c.nome, vagas: null });
    else cargos.set(c.nome, { ...c });
  }
  return {
    cargos: [...cargos.values()],
    vagas: counted.length ? counted.reduce((sum, t) => sum + t.vagas!, 0) : null,
    tabelas: tables.length,
    conferido: tables.every((t) => t.conferido),
  };
}
