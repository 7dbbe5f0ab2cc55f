import type { ExtractedFields, ExtractionHints } from '../types';
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
