/**
 * `npm run lighthouse`: Lighthouse (mobile profile, its default simulated throttling) on the public
 * pages of the built app, in Debian's Chromium, as a phone user would load them (issue 14):
 * performance ≥ 95, accessibility 100, CLS ≤ 0.02, LCP ≤ 2.0 s.
 *
 * Starts `npm run serve` on a free port with a fresh DATA_DIR (demo data), audits each page, prints a
 * table and exits 1 when a page misses a goal. `--report-timing`: performance and LCP depend on how
 * busy the machine is (Lighthouse simulates the phone from the CPU time it observes), so `npm test`
 * passes this flag: it enforces accessibility and CLS and reports the timing figures, as a
 * benchmark does, without failing on them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { ensureChromium } from './chromium';
import { medianRun, type Figures } from './lighthouse-median';

const GOALS = { performance: 95, accessibility: 100, cls: 0.02, lcpMs: 2000 };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode}) antes de responder`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs / 1000} s: ${url}`);
}

async function firstNoticeId(base: string): Promise<number> {
  const res = await fetch(`${base}/api/feed-publico`);
  const body = (await res.json()) as { editais: { id: number }[] };
  const id = body.editais[0]?.id;
  if (!id) throw new Error('nenhum concurso nos dados de demonstração');
  return id;
}


/** `--save=DIR`: writes each page's full Lighthouse report (JSON) there, to look into a figure. */
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);

/** Lighthouse itself sometimes fails to record a load's trace (NO_NAVSTART…); such a run is redone. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Omit<Figures, 'page'>> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return figuresOf(url, lhr);
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`Lighthouse: ${lhr.runtimeError.code} em ${url}; nova tentativa.`);
  }
}

function figuresOf(url: string, lhr: Result): Omit<Figures, 'page'> {
  if (saveDir) writeFileSync(path.join(saveDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = lhr.categories.accessibility?.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing: failing ?? [],
  };
}

async function main() {
  const reportTiming = process.argv.includes('--report-timing');
  // Lighthouse's own advice against run-to-run noise: the median of several runs. The timing goals
  // are enforced on that median; `--report-timing` only reports them, so one run is enough there.
  const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : reportTiming ? 1 : 3;
  const chromePath = ensureChromium();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mci-lighthouse-'));
  const server = spawn('npm', ['run', 'serve', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: '', DATABASE_URL: '', COLLECTOR_SCHEDULE: 'off', LOG_LEVEL: 'warn' },
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitFor(`${base}/api/health`, server);
    const id = await firstNoticeId(base);
    const pages = ['/', '/feed', '/explorar?q=prefeitura', `/edital/${id}`, '/concursos/sp'];
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const rows: Figures[] = [];
    for (const page of pages) {
      // The first visit fills the server's page cache; Lighthouse measures a visitor's usual answer.
      await fetch(base + page);
      const audits = [];
      for (let run = 0; run < runs; run++) audits.push(await audit(base + page, chrome.port));
      rows.push({ page, ...medianRun(audits) });
    }
    let failed = false;
    console.log(`\nLighthouse, perfil de celular (limitação simulada padrão), Chromium do Debian — ${runs === 1 ? '1 execução' : `mediana de ${runs} execuções`} por página\n`);
    console.log('| página | desempenho (≥ 95) | acessibilidade (100) | CLS (≤ 0,02) | LCP (≤ 2,0 s) | FCP | TBT |');
    console.log('|:--|--:|--:|--:|--:|--:|--:|');
    for (const r of rows) {
      const timingOk = r.performance >= GOALS.performance && r.lcpMs <= GOALS.lcpMs;
      const strictOk = r.accessibility >= GOALS.accessibility && r.cls <= GOALS.cls;
      if (!strictOk || (!reportTiming && !timingOk)) failed = true;
      const mark = (ok: boolean) => (ok ? '' : ' ✘');
      console.log(
        `| ${r.page} | ${r.performance}${mark(r.performance >= GOALS.performance)} | ${r.accessibility}${mark(r.accessibility >= GOALS.accessibility)} | ` +
          `${r.cls.toFixed(3)}${mark(r.cls <= GOALS.cls)} | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= GOALS.lcpMs)} | ` +
          `${(r.fcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms |`,
      );
      if (r.failing.length > 0) console.log(`    acessibilidade: ${r.failing.join(', ')}`);
    }
    if (reportTiming) console.log('\n(desempenho e LCP informados, não exigidos aqui: dependem da carga da máquina; `npm run lighthouse` os exige)');
    if (failed) {
      console.error('\nLighthouse: alguma página ficou abaixo da meta.');
      process.exitCode = 1;
    }
  } finally {
    await chrome?.kill();
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('Falha no Lighthouse:', error);
  process.exit(1);
});
