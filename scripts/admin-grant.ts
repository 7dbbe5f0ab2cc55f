/** `npm run admin:grant -- <email>`: makes an existing account an administrator. */
import { EnvError, loadEnv } from '#server/env';
import { openDatabase } from '#server/db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '#server/db/lock';
import { runMigrations } from '#server/db/migrate';
import { grantAdmin } from '#server/features/auth/auth.service';

async function main(email: string | undefined) {
  if (!email || !email.includes('@')) {
    console.error('Uso: npm run admin:grant -- <email>');
    return 2;
  }
  const env = loadEnv();
  let lock: DataDirLock | undefined;
  if (!env.DATABASE_URL) lock = acquireDataDirLock(env.DATA_DIR, 'npm run admin:grant');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    if (await grantAdmin(database.db, email)) {
      console.log(`${email} agora é administrador.`);
      return 0;
    }
    console.error(`Nenhuma conta com o e-mail ${email}. Cadastre-se primeiro em /auth.`);
    return 1;
  } finally {
    await database.close();
    lock?.release();
  }
}

main(process.argv[2])
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof DataDirLockedError ? error.message : error);
    process.exit(1);
  });
