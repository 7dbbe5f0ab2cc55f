import { fixtureSources } from '#server/collector/testing/fixture-sources';
import { startLoopback, type Reply } from '#server/collector/testing/loopback';

/**
 * The collector's sources for the browser tests: PCI, JC and Querido Diário answered from the saved
 * fixtures (tests/fixtures/collector) on 127.0.0.1:E2E_SOURCES_PORT, so the app under test never
 * reaches the internet. Started by playwright.config.ts, which waits for /health.
 */

const port = Number(process.env.E2E_SOURCES_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('E2E_SOURCES_PORT deve ser uma porta TCP.');
  process.exit(1);
}

/**
 * Each source page answers this late, so a collection lasts a few seconds: long enough for a test
 * to start a second one while the first is under way.
 */
const delayMs = Number(process.env.E2E_SOURCES_DELAY_MS ?? 0) || 0;

const sources = fixtureSources();

const server = await startLoopback(
  async (request): Promise<Reply> =>
    request.path === '/health' ? { headers: { 'content-type': 'text/plain' }, body: 'ok' } : { delayMs, ...(await sources.handler(request)) },
  { port },
);
console.log(`fontes de teste em ${server.origin}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
