import type { Escolaridade } from '#shared/domain';
import { addDays, isIsoDate } from '#shared/editais/dates';
import { safeExternalUrl } from '#shared/editais/links';
import { UF_NAMES, UFS, isUf, type Uf } from '#shared/ufs';
import { MAX_REMUNERACAO, MAX_VAGAS } from '../schema';
import { capitalised, isNoPositionName, withoutNameTails } from '../cargos';
import type {
  CandidateBanca,
  CandidateCargo,
  CandidateOrgao,
  ExtractedFields,
  ExtractionHints,
  ExtractionOutcome,
  FreeTextExtractor,
} from '../types';
import type { Municipio } from '#server/reference/municipios';
import { findBancaByName, findBancaInText, findMunicipio, ufFromName } from './reference-data';
import { cleanText, countWrittenTwice, lowercaseWords, normalizeKey, singularWord, unshouted, WEEKLY_HOURS } from './text';

/**
 * The rules extractor: reads notice fields out of Portuguese listing text ('40 vagas + 60 CR até
 * R$ 25.270,68', 'Médio / Superior', '10/03 a 09/04/2026', 'PM - Polícia Militar do Estado de São
 * Paulo'…). Every function returns null (or an empty result) rather than a guess when the text does
 * not say, so a missing field never becomes a wrong one.
 */

// ---------------------------------------------------------------------------------------------
// Money

