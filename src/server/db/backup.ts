import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { AUTH_SECRET_FILE } from '../lib/secrets';
import { openDatabase, pgliteDir, type DatabaseHandle } from './client';
import { acquireDataDirLock } from './lock';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

/**
 * Backup and restore of the embedded database (`npm run db:backup`, `db:restore`: scripts/db.ts).
 *
 * A backup is a .tar.gz holding three entries: mci-backup.json (what it is, when, what was in it),
 * pglite.tar (PGlite's own dump of its data directory, dumpDataDir) and, when DATA_DIR has one, the
 * generated session secret (DATA_DIR/auth-secret: better-auth encrypts the two-step secrets and the
 * JWKS private keys with it, so a database without its secret loses them). Both commands take the
 * data directory's lock (lock.ts), so neither runs while a server holds the database: the copy is
 * of a closed, consistent database.
 *
 * A restore checks the file before touching anything, loads it into a directory of its own inside
 * DATA_DIR, brings it to this version's schema (runMigrations) and opens it; only then is the current
 * database (if any, and only with `force`) moved aside to DATA_DIR/antes-<data> and the restored
 * one moved in. Everything stays inside DATA_DIR: the service's user can write there (not always
 * in its parent, e.g. /var/lib), renames are atomic, and the lock file never moves.
 */

export const BACKUP_FORMAT = 'mci-backup';
export const BACKUP_VERSION = 1;
const MANIFEST_ENTRY = 'mci-backup.json';
const PGLITE_ENTRY = 'pglite.tar';

/** A refusal or failure with a message for the person at the terminal (Portuguese). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupCounts {
  editais: number;
  usuarios: number;
  /** Migrations applied, and the journal time (`when`, ms) of the latest one, or null. */
  migracoes: number;
  ultimaMigracao: number | null;
}

export interface BackupManifest extends BackupCounts {
  formato: typeof BACKUP_FORMAT;
  versao: number;
  criadoEm: string;
  /** Whether DATA_DIR/auth-secret is in the backup. */
  segredo: boolean;
}

