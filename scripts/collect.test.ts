import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSourceEnv, fixtureSources } from '#server/collector/testing/fixture-sources';
import { startLoopback, type Loopback } from '#server/collector/testing/loopback';
import { acquireDataDirLock } from '#server/db/lock';

/** `npm run collect` as a user runs it: a real process, a PGlite directory, sources on loopback. */

let server: Loopback;
let dataDir: string;

beforeAll(async () => {
  const sources = fixtureSources();
  server = await startLoopback((req) => sources.handler(req));
  dataDir = mkdtempSync(path.join(tmpdir(), 'mci-collect-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function collect(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...fixtureSourceEnv(server.origin), DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.COLLECTOR_AI_BASE_URL;
  delete env.COLLECTOR_AI_MODEL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/collect.ts'], { env, cwd: process.cwd() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run collect', () => {
  it('collects once with progress and a result table; a second run creates nothing', async () => {
    const first = await collect();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/✓ pci: \d+ concursos lidos/);
    expect(first.stderr).toMatch(/✓ jc: \d+ concursos lidos/);
    const created = Number(/\| Editais criados\s+\| (\d+) \|/.exec(first.stdout)?.[1]);
    expect(created).toBeGreaterThan(10);
    expect(first.stdout).toMatch(/\| Fontes\s+\| 3 \|/);
    // Each source's notice pages and PDFs, and every failure with its reason.
    expect(first.stdout).toMatch(/^- PCI Concursos \(pci\): Páginas: \d+ buscadas?, \d+ sem mudança, \d+ falhas?; PDFs: \d+ baixados?, /m);
    expect(first.stdout).toMatch(/^- JC Concursos \(jc\): Páginas: /m);
    expect(first.stdout).toMatch(/^ {2}- falha: http:\/\/127\.0\.0\.1:\d+\/concurso\/\S+ — HTTP 404/m);

    const second = await collect();
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/\| Editais criados\s+\| 0 \|/);
    expect(second.stdout).toMatch(/\| Editais atualizados\s+\| 0 \|/);
  }, 120_000);

  it('refuses while a server holds the PGlite directory', async () => {
    const lock = acquireDataDirLock(dataDir, 'servidor de teste');
    try {
      const run = await collect();
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/servidor de teste/);
      expect(run.stdout).toBe('');
    } finally {
      lock.release();
    }
  }, 60_000);
});
