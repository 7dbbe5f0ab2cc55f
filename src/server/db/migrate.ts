import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';
import { backfillMunicipioIbge } from './backfill-municipios';
import { reclassifyNotices } from './reclassify';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Where drizzle records the migrations it applied (its default schema and table). */
export const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

let journal: Map<number, string> | undefined;

/**
 * The migrations this build carries, by the time drizzle records for each one it applies (the
 * journal's `when`, stored as created_at in MIGRATIONS_TABLE): '0011_edital_pdf_validators'…
 */
export function migrationTagsByTime(): Map<number, string> {
  if (!journal) {
    const text = readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
    const entries = (JSON.parse(text) as { entries: { when: number; tag: string }[] }).entries;
    journal = new Map(entries.map((entry) => [entry.when, entry.tag]));
  }
  return journal;
}

/** Arbitrary key of the advisory lock that serialises migrations between app instances. */
const MIGRATION_LOCK_KEY = 7_318_004_211;

/**
 * Applies the committed migrations that the database has not seen yet, then derives the classified
 * fields of notices that older rules (or none) classified (reclassify.ts) and links notices to
 * their IBGE municipality (backfill-municipios.ts).
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await applySqlMigrations(handle);
  await reclassifyNotices(handle);
  await backfillMunicipioIbge(handle);
}

async function applySqlMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite({ client: handle.pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!handle.pool) throw new Error('database handle has neither PGlite nor a pool');
  // Several app instances may start at once against one PostgreSQL: one migrates, the others wait.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Names of the tables in the public schema (tests and health checks use it). */
export async function listTables(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((r) => r.table_name);
}
