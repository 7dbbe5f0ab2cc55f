import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createEdital } from '#tests/factories';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { prepareDatabase } from './prepare';
import { edital } from './schema';
import { runMigrations } from './migrate';
import { seedReferenceData } from './seed/reference';
import { DEMO_FONTE } from './seed';

/** SEED_DEMO at start-up: the demo fills an empty database only, never one with real notices. */

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

const demoCount = async (db: TestDatabase['db']) => (await db.select({ n: count() }).from(edital).where(eq(edital.fonte, DEMO_FONTE)))[0]!.n;

describe(`prepareDatabase with SEED_DEMO (${testDatabaseKind})`, () => {
  it('seeds the demo into an empty database, once', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database, { seedDemo: true, today: '2026-11-27' });
    const first = await demoCount(database.db);
    expect(first).toBeGreaterThan(100);
    await prepareDatabase(database, { seedDemo: true, today: '2026-11-28' });
    expect(await demoCount(database.db)).toBe(first);
  });

  it('leaves a database that already has notices (collected ones) without demo data', async () => {
    database = await createTestDatabase();
    await runMigrations(database);
    await seedReferenceData(database.db);
    await createEdital(database.db, { fonte: 'pci', fonteChave: 'pci:real' });
    await prepareDatabase(database, { seedDemo: true, today: '2026-11-27' });
    expect(await demoCount(database.db)).toBe(0);
  });
});
