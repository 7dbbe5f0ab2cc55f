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
