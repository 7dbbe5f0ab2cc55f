import type { Uf } from '#shared/ufs';
import { withProfessionLevel } from '../cargos';
import { withWordsRejoined } from '../extract/ocr';
import { extractRules, parseNiveis, parseTaxas, withAmountsWhole, withDateWordsApart, withTeacherSubjectsListed } from '../extract/rules';
import { isShouting, singularKey, withoutGazettePageHeads } from '../extract/text';
import { extractEdital, GAZETTE_ACT_HEAD } from '../pdf/extract';
import { emptyDetail, type DetailFields } from './detail';

/**
 * A gazette act read whole. Querido Diário answers a search with an excerpt of each gazette (a thousand characters
 * around the match) and the address of the whole edition's text (`txt_url`); the act the excerpt belongs to, with its
 * positions table and calendar, is cut out of that text here, and read as the labelled set's gazette acts are read
 * (`npm run eval:extract`): by the free-text rules and by the edital rules, the edital's reading winning field by field.
 */

/** Beyond this many characters an act is cut: a missing marker must not turn a whole edition into one act. */
const MAX_ACT_CHARS = 60_000;
/** Characters of the excerpt looked for in the edition at a time (letters and digits only). */
const PROBE = 60;

/** Each Latin character's letter or digit in lower case without its accent (0: none), by char code. */
const FOLDED = (() => {
  const table = new Uint8Array(0x250);
  for (let code = 0; code < table.length; code++) {
    const ch = String.fromCharCode(code).toLowerCase().normalize('NFD')[0] ?? '';
    if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) table[code] = ch.charCodeAt(0);
  }
  return table;
})();

/** A text's letters and digits in lower case without accents, and where each came from in the text. */
function compact(text: string): { chars: string; at: Uint32Array } {
  const codes = new Uint8Array(text.length);
  const at = new Uint32Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const folded = code < FOLDED.length ? FOLDED[code]! : 0;
    if (folded) {
      codes[n] = folded;
      at[n++] = i;
    }
  }
  return { chars: new TextDecoder('latin1').decode(codes.subarray(0, n)), at: at.subarray(0, n) };
}

/** Where the excerpt's mention of the selection sits, in the compacted excerpt (its middle when it names none). */
function keywordAt(excerpt: string): number {
  const m = /concursopublico|processoseletivo|selecaopublica|selecaoexterna/.exec(excerpt);
  return m ? m.index : Math.floor(excerpt.length / 2);
}

/**
 * Where in the edition the excerpt's mention of the selection is (an index into `edition`), or null when the excerpt
 * is not found in it. Spacing, line breaks, accents and a running head inside the excerpt do not matter: pieces of
 * the excerpt's letters and digits are looked for, nearest the mention first, and the first one found once places it.
 */
function anchorIn(edition: { chars: string; at: Uint32Array }, excerpt: string): number | null {
  const { chars } = compact(excerpt);
  if (chars.length < 20) return null;
  const size = Math.min(PROBE, chars.length);
  const keyword = keywordAt(chars);
  const starts = new Set<number>();
  for (const shift of [0, -1, 1, -2, 2, -3, 3, -4, 4, -6, 6, -8, 8]) {
    starts.add(Math.max(0, Math.min(chars.length - size, keyword - size / 2 + shift * (size / 2))));
  }
  const at = (found: number, start: number) => edition.at[Math.max(0, Math.min(edition.at.length - 1, found + (keyword - start)))]!;
  for (const start of starts) {
    const probe = chars.slice(start, start + size);
    const found = edition.chars.indexOf(probe);
    if (found < 0 || edition.chars.indexOf(probe, found + 1) >= 0) continue;
    return at(found, start);
  }
  // No piece found once: an act the gazette printed twice holds the whole excerpt twice (its first print is taken);
  // a piece of common wording found in several acts places nothing.
  const whole = edition.chars.indexOf(chars);
  return whole >= 0 && chars.length >= MIN_WHOLE_EXCERPT ? at(whole, 0) : null;
}

/** Letters and digits an excerpt needs to be recognised whole where it is printed twice (a few lines of an act). */
const MIN_WHOLE_EXCERPT = 300;

/** A line's letters and digits, lower case: 'Código Id entificador: 6C45525B' → 'codigoidentificador6c45525b'. */
function lineKey(line: string): string {
  return compact(line).chars;
}

