import type { Logger } from '../lib/logger';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { seedDatabase } from './seed';

/** Brings a database to the current schema and fills reference data (and demo data, if asked). */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemo: boolean; logger?: Logger; today?: string },
): Promise<void> {
  const started = performance.now();
  await runMigrations(handle);
  const migrated = performance.now();
  await seedDatabase(handle.db, { demo: options.seedDemo ? 'se-vazio' : false, today: options.today, logger: options.logger });
  options.logger?.info(
    {
      driver: handle.kind,
      migrateMs: Math.round(migrated - started),
      seedMs: Math.round(performance.now() - migrated),
    },
    'database ready',
  );
}
