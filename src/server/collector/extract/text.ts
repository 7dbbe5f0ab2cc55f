/** Text helpers shared by the extractors and the adapters. */
import { normalizeText } from '#shared/editais/classify';

/** Lower case, accents removed, runs of whitespace collapsed: for comparing names (the classifier's own rule). */
export const normalizeKey = normalizeText;

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

/** A short stable hash (FNV-1a, 32 bits, base 36) for keys built from text. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
