import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes opening the same directory corrupt it. Whoever
 * opens DATA_DIR's PGlite (the server, or a script) first takes this lock; everyone else refuses.
 *
 * The lock file never exists without its whole content: it is written under a temporary name in
 * the same directory and hard-linked into place (link fails if the name is taken, so this is an
 * atomic create-with-content). A lock whose process is gone is taken over by renaming a complete
 * file over it, one process at a time (the take-over guard, LOCK_FILE.takeover, taken the same
 * way), and only if the file there is still the one judged stale. A lock that cannot be read
 * (empty or garbled: left by an older version, which created the file and wrote it afterwards) is
 * stale only once it is UNREADABLE_LOCK_STALE_MS old; until then its writer may be alive.
 *
 * What is left: a take-over guard whose process died while holding it (microseconds) is removed
 * by name after its pid is found dead; two processes doing that at the same moment may both take
 * over. And a dead process's pid reused by another makes its lock look alive (we refuse: safe).
 */

export const LOCK_FILE = 'mci.lock';

/** An unreadable lock younger than this may be one being written: it is left alone. */
export const UNREADABLE_LOCK_STALE_MS = 10_000;

const TAKEOVER_GUARD = `${LOCK_FILE}.takeover`;
/** link() errors of filesystems without hard links: the lock is then created and written in two steps. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);
const ATTEMPTS = 4;

export interface LockInfo {
  pid: number;
  owner: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
    wanted: string,
  ) {
    super(
      `O diretório de dados ${dataDir} está em uso por "${holder.owner}" (PID ${holder.pid}, desde ${holder.startedAt}).\n` +
        `Dois processos no mesmo banco PGlite o corrompem, então "${wanted}" não vai rodar agora.\n` +
        `Pare esse processo (Ctrl-C no terminal do servidor) e tente de novo, ou use outro DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function parseLock(text: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(text) as Partial<LockInfo> | null;
    if (typeof parsed?.pid !== 'number') return undefined;
    return { pid: parsed.pid, owner: String(parsed.owner ?? '?'), startedAt: String(parsed.startedAt ?? '?') };
  } catch {
    return undefined;
  }
}

/** A lock file as read: its content (undefined when unreadable) and which file it was. */
interface SeenLock {
  info: LockInfo | undefined;
  ino: number;
  dev: number;
  mtimeMs: number;
}

/** The lock file at `file`, content and identity read from one open file; undefined when there is none. */
function inspectLock(file: string): SeenLock | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    // There but not readable by us: judged by its age, like an empty one.
    const { ino, dev, mtimeMs } = statSync(file);
    return { info: undefined, ino, dev, mtimeMs };
  }
  try {
    const { ino, dev, mtimeMs } = fstatSync(fd);
    return { info: parseLock(readFileSync(fd, 'utf8')), ino, dev, mtimeMs };
  } finally {
    closeSync(fd);
  }
}

function readLock(file: string): LockInfo | undefined {
  return inspectLock(file)?.info;
}

/** Whether `seen` may be replaced: its process is gone, or it is unreadable and old. */
function isStale(seen: SeenLock): boolean {
  if (seen.info) return seen.info.pid !== process.pid && !isAlive(seen.info.pid);
  return Date.now() - seen.mtimeMs > UNREADABLE_LOCK_STALE_MS;
}

/** Who to name when refusing: the lock's process, or what is known of an unreadable lock. */
function holderOf(seen: SeenLock | undefined): LockInfo {
  if (seen?.info) return seen.info;
  return { pid: -1, owner: '?', startedAt: seen ? new Date(seen.mtimeMs).toISOString() : '?' };
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Creates `target` with `content` if no file has that name: hard-links the complete `temp` there.
 * False when the name is taken.
 */
function createComplete(temp: string, target: string, content: string): boolean {
  try {
    linkSync(temp, target);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(errorCode(error) ?? '')) throw error;
  }
  // No hard links here: exclusive create, then write. Empty for an instant, which no one takes for stale.
  try {
    writeFileSync(target, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Replaces the stale lock `seen` by the complete `temp`, holding the take-over guard, if the lock
 * file is still that one. False when another process is taking over or the lock has changed.
 */
function takeOver(file: string, temp: string, content: string, seen: SeenLock): boolean {
  const guard = path.join(path.dirname(file), TAKEOVER_GUARD);
  if (!createComplete(temp, guard, content)) {
    const busy = inspectLock(guard);
    // Left by a process that died taking over: cleared, and the next attempt may take it.
    if (busy && isStale(busy)) removeQuietly(guard);
    return false;
  }
  try {
    const current = inspectLock(file);
    if (!current || current.ino !== seen.ino || current.dev !== seen.dev) return false;
    renameSync(temp, file);
    return true;
  } finally {
    removeQuietly(guard);
  }
}

/** Blocks this thread for `ms` (start-up only: a process taking over finishes within microseconds). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Returns who holds the lock on dataDir, if a live process does. */
export function lockHolder(dataDir: string): LockInfo | undefined {
  const holder = readLock(path.join(dataDir, LOCK_FILE));
  return holder && isAlive(holder.pid) ? holder : undefined;
}

export interface DataDirLock {
  release(): void;
}

function holdLock(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readLock(file)?.pid === process.pid) removeQuietly(file);
  };
  process.on('exit', release);
  return { release };
}

/**
 * Takes the lock on dataDir for this process, naming it `owner` (shown to whoever is refused).
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string, owner: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, owner, startedAt: new Date().toISOString() };
  const content = JSON.stringify(info);
  const temp = path.join(dataDir, `${LOCK_FILE}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  writeFileSync(temp, content, { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (attempt > 0) pause(10 * attempt);
      if (createComplete(temp, file, content)) return holdLock(file);
      const seen = inspectLock(file);
      // Gone since (released): try again.
      if (!seen) continue;
      if (!isStale(seen)) throw new DataDirLockedError(dataDir, holderOf(seen), owner);
      if (takeOver(file, temp, content, seen)) return holdLock(file);
    }
  } finally {
    removeQuietly(temp);
  }
  // Still stale: another process has been taking it over all along; it is the one to name.
  const seen = inspectLock(file);
  const taker = seen && isStale(seen) ? inspectLock(path.join(dataDir, TAKEOVER_GUARD))?.info : undefined;
  throw new DataDirLockedError(dataDir, taker ?? holderOf(seen), owner);
}
