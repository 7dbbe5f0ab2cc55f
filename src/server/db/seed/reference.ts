import { readFileSync } from 'node:fs';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { count, eq } from 'drizzle-orm';
import { isUf, UFS, type Uf } from '../../../shared/ufs';
import type { Database, Tx } from '../client';
import { banca, municipio } from '../schema';
import { parseCsvObjects } from './csv';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, few round trips. */
export const INSERT_BATCH_SIZE = 1000;

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

/** 'www.x.com.br' → 'https://www.x.com.br'; an existing http(s) scheme is kept; blank → null. */
export function normalizeSite(site: string): string | null {
  const trimmed = site.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** Parses the bancas CSV (columns organizadora, site, concursos_historico_pci, estados, situacao). */
export function parseBancasCsv(text: string): BancaCsvRow[] {
  type Column = 'organizadora' | 'site' | 'concursos_historico_pci' | 'estados' | 'situacao';
  const rows = parseCsvObjects<Column>(text);
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

export interface MunicipalityRow {
  codigoIbge: string;
  nome: string;
  uf: Uf;
}

/** The IBGE municipalities, state by state (the per-state lists are cheaper than the sorted full list). */
export function loadMunicipalities(): MunicipalityRow[] {
  return UFS.flatMap((uf) =>
    getMunicipalities(uf).map((m) => ({ codigoIbge: m.code, nome: m.name, uf })),
  );
}

export interface ReferenceSeedResult {
  /** Municipalities inserted by this call. */
  municipios: number;
  /** Exam boards inserted by this call. */
  bancas: number;
  /** Existing exam boards whose site was corrected from the CSV. */
  bancasAtualizadas: number;
}

/**
 * Fills municipio (IBGE) and banca (bancas.csv). Idempotent: a second call finds the municipality
 * count complete and the exam boards unchanged, and writes nothing.
 */
export async function seedReferenceData(db: Database | Tx): Promise<ReferenceSeedResult> {
  return db.transaction(async (tx) => {
    const municipios = await seedMunicipalities(tx);
    const { inserted, updated } = await seedBancas(tx);
    return { municipios, bancas: inserted, bancasAtualizadas: updated };
  });
}

async function seedMunicipalities(tx: Tx): Promise<number> {
  const rows = loadMunicipalities();
  const [existing] = await tx.select({ n: count() }).from(municipio);
  if ((existing?.n ?? 0) >= rows.length) return 0;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    const batch = rows.slice(start, start + INSERT_BATCH_SIZE);
    const result = await tx
      .insert(municipio)
      .values(batch)
      .onConflictDoNothing()
      .returning({ codigoIbge: municipio.codigoIbge });
    inserted += result.length;
  }
  return inserted;
}

async function seedBancas(tx: Tx): Promise<{ inserted: number; updated: number }> {
  const rows = loadBancas();
  const existing = new Map(
    (await tx.select({ nome: banca.nome, site: banca.site }).from(banca)).map((b) => [b.nome, b.site]),
  );
  const missing = rows.filter((row) => !existing.has(row.nome));
  // The CSV is the reference for these boards' sites; a blank site in the CSV never erases one.
  const changed = rows.filter((row) => existing.has(row.nome) && row.site && existing.get(row.nome) !== row.site);

  let inserted = 0;
  for (let start = 0; start < missing.length; start += INSERT_BATCH_SIZE) {
    const batch = missing.slice(start, start + INSERT_BATCH_SIZE).map((row) => ({ nome: row.nome, site: row.site }));
    const result = await tx.insert(banca).values(batch).onConflictDoNothing({ target: banca.nome }).returning({ id: banca.id });
    inserted += result.length;
  }
  for (const row of changed) {
    await tx.update(banca).set({ site: row.site }).where(eq(banca.nome, row.nome));
  }
  return { inserted, updated: changed.length };
}
