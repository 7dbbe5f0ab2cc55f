/**
 * Words an OCR cut apart, put back together. A scanned gazette's text layer spaces letters inside
 * its words ('S E L E TIVO', 'Fisioter a p euta', 'EDUCAÇ ÃO', 'd e r eserva'), so no rule finds
 * 'SECRETARIA MUNICIPAL DE EDUCAÇÃO' or a list of positions in it. Pieces are joined where their
 * join is a Portuguese word and at least one piece is none: two real words side by side ('a
 * penas', both words) stay apart, and so does a name the vocabulary does not know ('Wall Ferraz').
 * Pieces that are all words join only where none is short or grammar and the whole is a common
 * word more likely than they are ('Secreta ria', 'con curso'; not 'por cento', 'soma dos').
 *
 * A text layer that split long words ('Munic Ipal', 'Admini Stração', 'Inscriçõ Es') is mended
 * the same way; a clean text has nothing to join (a name or acronym that is no word joins a
 * neighbour only where the two make a word).
 *
 * The vocabulary is zxcvbn-ts's Brazilian Portuguese lists (the most frequent words of Brazilian
 * subtitles and of the Portuguese Wikipedia, about 50,000 forms), loaded with the first act read.
 */
import { createRequire } from 'node:module';

/**
 * Forms the lists hold that no Portuguese act writes as words: a piece is never joined into one ('Supervisor Escolar I e Professor' is a
 * grade's numeral and 'e', not Latin's 'Ie'), and a piece that is one is joined to its neighbour (English 'at': 'at é' is 'até').
 */
const NOT_PORTUGUESE = new Set(['ie', 'at']);

/** Each word and its rank: its place in the list where it is most frequent (0 is the most frequent). */
let vocabulary: Map<string, number> | undefined;

function words(): Map<string, number> {
  if (!vocabulary) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-pt-br') as { dictionary: Record<string, string[]> };
    vocabulary = new Map();
    for (const list of [dictionary['commonWords-pt-br']!, dictionary['wikipedia-pt-br']!]) {
      list.forEach((word, rank) => {
        if (/^\p{L}+$/u.test(word) && !NOT_PORTUGUESE.has(word) && rank < (vocabulary!.get(word) ?? Infinity)) vocabulary!.set(word, rank);
      });
    }
  }
  return vocabulary;
}

/** Portuguese words of one letter: any other lone letter is a piece. */
const ONE_LETTER_WORDS = /^[aeoàáéêóô]$/iu;
const LETTERS = /^\p{L}+$/u;
/** The most pieces one word is put back from ('S E L E TIVO' is five). */
const MOST_PIECES = 7;

/** A word's rank in the lists (0 is the most frequent), or undefined when it is none. */
function rankOf(word: string): number | undefined {
  return words().get(word.toLowerCase());
}

function isWord(piece: string): boolean {
  return ONE_LETTER_WORDS.test(piece) || words().has(piece.toLowerCase());
}

/** What a piece that is no word costs a reading: more than the rarest word (ln 50,000 ≈ 11). */
const STRAY_COST = 20;

/** What a word costs a reading: the rarer, the more (a unigram model: ln of its rank). Lone letters that are words are the commonest. */
function wordCost(word: string): number {
  return Math.log(2 + (ONE_LETTER_WORDS.test(word) ? 0 : rankOf(word)!));
}

/** A token left as it is: a word costs its rarity, a run of letters that is no word a stray's cost, a number or sign nothing. */
function tokenCost(token: string): number {
  if (!LETTERS.test(token)) return 0;
  return isWord(token) ? wordCost(token) : STRAY_COST;
}

interface Reading {
  cost: number;
  out: string;
}

/**
 * A line as runs of letters and of other signs, each with what precedes it: the space between words, or nothing
 * where a sign is glued to a word. So a piece glued to its punctuation is still a piece: 'po ntos(máximo)' and
 * 'p o nto(m áximo)' give 'po', 'ntos', '(', 'máximo', ')' and 'p', 'o', 'nto', '(', 'm', 'áximo', ')'.
 */
