import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import type { LlmConfig } from '../extract/llm';
import type { RealExpected, RealPrediction } from '../extract/evaluate';
import { extractRules, parseNiveis, parseTaxas } from '../extract/rules';
import { cleanText, normalizeKey, repairMojibake, withoutGazettePageHeads } from '../extract/text';
import { mapPciListingItem, parsePciListing, type PciListingItem } from '../sources/pci-html';
import { readActFields } from '../sources/gazette-act';
import { parsePciNoticePage } from '../sources/pci-notice';
import type { ExtractedFields } from '../types';
import { UF_NAMES, UFS, type Uf } from '#shared/ufs';
import { completeWithAi, type PdfAiCache, type PdfAiOutcome } from './ai';
import { extractEdital, type EditalFields, type Nivel } from './extract';
import type { PageRun } from './grid';
import { normalizePdfText, pdfText } from './text';

/**
 * The labelled set of real notices (tests/fixtures/collector/editais-reais): its labels, and each
 * notice read the way the collector reads its kind of document — an edital PDF through pdfText and
 * the edital rules, an edital's text layer saved as text ('texto') through the same rules, a PCI
 * notice summary through the free-text rules (after repairing its mojibake), a PCI listing line
 * through the PCI listing parser, an act of an official gazette ('diario': a DOU act as a
 * scraper's JSON or the INLABS XML, or a municipal gazette's text) through the free-text rules, as
 * the collector reads gazette excerpts, and through the edital rules as a whole edital, and a PCI
 * listing line as another scraper saved it ('pagina': one JSON record holding the line's text, its
 * cells run together) through the PCI listing mapper once its cells are split back, and a whole
 * PCI notice page as a scraper saved it ('noticia') through the collector's reader of that page.
 */

export type DocumentKind = 'pdf' | 'texto' | 'detalhe' | 'listagem' | 'diario' | 'pagina' | 'noticia';
export type Split = 'tuning' | 'test';

export interface LabelledDocument {
  arquivo: string;
  tipo: DocumentKind;
  sha256: string;
  /** PDFs only. */
  paginas?: number;
  /**
   * Gazette acts ('diario'): the gazette's date; scrapers' records ('pagina'): the day the file was
   * saved; saved notice pages ('noticia'): the day the page was published. It decides the year of a
   * date written without one.
   */
  data?: string;
  /** A saved notice page ('noticia'): the page's own address, against which its links resolve. */
  url?: string | null;
}

export interface LabelledNotice {
  id: string;
  split: Split;
  documentos: LabelledDocument[];
  esperado: RealExpected & { escaneado: boolean };
}

export interface LabelledNotices {
  avisos: LabelledNotice[];
}

export const LABELLED_DIR = new URL('../../../../tests/fixtures/collector/editais-reais/', import.meta.url);

export function loadLabelledNotices(dir: URL = LABELLED_DIR): LabelledNotices {
  return JSON.parse(readFileSync(new URL('labels.json', dir), 'utf8')) as LabelledNotices;
}

/**
 * When the PCI pages were saved (the collector reads a page on its run date: it decides the year
 * of a date written without one): the summaries come from the home page of 3 August 2021, the
 * listing lines from a page saved in 2020.
 */
const PAGE_DATES: Record<'detalhe' | 'listagem', string> = { detalhe: '2021-08-03', listagem: '2020-12-31' };

/** A PCI notice summary (section.noticia): its headline and paragraphs, without the 'continuar lendo' links. */
export function summaryText(html: string): string {
  const $ = load(repairMojibake(html));
  const scope = $('section.noticia').length ? 'section.noticia:first-of-type ' : '';
  const title = cleanText($(`${scope}h3 a`).first().text() || $(`${scope}h3`).first().text());
  const paragraphs = $(`${scope}p`)
    .not('.outros')
    .toArray()
    .map((p) => {
      const el = $(p).clone();
      el.find('a').filter((_, a) => /continuar\s+lendo/i.test($(a).text())).remove();
      return cleanText(el.text());
    })
    .filter(Boolean);
  return [title, ...paragraphs].join('\n');
}

