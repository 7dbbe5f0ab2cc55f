import { fixture, fixtureText, HTML_UTF8, JSON_UTF8, type Handler, type RecordedRequest, type Reply } from './loopback';
import type { Candidate, SourceAdapter } from '../types';

/**
 * All four sources at once, from the saved fixtures, on one loopback server: PCI's MCP endpoint at
 * /pci/mcp, its HTML listing at /pci/concursos/, JC at /jc/…, Querido Diário at /qd/gazettes with
 * its editions' texts at /qd-data/… (the gazettes' `txt_url`, on Querido Diário's data host in the
 * fixture, point there: an edition the fixtures hold is served, the others answer 404).
 * `overrides` replace the answer of a path (a failing source, a changed notice, a slow reply).
 */
export interface FixtureSources {
  handler: Handler;
  /** Answer `path` with `reply` from now on (null restores the fixture). */
  override(path: string, reply: Reply | null): void;
}

/** A JSON-RPC reply whose result.content[0].text carries `payload` as a JSON string, as PCI's MCP answers. */
export function mcpReply(payload: string, id = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: payload }] } });
}

export const PCI_LISTAR_FIXTURE = 'pci-mcp/listar-concursos.json';

/** Where the fixture gazettes' texts live on Querido Diário, and where the fixture server serves them. */
const QD_DATA = 'https://data.queridodiario.ok.org.br/';
const QD_DATA_PATH = '/qd-data/';

/** The editions the fixtures hold, by '<IBGE code>/<date>' (the start of their path on the data host). */
const QD_EDITIONS: Record<string, string> = {
  '2312908/2026-09-29': 'querido-diario/edicoes/aprece-2026-09-29.txt',
};

/** The gazettes' answer with its data host's addresses moved to the server that answers (its Host header). */
function gazettesHere(host: string | undefined): Reply {
  const body = fixtureText('querido-diario/gazettes.json').replaceAll(QD_DATA, `http://${host ?? '127.0.0.1'}${QD_DATA_PATH}`);
  return { headers: JSON_UTF8, body };
}

/** An edition's text ('/qd-data/2312908/2026-09-29/<hash>.txt'), or 404 when the fixtures hold none. */
function editionText(path: string): Reply {
  const [ibge, date] = path.slice(QD_DATA_PATH.length).split('/');
  const file = QD_EDITIONS[`${ibge}/${date}`];
  return file && path.endsWith('.txt') ? { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: fixture(file) } : { status: 404, body: 'not found' };
}

export function fixtureSources(): FixtureSources {
  const overrides = new Map<string, Reply>();
  const routes: Record<string, (req: RecordedRequest) => Reply> = {
    '/pci/mcp': () => ({ headers: JSON_UTF8, body: mcpReply(fixtureText(PCI_LISTAR_FIXTURE)) }),
    '/pci/concursos/': () => ({ headers: HTML_UTF8, body: fixture('pci-html/concursos.html') }),
    '/jc/concursos/previstos': () => ({ headers: HTML_UTF8, body: fixture('jc/previstos.html') }),
    '/jc/concursos/autorizados': () => ({ headers: HTML_UTF8, body: fixture('jc/autorizados.html') }),
    '/qd/gazettes': (req) => gazettesHere(req.headers.host),
  };
  return {
    handler: (req) => {
      const override = overrides.get(req.path);
      if (override) return override;
      const route = routes[req.path];
      if (route) return route(req);
      if (req.path.startsWith(QD_DATA_PATH)) return editionText(req.path);
      return req.path === '/robots.txt' ? {} : { status: 404, body: 'not found' };
    },
    override(path, reply) {
      if (reply) overrides.set(path, reply);
      else overrides.delete(path);
    },
  };
}

/** The SOURCE_* settings that point the collector at a fixture server on `origin`. */
export function fixtureSourceEnv(origin: string): Record<string, string> {
  return {
    SOURCE_PCI_URL: `${origin}/pci/mcp`,
    SOURCE_PCI_HTML_URL: `${origin}/pci/concursos/`,
    SOURCE_JC_URL: `${origin}/jc`,
    SOURCE_QUERIDO_DIARIO_URL: `${origin}/qd`,
    // The saved pages link to real agencies' PDFs: the collector reaches the fixture server only.
    COLLECTOR_ALLOWED_HOSTS: new URL(origin).hostname,
  };
}

/** A source whose next run hands over whatever the test put in `next` (no network at all). */
export function scriptedSource(name = 'fonte-teste'): { source: SourceAdapter; next: Candidate[] } {
  const scripted = { next: [] as Candidate[], source: null as unknown as SourceAdapter };
  scripted.source = { name, fetchCandidates: async () => ({ candidates: scripted.next, errors: [], warnings: [], skipped: 0 }) };
  return scripted;
}
