import type { ExtractedFields, ExtractionHints } from '../types';
import { findBancaByName, findBancaInText, isMunicipioName } from './reference-data';
import { normalizeKey } from './text';

/**
 * Field-level accuracy of an extractor on a labelled set (tests/fixtures/collector/extract/
 * listagens.json): for each field, how many labelled items it got exactly right. `npm run
 * eval:extract` prints this for the rules extractor, and for the LLM when configured.
 */

export interface LabelledItem {
  texto: string;
  /** Only the keys present are checked; null means the text does not say. */
  esperado: Partial<Record<keyof ExtractedFields, unknown>> & { banca?: string | null };
}

export interface LabelledSet {
  ano_referencia: number;
  itens: LabelledItem[];
}

export interface FieldScore {
  field: string;
  correct: number;
  total: number;
}

export interface Mismatch {
  texto: string;
  field: string;
  expected: unknown;
  actual: unknown;
}

export interface EvaluationReport {
  fields: FieldScore[];
  correct: number;
  total: number;
  mismatches: Mismatch[];
}

/** The comparable value of a field: banca by name, orgao by name and acronym, text without accents/case. */
function comparable(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field === 'banca') {
    const nome = typeof value === 'string' ? value : (value as { nome?: string }).nome;
    return nome ? normalizeKey(nome) : null;
  }
  if (field === 'orgao') {
    const o = value as { nome: string; sigla: string | null };
    return `${normalizeKey(o.nome)}|${o.sigla ? normalizeKey(o.sigla) : ''}`;
  }
  if (typeof value === 'string') return normalizeKey(value);
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  return JSON.stringify(value);
}

export async function evaluateExtractor(
  set: LabelledSet,
  extract: (texto: string, hints: ExtractionHints) => ExtractedFields | Promise<ExtractedFields>,
): Promise<EvaluationReport> {
  const scores = new Map<string, FieldScore>();
  const mismatches: Mismatch[] = [];
  for (const item of set.itens) {
    const actual = await extract(item.texto, { ano: set.ano_referencia });
    for (const [field, expected] of Object.entries(item.esperado)) {
      const score = scores.get(field) ?? { field, correct: 0, total: 0 };
      score.total++;
      const got = (actual as unknown as Record<string, unknown>)[field];
      if (comparable(field, got) === comparable(field, expected)) score.correct++;
      else mismatches.push({ texto: item.texto, field, expected, actual: got });
      scores.set(field, score);
    }
  }
  const fields = [...scores.values()];
  return {
    fields,
    correct: fields.reduce((n, f) => n + f.correct, 0),
    total: fields.reduce((n, f) => n + f.total, 0),
    mismatches,
  };
}