/** The line a municipal gazette of diariomunicipal.com.br closes each act with ('Código Identificador: 6C45525B'). */
const CLOSES_ACT = /^codigoidentificador[0-9a-z]{6,}$/;
/** What a closing line holds, whatever the text layer's spacing: a cheap test before the line is compacted. */
const MAY_CLOSE_ACT = /i\s?d\s?e\s?n\s?t\s?i\s?f/i;
/**
 * The line the Piauí towns' gazette opens each act with ('ID: 69FA7FF3F5694'), as its text layer's OCR reads it: a
 * space inside the code, an O for a zero, a letter or two misread ('ID: A004EBC9FAOD4', 'IP: 8C5E023B34E7 4'), the
 * label too (a third of 2023's marks read '1D:', others '10:', 'IO:', 'lD:'), after a stray mark or two ('· ID: …').
 */
function opensAct(line: string): boolean {
  const code = /^[^\p{L}\d]*(?:[I1liÍJT][DP]|10|IO)\s?:\s*([0-9A-ZÉ ]{8,20})\s*$/u.exec(line)?.[1]?.replace(/ /g, '');
  return !!code && code.length >= 8 && code.length <= 16 && code.replace(/[^0-9A-F]/g, '').length >= code.length - 3;
}

/** An act's first line where a gazette marks none: its kind in capitals ('EDITAL Nº 03/2021', 'PROCESSO SELETIVO SIMPLIFICADO'). */
const ACT_KIND = /^(?:EDITAL|PORTARIA|DECRETO|LEI|EXTRATO|AVISO|RESOLU[ÇC][ÃA]O|ATO|DESPACHO|PROCESSO\s+SELETIVO|CONCURSO\s+P[ÚU]BLICO)\b/u;

/** The lines [start, end) of the act holding line `anchor`, the gazette's marks (`closing`, `opening`: line numbers) found before. */
function actLines({ lines, closing, opening }: Pick<Edition, 'lines' | 'closing' | 'opening'>, anchor: number): [number, number] {
  if (closing.length >= 2) {
    const before = closing.filter((i) => i < anchor).at(-1);
    const after = closing.find((i) => i >= anchor);
    return [before === undefined ? 0 : before + 1, after === undefined ? lines.length : after + 1];
  }
  if (opening.length >= 2) {
    const before = opening.filter((i) => i <= anchor).at(-1);
    const after = opening.find((i) => i > anchor);
    return [before ?? 0, after ?? lines.length];
  }
  // No marks: from the nearest heading above the mention (a few lines above it when there is none) to the next act's heading.
  let start = Math.max(0, anchor - 5);
  for (let i = anchor; i >= Math.max(0, anchor - 60); i--) {
    const line = lines[i]!.trim();
    if (ACT_KIND.test(line) && isShouting(line)) {
      start = i;
      break;
    }
  }
  const own = /\d[\d./-]*\d/.exec(lines.slice(start, start + 3).join(' '))?.[0];
  for (let i = Math.max(anchor, start + 3); i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (GAZETTE_ACT_HEAD.test(line) && !(own && line.includes(own))) return [start, i];
  }
  return [start, lines.length];
}

/** An edition's text prepared once for the excerpts looked for in it: compacted, and split into lines. */
export interface Edition {
  text: string;
  compacted: { chars: string; at: Uint32Array };
  lines: string[];
  /** Where each line starts in `text`. */
  lineStarts: number[];
  /** The lines that close an act ('Código Identificador: …') and those that open one ('ID: …'). */
  closing: number[];
  opening: number[];
}

export function prepareEdition(text: string): Edition {
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  const closing: number[] = [];
  const opening: number[] = [];
  let offset = 0;
  for (const [i, line] of lines.entries()) {
    lineStarts.push(offset);
    offset += line.length + 1;
    // Only a short line naming the identifier can be a mark: the others need not be compacted.
    if (line.length < 200 && MAY_CLOSE_ACT.test(line) && CLOSES_ACT.test(lineKey(line))) closing.push(i);
    if (opensAct(line)) opening.push(i);
  }
  return { text, compacted: compact(text), lines, lineStarts, closing, opening };
}

