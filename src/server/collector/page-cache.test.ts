import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-db';
import { paginaCache } from '../db/schema';
import { createFetcher } from './fetch';
import { drizzlePageCache, emptyTally, failureReason, fetchPage, memoryPageCache, sha256Hex, tallyPage, type PageCache } from './page-cache';
import { HTML_UTF8, startLoopback, type Handler, type Loopback } from './testing/loopback';

let server: Loopback | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const fetcher = () => createFetcher({ timeoutMs: 1_000, retries: 0, backoffMs: 1 });

/**
 * A page with validators: answers 304 when If-None-Match or If-Modified-Since matches the current
 * version, the page otherwise. `version.body` can be changed by the test.
 */
function conditionalPage(version: { body: string; etag: string | null; lastModified: string | null }): Handler {
  return (req) => {
    if (req.path === '/robots.txt') return {};
    const etagMatches = version.etag !== null && req.headers['if-none-match'] === version.etag;
    const dateMatches = version.lastModified !== null && req.headers['if-modified-since'] === version.lastModified;
    if (etagMatches || dateMatches) return { status: 304 };
    const headers: Record<string, string> = { ...HTML_UTF8 };
    if (version.etag) headers.etag = version.etag;
    if (version.lastModified) headers['last-modified'] = version.lastModified;
    return { headers, body: version.body };
  };
}

