import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type * as NodeFs from 'node:fs';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, lockHolder, UNREADABLE_LOCK_STALE_MS } from './lock';

/**
 * lock.ts's file system calls, observed: after each call that creates, writes, moves or removes a
 * file, what a reader would find at the watched lock path (null: no file). `failLink` makes link()
 * fail as on a file system without hard links.
 */
const fsWatch = vi.hoisted(() => ({
  watched: undefined as string | undefined,
  seen: [] as (string | null)[],
  failLink: undefined as string | undefined,
}));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof NodeFs>();
  const observed =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return call(...args);
      } finally {
        if (fsWatch.watched) fsWatch.seen.push(fs.existsSync(fsWatch.watched) ? fs.readFileSync(fsWatch.watched, 'utf8') : null);
      }
    };
  const linkSync = (existing: NodeFs.PathLike, target: NodeFs.PathLike) => {
    if (fsWatch.failLink) throw Object.assign(new Error(`link: ${fsWatch.failLink}`), { code: fsWatch.failLink });
    fs.linkSync(existing, target);
  };
  const overrides = {
    openSync: observed(fs.openSync),
    writeFileSync: observed(fs.writeFileSync),
    closeSync: observed(fs.closeSync),
    linkSync: observed(linkSync),
    renameSync: observed(fs.renameSync),
    unlinkSync: observed(fs.unlinkSync),
  };
  return { ...fs, ...overrides, default: { ...fs, ...overrides } };
});

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mci-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  Object.assign(fsWatch, { watched: undefined, seen: [], failLink: undefined });
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process that holds the lock until killed. */
async function holdInChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/server/db/lock.ts')}').then(m => { m.acquireDataDirLock(${JSON.stringify(dataDir)}, 'servidor de teste'); console.log('held'); setInterval(() => {}, 1000); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  return child;
}

/** The pid of a process that has ended. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

/** A process ready to take the lock on dataDir when told 'go'; its outcome: 'won' (then it holds it) or 'refused'. */
async function readyRacer(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/server/db/lock.ts')}').then(m => {
        console.log('ready');
        process.stdin.once('data', () => {
          try { m.acquireDataDirLock(${JSON.stringify(dataDir)}, 'corredor'); console.log('won'); setInterval(() => {}, 1000); }
          catch (e) { console.log(e instanceof m.DataDirLockedError ? 'refused' : 'error ' + e); process.exit(0); }
        });
      })`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  let output = '';
  const outcome = new Promise<string>((resolve) => {
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const line = /^(won|refused|error.*)$/m.exec(output);
      if (line) resolve(line[1]!);
    });
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`racer exited ${code}`)));
  });
  return { child, outcome };
}

describe('data directory lock', () => {
  it('is taken, reported and released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'teste');
    const file = path.join(dir, LOCK_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, owner: 'teste' });
    expect(lockHolder(dir)?.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
    expect(lockHolder(dir)).toBeUndefined();
  });

  it('refuses a second holder in the same process', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'primeiro');
    expect(() => acquireDataDirLock(dir, 'segundo')).toThrow(DataDirLockedError);
    lock.release();
  });

  it('refuses while another live process holds it, with a clear message', async () => {
    const dir = tempDir();
    const child = await holdInChild(dir);
    let error: unknown;
    try {
      acquireDataDirLock(dir, 'npm run db:migrate');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`PID ${child.pid}`);
    expect(message).toContain('servidor de teste');
    expect(message).toContain('npm run db:migrate');
    expect(message).toMatch(/Pare esse processo/);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDir();
    const child = await holdInChild(dir);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(lockHolder(dir)).toBeUndefined();
    const lock = acquireDataDirLock(dir, 'sucessor');
    expect(lockHolder(dir)?.owner).toBe('sucessor');
    lock.release();
  });

  for (const [kind, content] of [
    ['empty', ''],
    ['garbled', 'lixo'],
    ['half-written', '{"pid":'],
  ] as const) {
    it(`leaves a fresh ${kind} lock file alone: its writer may be alive`, () => {
      const dir = tempDir();
      const file = path.join(dir, LOCK_FILE);
      writeFileSync(file, content);
      expect(() => acquireDataDirLock(dir, 'segundo')).toThrow(DataDirLockedError);
      expect(readFileSync(file, 'utf8')).toBe(content);
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    });

    it(`takes over a ${kind} lock file older than ${UNREADABLE_LOCK_STALE_MS / 1000} s`, () => {
      const dir = tempDir();
      const file = path.join(dir, LOCK_FILE);
      writeFileSync(file, content);
      const old = new Date(Date.now() - UNREADABLE_LOCK_STALE_MS - 60_000);
      utimesSync(file, old, old);
      const lock = acquireDataDirLock(dir, 'novo');
      expect(lockHolder(dir)?.owner).toBe('novo');
      lock.release();
      expect(readdirSync(dir)).toEqual([]);
    });
  }

  it('never lets the lock file be seen incomplete, when taking it or taking it over', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    const complete = (text: string | null) => {
      try {
        return text === null || typeof JSON.parse(text).pid === 'number';
      } catch {
        return false;
      }
    };
    fsWatch.watched = file;

    const lock = acquireDataDirLock(dir, 'primeiro');
    const taking = fsWatch.seen.splice(0);
    lock.release();
    // Left by a process that is gone: the file there is the old lock or the new one, whole.
    const stale = JSON.stringify({ pid: deadPid(), owner: 'antigo', startedAt: '2020-01-01T00:00:00.000Z' });
    writeFileSync(file, stale);
    fsWatch.seen.splice(0);
    const successor = acquireDataDirLock(dir, 'sucessor');
    const takingOver = fsWatch.seen.splice(0);

    expect(taking.length).toBeGreaterThan(0);
    expect(taking.filter((text) => !complete(text))).toEqual([]);
    expect(JSON.parse(taking.at(-1)!)).toMatchObject({ pid: process.pid, owner: 'primeiro' });
    expect(takingOver.filter((text) => !complete(text))).toEqual([]);
    expect(new Set(takingOver.map((text) => (text === null ? null : JSON.parse(text).owner)))).toEqual(new Set(['antigo', 'sucessor']));
    // Nothing left over but the lock: no temporary file, no take-over guard.
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    successor.release();
  });

  it('on a file system without hard links, still takes the lock and leaves no temporary file', () => {
    const dir = tempDir();
    fsWatch.failLink = 'EPERM';
    const lock = acquireDataDirLock(dir, 'sem links');
    expect(lockHolder(dir)?.owner).toBe('sem links');
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    expect(() => acquireDataDirLock(dir, 'segundo')).toThrow(DataDirLockedError);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('does not take over while another process is taking over; clears a take-over guard left by a dead one', async () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    const guard = path.join(dir, `${LOCK_FILE}.takeover`);
    const stale = JSON.stringify({ pid: deadPid(), owner: 'antigo', startedAt: '2020-01-01T00:00:00.000Z' });
    writeFileSync(file, stale);
    const taker = await holdInChild(tempDir());
    writeFileSync(guard, JSON.stringify({ pid: taker.pid, owner: 'outro', startedAt: new Date().toISOString() }));
    expect(() => acquireDataDirLock(dir, 'novo')).toThrow(new RegExp(`em uso por "outro" \\(PID ${taker.pid},`));
    expect(readFileSync(file, 'utf8')).toBe(stale);

    writeFileSync(guard, JSON.stringify({ pid: deadPid(), owner: 'morto', startedAt: '2020-01-01T00:00:00.000Z' }));
    const lock = acquireDataDirLock(dir, 'novo');
    expect(lockHolder(dir)?.owner).toBe('novo');
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    lock.release();
  });

  it('among processes starting together on a stale lock, exactly one takes it', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), owner: 'antigo', startedAt: '2020-01-01T00:00:00.000Z' }));
    const racers = await Promise.all(Array.from({ length: 6 }, () => readyRacer(dir)));
    for (const racer of racers) racer.child.stdin!.write('go\n');
    const outcomes = await Promise.all(racers.map((racer) => racer.outcome));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(racers.length - 1);
    const winner = racers[outcomes.indexOf('won')]!.child;
    expect(lockHolder(dir)?.pid).toBe(winner.pid);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  });
});
