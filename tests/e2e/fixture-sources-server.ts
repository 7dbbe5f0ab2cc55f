import { fixtureSources } from '#server/collector/testing/fixture-sources';
import { fixture, HTML_UTF8, startLoopback, type Reply } from '#server/collector/testing/loopback';

/**
 * The collector's sources for the browser tests: PCI, JC and Querido Diário answered from the saved
 * fixtures (tests/fixtures/collector) on 127.0.0.1:E2E_SOURCES_PORT, so the app under test never
 * reaches the internet. The notices' own pages are served too: JC's at /concurso/<slug>
 * (jc-detalhe/), PCI's at /noticias/<slug> (pci-noticia/; only links relative to the listing reach
 * them, PCI's absolute links point at its real site and are not followed). Started by
 * playwright.config.ts, which waits for /health.
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

const DETAIL_PAGES: [RegExp, string][] = [
  [/^\/concurso\/([a-z0-9-]+)$/, 'jc-detalhe'],
  [/^\/noticias\/([a-z0-9-]+)$/, 'pci-noticia'],
];

/** A notice's own page from its fixture, or null when there is none (the source answers 404). */
function detailPage(path: string): Reply | null {
  for (const [route, dir] of DETAIL_PAGES) {
    const slug = route.exec(path)?.[1];
    if (!slug) continue;
    try {
      return { headers: HTML_UTF8, body: fixture(`${dir}/${slug}.html`) };
    } catch {
      return null;
    }
  }
  return null;
}

const server = await startLoopback(
  async (request): Promise<Reply> =>
    request.path === '/health'
      ? { headers: { 'content-type': 'text/plain' }, body: 'ok' }
      : (detailPage(request.path) ?? { delayMs, ...(await sources.handler(request)) }),
  { port },
);
console.log(`fontes de teste em ${server.origin}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
