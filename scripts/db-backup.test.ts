import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, BackupError, packTar, restoreDataDir } from '#server/db/backup';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { acquireDataDirLock, DataDirLockedError } from '#server/db/lock';
import { runMigrations } from '#server/db/migrate';

/**
 * `npm run db:backup` / `db:restore` on real PGlite directories in a temporary folder: the
 * commands as a person runs them (a process, its output, its exit code), and the library behind
 * them for the refusals.
 */

let root: string;
let source: string;
let backupFile: string;
const SECRET = `${'segredo-de-sessao-da-origem-'.padEnd(60, 'x')}\n`;
const NOTICE = 'Concurso Público do Backup — Prefeitura de Teste';
const EMAIL = 'ana.backup@exemplo.com.br';

async function withDatabase<T>(dataDir: string, task: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}

/** A migrated PGlite directory holding one notice (and, when given, one user and a session secret). */
async function makeDataDir(name: string, notice: string, options: { email?: string; secret?: string } = {}): Promise<string> {
  const dataDir = path.join(root, name);
  await withDatabase(dataDir, async (database) => {
    await runMigrations(database);
    await database.db.execute(sql`insert into edital (titulo, status) values (${notice}, 'inscricoes_abertas')`);
    if (options.email) await database.db.execute(sql`insert into "user" (id, name, email) values ('u-backup', 'Ana', ${options.email})`);
  });
  if (options.secret) writeFileSync(path.join(dataDir, 'auth-secret'), options.secret, { mode: 0o600 });
  return dataDir;
}

async function contents(dataDir: string): Promise<{ titles: string[]; emails: string[] }> {
  return withDatabase(dataDir, async (database) => {
    const titles = await database.db.execute<{ titulo: string }>(sql`select titulo from edital order by id`);
    const emails = await database.db.execute<{ email: string }>(sql`select email from "user" order by email`);
    return { titles: titles.rows.map((r) => r.titulo), emails: emails.rows.map((r) => r.email) };
  });
}

