import { createServer } from 'node:http';
import { fixtureSources } from '../../src/server/collector/testing/fixture-sources';
import type { RecordedRequest, Reply } from '../../src/server/collector/testing/loopback';

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

async function reply(request: RecordedRequest): Promise<Reply> {
  if (request.path === '/health') return { headers: { 'content-type': 'text/plain' }, body: 'ok' };
  const answer = { delayMs, ...(await sources.handler(request)) };
  // As startLoopback does: an empty answer for robots.txt means there is none (no restrictions).
  if (request.path === '/robots.txt' && answer.status === undefined && answer.body === undefined) {
    return { status: 404, body: 'not found', delayMs };
  }
  return answer;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    reply(request)
      .catch((error: unknown): Reply => ({ status: 500, body: String(error) }))
      .then(async (answer) => {
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, answer.headers ?? {});
        res.end(answer.body ?? '');
      })
      .catch(() => res.destroy());
  });
});

server.listen(port, '127.0.0.1', () => {
  console.log(`fontes de teste em http://127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
