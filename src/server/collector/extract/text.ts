/** Text helpers shared by the extractors and the adapters. */
import { normalizeText } from '#shared/editais/classify';
import { UF_NAMES } from '#shared/ufs';

/** Lower case, accents removed, runs of whitespace collapsed: for comparing names (the classifier's own rule). */
export const normalizeKey = normalizeText;

/**
 * A name's key with each word in the singular: a name in the plural is the same name ('12 (doze) OPERÁRIOS' in a hire and
 * 'Operário' in the table; 'Objetiva Concursos' and 'Objetiva Concurso' in the boards' catalogue).
 */
export function singularKey(name: string): string {
  return normalizeKey(name).split(' ').map(singularWord).join(' ');
}

/** One word's key (small letters, no accents) in the singular: '-ões'/'-ães' → '-ão', '-ais' → '-al', '-éis' → '-el', '-res'/'-zes' → '-r'/'-z', and a final 's' off any other word. */
export function singularWord(key: string): string {
  return key.replace(/[oa]es$/u, 'ao').replace(/ais$/u, 'al').replace(/eis$/u, 'el').replace(/(?<=[rz])es$|(?<=[^s])s$/u, '');
}

/**
 * A weekly workload as a position's row or name writes it ('40h', '40 hs', '30h/s', '20 horas', '40 horas semanais'): a
 * regular expression's source, for the readers that cut it off a name or step over it in a row (with the 'u' flag).
 */
export const WEEKLY_HOURS = String.raw`\d{1,2}\s*(?:horas|hs|h\/s|h)(?!\p{L})(?:\s+semana(?:is|l))?`;

/**
 * The running head a municipal gazette of diariomunicipal.com.br prints at each page's foot, which the PDF's text layer
 * drops into the middle of an act ('… visando contratação Rio Grande do Sul , 01 de Março de 2021 • Diário Oficial dos
 * Municípios do Estado do Rio Grande do Sul • ANO XIII | Nº 3011' / 'www.diariomunicipal.com.br/famurs 112 temporária de …'),
 * its words sometimes split ('Diá rio'), opening with the state's name. Its date is the edition's and its page number no count
 * of anything.
 */
const STATE_NAME = Object.values(UF_NAMES)
  .sort((a, b) => b.length - a.length)
  // A word the text layer split ('Rio Gra nde do Sul') is still the state's.
  .map((name) => [...name].map((c) => (c === ' ' ? '[^\\S\\n]+' : `${c}[^\\S\\n]?`)).join(''))
  .join('|');
const GAZETTE_PAGE_HEAD = new RegExp(
  String.raw`([^\S\n]*)(?<!\p{L})(?:${STATE_NAME})[^\S\n]*,[^\S\n]*\d{1,2}[^\S\n]+de[^\S\n]+\p{L}+[^\S\n]+de[^\S\n]+\d{4}[^\S\n]*•[^•\n]{10,120}(?:•[^\S\n]*ANO\b[^\n•]{0,30})?\s*www\.diariomunicipal\.com\.br\/[a-z]+[^\S\n]+\d{1,4}(?!\S)[^\S\n]*`,
  'gu',
);

/** An act's text without its gazette's running heads: a line's words go on where the head broke them. */
export function withoutGazettePageHeads(text: string): string {
  // Every excerpt of a run passes here: the pattern (a state's name at any position) runs only over a text that names the gazette's site.
  if (!text.includes('www.diariomunicipal.com.br/')) return text;
  return text.replace(GAZETTE_PAGE_HEAD, (_head, _indent: string, offset: number) => {
    const atLineStart = offset === 0 || text[offset - 1] === '\n';
    return atLineStart ? '' : ' ';
  });
}