export interface NoticeReading {
  previsto: RealPrediction;
  /** The text the fields were read from (the PDF's text layer, the summary's text). */
  texto: string;
  /** For PDFs and saved text layers: whether the document has no text layer. */
  escaneado?: boolean;
  /** For editais read with the AI second: what its answer filled, where it came from, and why it was not used. */
  ia?: Pick<PdfAiOutcome, 'preenchidos' | 'resposta' | 'aviso'>;
}

/** The AI second, as the collector's PDF stage asks it: the model's configuration and the answers' cache. */
export interface NoticeAi {
  config: LlmConfig;
  cache: PdfAiCache;
}

export interface ReadOptions {
  ano?: number;
  /** Editais (PDFs and saved text layers) are completed by the model where the rules left fields empty. */
  ai?: NoticeAi;
  /** An edital PDF's laid-out lines (pdfText's `linhas`), read for what its text leaves empty. */
  linhas?: string;
  /** An edital PDF's pages' runs with where they sit (pdfText's `celulas`). */
  celulas?: PageRun[][];
}

/** An edital's text read by the rules and, when given the AI, completed by it as the PDF stage does (cached by the document's hash). */
async function readEditalText(texto: string, bytes: Uint8Array[], options: ReadOptions): Promise<NoticeReading> {
  const regras = extractEdital(texto, { ano: options.ano, linhas: options.linhas, celulas: options.celulas });
  if (!options.ai) return { previsto: fromEdital(regras), texto, escaneado: false };
  const hash = createHash('sha256');
  for (const part of bytes) hash.update(part);
  const outcome = await completeWithAi({ texto, sha256: hash.digest('hex'), regras, config: options.ai.config, cache: options.ai.cache });
  return { previsto: fromEdital(outcome.campos), texto, escaneado: false, ia: { preenchidos: outcome.preenchidos, resposta: outcome.resposta, aviso: outcome.aviso } };
}

/** The fields every reading gives (an edital's, a gazette act's, a PCI line's or page's), under the same names. */
type ReadFields = Pick<ExtractedFields, 'uf' | 'vagas' | 'remuneracao_max' | 'inscricoes_fim' | 'prova_data'> & {
  banca: { nome: string } | null;
  cargos: readonly unknown[];
};

/** What a reading predicts, from the fields and the levels and fees read with them. */
function prediction(f: ReadFields, niveis: readonly Nivel[], taxas: readonly number[]): RealPrediction {
  return {
    uf: f.uf,
    banca: f.banca?.nome ?? null,
    vagas: f.vagas,
    remuneracao_max: f.remuneracao_max,
    inscricoes_fim: f.inscricoes_fim,
    prova_data: f.prova_data,
    niveis: niveis.length ? [...niveis] : null,
    taxas: taxas.length ? [...taxas] : null,
    num_cargos: f.cargos.length || null,
  };
}

function fromEdital(f: EditalFields): RealPrediction {
  return prediction(f, f.niveis, f.taxas);
}

/**
 * An edital published as one PDF or as several (the body and its annexes, where the positions and
 * the calendar often are): their text layers, in order, read as one edital.
 */
async function readPdf(files: Uint8Array[], options: ReadOptions): Promise<NoticeReading> {
  const texts = [];
  const linhas = [];
  const celulas: PageRun[][] = [];
  for (const bytes of files) {
    const text = await pdfText(bytes);
    if (!text.ok || text.escaneado) {
      const empty: RealPrediction = { uf: null, banca: null, vagas: null, remuneracao_max: null, inscricoes_fim: null, prova_data: null, niveis: null, taxas: null, num_cargos: null };
      return { previsto: empty, texto: text.ok ? text.texto : '', escaneado: text.ok && text.escaneado };
    }
    texts.push(text.texto);
    linhas.push(text.linhas);
    celulas.push(...text.celulas);
  }
  return readEditalText(texts.join('\n\n'), files, { ...options, linhas: linhas.join('\n\n'), celulas });
}

/**
 * An edital's text layer saved as plain text by another tool (one of the labelled notices is the
 * text a project extracted from the PDF, page by page, with '=== PAGE n ===' marks between pages):
 * the marks dropped and each page normalised as pdfText normalises a PDF's page, so the edital
 * rules read it exactly as they read the PDF's own text.
 */
export function savedTextLayer(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .split(/^\s*=+\s*(?:PAGE|P[ÁA]GINA)\s+\d+\s*=+\s*$/gim)
    .map(normalizePdfText)
    .filter(Boolean)
    .join('\n\n');
}

