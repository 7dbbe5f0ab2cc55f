import { describe, expect, it } from 'vitest';
import { UFS } from '#shared/ufs';
import { TEST_ORIGIN } from '#tests/helpers/test-app';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEditais, createEdital } from '#tests/factories';
import { parseRobotsTxt } from '#server/collector/robots';
import { discoveryRoutes } from './discovery.routes';
import { buildRobotsTxt, buildSitemap, buildSitemapPart, escapeXml, staticSitemapPaths } from './discovery.service';
import { parseXml, texts } from './testing/xml';

// A fresh app per test on one database emptied of notices: no test sees another's cached answers.
const t = useNoticesTestApp();

const STATIC_URLS = [
  `${TEST_ORIGIN}/`,
  `${TEST_ORIGIN}/feed`,
  `${TEST_ORIGIN}/explorar`,
  ...UFS.map((uf) => `${TEST_ORIGIN}/concursos/${uf.toLowerCase()}`),
  `${TEST_ORIGIN}/sobre`,
  `${TEST_ORIGIN}/planos`,
  `${TEST_ORIGIN}/termos`,
  `${TEST_ORIGIN}/privacidade`,
  `${TEST_ORIGIN}/contato`,
];

describe('GET /robots.txt', () => {
  it('opens the public site, closes the private pages and the API, and names the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
    const body = await res.text();
    expect(body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml\n`);

    // Read as a crawler reads it (RFC 9309), with the collector's own parser.
    const robots = parseRobotsTxt(body);
    for (const open of ['/', '/feed', '/explorar?q=prefeitura', '/edital/12', '/concursos/sp', '/sobre', '/contato', '/rss.xml', '/og/edital/1.png']) {
      expect(robots.isAllowed(open, 'Googlebot'), open).toBe(true);
    }
    for (const closed of ['/api/editais', '/api/', '/meus-concursos', '/conta', '/conta/', '/admin', '/auth', '/auth?modo=cadastro', '/redefinir-senha?token=x', '/cancelar-alertas?token=x']) {
      expect(robots.isAllowed(closed, 'Googlebot'), closed).toBe(false);
    }
  });

  it('builds the Sitemap line from PUBLIC_URL', () => {
    expect(buildRobotsTxt('https://mci.exemplo.com.br')).toMatch(/^Sitemap: https:\/\/mci\.exemplo\.com\.br\/sitemap\.xml$/m);
  });
});

describe(`GET /sitemap.xml (${testDatabaseKind})`, () => {
  it('lists the home, feed, search, the 27 states, the institutional pages and every notice with its lastmod', async () => {
    const db = t.database.db;
    const a = await createEdital(db, { updatedAt: '2025-03-10T12:34:56.789Z' });
    const b = await createEdital(db, { titulo: 'Título com <tags> & "aspas" e \'apóstrofos\'', updatedAt: '2024-12-31T23:00:00.000Z' });

    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = parseXml(await res.text());
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts(doc, 'loc')).toEqual([...STATIC_URLS, `${TEST_ORIGIN}/edital/${a.id}`, `${TEST_ORIGIN}/edital/${b.id}`]);
    const urls = Array.from(doc.getElementsByTagName('url'));
    const lastmodOf = (loc: string) =>
      urls.find((u) => u.getElementsByTagName('loc')[0]?.textContent === loc)?.getElementsByTagName('lastmod')[0]?.textContent;
    expect(lastmodOf(`${TEST_ORIGIN}/edital/${a.id}`)).toBe('2025-03-10T12:34:56Z');
    expect(lastmodOf(`${TEST_ORIGIN}/edital/${b.id}`)).toBe('2024-12-31T23:00:00Z');
    expect(lastmodOf(`${TEST_ORIGIN}/`)).toBeUndefined();
  });

  it('answers 304 to a client that holds the same sitemap', async () => {
    await createEdital(t.database.db);
    const first = await t.request('/sitemap.xml');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const again = await t.request('/sitemap.xml', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    await createEdital(t.database.db);
    expect((await t.request('/sitemap.xml', { headers: { 'If-None-Match': etag! } })).status).toBe(200);
  });

  it('escapes the site address in every <loc>', async () => {
    await createEdital(t.database.db);
    const publicUrl = `https://mci.exemplo.com.br/a&b<c>"d'e`;
    const doc = parseXml(await buildSitemap(t.database.db, { publicUrl }));
    const locs = texts(doc, 'loc');
    expect(locs[0]).toBe(`${publicUrl}/`);
    expect(locs.every((loc) => loc.startsWith(publicUrl))).toBe(true);
  });

  it('has no parts while it is one file: /sitemaps/{n}.xml is 404, never 500', async () => {
    for (const path of ['/sitemaps/1.xml', '/sitemaps/0.xml', '/sitemaps/abc.xml', '/sitemaps/01.xml', '/sitemaps/99999999999999.xml', '/sitemaps/1.xml.gz']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Sitemap não encontrado' } });
    }
  });
});