/** Collapses whitespace (including non-breaking spaces) and trims. */
export function cleanText(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

const LOWER_WORDS = new Set(['a', 'à', 'ao', 'aos', 'as', 'às', 'da', 'das', 'de', 'do', 'dos', 'e', 'em', 'na', 'nas', 'no', 'nos', 'o', 'os', 'ou', 'para', 'por', 'com']);
const ROMAN = /^(i{1,3}|iv|v|vi{1,3}|ix|x{1,3})$/i;
/** Acronyms that appear inside position names and must stay upper case. */
const KEEP_UPPER = new Set(['TI', 'SUS', 'ACS', 'ACE', 'PEB', 'CNH', 'UBS', 'UTI', 'CRAS', 'CREAS', 'CAPS', 'ESF', 'PSF', 'LIBRAS', 'PCD', 'EJA', 'RH', 'SAMU', 'SEI', 'TCE', 'TJ', 'PM', 'GCM']);

/** 'AUDITOR FISCAL DA ADMINISTRAÇÃO TRIBUTÁRIA' → 'Auditor Fiscal da Administração Tributária'. */
export function titleCasePt(text: string): string {
  const words = cleanText(text).split(' ');
  return words
    .map((word, index) =>
      word
        .split('-')
        .map((part) => {
          if (!part) return part;
          const upper = part.toUpperCase();
          if (KEEP_UPPER.has(upper.replace(/[^\p{L}]/gu, ''))) return upper;
          if (ROMAN.test(part)) return upper;
          const lower = part.toLocaleLowerCase('pt-BR');
          if (index > 0 && LOWER_WORDS.has(lower)) return lower;
          return lower.charAt(0).toLocaleUpperCase('pt-BR') + lower.slice(1);
        })
        .join('-'),
    )
    .join(' ');
}

/** Whether the text is written in capitals (at least a few letters, none lower case). */
export function isShouting(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

/** The text title-cased when it is written in capitals ('ENGENHARIA CIVIL' → 'Engenharia Civil'), else as it is. */
export function unshouted(text: string): string {
  return isShouting(text) ? titleCasePt(text) : text;
}

/** Each run of words in capitals title-cased ('… pela SECRETARIA MUNICIPAL DE SAÚDE (SMS)' → '… pela Secretaria Municipal de Saúde (SMS)'); a lone word in capitals may be an acronym and stays. */
export function unshoutedRuns(text: string): string {
  return text.replace(/[\p{Lu}\p{M}-]{2,}(?:\s+[\p{Lu}\p{M}-]{1,})+/gu, unshouted);
}

/** A short stable hash (FNV-1a, 32 bits, base 36) for keys built from text. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (the rest of the upper half is Latin-1), written
 * out: Node's TextDecoder without full ICU decodes these bytes as C1 controls. The five bytes
 * Windows-1252 leaves undefined stay C1 controls, as browsers decode them.
 */
export const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const CP1252_TO_BYTE = new Map([...CP1252_HIGH].map((ch, i) => [ch, 0x80 + i]));

/** A byte of Windows-1252 as its character. */
export function cp1252Char(byte: number): string {
  return byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte);
}

/** 'Ã§', 'Ãµ', 'Ã©', 'Âº': the UTF-8 bytes of an accented letter shown one by one as Windows-1252. */
const MOJIBAKE = /[ÃÂ][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2026\u2030\u2039\u203a\u20ac\u2122]/;

/**
 * Text whose UTF-8 bytes were decoded as Windows-1252/Latin-1 somewhere upstream ('InscriÃ§Ãµes',
 * 'PÃºblico', '1Âº'), turned back into what was written ('Inscrições', 'Público', '1º'). A text
 * without that pattern, or one that does not come back as valid UTF-8, is returned unchanged.
 */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const byte = code <= 0xff ? code : CP1252_TO_BYTE.get(ch);
    if (byte === undefined) return text; // a character Windows-1252 cannot have produced
    bytes.push(byte);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return text;
  }
}

const WORD_VALUES: Record<string, number> = {
  zero: 0, um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9,
  dez: 10, onze: 11, doze: 12, treze: 13, quatorze: 14, catorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16,
  dezessete: 17, dezoito: 18, dezenove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60,
  setenta: 70, oitenta: 80, noventa: 90, cem: 100, cento: 100, duzentos: 200, duzentas: 200, trezentos: 300,
  trezentas: 300, quatrocentos: 400, quatrocentas: 400, quinhentos: 500, quinhentas: 500, seiscentos: 600,
  seiscentas: 600, setecentos: 700, setecentas: 700, oitocentos: 800, oitocentas: 800, novecentos: 900, novecentas: 900,
};

/**
 * A whole number written in Portuguese words ('quarenta e três' → 43, 'mil e duzentas' → 1200, 'DOIS MIL
 * QUINHENTOS E QUARENTA' → 2540), or null when a word is not part of a number. An act writes a count twice,
 * in digits and in words, and the words are what the scan's recognition does not split ('4 3 (quarenta e três)').
 */
export function numberInWords(words: string): number | null {
  const tokens = normalizeKey(words).replace(/[-,]/g, ' ').split(/\s+/).filter((t) => t && t !== 'e');
  if (!tokens.length) return null;
  let total = 0;
  let group = 0;
  for (const token of tokens) {
    if (token === 'mil') {
      total += (group || 1) * 1000;
      group = 0;
      continue;
    }
    const value = WORD_VALUES[token];
    if (value === undefined) return null;
    group += value;
  }
  return total + group;
}

/** A count in digits ('1.200', '4 3' split by a scan: '3'), read by its words in brackets after it when they read as a number ('quarenta e três' → 43). */
export function countWrittenTwice(digits: string, words: string | undefined): number {
  return (words && numberInWords(words)) || Number(digits.replace(/\./g, ''));
}

const LOWERCASE_WORDS = { 2: /(?<!\p{L})\p{Ll}\p{L}+/gu, 3: /(?<!\p{L})\p{Ll}\p{L}{2,}/gu };

/**
 * Words in lower case of three letters or more (or two, counting 'de', 'em': a scan's broken words, 'te rão o valo r', are
 * mostly short): many make a sentence, not a table's line.
 */
export function lowercaseWords(text: string, shortest: 2 | 3 = 3): number {
  return (text.match(LOWERCASE_WORDS[shortest]) ?? []).length;
}

/**
 * The words of a heading that groups a table's rows by schooling ('ENSINO MÉDIO COMPLETO - TÉCNICO', 'QUARTA SÉRIE DO
 * ENSINO FUNDAMENTAL', 'NÍVEL SUPERIOR'): the table readers of the text (pdf/extract.ts) and of the columns (pdf/grid.ts).
 */
export const LEVEL_HEADING = /ensino|n[íi]vel|escolaridade|superior|m[ée]dio|fundamental|alfabetizad|s[ée]rie|t[ée]cnico|gradua/iu;

/** A numbered clause opening a line ('2.4 Os candidatos…', '3.1.1. Deverá residir …'): the text after a table. */
export const CLAUSE_LINE = /^\s*\d+(?:\.\d+)+\.?\s+\p{Lu}/u;