/**
 * One act of the DOU as the Imprensa Nacional's INLABS service publishes it (an XML file per act:
 * the hierarchy in artCategory, the act's kind in artType, the title in Identifica, the body as HTML
 * in Texto): hierarchy, kind and title, then the body a paragraph or a table row per line, the
 * row's cells side by side.
 */
export function inlabsActText(xml: string): string {
  const $ = load(xml, { xml: true });
  const article = $('article').first();
  return [article.attr('artCategory'), article.attr('artType'), cleanText($('Identifica').first().text()), ...htmlBodyLines($('Texto').first().text())]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n');
}

/**
 * An act's body given as HTML: a paragraph, a heading, a list item or a table row per line, the row's
 * cells side by side. A list item's line is its own words (Tika writes an item's number and text straight in
 * '<li>': '<div class="lbl">2.1.</div> As vagas …'), its nested lists, paragraphs and tables each
 * lines of their own.
 */
function htmlBodyLines(html: string): string[] {
  const body = load(html);
  const lines: string[] = [];
  body('p, tr, li, h1, h2, h3, h4, h5, h6').each((_, el) => {
    const node = body(el);
    if (el.tagName === 'p' && node.parents('tr').length) return;
    if (el.tagName !== 'tr' && el.tagName !== 'p' && node.parents('tr').length) return;
    // A table inside a paragraph (Tika's '<p/>' before a table opens a paragraph the table then sits in,
    // as HTML parses it): the table's rows are lines of their own, not the paragraph's text.
    const own = el.tagName === 'li' ? 'table, ul, ol, p' : 'table';
    const text = el.tagName === 'tr' ? node.find('td, th').toArray().map((c) => cleanText(body(c).text())).filter(Boolean).join(' ') : cleanText(node.clone().find(own).remove().end().text());
    if (text) lines.push(text);
  });
  return lines;
}

/**
 * One act of an official gazette: as plain text (a municipal gazette's text layer), as the INLABS
 * XML, as a record of Santa Catarina's municipal gazette, or as a DOU scraper saves it, in one of two shapes: a scraper's own
 * object (the agency's hierarchy in artType, the title, the body in paragraphs), or an item of the
 * in.gov.br 'leitura do jornal' page (the hierarchy in hierarchyStr, the act's kind in artType, the
 * title, and content: the act's first 400 characters). The text the free-text rules read: hierarchy
 * first (it names the agency and, for a prefeitura, its state), then title and body.
 */
export function gazetteActText(saved: string): string {
  const raw = saved.replace(/^\uFEFF/, '');
  if (raw.trimStart().startsWith('<')) return inlabsActText(raw);
  // A municipal gazette's text, as extracted from its PDF (an act cut out of the edition).
  if (!raw.trimStart().startsWith('{')) return withoutGazettePageHeads(raw).trim();
  const act = JSON.parse(raw) as Record<string, unknown>;
  // A publication of Santa Catarina's municipal gazette (DOM/SC) as its open data give it: the body
  // publishing it, the act's title, and its text as the HTML the PDF's text layer became.
  if ('entidade' in act && typeof act.texto === 'string') return [act.entidade, act.titulo, ...htmlBodyLines(act.texto)].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n');
  const parts = 'hierarchyStr' in act ? [act.hierarchyStr, act.artType, act.title, act.content] : [act.artType, act.title, act.paragraphs];
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join('\n');
}

const NIVEL_WORD = String.raw`(?:Ensino\s+)?(?:Fundamental|M[ée]dio|T[ée]cnico|Superior|Alfabetizado|P[óo]s[-\s]Gradua[çc][ãa]o)(?:\s*\((?:In)?completo\)|\s+(?:In)?completo)?`;
const FLAT_LINE = {
  vagasSalario: String.raw`(?:(?:[\d.]+\s+vagas?|Vagas)(?:\s*\+\s*(?:[\d.]+\s*)?CR)?|Cadastro\s+(?:de\s+)?reserva)(?:\s+até\s+R\$\s*[\d.,]+)?`,
  niveis: String.raw`${NIVEL_WORD}(?:\s*/\s*${NIVEL_WORD})*`,
  prazo: String.raw`(?:(?:Prorrogad[oa]|Reabert[oa])\s+até\s+)?\d{2}/\d{2}(?:/\d{4})?(?:\s+a\s+\d{2}/\d{2}/\d{4})?`,
};
/** A PCI listing line with its cells run together: 'Agency UF | N vagas até R$ X | positions | levels | deadline'. */
const FLAT_PCI_LINE = new RegExp(String.raw`^(.+?)(?:\s([A-Z]{2}))?\s(${FLAT_LINE.vagasSalario})\s(.+?)\s(${FLAT_LINE.niveis})\s(${FLAT_LINE.prazo})$`);
/** The summary cell alone (the registration period kept apart): 'N vagas até R$ X | positions | levels'. */
const FLAT_PCI_SUMMARY = new RegExp(String.raw`^(${FLAT_LINE.vagasSalario})\s(.+?)\s(${FLAT_LINE.niveis})$`);

