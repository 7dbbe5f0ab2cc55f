import { afterEach, describe, expect, it } from 'vitest';
import { createFetcher } from '../fetch';
import { FIXTURE_TODAY, fixture, fixtureText, HTML_UTF8, JSON_UTF8, startLoopback, type Loopback } from '../testing/loopback';
import { configuredSources } from './index';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const rpc = (payload: string) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: payload }] } });

describe('configuredSources', () => {
  it('has the three sites by default, each with its real address', () => {
    expect(configuredSources({}).map((s) => s.name)).toEqual(['pci', 'jc', 'querido-diario']);
  });

  it("leaves out a source set to 'off'", () => {
    expect(configuredSources({ SOURCE_JC_URL: 'off', SOURCE_QUERIDO_DIARIO_URL: 'off' }).map((s) => s.name)).toEqual(['pci']);
    expect(configuredSources({ SOURCE_PCI_URL: 'off' }).map((s) => s.name)).toEqual(['pci-html', 'jc', 'querido-diario']);
    expect(configuredSources({ SOURCE_PCI_HTML_URL: 'off' }).map((s) => s.name)).toEqual(['pci-mcp', 'jc', 'querido-diario']);
    expect(configuredSources({ SOURCE_PCI_URL: 'off', SOURCE_PCI_HTML_URL: 'off', SOURCE_JC_URL: 'off', SOURCE_QUERIDO_DIARIO_URL: 'off' })).toEqual([]);
  });

  it('reads PCI through the MCP and leaves the HTML listing alone when it works', async () => {
    server = await startLoopback((req) =>
      req.path === '/mcp' ? { headers: JSON_UTF8, body: rpc(fixtureText('pci-mcp/listar-concursos.json')) } : req.path === '/concursos/' ? { headers: HTML_UTF8, body: fixture('pci-html/concursos.html') } : {},
    );
    const [pci] = configuredSources({ SOURCE_PCI_URL: `${server.origin}/mcp`, SOURCE_PCI_HTML_URL: `${server.origin}/concursos/` });
    const result = await pci!.fetchCandidates({ fetcher: createFetcher({ retries: 0 }), today: FIXTURE_TODAY });
    expect(result.candidates).toHaveLength(7);
    expect(result.candidates.every((c) => c.extracao === 'estruturado')).toBe(true);
    expect(server.pageRequests().map((r) => r.path)).toEqual(['/mcp']);
  });

  it('falls back to the HTML listing when the MCP fails, and says why', async () => {
    server = await startLoopback((req) =>
      req.path === '/mcp' ? { status: 503 } : req.path === '/concursos/' ? { headers: HTML_UTF8, body: fixture('pci-html/concursos.html') } : {},
    );
    const [pci] = configuredSources({ SOURCE_PCI_URL: `${server.origin}/mcp`, SOURCE_PCI_HTML_URL: `${server.origin}/concursos/` });
    const result = await pci!.fetchCandidates({ fetcher: createFetcher({ retries: 0 }), today: FIXTURE_TODAY });
    expect(result.candidates).toHaveLength(7);
    expect(result.warnings[0]).toEqual({
      item: 'pci-mcp',
      message: `pci-mcp falhou (HTTP 503 em ${server.origin}/mcp); usada a fonte pci-html`,
    });
  });

  it('fails when both PCI readings fail', async () => {
    server = await startLoopback((req) => (req.path === '/robots.txt' ? {} : { status: 503 }));
    const [pci] = configuredSources({ SOURCE_PCI_URL: `${server.origin}/mcp`, SOURCE_PCI_HTML_URL: `${server.origin}/concursos/` });
    await expect(pci!.fetchCandidates({ fetcher: createFetcher({ retries: 0 }), today: FIXTURE_TODAY })).rejects.toThrow(
      `HTTP 503 em ${server.origin}/concursos/`,
    );
  });
});
