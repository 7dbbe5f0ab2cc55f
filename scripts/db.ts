/**
 * Database chores: `npm run db:migrate`, `db:seed`, `db:reset`. On PGlite each one takes the data
 * directory's lock first, so none of them runs while a server holds the database.
 */
import { EnvError, loadEnv } from '#server/env';
import { openDatabase } from '#server/db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '#server/db/lock';
import { runMigrations } from '#server/db/migrate';
import { resetDemoData, seedDatabase } from '#server/db/seed';
import { todayInBrasilia } from '#shared/editais/dates';

const COMMANDS = ['migrate', 'seed', 'reset'] as const;
type Command = (typeof COMMANDS)[number];

async function main(command: Command) {
  const env = loadEnv();
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = acquireDataDirLock(env.DATA_DIR, `npm run db:${command}`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${env.DATA_DIR}`;
  try {
    await runMigrations(database);
    if (command === 'migrate') {
      console.log(`Migrações aplicadas em ${where}.`);
    } else if (command === 'seed') {
      const result = await seedDatabase(database.db, { demo: true });
      console.log(`Dados de referência e de demonstração conferidos em ${where}: ${JSON.stringify(result)}`);
    } else {
      const today = todayInBrasilia();
      const result = await resetDemoData(database.db, { today });
      console.log(`Dados de demonstração recriados para ${today} em ${where}: ${JSON.stringify(result)}`);
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

const command = process.argv[2] as Command;
if (!COMMANDS.includes(command)) {
  console.error(`Uso: tsx scripts/db.ts <${COMMANDS.join('|')}>`);
  process.exit(2);
}
main(command).catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Falha:', error);
  }
  process.exit(1);
});