function listingItem(cells: Pick<PciListingItem, 'orgao' | 'ufCell' | 'stateHeader' | 'vagasSalario' | 'cargo' | 'nivel' | 'prazo'>, link: string | null): PciListingItem {
  return { headline: '', link, ...cells };
}

/**
 * A PCI listing line as another scraper saved it ('pagina': one JSON record): its cells, split back
 * from the line's text ('raw_text', 'texto': agency, UF, vacancies and pay, positions, levels and
 * deadline run together) or taken from the record's fields ('titulo', 'regiao', 'resumo',
 * 'periodo_inscricao'), so the collector's own PCI line reading applies; null when the text does not
 * have a listing line's shape. Numbers the scraper derived itself (vacancies, salary, state) are
 * never read: they are another extractor's output, not the source.
 */
export function scraperRecordLine(json: string): { item: PciListingItem | null; texto: string } {
  const record = JSON.parse(json) as Record<string, unknown>;
  const field = (key: string) => (typeof record[key] === 'string' ? cleanText(record[key] as string) : '');
  const link = field('link') || null;
  const line = field('raw_text') || field('texto');
  if (line) {
    const m = FLAT_PCI_LINE.exec(line);
    const item = m ? listingItem({ orgao: m[1]!, ufCell: m[2] ?? '', stateHeader: null, vagasSalario: m[3]!, cargo: m[4]!, nivel: m[5]!, prazo: m[6]! }, link) : null;
    return { item, texto: line };
  }
  const [orgao, regiao, resumo, periodo] = [field('titulo'), field('regiao'), field('resumo'), field('periodo_inscricao')];
  const texto = [orgao, regiao, resumo, periodo].filter(Boolean).join(' | ');
  const m = FLAT_PCI_SUMMARY.exec(resumo);
  const item = m && orgao ? listingItem({ orgao, ufCell: '', stateHeader: regiao || null, vagasSalario: m[1]!, cargo: m[2]!, nivel: m[3]!, prazo: periodo }, link) : null;
  return { item, texto };
}

function readFreeText(texto: string, ano: number, publicadoEm?: string, uf?: Uf): NoticeReading {
  const f = extractRules(texto, { ano, publicadoEm, uf });
  const niveis = parseNiveis(texto);
  const taxas = parseTaxas(texto);
  return { texto, previsto: prediction(f, niveis, taxas) };
}

/**
 * A gazette act, as the collector reads the act a Querido Diário excerpt belongs to (sources/gazette-act): the
 * free-text rules and the edital rules, whose reading wins field by field where it has one.
 */
function readGazetteAct(texto: string, publicadoEm: string, uf?: Uf): NoticeReading {
  const f = readActFields(texto, { publicadoEm, uf });
  return { texto, previsto: prediction(f, f.niveis, f.taxas) };
}

/** A state's municipal gazette naming itself in its pages' running head ('Diário Oficial dos Municípios do Estado do Rio Grande do Sul •'). */
const STATE_GAZETTE_HEAD = /Di\s?[áa]\s?rio\s+Oficial\s+dos\s+Munic[íi]pios\s+do\s+Estado\s+d[eo]\s+([\p{L} ]{4,40}?)\s*•/u;

/** The Piauí towns' gazette's running head ('DIÁRIO OFICIAL DAS PREFEITURAS PIAUIENSES', as the OCR reads it: '~DASPREHIIURASPIAUIENSES'). */
const PIAUI_GAZETTE_HEAD = /PIAUIENSES/;

