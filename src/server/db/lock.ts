import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database: two processes opening the same directory corrupt it. Whoever
 * opens DATA_DIR's PGlite (the server, or a script) first takes this lock; everyone else refuses.
 */

export const LOCK_FILE = 'mci.lock';

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

function readLock(file: string): LockInfo | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    if (typeof parsed.pid !== 'number') return undefined;
    return { pid: parsed.pid, owner: String(parsed.owner ?? '?'), startedAt: String(parsed.startedAt ?? '?') };
  } catch {
    return undefined;
  }
}

/** Returns who holds the lock on dataDir, if a live process does. */
export function lockHolder(dataDir: string): LockInfo | undefined {
  const holder = readLock(path.join(dataDir, LOCK_FILE));
  return holder && isAlive(holder.pid) ? holder : undefined;
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the lock on dataDir for this process, naming it `owner` (shown to whoever is refused).
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string, owner: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const info: LockInfo = { pid: process.pid, owner, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readLock(file)?.pid === process.pid) {
          try {
            unlinkSync(file);
          } catch {
            // already gone
          }
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder, owner);
      }
      if (holder?.pid === process.pid) {
        throw new DataDirLockedError(dataDir, holder, owner);
      }
      // Stale (its process is gone) or unreadable: remove and try again.
      try {
        unlinkSync(file);
      } catch {
        // someone else removed it first
      }
    }
  }
  const holder = readLock(file);
  throw new DataDirLockedError(dataDir, holder ?? { pid: -1, owner: '?', startedAt: '?' }, owner);
}