/** '5.482,51' → 5482.51, '3825,00' → 3825, '25 mil' → 25000, '1,2 mil' → 1200; null when not a number. */
export function parseMoney(raw: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?(\s*mil\b)?$/i.exec(raw.trim());
  if (!match) return null;
  const integer = Number(match[1]!.replace(/\./g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0;
  let value = integer + cents;
  if (match[3]) value *= 1000;
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

// 'A$' as a scan's recognition reads 'R$' ('Valor da taxa de inscrição: A$ 75,00 (setenta e cinco reais)'), and 'RS' or 'AS' before an
// amount with its cents ('será de AS 2.020,36', 'RS 1.302,00'; in capitals: not the article 'as', nor a state's 'Santiago/RS').
const MONEY = /(?:R\$|(?<![A-Za-zÀ-ÿ])A\$|(?<![A-Za-zÀ-ÿ/-])[RA]S(?=\s?\d{1,3}(?:\.\d{3})*,\d{2}(?!\d)))\s*(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)(\s*[Mm][Ii][Ll]\b)?/g;
/** Words before an amount that make it a fee, not pay. */
const FEE_CONTEXT = /(taxa|valor\s+(?:d[ae]|para\s+(?:a\s+)?)\s*inscri|inscri[çc][ãa]o\s*(?:de|:)?\s*$|isen[çc])/i;
const PAY_CONTEXT = /(sal[áa]ri|remunera|vencimento|subs[íi]dio|bolsa|ganho|ordenado|proventos)/i;
/** Below this an amount is a fee or a typo, not monthly pay. */
const MIN_PAY = 100;

export interface PayRange {
  min: number | null;
  max: number | null;
}

/** A benefit paid beside the pay, named just before its amount. */
const BENEFIT = /aux[íi]lio|\bvale\b|benef[íi]cio|ajuda\s+de\s+custo|cesta\s+b[áa]sica/i;

/**
 * Pay in the text. 'até R$ X' is a ceiling (min unknown); 'a partir de R$ X' a floor; 'R$ A a R$ B'
 * (or 'entre R$ A e R$ B') a range; several amounts span from the lowest to the highest; a lone
 * amount is both bounds. Fees ('taxa de inscrição de R$ 80,00', and each amount of a fee list
 * 'taxa … de R$ 60,00, R$ 80,00 e R$ 120,00') are ignored.
 */
export function parseRemuneracao(text: string): PayRange {
  const amounts: { value: number; index: number }[] = [];
  const mentions = moneyMentions(text);
  // Fees, and a sum written after a pay ('R$ 12.163,43 + R$ 1.100,00 (auxílio) = R$ 13.263,43'); where
  // the text calls an amount pay, the benefits beside it too ('A remuneração é de R$ 9.193,89, acrescida
  // de auxílio-alimentação de R$ 1.200,00').
  const paid = mentions.some((m) => m.role === 'remuneracao' && !m.sum);
  const notPay = new Set(mentions.filter((m) => m.role === 'taxa' || m.sum || (paid && m.role === 'outro' && BENEFIT.test(text.slice(Math.max(0, m.index - 40), m.index)))).map((m) => m.index));
  for (const m of text.matchAll(MONEY)) {
    if (notPay.has(m.index)) continue;
    const value = parseMoney(m[1]! + (m[2] ?? ''));
    if (value === null || value < MIN_PAY || value > MAX_REMUNERACAO) continue;
    const before = text.slice(Math.max(0, m.index - 45), m.index);
    const lastClause = before.split(/[;|]|\.\s/).pop() ?? before;
    if (FEE_CONTEXT.test(lastClause) && !PAY_CONTEXT.test(lastClause)) continue;
    amounts.push({ value, index: m.index });
  }
  if (amounts.length === 0) return payByTitle(text);
  if (amounts.length === 1) {
    const only = amounts[0]!;
    const before = text.slice(Math.max(0, only.index - 25), only.index);
    if (/at[ée]\s*(?:de\s*)?$/i.test(before) || /m[áa]xim[oa]\s*(?:de\s*)?:?\s*$/i.test(before)) {
      return { min: null, max: only.value };
    }
    if (/(a\s+partir\s+de|m[íi]nim[oa]\s*(?:de\s*)?:?)\s*$/i.test(before)) return { min: only.value, max: null };
    return { min: only.value, max: only.value };
  }
  const values = amounts.map((a) => a.value);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** An amount by title, written without 'R$' ('Graduação: 3.412,63/Especialização: 3.924,53/ Doutorado: 6.356,02', 'Doutorado - 8.058,29'). */
const TITLE_AMOUNT = /\b(?:Gradua[çc][ãa]o|Aperfei[çc]oamento|Especializa[çc][ãa]o|Mestrado|Doutorado)\s*[:–-]\s*(\d{1,2}\.\d{3},\d{2})(?![\d,])/gu;

/** A teacher's pay listed by title after the pay's name ('Remuneração (VB+RT): 40 HORAS SEMANAIS - Graduação: 3.412,63/…'). */
export function payByTitle(text: string): PayRange {
  const amounts = [...text.matchAll(TITLE_AMOUNT)].filter((m) => /remunera|vencimento|sal[áa]rio/i.test(text.slice(Math.max(0, m.index - 300), m.index)));
  const values = amounts.map((m) => parseMoney(m[1]!)).filter((v): v is number => v !== null && v >= MIN_PAY && v <= MAX_REMUNERACAO);
  if (values.length) return { min: Math.min(...values), max: Math.max(...values) };
  // … or the pay's amount right after its name, without 'R$' ('com vencimento mensal de 1.167,83 (um mil …').
  const named = [...text.matchAll(PAY_NAMED_AMOUNT)].map((m) => parseMoney(m[1]!)).filter((v): v is number => v !== null && v >= MIN_PAY && v <= MAX_REMUNERACAO);
  if (named.length) return { min: Math.min(...named), max: Math.max(...named) };
  // … or the amounts of a table's rows under a header that names the pay ('Emprego Nº de Vagas Horas Semanal Salário Mensal' /
  // 'Médico ESF 01 20:00 12.015,00').
  const cells = payColumnAmounts(text);
  return cells.length ? { min: Math.min(...cells), max: Math.max(...cells) } : { min: null, max: null };
}

/** A table's header line naming the pay among its columns: short, a few words in small letters at most. */
const PAY_COLUMN_HEADER = /\b(?:sal[áa]rio|vencimento|remunera[çc][ãa]o|subs[íi]dio)\b/iu;
/** An amount written without 'R$' ('12.015,00', '593,41'), not part of a longer number. */
const BARE_AMOUNT = /(?<![\d.,])(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/gu;
const HAS_BARE_AMOUNT = new RegExp(BARE_AMOUNT.source, 'u');
/** Words of four letters or more in small letters: a few make a header's column titles, many a sentence. */
const smallWords = (line: string) => (line.match(/(?<!\p{L})\p{Ll}\p{L}{3,}/gu) ?? []).length;

/**
 * The amounts written without 'R$' in the rows under a table's header that names the pay, up to 12 lines below it
 * or the first sentence: the pay column's cells (a fee's column beside it is smaller than any pay).
 */
function payColumnAmounts(text: string): number[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!.trim();
    if (!PAY_COLUMN_HEADER.test(header) || header.length > 120 || smallWords(header) > 3 || HAS_BARE_AMOUNT.test(header)) continue;
    const values: number[] = [];
    for (const line of lines.slice(i + 1, i + 13)) {
      if (/[.:]\s*$/.test(line.trim()) && smallWords(line) > 4) break;
      for (const m of line.matchAll(BARE_AMOUNT)) {
        const value = parseMoney(m[1]!);
        if (value !== null && value >= MIN_PAY && value <= MAX_REMUNERACAO) values.push(value);
      }
    }
    if (values.length) return values;
  }
  return [];
}

/** A pay's amount right after its name, written without 'R$' ('vencimento mensal de 1.167,83'). */
const PAY_NAMED_AMOUNT = /\b(?:vencimento|remunera[çc][ãa]o|sal[áa]rio)(?:\s+(?:b[áa]sico|mensal|base|inicial))*\s*(?:de|:)\s*(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/giu;

/** What an amount in a text is: the registration fee, pay, something else (benefits, totals, contracts), or unsaid. */
export type MoneyRole = 'taxa' | 'remuneracao' | 'outro' | null;

export interface MoneyMention {
  value: number;
  index: number;
  end: number;
  role: MoneyRole;
  /** A sum written after the amounts it adds ('R$ 12.163,43 + R$ 1.100,00 (auxílio) = R$ 13.263,43'). */
  sum: boolean;
  /** The amount's line (the text between the line breaks around it). */
  line: string;
  /** Where that line starts in the text. */
  lineStart: number;
}

// 'salário básico de R$ 3.294,36 com garantia de remuneração mínima de R$ 5.563,90': the guaranteed
// minimum is a total with additions, not the pay; so is what the pay 'poderá atingir'. A 'bolsa-auxílio'
// is the intern's pay, not a benefit.
const MONEY_ROLES: [Exclude<MoneyRole, null>, RegExp][] = [
  // A table's abbreviated header ('Vencimento R$ Valor Inscr R$'); the registration that 'terá o valor de' ('As inscrições … estarão abertas no período de 08
  // a 20 de março de 2022, e terão o valor de R$ 50,00'), its words as a scan may space them ('As inscri ções … e t e r ão o va lor de RS 120,00').
  ['taxa', /\btaxas?\b|valor(?:es)?\s+(?:d[aeo]s?\s+|para\s+(?:a\s+)?)?(?:taxas?\s+(?:de\s+)?)?inscr(?:i[çc]|\.?(?=\s))|inscri[^\S\n]?[çc][^\S\n]?(?:[ãa][^\S\n]?o|[õo][^\S\n]?e[^\S\n]?s)\b[^.;]{0,150}?\bt[^\S\n]?e[^\S\n]?r[^\S\n]?(?:[áa]|[ãa][^\S\n]?o)\s+o(?:[^\S\n]?s)?\s+(?:seguintes?\s+)?v[^\S\n]?a[^\S\n]?l[^\S\n]?o[^\S\n]?r(?:es)?\b|inscri[çc](?:[ãa]o|[õo]es)\s*:|inscri[çc][ãa]o\s*,\s*no\s+valor\b|t[íi]tulo\s+de\s+(?:taxa\s+de\s+)?inscri[çc][ãa]o/giu],
  ['remuneracao', /remunera|vencimento|sal[áa]ri|subs[íi]dio|\bsoldo|proventos|ordenado|\bbolsa\b(?!\s+de\s+estudo)/giu],
  [
    'outro',
    /(?<!bolsa[-\s])aux[íi]lio|\batingir\b|gratifica|benef[íi]cio|adicional|\bvale\b|tarifa|multa|\btotal\b|contrat|indeniza|ajuda\s+de\s+custo|di[áa]ria|pre[çc]o|or[çc]amento|(?<!\p{L})empenh|\bisen[çc]|devolu[çc]|restitui|\bGTIC\b|(?<=garantia\s+de\s+remunera[çc][ãa]o\s{1,3})m[íi]nima/giu,
  ],
];

/**
 * Where the words that qualify an amount can start: a sentence's or a numbered item's beginning
 * (lettered items 'a) Técnico: R$ 100,00' stay under the heading that introduces them); not a date's
 * day that opens a line ('… no período de 30/03/23 a' / '05 de abril de 2023, e terão o valor de R$ 50,00').
 */
const CLAUSE_START = /[.!?]\s+(?=\p{Lu})|\n(?=\s*(?:\d+(?:\.\d+)*\.?\s(?!\s*de\s)|[IVX]+\s*[-–.]))/gu;

/** 'R$ 12.163,43 + R$ 1.100,00 (auxílio alimentação) = R$ 13.263,43': the amount after '=' is a sum. */
function isSumAt(text: string, index: number): boolean {
  return /R\$\s*[\d.,]+[^=]{0,80}\+[^=]{0,80}=\s*$/.test(text.slice(Math.max(0, index - 200), index));
}

/**
 * Every amount in the text with what the nearest keyword before it (in its sentence or numbered
 * item, at most 250 characters back) says it is: 'taxa' ('valor da taxa de inscrição será de R$
 * 145,00', a fee list under 'VALORES DAS TAXAS DE INSCRIÇÃO:'), 'remuneracao' ('Remuneração
 * Inicial: R$ 14.915,00', 'Padrão de Vencimento 1 = R$ 4.180,66'), 'outro' (auxílios,
 * gratificações, totals, contract values) or null.
 */
export function moneyMentions(text: string): MoneyMention[] {
  const out: MoneyMention[] = [];
  // The line breaks around each amount, found walking forward once (amounts come in order).
  let previousBreak = -1;
  let nextBreak = text.indexOf('\n');
  for (const m of text.matchAll(MONEY)) {
    while (nextBreak !== -1 && nextBreak < m.index) {
      previousBreak = nextBreak;
      nextBreak = text.indexOf('\n', nextBreak + 1);
    }
    const value = parseMoney(m[1]! + (m[2] ?? ''));
    if (value === null || value > MAX_REMUNERACAO) continue;
    let start = Math.max(0, m.index - 250);
    const window = text.slice(start, m.index);
    for (const b of window.matchAll(CLAUSE_START)) start = Math.max(start, m.index - window.length + b.index + b[0].length);
    const lineStart = previousBreak + 1;
    const lineEnd = nextBreak;
    const end = m.index + m[0].length;
    // A keyword on the amount's own line first; then, for a table row, its column's header; then the clause.
    const sum = isSumAt(text, m.index);
    const role =
      (sum ? 'outro' : null) ??
      roleAfter(text.slice(end, end + 160)) ??
      payBeforeFeeCell(text.slice(Math.max(start, lineStart), m.index), text.slice(end, end + 30)) ??
      nearestRole(text.slice(Math.max(start, lineStart), m.index)) ??
      enumeratedRole(text, out[out.length - 1], m.index) ??
      (isProse(text.slice(lineStart, m.index)) ? null : columnRole(text, lineStart, m.index)) ??
      nearestRole(text.slice(start, m.index));
    out.push({ value, index: m.index, end, role, sum, line: text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd), lineStart });
  }
  return out;
}

/** A table's header naming the pay's column, then the fee's ('Vcto. Básico * (R$) Valor Inscrição (R$)', 'Vencimento R$ Taxa de inscrição R$'). */
// ('Vcto.' ends a clause for CLAUSE_START: its 'Básico' is left.)
const PAY_THEN_FEE_COLUMNS = /\b(?:vcto|vencimento|sal[áa]rio|remunera[çc][ãa]o|b[áa]sico)\b[^.;]{0,60}?\b(?:taxa|valor)\s+(?:d[ae]\s+)?inscri[çc][ãa]o\b(?![^]*\b(?:vcto|vencimento|sal[áa]rio|remunera[çc][ãa]o)\b)/iu;

/**
 * A row's first amount of two side by side under such a header, the text run onto one line ('… Ensino Fundamental completo R$ 1.400,73 R$ 50,00'):
 * the pay, the fee's column coming after it.
 */
function payBeforeFeeCell(clause: string, after: string): MoneyRole {
  return /^\s*R\$\s?\d/u.test(after) && PAY_THEN_FEE_COLUMNS.test(clause) ? 'remuneracao' : null;
}

/** Words before an amount on its line that make a sentence, not a table's row: five words or more in small letters. */
function isProse(before: string): boolean {
  return lowercaseWords(before, 2) >= 5;
}

/**
 * An amount that continues an enumeration ('a taxa … para o cargo de Analista é de R$120,00 (…) e
 * Técnico é de R$95,00'): the words since the amount before open with 'e', 'ou' or a comma, or say
 * whom that amount is for and end in 'e' or in the next item's letter ('…; c)'), and name no role, so
 * it has that amount's role.
 */
function enumeratedRole(text: string, previous: MoneyMention | undefined, index: number): MoneyRole {
  if (!previous || previous.sum || (previous.role !== 'taxa' && previous.role !== 'remuneracao')) return null;
  const between = text.slice(previous.end, index).replace(SPELLED_OUT, '');
  // '…, sendo R$ …' opens the parts of a total, not the next item.
  // … or the next item of a lettered list ('a) R$ 88,00 (…) para cargos de nível fundamental;' / 'b) R$ 98,00 …').
  const opens = /^\s*(?:e|ou|,|;)\s/i.test(between) || FOR_WHOM_THEN_AND.test(between) || /[;,]\s*(?:e\s+)?[a-z]\s?\)\s*$/.test(between);
  if (between.length > 100 || !opens || /\bsendo\b/i.test(between) || nearestRole(between) !== null) return null;
  return previous.role;
}

/** Whom the amount before is for, then the next item's 'e' ('… para os cargos de Nível Médio e' / 'R$ 72,00 …', '… para o Nível “Classe E” e de R$110,00'). */
const FOR_WHOM_THEN_AND = /^\s*(?:para|a[oa]s?|à|às|n[oa]s?)\s[^.;:]{0,80}?\s(?:e|ou)(?:\s+de)?\s*$/i;

/** The amount's words in full ('(sete mil seiscentos e quarenta e quatro reais)', '(quarenta e cinco) reais') before what follows it. */
const SPELLED_OUT = /^\s*\([^)]{0,160}\)(?:\s*reais\b)?/;

/**
 * What the words right after an amount say it is, when they say so: a part named in brackets
 * ('(Vencimento Básico)', '(Retribuição por Titulação)'); a total broken down into parts
 * ('valor bruto de R$ 9.663,60 (…), sendo R$ 7.644,00 … ao soldo', '…, composta por R$ …') is a
 * total, not the pay; a part 'relativo(s)/referente(s) ao X' is what X is (the soldo or vencimento
 * is pay, an adicional is not).
 */
function roleAfter(after: string): MoneyRole {
  // A part named in brackets right after it ('R$ 4.326,60 (Vencimento Básico) e R$ 1.622,47
  // (Retribuição por Titulação)'), not the amount in words.
  const named = /^\s*\(([^)]{3,60})\)/.exec(after);
  if (named && !/\breais\b|\breal\b|centavos|\bmil\b/i.test(named[1]!)) {
    if (/retribui[çc][ãa]o|titula[çc][ãa]o/i.test(named[1]!)) return 'outro';
    const role = nearestRole(named[1]!);
    if (role) return role;
  }
  const rest = after.replace(SPELLED_OUT, '');
  if (/^\s*,?\s*(?:sendo|dos\s+quais|compost[oa]\s+(?:de|por))\s+R\$/i.test(rest)) return 'outro';
  const part = /^\s*,?\s*(?:relativ|referente)\p{L}*\s+(?:a[oa]s?|à|às)\s+([^,;.]{3,60})/iu.exec(rest);
  return part ? nearestRole(part[1]!) : null;
}

/** The role of the keyword nearest the end of `clause`, or null when it has none. */
function nearestRole(clause: string): MoneyRole {
  let best: { role: MoneyRole; at: number } = { role: null, at: -1 };
  for (const [role, regex] of MONEY_ROLES) {
    for (const k of clause.matchAll(regex)) if (k.index > best.at) best = { role, at: k.index };
  }
  return best.role;
}

/** The `count` lines above the one starting at `lineStart`, nearest first, found from there (not by splitting the whole text before it). */
function linesAbove(text: string, lineStart: number, count: number): string[] {
  const lines: string[] = [];
  let end = lineStart - 1; // the line break that ends the line above
  while (lines.length < count && end >= 0) {
    const start = end > 0 ? text.lastIndexOf('\n', end - 1) : -1;
    lines.push(text.slice(start + 1, end));
    end = start;
  }
  return lines;
}

/**
 * For an amount in a table row ('Agente Administrativo 10 R$ 2.000,00 40h'): the role its column
 * header gives, from the nearest of the 15 lines above that has a keyword and no amount of its own
 * ('Cargo Vagas Salário Carga horária', 'Nível Taxa de inscrição'). The row's n-th amount takes the
 * header's n-th keyword ('Cargo Vencimento Base Carga Horária AC PCD Total' → the one amount is the
 * vencimento, not the vacancies' total at the end), else the keyword nearest the header's end.
 */
function columnRole(text: string, lineStart: number, index: number): MoneyRole {
  const above = linesAbove(text, lineStart, 15);
  for (const line of above) {
    if (MONEY_IN_LINE.test(line)) continue;
    const found = MONEY_ROLES.flatMap(([role, regex]) => [...line.matchAll(regex)].map((k) => ({ role, at: k.index, end: k.index + k[0].length })));
    if (!found.length) continue;
    const ordinal = [...text.slice(lineStart, index).matchAll(MONEY)].length;
    return columnKeywords(line, found)[ordinal]?.role ?? nearestRole(line);
  }
  return null;
}

/**
 * A header's money columns, in order: keywords of a column about time ('Carga Horária Diária') are
 * not money, and keywords next to each other name one column ('Bolsa Auxílio' is the bolsa).
 */
function columnKeywords(line: string, found: { role: Exclude<MoneyRole, null>; at: number; end: number }[]) {
  const columns: typeof found = [];
  for (const k of found.sort((a, b) => a.at - b.at)) {
    if (/(?:hor[áa]ri[ao]|carga|jornada)\s*$/i.test(line.slice(Math.max(0, k.at - 12), k.at))) continue;
    const previous = columns[columns.length - 1];
    if (previous && /^[\s-]*$/.test(line.slice(previous.end, k.at))) continue;
    columns.push(k);
  }
  return columns;
}

const MONEY_IN_LINE = /R\$\s*\d/;

/** Above this a "fee" is a misreading (no registration fee comes near it). */
const MAX_TAXA = 1_000;

/**
 * The registration fees a text states, lowest first and without repeats: 'taxa de participação que
 * varia de R$ 60,00, R$ 80,00 e R$ 120,00' → [60, 80, 120]; 'Valor da Inscrição: R$ 250,00' → [250].
 */
export function parseTaxas(text: string): number[] {
  const fees = moneyMentions(text)
    .filter((m) => m.role === 'taxa' && m.value > 0 && m.value <= MAX_TAXA)
    .map((m) => m.value);
  return [...new Set(fees)].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------
// Vacancies

// Letters on both sides in Unicode: 'crédito' holds no 'CR'.
const CR = /(?<![\p{L}\d])CR(?![\p{L}\d])|cadastro[\s-]+(?:de\s+)?reserva/iu;
// The count and the word on one line, the count not the end of a code ('Processo: 23353.000105/2026-10' / 'Vagas: 01').
// The count's words in brackets after it ('4 3 (quarenta e três) vagas', a scan's digits split) are the count when they read as one.
const VAGAS = /(?<![\d,/-]|(?<!\.)\.|R\$\s*)(\d{1,3}(?:\.\d{3})+|\d+)[^\S\n]*(?:\(\s*([\p{L} -]+?)\s*\)[^\S\n]*)?(?:novas\s+|mil\s+)?vagas?\b/giu;
// A count after a dotted leader counts ('Arquiteto ...................1 vaga.'), not after an item's number ('1.2 vagas').
// 'Vagas: 01', 'VAGAS: (01) uma', 'Total das vagas ofertadas: 06 (SEIS)'.
const VAGAS_LABEL = /\bvagas?(?:\s+(?:ofertadas|oferecidas|previstas))?\s*:\s*\(?\s*(\d{1,3}(?:\.\d{3})+|\d+)\b/gi;
/** A table row's vacancies and the reserve list after them ('Educador Social  03 + CR  Ensino Médio', '04 02 + *CR 40 horas': the reserve list's mark before it). */
const COUNT_PLUS_CR = /(?<![\d.,/]|R\$\s*)(\d{1,3})[^\S\n]*\+[^\S\n]*\*?[^\S\n]*CR\b/gu;
/** '22 oportunidades': how news texts often count vacancies. */
const OPORTUNIDADES = /(?<![\d.,/]|R\$\s*)(\d{1,3}(?:\.\d{3})+|\d+)\s*(?:\(\s*[\p{L} -]+\s*\)\s*)?(?:novas\s+)?oportunidades\b/giu;
const NUMBER_WORDS: Record<string, number> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  onze: 11, doze: 12, treze: 13, quatorze: 14, catorze: 14, quinze: 15, dezesseis: 16, dezessete: 17, dezoito: 18,
  dezenove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50,
};
/** A count of one to ten in words, as hires count their positions ('um psicólogo', 'dois (02) Enfermeiros'). */
export const COUNT_WORD = String.raw`(?:um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez)`;
const VAGAS_IN_WORDS = /(?<![\p{L}])(um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta)\s+(?:\(\s*\d{1,3}\s*\)\s*)?(?:novas\s+)?(?:vagas?|oportunidades)\b/giu;
/**
 * The people a notice hires, counted ('a fim de contratar quatro profissionais', 'para a admissão de
 * 12 servidores'): the vacancies, when the text does not write 'vagas'.
 */
const HIRING_COUNT =
  /(?:contrat(?:ar|a[çc][ãa]o\s+de)|admitir|admiss[ãa]o\s+de|preencher|preenchimento\s+de)\s+(\d{1,3}(?:\.\d{3})+|\d{1,5}|um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta)\s+(?:\([^)]{1,30}\)\s+)?(?:novos?\s+|novas?\s+)?(?:profissionais|servidor(?:es|as)?|trabalhador(?:es|as)?|empregad[oa]s|funcion[áa]ri[oa]s|agentes|professor(?:es|as)?)\b/giu;
/** The staff hired, as a number ('visando à contratação de pessoal, em número de 1 (um), por prazo determinado'), or one ('… para contratação temporária de excepcional interesse público para um cargo de ENFERMEIRO(A)'). */
const HIRED_IN_NUMBER =
  /(?:(?:contrata[çc][ãa]o|admiss[ãa]o)\s+de\s+pessoal\s*,?\s+em\s+n[úu]mero\s+de|(?:contrata[çc][ãa]o|admiss[ãa]o)\b[^.;]{0,120}?\bpara(?=\s+um\s+cargo\s+de\s))\s+(\d{1,5}|um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez)\b/giu;
/** A count written twice, in digits and in words either way round: '03 (três)', 'um (01)', both genders: '01 (um/uma)'. */
const TWICE_COUNT =
  /(?<!\p{L})(?:(\d{1,3})\s*\(\s*[\p{L}\s/]{2,30}\)|(um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez)\s*\(\s*(\d{1,3})\s*\))\s+/giu;
/**
 * A hire and its kind, its words maybe split by the text layer ('contratação', 'contratação temporária', 'contrat ação
 * emergencial e temporária', 'contratação, por prazo determinado,').
 */
const HIRE_KIND = String.raw`,?\s+(?:e\s+)?(?:t\s?emp\s?or[áa]ria|emergencial|excepcional|por\s+(?:tempo|prazo)\s+determinado)`;
/** In a title's capitals the hire needs its kind ('Contratação Administrativa Temporária de Assistente Social'): 'Objeto: Contratação de Serviços Técnicos' is a contract with a firm. */
const HIRE_KIND_TITLED = String.raw`,?\s+(?:e\s+)?(?:Administrativa|T\s?emp\s?or[áa]ria|Emergencial|Excepcional|por\s+(?:tempo|prazo)\s+determinado)`;
export const HIRE = String.raw`(?:contrat\s?a[çc][ãa]\s?o(?:\s+de\s+pessoal(?=${HIRE_KIND}))?(?:${HIRE_KIND})*|Contrat\s?a[çc][ãa]\s?o(?:${HIRE_KIND_TITLED})+),?`;
/** The words that introduce positions, in small letters, capitalised or in capitals ('cargos', 'Cargos de', 'FUNÇÕES:'); the regexes that use them keep \p{Lu} case-sensitive. */
const POSITION_WORD = String.raw`(?:[Cc]argos?|CARGOS?|[Ff]un[çc](?:[ãa]o|[õo]es)|FUN[ÇC](?:[ÃA]O|[ÕO]ES)|[Ee]mpregos?|EMPREGOS?)`;

/**
 * The hire, a count written twice after it, with or without a 'de' ('para contratação de 03 (três) Tratoristas', 'visando à
 * contratação 02 (dois) Agentes Comunitário de Saúde', 'contratação de 01 (um) professor de … e um (01)
 * professor de …', 'contratação por tempo determinado de 02(dois) Enfermeiros', 'autorização para contratar, três(03) Agentes').
 */
const HIRING_NAMED_START = new RegExp(
  String.raw`(?:contratar,?|${HIRE}(?:\s+de)?|admitir|admiss[ãa]o\s+de|para\s+os?\s+(?:seguintes\s+)?cargos?\s+de\s*:?|desempenhar\s+a\s+fun[çc][ãa]o\s+de|${POSITION_WORD}\s*:)\s+(?=(?:\d{1,3}\s*\(\s*\p{L}|${COUNT_WORD}\s*\(\s*\d))`,
  'giu',
);
/** Where the list of hires ends: the sentence, a comma before small letters ('… e 02(dois) Médicos, ambos para …'), or its purpose or term ('… Tratoristas par a atender a necessidade …'). */
const HIRING_NAMED_END = /[.;:]|\s(?:par\s?a|por|pelo|pela|a\s+fim|visando|destinad[oa]s?|conforme|nos\s+termos|junto)\s/iu;
/** A comma before small letters, which no further count follows (case-sensitive, apart from HIRING_NAMED_END's words). */
const COMMA_BEFORE_SMALL = /,\s+(?=\p{Ll})/u;
/** Staff, not a position ('servidores', 'profissionais'). */
const STAFF = /^(?:servidor(?:es|as)?|profissionais|pessoas|trabalhador(?:es|as)?)$/iu;
/** A time span is not a position ('de 12 (doze) meses'). */
const SPAN_WORD = /^(?:meses|m[êe]s|anos?|dias|horas|semanas)\b/iu;

export interface NamedHire {
  vagas: number;
  nome: string;
}

/** A workload and whatever follows it. */
const HOURS_ON = new RegExp(String.raw`,?\s+${WEEKLY_HOURS}[\s\S]*$`, 'u');

/**
 * The positions a hiring sentence names, each after its count written twice ('contratação de 01 (um)
 * professor de Educação Artística e um (01) professor de Ensino Religioso' → 1 + 1): the first such
 * sentence's, or none.
 */
export function namedHires(text: string): NamedHire[] {
  for (const start of text.matchAll(HIRING_NAMED_START)) {
    const from = start.index + start[0].length;
    const rest = text.slice(from, from + 400);
    const ends = [HIRING_NAMED_END.exec(rest)?.index, COMMA_BEFORE_SMALL.exec(rest)?.index].filter((i) => i !== undefined);
    const span = rest.slice(0, Math.min(rest.length, ...ends));
    const counts = [...span.matchAll(TWICE_COUNT)];
    const hires = counts.map((m, k) => ({
      vagas: m[1] ? Number(m[1]) : Number(m[3]),
      // '01 (UMA) VAGA DE MOTORISTA …': the position after the word for its vacancy.
      nome: span
        .slice(m.index + m[0].length, counts[k + 1]?.index ?? span.length)
        .replace(/[\s,]+(?:e\s*)?$/u, '')
        // … not its workload after it ('01 (um) Assistente Social, 20 horas, com …').
        .replace(HOURS_ON, '')
        .replace(/^vagas?\s+(?:de|para)\s+/iu, '')
        .trim(),
    }));
    // Staff counted for a position named after them ('contratação temporária de 02 (dois) servidores para Operador de Máquinas (40) horas').
    const forPosition = /^\s*para\s+(?:(?:o|a)\s+(?:cargo|fun[çc][ãa]o|emprego)\s+de\s+)?(\p{Lu}[^,.;()]{2,80}?)(?=\s*[,.;(]|\s+(?:com|no|na|junto|para)\s|\s*$)/u.exec(rest.slice(span.length));
    if (hires.length === 1 && STAFF.test(hires[0]!.nome) && forPosition) hires[0]!.nome = forPosition[1]!.trim();
    // '1 (uma) vaga' counts a vacancy, not a position.
    if (hires.length && hires.every((h) => h.vagas > 0 && /^\p{L}{3}/u.test(h.nome) && !SPAN_WORD.test(h.nome) && !isNoPositionName(h.nome))) return withHiresAfterAsides(hires, text.slice(from, from + 800));
  }
  const counted = countLedHires(text);
  if (counted.length) return counted;
  const inWords = wordCountedHires(text);
  return inWords.length ? inWords : bracketCountedHires(text);
}

/** A position after its vacancies in brackets ('(01) Farmacêutico', '(CR) Fonoaudiólogo', '( CR) Monitor de Atividade'). */
const BRACKET_COUNTED_ITEM = /\(\s*(\d{1,3}|CR)\s*\)\s*(\p{Lu}[^,;.()]{1,100}?)(?=\s*[,;.]|\s+e\s+\(|\s*$)/gu;

/**
 * Positions listed each after its vacancies in brackets, two or more in a row ('nas seguintes funções: (01) Farmacêutico,
 * (01) Médico Clínico Geral, (04) Operário de Serviços Gerais, … (CR) Fonoaudiólogo, … e (CR) Professor de Educação Infantil'):
 * a reserve list counts no vacancy.
 */
function bracketCountedHires(text: string): NamedHire[] {
  let run: RegExpExecArray[] = [];
  for (const m of text.matchAll(BRACKET_COUNTED_ITEM)) {
    const previous = run.at(-1);
    if (previous && !/^\s*(?:[,;]\s*)?(?:e\s+)?$/u.test(text.slice(previous.index + previous[0].length, m.index))) {
      if (run.length >= 2) break;
      run = [];
    }
    run.push(m);
  }
  return run.length >= 2 ? run.map((m) => ({ vagas: /^\d/.test(m[1]!) ? Number(m[1]) : 0, nome: cleanText(m[2]!) })) : [];
}

/** A hire whose positions are counted in words only ('visando à contratação de um psicólogo educacional e um assistente social, ambos …'). */
const WORD_COUNTED_START = new RegExp(String.raw`${HIRE}\s+de\s+(?=${COUNT_WORD}\s+\p{L})`, 'giu');
/** Where such an item's name ends: its workload or other detail after a dash, a comma, the place or purpose, a number. */
const WORD_COUNTED_NAME_END = /\s+[–-]\s|,|\s+(?:para|com|no|na|nos|nas|junto|bem|ambos|sendo|a\s+fim|que|visando)\s|\s\d|[.;:]/u;
/** Between two such items: a comma or an 'e' before the next count. */
const WORD_COUNTED_SEPARATOR = new RegExp(String.raw`\s*(?:,|\se)\s+(?=${COUNT_WORD}\s)`, 'u');
/** One such item: its count, then its name and what follows it. */
const WORD_COUNTED_ITEM = new RegExp(String.raw`^(${COUNT_WORD})\s+(\p{L}[\s\S]*)$`, 'iu');

/**
 * The positions of a hire counted in words, each a position's name after its count ('contratação de um psicólogo educacional
 * e um assistente social', 'Contratação Temporária Excepcional de um FARMACEUTICO – 40 hs semanais'): every item a
 * position's, or none.
 */
function wordCountedHires(text: string): NamedHire[] {
  for (const start of text.matchAll(WORD_COUNTED_START)) {
    const rest = text.slice(start.index + start[0].length, start.index + start[0].length + 400);
    const items = rest.split(WORD_COUNTED_SEPARATOR);
    const hires: NamedHire[] = [];
    for (const item of items) {
      const m = WORD_COUNTED_ITEM.exec(item.trim());
      if (!m) break;
      const nome = cleanText(m[2]!.split(WORD_COUNTED_NAME_END)[0]!);
      if (!headsAPosition(nome) || nome.split(' ').length > 6 || COUNTED_NO_POSITION.test(nome)) break;
      hires.push({ vagas: NUMBER_WORDS[normalizeKey(m[1]!)]!, nome: `${nome.charAt(0).toLocaleUpperCase('pt-BR')}${nome.slice(1)}` });
    }
    if (hires.length) return hires;
  }
  return [];
}

/** A further hire after the first's aside, in the same sentence ('… 01 (um) Médico Clínico Geral, com carga horária … e vencimento de R$ 5.975,02 (…) e 02 (dois) Enfermeiros, com …'). */
// After an 'e' or a comma ('…, 01 (um) Professor para …'); the name up to its workload too ('e 01 (um) Psicólogo 20 horas, com …'); both
// genders in the brackets, or a count with its zero and no words ('…, 01 Atendente de Consultório Dentário, com … e 01 (um/uma) Assistente Social').
const HIRE_AFTER_ASIDE = /(?:\se|,)\s+(?:(\d{1,3})\s*\(\s*[\p{L}\s/]{2,30}\)|(um|uma|dois|duas|tr[êe]s|quatro|cinco|seis|sete|oito|nove|dez)\s*\(\s*(\d{1,3})\s*\)|(0\d))\s+(\p{Lu}[\p{L}\s]{2,60}?)(?=,|\s+com\s|\s+para\s|\.\s|\s+\d{1,2}\s*(?:h\b|horas\b))/gu;

/**
 * The hires of a sentence whose first hire ends at an aside in small letters (its workload, its pay): each further
 * count written twice after an 'e', up to the sentence's end, is a hire of its own, its name up to the next comma.
 */
function withHiresAfterAsides(hires: NamedHire[], rest: string): NamedHire[] {
  if (hires.length !== 1) return hires;
  const sentence = rest.split(/[.;:](?=\s+\p{Lu}|\s*$)|[;:]/u)[0]!;
  const more = [...sentence.matchAll(HIRE_AFTER_ASIDE)].map((m) => ({ vagas: Number(m[1] ?? m[3] ?? m[4]), nome: m[5]!.trim() }));
  return more.length && more.every((h) => h.vagas > 0 && !SPAN_WORD.test(h.nome)) ? [...hires, ...more] : hires;
}

/** A hire followed by a list of counted positions ('contratação temporária de: 15 Monitores de Escola – 30 horas semanais; 01 Professor de Artes – …; 07 serviçais – …'). */
const COUNT_LED_START = new RegExp(String.raw`${HIRE}\s+de\s*:?\s*(?=\d{1,3}\s+\p{L})`, 'giu');
/** An item of that list: its count, its name, then what it says of the position after a dash ('– 22 horas semanais'). */
const COUNT_LED_ITEM = /^(?:e\s+)?(\d{1,3})\s+(\p{L}[^–;]*?)(?:\s+[–-]\s+.*)?$/u;

/** What a count may count that is no position ('contratação temporária de 45 vagas: Enfermeiro …', '… de 10 profissionais'). */
const COUNTED_NO_POSITION = /^(?:vagas?|cargos?|fun[çc](?:[ãa]o|[õo]es)|empregos?|profissionais|pessoas|servidor(?:es)?|candidatos)\b/iu;
/** Where a list of counted positions in a sentence ends: the place or the body they are for ('… e 01 professor de Geografia no âmbito da Secretaria'). */
const COUNTED_PROSE_END = /,?\s+(?:no|na|nos|nas|junto|para|pel[oa]|a\s+serem|que)\s|(?<!t[ée]cnic[oa]s?|auxiliar(?:es)?|especialistas?|agentes?)\s+em\s|[.;:]\s/u;

function countLedHires(text: string): NamedHire[] {
  for (const start of text.matchAll(COUNT_LED_START)) {
    const rest = text.slice(start.index + start[0].length, start.index + start[0].length + 1500);
    const sentence = rest.split(/\.\s+(?=\p{Lu})/u)[0]!;
    const items = sentence.includes(';') ? sentence.split(/\s*;\s*/) : commaCountedItems(sentence);
    const hires = items.map((item) => COUNT_LED_ITEM.exec(item.trim())).map((m) => (m ? { vagas: Number(m[1]), nome: m[2]!.trim() } : null));
    const least = sentence.includes(';') ? 2 : 1;
    const isPosition = (h: NamedHire | null) => h !== null && h.vagas > 0 && h.nome.split(/\s+/).length <= 8 && !SPAN_WORD.test(h.nome) && !COUNTED_NO_POSITION.test(h.nome);
    if (hires.length >= least && hires.every(isPosition)) return hires as NamedHire[];
  }
  return [];
}

/**
 * The items of a list of counted positions in prose, each after its count, their asides dropped ('02 professores de educação
 * física (20 horas cada), 01 professor de História (20 horas) e 01 professor de Geografia (18 horas) no âmbito …'), up to
 * what ends the list.
 */
function commaCountedItems(sentence: string): string[] {
  const split = sentence.replace(/\s*\([^()]{0,40}\)/g, '').split(/\s*,\s*(?=\d{1,3}\s+\p{L})|\s+e\s+(?:de\s+)?(?=\d{1,3}\s+\p{L})/u);
  // The list ends with the first item the sentence runs on after ('01 Auxiliar de Odontólogo, no âmbito da Secretaria …, dos
  // dias 05, 06 e 07 de abril': its days are no items).
  const runsOn = split.findIndex((item) => COUNTED_PROSE_END.test(item));
  const items = runsOn < 0 ? split : split.slice(0, runsOn + 1);
  const last = items.length - 1;
  const end = COUNTED_PROSE_END.exec(items[last]!);
  items[last] = end ? items[last]!.slice(0, end.index) : items[last]!;
  return items;
}
/** 'mais de 500 vagas', 'cerca de 300 vagas': not an exact count. */
const VAGUE_BEFORE = /(?:mais\s+de|cerca\s+de|aproximadamente|quase|at[ée])\s*$/i;
const CR_AFTER = /^\s*(?:para|em|de|no|p\/)?\s*(?:a\s+)?(?:forma[çc][ãa]o\s+(?:de\s+)?)?(?:cadastro|CR\b)/i;

export interface VagasInfo {
  /** Immediate vacancies; 0 when the notice is cadastro reserva only; null when not stated. */
  vagas: number | null;
  cadastroReserva: boolean;
}

/**
 * '2.000 vagas' → 2000; '40 vagas + 60 CR' → 40 with cadastro reserva; 'Cadastro reserva' or 'CR'
 * alone → 0; 'Vagas até R$ …' → null; 'quatro vagas', '22 oportunidades' count too; 'mais de 500
 * vagas' does not (it is not a count). With several counts the largest wins ('2.000 vagas, sendo
 * 100 vagas para PcD'), leaving out those that are themselves cadastro reserva.
 */
export function parseVagas(text: string): VagasInfo {
  const cadastroReserva = CR.test(text);
  const counts: number[] = [];
  const matches = [
    ...[...text.matchAll(VAGAS), ...text.matchAll(OPORTUNIDADES)].map((m) => ({ m, value: countWrittenTwice(m[1]!, m[2]) })),
    ...[...text.matchAll(VAGAS_IN_WORDS)].map((m) => ({ m, value: NUMBER_WORDS[normalizeKey(m[1]!)]! })),
  ];
  for (const { m, value: raw } of matches) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (CR_AFTER.test(after) || VAGUE_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index))) continue;
    const value = /\bmil\s+vagas?/i.test(m[0]) ? raw * 1000 : raw;
    if (Number.isInteger(value) && value > 0 && value <= MAX_VAGAS) counts.push(value);
  }
  for (const m of text.matchAll(VAGAS_LABEL)) {
    const value = Number(m[1]!.replace(/\./g, ''));
    if (Number.isInteger(value) && value > 0 && value <= MAX_VAGAS) counts.push(value);
  }
  const listed = listedVagas(text);
  if (listed !== null) counts.push(listed);
  // Each row's vacancies before its reserve list add up ('Cozinheiro 02 + CR' / 'Monitor 05 + CR').
  const plusCr = [...text.matchAll(COUNT_PLUS_CR)].map((m) => Number(m[1]));
  if (plusCr.length) counts.push(plusCr.reduce((a, b) => a + b, 0));
  // A dotted list's lines add up ('Arquiteto ....1 vaga.' / 'Engenheiro ....2 vagas.').
  const dotted = dottedVacancies(text);
  if (dotted.length >= 2) counts.push(dotted.reduce((total, h) => total + h.vagas, 0));
  if (counts.length > 0) return { vagas: Math.max(...counts), cadastroReserva };
  const hires = namedHires(text);
  if (hires.length) return { vagas: hires.reduce((sum, h) => sum + h.vagas, 0), cadastroReserva };
  for (const m of [...text.matchAll(HIRING_COUNT), ...text.matchAll(HIRED_IN_NUMBER)]) {
    if (VAGUE_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index + m[0].indexOf(m[1]!)))) continue;
    const value = /^\d/.test(m[1]!) ? Number(m[1]!.replace(/\./g, '')) : NUMBER_WORDS[normalizeKey(m[1]!)]!;
    if (Number.isInteger(value) && value > 0 && value <= MAX_VAGAS) return { vagas: value, cadastroReserva };
  }
  // A reserve list beside immediate hires ('destinado à contratação imediata e à formação de cadastro de reserva', 'para provimento
  // de cargos em seu quadro de pessoal, bem como para a formação de cadastro reserva', the OCR's words split or not) leaves the count unsaid.
  return { vagas: cadastroReserva && !IMMEDIATE_HIRES.test(text) ? 0 : null, cadastroReserva };
}

