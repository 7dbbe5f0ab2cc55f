import { fixture, fixtureText, HTML_UTF8, JSON_UTF8, type Handler, type Reply } from './loopback';
import type { Candidate, SourceAdapter } from '../types';

/**
 * All four sources at once, from the saved fixtures, on one loopback server: PCI's MCP endpoint at
 * /pci/mcp, its HTML listing at /pci/concursos/, JC at /jc/…, Querido Diário at /qd/gazettes.
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

export function fixtureSources(): FixtureSources {
  const overrides = new Map<string, Reply>();
  const routes: Record<string, () => Reply> = {
    '/pci/mcp': () => ({ headers: JSON_UTF8, body: mcpReply(fixtureText(PCI_LISTAR_FIXTURE)) }),
    '/pci/concursos/': () => ({ headers: HTML_UTF8, body: fixture('pci-html/concursos.html') }),
    '/jc/concursos/previstos': () => ({ headers: HTML_UTF8, body: fixture('jc/previstos.html') }),
    '/jc/concursos/autorizados': () => ({ headers: HTML_UTF8, body: fixture('jc/autorizados.html') }),
    '/qd/gazettes': () => ({ headers: JSON_UTF8, body: fixture('querido-diario/gazettes.json') }),
  };
  return {
    handler: (req) => {
      const override = overrides.get(req.path);
      if (override) return override;
      const route = routes[req.path];
      if (route) return route();
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
