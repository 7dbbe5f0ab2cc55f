import { count, eq } from 'drizzle-orm';
import { loadBancas } from '#server/reference/bancas';
import { loadMunicipalities } from '#server/reference/municipios';
import type { Database, Tx } from '../client';
import { banca, municipio } from '../schema';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, few round trips. */
export const INSERT_BATCH_SIZE = 1000;

export interface ReferenceSeedResult {
  /** Municipalities inserted by this call. */
  municipios: number;
  /** Exam boards inserted by this call. */
  bancas: number;
  /** Existing exam boards whose site (or misspelt name) was corrected from the CSV. */
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
    const batch = rows.slice(start, start + INSERT_BATCH_SIZE).map(({ codigoIbge, nome, uf }) => ({ codigoIbge, nome, uf }));
    const result = await tx
      .insert(municipio)
      .values(batch)
      .onConflictDoNothing()
      .returning({ codigoIbge: municipio.codigoIbge });
    inserted += result.length;
  }
  return inserted;
}

/**
 * Names the catalogue once misspelt, with their spelling now: a database seeded before keeps its
 * row (and the notices that point to it) under the right name. The Universidade do Estado do Pará
 * is UEPA (its site is www.uepa.br); the reference list spells it 'EUPA'.
 */
const RENAMED_BANCAS: Readonly<Record<string, string>> = { EUPA: 'UEPA' };

async function seedBancas(tx: Tx): Promise<{ inserted: number; updated: number }> {
  const rows = loadBancas();
  const existing = new Map(
    (await tx.select({ nome: banca.nome, site: banca.site }).from(banca)).map((b) => [b.nome, b.site]),
  );
  let renamed = 0;
  for (const [before, now] of Object.entries(RENAMED_BANCAS)) {
    if (!existing.has(before) || existing.has(now)) continue;
    await tx.update(banca).set({ nome: now }).where(eq(banca.nome, before));
    existing.set(now, existing.get(before)!);
    existing.delete(before);
    renamed++;
  }
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
  return { inserted, updated: changed.length + renamed };
}