/** A position's line with its vacancies after a dotted leader ('Arquiteto ...................1 vaga.', 'Psiquiatra.......01 vagas.', a space amid the dots: 'Psicólogo............ ........01 vagas.'). */
const DOTTED_VACANCY = /^[^\S\n]*(\p{Lu}[^\n.]{1,80}?)[^\S\n]*\.{3,}(?:[^\S\n]+\.{2,})*[^\S\n]*(\d{1,3})[^\S\n]*vagas?\b/gmu;

/** A position's line ending with its vacancies in brackets, after a bullet or not (' PROFESSOR DE ANOS INICIAIS – (04 vagas);', ' MONITOR DE EDUCAÇÃO INFANTIL – 30 HORAS SEMANAIS (09 vagas);'). */
const BRACKETED_VACANCY = /^[^\S\n]*(?:[\uF0B7\u2022\u25AA·*][^\S\n]*)?(\p{Lu}[^\n()]{1,100}?)[^\S\n]*[–-]?[^\S\n]*\((\d{1,3})[^\S\n]*vagas?\)[^\S\n]*[;.,]?[^\S\n]*$/gmu;

/** The positions a list with dotted leaders, or one with each line's vacancies in brackets, names, each with its vacancies. */
export function dottedVacancies(lines: string): NamedHire[] {
  const dotted = [...lines.matchAll(DOTTED_VACANCY)];
  const bracketed = [...lines.matchAll(BRACKETED_VACANCY)];
  return (dotted.length ? dotted : bracketed.length >= 2 ? bracketed : [])
    // … its field's label before it ('Número de Vagas : Professor  de Artes……01 vaga.').
    .map((m) => ({ nome: m[1]!.replace(/^(?:n[úu]mero|quantidade|total)\s+de\s+vagas\s*:\s*/iu, '').replace(/[\s–-]+$/u, '').trim(), vagas: Number(m[2]) }))
    .filter((h) => h.vagas > 0);
}

/** The vacancies of a list of positions each with its own ('FUNÇÕES: Professor(a) de Educação Física (01 vaga), … Professor(a) de Séries Iniciais (03 vagas)'), added up. */
function listedVagas(text: string): number | null {
  const list = COUNTED_LIST.exec(text.replace(GENDER_MARK, ''));
  const counts = list ? [...list[1]!.matchAll(/\((\d{1,4})\s*vagas?\)/gu)].map((m) => Number(m[1])) : [];
  return counts.length >= 2 ? counts.reduce((a, b) => a + b, 0) : null;
}

const IMMEDIATE_HIRES =
  /(?:contrata[çc][ãa]o|provimento|admiss[ãa]o|preenchimento)\s+imediat|vagas?\s+imediat|provimento\s+d\s?[eo]s?\s+c\s?a\s?r\s?g\s?o\s?s\b[^.;]{0,80}?\s(?:e|b\s?e\s?m\s+como(?:\s+para)?)\s+(?:a\s+)?form\s?a[çc]\s?[ãa]o\s+d\s?e\s+cadastro/iu;

// ---------------------------------------------------------------------------------------------
// Education level

const LEVELS: { level: Exclude<Escolaridade, 'Vários_Níveis'>; loose: RegExp; strict: RegExp }[] = [
  {
    level: 'Pós_Graduação',
    loose: /p[óo]s[\s-]*gradua|mestrado|doutorado|especializa[çc][ãa]o/i,
    strict: /p[óo]s[\s-]*gradua|mestrado|doutorado/i,
  },
  {
    level: 'Ensino_Superior',
    loose: /superior|gradua[çc][ãa]o|bacharel|licenciatura/i,
    strict: /(n[íi]vel|ensino|forma[çc][ãa]o|escolaridade)\s*:?\s*superior|superior\s+(completo|incompleto)|gradua[çc][ãa]o\s+em|bacharelado|licenciatura|curso\s+superior\s+(?:em|na|no|de)\s/i,
  },
  {
    level: 'Ensino_Técnico',
    loose: /t[ée]cnico|profissionalizante/i,
    strict: /(n[íi]vel|ensino|forma[çc][ãa]o|escolaridade|curso)\s*:?\s*t[ée]cnico|t[ée]cnico\s+(completo|incompleto)|ensino\s+m[ée]dio\s+t[ée]cnico/i,
  },
  {
    level: 'Ensino_Médio',
    loose: /m[ée]dio|2[ºo°]\s*grau|segundo\s+grau/i,
    strict: /(n[íi]vel|ensino|forma[çc][ãa]o|escolaridade)\s*:?\s*m[ée]dio|m[ée]dio\s+(completo|incompleto)|2[ºo°]\s*grau|segundo\s+grau/i,
  },
  {
    level: 'Ensino_Fundamental',
    loose: /fundamental|alfabetizad|1[ºo°]\s*grau|primeiro\s+grau/i,
    strict: /(n[íi]vel|ensino|forma[çc][ãa]o|escolaridade)\s*:?\s*fundamental|fundamental\s+(completo|incompleto)|alfabetizad|1[ºo°]\s*grau|primeiro\s+grau/i,
  },
];

const LEVEL_WORD = '(?:fundamental|m[ée]dio|t[ée]cnico|superior)';
/** 'níveis médio, técnico e superior', 'ensinos fundamental, médio e de nível superior', 'níveis médio/técnico e superior'. */
const LEVEL_LIST = new RegExp(
  `(?:n[íi]ve(?:l|is)|ensinos?|escolaridades?|forma[çc][ãa]o)\\s*:?\\s*${LEVEL_WORD}(?:\\s*(?:,|\\be\\b|\\bou\\b|\\/)\\s*(?:de\\s+)?(?:n[íi]vel\\s+|ensino\\s+)?${LEVEL_WORD})+`,
  'gi',
);

/** A level word of such a list, with what may precede it ('de nível superior'). */
const LISTED_LEVEL_WORD = new RegExp(`(?:de\\s+)?(?:n[íi]vel\\s+|ensino\\s+)?(${LEVEL_WORD})`, 'giu');

/**
 * A list of levels after one 'nível' written out, each level with its own ('estudantes de nível médio e superior' →
 * 'nível médio e nível superior'), for readers that look for 'nível X'.
 */
export function withLevelListsSpelled(text: string): string {
  return text.replace(LEVEL_LIST, (list) => {
    const head = /^(?:n[íi]ve(?:l|is)|ensinos?|escolaridades?|forma[çc][ãa]o)\s*:?\s*/iu.exec(list)![0];
    // 'nível médio e técnico', 'níveis médio/técnico': the technical tier, which the readers of levels take as it is written.
    if (!/^n[íi]ve/iu.test(head) || /m[ée]dio\s*(?:[/-]|\be\b)\s*t[ée]cnico/iu.test(list)) return list;
    return list.slice(head.length).replace(LISTED_LEVEL_WORD, 'nível $1');
  });
}

/** What a requirement says the candidate may also have, up to the sentence's end ('Podendo ter Pós-Graduação …'). */
const OPTIONAL_TITLE = /(?:podendo\s+(?:ter|possuir|apresentar)|desej[áa]vel(?:mente)?|preferencialmente|ser[áa]\s+considerad[oa]\s+diferencial)[^.;\n]*/giu;

export function withoutOptionalTitles(text: string): string {
  return text.replace(OPTIONAL_TITLE, ' ');
}

/** Every level the text names, highest first. */
export function parseNiveis(text: string, options: { loose?: boolean } = {}): Exclude<Escolaridade, 'Vários_Níveis'>[] {
  const all = /tod[oa]s\s+os\s+n[íi]veis|v[áa]rios\s+n[íi]veis|diversos\s+n[íi]veis/i.test(text);
  if (all) return ['Ensino_Superior', 'Ensino_Médio', 'Ensino_Fundamental'];
  // 'Ensino Médio Técnico' names one level (technical), not two; a title the candidate may have
  // ('Podendo ter Pós-Graduação …', 'desejável especialização') is not required.
  const source = withoutOptionalTitles(text).replace(/ensino\s+m[ée]dio\s+(?=t[ée]cnico)/gi, 'ensino ');
  // 'Superior Tribunal …' and 'Técnico Judiciário' are names, not levels; a 'curso técnico em enfermagem' is the level asked.
  const cleaned = source
    .replace(/superior\s+tribunal|tribunal\s+superior|(?<!curso\s+)t[ée]cnico\s+(judici[áa]rio|administrativo|em\s+\p{L}+|de\s+\p{L}+)/giu, ' ')
    .replace(STAGE_TAUGHT, ' ');
  // A list of levels after one introducing word names each of them.
  const lists = options.loose ? '' : [...source.matchAll(LEVEL_LIST)].map((m) => m[0]).join(' | ');
  return LEVELS.filter((l) => {
    if (options.loose) return l.loose.test(source);
    if (l.level === 'Pós_Graduação') return namedOutsideScoring(POST_GRADUATE, cleaned, SCORING_WORDS, SCORING_REACH);
    return namedOutsideScoring(STRICT_EVERYWHERE.get(l.level)!, cleaned, POINTS, POINTS_REACH) || (lists !== '' && l.loose.test(lists));
  }).map((l) => l.level);
}

/**
 * The school stage a teacher teaches ('anos iniciais do Ensino Fundamental', 'Ensino Fundamental (1º ao 5º ano)',
 * 'Fundamental anos finais', 'Professor de Ensino Fundamental', 'Professor para ensino fundamental'): whom the position serves, not what it requires.
 */
