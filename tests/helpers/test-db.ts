import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { pgliteTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a brand-new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways).
 */
export interface TestDatabase extends DatabaseHandle {
  /** Drops the database (PostgreSQL) and closes connections. */
  destroy(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind: 'pglite' | 'postgres' = testDatabaseUrl ? 'postgres' : 'pglite';

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (!testDatabaseUrl) {
    // From a dumped fresh cluster, migrated or not (pglite-template.ts): the same database, without initdb.
    const handle = await openDatabase({ loadDataDir: await pgliteTemplate(migrate ? 'migrated' : 'empty') });
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `mci_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  if (migrate) await runMigrations(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh database for the tests of the enclosing file or describe block: created before them,
 * destroyed after. Returns an accessor (call it inside a test or hook, once the database exists).
 */
export function useTestDatabase(options: { migrate?: boolean } = {}): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('o banco de teste ainda não existe: use-o dentro de um teste ou hook');
    return database;
  };
}