describe('fetchPage', () => {
  it("novo, then 304 'nao_modificado' with the cached body, then 'alterado' when the page changes", async () => {
    const version = { body: '<p>Inscrições até 21/10</p>', etag: '"v1"', lastModified: null };
    server = await startLoopback(conditionalPage(version));
    const cache = memoryPageCache();
    const f = fetcher();
    const url = `${server.origin}/noticias/sefaz`;

    const first = await fetchPage(f, cache, url);
    expect(first).toMatchObject({ ok: true, outcome: 'novo', http: 200, body: version.body, sha256: sha256Hex(version.body) });
    expect(cache.entries.get(url)).toMatchObject({ etag: '"v1"', status: 200, body: version.body });

    const second = await fetchPage(f, cache, url);
    expect(second).toMatchObject({ ok: true, outcome: 'nao_modificado', http: 304, body: version.body });
    expect(server.pageRequests()[1]!.headers['if-none-match']).toBe('"v1"');

    version.body = '<p>Inscrições prorrogadas até 30/10</p>';
    version.etag = '"v2"';
    const third = await fetchPage(f, cache, url);
    expect(third).toMatchObject({ ok: true, outcome: 'alterado', http: 200, body: version.body });
    expect(cache.entries.get(url)?.etag).toBe('"v2"');
  });

  it('sends If-Modified-Since when the page only had Last-Modified', async () => {
    const version = { body: 'ok', etag: null, lastModified: 'Wed, 16 Sep 2026 12:00:00 GMT' };
    server = await startLoopback(conditionalPage(version));
    const cache = memoryPageCache();
    const url = `${server.origin}/a`;
    await fetchPage(fetcher(), cache, url);
    const again = await fetchPage(fetcher(), cache, url);
    expect(again).toMatchObject({ ok: true, http: 304, outcome: 'nao_modificado', body: 'ok' });
    expect(server.pageRequests()[1]!.headers['if-modified-since']).toBe(version.lastModified);
    expect(server.pageRequests()[1]!.headers['if-none-match']).toBeUndefined();
  });

  it('a site without validators answers 200 each time: the same body counts as unchanged', async () => {
    server = await startLoopback(() => ({ headers: HTML_UTF8, body: 'sempre igual' }));
    const cache = memoryPageCache();
    const url = `${server.origin}/b`;
    await fetchPage(fetcher(), cache, url);
    expect(await fetchPage(fetcher(), cache, url)).toMatchObject({ ok: true, http: 200, outcome: 'nao_modificado' });
    expect(server.pageRequests()[1]!.headers['if-none-match']).toBeUndefined();
  });

  it('reports a failure with its reason instead of throwing, and caches nothing', async () => {
    server = await startLoopback((req) => (req.path === '/robots.txt' ? {} : { status: 404, body: 'não encontrado' }));
    const cache = memoryPageCache();
    const url = `${server.origin}/sumiu`;
    const page = await fetchPage(fetcher(), cache, url);
    expect(page).toMatchObject({ ok: false, outcome: 'erro', url, motivo: `HTTP 404 em ${url}` });
    expect(cache.entries.size).toBe(0);
    const tally = emptyTally();
    tallyPage(tally, page);
    expect(tally).toEqual({ buscadas: 0, nao_modificadas: 0, puladas: 0, falhas: [{ url, motivo: `HTTP 404 em ${url}` }] });
  });

  it('a body with NUL bytes (garbage) is stored and parsed with U+FFFD in their place', async () => {
    server = await startLoopback(() => ({ headers: HTML_UTF8, body: Buffer.from([0x3c, 0x70, 0x00, 0x3e, 0x00]) }));
    const cache = memoryPageCache();
    const page = await fetchPage(fetcher(), cache, `${server.origin}/lixo`);
    expect(page).toMatchObject({ ok: true, body: '<p\uFFFD>\uFFFD' });
    expect(cache.entries.get(`${server.origin}/lixo`)?.body).not.toContain('\u0000');
  });

  it('a cache that fails is as if it were empty: the page is still read', async () => {
    server = await startLoopback(() => ({ headers: HTML_UTF8, body: 'ok' }));
    const broken: PageCache = {
      get: () => Promise.reject(new Error('banco fora do ar')),
      getMany: () => Promise.reject(new Error('banco fora do ar')),
      put: () => Promise.reject(new Error('banco fora do ar')),
      touch: () => Promise.reject(new Error('banco fora do ar')),
    };
    expect(await fetchPage(fetcher(), broken, `${server.origin}/e`)).toMatchObject({ ok: true, outcome: 'novo', body: 'ok' });
  });

  it('keeps a failure reason to one clean line of at most 300 characters', () => {
    expect(failureReason(new Error('linha 1\nlinha\u0000 2'))).toBe('linha 1 linha 2');
    expect(failureReason(new Error('x'.repeat(1000)))).toHaveLength(300);
  });

  it('works without a cache (a plain GET)', async () => {
    server = await startLoopback(() => ({ headers: HTML_UTF8, body: 'x' }));
    expect(await fetchPage(fetcher(), null, `${server.origin}/c`)).toMatchObject({ ok: true, outcome: 'novo', http: 200 });
  });

  it('an aborted run still throws', async () => {
    server = await startLoopback(() => ({ body: 'x', delayMs: 500 }));
    const controller = new AbortController();
    const pending = fetchPage(fetcher(), memoryPageCache(), `${server.origin}/d`, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

describe('drizzlePageCache (pagina_cache)', () => {
  let database: TestDatabase;
  let cache: PageCache;
  beforeAll(async () => {
    database = await createTestDatabase();
    cache = drizzlePageCache(database.db);
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('stores, replaces, reads one or many, and touches a page', async () => {
    const entry = { status: 200, etag: '"a"', lastModified: null, contentType: 'text/html', body: '<p>um</p>', sha256: sha256Hex('<p>um</p>') };
    await cache.put('https://www.pciconcursos.com.br/noticias/um', entry);
    await cache.put('https://www.pciconcursos.com.br/noticias/dois', { ...entry, etag: '"b"', body: 'dois', sha256: sha256Hex('dois') });
    expect(await cache.get('https://www.pciconcursos.com.br/noticias/um')).toEqual(entry);
    expect(await cache.get('https://www.pciconcursos.com.br/noticias/tres')).toBeNull();

    await cache.put('https://www.pciconcursos.com.br/noticias/um', { ...entry, etag: '"a2"', body: 'novo', sha256: sha256Hex('novo') });
    const many = await cache.getMany([
      'https://www.pciconcursos.com.br/noticias/um',
      'https://www.pciconcursos.com.br/noticias/dois',
      'https://www.pciconcursos.com.br/noticias/tres',
    ]);
    expect([...many.keys()].sort()).toEqual(['https://www.pciconcursos.com.br/noticias/dois', 'https://www.pciconcursos.com.br/noticias/um']);
    expect(many.get('https://www.pciconcursos.com.br/noticias/um')).toMatchObject({ etag: '"a2"', body: 'novo' });

    const [before] = await database.db.select().from(paginaCache).where(eq(paginaCache.url, 'https://www.pciconcursos.com.br/noticias/dois'));
    await new Promise((r) => setTimeout(r, 5));
    await cache.touch('https://www.pciconcursos.com.br/noticias/dois');
    const [after] = await database.db.select().from(paginaCache).where(eq(paginaCache.url, 'https://www.pciconcursos.com.br/noticias/dois'));
    expect(after!.verificadoEm > before!.verificadoEm).toBe(true);
    expect(after!.buscadoEm).toBe(before!.buscadoEm);
  });

  it('serves a conditional request end to end', async () => {
    const version = { body: '<p>edital</p>', etag: '"e1"', lastModified: 'Thu, 01 Oct 2026 10:00:00 GMT' };
    server = await startLoopback(conditionalPage(version));
    const url = `${server.origin}/noticias/edital`;
    expect(await fetchPage(fetcher(), cache, url)).toMatchObject({ outcome: 'novo', http: 200 });
    expect(await fetchPage(fetcher(), cache, url)).toMatchObject({ outcome: 'nao_modificado', http: 304, body: '<p>edital</p>' });
    const sent = server.pageRequests()[1]!.headers;
    expect(sent['if-none-match']).toBe('"e1"');
    expect(sent['if-modified-since']).toBe(version.lastModified);
  });
});