const STAGE_TAUGHT =
  /(?:anos|s[ée]ries)\s+(?:iniciais|finais)(?:\s+e\s+(?:iniciais|finais))?\s+d[oe]\s+(?:ensino\s+)?fundamental|(?:ensino\s+)?fundamental\s*(?:[-–(]\s*)?(?:anos\b|s[ée]ries\b|finais\b|final\b|iniciais\b|inicial\b|I{1,2}\b|do\s+\d|\d{1,2}\s*(?:[ºo°ª]|ao\b|a\s+\d))|professor(?:a|es|as)?\s+(?:(?:d[eoa]s?|para(?:\s+[oa])?)\s+)?(?:educa[çc][ãa]o\s+infantil\s+e\s+(?:d[eoa]\s+)?)?(?:ensino\s+)?fundamental/giu;

const POST_GRADUATE = /p[óo]s[\s-]*gradua|mestrado|doutorado/giu;
/**
 * Words of a títulos table or clause around a title (its points, its value, the títulos themselves; not an amount in
 * reais, a fee's 'R$ 50,00'), or of a curriculum form's fields ('2.1 Doutorado' / 'Nome do curso:' / 'Instituição:', 'Ano de conclusão: ______').
 */
const SCORING_WORDS = /pontos?\b|pontua[çc]|t[íi]tulos?\b|valor\s+(?:unit[áa]rio|m[áa]ximo)|(?<![\d.]|R\$\s?)\d{1,2},\d{1,2}(?![\d.,])|nome\s+do\s+curso\s*:|ano\s+de\s+conclus[ãa]o\s*:|_{5}/iu;
/** How far around a post-graduate title its scoring words may be (a títulos table's cells come a few lines apart). */
const SCORING_REACH = 500;

/** Points next to a level (a títulos table's row: 'Formação profissional em área educacional/nível Superior completo' / '3,0 pontos'). */
const POINTS = /pontos?\b|pontua[çc]/iu;
/** How far from a level its points may be: a row's cells, not the clause around it (a títulos section may follow the requirements). */
const POINTS_REACH = 120;

/** Each level's strict cue, to find every place it is named (matchAll copies it, so one is shared). */
const STRICT_EVERYWHERE = new Map(LEVELS.map((l) => [l.level, new RegExp(l.strict.source, `${l.strict.flags}g`)]));

/**
 * Whether `named` (a global pattern) names something somewhere in `text` with no `scoring` word within `reach` of it:
 * a post-graduate title outside a títulos scoring ('Doutorado … 5,0 pontos', 'Somente serão aceitos os títulos a seguir
 * relacionados': what a title is worth), or a level outside a scoring table's rows ('… termo de doação de trabalho com o
 * alunado do' / 'Documento comprobatório' / 'Ensino Fundamental.' / 'PONTUAÇÃO MÁXIMA': whom a candidate taught, for
 * points) — not what a position asks for.
 */
function namedOutsideScoring(named: RegExp, text: string, scoring: RegExp, reach: number): boolean {
  for (const m of text.matchAll(named)) {
    const around = text.slice(Math.max(0, m.index - reach), m.index + m[0].length + reach);
    if (!scoring.test(around)) return true;
  }
  return false;
}

/**
 * One level → its escolaridade value; several → 'Vários_Níveis'; none → null. `loose` is for a
 * field that only holds levels ('Médio / Superior', PCI's formacao); free text needs the level to
 * be introduced ('nível superior', 'ensino médio completo').
 */
export function parseEscolaridade(text: string, options: { loose?: boolean } = {}): Escolaridade | null {
  if (!options.loose) {
    // A listing's level cell inside a longer text: 'Médio / Superior', or a segment that is only a level.
    const slashList = /(?<![\p{L}])(?:fundamental|m[ée]dio|t[ée]cnico|superior)(?:\s+(?:in)?completo)?(?:\s*\/\s*(?:fundamental|m[ée]dio|t[ée]cnico|superior)(?:\s+(?:in)?completo)?)+(?![\p{L}])/iu.exec(text);
    if (slashList) return parseEscolaridade(slashList[0], { loose: true });
    // 'níveis fundamental, médio e superior', 'ensino médio e superior'
    const list = new RegExp(LEVEL_LIST.source, 'iu').exec(text);
    if (list) return parseEscolaridade(list[0], { loose: true });
    for (const segment of text.split(/\s[|•]\s|;\s/)) {
      if (/^(?:n[íi]vel\s+)?(?:fundamental|m[ée]dio|t[ée]cnico|superior|p[óo]s-gradua[çc][ãa]o)(?:\s+(?:in)?completo)?$/i.test(segment.trim())) {
        return parseEscolaridade(segment, { loose: true });
      }
    }
  }
  if (/tod[oa]s\s+os\s+n[íi]veis|v[áa]rios\s+n[íi]veis|diversos\s+n[íi]veis/i.test(text)) return 'Vários_Níveis';
  const levels = parseNiveis(text, options);
  if (levels.length === 0) return null;
  return levels.length === 1 ? levels[0]! : 'Vários_Níveis';
}

// ---------------------------------------------------------------------------------------------
// Dates

/** A month's number by its name or abbreviation, lower case without accents ('marco' → 3). */
export const MONTHS: Record<string, number> = {
  janeiro: 1, jan: 1, fevereiro: 2, fev: 2, marco: 3, mar: 3, abril: 4, abr: 4, maio: 5, mai: 5,
  junho: 6, jun: 6, julho: 7, jul: 7, agosto: 8, ago: 8, setembro: 9, set: 9, outubro: 10, out: 10,
  novembro: 11, nov: 11, dezembro: 12, dez: 12,
};
const MONTH_NAMES = 'janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';

const MONTH_NAME = `(?:${MONTH_NAMES})`;
const RUN_DAY_DE = new RegExp(String.raw`(?<=\d)de(?=\s*${MONTH_NAME}\b|\s*${MONTH_NAME}de)`, 'giu');
const RUN_MONTH_DE = new RegExp(String.raw`(?<=\b\d{1,2}\s?de\s?${MONTH_NAME})de(?=\s*\d{4})`, 'giu');
const RUN_MONTH = new RegExp(String.raw`(?<=\d de)(?=${MONTH_NAME})`, 'giu');
// In small letters: not an identifier's 'A35 '.
const RUN_DE_DAY = /(?<=\s(?:de|à|a))(?=\d{1,2}(?:\s|à|a\s|de))/gu;
const RUN_DAY_TO = /(?<=\s\d{1,2})(?=à\s*\d)/gu;
/** A month's name a text layer split with a space ('23 de fe vereiro de 2017'), between its day and its year: two words that make one. */
const SPLIT_MONTH = /(?<=\b\d{1,2}\s+de\s+)(\p{L}+) (\p{L}+)(?=\s+de\s+\d{4})/giu;
const WHOLE_MONTH = new RegExp(`^${MONTH_NAME}$`, 'iu');
/** 'até' a scan split ('do dia 13 de julho a té as 17h'): no Portuguese text writes 'a té' otherwise. */
const SPLIT_UNTIL = /(?<![\p{L}])a té(?![\p{L}])/gu;
/** A year a text layer split after its century ('no período de 13/12/20 21 à 23/12/2021'), not a short year before an hour ('até 01/04/20 21h'). */
const SPLIT_YEAR = /(?<![\d/])(\d{1,2}\/\d{1,2}\/20) (\d{2})(?![\d/]|\s?(?:h\b|horas?\b|min))/gu;
/** An hour a scan split after 'as', 'às' or 'das' ('até as 1 7h do dia 18'). */
const SPLIT_HOUR = /(?<=(?<![\p{L}])(?:[àa]s|das)\s)(\d) (\d)(?=\s?h(?:oras|s)?\b)/giu;
/** The 'de' before a month a text layer split ('31 d e outubro de 2022'). */
const SPLIT_DE = new RegExp(String.raw`(?<=\b\d{1,2}\s+)d e(?=\s+${MONTH_NAME}\b)`, 'giu');

/**
 * A date whose words a text layer ran together with its numbers ('no período de07à 21de maio de 2025', 'Rio do Sul,06demaiode 2025')
 * written with its words apart ('de 07à 21 de maio de 2025', '06 de maio de 2025'), and a month's name or its 'de' it split made whole
 * ('23 de fe vereiro de 2017', '31 d e outubro'), as is an 'até', a year or an hour it split ('a té as 1 7h', '13/12/20 21'), so the date rules read it.
 * Nothing else changes.
 */
export function withDateWordsApart(text: string): string {
  return text
    .replace(SPLIT_UNTIL, 'até')
    .replace(SPLIT_YEAR, '$1$2')
    .replace(SPLIT_HOUR, '$1$2')
    .replace(SPLIT_MONTH, (split, first: string, rest: string) => (WHOLE_MONTH.test(first + rest) ? first + rest : split))
    .replace(SPLIT_DE, 'de')
    .replace(RUN_DAY_DE, ' de').replace(RUN_MONTH, ' ').replace(RUN_MONTH_DE, ' de').replace(RUN_DE_DAY, ' ').replace(RUN_DAY_TO, ' ');
}

/** An amount in reais a scan's text spaced out ('R $ 5 0 ,00', 'R$ 1.974 ,38'): its sign, digits and cents with a space among them. */
const SPACED_AMOUNT = /R[^\S\n]?\$[^\S\n]?(\d(?:[^\S\n]?[\d.])*)[^\S\n]?,[^\S\n]?(\d)[^\S\n]?(\d)(?!\d)/gu;

/** Amounts in reais a scan's text spaced out written whole ('R $ 5 0 ,00' → 'R$ 50,00'), so the pay and fee rules read them. Nothing else changes. */
export function withAmountsWhole(text: string): string {
  return text.replace(SPACED_AMOUNT, (amount, whole: string, tens: string, units: string) => (/\s/.test(amount.slice(2)) ? `R$ ${whole.replace(/\s/g, '')},${tens}${units}` : amount));
}

/** A date written in a text: where it is, and its parts (`year` null when the text leaves it out). */
export interface DateToken {
  index: number;
  end: number;
  day: number;
  month: number;
  year: number | null;
}

const DATE_PATTERNS: {
  regex: RegExp;
  /** Whether a match is a date at all (default: yes). */
  accept?: (m: RegExpExecArray, text: string) => boolean;
  read: (m: RegExpExecArray) => Omit<DateToken, 'index' | 'end'>;
}[] = [
  {
    // '5 a 30 de novembro de 2026': the first day borrows the month of the second; also '13 à 14 de Fevereiro', 'do dia
    // 21 até o dia 27 de junho' and a 'de' the text layer split ('14 a 18 d e fevereiro').
    // The first day of a list of them ('29, 30 e 31 de março'), and a month written without its 'de' when its year follows ('05 e 06 abril de 2021').
    regex: new RegExp(
      `\\b(\\d{1,2})[º°]?(?=(?:\\s*,\\s*\\d{1,2})*\\s+(?:a|à|á|at[ée](?:\\s+o\\s+dia)?|e)\\s+\\d{1,2}[º°]?\\s+(?:d\\s?e\\s+(${MONTH_NAMES})\\b|(${MONTH_NAMES})\\s+d\\s?e\\s+\\d{4}))`,
      'gi',
    ),
    read: (m) => ({ day: Number(m[1]), month: MONTHS[normalizeKey(m[2] ?? m[3]!)]!, year: null }),
  },
  {
    // '16 a 30/1/2026', '1º e 2/4/2026': a bare first day borrows the month and year of the date after it.
    regex: /(?<![\d/.])\b(\d{1,2})[º°]?(?=\s+(?:a|à|at[ée]|e)\s+\d{1,2}[/.](\d{1,2})[/.](\d{4})\b)/gi,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // '15.2 a 17.3.2023': a period's first day and month, its year that of the date after it (joined as a range).
    regex: /(?<![\d/.])\b(\d{1,2})[/.](\d{1,2})(?=\s+(?:a|at[ée])\s+\d{1,2}[/.]\d{1,2}[/.]\d{4}\b)/gi,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: null }),
  },
  {
    // A date a PDF spaced out around its slashes ('13 / 10 / 2022').
    regex: /\b(\d{1,2}) \/ (\d{1,2}) \/ (\d{4})\b/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // A year a PDF's text layer split by a space ('22/02/2 021', 'de 22/02/20 21'), read as one.
    regex: /\b(\d{1,2})\/(\d{1,2})\/(\d(?: ?\d){3})\b(?![/.]\d)/g,
    accept: (m) => m[3]!.includes(' ') && /^(?:19|20)\d\d$/.test(m[3]!.replace(/ /g, '')),
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]!.replace(/ /g, '')) }),
  },
  {
    regex: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    // Dots with a two-digit year only when the token is not an item number: '5.2.10. No caso…',
    // '7.3.10' at a line's start or inside a longer number ('5.3.3.2.1') are numbered items, not dates.
    // A four-digit year may run into the next word when a PDF drops the space ('18/05/2026até'), or
    // into the number of a schedule's next row ('27/07/20229 Período para upload …').
    regex: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}(?=\p{L}|\b)|(?:19|20)\d{2}(?=\d{1,2}\s+\p{Lu})|\d{2}\b)(?!\.\d)/gu,
    accept: (m, text) => {
      if (!/^\d+\.\d+\.\d{2}$/.test(m[0])) return true;
      const lineBefore = text.slice(text.lastIndexOf('\n', m.index - 1) + 1, m.index);
      // A cited item ('conforme o prazo descrito no subitem 7.5.14', 'nos itens 7.5.1 e 7.5.14').
      if (/\b(?:sub)?ite(?:m|ns)\s+(?:\d+(?:\.\d+)*\s*(?:,|e|a)\s*)*$/i.test(text.slice(Math.max(0, m.index - 60), m.index))) return false;
      return !/^\s*$/.test(lineBefore) && !/\d\.$/.test(lineBefore) && !/^\.\s/.test(text.slice(m.index + m[0].length));
    },
    read: (m) => {
      const y = Number(m[3]);
      return { day: Number(m[1]), month: Number(m[2]), year: m[3]!.length === 2 ? 2000 + y : y };
    },
  },
  {
    regex: new RegExp(`\\b(\\d{1,2})[º°o]?\\s+(?:d\\s?e\\s+(${MONTH_NAMES})(?:\\s+d\\s?e\\s+(\\d{4}))?|(${MONTH_NAMES})\\s+d\\s?e\\s+(\\d{4}))`, 'gi'),
    read: (m) => ({
      day: Number(m[1]),
      month: MONTHS[normalizeKey(m[2] ?? m[4]!)]!,
      year: m[3] ? Number(m[3]) : m[5] ? Number(m[5]) : null,
    }),
  },
  {
    // The military style, month abbreviated in capitals and a two-digit year ('20 SET 26'), a schedule's cell maybe wrapped.
    regex: /\b(\d{1,2})\s+(JAN|FEV|MAR|ABR|MAI|JUN|JUL|AGO|SET|OUT|NOV|DEZ)\s+(\d{2})\b(?![/.]\d)/g,
    read: (m) => ({ day: Number(m[1]), month: MONTHS[m[2]!.toLowerCase()]!, year: 2000 + Number(m[3]) }),
  },
  {
    // 'do dia 06.08': day and month with a dot and no year, only after 'dia' (else an item's number).
    regex: /(?<=\bdias?\s)(\d{2})\.(\d{2})\b(?![.,]\d)/gi,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: null }),
  },
  {
    // 'dd/mm' with no year: only when not followed by another '/digit' (that is a full date).
    regex: /\b(\d{1,2})\/(\d{1,2})\b(?![/.]\d)/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: null }),
  },
];

/** The words before a law's or a regulation's date ('Resolução n° 120 - CONSUN, de 04/11/2009'). */
const ACT_DATE_BEFORE = /(?:\blei|decreto|resolu[çc][ãa]o|portaria|instru[çc][ãa]o\s+normativa|medida\s+provis[óo]ria|delibera[çc][ãa]o)\b(?:[^.;\n]|(?<=\d)\.(?=\d)){0,60}?\bde\s*$/i;

/** A street or a square named by a date ('Travessa 01 de Maio', 'sito à Rua 14 de abril, n° 086'): an address, not a day. */
const PLACE_NAMED_BY_DATE = /\b(?:rua|travessa|avenida|av\.?|pra[çc]a|largo|rodovia|alameda|estrada|viaduto)\s*$/iu;

/**
 * Every date the text writes ('10/03/2026', '10/03', '5 de março de 2026', '2026-03-10'), in order;
 * not a law's or a regulation's date, on which nothing of the concurso happens.
 */
export function dateTokens(text: string): DateToken[] {
  const tokens: DateToken[] = [];
  for (const { regex, accept, read } of DATE_PATTERNS) {
    for (const m of text.matchAll(regex)) {
      const index = m.index;
      const end = index + m[0].length;
      if (tokens.some((t) => index < t.end && end > t.index)) continue; // already read by a fuller pattern
      if (accept && !accept(m as RegExpExecArray, text)) continue;
      if (ACT_DATE_BEFORE.test(text.slice(Math.max(0, index - 80), index))) continue;
      if (PLACE_NAMED_BY_DATE.test(text.slice(Math.max(0, index - 30), index))) continue;
      const parts = read(m as RegExpExecArray);
      if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > 31) continue;
      tokens.push({ index, end, ...parts });
    }
  }
  return tokens.sort((a, b) => a.index - b.index);
}

/** 'YYYY-MM-DD' for a real calendar day, else null. */
export function iso(year: number, month: number, day: number): string | null {
  const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(value) ? value : null;
}

export interface DateInfo {
  inscricoesInicio: string | null;
  inscricoesFim: string | null;
  provaData: string | null;
}

type DateRole = 'inscricoes' | 'prova' | 'outra' | null;

/** How far before a date its keyword may be ('… cujas inscrições serão recebidas no Setor de Pessoal, junto à sede …, nos dias …'). */
const ROLE_REACH = 200;

/** What the words right before a date say it is: the nearest keyword wins. */
function roleBefore(text: string, index: number): { role: DateRole; text: string } {
  const window = text.slice(Math.max(0, index - ROLE_REACH), index);
  // An abbreviation's full stop ('nº. 228', 'Av. Brasil') ends no clause.
  const clause = window.split(/(?<!\b(?:n[º°o]|Av|Dr|Dra|Sr|Sra|Prof|Profa|Rod|Km))[.;|\n](?=\s|$)/iu).pop() ?? window;
  const candidates: [DateRole, RegExp][] = [
    ['inscricoes', /inscri[çc]|inscrev/gi],
    ['inscricoes', /prazo|encerra|per[íi]odo|abert[ao]s?\s+(?:de|at[ée]|entre)|prorrogad|reabert/gi],
    ['prova', /\bprovas?\b|aplica[çc][ãa]o|exame|avalia[çc][ãa]o\s+escrita/gi],
    ['outra', /publica|homolog|resultado|convoca|nomea|posse|divulga|gabarito|recurso(?!s?\s+humanos)|edital\s+n|de\s+\d{4}\s*$|\blei\b|decreto|portaria/gi],
  ];
  let best: { role: DateRole; at: number } = { role: null, at: -1 };
  for (const [role, regex] of candidates) {
    for (const m of clause.matchAll(regex)) if (m.index > best.at) best = { role, at: m.index };
  }
  return { role: best.role, text: clause };
}

// '23h59', '23 horas e 59 minutos', '23:59', each with an optional '(horário de Brasília)'.
const TIME_OF_DAY = /\b\d{1,2}\s*(?:h(?:oras?)?(?:\s*(?:e\s*)?\d{2}\s*(?:min(?:utos)?)?)?|:\d{2}(?:\s*h(?:oras?)?)?)(?:\s*\(?[^)\n]{0,20}bras[íi]lia\)?)?/gi;
// A day of the week, the text layer's words run together or not ('até às 16:00 horas dequinta-feira (13/02/2025)').
const JOIN_FILLER = /\b(?:d[oa]s?|dia|de|o|horas?|hor[áa]rio)\b|\b(?:de|desta|nesta|da)?\s*(?:segunda|ter[çc]a|quarta|quinta|sexta)(?:[\s-]*feira)?\b|\b(?:s[áa]bado|domingo)\b|[,()]/giu;
// 'até às 23h55 do dia' leaves 'até às' once the time and the filler words are gone ('A partir das 6h
// do dia 06.08 e até às 20h do dia 7 de agosto': 'e até às').
// 'às' also as a text without accents writes it ('as 23h59min do dia').
const DASHED_TIME = /^\s*[-–]\s*(?=\d{1,2}\s*(?:h|:\d{2}))/i;
// 'á' as a typist writes 'a' ('de 21 de janeiro á 29 de janeiro').
// 'início: 21 de dezembro de 2017 e término em 04 de janeiro de 2018'. A start's hour before the end's ('de 14 de outubro de 2022,
// a partir das 09h até às 23h e 59 minutos do dia 31 de outubro').
// The start's hour may come first ('no período de 25/11/2020 ás 12h a 09/12/2020').
const RANGE_JOIN = /^(?:e )?(?:a partir (?=at[ée]))?(?:[àá]s (?=a$|at[ée]))?(?:a|á|at[ée](?: [àa]s?)?|ao|à|[àa]s|e|-|–|—|(?:t[ée]rmino|encerramento)(?: em)?)$/i;

/**
 * Whether the text between two dates makes them one period: 'a', 'até o dia', 'e 23h e 59 min do
 * dia', 'às 23h59min do dia' (times of day and filler words aside), within one sentence.
 */
export function joinsRange(text: string): boolean {
  // Minutes abbreviated, maybe split by the text layer ('até às 18 horas e 30 mi n. do dia'): no sentence's end.
  const between = text.replace(/\bmi\s?n\.(?=\s)/giu, 'min');
  if (between.length > 70 || /[.;]\s|\n\s*\n/.test(between)) return false;
  // A dash between the first date and its time is the time's, not the range's ('04/03/2025 - 19h00min à 02/04/2025').
  return RANGE_JOIN.test(between.replace(DASHED_TIME, ' ').replace(TIME_OF_DAY, ' ').replace(JOIN_FILLER, ' ').replace(/\s+/g, ' ').trim());
}

/**
 * What lies between the days of a list that goes on past a date ('… 29 de janeiro 01 de fevereiro de 2021', '… a 28 de abril
 * de 2017, e dias 02 e 03 de maio de 2017'): separators, 'dias' and bare days, on one line. The list's last date ends the period.
 */
const DAY_LIST_JOIN = /^[^\S\n]*,?[^\S\n]*(?:e[^\S\n]+)?(?:(?:os[^\S\n]+)?dias?[^\S\n]+)?(?:\d{1,2}[^\S\n]*(?:,|\be\b)[^\S\n]*)*$/u;

/** Whether token k's list of days goes on with the next token, which does not open a period of its own ('… de 2026 18 a 22 de março'). */
export function continuesDayList(text: string, tokens: DateToken[], k: number): boolean {
  const next = tokens[k + 1];
  if (!next || !DAY_LIST_JOIN.test(text.slice(tokens[k]!.end, next.index))) return false;
  const after = tokens[k + 2];
  return !after || !/^\s*(?:a|at[ée](?:\s+o\s+dia)?|[àa]|[-–])\s*$/iu.test(text.slice(next.end, after.index));
}

/** Between a period and a second one it goes on with: 'e', 'e de', 'e no período de'. */
const SECOND_PERIOD_JOIN = /^\s*,?\s*e\s+(?:(?:de|no\s+per[íi]odo\s+de|d[oa]s?\s+dias?)\s+)?$/iu;

/**
 * The end of a second period right after the one ending at token k, in the same sentence ('Inscrições no período de 09 a 12
 * de fevereiro de 2021 e de 18 a 19 de fevereiro de 2021'): registration closes at the later one's end. Null when none.
 */
export function laterPeriodEnd(text: string, tokens: DateToken[], k: number, fallbackYear: number | undefined): string | null {
  const [c, d] = [tokens[k + 1], tokens[k + 2]];
  if (!c || !d || !SECOND_PERIOD_JOIN.test(text.slice(tokens[k]!.end, c.index)) || !joinsRange(text.slice(c.end, d.index))) return null;
  const year = d.year ?? fallbackYear;
  if (year === undefined) return null;
  const first = tokens[k]!;
  const end = iso(year, d.month, d.day);
  const firstEnd = iso(first.year ?? year, first.month, first.day);
  return end && firstEnd && end > firstEnd ? end : null;
}

/** Words that make a registration-sounding date about something else (the fee waiver's own period). */
const NOT_REGISTRATION = /isen[çc][ãa]o|redu[çc][ãa]o\s+d[ao]\s+(?:valor|taxa)/i;
/** A calendar row's event named after its dates, when it is not the registration ('Período para impugnação do edital', 'Prazo de recurso'). */
const OTHER_EVENT_AFTER = /^\s*[-–:]?\s*(?:(?:per[íi]odo|prazo)\s+(?:para|de)\s+(?:a\s+|o\s+)?)?(?:impugna|recurso|homologa|resultado|publica[çc][ãa]o|divulga[çc][ãa]o|isen[çc][ãa]o)/iu;
const START_CUE = /a\s+partir|in[íi]ci|come[çc]a|abert[ao]s?\s+(?:em|no\s+dia)|abrem/gi;
const END_CUE = /at[ée](?!\p{L})|encerr|t[ée]rmino|prorrogad|reabert|final/giu;

