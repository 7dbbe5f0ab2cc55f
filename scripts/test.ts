/**
 * `npm test`: typecheck, lint, unit + API tests (PGlite, and the tests that use a database again
 * on PostgreSQL when TEST_DATABASE_URL is set), build, the production layout behind nginx (with
 * PostgreSQL), then the browser tests in Debian's Chromium and Lighthouse.
 * Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  before?: () => void;
}

/** The test helpers that open a test database (tests/helpers/test-db.ts reads TEST_DATABASE_URL). */
const DATABASE_HELPERS = /#tests\/helpers\/(?:test-db|test-app|api-contract|notices-app|auth-client)\b|createTestDatabase|testDatabaseKind/;

/**
 * The server tests that use a test database: the only ones the PostgreSQL run can change. The rest
 * (rules, parsers, child processes on their own PGlite) would run a second time for nothing.
 */
function databaseTestFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
      else if (entry.name.endsWith('.test.ts') && DATABASE_HELPERS.test(readFileSync(file, 'utf8'))) files.push(file);
    }
  };
  for (const root of ['src/server', 'src/shared', 'scripts']) walk(root);
  return files.sort();
}

const pgUrl = process.env.TEST_DATABASE_URL;
const withoutPg = { ...process.env, TEST_DATABASE_URL: '' };

const steps: Step[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['npx', 'eslint', '--max-warnings=0', '.'] },
  { name: 'unit + API (PGlite)', command: ['npx', 'vitest', 'run'], env: withoutPg },
  ...(pgUrl
    ? [{ name: 'API (PostgreSQL)', command: ['npx', 'vitest', 'run', '--project', 'node', ...databaseTestFiles()], env: { ...process.env } }]
    : []),
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  { name: 'orçamento de JavaScript', command: ['npx', 'tsx', 'scripts/report-bundle-size.ts', '--enforce'] },
  // deploy/nginx/mci.conf as shipped, in front of two instances on one PostgreSQL (issue 17).
  ...(pgUrl ? [{ name: 'nginx + duas instâncias (PostgreSQL)', command: ['npx', 'tsx', 'scripts/ci/nginx-two-instances.ts'] }] : []),
  {
    name: 'browser (Playwright + Chromium)',
    command: ['npx', 'playwright', 'test'],
    env: withoutPg,
    before: () => {
      process.env.CHROME_PATH = ensureChromium();
    },
  },
  // Accessibility 100 and CLS ≤ 0.02 on the public pages at a phone's size; performance and LCP
  // reported (they depend on the machine's load: `npm run lighthouse` enforces them too).
  { name: 'Lighthouse (celular)', command: ['npx', 'tsx', 'scripts/lighthouse.ts', '--report-timing'], env: withoutPg },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
let failed = false;
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  let ok = true;
  try {
    step.before?.();
    const [cmd, ...args] = step.command;
    const env = { ...(step.env ?? process.env) };
    if (process.env.CHROME_PATH) env.CHROME_PATH = process.env.CHROME_PATH;
    const run = spawnSync(cmd!, args, { stdio: 'inherit', env });
    ok = run.status === 0;
  } catch (error) {
    console.error((error as Error).message);
    ok = false;
  }
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  if (!ok) {
    failed = true;
    break;
  }
}

console.log('\nResumo:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
if (!pgUrl) console.log('  (TEST_DATABASE_URL não definido: a suíte de API rodou só no PGlite)');
process.exit(failed ? 1 : 0);
