import { load as loadHtml, type Cheerio, type CheerioAPI, type load } from 'cheerio';
import type { Escolaridade } from '#shared/domain';
import { safeExternalUrl } from '#shared/editais/links';
import { findBancaBySite, findBancaInText } from '../extract/reference-data';
import { findCargosInText, parseDates, parseEscolaridade, parseMoney, parseNiveis, parseRemuneracao, parseVagas } from '../extract/rules';
import type { CandidateBanca } from '../types';
import { cleanText, isShouting, normalizeKey, titleCasePt } from '../extract/text';
import { absoluteUrl, textOf } from './common';
import { officialFirst, sameSite, type DetailCargo } from './detail';

/**
 * Reading the prose and tables of a notice's page: its block lines, fees, positions written one per
 * line or in a table, and which of its links are the edital and which the registration.
 */

/** domhandler's node, as cheerio's load takes it (domhandler is not a direct dependency). */
type Node = Extract<Parameters<typeof load>[0], { type: unknown }>;
type Selection = Cheerio<Node>;

/**
 * A notice's page as cheerio reads it: with htmlparser2, about three times faster than the
 * spec-exact parse5 on these pages (the stored pages of a listing are parsed again at every run),
 * and as good at finding an article, its paragraphs, lists, tables and links.
 */
export function loadPage(html: string): CheerioAPI {
  return loadHtml(html, { xml: { xmlMode: false, decodeEntities: true } });
}

export interface ProseFields {
  vagas: number | null;
  cadastro_reserva: boolean;
  escolaridade: Escolaridade | null;
  /** Position names the prose lists ('para os cargos de A, B e C'). */
  cargos: string[];
  banca: CandidateBanca | null;
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
  prova_data: string | null;
  /** http(s) addresses written out in the text (not as links): edital ones, and one for registration. */
  edital: string[];
  inscricao: string | null;
}