/** Whether a lone registration date is the period's start: the nearest cue before it says so ('tiveram início no dia …' vs '… ficam reabertas até o dia'). */
function isStartDate(clause: string): boolean {
  const last = (regex: RegExp) => Math.max(-1, ...[...clause.matchAll(regex)].map((m) => m.index));
  const start = last(START_CUE);
  return start >= 0 && start > last(END_CUE);
}

/** What opens a table's row before its period: an item's number ('1.1', '2.4 -'), then its other cells. */
const ROW_START = /(?:^|\s)\d{1,2}(?:\.\d{1,2})+\s*[-–]?\s((?:(?![.;]\s)[^\n]){0,80})$/;
/** A schedule's row names its event ('1.2 Entrega de títulos', '1.4 Prova objetiva'): a unit's row names none. */
const EVENT_WORDS = /inscri|prova|exame|aplica|recurso|resultado|homolog|convoca|nomea|posse|divulga|publica|gabarito|t[íi]tulos|isen[çc]|entrega|envio|entrevista|avalia|an[áa]lise|matr[íi]cula|pagamento|boleto|per[íi]cia|heteroidentifica/i;

/**
 * Whether a period is a row of a table of periods by unit ('1.1 R$ 240,00 15/05/2023 a 13/06/2023', '2.2 - Campus
 * Pontal do Paraná 05 (CINCO) DIAS ÚTEIS - Entre os dias 29/05/2023 a 02/06/2023'): an item's number, then cells
 * that name no event.
 */
function isUnitRow(before: string): boolean {
  const m = ROW_START.exec(before);
  return m !== null && !EVENT_WORDS.test(m[1]!);
}

/**
 * Registration period and exam date. Ranges ('10/03 a 09/04/2026', '10 de março a 9 de abril de
 * 2026') borrow the year from their end (the year before when the months wrap); a date's role
 * comes from the nearest keyword before it ('inscrições', 'prova', 'publicado em'…). `deadline`
 * treats the text as a deadline field, where a lone date is the last day of registration. A table of
 * periods by unit (isUnitRow) is open from its first start to its last end.
 */
export function parseDates(text: string, options: { ano?: number; deadline?: boolean } = {}): DateInfo {
  const tokens = dateTokens(text);
  const out: DateInfo = { inscricoesInicio: null, inscricoesFim: null, provaData: null };
  const fallbackYear = options.ano;
  let previous: { role: DateRole; end: number } = { role: null, end: -1 };
  const rowPeriods: { start: string; end: string }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1];
    const isRange = b !== undefined && joinsRange(text.slice(a.end, b.index));
    const before = roleBefore(text, a.index);
    const clause = before.text;
    let role = before.role === 'inscricoes' && NOT_REGISTRATION.test(clause) ? 'outra' : before.role;
    // '… tiveram início no dia 14 de julho de 2021 e que agora podem ser feitas até o dia 5 de agosto': same sentence, same subject.
    if (role === null && previous.role === 'inscricoes' && previous.end >= 0 && !/[.;!?]\s/.test(text.slice(previous.end, a.index)) && a.index - previous.end < 120) {
      role = 'inscricoes';
    }
    // A calendar's row names its event after its dates ('01 a 03/12/2021 Período para impugnação do edital'): another one's.
    if (isRange && role !== 'prova' && OTHER_EVENT_AFTER.test(text.slice(b.end, b.end + 80))) role = 'outra';
    previous = { role, end: isRange ? b.end : a.end };
    // A list of days going on past the date or the period ('29 de janeiro 01 de fevereiro de 2021'): its last date ends it.
    let last = isRange ? b : a;
    let k = isRange ? i + 1 : i;
    while (tokens[k + 1] && continuesDayList(text, tokens, k)) {
      k++;
      last = tokens[k]!;
    }
    if (last !== (isRange ? b : a)) {
      const lastYear = last.year ?? fallbackYear;
      const firstYear = a.year ?? (lastYear !== undefined && a.month > last.month ? lastYear - 1 : lastYear);
      const start = firstYear === undefined ? null : iso(firstYear, a.month, a.day);
      const end = lastYear === undefined ? null : iso(lastYear, last.month, last.day);
      i = k;
      if (start && end && start <= end && (role === 'inscricoes' || role === null) && out.inscricoesFim === null) {
        out.inscricoesInicio = start;
        out.inscricoesFim = end;
      } else if (start && role === 'prova' && out.provaData === null) {
        out.provaData = start;
      }
      continue;
    }
    if (isRange) {
      i++;
      const endYear = b.year ?? fallbackYear;
      if (endYear === undefined) continue;
      const startYear = a.year ?? (a.month > b.month ? endYear - 1 : endYear);
      const start = iso(startYear, a.month, a.day);
      const end = iso(endYear, b.month, b.day);
      if (!start || !end || start > end) continue;
      if ((role === 'inscricoes' || role === null) && isUnitRow(text.slice(Math.max(0, a.index - 100), a.index))) rowPeriods.push({ start, end });
      if ((role === 'inscricoes' || role === null) && out.inscricoesFim === null) {
        out.inscricoesInicio = start;
        out.inscricoesFim = laterPeriodEnd(text, tokens, i, fallbackYear) ?? end;
      } else if (role === 'prova' && out.provaData === null) {
        out.provaData = start;
      }
      continue;
    }
    const year = a.year ?? fallbackYear;
    if (year === undefined) continue;
    const date = iso(year, a.month, a.day);
    if (!date) continue;
    if (role === 'prova') {
      out.provaData ??= date;
    } else if (role === 'inscricoes' || (role === null && options.deadline)) {
      if (isStartDate(clause)) {
        out.inscricoesInicio ??= date;
      } else if (out.inscricoesFim === null) {
        out.inscricoesFim = date;
      }
    }
  }
  // A table of periods, one row per unit ('1.1 R$ 240,00 15/05/2023 a 13/06/2023', '1.3 R$ 240,00 01/06/2023 a
  // 30/06/2023'): registration is open from the first start to the last end.
  if (rowPeriods.length >= 2) {
    out.inscricoesInicio = rowPeriods.map((p) => p.start).sort()[0]!;
    out.inscricoesFim = rowPeriods.map((p) => p.end).sort().at(-1)!;
  }
  if (out.inscricoesInicio && out.inscricoesFim && out.inscricoesInicio > out.inscricoesFim) out.inscricoesInicio = null;
  return out;
}

export type PrazoSituacao = 'prorrogado' | 'reaberto' | 'suspenso' | 'cancelado' | null;

export interface PrazoInfo {
  inicio: string | null;
  fim: string | null;
  situacao: PrazoSituacao;
}

/**
 * A listing's deadline cell: '08/03/2020', '10/03 a 09/04/2026', 'Prorrogado até 13/11/2012',
 * 'Reaberto até<br>13/11/2012'.
 */
const RELATIVE_PERIOD =
  /inscri[çc](?:[ãa]o|[õo]es)[^.]{0,80}?\b(\d{1,3})\s*(?:\([^)]{1,30}\)\s*)?dias\s*(corridos|[úu]teis)?\s*,?\s*a\s+(?:partir|contar)\s+d[aoe]\s+(?:(?:dia|data)\s+)?(subsequente|seguinte|posterior|imediatamente\s+posterior)?[^.]{0,30}?publica[çc][ãa]o/i;

/** The term before the registration it opens ('… pelo prazo de 10 (dez dias), a contar da publicação deste no Diário Oficial da União, as inscrições'). */
const TERM_BEFORE_REGISTRATION =
  /\bprazo\s+de\s+(\d{1,3})\s*(?:\([^)]{0,30}?(dias)?\s*\)\s*)?(dias)?\s*(corridos|[úu]teis)?\s*,?\s*a\s+(?:partir|contar)\s+d[aoe]\s+(?:(?:dia|data)\s+)?(subsequente|seguinte|posterior|imediatamente\s+posterior)?[^.]{0,30}?publica[çc][ãa]o[^.]{0,80}?\binscri[çc](?:[ãa]o|[õo]es)\b/i;

const isWeekday = (isoDate: string) => ![0, 6].includes(new Date(`${isoDate}T12:00:00Z`).getUTCDay());

/**
 * A registration period counted from the act's publication ('Período de Inscrições: 10 (dez) dias
 * corridos a partir do dia subsequente ao da publicação deste Edital'), on the day it was published:
 * the first day and the last, business days skipping weekends (holidays are not known here). As the
 * law counts a term (Lei 9.784/1999, art. 66), the day it starts from is left out and the last day
 * counted in: 'Até 90 dias a partir da publicação' ends 90 days after it, as the term counted from
 * the day after does; registration opens on the publication day itself unless the act says the day after.
 */
export function relativeRegistration(text: string, publicadoEm: string | undefined): { inicio: string; fim: string } | null {
  if (!publicadoEm || !isIsoDate(publicadoEm)) return null;
  const m = RELATIVE_PERIOD.exec(text);
  const b = m ? null : TERM_BEFORE_REGISTRATION.exec(text);
  const term = m ? { days: m[1]!, kind: m[2], after: m[3] } : b && (b[2] || b[3]) ? { days: b[1]!, kind: b[4], after: b[5] } : null;
  if (!term) return null;
  const days = Number(term.days);
  if (days < 1 || days > 120) return null;
  let inicio = addDays(publicadoEm, term.after ? 1 : 0);
  if (!term.kind || !/[úu]teis/i.test(term.kind)) return { inicio, fim: addDays(publicadoEm, days) };
  while (!isWeekday(inicio)) inicio = addDays(inicio, 1);
  let fim = publicadoEm;
  for (let counted = 0; counted < days; ) {
    fim = addDays(fim, 1);
    if (isWeekday(fim)) counted++;
  }
  return { inicio, fim };
}

/** The dates read, with the registration period counted from the publication when no dates give it. */
export function withRelativeRegistration<D extends { inscricoesInicio: string | null; inscricoesFim: string | null }>(dates: D, text: string, publicadoEm: string | undefined): D {
  if (dates.inscricoesFim) return dates;
  const relative = relativeRegistration(text, publicadoEm);
  return relative ? { ...dates, inscricoesInicio: dates.inscricoesInicio ?? relative.inicio, inscricoesFim: relative.fim } : dates;
}

export function parsePrazo(text: string, ano?: number): PrazoInfo {
  const clean = cleanText(text);
  const key = normalizeKey(clean);
  const situacao: PrazoSituacao = key.includes('prorrogad')
    ? 'prorrogado'
    : key.includes('reabert')
      ? 'reaberto'
      : key.includes('suspens')
        ? 'suspenso'
        : key.includes('cancelad')
          ? 'cancelado'
          : null;
  const dates = parseDates(clean, { ano, deadline: true });
  return { inicio: dates.inscricoesInicio, fim: dates.inscricoesFim, situacao };
}

// ---------------------------------------------------------------------------------------------
// Places

const UF_TOKEN = new RegExp(`(?:[-–—/(,]\\s*|\\bUF\\s*:\\s*|\\bEstado\\s*:\\s*)(${UFS.join('|')})(?=$|[\\s).,;:/–—-])`, 'g');

/** A UF written as a token after a separator: 'Petrolina - PE', 'Guarulhos/SP', '(MG)', 'PM-SP'. */
export function findUfToken(text: string): Uf | null {
  for (const m of text.matchAll(UF_TOKEN)) {
    const uf = m[1]!;
    if (isUf(uf)) return uf;
  }
  return null;
}

/** The adjectives of the states that agencies carry in their names ('Instituto Federal Goiano', 'Universidade Federal Fluminense'). */
const STATE_ADJECTIVES: [RegExp, Uf][] = (
  [
    ['sul[\\s-]mato[\\s-]grossens[ea]', 'MS'],
    ['mato[\\s-]grossens[ea]', 'MT'],
    ['sul[\\s-]rio[\\s-]grandens[ea]', 'RS'],
    ['ga[úu]ch[oa]', 'RS'],
    ['acrean[oa]|acrian[oa]', 'AC'],
    ['alagoan[oa]', 'AL'],
    ['amapaens[ea]', 'AP'],
    ['amazonens[ea]', 'AM'],
    ['baian[oa]', 'BA'],
    ['cearens[ea]', 'CE'],
    ['brasiliens[ea]', 'DF'],
    ['capixaba', 'ES'],
    ['goian[oa]', 'GO'],
    ['maranhens[ea]', 'MA'],
    ['mineir[oa]', 'MG'],
    ['paraens[ea]', 'PA'],
    ['paraiban[oa]', 'PB'],
    ['paranaens[ea]', 'PR'],
    ['pernambucan[oa]', 'PE'],
    ['piauiens[ea]', 'PI'],
    ['fluminens[ea]', 'RJ'],
    ['potiguar', 'RN'],
    ['rondoniens[ea]', 'RO'],
    ['roraimens[ea]', 'RR'],
    ['catarinens[ea]', 'SC'],
    ['paulista', 'SP'],
    ['sergipan[oa]', 'SE'],
    ['tocantinens[ea]', 'TO'],
  ] as [string, Uf][]
).map(([adjective, uf]) => [new RegExp(`^(?:${adjective})$`, 'iu'), uf]);

/** An agency's name: from its first word to the end of the name (a full stop, a slash, a bracket, a line's end). */
const AGENCY_WITH_ADJECTIVE =
  /\b(?:instituto|universidade|faculdade|centro|tribunal|funda[çc][ãa]o|escola|col[ée]gio|conselho|companhia|empresa)\b[^.;\n/()]{0,80}/giu;

/**
 * The state an agency's name gives by its adjective ('Instituto Federal de Educação, Ciência e
 * Tecnologia Goiano' → GO, 'Universidade Federal Fluminense' → RJ), or null.
 */
export function findUfByAdjective(text: string): Uf | null {
  for (const m of text.matchAll(AGENCY_WITH_ADJECTIVE)) {
    // The adjective may be any word of the name: try each from the agency word on.
    const words = m[0].split(/[\s,]+/);
    for (let i = 0; i < words.length; i++) {
      for (const size of [3, 2, 1]) {
        const candidate = words.slice(i, i + size).join(' ');
        const hit = STATE_ADJECTIVES.find(([regex]) => regex.test(candidate));
        if (hit) return hit[1];
      }
    }
  }
  return null;
}

const STATE_NAMES = [...UFS]
  .map((uf) => ({ uf, name: UF_NAMES[uf] }))
  .sort((a, b) => b.name.length - a.name.length);