describe(`sitemap index above the limit (${testDatabaseKind})`, () => {
  const LIMIT = 20;

  it('turns /sitemap.xml into an index of parts of at most `limit` URLs that together list everything once', async () => {
    const db = t.database.db;
    const notices = await createEditais(db, 15);
    const all = [...STATIC_URLS, ...notices.map((n) => `${TEST_ORIGIN}/edital/${n.id}`).sort((x, y) => Number(x.split('/').pop()) - Number(y.split('/').pop()))];
    expect(all).toHaveLength(staticSitemapPaths().length + 15);

    const router = discoveryRoutes({ database: t.database, env: t.env }, { sitemapLimit: LIMIT });
    const res = await router.request(`${TEST_ORIGIN}/sitemap.xml`);
    expect(res.status).toBe(200);
    const index = parseXml(await res.text());
    expect(index.documentElement.tagName).toBe('sitemapindex');
    const parts = texts(index, 'loc');
    expect(parts).toEqual([1, 2, 3].map((n) => `${TEST_ORIGIN}/sitemaps/${n}.xml`));

    const listed: string[] = [];
    for (const part of parts) {
      const partRes = await router.request(part);
      expect(partRes.status, part).toBe(200);
      expect(partRes.headers.get('content-type')).toMatch(/^application\/xml/);
      const doc = parseXml(await partRes.text());
      expect(doc.documentElement.tagName).toBe('urlset');
      const locs = texts(doc, 'loc');
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(LIMIT);
      listed.push(...locs);
    }
    expect(listed).toEqual(all);

    // Read in slices of 4 rows, the parts are the same.
    for (let i = 0; i < parts.length; i++) {
      const sliced = parseXml((await buildSitemapPart(db, { publicUrl: TEST_ORIGIN, limit: LIMIT, slice: 4, part: i + 1 }))!);
      expect(texts(sliced, 'loc')).toEqual(all.slice(i * LIMIT, (i + 1) * LIMIT));
    }
    const whole = parseXml(await buildSitemap(db, { publicUrl: TEST_ORIGIN, slice: 4 }));
    expect(texts(whole, 'loc')).toEqual(all);
    expect(await buildSitemapPart(db, { publicUrl: TEST_ORIGIN, limit: LIMIT, part: 4 })).toBeNull();
    expect(await buildSitemapPart(db, { publicUrl: TEST_ORIGIN, limit: LIMIT, part: 0 })).toBeNull();
  });

  it('stays one urlset at exactly the limit, and becomes an index one URL above it', async () => {
    const limit = staticSitemapPaths().length + 3;
    await createEditais(t.database.db, 3);
    const doc = parseXml(await buildSitemap(t.database.db, { publicUrl: TEST_ORIGIN, limit }));
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(texts(doc, 'loc')).toHaveLength(limit);
    await createEdital(t.database.db);
    const index = parseXml(await buildSitemap(t.database.db, { publicUrl: TEST_ORIGIN, limit }));
    expect(index.documentElement.tagName).toBe('sitemapindex');
    expect(texts(index, 'loc')).toEqual([`${TEST_ORIGIN}/sitemaps/1.xml`, `${TEST_ORIGIN}/sitemaps/2.xml`]);
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and drops what XML 1.0 forbids', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(escapeXml('x\u0000y\u0008z\uFFFE\uD800w')).toBe('xyzw');
    expect(escapeXml('São Paulo – 🎉\t\n')).toBe('São Paulo – 🎉\t\n');
  });
});