/** A plain-text table: field, correct/total, percentage. */
export function formatReport(title: string, report: EvaluationReport): string {
  const pct = (c: number, t: number) => (t ? `${((100 * c) / t).toFixed(1)}%` : '—');
  const lines = [title, ...report.fields.map((f) => `  ${f.field.padEnd(18)} ${`${f.correct}/${f.total}`.padStart(7)}  ${pct(f.correct, f.total).padStart(6)}`)];
  lines.push(`  ${'total'.padEnd(18)} ${`${report.correct}/${report.total}`.padStart(7)}  ${pct(report.correct, report.total).padStart(6)}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// The labelled set of real notices (tests/fixtures/collector/editais-reais)

/** What a real notice's label says (labels.json `esperado`); null = the document does not say. */
export interface RealExpected {
  orgao: string | null;
  uf: string | null;
  banca: string | null;
  vagas: number | null;
  remuneracao_max: number | null;
  inscricoes_inicio: string | null;
  inscricoes_fim: string | null;
  prova_data: string | null;
  taxas: number[] | null;
  niveis: string[] | null;
  num_cargos: number | null;
}

/** The fields measured on the real notices, in the order they are reported. */
export const REAL_FIELDS = ['uf', 'vagas', 'remuneracao_max', 'inscricoes_fim', 'niveis', 'banca', 'taxas', 'prova_data', 'num_cargos'] as const;
export type RealField = (typeof REAL_FIELDS)[number];

/** What an extractor read from a notice, in the labels' terms (an empty list is null). */
export type RealPrediction = Record<Exclude<RealField, 'niveis' | 'taxas'>, string | number | null> & {
  niveis: string[] | null;
  taxas: number[] | null;
};

export interface RealFieldScore extends FieldScore {
  /** Notices whose label is null but the extractor gave a value (not counted in the accuracy). */
  extras: number;
  /** The misses by kind (see `missKind`), so a report says where rules read nothing and where they read wrong, as figures. */
  misses: Record<MissKind, number>;
}

/**
 * How a reading missed its label: nothing read ('nulo'), a count or a set larger than the label's ('mais': more vacancies,
 * more positions, more levels or fees), smaller ('menos'), or another value ('outro': another date, board or set of the same size).
 */
export type MissKind = 'nulo' | 'mais' | 'menos' | 'outro';
export const MISS_KINDS: readonly MissKind[] = ['nulo', 'mais', 'menos', 'outro'];

/** The kind of a miss (`sameRealValue` already false). */
export function missKind(expected: unknown, actual: unknown): MissKind {
  if (actual === null || actual === undefined) return 'nulo';
  if (typeof expected === 'number' && typeof actual === 'number') return actual > expected ? 'mais' : actual < expected ? 'menos' : 'outro';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const [e, a] = [new Set(expected).size, new Set(actual).size];
    return a > e ? 'mais' : a < e ? 'menos' : 'outro';
  }
  return 'outro';
}

export interface RealMismatch {
  id: string;
  field: RealField;
  expected: unknown;
  actual: unknown;
}

export interface RealReport {
  notices: number;
  fields: RealFieldScore[];
  mismatches: RealMismatch[];
}

/**
 * The names a board goes by, compared without accents or case. A body that runs its own selection is
 * predicted as its full name with the acronym the edital gives ('Secretaria Municipal de Saúde de Rio
 * Branco (SEMSA)'), and labels name such a body by that, by its name alone, by its acronym ('IBGE')
 * or by its acronym and town ('SEMSA Rio Branco'): each is the same body (docs/decisions).
 */
/** A name written with its acronym ('Secretaria Municipal de Saúde de Rio Branco (SEMSA)'): the name, the acronym, and the town that ends the name. */
function withAcronym(nome: string): { name: string; acronym: string; town: string | null } | null {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(nome.trim());
  if (!m) return null;
  const [, name, acronym] = m as unknown as [string, string, string];
  for (const link of name.matchAll(/\s(?:d[aeo]s?)\s+(?=\p{Lu})/gu)) {
    const town = name.slice(link.index + link[0].length);
    if (isMunicipioName(town)) return { name, acronym, town };
  }
  return { name, acronym, town: null };
}

export function bancaNames(nome: string): string[] {
  const names = [nome];
  const parts = withAcronym(nome);
  if (parts) {
    names.push(parts.name, parts.acronym);
    if (parts.town) names.push(`${parts.acronym} ${parts.town}`);
  }
  // A university's own commission, as the catalogue writes it ('Coseac/UFF', 'Copese/UFPI'), is the university running its selection.
  const commission = /^[\p{L}-]+\/([A-Z][A-Z0-9-]{1,11})$/u.exec(nome.trim());
  if (commission) names.push(commission[1]!);
  return names.map(normalizeKey);
}

/**
 * The catalogue's board a name stands for, by the name itself or the catalogue name it holds: a label may write a firm's
 * legal name ('Legalle Concursos e Soluções Integradas Ltda', 'CONSEP - Consultoria e Estudos Pedagógicos Ltda') where
 * the collector writes the catalogue's ('Legalle Concursos', 'Consep'); both are the same board.
 */
function catalogueBoard(nome: string): string | null {
  return (findBancaByName(nome) ?? findBancaInText(nome))?.nome ?? null;
}

/**
 * A body's name with its prepositions' articles aside: 'Secretaria Municipal da Educação' and 'Secretaria Municipal de
 * Educação' name the same body (an act writes one, a label the other).
 */
function withoutArticles(key: string): string {
  return key.replace(/(?<=\s)d[aeo]s?(?=\s)/g, 'de');
}

/** Sets compare as sets (order and repeats aside), amounts to the cent, names without accents or case. */
export function sameRealValue(field: RealField, expected: unknown, actual: unknown): boolean {
  if (actual === null || actual === undefined) return false;
  if (field === 'niveis' || field === 'taxas') {
    const key = (v: unknown) => JSON.stringify([...new Set((v as (string | number)[]).map((x) => (typeof x === 'number' ? Math.round(x * 100) : x)))].sort());
    return Array.isArray(actual) && key(expected) === key(actual);
  }
  if (field === 'remuneracao_max') return Math.abs(Number(expected) - Number(actual)) < 0.005;
  if (field === 'banca') {
    const expectedKey = withoutArticles(normalizeKey(String(expected)));
    if (bancaNames(String(actual)).some((name) => withoutArticles(name) === expectedKey)) return true;
    // A label that gives the body's acronym too ('Instituto de Saúde Dr. José Gil Barbosa (ISJGB)'): the same acronym is the
    // same body (the text's OCR wrote 'José GB Barbosa (ISJGB)'), unless a town ends either name (each town has its SEMSA).
    const [label, read] = [withAcronym(String(expected)), withAcronym(String(actual))];
    if (label && read && !label.town && !read.town && normalizeKey(label.acronym) === normalizeKey(read.acronym)) return true;
    const board = catalogueBoard(String(expected));
    return board !== null && board === catalogueBoard(String(actual));
  }
  if (field === 'uf') return normalizeKey(String(expected)) === normalizeKey(String(actual));
  return expected === actual;
}

/**
 * Per-field accuracy over labelled notices. A field whose label is null is not counted (the
 * document does not state it, or states it too vaguely to label): neither a hit nor a miss; a value
 * the extractor gave there is reported apart as an extra.
 */
export function scoreRealNotices(items: { id: string; esperado: RealExpected; previsto: RealPrediction }[]): RealReport {
  const fields = REAL_FIELDS.map((field) => ({ field, correct: 0, total: 0, extras: 0, misses: { nulo: 0, mais: 0, menos: 0, outro: 0 } }));
  const mismatches: RealMismatch[] = [];
  for (const item of items) {
    for (const score of fields) {
      const field = score.field as RealField;
      const expected = item.esperado[field];
      const actual = item.previsto[field];
      if (expected === null || expected === undefined) {
        if (actual !== null && actual !== undefined) score.extras++;
        continue;
      }
      score.total++;
      if (sameRealValue(field, expected, actual)) score.correct++;
      else {
        score.misses[missKind(expected, actual)]++;
        mismatches.push({ id: item.id, field, expected, actual });
      }
    }
  }
  return { notices: items.length, fields, mismatches };
}

/** The gazettes the labelled acts come from, in the order the evaluation reports them. */
export const GAZETTES = ['DOU', 'FAMURS', 'DOP-PI', 'DOM-SC', 'outros'] as const;
export type Gazette = (typeof GAZETTES)[number];

/**
 * The gazette a labelled act comes from, by its id's prefix and state (the set's naming: 'dou-…' the DOU, 'dom-…-rs' the RS
 * towns' FAMURS gazette, 'dop-…-pi' the Piauí towns' gazette, 'dom-…-sc' Santa Catarina's DOM/SC): to report where the acts'
 * rules are weak, as figures.
 */
export function gazetteOf(id: string): Gazette {
  if (id.startsWith('dou-')) return 'DOU';
  if (/^dom-.*-rs$/.test(id)) return 'FAMURS';
  if (/^dop-.*-pi$/.test(id)) return 'DOP-PI';
  if (/^dom-.*-sc$/.test(id)) return 'DOM-SC';
  return 'outros';
}

/** The goals of issue 16 on the test half, per field. */
export const REAL_GOALS: Record<RealField, number> = {
  uf: 95,
  vagas: 95,
  remuneracao_max: 95,
  inscricoes_fim: 95,
  niveis: 95,
  banca: 90,
  taxas: 90,
  prova_data: 90,
  num_cargos: 90,
};

/**
 * The 95 % Wilson score interval of an accuracy of `correct` in `total` (in %): with some 140 labels
 * per field, a figure is known to about ±7 points, so a change of one or two hits is no evidence.
 */
export function wilsonInterval(correct: number, total: number): { low: number; high: number } | null {
  if (total === 0) return null;
  const z = 1.96;
  const p = correct / total;
  const denominator = 1 + (z * z) / total;
  const centre = (p + (z * z) / (2 * total)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / denominator;
  return { low: 100 * Math.max(0, centre - half), high: 100 * Math.min(1, centre + half) };
}

/** A plain-text table: field, correct/total, percentage with its 95 % interval, goal, extras, and the misses by kind. */
export function formatRealReport(title: string, report: RealReport): string {
  const pct = (c: number, t: number) => (t ? `${((100 * c) / t).toFixed(1)}%` : '—');
  const interval = (c: number, t: number) => {
    const w = wilsonInterval(c, t);
    return w ? `${w.low.toFixed(0)}–${w.high.toFixed(0)}%` : '—';
  };
  const lines = [
    `${title} (${report.notices} avisos)`,
    `  ${'campo'.padEnd(16)} ${'acertos'.padStart(7)}  ${'%'.padStart(6)}  ${'IC 95%'.padStart(8)}  ${'meta'.padStart(5)}  extras  erros: ${MISS_KINDS.join('/')}`,
  ];
  for (const f of report.fields) {
    const goal = REAL_GOALS[f.field as RealField];
    const misses = MISS_KINDS.map((kind) => f.misses[kind]).join('/');
    lines.push(
      `  ${f.field.padEnd(16)} ${`${f.correct}/${f.total}`.padStart(7)}  ${pct(f.correct, f.total).padStart(6)}  ${interval(f.correct, f.total).padStart(8)}  ${`${goal}%`.padStart(5)}  ${String(f.extras).padStart(6)}  ${misses.padStart(15)}`,
    );
  }
  return lines.join('\n');
}