function stateNamePattern(name: string): RegExp {
  // 'Pará' without its accent is the preposition 'para': only the accented (or capitalised) form counts.
  if (name === 'Pará') return /(?<![\p{L}])(Pará|PARÁ|PARA(?=\s*$))(?![\p{L}])(?!\s+de\s+Minas)/u;
  const flexible = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split('')
    .map((ch) => {
      const variants: Record<string, string> = { a: '[aáâãà]', e: '[eéê]', i: '[ií]', o: '[oóôõ]', u: '[uú]', c: '[cç]' };
      return variants[ch.toLowerCase()] ?? ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('')
    .replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}])${flexible}(?![\\p{L}])`, 'iu');
}

const STATE_PATTERNS = STATE_NAMES.map((s) => ({ ...s, regex: stateNamePattern(s.name) }));
const MUNICIPAL_BEFORE = /(prefeitura(\s+municipal)?|c[âa]mara(\s+municipal)?|munic[íi]pio|cidade)\s+d[eoa]\s*$/i;

/** A street, square or road named after a state ('Avenida Paraná, nº 2.601', 'Rua Rio Grande do Sul', 'Praça Bahia'): an address, no state. */
const STREET_NAMED =
  /\b(?:[Aa]venida|AVENIDA|[Aa]v\.|AV\.|[Rr]ua|RUA|[Pp]raça|PRAÇA|[Pp]ça\.|PÇA\.|[Tt]ravessa|TRAVESSA|[Aa]lameda|ALAMEDA|[Rr]odovia|RODOVIA|[Ee]strada|ESTRADA)[^\S\n]+(?:(?:d[aeo]s?|D[AEO]S?)[^\S\n]+)?\p{Lu}[\p{L}-]*(?:[^\S\n]+(?:(?:d[aeo]s?|D[AEO]S?)[^\S\n]+)?\p{Lu}[\p{L}-]*){0,3}/gu;

/** A state named in full ('do Estado de São Paulo', 'Fazenda de Alagoas'); city names with a municipal marker are left out. */
/** The text with what `pattern` matches blanked out, every other character where it was. */
function blanked(text: string, pattern: RegExp): string {
  return text.replace(pattern, (m) => ' '.repeat(m.length));
}

export function findUfByName(raw: string): Uf | null {
  const text = blanked(raw, STREET_NAMED);
  const estado = /estado\s+d[eoa]\s+(.{3,25})/giu;
  for (const m of text.matchAll(estado)) {
    for (const s of STATE_PATTERNS) {
      const found = s.regex.exec(m[1]!);
      if (found && found.index === 0) return s.uf;
    }
  }
  for (const s of STATE_PATTERNS) {
    const found = s.regex.exec(text);
    if (!found) continue;
    const before = text.slice(Math.max(0, found.index - 30), found.index);
    if (MUNICIPAL_BEFORE.test(before)) continue;
    // 'Rio Grande do Sul' already includes 'Rio Grande'… longest names are tried first.
    return s.uf;
  }
  return null;
}

/**
 * Every state the text names in full, in order of first mention, each once ('nos Estados do Acre,
 * Alagoas, Amapá…' → AC, AL, AP…). 'Mato Grosso do Sul' is not also 'Mato Grosso'; names after a
 * municipal marker ('Prefeitura de São Paulo') still count here: the caller weighs them.
 */
/** The law's formula for every level of government ('no âmbito da União, dos Estados, do Distrito Federal e dos Municípios'): no place. */
const FEDERATION = /\b(?:d[ao]s?\s+)?Uni[ãa]o,?\s+(?:d?os\s+)?Estados,?\s+(?:e\s+)?(?:d?o\s+)?Distrito\s+Federal\s+e\s+(?:d?os\s+)?Munic[íi]pios\b/giu;

export function findUfsByName(text: string): Uf[] {
  let masked = blanked(blanked(text, FEDERATION), STREET_NAMED);
  const found: { uf: Uf; index: number }[] = [];
  for (const s of STATE_PATTERNS) {
    const global = new RegExp(s.regex.source, s.regex.flags.includes('g') ? s.regex.flags : `${s.regex.flags}g`);
    for (const m of masked.matchAll(global)) {
      found.push({ uf: s.uf, index: m.index });
      masked = masked.slice(0, m.index) + ' '.repeat(m[0].length) + masked.slice(m.index + m[0].length);
    }
  }
  return [...new Set(found.sort((a, b) => a.index - b.index).map((f) => f.uf))];
}

const MUNICIPAL_MARKER =
  /(?:prefeitura(?:\s+municipal)?|prefeit[oa](?:\s+municipal)?|c[âa]mara\s+municipal|c[âa]mara\s+de\s+vereadores|c[âa]mara|munic[íi]pio|servi[çc]o\s+aut[ôo]nomo\s+de\s+[áa]gua\s+e\s+esgoto|saae|guarda\s+(?:civil\s+)?municipal|fundo\s+municipal\s+de\s+sa[úu]de|instituto\s+de\s+previd[êe]ncia(?:\s+(?:social\s+)?(?:dos\s+servidores\s+)?(?:p[úu]blicos\s+)?(?:municipais)?)?)\s+(?:municipal\s+)?d[eoa]s?\s+/giu;

export function tryWords(words: string[], uf: Uf | null, fromEnd: boolean): Municipio | null {
  for (let n = Math.min(words.length, 7); n >= 1; n--) {
    const slice = fromEnd ? words.slice(words.length - n) : words.slice(0, n);
    const found = findMunicipio(slice.join(' '), uf);
    if (found) return found;
  }
  return null;
}

/**
 * The IBGE municipality in the text: after 'Prefeitura (Municipal) de', 'Câmara Municipal de',
 * 'Município de'…, or before ' - UF' / '/UF'. Without a UF only a name unique in Brazil is accepted.
 */
export function findMunicipioInText(text: string, uf: Uf | null = null): Municipio | null {
  const words = (s: string) =>
    s
      .split(/[\s]+/)
      .map((w) => w.replace(/^[("'“]+|[)"'”:;,.]+$/g, ''))
      .filter(Boolean);
  for (const m of text.matchAll(MUNICIPAL_MARKER)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 70).split(/\s[-–—|]\s|[,;:(|/\n]|\s+(?:abre|torna|divulga|publica|realiza|anuncia|comunica|faz|lan[çc]a|retifica|prorroga|reabre|convoca|homologa|oferece|tem|ter[áa]|est[áa])\s/i)[0]!;
    const found = tryWords(words(rest), uf, false);
    if (found) return found;
  }
  const beforeUf = new RegExp(`([\\p{L}' .-]{2,60}?)\\s*(?:[-–—/]|\\()\\s*(${UFS.join('|')})(?=$|[\\s).,;:/–—-])`, 'gu');
  for (const m of text.matchAll(beforeUf)) {
    const ufHere = m[2] as Uf;
    if (uf && ufHere !== uf) continue;
    const found = tryWords(words(m[1]!), ufHere, true);
    if (found) return found;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Agency

const AGENCY_WORDS =
  /^(prefeitura|c[âa]mara|secretaria|tribunal|pol[íi]cia|universidade|instituto|minist[ée]rio|conselho|ag[êe]ncia|companhia|empresa|funda[çc][ãa]o|hospital|cons[óo]rcio|servi[çc]o|autarquia|departamento|assembleia|defensoria|procuradoria|ex[ée]rcito|marinha|aeron[áa]utica|for[çc]a|banco|caixa|corpo\s+de\s+bombeiros|guarda|superintend[êe]ncia|saae|centro|escola|col[ée]gio|comando|controladoria|receita|detran|correios|petrobras|embrapa|ibge|inss|governo|estado|munic[íi]pio|fundo|autoridade|distrito|sistema)/i;

/** Whether a first word reads as an acronym ('PM', 'CBMAL', 'TRT', 'MPE-SP', 'Sefaz' does not). */
function isAcronymLike(text: string): boolean {
  const first = text.trim().split(/\s+/)[0] ?? '';
  return /^[A-ZÀ-Ý][A-ZÀ-Ý0-9&/.-]*$/.test(first) && first.replace(/[^A-ZÀ-Ý]/g, '').length >= 2;
}

export function looksLikeAgency(text: string): boolean {
  return AGENCY_WORDS.test(normalizeKey(text).replace(/^(a|o)\s+/, '')) || AGENCY_WORDS.test(text.trim());
}

/** Removes a trailing ' - UF' / '/UF' / '(UF)' and returns it. */
function stripTrailingUf(text: string): { text: string; uf: Uf | null } {
  // A separator (' - SP', '/SP', '(SP)'), or a plain space after a word ('Prefeitura de Campinas SP').
  const m = new RegExp(`(?:\\s*(?:[-–—/]\\s*|\\(\\s*)|(?<=\\p{Ll})\\s+)(${UFS.join('|')})\\s*\\)?\\s*$`, 'u').exec(text);
  if (!m) return { text: text.trim(), uf: null };
  return { text: text.slice(0, m.index).trim(), uf: m[1] as Uf };
}

/**
 * 'PM - Polícia Militar do Estado de São Paulo' → sigla PM, nome 'Polícia Militar do Estado de São
 * Paulo'; 'Polícia Federal (PF)' → sigla PF; 'Prefeitura de Petrolina - PE' → nome 'Prefeitura de
 * Petrolina' (the UF is returned apart); 'Exército Brasileiro - 7ª Região Militar' stays whole.
 */
export function splitOrgao(raw: string): CandidateOrgao & { uf: Uf | null } {
  let text = cleanText(raw);
  const paren = /^(.{6,}?)\s*\(([A-ZÀ-Ý][A-Za-zÀ-ÿ0-9&/.\s-]{1,20})\)$/.exec(text);
  if (paren && isAcronymLike(paren[2]!)) {
    const sigla = paren[2]!.trim();
    // 'COREN-MG' and 'PM-SP' name the state too.
    const ufInSigla = new RegExp(`[-/\\s](${UFS.join('|')})$`).exec(sigla)?.[1] as Uf | undefined;
    const nome = stripTrailingUf(paren[1]!.trim());
    return { nome: nome.text, sigla, uf: nome.uf ?? ufInSigla ?? null };
  }
  const trailing = stripTrailingUf(text);
  text = trailing.text;
  let uf = trailing.uf;

  const dash = /^(.{1,40}?)\s+[-–—]\s+(.+)$/.exec(text);
  if (dash) {
    const left = dash[1]!.trim();
    const right = dash[2]!.trim();
    const leftWords = left.split(/\s+/).length;
    if (isAcronymLike(left) && leftWords <= 4 && right.length >= 6 && /\s/.test(right)) {
      const rightUf = stripTrailingUf(right);
      uf ??= rightUf.uf;
      return { nome: rightUf.text, sigla: left, uf };
    }
  }
  return { nome: text, sigla: null, uf };
}

const LEAD_VERBS =
  /\s+(?:abre|abrem|divulga|publica|anuncia|lan[çc]a|retifica|realiza|tem|ter[áa]|prorroga|reabre|oferece|promove|autoriza|prev[êe]|confirma|suspende|cancela|homologa|convoca|torna|comunica|faz|est[áa]|inicia|recebe)\s/i;

/**
 * The agency a text leads with ('Prefeitura de X - SP abre…', 'SEFAZ - Secretaria… | 40 vagas',
 * a gazette excerpt's first line 'PREFEITURA MUNICIPAL DE CAMPINAS'), else the first 'Prefeitura
 * (Municipal) de X' / 'Câmara Municipal de X' whose X is a real municipality.
 */
export function findOrgaoInText(raw: string, uf: Uf | null = null): (CandidateOrgao & { uf: Uf | null }) | null {
  const firstLine = raw.split(/\n/).map((l) => l.trim()).find(Boolean) ?? '';
  const lead = cleanText(firstLine)
    .split(/\s[|•]\s|:\s/)[0]!
    .split(LEAD_VERBS)[0]!
    .replace(/^(?:concurso(?:\s+p[úu]blico)?|processo\s+seletivo(?:\s+simplificado)?|edital)\s+(?:d[aeo]s?\s+)?/i, '')
    .replace(/^(?:a|o)\s+(?=\p{Lu})/iu, '')
    .trim();
  if (lead && lead.length <= 150) {
    const split = splitOrgao(unshouted(lead));
    if (split.sigla || looksLikeAgency(split.nome)) return split;
  }
  const text = cleanText(raw);
  const marker =
    /(prefeitura\s+(?:municipal\s+)?d[eoa]\s+|c[âa]mara\s+municipal\s+d[eoa]\s+|servi[çc]o\s+aut[ôo]nomo\s+de\s+[áa]gua\s+e\s+esgoto\s+d[eoa]\s+)([\p{L}' -]{2,60})/giu;
  for (const m of text.matchAll(marker)) {
    const municipio = tryWords(m[2]!.trim().split(/\s+/), uf, false);
    if (!municipio) continue;
    const prefix = cleanText(m[1]!);
    return { nome: `${unshouted(prefix)} ${municipio.nome}`, sigla: null, uf: municipio.uf };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Positions

/**
 * First words that begin a position's name ('Motorista', 'Agente …'), as opposed to a complement ('… de Coleta e Qualidade') or a
 * word such as 'por', or a comparative that ends as a position's word does ('Superior em Pedagogia', a requirement's cell): the
 * word's key (small letters, no accents).
 */
const POSITION_HEAD =
  /^(?!(?:superior|inferior|anterior|posterior|interior|exterior|maior|menor|melhor|pior)$)(?:\p{L}{2,}(?:or|ora|ista|eiro|eira|ente|ante|ico|ica|ario|aria|ologo|ologa)|\p{L}*terapeuta|\p{L}+iatra|obstetra|auxiliar|vigia|interprete|\p{L}*pedagog[oa]|escrivao|soldado|oficial|guarda|fiscal|arquitet[oa]|advogad[oa]|delegad[oa]|perit[oa]|gari|cirurgiao|aprendiz|estagiari[oa]|monitor|cuidador|professor|medic[oa]|servente|copeir[oa]|recepcionista|motorista|guia)$/u;

/**
 * Whether a name begins with a position's word, singular or plural, in any case, with its accents or not ('monitores de escola',
 * 'atendente de creche', 'TÉCNICOS EM', 'PSICOLOGO', 'Fiscais').
 */
export function headsAPosition(name: string): boolean {
  const first = normalizeKey(/^\p{L}+/u.exec(name.trim())?.[0] ?? '');
  return POSITION_HEAD.test(first) || POSITION_HEAD.test(singularWord(first));
}

/**
 * In a list whose names mostly begin with the same word ('professor de matemática, professor de
 * ciências, ciências biológicas e ciências humanas, professor de história'), a part that begins
 * neither with that word nor with a position's is the previous name's complement.
 */
function withComplementsJoined(parts: string[]): string[] {
  const head = (p: string) => /^\p{L}+/u.exec(p.trim())?.[0]?.toLowerCase() ?? '';
  const first = head(parts[0] ?? '');
  if (parts.length < 4 || !headsAPosition(first) || parts.filter((p) => head(p) === first).length * 2 < parts.length) return parts;
  const joined: string[] = [];
  for (const part of parts) {
    if (joined.length > 0 && head(part) !== first && !headsAPosition(part)) joined[joined.length - 1] += `, ${part}`;
    else joined.push(part);
  }
  return joined;
}

/** The list's last part when its last ' e ' joins a complement ('professor de braile e agente de serviços de higiene e alimentação'): split at an earlier ' e ' that a position's name follows. */
function splitAtHeadedAnd(last: string, inAList: boolean): string[] {
  if (!inAList) return [last];
  const m = /^(.*?\S)\s+e\s+(\S+)(.*)$/u.exec(last);
  return m && headsAPosition(m[2]!) ? [m[1]!, `${m[2]}${m[3]}`] : [last];
}

/** A name list's part split at its last 'e' (or 'E', in capitals): what comes before, the next word, the rest. */
const AT_LAST_AND = /^(.*\S)\s+[eE]\s+(\S+)(.*)$/u;

/** A part of a list before its last that joins two positions with 'e', each named by a position's word ('Professor III – língua portuguesa e Professor III - matemática'). */
function splitBetweenPositions(part: string): string[] {
  const m = AT_LAST_AND.exec(part);
  return m && headsAPosition(m[1]!) && headsAPosition(m[2]!) ? [m[1]!, `${m[2]}${m[3]}`] : [part];
}

const EBTT = /b[áa]sico,\s*t[ée]cnico\s+e\s+tecnol[óo]gico/giu;
const EBTT_KEPT = 'Básico\u0000Técnico\u0001Tecnológico';
/** 'Tradutor e Intérprete (de Libras)' is one position's name, and the 'e' inside it is kept from the split (its spaces held as U+E000). */
const TRANSLATOR = /(tradutor(?:es|a)?)\s+([eE])\s+(int[ée]rpretes?)/giu;

/** 'Agente, Motorista e Professor' → three names; 'Vários Cargos' and 'e outros' → none. */
export function splitCargos(text: string): string[] {
  const clean = cleanText(text)
    .replace(/\s*(?:,\s*)?(?:e\s+)?outr[oa]s(?:\s+cargos)?\.?$/i, '')
    .replace(/^cargos?\s*:\s*/i, '')
    .replace(/[\s,;.]+$/, '');
  if (!clean || /^(v[áa]rios|diversos)\s+cargos?$/i.test(clean)) return [];
  // The federal teaching career's own name ('Professor do Ensino Básico, Técnico e Tecnológico') is one name.
  const parts = withComplementsJoined(clean.replace(EBTT, EBTT_KEPT).replace(TRANSLATOR, '$1\uE000$2\uE000$3').split(/\s*[,;]\s*/)).flatMap((part, k, all) =>
    k < all.length - 1 ? splitBetweenPositions(part) : [part],
  );
  if (parts.length > 1 || /\s+[eE]\s+/.test(clean)) {
    // 'A, B e C' and 'Cuidador e Intérprete': split on the last ' e ' only when a position's name
    // follows it, not a complement ('Supervisor de Coleta e Qualidade'); in capitals, ' E ' ('ENFERMEIRO E TÉCNICO EM ENFERMAGEM').
    const last = parts.pop()!;
    const m = AT_LAST_AND.exec(last);
    // … and the part before it may join two more, the first with its complement ('… Professor de Matemática e Psicólogo e Secretário
    // Escolar'; 'Psicopedagogo Institucional e Clínico' is one).
    if (m && headsAPosition(m[2]!)) parts.push(...(/\s(?:de|em)\s/u.test(m[1]!) ? splitBetweenPositions(m[1]!) : [m[1]!]), `${m[2]}${m[3]}`);
    else parts.push(...splitAtHeadedAnd(last, parts.length > 0));
  }
  return parts
    .map((p) => p.replace(EBTT_KEPT, 'Básico, Técnico e Tecnológico').replaceAll('\uE000', ' ').replace(/^(?:e|o|a)\s+/i, '').trim())
    .filter((p) => p.length >= 2 && !/^(v[áa]rios|diversos)\s+cargos?$/i.test(p) && !isNoPositionName(p))
    .map(unshouted);
}

/**
 * Positions listed by name: the notice's level when it names a single one, and its vacancies and
 * pay only when it lists a single position (otherwise they are the notice's totals, not the position's).
 */
export function cargosFromNames(
  names: string[],
  notice: { escolaridade?: Escolaridade | null; vagas?: number | null; remuneracao?: number | null } = {},
): CandidateCargo[] {
  const single = names.length === 1;
  const escolaridade = notice.escolaridade !== 'Vários_Níveis' ? (notice.escolaridade ?? null) : null;
  return names.map((nome) => ({
    nome,
    escolaridade,
    vagas: single ? (notice.vagas ?? null) : null,
    remuneracao_base: single ? (notice.remuneracao ?? null) : null,
  }));
}


/** 'cargos: Auxiliar administrativo (1); Advogado (1); e Psicólogo (1)': names each followed by its count. */
const COUNTED_LIST = new RegExp(
  String.raw`(?:${POSITION_WORD}|especialidades?|[áa]reas?)\s*(?:de\s*)?:?\s*((?:(?:e\s+)?\p{Lu}[^;:()\n]{1,60}\(\d{1,4}(?:\s*vagas?)?\)\s*[;,]?\s*){2,})`,
  'u',
);
const COUNT_IN_BRACKETS = /\(\d{1,4}(?:\s*vagas?)?\)/u;
/** A name's gender marks ('Professor(a)', 'Monitor (a)', 'Monitor(es)'), which would end a name at its bracket. */
const GENDER_MARK = /(?<=\p{L})\s?\((?:a|as|o|os|es|eira|eiras)\)/gu;

/**
 * The areas a teachers' selection lists, each its own position ('Professor Substituto - Áreas: Biologia, Matemática e Química', 'Áreas de
 * Contabilidade, História e Informática', 'Area - Informatica, 1 vaga'); not those of a course a requirement asks for ('matrícula em curso
 * de nível superior, pós-graduação ou especialização nas áreas de Saúde, Educação ou Assistência Social').
 */
const AREAS = /(?<!\p{L})(?<!\b(?:curso|gradua[çc][ãa]o|especializa[çc][ãa]o|forma[çc][ãa]o|p[óo]s-?\s?gradua[çc][ãa]o)\b[^.;:\n]{0,80})(?:[ÁAáa]reas?(?:\s+de\s+(?:conhecimento|atua[çc][ãa]o|concentra[çc][ãa]o))?\s*(?::|\s[-–]\s)|[ÁAáa]reas\s+de(?=\s+\p{Lu}[^.;\n|()]*,))\s*(\p{Lu}[^.;\n|()]{2,200})/u;
/** Where a list of areas ends: its count ('…, 1 vaga'), the rest of the sentence (', para atender …'), a dash before the requirement. */
const AREAS_END = /,?\s+\d{1,3}\s*(?:\([^)]*\)\s*)?vagas?\b|,\s+(?:para|com|no|na|nos|nas|conforme|sendo|nos\s+termos)\s|\s[-–]\s/u;

export function findAreasInText(text: string): string[] {
  const m = AREAS.exec(text);
  if (!m) return [];
  const parts = m[1]!.split(AREAS_END)[0]!.replace(/[\s,;.]+$/, '').split(/\s*[,;]\s*/);
  // 'A, B e C': the last ' e ' parts the last two; a lone area keeps its own ' e ' ('Saúde e Saúde Suplementar').
  if (parts.length > 1) {
    const last = parts.pop()!;
    const pair = /^(.*\S)\s+e\s+(\p{Lu}.*)$/u.exec(last);
    parts.push(...(pair ? [pair[1]!, pair[2]!] : [last]));
  }
  return parts.map((p) => cleanText(p.replace(/^e\s+/, ''))).filter((p) => /^\p{Lu}/u.test(p) && p.split(/\s+/).length <= 10);
}

/** A teachers' selection's one area, in a table's row or written in the sentence ('… professor substituto, … para o Campus PITANGA, área PEDAGOGIA, nos termos …', 'visa contratar candidato na área de Fundamentos Psicológicos da Educação, do Departamento …'). */
const LONE_AREA = /(?<!\p{L})[áa]rea\s+(?:de\s+)?(\p{Lu}[^,.;:()\n]{2,80})/gu;

/** The row 'Área de conhecimento Engenharia Aeroespacial' of a table of the vacancy (UFMG's 'Quadro de especificação da(s) vaga(s)'). */
const AREA_ROW = /^[ÁA]rea\s+de\s+conhecimento\s+(\p{Lu}[^\n]{2,150})$/gmu;

/** An area alone on its line before its count ('ENGENHARIA ELÉTRICA/ELETRÔNICA, TELECOMUNICAÇÕES. VAGAS: (01) uma.', IFSul's extracts). */
const AREA_BEFORE_COUNT = /^(\p{Lu}[\p{Lu}\p{M}\s/,–-]{2,150})\.\s+VAGAS\s*:\s*\(?\d/gmu;

function loneArea(text: string, lines: string): string[] {
  if (!SELF_RUN_KIND.test(text.slice(0, 4000))) return [];
  const rows = new Set([...lines.matchAll(AREA_ROW), ...lines.matchAll(AREA_BEFORE_COUNT)].map((m) => unshouted(cleanText(m[1]!))));
  if (rows.size) return [...rows];
  const names = new Set([...text.matchAll(LONE_AREA)].map((m) => unshouted(cleanText(m[1]!))));
  return names.size === 1 ? [...names] : [];
}

/** A remark in brackets inside a list of positions ('Professor de Área I (Anos Iniciais do Ensino Fundamental) e Auxiliar', 'Professor de Matemática (25h)'), not a count. */
const ASIDE = new RegExp(String.raw`\s*\((?:(?!\s*\d)[^()]{2,80}|\s*${WEEKLY_HOURS}\s*)\)`, 'gu');

/**
 * Positions named in a sentence: after the words that introduce them ('para os cargos de A, B e C', 'FUNÇÃO: …', 'os cargos
 * deAssistente de Creche', the text layer's words run together), after
 * 'vagas para' ('vagas para Soldado', 'sendo as vagas para: Oficial Geral de Manutenção'; not the quota's group: 'reserva de vagas para Pretos e
 * Pardos do cargo de Administrador'), as the vacancies to fill ('As vagas a serem preenchidas são: …'), or as the hires
 * ('para à contratação temporária de Enfermeiro, Pedagogo, Psicólogo e Técnico em Informática, com …': a list, the first a
 * position's name).
 */
const NAMED_IN_PROSE = new RegExp(
  // Not 'em função de' ('… em função de fatores eventuais e externos': because of).
  String.raw`(?<![Ee][Mm]\s)${POSITION_WORD}(?:\s+e\s+empregos)?(?:\s+tempor[áa]ri[oa]s|\s+[Pp](?:[úu]blic[oa]s?|[ÚU]BLIC[OA]S?))?(?:\s+de(?=\p{Lu})|(?:\s+de\s*:?|\s*:)\s+)([^.;\n|()]{3,800})` +
    String.raw`|vagas?(?:\s*\+\s*CR(?:\s*\([^)]{0,30}\))?)?\s+(?:para|de)\s*:?\s+(?![Cc]adastro|CADASTRO|[Pp]retos|PRETOS|[Nn]egros|NEGROS|[Pp]essoas\s+com|PESSOAS\s+COM|P[Cc][Dd]\b|[Pp]ortadores|PORTADORES|[Aa]mpla|AMPLA|[Cc]andidatos|CANDIDATOS)(?:os?\s+cargos?\s+de\s+)?([A-ZÀ-Ý][^.;\n|()]{2,800})` +
    String.raw`|[Vv]agas\s+(?:a\s+serem\s+preenchidas|ofertadas|oferecidas)\s+(?:s[ãa]o|ser[ãa]o)\s*:?\s+([A-ZÀ-Ý][^.;\n|()]{2,400})` +
    String.raw`|${HIRE}\s+de\s+([A-ZÀ-Ý][^.;\n|()]{2,400})`,
  'u',
);

/**
 * A position named in capitals right after the hire or the selection in a sentence of small letters ('as inscrições para
 * seleção de FONOAUDIÓLOGO.', 'cadastro reserva para contratação temporária FARMACÊUTICO, para exercer …', 'para contratação
 * por prazo determinado de MONITOR E COZINHEIRO para a Secretaria', 'para o desempenho de atividades técnicas especializadas
 * de FISCAL SANITÁRIO, no âmbito', 'visando a contratação, por prazo determinado, de AGENTE ADMINISTRATIVO AUXILIAR - 01 (UMA) VAGA'),
 * or a list of them ('atividades técnicas especializadas de BIÓLOGO, PROFESSOR DE LÍNGUA INGLESA e PROFESSOR DE GEOGRAFIA:').
 */
const SHOUTED_HIRE = new RegExp(
  String.raw`(?:sele[çc][ãa]o|${HIRE}|atividades(?:\s+t[ée]cnicas)?(?:\s+especializadas)?)\s+(?:de\s+)?(\p{Lu}{3,}(?:\s+(?:\p{Lu}{2,}|D[AEO]S?|E|EM))*(?:(?:,\s*|\s+e\s+)\p{Lu}{3,}(?:\s+(?:\p{Lu}{2,}|D[AEO]S?|E|EM))*)*)(?=\s*[.,;:(]|\s+[-–]\s|\s+\p{Ll})`,
  'u',
);

/** The words that announce positions listed one per line ('… para ocuparem as funçõesabaixo relacionadas, … Serviços Urbanos:'). */
// One only, after its bullet ('… para a função abaixo relacionada, para atendimento na área da Saúde:' / '· Médico - Traumatologista').
const LISTED_BELOW = /(fun[çc](?:[ãa]o|[õo]es)|cargos?|empregos?)\s*(?:abaixo\s+relacionad[oa]s?|a\s+seguir\s+relacionad[oa]s?|relacionad[oa]s?\s+abaixo)[^:]{0,300}:[ \t]*\n/iu;

/** Positions one per line after the words that announce them ('Motorista (CadastroReserva)' / 'Operador de Máquinas(CadastroReserva)'), up to the next sentence. */
function positionsListedBelow(lines: string): string[] {
  const intro = LISTED_BELOW.exec(lines);
  if (!intro) return [];
  const one = !/s$/iu.test(intro[1]!);
  const names: string[] = [];
  for (const line of lines.slice(intro.index + intro[0].length).split('\n')) {
    const name = cleanText(line.replace(/\([^()]*\)/g, ' ').replace(/^\s*[·•\uF0B7–-]\s*/u, ''));
    if (!/^\p{Lu}/u.test(name) || name.split(' ').length > 7 || /[:.]$/.test(name)) break;
    names.push(unshouted(name.replace(/[\s,;]+$/, '')));
    if (one) break;
  }
  return names.length >= (one ? 1 : 2) ? names : [];
}

/** A teacher's position and the subjects it is offered in ('Professor de Ensino Fundamental Área II – Disciplinas (Artes, Ciências, …)'). */
const DISCIPLINES_OF = /(\p{Lu}[^,:;()]{2,80}?)\s*[-–]\s*Disciplinas?\s*\(([^()]{3,300})\)/gu;

/** Between a position and its subject while the list is read (a name's words are counted without it); ' – ' in the name. */
const SUBJECT_MARK = '\uE001';

/** Each subject of a position's list its own position, as a list of positions ('Professor … – Artes, Professor … – Ciências, …'). */
function withDisciplinesListed(text: string): string {
  return text.replace(DISCIPLINES_OF, (_, position: string, subjects: string) =>
    subjects
      .split(/\s*,\s*|\s+e\s+/)
      .map((subject) => cleanText(subject))
      .filter(Boolean)
      .map((subject) => `${position.trim()}${SUBJECT_MARK}${subject}`)
      .join(', '),
  );
}

/** A school subject a teacher is hired for ('Matemática', 'Língua Inglesa', 'Educação Física'), or the stage taught ('Educação Infantil', 'Anos Iniciais'). */
const SCHOOL_SUBJECT = String.raw`(?:L[íi]ngua\s+(?:Portuguesa|Inglesa|Espanhola|Alem[ãa]|Italiana|Francesa|Estrangeira(?:\s+Moderna)?)|Portugu[êe]s|Ingl[êe]s|Espanhol|Alem[ãa]o|Matem[áa]tica|Ci[êe]ncias(?:\s+Biol[óo]gicas)?|Geografia|Hist[óo]ria|Artes?(?:\s+Visuais)?|M[úu]sica|Educa[çc][ãa]o\s+(?:F[íi]sica|Art[íi]stica|Infantil|Especial)|Ensino\s+Religioso|Filosofia|Sociologia|F[íi]sica|Qu[íi]mica|Biologia|Literatura|Reda[çc][ãa]o|Inform[áa]tica|Libras|Dan[çc]a|Teatro|(?:Anos|S[ée]ries)\s+Iniciais)`;
/** A stage taught, which alone makes no list of subjects ('Professores de Educação Infantil e Anos Iniciais' may be one position). */
const STAGE_ONLY = /^(?:educa[çc][ãa]o\s+(?:infantil|especial)|(?:anos|s[ée]ries)\s+iniciais)$/iu;
/**
 * Teachers of several subjects in one phrase: 'Professores de Educação Infantil, Língua Alemã, Geografia, Língua Inglesa e Educação
 * Física' (Morro Reuter 001/2021), 'Professor - Anos Finais do Ensino Fundamental nas disciplinas de Arte, Ciências, … e Português'
 * (Lindolfo Collor 33/2021): the teacher (a stage named before the subjects aside) and the list.
 */
const TEACHER_SUBJECTS = new RegExp(
  String.raw`\b(Professor(?:es|as|a)?|PROFESSOR(?:ES|AS|A)?)(?:\s*[-–]\s*[^,;:()\n]{3,60}?\s+n?[ao]s\s+disciplinas\s+de|\s+(?:d[ao]s\s+|n[ao]s\s+)?(?:disciplinas\s+de|de)\s*:?)\s*(${SCHOOL_SUBJECT}(?:\s*,\s*${SCHOOL_SUBJECT})*\s*,?\s+e\s+${SCHOOL_SUBJECT})(?=\s*(?:[,.;:)]|$)|\s+(?:para|bem\s+como|com|n[ao]s?|sob|a\s+fim|que|e|conforme|junto)\s)`,
  'giu',
);

/**
 * A teacher's subjects each its own position ('Professor de Educação Infantil, Professor de Língua Alemã, …', 'Professor de Arte,
 * Professor de Ciências, …'), as each has its own vacancies and ranking; a stage alone ('Educação Infantil e Anos Iniciais') stays.
 */
export function withTeacherSubjectsListed(text: string): string {
  return text.replace(TEACHER_SUBJECTS, (whole, teacher: string, list: string) => {
    const subjects = list.split(/\s*,\s*(?:e\s+)?|\s+e\s+/u).map((subject) => subject.replace(/\s+/gu, ' ').trim());
    if (subjects.filter((subject) => !STAGE_ONLY.test(subject)).length < 2) return whole;
    const title = /^\p{Lu}+$/u.test(teacher) ? 'PROFESSOR' : 'Professor';
    const named = subjects.map((subject) => `${title} de ${subject}`);
    return `${named.slice(0, -1).join(', ')} e ${named[named.length - 1]}`;
  });
}

/** A character of a list's item: anything but a sentence's end, and the full stop of an abbreviation ('Dr. Edgardo', 'E.M.F. Bento'). */
const ITEM_CHAR = String.raw`(?:[^.;\n|]|(?<=(?:^|[\s.(])\p{Lu}\p{Ll}?)\.)`;
/** Positions after 'cargos:' parted by semicolons, three or more ('os cargos: FISCAL; OPERÁRIO; OPERADOR DE MÁQUINAS …, … para atuar no 4º distrito - Dr. Edgardo …;'). */
const SEMICOLON_LIST = new RegExp(String.raw`(?:${POSITION_WORD}|(para))\s*:\s+((?:${ITEM_CHAR}{2,250};\s*){2,}${ITEM_CHAR}{2,250})`, 'u');
/** Where an item's name ends: where it is placed or what follows it ('… para atuar na Praia do Pai João', '- para atuar (4º Distrito …)'). */
const ITEM_END = /\s+(?:[-–]\s+)?(?:para|com|no|na|nos|nas|em\s+(?=\p{Ll}))\s+|,?\s+sob\s+|\s*\(/u;

/**
 * The distinct positions of a list parted by semicolons, each item's parts by commas or 'e' before a position ('TÉCNICO EM
 * ENFERMAGEM, ENFERMEIRO; PROFESSOR SÉRIES INICIAIS E PROFESSOR EDUCAÇÃO INFANTIL'), each name up to where it is placed
 * ('TÉCNICO EM ENFERMAGEM para atuar Praia de São Simão' is the Técnico em Enfermagem again).
 */
function semicolonList(text: string): string[] {
  const m = SEMICOLON_LIST.exec(text);
  if (!m) return [];
  // After a bare 'para:' ('… processo seletivo simplificado (contratação temporária) para: Monitor Geral; Professor …; e Secretário
  // de Escola'), every item names a position: a form's 'para: RG; CPF; …' does not.
  const bare = m[1] !== undefined;
  const names = new Map<string, string>();
  for (const item of m[2]!.split(';')) {
    for (const part of splitCargos(item.split(ITEM_END)[0]!)) {
      const name = cleanText(part.replace(/[\s,–-]+$/u, ''));
      if (!/^\p{Lu}/u.test(name) || name.split(/\s+/).length > 8 || (bare && !headsAPosition(name))) return [];
      names.set(normalizeKey(name), name);
    }
  }
  return names.size >= 3 ? [...names.values()] : [];
}

/**
 * Positions named in free text: 'para os cargos de A, B e C', 'vagas para Soldado', 'cargos: A (1); B (2)',
 * a teachers' selection's areas. `lines` is the text with its line breaks, where a table's rows are read.
 */
export function findCargosInText(raw: string, lines: string = raw): string[] {
  // A quote around a name is not the name's ('de Agente Comunitário de Saúde”.'); a name in small letters is stored with its
  // first capitalised ('contratação de 01 (um) professor de Educação Artística').
  return withoutNameTails(
    cargosInText(raw, lines).map((name) => capitalised(name.replaceAll(SUBJECT_MARK, ' – ').replace(/^["“”‘’]+\s*|\s*["“”‘’]+$/gu, ''))),
  );
}

function cargosInText(raw: string, lines: string): string[] {
  const text = withTeacherSubjectsListed(withDisciplinesListed(raw.replace(GENDER_MARK, '')));
  const counted = COUNTED_LIST.exec(text);
  if (counted) {
    return counted[1]!
      .split(COUNT_IN_BRACKETS)
      .map((p) => cleanText(p.replace(/^[\s;,]*(?:e\s+)?/, '')))
      .filter((p) => p.length >= 2)
      .map(unshouted);
  }
  const hires = namedHires(text);
  if (hires.length) return hires.map((h) => unshouted(cleanText(h.nome)));
  const below = positionsListedBelow(lines);
  if (below.length) return below;
  const dotted = dottedVacancies(lines);
  if (dotted.length) return dotted.map((h) => unshouted(cleanText(h.nome)));
  const separated = semicolonList(text);
  if (separated.length) return separated;
  const areas = findAreasInText(text);
  if (areas.length > 1) return areas;
  // The first sentence that names positions ('… provimento de cargos e empregos de seu quadro …' names none; '… para os
  // cargos e empregos de Agente Comunitário de Saúde, …' does).
  const prose = text.replace(ASIDE, '');
  const phrases = [...prose.matchAll(NAMED_IN_PROSE_ALL)];
  const readings = phrases.map((m) => namedInPhrase(m));
  for (const [i, m] of phrases.entries()) {
    const named = listedNames(readings[i]!);
    if (!named.length) {
      // A phrase that names none may hold one that does ('FUNÇÕES: O processo seletivo de que trata este Edital destina-se a
      // contratação emergencial e temporária de Intérprete de Língua Brasileira de Sinais – Libras e Guia-Intérprete de Braile …').
      const within = [...m[0].slice(1).matchAll(NAMED_IN_PROSE_ALL)].map((inner) => listedNames(namedInPhrase(inner))).find((names) => names.length);
      if (within) return within;
      continue;
    }
    // '… para os cargos de A, B e C; e processo seletivo público … para o emprego de D, sob execução …': one sentence, two lists.
    for (let j = i + 1; j < phrases.length; j++) {
      const between = prose.slice(phrases[j - 1]!.index + phrases[j - 1]![0].length, phrases[j]!.index);
      if (!/^\s*;\s*e\s[^.;]{0,160}$/u.test(between)) break;
      named.push(...listedNames(readings[j]!));
    }
    // '… de professor de: Educação Infantil, …, Língua Inglesa e Geografia; bem como de Atendente de Educação Infantil.'
    const also = ALSO_NAMED.exec(prose.slice(m.index! + m[0].length));
    if (also && headsAPosition(also[1]!)) named.push(capitalised(cleanText(also[1]!)));
    return named;
  }
  const area = areas.length ? areas : loneArea(text, lines);
  if (area.length) return area;
  // A hire of one, when no reader of areas named it better ('… inscrições para contratação temporária de Agente de Combate a
  // Endemias, através do Processo Seletivo …'): every phrase above named none, or only such a hire.
  const one = readings.find((reading) => reading.names.length);
  if (one) return one.names;
  // A sentence that introduces positions without naming them ('… o preenchimento de vagas …') leaves the one in capitals.
  const shouted = SHOUTED_HIRE.exec(text);
  return shouted ? splitCargos(shouted[1]!).map(unshouted) : internships(text);
}

/**
 * An internship's course ('vagas de estágio profissional remunerado … para o curso de Jornalismo', '01 (uma) vaga de estágio para
 * estudantes nível superior de Curso na área de Engenharia Agronômica', 'CADASTRO RESERVA de estágio para estudantes de nível superior do
 * Curso de Licenciatura na área da educação').
 */
const INTERNSHIP_COURSE =
  /\b(?:vagas?|CADASTRO\s+(?:DE\s+)?RESERVA|[Cc]adastro\s+(?:de\s+)?[Rr]eserva)\s+de\s+est[áa]gio\b[^.;]{0,160}?\b(?:para\s+o\s+curso\s+de|d?o\s+[Cc]urso\s+de|[Cc]urso\s+na\s+[áa]rea\s+de|na\s+[áa]rea\s+de)\s+(\p{Lu}[\p{L}]+(?:\s+(?:d[aeo]s?\s+|e\s+)?\p{Lu}[\p{L}]+)*)(?=\s*[.,;]|\s+(?:a\s+ser|e\s+forma[çc][ãa]o|para|no|na)\s)/u;
/** The levels an internship is offered at ('vagas de estágio para estudantes de nível médio e superior', '… de nível técnico e da educação superior'). */
const INTERNSHIP_LEVEL = String.raw`(?:(?:d[aeo]s?\s+)?(?:n[íi]vel|ensino|educa[çc][ãa]o)\s+)?(?:m[ée]dio|t[ée]cnico|superior)`;
const INTERNSHIP_LEVELS = new RegExp(
  String.raw`\bvagas?\s+de\s+est[áa]gio\s+para\s+(?:estudantes|alunos)\s+(?:de\s+)?(${INTERNSHIP_LEVEL}(?:\s*,\s*${INTERNSHIP_LEVEL})*\s+e\s+${INTERNSHIP_LEVEL})(?![\p{L}])`,
  'iu',
);

/**
 * The internships an act that names no position offers, as the candidate chooses them: the one course it names ('Estágio –
 * Jornalismo', Sanep 01/2021), or each level ('Estágio – nível médio', 'Estágio – nível superior', Fagundes Varela 003/2017).
 */
function internships(text: string): string[] {
  const course = INTERNSHIP_COURSE.exec(text);
  if (course) return [`Estágio – ${cleanText(course[1]!)}`];
  const levels = INTERNSHIP_LEVELS.exec(text);
  return levels ? [...levels[1]!.matchAll(/m[ée]dio|t[ée]cnico|superior/giu)].map((level) => `Estágio – nível ${level[0].toLowerCase()}`) : [];
}

const NAMED_IN_PROSE_ALL = new RegExp(NAMED_IN_PROSE.source, 'gu');
/** One more position after a list, 'bem como' it ('…; bem como de Atendente de Educação Infantil.'). */
const ALSO_NAMED = /^\s*[;,]?\s*bem\s+como\s+(?:de\s+|d[oa]s?\s+)?(\p{Lu}[^.;,()]{2,80}?)(?=\s*[.;,(]|\s+(?:para|com|n[ao]s?|junto)\s)/u;

// … two of them too ('Professor Área II Habilitação em Artes 25 e 40 horas').
const HOURS_IN_NAME = new RegExp(String.raw`\s+(?:\d{1,2}\s+e\s+)?${WEEKLY_HOURS}`, 'giu');

/** What a sentence names: its positions, and whether they are a hire of one (which the readers of areas may name better). */
interface PhraseReading {
  names: string[];
  hireOfOne: boolean;
}

/** The positions a reading lists, a hire of one aside. */
const listedNames = (reading: PhraseReading) => (reading.hireOfOne ? [] : reading.names);

/** The positions a sentence names after the words that introduce them (NAMED_IN_PROSE's match). */
/**
 * A form's next field after the label 'Cargo:', both left blank for whoever fills them in ('Cargo:  Órgão Expedidor:', 'CARGO: ENDEREÇO:
 * CEP:', 'Cargo: N⁰ do registro no Conselho Profissional: ____', '… Profissional: 6. OUTROS …', the next item's number).
 */
// A filled one goes on with its value ('Cargo: Motorista Regime de Trabalho: 40 horas semanais').
const FORM_FIELD = /^[^:\d]{1,50}:\s*(?:$|_|\d{1,2}$|[^:\s\d][^:\d]{0,25}:)/u;

function namedInPhrase(m: RegExpMatchArray): PhraseReading {
  const hired = m[4] !== undefined;
  if (m[1] !== undefined && /:\s*$/u.test(m[0].slice(0, m[0].length - m[1].length)) && FORM_FIELD.test(m[1])) return { names: [], hireOfOne: false };
  const cut = (m[1] ?? m[2] ?? m[3] ?? m[4]!)
    // A position's workload is not its name's ('Médico 40 horas e Operário', 'Técnico em Enfermagem 40h, por prazo determinado',
    // 'Auxiliar Administrativo 40 horas semanais ,').
    .replace(HOURS_IN_NAME, '')
    // Not the 'em' of a name ('Técnico em Enfermagem', 'TÉCNICO EM ENFERMAGEM', 'Professor Área II Habilitação em Artes'); a colon before small letters starts the next field
    // ('… para o cargo de TÉCNICO EM ENFERMAGEM : inscrições serão somente presenciais').
    // Nor where the position serves ('Professor de Ciências da rede municipal de ensino', '… - CIOM da Secretaria Municipal de Segurança Pública'), nor the act's title or a calendar's date run on after the
    // list ('… e Professor de Séries Iniciais  Processo Seletivo Simplificado Edital 79/2021', '… e Oficial Administrativo  03/11/2021').
    .split(/\s+(?:com|no|na|nos|nas|para|pelo|pela|at[ée]|sendo|cujo|cujas?|que|conforme|junto|amparad[oa]|se)\s+|\s+(?=processo\s+seletivo\b|edital\b|\d{1,2}\/\d{1,2}\/)|\s+d[aeo]s?\s+(?:rede\s+(?:municipal|estadual|p[úu]blica)|quadro|secretaria\s+(?:municipal|de\s+estado)|prefeitura)\b|,?\s+(?:atrav[ée]s|mediante)\s+|(?<!t[ée]cnico|auxiliar|especialista|agente|habilita[çc][ãa]o|perit[oa])\s+em\s+|\s+-\s+(?![^,]{1,60},\s+\p{Lu}|[^,.;:]{1,40}\s+e\s+Professor)|\s+[-–]\s+(?=\d)|\s+R\$|,?\s+carga\s+hor[áa]ria\b|\s+ocorre(?:r[áa])?\s|\s*:\s+(?=\p{Ll})/iu)[0]!
    // A dash against the last name, then the next sentence ('… e Domésticas- As inscrições serão …'); the verb that goes on after
    // the name, in small letters ('… ao emprego de Agente Comunitário de Saúde (ACS) são: …').
    .split(/(?<=\p{L})-\s+(?=\p{Lu})|\s+(?:são|será|serão)(?=[\s:,]|$)/u)[0]!
    .trim()
    // The 'e' that joined the list to what follows it ('… e Auxiliar de Serviços Complementares do Legislativo Municipal e para a formação de cadastro').
    .replace(/\s+(?:e|ou)$/iu, '');
  // The sentence going on after the list ('…, Professor de Área I e Auxiliar de Educação, aberto pelo Edital'), unless it names a position.
  const tail = /,\s*(?!(?:e|ou)\s)(\p{Ll}[^,]*)$/u.exec(cut);
  // A level is no position ('… para cargos de Nível Superior, Técnico, Médio, Fundamental Incompleto e Alfabetizado'); the positions
  // may follow it after a dash ('para cargos de nível fundamental - Auxiliar de Saúde Bucal, Agente Comunitário de Saúde, …').
  const phrase = (tail && !headsAPosition(tail[1]!) ? cut.slice(0, tail.index) : cut).replace(/^n[íi]ve\s?l\s+\p{L}+\s*[-–]\s*/iu, '');
  if (/^n[íi]vel\s/iu.test(phrase)) return { names: [], hireOfOne: false };
  // A list of positions ('cargos: …') may name those after its first in lower case ('Professores, monitores de escola e atendente de creche'),
  // or all of them, when the first is a position's ('os cargos de professores de área de geografia, história, …, professor de AEE'): then
  // each is a few words. A name in small letters is stored with its first capitalised ('Monitores de escola').
  const listed = m[2] === undefined && !hired;
  const capital = (name: string) => /^[A-ZÀ-Ý]/.test(name);
  const names = splitCargos(phrase);
  // A hire of one ('contratação de Professor Substituto') leaves the readers of areas and single hires their say.
  const hireOfOne = hired && names.length < 2;
  if (hired && (!names.length || !headsAPosition(names[0]!))) return { names: [], hireOfOne };
  // … not the office of whoever proclaims the act ('no exercício do cargo de Prefeito').
  const kept = names.filter(
    (c, k, all) =>
      (capital(c) ||
        (listed && (capital(all[0]!) ? k > 0 && headsAPosition(c) : headsAPosition(all[0]!) && c.split(/\s+/).length <= 5)) ||
        // … and a hire's list may name those after its first in small letters ('contratação de Clínico (a) Geral, Médico (a) Esf, e pintor').
        (hired && k > 0 && capital(all[0]!) && headsAPosition(c) && c.split(/\s+/).length <= 4)) &&
      // A dash between a name and its subject is no word ('Professor Área 2 – Português e suas respectivas Literaturas'), and a name
      // with a subject may be longer ('Professor - Ensino Fundamental de 5ª a 8ª Ano – Português').
      c.split(/\s+/).filter((word) => !/^[-–—]$/u.test(word)).length <= (/\s[-–—]\s/u.test(c) ? 10 : 8) &&
      !isNoPositionName(c),
  ).map(capitalised);
  return { names: kept, hireOfOne };
}

// ---------------------------------------------------------------------------------------------
// Exam board

/** Words that name who runs the concurso: 'por meio do', 'no site do', 'organizado pela', 'de responsabilidade do'. */
const ORGANISER_ACRONYM =
  /(?:por\s+meio|site|organiza\p{L}*|responsabilidade|realizad[oa]|executad[oa]|banca)\s+(?:d[oa]s?|pel[oa])\s+([^.;()]{3,120}?)\s*\(([\p{L}&-]{2,12})\)/giu;
const ORGANISER_KIND = /^(?:empresa\s+)?(?:instituto|funda[çc][ãa]o|associa[çc][ãa]o|centro|consultoria|empresa|ag[êe]ncia|organiza[çc][ãa]o)\b/i;

/**
 * The exam board of a notice text: a catalogue board the text names (findBancaInText), else the
 * acronym in brackets after who runs the concurso ('no site do Instituto de Desenvolvimento
 * Institucional Brasileiro (Idib)' → IDIB), taken as written when the catalogue does not have it
 * and the name is an organiser's ('por meio do Instituto … (IADHED)').
 */
export function findBancaInNotice(text: string): CandidateBanca | null {
  const ref = findBancaInText(text);
  if (ref) return { nome: ref.nome, site: ref.site };
  for (const m of text.matchAll(ORGANISER_ACRONYM)) {
    const byAcronym = findBancaByName(m[2]!);
    if (byAcronym) return { nome: byAcronym.nome, site: byAcronym.site };
    if (ORGANISER_KIND.test(m[1]!.trim()) && /^[\p{Lu}&-]+$/u.test(m[2]!)) return { nome: m[2]!, site: null };
  }
  return selfRunBody(text) ?? selfRunInstitution(text);
}

/**
 * A public body that runs its own selection (an institute's or university's processo seletivo: the
 * README's convention makes it the board), when no board is named: the acronym in brackets in the
 * act's opening ('… Tecnologia Goiano (IF Goiano) …', spaces aside) that the boards' catalogue lists
 * as an 'órgão público'.
 */
function selfRunBody(text: string): CandidateBanca | null {
  const proclaims = /torna[m]?\s+p[úu]blic[oa]|faz\s+saber/i.exec(text);
  if (!proclaims) return null;
  const opening = text.slice(0, Math.min(text.length, proclaims.index + 900));
  for (const m of opening.matchAll(/\((\p{Lu}[\p{L}\- ]{1,14})\)/gu)) {
    const acronym = m[1]!.trim();
    const ref = findBancaByName(acronym) ?? findBancaByName(acronym.replace(/[\s-]+/g, ''));
    if (ref && /órgão público/i.test(ref.situacao)) return { nome: ref.nome, site: ref.site };
  }
  return null;
}

/** A public teaching institution's full name (federal, or a state's university), as an act's hierarchy or heading writes it. */
const INSTITUTION =
  /(?:Universidade\s+Federal|Instituto\s+Federal|Universidade\s+Tecnol[óo]gica\s+Federal|Col[ée]gio\s+Pedro\s+II|Universidade\s+do\s+Estado|Universidade\s+Estadual)(?:[ \t]+(?:de\s+Educa[çc][ãa]o,\s+Ci[êe]ncia\s+e\s+Tecnologia|d[aeo]s?|e|\p{Lu}[\p{L}-]*)(?=[\s,/().;:]|$))*/gu;
/** Selections such an institution runs itself (the README's convention makes it the board). */
export const SELF_RUN_KIND =
  /processo\s+seletivo\s+simplificado|sele[çc][ãa]o\s+(?:externa\s+)?(?:simplificada\s+)?(?:de|para)\s+(?:tutor|professor|bolsista)|professor(?:es)?\s+(?:substitut|visitante)|magist[ée]rio\s+superior/i;
const NAME_LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'e']);

/**
 * The acronyms a federal institution's name makes by the usual rule: 'Instituto Federal … de Mato
 * Grosso do Sul' → IFMS (IF and the state's UF), 'Universidade Federal do Rio Grande do Norte' →
 * UFRN, 'Universidade Federal Fluminense' → UFF, 'Universidade Federal de Santa Maria' → UFSM
 * (the initials of the words after 'Federal').
 */
export function institutionAcronyms(name: string): string[] {
  const clean = cleanText(name).replace(/,?\s*de\s+Educa[çc][ãa]o,\s+Ci[êe]ncia\s+e\s+Tecnologia/i, '');
  const m = /^(Universidade\s+Tecnol[óo]gica\s+Federal|Universidade\s+Federal|Instituto\s+Federal|Universidade\s+do\s+Estado|Universidade\s+Estadual)\s*(.*)$/iu.exec(clean);
  if (!m) return [clean];
  // The full name first: the catalogue may list it as an alias ('… do Estado do Rio de Janeiro' is UNIRIO).
  // A state's university goes by 'UE' and its state's UF ('Universidade do Estado de Minas Gerais' → UEMG) or its initials (UEL).
  const prefix = /tecnol/i.test(m[1]!) ? 'UTF' : /estad/i.test(m[1]!) ? 'UE' : /^U/i.test(m[1]!) ? 'UF' : 'IF';
  const rest = m[2]!.replace(/^(?:d[aeo]s?)\s+/i, '');
  const uf = ufFromName(rest);
  const byUf = uf ? [prefix + uf] : [];
  // Initials only for universities: an institute named by an adjective ('Instituto Federal Goiano',
  // IF Goiano) is not 'IFG' (Instituto Federal de Goiás).
  const words = rest.split(/\s+/).filter((w) => w && !NAME_LINKS.has(w.toLowerCase()));
  const initials = prefix + words.map((w) => w[0]!.toUpperCase()).join('');
  // An institute named after a place ('Instituto Federal … de Brasília') may go by its initials (IFB), last.
  const ifInitials = prefix === 'IF' && words.length && /^(?:d[aeo]s?)\s/i.test(m[2]!) ? [initials] : [];
  return [...new Set([clean, ...byUf, ...(prefix === 'IF' ? [] : [initials]), `${prefix} ${rest}`, prefix + rest.replace(/\s+/g, ''), ...ifInitials])];
}

/** The Institutos Federais named after their state whose acronym is not 'IF' and the state's UF. */
const STATE_INSTITUTE_EXCEPTIONS: Partial<Record<Uf, string>> = { GO: 'IFG', SE: 'IFS' };

/**
 * The acronym of an Instituto Federal named after its state alone ('Instituto Federal de Educação,
 * Ciência e Tecnologia do Maranhão' → IFMA), which every such institute goes by even where the act
 * never writes it; null for any other name ('… do Norte de Minas Gerais', 'Instituto Federal Goiano').
 */
export function stateInstituteAcronym(name: string): string | null {
  const m = /^Instituto\s+Federal(?:,?\s+de\s+Educa[çc][ãa]o,\s+Ci[êe]ncia\s+e\s+Tecnologia)?\s+d[aeo]\s+(.+?)\s*$/iu.exec(cleanText(name));
  const uf = m ? ufFromName(m[1]!) : null;
  return uf && uf !== 'DF' ? (STATE_INSTITUTE_EXCEPTIONS[uf] ?? `IF${uf}`) : null;
}

/**
 * When a federal institution opens a selection it runs itself (a processo seletivo simplificado,
 * professors, tutors) and no board is named: the institution, by the catalogue's name when the
 * catalogue lists it, else by its acronym when the text writes it ('… da UFSM'); the institution
 * nearest the end of the act's hierarchy or heading wins ('Ministério da Educação/Universidade
 * Federal Fluminense').
 */
export function selfRunInstitution(text: string): CandidateBanca | null {
  // An act (an edital, or what 'torna público'), not a listing line that only names the selection.
  if (!SELF_RUN_KIND.test(text.slice(0, 4000)) || !/\bedital\b|torna[m]?\s+p[úu]blic|faz\s+saber/i.test(text)) return null;
  // Headings in capitals read as names ('UNIVERSIDADE FEDERAL DE SANTA MARIA'), and a name goes on
  // past a line break after a linking word ('Universidade Federal de\nSanta Maria').
  const opening = text
    .slice(0, 1200)
    .split('\n')
    .map(unshouted)
    .join('\n')
    .replace(/(?<=\s(?:d[aeo]s?|e))[ \t]*\n\s*/gu, ' ');
  for (const m of opening.matchAll(INSTITUTION)) {
    for (const acronym of institutionAcronyms(m[0])) {
      const ref = findBancaByName(acronym);
      if (ref) return { nome: ref.nome, site: ref.site };
      if (/^[A-Z]{3,6}$/.test(acronym) && new RegExp(`(?<![\\p{L}])${acronym}(?![\\p{L}])`, 'u').test(text)) return { nome: acronym, site: null };
    }
    const stateInstitute = stateInstituteAcronym(m[0]);
    if (stateInstitute) return { nome: stateInstitute, site: null };
  }
  // Another federal school, named with its acronym ('Instituto Nacional de Educação de Surdos - INES', '… (CEFET-MG)').
  const named = NAMED_SCHOOL.exec(opening);
  // … its own acronym, not a secretariat's the school is named under ('Escol a Cívico-Militar da Secreta ri a Municipal de Educação
  // de Floriano - SEMED', its words as the OCR split them).
  if (named && named[1]!.replace(/[^A-Z]/g, '').length >= 3 && !/secretaria/iu.test(named[0].replace(/\s+/g, ''))) {
    const ref = findBancaByName(named[1]!);
    return { nome: ref?.nome ?? named[1]!, site: ref?.site ?? null };
  }
  return null;
}

const NAMED_SCHOOL =
  /\b(?:Universidade|Instituto|Centro\s+Federal|Col[ée]gio|Escola)\s+(?:d[aeo]s?\s+)?\p{Lu}[^\n,;()]{2,100}?\s(?:[-–]\s*|\(\s*)(\p{Lu}[A-Z]{2,7}(?:-[A-Z]{2})?)(?=\)|[\s,.;]|$)/u;

// ---------------------------------------------------------------------------------------------
// Links

/** The registration link in the text: an http(s) URL near 'inscri'; null otherwise. */
function findLinks(text: string): { inscricao: string | null; edital: string | null } {
  let inscricao: string | null = null;
  let edital: string | null = null;
  for (const m of text.matchAll(/https?:\/\/[^\s<>"')]+/gi)) {
    const url = safeExternalUrl(m[0].replace(/[.,;:]+$/, ''));
    if (!url) continue;
    // The sentence the address is in ('…estarão abertas as inscrições…, pelo site https://…').
    const window = text.slice(Math.max(0, m.index - 400), m.index);
    const sentenceStart = Math.max(...[...window.matchAll(/[.!?]\s+(?=\p{Lu})|\n/gu)].map((s) => s.index + s[0].length), 0);
    const before = normalizeKey(window.slice(sentenceStart));
    if (/\.pdf(\?|$)/i.test(url) || /edital/.test(before)) edital ??= url;
    else if (/inscri/.test(before)) inscricao ??= url;
  }
  return { inscricao, edital };
}

// ---------------------------------------------------------------------------------------------
// All together

/** Keywords of a text announcing a concurso or processo seletivo (the rules' version of the LLM's judgement). */
export function looksLikeConcurso(text: string): boolean {
  const key = normalizeKey(text);
  const kind = /concurso publico|processo seletivo|selecao publica|concurso de provas/.test(key);
  const opening = /abertura|inscricoes|inscricao|edital\s+(n|de\s+abertura|do\s+concurso)|torna publica|realizacao d[oa] (processo seletivo|concurso|selecao)|vagas/.test(key);
  const onlyLater =
    /homologa|resultado final|convoca(cao)?\s+(os\s+)?(candidatos\s+)?aprovados|nomeia|nomeacao|classificacao final|prorroga(cao)?\s+(do\s+)?prazo\s+de\s+validade/.test(key) &&
    !/abertura\s+d[ae]s?\s+inscric|inscricoes\s+(estarao|serao|abertas|de|no\s+periodo)/.test(key);
  return kind && opening && !onlyLater;
}

/**
 * Every field the rules can read from a listing text or a free-text excerpt. Hints (what the source's
 * structure already says) win over what the text suggests.
 */
export function extractRules(texto: string, hints: ExtractionHints = {}): ExtractedFields {
  const text = cleanText(texto);
  const ano = hints.ano ?? new Date().getFullYear();

  const orgaoFound = hints.orgao ? null : findOrgaoInText(texto, hints.uf ?? null);
  const uf: Uf | null =
    hints.uf ?? orgaoFound?.uf ?? findUfToken(text) ?? findMunicipioInText(text)?.uf ?? findUfByName(text) ?? findUfByAdjective(text) ?? null;

  let municipio: string | null = null;
  if (hints.municipio) {
    municipio = findMunicipio(hints.municipio, uf)?.nome ?? hints.municipio;
  } else {
    municipio = findMunicipioInText(text, uf)?.nome ?? null;
  }

  const orgao = hints.orgao ?? (orgaoFound ? { nome: orgaoFound.nome, sigla: orgaoFound.sigla } : null);
  const { vagas, cadastroReserva } = parseVagas(text);
  const pay = parseRemuneracao(text);
  const read = withRelativeRegistration(parseDates(text, { ano }), text, hints.publicadoEm);
  // An exam day before the text came out is another date ('… no Edital de Condições Gerais, de 29 de janeiro de 2026'),
  // and so is one before the registration closes: no one sits an exam before they can have registered
  // ('PERÍODO PROVÁVEL DE PROVAS' heading a column whose first cell is the registration period).
  // An act published after its own registration closed (the DOU prints some a fortnight late) dates its exam as
  // written: then only the registration's end bounds it.
  const late = hints.publicadoEm && read.inscricoesFim && read.inscricoesFim < hints.publicadoEm;
  const floor = [late ? null : hints.publicadoEm, read.inscricoesFim].filter((d): d is string => d !== null && d !== undefined).sort().at(-1);
  const dates = floor && read.provaData && read.provaData < floor ? { ...read, provaData: null } : read;
  const links = findLinks(texto);
  const escolaridade = parseEscolaridade(text);
  const cargos = cargosFromNames(findCargosInText(text, texto));
  const banca = findBancaInNotice(text);

  return {
    orgao,
    uf,
    municipio,
    escolaridade,
    vagas,
    cadastro_reserva: cadastroReserva,
    ...payDatesAndLinks(pay, dates, links),
    cargos,
    banca,
  };
}

/** The pay range, the calendar and the links of a reading, as ExtractedFields spells them (notices and editais alike). */
export function payDatesAndLinks(
  pay: { min: number | null; max: number | null },
  dates: { inscricoesInicio: string | null; inscricoesFim: string | null; provaData: string | null },
  links: { inscricao: string | null; edital: string | null },
): Pick<ExtractedFields, 'remuneracao_min' | 'remuneracao_max' | 'inscricoes_inicio' | 'inscricoes_fim' | 'prova_data' | 'link_inscricao' | 'link_edital'> {
  return {
    remuneracao_min: pay.min,
    remuneracao_max: pay.max,
    inscricoes_inicio: dates.inscricoesInicio,
    inscricoes_fim: dates.inscricoesFim,
    prova_data: dates.provaData,
    link_inscricao: links.inscricao,
    link_edital: links.edital,
  };
}

/** The rules extractor behind the FreeTextExtractor interface (no AI). */
export const rulesExtractor: FreeTextExtractor = async (texto, hints) => rulesOutcome(texto, hints, null);

export function rulesOutcome(texto: string, hints: ExtractionHints | undefined, aviso: string | null): ExtractionOutcome {
  return { campos: extractRules(texto, hints), via: 'regras', eConcurso: looksLikeConcurso(texto), aviso };
}