/** The line `offset` falls in (the last line starting at or before it). */
function lineAt(edition: Edition, offset: number): number {
  let low = 0;
  let high = edition.lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (edition.lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The act an excerpt of a gazette belongs to, cut out of the whole edition's text: between the marks the gazette
 * puts around its acts (diariomunicipal.com.br's 'Código Identificador', the Piauí gazette's 'ID:'), else from the
 * heading above the excerpt's mention of the selection to the next act's heading; at most 60,000 characters. Null
 * when the excerpt is not in the text (another edition, a text that changed). Several excerpts of one edition share
 * one `prepareEdition`.
 */
export function findActAround(edition: string | Edition, excerpt: string): string | null {
  const prepared = typeof edition === 'string' ? prepareEdition(edition) : edition;
  const anchor = anchorIn(prepared.compacted, excerpt);
  if (anchor === null) return null;
  const [start, end] = actLines(prepared, lineAt(prepared, anchor));
  const act = prepared.lines.slice(start, end).join('\n');
  return withoutGazettePageHeads(act.length > MAX_ACT_CHARS ? act.slice(0, MAX_ACT_CHARS) : act).trim();
}

/** Where and when the act was published: its year and day decide dates written without a year or counted from it. */
export interface ActHints {
  publicadoEm: string;
  uf?: Uf | null;
}

/**
 * Whether the free-text rules read more positions of which the edital rules' are a part ('contratação temporária de
 * Enfermeiro, Pedagogo, Psicólogo e Técnico em Informática, com …': the whole list, where the edital rules took its first;
 * '12 (doze) OPERÁRIOS, 05 (cinco) LEITURISTAS, …', where a table's first row was read).
 */
function widens(more: readonly { nome: string }[], fewer: readonly { nome: string }[]): boolean {
  const names = new Set(more.map((c) => singularKey(c.nome)));
  return more.length > fewer.length && fewer.every((c) => names.has(singularKey(c.nome)));
}

/**
 * The one position the edital rules read, named as the free-text rules name it when theirs says more of it ('Professor' in
 * '… seleção de professores de matemática, para cadastro reserva', 'Professor de Matemática' in '… para o cargo de PROFESSOR DE MATEMÁTICA').
 */
function namedInFull<C extends { nome: string }>(edital: readonly C[], free: readonly { nome: string }[]): C[] | null {
  if (edital.length !== 1 || free.length !== 1) return null;
  // What the free name adds is the position's complement ('… de Matemática'), not the next words of a form ('CARGO: DENTISTA' / 'Documento de Identidade:').
  const more = singularKey(free[0]!.nome).split(`${singularKey(edital[0]!.nome)} `);
  return more.length === 2 && more[0] === '' && /^(?:d[aeo]s?|em)\s/u.test(more[1]!) ? [{ ...edital[0]!, nome: free[0]!.nome }] : null;
}

/**
 * A gazette act read by the free-text rules and by the edital rules (its positions table, its calendar), the edital's
 * reading winning field by field where it has one, in the shape of a notice's page.
 */
export function readActFields(raw: string, { publicadoEm, uf }: ActHints): DetailFields {
  // Quotes a gazette's text layer wrote with the glyphs of a wrong font ('Cat. ―C‖', 'Agente Comunitário de Saúde‖').
  const texto = withTeacherSubjectsListed(withAmountsWhole(withDateWordsApart(withWordsRejoined(raw.replace(/\u2015/gu, '“').replace(/\u2016/gu, '”')))));
  const ano = Number(publicadoEm.slice(0, 4));
  const free = extractRules(texto, { ano, publicadoEm, uf: uf ?? undefined });
  const edital = extractEdital(texto, { ano, publicadoEm, uf });
  const widened = edital.cargos.length > 0 && widens(free.cargos, edital.cargos);
  const cargos = edital.cargos.length && !widened ? (namedInFull(edital.cargos, free.cargos) ?? edital.cargos) : free.cargos;
  const niveis = withProfessionLevel(edital.niveis.length ? edital.niveis : parseNiveis(texto), cargos);
  const pay = edital.remuneracao_max !== null ? edital : free;
  return {
    // The act as the gazette printed it, not as the rules read it.
    ...emptyDetail(raw),
    orgao: edital.orgao ?? free.orgao,
    // The edital rules name a town's body with the gazette's state (above); the free-text rules name boards and institutions, no town's.
    banca: edital.banca ?? free.banca,
    uf: uf ?? edital.uf ?? free.uf,
    municipio: edital.municipio ?? free.municipio,
    cargos: cargos.map((c) => ({ nome: c.nome, escolaridade: c.escolaridade, vagas: c.vagas, remuneracao: c.remuneracao_base, jornada: c.jornada ?? null, taxa: c.taxa ?? null })),
    // The vacancies of the positions read, where the free text read more of them than the edital rules.
    vagas: (widened ? free.vagas : null) ?? edital.vagas ?? free.vagas,
    cadastro_reserva: edital.cadastro_reserva || free.cadastro_reserva,
    remuneracao_min: pay.remuneracao_min,
    remuneracao_max: pay.remuneracao_max,
    escolaridade: edital.escolaridade ?? free.escolaridade,
    niveis,
    taxas: edital.taxas.length ? edital.taxas : parseTaxas(texto),
    inscricoes_inicio: edital.inscricoes_inicio ?? free.inscricoes_inicio,
    inscricoes_fim: edital.inscricoes_fim ?? free.inscricoes_fim,
    prova_data: edital.prova_data ?? free.prova_data,
    links_edital: free.link_edital ? [free.link_edital] : [],
    link_inscricao: edital.link_inscricao ?? free.link_inscricao,
    fracos: edital.fracos ?? [],
  };
}
