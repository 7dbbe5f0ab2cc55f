import { getDocumentProxy } from 'unpdf';
import { errorMessage } from '#server/lib/error-message';
import { cp1252Char } from '../extract/text';
import { pageLines, type PageRun } from './grid';

/**
 * The text layer of an edital PDF, read with unpdf (PDF.js): one string with the pages in order,
 * line breaks kept (the positions table and the schedule are read line by line), whitespace
 * otherwise collapsed. A PDF that opens but has (almost) no text is a scan, recorded as such and
 * not as an error; a file PDF.js cannot open is 'corrompido'. Never throws.
 */

/**
 * Below this many non-space characters per page, on average, the PDF is taken as scanned (images
 * of pages, no text layer). A real edital page carries 1,500–5,000; a scanned one has none, or only
 * a stamp, a page number or a digital-signature line (some dozens). 100 leaves room for those while
 * staying far below any page of typed text.
 */
export const ESCANEADO_CARACTERES_POR_PAGINA = 100;

export type PdfTextResult =
  /**
   * `texto` is PDF.js's text in its own order (a table's cells often one per line); `linhas` is the
   * same words laid out as the page shows them, one line per baseline, left to right (a table's row
   * on one line): the rules read the first, and the second for what the first did not give;
   * `celulas` are the pages' runs with where they sit (pdf/grid.ts reads a table by its columns).
   */
  | { ok: true; texto: string; linhas: string; celulas: PageRun[][]; paginas: number; escaneado: boolean }
  | { ok: false; reason: 'corrompido'; message: string };

/** Between pages: a blank line, so that a page break never glues two lines together. */
const PAGE_BREAK = '\n\n';

export async function pdfText(bytes: Uint8Array): Promise<PdfTextResult> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | null = null;
  try {
    // PDF.js may take over (detach) the buffer it is given: it gets a copy, the caller keeps its bytes.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    const totalPages = pdf.numPages;
    if (totalPages < 1) return corrompido('o arquivo não tem nenhuma página');
    const pages: string[] = [];
    const laidOut: string[] = [];
    const celulas: PageRun[][] = [];
    for (let n = 1; n <= totalPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const items: PdfTextItem[] = content.items.flatMap((item) => ('str' in item && item.str != null ? [item] : []));
      // As unpdf's extractText joins them: each item's string, a line break where PDF.js marks one.
      pages.push(normalizePdfText(items.map((item) => item.str + (item.hasEOL ? '\n' : '')).join('')));
      laidOut.push(normalizePdfText(layoutLines(items)));
      celulas.push(pageRuns(items));
    }
    const texto = pages.join(PAGE_BREAK).trim();
    const visible = texto.replace(/\s+/g, '').length;
    return { ok: true, texto, linhas: laidOut.join(PAGE_BREAK).trim(), celulas, paginas: totalPages, escaneado: visible / totalPages < ESCANEADO_CARACTERES_POR_PAGINA };
  } catch (error) {
    return corrompido(describePdfError(error));
  } finally {
    await pdf?.destroy().catch(() => {});
  }
}

/** What PDF.js gives for a run of text: its string, its transform ([a, b, c, d, x, y]) and width. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}

/**
 * A page's words as the page lays them out: the runs sharing a baseline (within half the smaller
 * font's height) make one line, top to bottom, each read left to right, with a space where runs do
 * not touch. A table's row then reads as one line ('Dentista PSF … 40hs/semana R$ 6.635,94 03'),
 * where PDF.js's own order often gives its cells one per line.
 */
export function layoutLines(items: readonly PdfTextItem[]): string {
  const runs = items.map((item) => ({ text: item.str, x0: item.transform[4] ?? 0, x1: (item.transform[4] ?? 0) + item.width, y: item.transform[5] ?? 0, h: Math.abs(item.transform[3] ?? 0) || 8 }));
  return pageLines(runs)
    .map((line) => {
      let out = '';
      let end = -Infinity;
      for (const run of line.runs) {
        if (out && run.x0 - end > 0.5) out += ' ';
        out += run.text;
        end = run.x1;
      }
      return out;
    })
    .join('\n');
}

/** A page's runs with where they sit, to a tenth of a point (what pdf/grid.ts needs, small enough to store with the text). */
export function pageRuns(items: readonly PdfTextItem[]): PageRun[] {
  const tenth = (n: number) => Math.round(n * 10) / 10;
  return items.flatMap((item) => {
    const text = normalizePdfText(item.str);
    if (!text) return [];
    const x0 = item.transform[4] ?? 0;
    return [{ text, x0: tenth(x0), x1: tenth(x0 + item.width), y: tenth(item.transform[5] ?? 0), h: tenth(Math.abs(item.transform[3] ?? 0) || 8) }];
  });
}

function corrompido(detail: string): PdfTextResult {
  return { ok: false, reason: 'corrompido', message: `PDF corrompido ou ilegível (${detail})` };
}

