import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromePath } from './scripts/chromium';
import { fixtureSourceEnv } from '#server/collector/testing/fixture-sources';

/**
 * Browser tests against the built app started as `npm start` starts it (`npm run serve` after the
 * build that `npm test` already ran), on a fresh DATA_DIR and a free port, in Debian's Chromium.
 * The collector reads its sources from a fixture server on another free port, never the internet.
 * The config is loaded again in each worker: the ports and directory travel in the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ||= freePort();
while (!process.env.E2E_SOURCES_PORT || process.env.E2E_SOURCES_PORT === process.env.E2E_PORT) {
  process.env.E2E_SOURCES_PORT = freePort();
}
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'mci-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const sourcesOrigin = `http://127.0.0.1:${process.env.E2E_SOURCES_PORT}`;

const chromium = {
  executablePath: chromePath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Two workers share two cores with Chromium and the server (whose collector may be running for
  // another spec): a first page in a new context can take several seconds, so waits are generous.
  // No test asserts a wall time with them.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium },
      testIgnore: /mobile\..*spec\.ts/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      testMatch: /mobile\..*spec\.ts/,
    },
  ],
  webServer: [
    {
      // PCI, JC and Querido Diário as saved pages (tests/fixtures/collector), for the collector specs.
      command: 'npx tsx tests/e2e/fixture-sources-server.ts',
      url: `${sourcesOrigin}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SOURCES_PORT: process.env.E2E_SOURCES_PORT, E2E_SOURCES_DELAY_MS: '1000' },
    },
    {
      command: 'npm run serve',
      url: `${baseURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // No PUBLIC_URL, as on a newcomer's first run: the site is http://localhost:PORT and the
        // other loopback spelling (127.0.0.1, the tests' baseURL) must work just as well.
        PUBLIC_URL: '',
        COLLECTOR_SCHEDULE: 'off',
        CONTACT_EMAIL: 'contato.e2e@exemplo.com.br',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
        // Queued mail reaches DATA_DIR/outbox within a fraction of a second (password-reset.spec.ts).
        MAIL_POLL_MS: '500',
        // One admin address per spec and project (desktop, mobile): each signs up its own once, so
        // specs running in parallel never race to create the same account.
        ADMIN_EMAILS: [
          'admin.e2e@exemplo.com.br',
          'admin.e2e.mobile@exemplo.com.br',
          'admin.usuarios.e2e@exemplo.com.br',
          'admin.usuarios.e2e.mobile@exemplo.com.br',
          'admin.coleta.e2e@exemplo.com.br',
          'admin.coleta.e2e.mobile@exemplo.com.br',
          'admin.premium.e2e@exemplo.com.br',
          'admin.premium.e2e.mobile@exemplo.com.br',
        ].join(','),
        // The collector reads the fixture server, and Querido Diário's texts with the rules
        // extractor: no AI model is called, whatever the shell's environment says.
        ...fixtureSourceEnv(sourcesOrigin),
        COLLECTOR_AI_MODEL: '',
      },
    },
  ],
});