/** Addresses written out in the text, sorted by what their sentence says ('edital', '.pdf' / 'inscri'). */
function urlsInText(text: string): { edital: string[]; inscricao: string | null } {
  const edital: string[] = [];
  let inscricao: string | null = null;
  for (const sentence of text.split(/(?<=[.;!?])\s+(?=\p{Lu})|\n/u)) {
    for (const m of sentence.matchAll(/https?:\/\/[^\s<>"')]+/gi)) {
      const url = safeExternalUrl(m[0].replace(/[.,;:]+$/, ''));
      if (!url) continue;
      const before = normalizeKey(sentence.slice(0, m.index));
      if (/\.pdf(?:[?#]|$)/i.test(url) || /edital/.test(before)) edital.push(url);
      else if (!inscricao && /inscri/.test(before)) inscricao = url;
    }
  }
  return { edital, inscricao };
}

/**
 * What a page's prose states, read by the rules extractor's own parsers (the agency and the place
 * come from the page's headline or labels, not from here): vacancies, level, positions, board, the
 * registration period and exam date, addresses written out.
 */
export function proseFields(raw: string, ano: number): ProseFields {
  const text = cleanText(raw);
  const { vagas, cadastroReserva } = parseVagas(text);
  const dates = parseDates(text, { ano });
  // A board named, else the board whose site the page gives (for registration, most often).
  const banca = findBancaInText(text) ?? findBancaBySite(text);
  const urls = urlsInText(raw);
  return {
    vagas,
    cadastro_reserva: cadastroReserva,
    escolaridade: parseEscolaridade(text),
    cargos: findCargosInText(text),
    banca: banca ? { nome: banca.nome, site: banca.site } : null,
    inscricoes_inicio: dates.inscricoesInicio,
    inscricoes_fim: dates.inscricoesFim,
    prova_data: dates.provaData,
    edital: urls.edital,
    inscricao: urls.inscricao,
  };
}

const BLOCKS = 'p, li, h2, h3, h4, h5, dt, dd, tr, blockquote';
const BLOCK_TAGS = new Set(['p', 'li', 'h2', 'h3', 'h4', 'h5', 'dt', 'dd', 'tr', 'blockquote']);

/** The outermost blocks under `root`, in document order: a block inside another (a <p> in an <li>) is read with its parent. */
function outerBlocks(root: Selection): Node[] {
  const found: Node[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag' || !('name' in node)) continue;
      if (BLOCK_TAGS.has(node.name)) found.push(node);
      else walk(node.children);
    }
  };
  for (const node of root.toArray()) if ('children' in node) walk(node.children);
  return found;
}

/** A node's text, <br> read as a space, whitespace collapsed (textOf without cheerio's wrappers: pages are parsed by the thousand). */
export function nodeText(node: Node): string {
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.type === 'text' && 'data' in n) parts.push(n.data);
    else if ('name' in n && n.name === 'br') parts.push(' ');
    else if ('children' in n && n.type !== 'script' && n.type !== 'style') for (const child of n.children) walk(child);
  };
  walk(node);
  return cleanText(parts.join(''));
}

/** A table row's cells ('th', 'td'). */
function cellsOf(row: Node): Node[] {
  return 'children' in row ? row.children.filter((c) => 'name' in c && (c.name === 'td' || c.name === 'th')) : [];
}

/** The element's text as lines, one per block (paragraph, list item, heading, table row with ' | ' between cells). */
export function blockLines($: CheerioAPI, root: Selection): string[] {
  const lines: string[] = [];
  for (const node of outerBlocks(root)) {
    const line = 'name' in node && node.name === 'tr' ? cellsOf(node).map(nodeText).filter(Boolean).join(' | ') : nodeText(node);
    if (line) lines.push(line);
  }
  if (lines.length === 0) {
    const whole = textOf(root);
    if (whole) lines.push(whole);
  }
  return lines;
}

const MONEY = /R\$\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)/gi;
const FEE_WORD = /\btaxas?\b|valor(?:es)?\s+d[ae]s?\s+inscri|inscri[çc][ãa]o\s+custa/i;
const PAY_WORD = /sal[áa]ri|remunera|vencimento|subs[íi]dio|bolsa/i;
/** Above this a registration fee is not plausible (the highest seen are around R$ 300). */
const MAX_FEE = 2_000;

/** Registration fees: the amounts after 'taxa' in each sentence that names one, until pay is spoken of. */
export function feesIn(text: string): number[] {
  const fees = new Set<number>();
  for (const sentence of text.split(/(?<=[.;!?])\s+(?=\p{Lu})|\n/u)) {
    const start = sentence.search(FEE_WORD);
    if (start < 0) continue;
    let rest = sentence.slice(start);
    const pay = rest.search(PAY_WORD);
    if (pay > 0) rest = rest.slice(0, pay);
    for (const m of rest.matchAll(MONEY)) {
      const value = parseMoney(m[1]!);
      if (value !== null && value > 0 && value <= MAX_FEE) fees.add(value);
    }
  }
  return [...fees].sort((a, b) => a - b);
}

/** '40h semanais', '30 horas semanais', '20 horas': the weekly workload as written, or null. */
export function jornadaIn(text: string): string | null {
  const m = /\b(\d{1,2})\s*(h|horas)\b(\s*semanais)?/i.exec(text);
  return m ? cleanText(`${m[1]}${m[2]!.toLowerCase() === 'h' ? 'h' : ' horas'}${m[3] ? ' semanais' : ''}`) : null;
}

/** '10', '10 vagas', 'CR', '5 + CR' → 10, 10, 0, 5; null when the cell says nothing countable. */
function vagasCell(text: string): number | null {
  const lead = /^\s*(\d{1,3}(?:\.\d{3})+|\d+)\b/.exec(text);
  if (lead) return Number(lead[1]!.replace(/\./g, ''));
  return parseVagas(text).vagas;
}

function payCell(text: string): number | null {
  const range = parseRemuneracao(text);
  if (range.max !== null || range.min !== null) return range.max ?? range.min;
  const bare = /(\d{1,3}(?:\.\d{3})+,\d{2}|\d+,\d{2})/.exec(text);
  return bare ? parseMoney(bare[1]!) : null;
}

/** A position's level: the highest one its cell names ('Médio técnico' is technical), else the page's single level. */
function levelOf(text: string, pageLevel: Escolaridade | null): Escolaridade | null {
  const named = parseNiveis(text, { loose: true });
  if (named.length) return named[0]!;
  return pageLevel !== 'Vários_Níveis' ? pageLevel : null;
}

/** A position's name as a list item or a table cell gives it; null for what reads as a sentence. */
function positionName(raw: string): string | null {
  const nome = cleanText(raw).replace(/^(?:cargo|fun[çc][ãa]o|emprego)\s*:\s*/i, '').replace(/[\s:;,.–—-]+$/, '');
  if (nome.length < 2 || nome.length > 120 || nome.split(' ').length > 12 || /^\d/.test(nome) || /R\$/.test(nome)) return null;
  if (/^(?:a|o|as|os|um|uma|para|com|de|em|no|na)\s/i.test(nome)) return null;
  return isShouting(nome) ? titleCasePt(nome) : nome;
}

/**
 * Where a position's name ends on its line: at the first separator after which come its figures. A
 * dash followed by more of the name ('Analista de Atividades da Secretaria - Contador (1 vaga + cadastro
 * de reserva)': a specialty, no figure before the next separator) does not end it.
 */
function nameEnd(line: string): { index: number } | null {
  const cuts = [...line.matchAll(/\s[–—-]\s|:\s|\s\(|,\s/g)];
  return (
    cuts.find((m, k) => {
      if (!/[–—-]/.test(m[0])) return true;
      const next = line.slice(m.index + m[0].length, cuts[k + 1]?.index);
      return /\d|\bvagas?\b|R\$|\bCR\b|cadastro|n[íi]vel|ensino/i.test(next) || !/^\p{Lu}/u.test(next);
    }) ?? null
  );
}

/**
 * One position written on a line: 'Agente Administrativo – 10 vagas – R$ 1.850,00 – 40h semanais –
 * nível médio'. Only a line that gives vacancies or pay is a position; null otherwise.
 */
export function cargoFromLine(line: string, pageLevel: Escolaridade | null): DetailCargo | null {
  if (!/\bvagas?\b|R\$|\bCR\b|cadastro\s+(?:de\s+)?reserva/i.test(line)) return null;
  const cut = nameEnd(line);
  if (!cut) return null;
  const nome = positionName(line.slice(0, cut.index));
  if (!nome) return null;
  const rest = line.slice(cut.index);
  const { vagas } = parseVagas(rest);
  const pay = parseRemuneracao(rest);
  return {
    nome,
    escolaridade: levelOf(rest, pageLevel),
    vagas,
    remuneracao: pay.max ?? pay.min,
    jornada: jornadaIn(rest),
    taxa: feesIn(rest)[0] ?? null,
  };
}

type Column = 'nome' | 'vagas' | 'remuneracao' | 'escolaridade' | 'jornada' | 'taxa';

const COLUMN_WORDS: [Column, RegExp][] = [
  ['nome', /cargo|funcao|emprego|especialidade/],
  ['vagas', /vaga/],
  ['remuneracao', /salario|remuneracao|vencimento|subsidio/],
  ['escolaridade', /escolaridade|requisito|nivel|formacao/],
  ['jornada', /carga|jornada|horas/],
  ['taxa', /taxa|inscricao/],
];

/** The positions of a table whose header names a 'Cargo' column; [] for any other table. */
export function cargosFromTable(table: Selection, pageLevel: Escolaridade | null): DetailCargo[] {
  const rows = table.find('tr').toArray();
  if (rows.length < 2) return [];
  const header = cellsOf(rows[0]!).map((c) => normalizeKey(nodeText(c)));
  const columns = header.map((h) => COLUMN_WORDS.find(([, regex]) => regex.test(h))?.[0] ?? null);
  const nomeAt = columns.indexOf('nome');
  if (nomeAt < 0) return [];
  const cargos: DetailCargo[] = [];
  for (const row of rows.slice(1)) {
    const cells = cellsOf(row).map(nodeText);
    const nome = positionName(cells[nomeAt] ?? '');
    if (!nome) continue;
    const cell = (column: Column) => {
      const at = columns.indexOf(column);
      return at >= 0 ? (cells[at] ?? '') : '';
    };
    cargos.push({
      nome,
      escolaridade: levelOf(cell('escolaridade'), pageLevel),
      vagas: vagasCell(cell('vagas')),
      remuneracao: payCell(cell('remuneracao')),
      jornada: cell('jornada') ? (jornadaIn(cell('jornada')) ?? cleanText(cell('jornada')).slice(0, 40)) : null,
      taxa: cell('taxa') ? payCell(cell('taxa')) : null,
    });
  }
  return cargos;
}

/** The positions a page lists: in tables with a 'Cargo' column, else one per list item. */
export function cargosOnPage($: CheerioAPI, root: Selection, pageLevel: Escolaridade | null): DetailCargo[] {
  const fromTables = root
    .find('table')
    .toArray()
    .flatMap((t) => cargosFromTable($(t), pageLevel));
  const cargos = fromTables.length
    ? fromTables
    : root
        .find('li')
        .toArray()
        .map((li) => cargoFromLine(nodeText(li), pageLevel))
        .filter((c): c is DetailCargo => c !== null);
  const seen = new Set<string>();
  return cargos.filter((c) => !seen.has(normalizeKey(c.nome)) && seen.add(normalizeKey(c.nome))).slice(0, 300);
}

export interface PageLinks {
  /** Edital links (PDFs, or anchors that say 'edital'), official ones first. */
  edital: string[];
  /** The first link offered for registration, off the source's own site. */
  inscricao: string | null;
}

/** The page's anchors under `roots` sorted into edital and registration links, resolved against the page. */
export function pageLinks($: CheerioAPI, roots: Selection[], pageUrl: string): PageLinks {
  const edital: { url: string; rank: number }[] = [];
  let inscricao: string | null = null;
  for (const root of roots) {
    root.find('a[href]').each((_, node) => {
      const a = $(node);
      const url = absoluteUrl(a.attr('href'), pageUrl);
      if (!url || url.split('#')[0] === pageUrl.split('#')[0]) return;
      const label = normalizeKey(`${a.text()} ${a.attr('title') ?? ''}`);
      const isPdf = /\.pdf(?:[?#]|$)/i.test(url);
      if (isPdf || /\bedita(l|is)\b/.test(label)) {
        edital.push({ url, rank: editalRank(label) });
        return;
      }
      if (inscricao || sameSite(url, pageUrl)) return;
      // The sentence around the link says what it is for ('inscrições … pelo site da <a>FGV</a>').
      const block = a.closest(BLOCKS);
      if (/inscri/.test(label) || /inscri/.test(normalizeKey(textOf(block.length ? block : a.parent())))) inscricao = url;
    });
  }
  // Array.prototype.sort is stable: within a rank, the page's order stays.
  return { edital: officialFirst(edital.sort((a, b) => a.rank - b.rank).map((l) => l.url), pageUrl), inscricao };
}

/** The opening edital first, other documents next, rectifications and notices last. */
function editalRank(label: string): number {
  if (/retifica|errata|aviso|comunicado|resultado|gabarito|convoca|homologa/.test(label)) return 2;
  return /edital|abertura/.test(label) ? 0 : 1;
}