/**
 * The state a gazette act's record belongs to by its source: Santa Catarina's municipal gazette (DOM/SC) publishes only
 * that state's, and a state's municipal gazette (FAMURS, Piauí's DOP) only its own towns' acts, its name in its running head (the
 * text layer may split its words: 'Rio Grande d o Sul').
 */
export function gazetteUf(saved: string): Uf | undefined {
  const raw = saved.replace(/^\uFEFF/, '').trimStart();
  if (!raw.startsWith('{')) {
    if (PIAUI_GAZETTE_HEAD.test(raw)) return 'PI';
    const head = STATE_GAZETTE_HEAD.exec(raw);
    const key = head ? normalizeKey(head[1]!).replace(/ /g, '') : null;
    return UFS.find((uf) => normalizeKey(UF_NAMES[uf]).replace(/ /g, '') === key);
  }
  const record = JSON.parse(raw) as Record<string, unknown>;
  return 'entidade' in record && typeof record.texto === 'string' ? 'SC' : undefined;
}

function readSummary(html: string): NoticeReading {
  return readFreeText(summaryText(html), Number(PAGE_DATES.detalhe.slice(0, 4)));
}

/** A PCI listing line read as the collector reads one (the PCI line mapper), on the day it was saved. */
function readPciItem(item: PciListingItem, today: string): NoticeReading {
  const c = mapPciListingItem(item, today);
  return { texto: c.texto, previsto: prediction(c, parseNiveis(item.nivel, { loose: true }), []) };
}

function readListingLine(html: string): NoticeReading {
  const { items } = parsePciListing(repairMojibake(html), 'https://www.pciconcursos.com.br/concursos/');
  const item = items[0];
  if (!item) throw new Error('linha de listagem sem item reconhecível');
  return readPciItem(item, PAGE_DATES.listagem);
}

/** A scraper's record of a PCI line: by the PCI line mapper when its cells are recognised, else by the free-text rules. */
function readScraperRecord(json: string, savedOn: string): NoticeReading {
  const { item, texto } = scraperRecordLine(json);
  return item ? readPciItem(item, savedOn) : readFreeText(texto, Number(savedOn.slice(0, 4)));
}

/**
 * A PCI notice page as a scraper saved it, read by the collector's reader of PCI news pages on the
 * day it was published (the page alone: in a run, what it says fills the listing line's gaps).
 */
function readNoticePage(html: string, url: string | null | undefined, savedOn: string): NoticeReading {
  const page = parsePciNoticePage(html, url ?? 'https://www.pciconcursos.com.br/noticias/', savedOn);
  return { texto: page.texto, previsto: prediction(page, page.niveis, page.taxas) };
}

/** Reads a notice's first document with the extraction suited to its kind. */
export async function readNotice(notice: LabelledNotice, dir: URL = LABELLED_DIR, options: ReadOptions = {}): Promise<NoticeReading> {
  const doc = notice.documentos[0];
  if (!doc) throw new Error(`${notice.id}: aviso sem documento`);
  const bytes = readFileSync(new URL(doc.arquivo, dir));
  if (doc.tipo === 'pdf') {
    const pdfs = notice.documentos.filter((d) => d.tipo === 'pdf').map((d) => new Uint8Array(readFileSync(new URL(d.arquivo, dir))));
    return readPdf(pdfs, options);
  }
  const text = bytes.toString('utf8');
  if (doc.tipo === 'texto') return readEditalText(savedTextLayer(text), [bytes], options);
  if (doc.tipo === 'diario' || doc.tipo === 'pagina' || doc.tipo === 'noticia') {
    if (!doc.data) throw new Error(`${notice.id}: documento sem a data (do diário, ou de quando foi gravado)`);
    if (doc.tipo === 'pagina') return readScraperRecord(text, doc.data);
    if (doc.tipo === 'noticia') return readNoticePage(text, doc.url, doc.data);
    // An act the INLABS splits into parts (one XML per part) is read whole, its parts in order.
    const parts = notice.documentos.filter((d) => d.tipo === 'diario').map((d) => gazetteActText(readFileSync(new URL(d.arquivo, dir), 'utf8')));
    return readGazetteAct(parts.join('\n'), doc.data, gazetteUf(text));
  }
  return doc.tipo === 'detalhe' ? readSummary(text) : readListingLine(text);
}
