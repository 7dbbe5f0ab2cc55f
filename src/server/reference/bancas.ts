import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { isUf, type Uf } from '#shared/ufs';

/**
 * The exam-board catalogue (bancas.csv, next to this file): what the seed stores in `banca` and
 * what the collector recognises in notices, read from one place so both spell every name alike.
 */

export interface BancaCsvRow {
  nome: string;
  /** https URL, or null when the file has no site. */
  site: string | null;
  /** How many notices the board had in the source listing (a popularity weight). */
  historico: number;
  /** UFs where the board has run competitions. */
  estados: Uf[];
  /** 'em uso', 'órgão público', 'bloqueia robô' or '—'. */
  situacao: string;
}

export const BANCAS_CSV_URL = new URL('./bancas.csv', import.meta.url);

type Column = 'organizadora' | 'site' | 'concursos_historico_pci' | 'estados' | 'situacao';

/** 'www.x.com.br' → 'https://www.x.com.br'; an existing http(s) scheme is kept; blank → null. */
export function normalizeSite(site: string): string | null {
  const trimmed = site.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * Parses the bancas CSV (columns organizadora, site, concursos_historico_pci, estados, situacao).
 * A row with more or fewer fields than the header throws: a shifted column would store wrong data.
 */
export function parseBancasCsv(text: string): BancaCsvRow[] {
  const rows: Partial<Record<Column, string>>[] = parse(text, { bom: true, columns: true, skip_empty_lines: true });
  const seen = new Set<string>();
  const result: BancaCsvRow[] = [];
  for (const row of rows) {
    const nome = row.organizadora?.trim();
    if (!nome) throw new Error('bancas.csv: linha sem organizadora');
    if (seen.has(nome)) continue;
    seen.add(nome);
    const historico = Number.parseInt(row.concursos_historico_pci ?? '', 10);
    result.push({
      nome,
      site: normalizeSite(row.site ?? ''),
      historico: Number.isFinite(historico) ? historico : 0,
      estados: (row.estados ?? '')
        .split(',')
        .map((uf) => uf.trim())
        .filter(isUf),
      situacao: (row.situacao ?? '').trim(),
    });
  }
  return result;
}

let bancasCache: BancaCsvRow[] | undefined;

/** The committed exam-board list, parsed once per process. */
export function loadBancas(): BancaCsvRow[] {
  bancasCache ??= parseBancasCsv(readFileSync(BANCAS_CSV_URL, 'utf8'));
  return bancasCache;
}