/** PDF.js's exceptions, in Portuguese for the admin panel. */
const PDFJS_ERRORS: Record<string, string> = {
  InvalidPDFException: 'estrutura de PDF inválida',
  PasswordException: 'protegido por senha',
  FormatError: 'formato interno inválido',
  MissingPDFException: 'arquivo vazio',
  UnexpectedResponseException: 'arquivo incompleto',
};

function describePdfError(error: unknown): string {
  const name = (error as { name?: string } | null)?.name ?? '';
  return PDFJS_ERRORS[name] ?? `não foi possível ler o arquivo: ${errorMessage(error).slice(0, 160)}`;
}

const LIGATURES: Record<string, string> = { 'ﬀ': 'ff', 'ﬁ': 'fi', 'ﬂ': 'fl', 'ﬃ': 'ffi', 'ﬄ': 'ffl', 'ﬅ': 'st', 'ﬆ': 'st' };

/**
 * One page's text: ligatures spelled out, soft hyphens and control characters dropped, runs of
 * spaces (tabs, no-break spaces) collapsed, each line trimmed, blank lines kept to one; a line
 * decoded as Mac Roman instead of Windows-1252 ('EducaÁ„o') repaired.
 */
export function normalizePdfText(page: string): string {
  return page
    .replace(/[ﬀ-ﬆ]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/\u00ad/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .split('\n')
    .map((line) => repairMacRoman(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Byte → character of Mac Roman, and back, for the upper half (0x80–0xFF). */
const MAC_ROMAN = new TextDecoder('macintosh').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
const MAC_TO_BYTE = new Map([...MAC_ROMAN].map((ch, i) => [ch, 0x80 + i]));

/**
 * Characters Mac Roman gives to the bytes of Portuguese letters in Windows-1252 and that Portuguese
 * text itself never uses ('„' for ã, '·' for á, '˙' for ú, 'ı' for õ, '∫' for º…). One of them
 * next to a letter marks the line as mis-decoded; so does a capital after a small letter ('EducaÁ„o',
 * 'CiÍncia'), but not 'Á' or 'Í' opening a word ('Área', 'Índice' are Portuguese).
 */
const MAC_MARKERS = /\p{L}[„·˙ı‡∫√«⁄∞]|[„·˙ı‡√«⁄]\p{L}|\p{Ll}[ÁÈÍÌÛ]|[ÈÌÛ]\p{Ll}|\p{Lu}…\p{Lu}|(?<!\p{L})¡\p{Lu}/u;

/**
 * Some PDFs (DOU pages re-saved by third parties) carry a font whose encoding PDF.js reads as Mac
 * Roman while the bytes are Windows-1252: 'EducaÁ„o' for 'Educação'. Such a line is re-read byte
 * by byte; any other line is returned as is.
 */
export function repairMacRoman(line: string): string {
  if (CP1252_MARKERS.test(line)) {
    // Word by word: a line may join garbled text and good text (a text layer saved as one line).
    return line.replace(/\S+/g, (word) => (CP1252_MARKERS.test(word) ? [...word].map((ch) => MAC_ROMAN[(CP1252_TO_BYTE.get(ch) ?? 0) - 0x80] ?? ch).join('') : word));
  }
  if (!MAC_MARKERS.test(line)) return line;
  let out = '';
  for (const ch of line) {
    const byte = MAC_TO_BYTE.get(ch);
    out += byte === undefined ? ch : cp1252Char(byte);
  }
  return out;
}

/** Byte → character of Windows-1252 for the upper half, reversed. */
const CP1252_TO_BYTE = new Map(Array.from({ length: 128 }, (_, i) => [cp1252Char(0x80 + i), 0x80 + i] as const));

/**
 * The other way round, Mac Roman bytes read as Windows-1252 ('TŽcnico de Laborat—rio/çrea:
 * Inform‡tica' for 'Técnico de Laboratório/Área: Informática'): characters Windows-1252 gives to the
 * bytes of Portuguese letters in Mac Roman ('Ž' é, '‡' á, '‰' â, '‹' ã, '›' õ, '™' ô, 'œ' ú) next to
 * a letter, a dash inside a word ('—' ó), a word opened by 'ç' ('çrea' Área), or capitals with
 * 'ƒ' É, 'æ' Ê, '‚' Ç, 'ò' Ú, 'î' Ó ('MINISTƒRIO', 'INOVA‚ÌO'). Only the words so marked are re-read.
 */
const CP1252_MARKERS = /\p{L}[Ž‡‰‹›™œ]|[Ž‡‰‹›™œ]\p{L}|\p{Ll}{2}—\p{Ll}{2}|(?<!\p{L})ç\p{Ll}|\p{Lu}[ƒæ‚òî]|[ƒæ‚òî]\p{Lu}/u;
