import { LIMITS, type Esfera, type Nivel } from '../domain';
import { lazy } from '../lazy';
import { UF_NAMES, type Uf } from '../ufs';

// Only for what the hand-written formatting below does not cover (infinities, NaN, 1e21 and up).
const brl = lazy(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const integer = lazy(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: 'always' }));

/** The largest magnitude whose shortest decimal form JavaScript writes without an exponent. */
const PLAIN_LIMIT = 1e21;

/**
 * `abs` (≥ 0) rounded to `fraction` decimals the way Intl does it: on the shortest decimal that
 * names the number ('1.005', not the binary 1.00499…), halves away from zero. Integer and fraction
 * digits apart.
 */
function decimalDigits(abs: number, fraction: number): { whole: string; part: string } {
  const text = String(abs);
  // Below 1e-6 JavaScript writes an exponent: far under half a cent, so zero.
  if (text.includes('e')) return { whole: '0', part: '0'.repeat(fraction) };
  const [whole = '0', decimals = ''] = text.split('.');
  if (decimals.length <= fraction) return { whole, part: decimals.padEnd(fraction, '0') };
  let digits = BigInt(whole + decimals.slice(0, fraction));
  if (decimals[fraction]! >= '5') digits += 1n;
  const padded = digits.toString().padStart(fraction + 1, '0');
  return { whole: padded.slice(0, padded.length - fraction), part: padded.slice(padded.length - fraction) };
}

/** '1234567' → '1.234.567'. */
function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Whether Intl writes a minus: below zero, or negative zero (-0.004 is '-R$ 0,00', as Intl has it). */
function negative(n: number): boolean {
  return n < 0 || Object.is(n, -0);
}

/**
 * A count in pt-BR, grouped always ('1.500', '12.345'), as Intl writes it with useGrouping 'always'
 * and no decimals. Written by hand, not with Intl: on a phone, a page's first Intl formatter loads
 * the locale's data in one long task (~20 ms, ~80 ms on Lighthouse's slowed CPU) right while the
 * page hydrates. The output is Intl's to the character (format.test.ts compares them).
 */
export function formatInteger(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= PLAIN_LIMIT) return integer().format(n);
  const { whole } = decimalDigits(Math.abs(n), 0);
  return `${negative(n) ? '-' : ''}${grouped(whole)}`;
}

/**
 * R$ in pt-BR, as Intl writes it: 'R$\u00a05.482,51'. The space after R$ is a non-breaking space
 * (U+00A0) on purpose, so the symbol never wraps away from the amount; text matchers that
 * normalise whitespace (Testing Library, Playwright) read it as a plain space. By hand, for the
 * reason formatInteger gives; the same characters as Intl.
 */
export function formatCurrency(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= PLAIN_LIMIT) return brl().format(n);
  const { whole, part } = decimalDigits(Math.abs(n), 2);
  return `${negative(n) ? '-' : ''}R$\u00a0${grouped(whole)},${part}`;
}

/** A pay figure worth showing: a positive, finite amount (0 means the notice did not say). */
function amount(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * 'R$ 1.500,00 a R$ 3.000,00' for a range; the single value when only one bound is known or both
 * are equal; otherwise 'Remuneração não divulgada'. Zero counts as not disclosed.
 */
export function formatSalary(min: number | null, max: number | null): string {
  const lo = amount(min);
  const hi = amount(max);
  if (lo !== null && hi !== null) {
    if (lo === hi) return formatCurrency(lo);
    return `${formatCurrency(Math.min(lo, hi))} a ${formatCurrency(Math.max(lo, hi))}`;
  }
  const single = lo ?? hi;
  return single === null ? 'Remuneração não divulgada' : formatCurrency(single);
}

/** 'Ensino_Médio' → 'Ensino Médio'; '' for null. */
export function formatEscolaridade(v: string | null): string {
  return v ? v.replace(/_/g, ' ') : '';
}

const NIVEL_CURTO: Record<Nivel, string> = {
  Ensino_Fundamental: 'Fundamental',
  Ensino_Médio: 'Médio',
  Ensino_Técnico: 'Técnico',
  Ensino_Superior: 'Superior',
  Pós_Graduação: 'Pós-Graduação',
};

/** 'a', 'a e b', 'a, b e c'. */
export function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

/**
 * The levels a notice is open to: 'Ensino Médio' for one, 'Médio, Técnico e Superior' for several;
 * without them, what `escolaridade` says ('Vários Níveis'), or ''.
 */
export function formatNiveis(niveis: readonly Nivel[], escolaridade: string | null = null): string {
  if (niveis.length === 0) return formatEscolaridade(escolaridade);
  if (niveis.length === 1) return formatEscolaridade(niveis[0]!);
  return joinPt(niveis.map((n) => NIVEL_CURTO[n]));
}

export const ESFERA_LABEL: Record<Esfera, string> = { federal: 'Federal', estadual: 'Estadual', municipal: 'Municipal' };

/** '1 vaga', '120 vagas', '1.200 vagas'; 0 → 'Cadastro reserva'; null → 'Vagas não informadas'. */
export function formatVagas(n: number | null): string {
  if (n === null || !Number.isFinite(n) || n < 0) return 'Vagas não informadas';
  if (n === 0) return 'Cadastro reserva';
  return n === 1 ? '1 vaga' : `${formatInteger(n)} vagas`;
}

/** The tags a card shows: the first LIMITS.cardTags (3). */
export function visibleTags(tags: string[]): string[] {
  return tags.slice(0, LIMITS.cardTags);
}

/**
 * The agency as notice cards and alert e-mails name it: 'PC-PE · Polícia Civil do Estado de
 * Pernambuco', or the name alone when there is no acronym. '' without an agency.
 */
export function agencyName(orgao: { nome: string; sigla: string | null } | null): string {
  if (!orgao) return '';
  return orgao.sigla && orgao.sigla !== orgao.nome ? `${orgao.sigla} · ${orgao.nome}` : orgao.nome;
}

/** The agency as the detail page names it: its acronym, else its name. */
export function agencyShortName(orgao: { nome: string; sigla: string | null } | null): string {
  return orgao?.sigla || orgao?.nome || '';
}

/**
 * Where a notice is, as cards and alert e-mails write it: 'Socorro – SP', the state's name
 * ('São Paulo – SP') without a municipality, 'Nacional' for a nationwide notice (its municipality
 * is only the agency's seat).
 */
export function placeName(notice: { uf: Uf | null; municipio: string | null }): string {
  if (!notice.uf) return 'Nacional';
  return notice.municipio ? `${notice.municipio} – ${notice.uf}` : `${UF_NAMES[notice.uf]} – ${notice.uf}`;
}