/** Every file under `dir` with its size and modification time: what "left untouched" means. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.npm_config_force;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db.ts', ...args], { env: childEnv, cwd: process.cwd() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'mci-backup-'));
  source = await makeDataDir('origem', NOTICE, { email: EMAIL, secret: SECRET });
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore (PGlite)', () => {
  it('backs up to mci-backup-AAAA-MM-DD-HHMM.tar.gz where it was run, and restores into another DATA_DIR with the data and the secret', async () => {
    const backup = await cli(['backup'], { DATA_DIR: source, INIT_CWD: root });
    expect(backup.code, backup.stderr).toBe(0);
    const name = readdirSync(root).find((f) => /^mci-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/.test(f));
    expect(name).toBeDefined();
    backupFile = path.join(root, name!);
    expect(backup.stdout).toContain(`gravado em ${backupFile} (`);
    expect(backup.stdout).toMatch(/\(\d+(,\d)? (kB|MB)\)/);
    expect(backup.stdout).toContain('1 editais, 1 usuários');
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(source, 'mci.lock'))).toBe(false);

    const target = path.join(root, 'destino');
    const restore = await cli(['restore', backupFile], { DATA_DIR: target });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/o banco abre: 1 editais, 1 usuários/);
    expect(await contents(target)).toEqual({ titles: [NOTICE], emails: [EMAIL] });
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(SECRET);
    expect(statSync(path.join(target, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(target).sort()).toEqual(['auth-secret', 'pglite']);
  }, 120_000);

  it('refuses a DATA_DIR that holds a database unless --force, and then keeps the old one aside', async () => {
    const OTHER_SECRET = `${'outro-segredo-'.padEnd(60, 'y')}\n`;
    const target = await makeDataDir('destino-cheio', 'Só no destino', { secret: OTHER_SECRET });
    const before = tree(target);

    const refused = await cli(['restore', backupFile], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${target} já tem um banco. Para substituí-lo, rode de novo com --force`);
    expect(tree(target)).toEqual(before);

    const report = await restoreDataDir({ dataDir: target, file: backupFile, owner: 'teste', force: true });
    expect(report.movedTo).toMatch(new RegExp(`^${target}/antes-\\d{4}-\\d{2}-\\d{2}-\\d{6}$`));
    expect(await contents(target)).toEqual({ titles: [NOTICE], emails: [EMAIL] });
    expect(readFileSync(path.join(target, 'auth-secret'), 'utf8')).toBe(SECRET);
    // The database that was there is kept, whole, with its secret.
    expect((await contents(report.movedTo!)).titles).toEqual(['Só no destino']);
    expect(readFileSync(path.join(report.movedTo!, 'auth-secret'), 'utf8')).toBe(OTHER_SECRET);
  }, 120_000);

  it('says clearly what is wrong with a file that is not a complete backup, and leaves DATA_DIR untouched', async () => {
    const write = (name: string, data: Uint8Array | string) => {
      const file = path.join(root, name);
      writeFileSync(file, data);
      return file;
    };
    const manifest = { formato: 'mci-backup', versao: 1, criadoEm: new Date().toISOString(), editais: 0, usuarios: 0, migracoes: 0, ultimaMigracao: null, segredo: false };
    const archive = (entries: { name: string; data: Uint8Array }[]) => gzipSync(packTar(entries));
    const json = (value: object) => Buffer.from(JSON.stringify(value));
    const cases: [string, RegExp][] = [
      [path.join(root, 'nao-existe.tar.gz'), /^Arquivo não encontrado: .*nao-existe\.tar\.gz$/],
      [write('texto.tar.gz', 'isto não é um backup'), /não é um backup do MCI \(não é um arquivo \.tar\.gz\)/],
      [write('pg.dump', 'PGDMP\x01\x0e\x00'), /é um dump do PostgreSQL \(pg_dump\).*pg_restore/],
      [write('cortado.tar.gz', readFileSync(backupFile).subarray(0, 200_000)), /está corrompido ou incompleto/],
      [write('outro.tar.gz', archive([{ name: 'notas.txt', data: Buffer.from('oi') }])), /não é um backup do MCI \(falta mci-backup\.json/],
      [write('sem-banco.tar.gz', archive([{ name: 'mci-backup.json', data: json(manifest) }])), /incompleto ou corrompido: o banco \(pglite\.tar\)/],
      [
        write('novo.tar.gz', archive([{ name: 'mci-backup.json', data: json({ ...manifest, ultimaMigracao: 8_000_000_000_000 }) }, { name: 'pglite.tar', data: packTar([{ name: 'PG_VERSION', data: Buffer.from('17\n') }]) }])),
        /vem de uma versão mais nova do MCI/,
      ],
      [
        write('banco-quebrado.tar.gz', archive([{ name: 'mci-backup.json', data: json(manifest) }, { name: 'pglite.tar', data: packTar([{ name: 'PG_VERSION', data: Buffer.from('17\n') }]) }])),
        /não pôde ser carregado .*Nada foi alterado em/,
      ],
    ];
    const before = tree(source);
    for (const [file, message] of cases) {
      const error = await restoreDataDir({ dataDir: source, file, owner: 'teste', force: true }).catch((e: unknown) => e);
      expect(error, file).toBeInstanceOf(BackupError);
      expect((error as Error).message, file).toMatch(message);
      expect(tree(source), file).toEqual(before);
    }
    const viaCli = await cli(['restore', path.join(root, 'texto.tar.gz'), '--force'], { DATA_DIR: source });
    expect(viaCli.code).toBe(1);
    expect(viaCli.stderr).toMatch(/texto\.tar\.gz não é um backup do MCI/);
    expect(tree(source)).toEqual(before);
  }, 120_000);

  it('refuses to back up while a server holds the data directory, with the lock’s message', async () => {
    const file = path.join(root, 'durante-o-servidor.tar.gz');
    const lock = acquireDataDirLock(source, 'servidor MCI (npm start)');
    try {
      await expect(backupDataDir({ dataDir: source, file, owner: 'npm run db:backup' })).rejects.toBeInstanceOf(DataDirLockedError);
      const refused = await cli(['backup', file], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`está em uso por "servidor MCI (npm start)" (PID ${process.pid}`);
      expect(existsSync(file)).toBe(false);
    } finally {
      lock.release();
    }
  }, 60_000);

  it('never overwrites a file, and needs a database to copy', async () => {
    await expect(backupDataDir({ dataDir: source, file: backupFile, owner: 'teste' })).rejects.toThrow(/já existe: escolha outro nome/);
    const empty = path.join(root, 'vazio');
    await expect(backupDataDir({ dataDir: empty, file: path.join(root, 'x.tar.gz'), owner: 'teste' })).rejects.toThrow(/Não há banco PGlite em .*vazio/);
    const usage = await cli(['restore'], { DATA_DIR: empty });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Diga qual arquivo restaurar.');
  }, 60_000);

  it('on PostgreSQL prints the pg_dump / pg_restore commands, without the password, and exits 3', async () => {
    const env = { DATABASE_URL: 'postgres://mci:s3nh4-secreta@127.0.0.1:5432/mci' };
    const backup = await cli(['backup', 'copia.dump'], env);
    expect(backup.code).toBe(3);
    expect(backup.stdout).toContain("pg_dump --format=custom --file='copia.dump' 'postgres://mci@127.0.0.1:5432/mci'");
    const restore = await cli(['restore', 'copia.dump'], env);
    expect(restore.code).toBe(3);
    expect(restore.stdout).toContain("pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgres://mci@127.0.0.1:5432/mci' 'copia.dump'");
    expect(backup.stdout + restore.stdout).not.toContain('s3nh4-secreta');
  }, 60_000);
});
