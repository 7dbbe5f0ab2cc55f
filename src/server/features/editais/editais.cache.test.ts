import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { EditaisResponse } from '#shared/api/editais';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { createTestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEditais, createEdital, minutesAgo } from '#tests/factories';
import { addDays } from '#shared/editais/dates';
import { edital } from '#server/db/schema';
import { DEFAULT_REVALIDATE_MS } from '#server/lib/public-cache';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');
const TODAY = '2025-03-10';

const t = useNoticesTestApp({ now: NOW });

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const idsOf = async (res: Response) => ((await res.json()) as EditaisResponse).editais.map((e) => e.id);

describe.each(['/api/feed-publico', '/api/feed', '/api/feed-publico?uf=SP', '/api/feed?uf=sp'])(
  `public answer %s (${testDatabaseKind})`,
  (path) => {
    it('carries an ETag and public revalidation headers, and answers 304 to a matching If-None-Match', async () => {
      await createEdital(t.database.db, { inscricoesFim: TODAY });
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      if (path.startsWith('/api/feed?') || path === '/api/feed') expect(res.headers.get('vary')).toMatch(/cookie/i);
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

      const again = await t.request(path, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

      const other = await t.request(path, { headers: { 'If-None-Match': 'W/"outro"' } });
      expect(other.status).toBe(200);

      const head = await t.request(path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('etag')).toBe(etag);
      expect(await head.text()).toBe('');
    });

    it('sends the same JSON compressed with br or gzip when the client accepts it', async () => {
      await createEditais(t.database.db, 8, (i) => ({ inscricoesFim: addDays(TODAY, i), uf: 'SP' }));
      const plain = await t.request(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();

      // app.request hands back the raw bytes: decompress them by hand.
      const gz = await t.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toBe(text);

      const br = await t.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(text);
      expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    });
  },
);

describe(`public cache freshness (${testDatabaseKind})`, () => {
  it('serves the cached answer through the revalidation window, then sees a write of this instance', async () => {
    const db = t.database.db;
    const a = await createEdital(db, { inscricoesFim: TODAY });
    const first = await t.request('/api/feed-publico');
    expect(await idsOf(first)).toEqual([a.id]);

    const b = await createEdital(db, { inscricoesFim: addDays(TODAY, 1) });
    later(500);
    const cached = await t.request('/api/feed-publico');
    expect(await idsOf(cached)).toEqual([a.id]);
    expect(cached.headers.get('etag')).toBe(first.headers.get('etag'));

    // The collector writes the same way: the version stamp, read again after the window, changed.
    later(DEFAULT_REVALIDATE_MS);
    const fresh = await t.request('/api/feed-publico');
    expect(await idsOf(fresh)).toEqual([a.id, b.id]);
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
    // The client's old copy is no longer current.
    const revalidated = await t.request('/api/feed-publico', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(revalidated.status).toBe(200);
  });

  it('sees a write made by another instance after its revalidation window', async () => {
    const db = t.database.db;
    // Instance B: another app on the same database, with its own cache.
    const b = await createTestApp({}, { database: t.database });
    const a1 = await createEdital(db, { createdAt: minutesAgo(2), status: 'encerrado' });
    expect(await idsOf(await t.request('/api/feed'))).toEqual([a1.id]);
    expect(await idsOf(await b.request('/api/feed'))).toEqual([a1.id]);

    // Instance B's side writes (a direct database write, as B's collector would do).
    const a2 = await createEdital(db, { createdAt: minutesAgo(1), status: 'encerrado' });
    later(1000);
    expect(await idsOf(await t.request('/api/feed'))).toEqual([a1.id]);
    later(1100);
    expect(await idsOf(await t.request('/api/feed'))).toEqual([a2.id, a1.id]);

    // An update that only touches updated_at is seen too.
    const { eq, sql } = await import('drizzle-orm');
    await db.update(edital).set({ titulo: 'Título corrigido', updatedAt: sql`now()` }).where(eq(edital.id, a1.id));
    later(2100);
    const res = (await (await t.request('/api/feed')).json()) as EditaisResponse;
    expect(res.editais.find((e) => e.id === a1.id)?.titulo).toBe('Título corrigido');
  });

  it('recomputes deadline-dependent answers when the Brasília day changes', async () => {
    // 23:59:59 in Brasília on the 10th.
    vi.setSystemTime(Date.parse('2025-03-11T02:59:59.000Z'));
    const ultimoDia = await createEdital(t.database.db, { inscricoesFim: TODAY });
    const amanha = await createEdital(t.database.db, { inscricoesFim: addDays(TODAY, 1) });
    expect(await idsOf(await t.request('/api/feed-publico'))).toEqual([ultimoDia.id, amanha.id]);
    expect(await idsOf(await t.request('/api/feed'))).toEqual([ultimoDia.id, amanha.id]);

    // Two seconds later it is the 11th: well inside the window, nothing written, yet recomputed.
    later(1000);
    expect(await idsOf(await t.request('/api/feed-publico'))).toEqual([amanha.id]);
    expect(await idsOf(await t.request('/api/feed'))).toEqual([amanha.id]);
  });

  it('keeps one answer per UF', async () => {
    const db = t.database.db;
    const sp = await createEdital(db, { uf: 'SP', inscricoesFim: TODAY });
    const rj = await createEdital(db, { uf: 'RJ', inscricoesFim: TODAY });
    expect(await idsOf(await t.request('/api/feed-publico?uf=SP'))).toEqual([sp.id]);
    expect(await idsOf(await t.request('/api/feed-publico?uf=RJ'))).toEqual([rj.id]);
    expect((await idsOf(await t.request('/api/feed-publico'))).sort()).toEqual([sp.id, rj.id].sort());
  });
});