function lineTokens(line: string): { tokens: string[]; gaps: string[] } {
  const tokens: string[] = [];
  const gaps: string[] = [];
  for (const [k, part] of line.split(/(\s+)/).entries()) {
    if (k % 2 === 1) {
      gaps[tokens.length] = part;
      continue;
    }
    for (const run of part.match(/\p{L}+|[^\p{L}]+/gu) ?? ['']) {
      gaps[tokens.length] ??= '';
      tokens.push(run);
    }
  }
  return { tokens, gaps };
}

/**
 * What a word's first piece may be glued to ('(m áximo)', '“S E L E TIVO'), and its last piece ('po ntos(máximo)', 'Mé dio.'):
 * brackets, quotes and a sentence's punctuation. A run of letters glued to anything else is part of an abbreviation, a unit
 * or a code ('h/s R$', 'c2'), never a piece of a word.
 */
const OPENING = /[([{"'“‘]$/u;
const CLOSING = /^[.,;:!?)\]}"'”’(]/u;

/** The letters that abbreviate a unit after a number: hours, minutes, seconds, metres, grams, litres, kilo-, times. */
const UNIT_LETTER = /^[hmsglkx]$/iu;

/** The rank below which a word is grammar ('por', 'dos', 'com', 'maior'): one never ends or starts a word the OCR cut. */
const GRAMMAR_RANK = 100;
/** The rank from which a word is too rare to be what two common words were cut from ('por cento' is no 'porcento'). */
const RARE_RANK = 15_000;

/**
 * Whether pieces that are each a word were one word cut apart: 'Secreta ria', 'con curso', 'funda mental', 'Procura dor'.
 * Each piece has three letters or more and is no grammar word, the whole is a common word, and it costs less than the
 * pieces together, and no piece opens with a capital after small letters; so 'a não', 'por cento', 'soma dos', 'com prova',
 * 'por menor', 'Boa Vista' and 'Escolar Idade' stay apart.
 */
function wordsRejoined(pieces: readonly string[], word: string): boolean {
  return (
    pieces.every((p) => p.length >= 3 && (rankOf(p) ?? 0) >= GRAMMAR_RANK) &&
    // A capital after small letters opens a word of its own ('Agente Escolar  Idade: 18 anos' is no 'EscolarIdade').
    pieces.every((p, k) => k === 0 || !(/^\p{Lu}/u.test(p) && /\p{Ll}$/u.test(pieces[k - 1]!))) &&
    (rankOf(word) ?? 0) < RARE_RANK &&
    wordCost(word) < pieces.reduce((sum, p) => sum + wordCost(p), 0)
  );
}

/**
 * One line's words regrouped: of the ways to join runs of its pieces (each join a word, with a piece that is none), the
 * cheapest, strays costing most and rare words more than common ones. So 'pela S E CRETARIA' is 'pela SECRETARIA' (not
 * 'pelaS', leaving 'E CRETARIA' cut), 'o va lor de' is 'o valor de' (not 'va lorde'), and 'd e que' is 'de que' (not 'deque').
 * Only pieces apart by spaces are joined: a sign between them ('pré- requisito') keeps them apart.
 */
function rejoinedLine(line: string): string {
  const { tokens, gaps } = lineTokens(line);
  const best: (Reading | undefined)[] = [{ cost: 0, out: '' }];
  const offer = (at: number, reading: Reading) => {
    if (!best[at] || reading.cost < best[at].cost) best[at] = reading;
  };
  for (let i = 0; i < tokens.length; i++) {
    const from = best[i]!;
    const lead = gaps[i]!;
    offer(i + 1, { cost: from.cost + tokenCost(tokens[i]!), out: from.out + lead + tokens[i]! });
    // A unit's letter after a number is the unit ('às 09 h e 00 min'), not a piece of a word ('1 p o nto' is).
    const unit = UNIT_LETTER.test(tokens[i]!) && i > 0 && /\d$/u.test(tokens[i - 1]!);
    const opens = lead !== '' || i === 0 || OPENING.test(tokens[i - 1]!);
    for (let n = 2; opens && !unit && n <= MOST_PIECES && i + n <= tokens.length; n++) {
      const pieces = tokens.slice(i, i + n);
      if (!pieces.every((p) => LETTERS.test(p))) break;
      if (gaps[i + n] === '' && !CLOSING.test(tokens[i + n]!)) continue;
      // The real's sign a scan spaced ('valor d e R $ 50,00') is no piece of a word ('deR').
      if (/^R$/iu.test(pieces[n - 1]!) && tokens[i + n]?.startsWith('$')) continue;
      const word = pieces.join('');
      if (!isWord(word) || (pieces.every(isWord) && !wordsRejoined(pieces, word))) continue;
      offer(i + n, { cost: from.cost + wordCost(word), out: from.out + lead + word });
    }
  }
  return best[tokens.length]!.out;
}

/**
 * 'Municipal' as a scan misread its letters ('Munlclpal', 'MUNIOPAL', 'Muncipal', 'Mumc,pal', 'Mun.icipal', 'Municipul'): the word that
 * names a town's bodies ('Secretaria Municipal de Educação'), which no rule finds misread. No other word opens with 'Mun'
 * and ends in 'pal'.
 */
const MISREAD_MUNICIPAL = /(?<![\p{L}\d])M[uU][nmNM][\p{L},.]{1,5}[pP][aAuU][lLI1](?![\p{L}\d])/gu;

function withMunicipalMended(line: string): string {
  return line.replace(MISREAD_MUNICIPAL, (word) => (/^[A-Z]{2}/u.test(word) ? 'MUNICIPAL' : 'Municipal'));
}

/**
 * 'DE' and 'DO' as a scan misread them between words in capitals ('SECRETARIA MUNICIPAL OE EDUCAÇÃO', 'PREFEITURA MUNICIPAL OE
 * COIVARAS', 'ESTADO 00 PIAUÍ', 'CONCEIÇÃO 00 CANINDÉ'): 'OE' is no Portuguese word, and '00' between two words is no count.
 */
const MISREAD_DE = /(?<=(?<![\p{L}\d])\p{Lu}{2,}[ \t]+)OE(?=[ \t]+\p{Lu}{2,})/gu;
const MISREAD_DO = /(?<=(?<![\p{L}\d])\p{Lu}{3,}[ \t]+)00(?=[ \t]+\p{Lu}{3,})/gu;

function withLinksMended(line: string): string {
  return line.replace(MISREAD_DE, 'DE').replace(MISREAD_DO, 'DO');
}

/**
 * A word in which a scan read 'm' as '1n' or 'rn' ('be1n', 'u1n', 'Cornissão', 'ternpo', 'fundarnental'): the word, where the token
 * is none and the mended one is. A '1' among letters is always the scan's; 'rn' is also Portuguese ('tornadas', 'forne cer' cut
 * by the scan), so it is mended only in a longer token that becomes a common word ('tornadas' is no 'tomadas', 'urna' stays a word).
 */
const M_MISREAD = /(?<![\p{L}\d])[\p{L}1]*(?:rn|1n)[\p{L}1]*(?![\p{L}\d])/gu;
/** The rank a word mended from 'rn' must be more common than. */
const RN_MENDED_RANK = 5000;

function withMMended(line: string): string {
  return line.replace(M_MISREAD, (token) => {
    if (!/\p{L}.*\p{L}/u.test(token) || isWord(token)) return token;
    const mended = token.replace(/1n/gu, 'm');
    if (mended !== token && LETTERS.test(mended) && isWord(mended)) return mended;
    if (token.length < 6 || /1/u.test(token)) return token;
    const unrn = token.replace(/rn/gu, 'm');
    return (rankOf(unrn) ?? Infinity) < RN_MENDED_RANK ? unrn : token;
  });
}

/** The text with its cut words joined, line by line (a line break is never joined over), and 'Municipal', 'DE', 'DO' and an 'm' as they are written. */
export function withWordsRejoined(text: string): string {
  return text
    .split('\n')
    .map((line) => withLinksMended(withMunicipalMended(rejoinedLine(withMMended(line)))))
    .join('\n');
}
