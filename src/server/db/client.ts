import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
interface RowsOf<Row> {
  rows: Row[];
}
/** Raw query results of both drivers (PGlite's Results and pg's QueryResult) carry `rows`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsOf<this['row']>;
}
/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<RowsResultHKT, Schema>;
/** A transaction handle, usable wherever a Database is. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the underlying client (migrations and tests use it). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool. */
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when set, PostgreSQL is used. */
  databaseUrl?: string | undefined;
  /** PGlite's directory parent (DATA_DIR); undefined means an in-memory database. */
  dataDir?: string | undefined;
  /** PGlite only: a dumped data directory (`dumpDataDir`) to start from instead of a new cluster (the tests' template). */
  loadDataDir?: Blob | undefined;
}

/** Where PGlite keeps its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error (the server restarting) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = pgliteDir(options.dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
