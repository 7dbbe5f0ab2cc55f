import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, lockHolder } from './lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mci-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
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

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), 'lixo');
    const lock = acquireDataDirLock(dir, 'novo');
    expect(lockHolder(dir)?.owner).toBe('novo');
    lock.release();
  });
});