// ---------------------------------------------------------------------------------------------
// tar (ustar): enough to write our three entries and to walk any archive's headers.

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`nome longo demais para o tar: ${name}`);
  if (size >= 8 ** 11) throw new Error(`arquivo grande demais para o tar: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'utf8');
  header.write(octal(0o600, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257, 'latin1');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148);
  return header;
}

/** A tar archive of regular files. */
export function packTar(entries: { name: string; data: Uint8Array }[], mtime = new Date()): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(tarHeader(entry.name, entry.data.length, mtime), Buffer.from(entry.data));
    const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block.toString('latin1', offset, offset + width).replace(/\0.*$/s, '').trim();
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : NaN;
}

/** The entries of a tar archive (names without a leading ./ or /); throws on a damaged header. */
export function* tarEntries(archive: Buffer): Generator<{ name: string; data: Buffer }> {
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    const size = readOctal(block, 124, 12);
    if (readOctal(block, 148, 8) !== sum || Number.isNaN(size)) throw new Error('cabeçalho tar inválido');
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error('arquivo tar truncado');
    const rawName = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const prefix = block.toString('latin1', 257, 262) === 'ustar' ? block.toString('utf8', 345, 500).replace(/\0.*$/s, '') : '';
    const name = (prefix ? `${prefix}/${rawName}` : rawName).replace(/^(\.?\/)+/, '');
    yield { name, data: archive.subarray(start, start + size) };
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  // Some writers end without the two empty blocks; anything else left over is a cut archive.
  if (offset < archive.length) throw new Error('arquivo tar truncado');
}

// ---------------------------------------------------------------------------------------------
// Names and small file helpers.

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 2025-06-01-1432 (local time); with seconds, 2025-06-01-143205. */
export function timestamp(now: Date, seconds = false): string {
  const day = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  return `${day}-${pad2(now.getHours())}${pad2(now.getMinutes())}${seconds ? pad2(now.getSeconds()) : ''}`;
}

/** The default backup file name: mci-backup-AAAA-MM-DD-HHMM.tar.gz. */
export function defaultBackupName(now = new Date()): string {
  return `mci-backup-${timestamp(now)}.tar.gz`;
}

/** `base`, or `base-2`, `base-3`… whichever does not exist yet. */
function unusedPath(base: string): string {
  let candidate = base;
  for (let n = 2; existsSync(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/** Whether DATA_DIR holds a PGlite database (its directory exists and is not empty). */
export function holdsDatabase(dataDir: string): boolean {
  const dir = pgliteDir(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

function readSecret(dataDir: string): string | undefined {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a backup records and a restore prints: rows that matter and the schema's place. */
async function countRows(database: DatabaseHandle): Promise<BackupCounts> {
  const { rows } = await database.db.execute<{ editais: number; usuarios: number; migracoes: number; ultima: number | null }>(sql`
    select (select count(*)::int from edital) as editais,
           (select count(*)::int from "user") as usuarios,
           (select count(*)::int from drizzle.__drizzle_migrations) as migracoes,
           (select max(created_at)::float8 from drizzle.__drizzle_migrations) as ultima`);
  const row = rows[0]!;
  return {
    editais: Number(row.editais),
    usuarios: Number(row.usuarios),
    migracoes: Number(row.migracoes),
    ultimaMigracao: row.ultima == null ? null : Number(row.ultima),
  };
}

/** The journal time of the newest migration this build carries. */
function newestKnownMigration(): number {
  const text = readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
  return Math.max(...entries.map((entry) => entry.when));
}

// ---------------------------------------------------------------------------------------------
// Backup.

export interface BackupOptions {
  dataDir: string;
  /** Absolute path of the file to write; it must not exist. */
  file: string;
  /** Who takes the lock (shown to whoever is refused). */
  owner: string;
  now?: Date;
}

export interface BackupReport {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

async function snapshot(dataDir: string): Promise<{ counts: BackupCounts; tar: Uint8Array }> {
  const database = await openDatabase({ dataDir });
  try {
    let counts: BackupCounts;
    try {
      counts = await countRows(database);
    } catch (error) {
      throw new BackupError(`O banco em ${pgliteDir(dataDir)} não parece ser do MCI (${errorText(error)}).`);
    }
    const dump = await database.pglite!.dumpDataDir('none');
    return { counts, tar: new Uint8Array(await dump.arrayBuffer()) };
  } finally {
    await database.close();
  }
}

/** Writes a consistent copy of DATA_DIR's database (and its session secret) to `file`, readable by the owner only. */
export async function backupDataDir({ dataDir, file, owner, now = new Date() }: BackupOptions): Promise<BackupReport> {
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`Não há banco PGlite em ${dataDir}: nada para copiar. Confira o DATA_DIR.`);
  }
  if (existsSync(file)) throw new BackupError(`${file} já existe: escolha outro nome (o backup nunca sobrescreve um arquivo).`);
  if (!existsSync(path.dirname(file))) throw new BackupError(`A pasta ${path.dirname(file)} não existe.`);
  const lock = acquireDataDirLock(dataDir, owner);
  try {
    const { counts, tar } = await snapshot(dataDir);
    const secret = readSecret(dataDir);
    const manifest: BackupManifest = { formato: BACKUP_FORMAT, versao: BACKUP_VERSION, criadoEm: now.toISOString(), ...counts, segredo: secret !== undefined };
    const entries = [
      { name: MANIFEST_ENTRY, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: PGLITE_ENTRY, data: tar },
      ...(secret === undefined ? [] : [{ name: AUTH_SECRET_FILE, data: Buffer.from(secret) }]),
    ];
    const archive = await promisify(gzip)(packTar(entries, now));
    // Written under another name first: an interrupted backup never looks like a complete one.
    const partial = `${file}.parcial`;
    writeFileSync(partial, archive, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return { file, bytes: archive.length, manifest };
  } finally {
    lock.release();
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a backup file (nothing is touched until it has been checked).

export interface BackupContents {
  manifest: BackupManifest;
  pglite: Uint8Array;
  secret: string | undefined;
}

function readArchive(file: string): Buffer {
  let bytes: Buffer;
  try {
    if (statSync(file).isDirectory()) throw new BackupError(`${file} é uma pasta, não um arquivo de backup.`);
    bytes = readFileSync(file);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `Arquivo não encontrado: ${file}` : `Não foi possível ler ${file}: ${errorText(error)}`);
  }
  if (bytes.subarray(0, 5).toString('latin1') === 'PGDMP') {
    throw new BackupError(`${file} é um dump do PostgreSQL (pg_dump), não um backup do PGlite: restaure-o com pg_restore (veja docs/deploy.md).`);
  }
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new BackupError(`${file} não é um backup do MCI (não é um arquivo .tar.gz).`);
  return bytes;
}

function parseManifest(file: string, data: Buffer | undefined): BackupManifest {
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = data ? (JSON.parse(data.toString('utf8')) as Partial<BackupManifest>) : undefined;
  } catch {
    manifest = undefined;
  }
  if (manifest?.formato !== BACKUP_FORMAT || typeof manifest.versao !== 'number') {
    throw new BackupError(`${file} não é um backup do MCI (falta ${MANIFEST_ENTRY}; foi feito com npm run db:backup?).`);
  }
  if (manifest.versao > BACKUP_VERSION) {
    throw new BackupError(`${file} foi feito por uma versão mais nova do MCI (formato ${manifest.versao}): atualize o MCI antes de restaurá-lo.`);
  }
  return manifest as BackupManifest;
}

/** The backup in `file`, checked: a .tar.gz made by backupDataDir, complete, with a PGlite database inside. */
export async function readBackup(file: string): Promise<BackupContents> {
  const compressed = readArchive(file);
  let archive: Buffer;
  const entries = new Map<string, Buffer>();
  try {
    archive = await promisify(gunzip)(compressed);
    for (const entry of tarEntries(archive)) entries.set(entry.name, entry.data);
  } catch (error) {
    throw new BackupError(`${file} está corrompido ou incompleto (${errorText(error)}).`);
  }
  const manifest = parseManifest(file, entries.get(MANIFEST_ENTRY));
  const pglite = entries.get(PGLITE_ENTRY);
  let hasVersion = false;
  try {
    for (const entry of tarEntries(pglite ?? Buffer.alloc(0))) if (entry.name === 'PG_VERSION') hasVersion = true;
  } catch {
    hasVersion = false;
  }
  if (!pglite || !hasVersion) throw new BackupError(`${file} está incompleto ou corrompido: o banco (${PGLITE_ENTRY}) não está inteiro.`);
  if (manifest.ultimaMigracao !== null && manifest.ultimaMigracao > newestKnownMigration()) {
    throw new BackupError(`${file} vem de uma versão mais nova do MCI (tem migrações que esta não conhece): atualize o MCI antes de restaurá-lo.`);
  }
  return { manifest, pglite, secret: entries.get(AUTH_SECRET_FILE)?.toString('utf8') };
}

// ---------------------------------------------------------------------------------------------
// Restore.

export interface RestoreOptions {
  dataDir: string;
  file: string;
  owner: string;
  /** Replace a database already in DATA_DIR (it is moved aside, never deleted). */
  force: boolean;
  now?: Date;
}

export interface RestoreReport extends BackupCounts {
  manifest: BackupManifest;
  /** Where the database that was in DATA_DIR went, or null (there was none). */
  movedTo: string | null;
  /** Whether the backup's session secret was written to DATA_DIR/auth-secret. */
  secretRestored: boolean;
}

/** Loads the dump into `staging`, migrates it and opens it as the app does; returns what it holds. */
async function loadInto(staging: string, dump: Uint8Array): Promise<BackupCounts> {
  mkdirSync(pgliteDir(staging), { recursive: true });
  const loaded = await PGlite.create(pgliteDir(staging), { extensions: { pg_trgm, unaccent }, loadDataDir: new Blob([new Uint8Array(dump)]) });
  await loaded.close();
  const database = await openDatabase({ dataDir: staging });
  try {
    await runMigrations(database);
    return await countRows(database);
  } finally {
    await database.close();
  }
}

/** Moves DATA_DIR's database (and, when the backup brings its own, the session secret) to DATA_DIR/antes-<data>. */
function moveAside(dataDir: string, withSecret: boolean, now: Date): string {
  const aside = unusedPath(path.join(dataDir, `antes-${timestamp(now, true)}`));
  mkdirSync(aside);
  renameSync(pgliteDir(dataDir), pgliteDir(aside));
  const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
  if (withSecret && existsSync(secretFile)) renameSync(secretFile, path.join(aside, AUTH_SECRET_FILE));
  return aside;
}

function moveIn(staging: string, dataDir: string, secret: string | undefined): void {
  // Only an empty directory can be left here (holdsDatabase was false): rmdir refuses anything else.
  if (existsSync(pgliteDir(dataDir))) rmdirSync(pgliteDir(dataDir));
  renameSync(pgliteDir(staging), pgliteDir(dataDir));
  if (secret !== undefined) {
    const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
    writeFileSync(secretFile, secret, { mode: 0o600 });
    chmodSync(secretFile, 0o600);
  }
  rmSync(staging, { recursive: true, force: true });
}

/** Restores `file` into DATA_DIR (see the top of this file); the database there is left alone on any failure. */
export async function restoreDataDir({ dataDir, file, owner, force, now = new Date() }: RestoreOptions): Promise<RestoreReport> {
  const backup = await readBackup(file);
  const lock = acquireDataDirLock(dataDir, owner);
  try {
    const existing = holdsDatabase(dataDir);
    if (existing && !force) {
      throw new BackupError(
        `${dataDir} já tem um banco. Para substituí-lo, rode de novo com --force ` +
          `(npm run db:restore -- <arquivo> --force): o banco atual será movido para ${path.join(dataDir, 'antes-<data>')}, nunca apagado.`,
      );
    }
    const staging = unusedPath(path.join(dataDir, `restaurando-${timestamp(now, true)}`));
    let counts: BackupCounts;
    try {
      counts = await loadInto(staging, backup.pglite);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`O backup ${file} não pôde ser carregado (${errorText(error)}). Nada foi alterado em ${dataDir}.`);
    }
    const movedTo = existing ? moveAside(dataDir, backup.secret !== undefined, now) : null;
    try {
      moveIn(staging, dataDir, backup.secret);
    } catch (error) {
      throw new BackupError(
        `O backup foi carregado em ${pgliteDir(staging)}, mas não pôde ser posto em ${pgliteDir(dataDir)} (${errorText(error)})` +
          (movedTo ? `; o banco anterior está em ${pgliteDir(movedTo)}.` : '.'),
      );
    }
    return { ...counts, manifest: backup.manifest, movedTo, secretRestored: backup.secret !== undefined };
  } finally {
    lock.release();
  }
}
