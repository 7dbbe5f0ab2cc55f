/**
 * Database chores: `npm run db:migrate`, `db:seed`, `db:reset`, `db:backup [arquivo]` and
 * `db:restore -- <arquivo> [--force]`. On PGlite each one takes the data directory's lock first, so
 * none of them runs while a server holds the database.
 *
 * Backup and restore (src/server/db/backup.ts) are for PGlite. On PostgreSQL (DATABASE_URL) they
 * run nothing: they print the pg_dump / pg_restore commands to run (the PostgreSQL client tools, their
 * version and the credentials are the database administrator's) and exit with code 3, so a scheduled
 * job never mistakes that for a backup made.
 *
 * Exit codes: 0 done; 1 refused or failed (message on stderr); 2 wrong usage; 3 PostgreSQL, nothing done.
 */
import path from 'node:path';
import { EnvError, loadEnv, type Env } from '#server/env';
import { openDatabase } from '#server/db/client';
import { BackupError, backupDataDir, defaultBackupName, restoreDataDir, timestamp } from '#server/db/backup';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '#server/db/lock';
import { runMigrations } from '#server/db/migrate';
import { resetDemoData, seedDatabase } from '#server/db/seed';
import { todayInBrasilia } from '#shared/editais/dates';

const COMMANDS = ['migrate', 'seed', 'reset', 'backup', 'restore'] as const;
type Command = (typeof COMMANDS)[number];

const EXIT_USAGE = 2;
const EXIT_POSTGRES = 3;
const USAGE = `Uso: npm run db:migrate | db:seed | db:reset
     npm run db:backup [arquivo]                 (padrão: mci-backup-AAAA-MM-DD-HHMM.tar.gz aqui)
     npm run db:restore -- <arquivo> [--force]`;

async function chore(command: 'migrate' | 'seed' | 'reset', env: Env): Promise<number> {
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
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

/** A path as the person typed it: npm runs scripts from the package root, INIT_CWD is where they were. */
function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** 12,3 MB */
function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** A value for a POSIX shell, in single quotes. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** DATABASE_URL without its password (pg_dump reads it from ~/.pgpass or PGPASSWORD, or asks). */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    // postgresql://mci@/mci?host=/var/run/postgresql (a socket, no host) is not a WHATWG URL.
    return /^postgres(ql)?:\/\/[^/@]*:[^/]*@/.test(url) ? '"$DATABASE_URL"' : url;
  }
}

function printPostgres(command: 'backup' | 'restore', databaseUrl: string, file: string | undefined): number {
  const url = withoutPassword(databaseUrl);
  const target = url.startsWith('"') ? url : shellQuote(url);
  console.log('Com DATABASE_URL, o banco é um PostgreSQL: este comando não copia nada; use as ferramentas do PostgreSQL.');
  if (command === 'backup') {
    const name = file ?? `mci-backup-${timestamp(new Date())}.dump`;
    console.log(`\n  pg_dump --format=custom --file=${shellQuote(name)} ${target}\n`);
  } else {
    console.log('\nCom as instâncias do MCI paradas:');
    console.log(`\n  pg_restore --clean --if-exists --no-owner --single-transaction --dbname=${target} ${shellQuote(file ?? '<arquivo.dump>')}`);
    console.log('  npm run db:migrate\n');
  }
  console.log('A senha não aparece aqui: o pg_dump/pg_restore a lê de ~/.pgpass ou de PGPASSWORD (ou pergunta).');
  console.log('Passo a passo (backup diário com timer do systemd, restauração): docs/deploy.md, seção "Backups".');
  return EXIT_POSTGRES;
}

async function backup(env: Env, fileArg: string | undefined): Promise<number> {
  if (env.DATABASE_URL) return printPostgres('backup', env.DATABASE_URL, fileArg);
  const file = userPath(fileArg ?? defaultBackupName());
  const report = await backupDataDir({ dataDir: env.DATA_DIR, file, owner: 'npm run db:backup' });
  const { editais, usuarios, migracoes, segredo } = report.manifest;
  console.log(`Backup do PGlite (${env.DATA_DIR}) gravado em ${report.file} (${formatBytes(report.bytes)}).`);
  console.log(`Contém ${editais} editais, ${usuarios} usuários, ${migracoes} migrações aplicadas${segredo ? ' e o segredo de sessão (auth-secret)' : ''}.`);
  if (!segredo) {
    console.log(
      'O segredo de sessão não está no backup (vem de BETTER_AUTH_SECRET): guarde-o junto, sem ele a verificação em duas etapas não funciona no banco restaurado.',
    );
  }
  console.log('O arquivo tem os dados das contas: guarde-o com o mesmo cuidado que o servidor (só o dono o lê).');
  return 0;
}

async function restore(env: Env, fileArg: string | undefined, force: boolean): Promise<number> {
  if (!fileArg) {
    console.error(`Diga qual arquivo restaurar.\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (env.DATABASE_URL) return printPostgres('restore', env.DATABASE_URL, fileArg);
  const file = userPath(fileArg);
  const report = await restoreDataDir({ dataDir: env.DATA_DIR, file, force, owner: 'npm run db:restore' });
  console.log(`Backup de ${report.manifest.criadoEm} restaurado em ${env.DATA_DIR}.`);
  if (report.movedTo) console.log(`O banco que estava lá foi guardado em ${report.movedTo} (apague-o quando não precisar mais dele).`);
  console.log(`Migrações aplicadas (${report.migracoes}); o banco abre: ${report.editais} editais, ${report.usuarios} usuários.`);
  if (!report.secretRestored) {
    console.log(
      'O backup não traz o segredo de sessão: use o mesmo BETTER_AUTH_SECRET da origem, ou as contas com verificação em duas etapas não conseguirão entrar.',
    );
  }
  return 0;
}

/** The file argument and --force; npm keeps a --force given before `--` for itself (npm_config_force). */
function parseArgs(args: string[]): { file: string | undefined; force: boolean; unknown: string[] } {
  const flags = args.filter((a) => a.startsWith('--'));
  const positional = args.filter((a) => !a.startsWith('--'));
  return {
    file: positional[0],
    force: flags.includes('--force') || process.env.npm_config_force === 'true',
    unknown: [...flags.filter((f) => f !== '--force'), ...positional.slice(1)],
  };
}

async function main(command: Command, args: string[]): Promise<number> {
  const { file, force, unknown } = parseArgs(args);
  if (unknown.length > 0 || ((command === 'migrate' || command === 'seed' || command === 'reset') && args.length > 0)) {
    console.error(`Argumento desconhecido: ${(unknown.length ? unknown : args).join(' ')}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const env = loadEnv();
  if (command === 'backup') return backup(env, file);
  if (command === 'restore') return restore(env, file, force);
  return chore(command, env);
}

const [command, ...rest] = process.argv.slice(2) as [Command, ...string[]];
if (!COMMANDS.includes(command)) {
  console.error(USAGE);
  process.exit(EXIT_USAGE);
}
main(command, rest)
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof BackupError) {
      console.error(error.message);
    } else {
      console.error('Falha:', error);
    }
    process.exit(1);
  });
