import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/entry-server';
import { signedInClient } from '#tests/helpers/auth-client';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { expectNoInlineCode, readPage } from '#tests/helpers/pages';
import type { TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEdital } from '#tests/factories';
import { NO_CLIENT_ASSETS } from '#shared/ssr';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const t = useNoticesTestApp({ now: NOW, renderPage });

describe(`server-rendered landing page (${testDatabaseKind})`, () => {
  it('arrives complete: hero, carousels with the notices, head for crawlers and previews, no inline code', async () => {
    const db = t.database.db;
    await createEdital(db, { titulo: 'Prefeitura de Campinas 2026', uf: 'SP', inscricoesFim: '2026-03-12' });
    await createEdital(db, { titulo: 'TJ-MG Analista', uf: 'MG', status: 'autorizado' });

    const page = await readPage(await t.request('/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.document.title).toBe('MCI — Seu futuro começa aqui');
    expect(page.document.querySelector('h1')?.textContent).toBe('Encontre o concurso certo e comece hoje a construir o seu futuro');

    const abertos = page.document.querySelector('[aria-roledescription="carrossel"]');
    expect(abertos?.textContent).toContain('Prefeitura de Campinas 2026');
    // The deadline badge is computed for the server's Brasília day (2 days left).
    expect(abertos?.querySelector('[data-tone]')?.textContent).toMatch(/2 dias/);
    expect(page.mainText()).toContain('TJ-MG Analista');

    expect(page.links('canonical')).toEqual(['http://localhost:3000/']);
    expect(page.meta('og:url')).toBe('http://localhost:3000/');
    expect(page.meta('og:locale')).toBe('pt_BR');
    expect(page.meta('og:image')).toBe('http://localhost:3000/og/default.png');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('description')).toMatch(/concursos públicos/);
    expect(page.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml');

    const [website] = page.jsonLd();
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      url: 'http://localhost:3000/',
      potentialAction: { '@type': 'SearchAction', target: 'http://localhost:3000/explorar?q={search_term_string}' },
    });
    expectNoInlineCode(page);

    // The browser hydrates from the same data: the session (none) and the carousels' answer.
    const state = page.state()!;
    expect(state.day).toBe('2026-03-10');
    // Brasília's offset then: the browser finds its own day by arithmetic, without a time-zone formatter.
    expect(state.utcOffset).toBe(-180);
    const keys = state.queries.queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(['auth', 'session']);
    expect(keys).toContainEqual(['editais', 'feed-publico', null]);
  });

  it('?uf= renders the chosen state\'s carousels', async () => {
    await createEdital(t.database.db, { titulo: 'Prefeitura de Campinas 2026', uf: 'SP' });
    await createEdital(t.database.db, { titulo: 'TJ-MG Analista', uf: 'MG' });
    const page = await readPage(await t.request('/?uf=mg'));
    expect(page.mainText()).toContain('TJ-MG Analista');
    expect(page.mainText()).not.toContain('Prefeitura de Campinas 2026');
    expect(page.document.querySelector('[aria-pressed="true"]')?.textContent).toContain('MG');
  });

  it('a signed-in visitor is sent to /feed before anything is drawn', async () => {
    const { client } = await signedInClient(t as unknown as TestApp);
    const res = await client.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/feed');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe(`landing page when the feed fails on the server (${testDatabaseKind})`, () => {
  it('is still the page, with empty carousels, and the failure travels to the browser (which logs it)', async () => {
    const fetchApi = async (request: Request) =>
      new URL(request.url).pathname === '/api/feed-publico'
        ? Response.json({ error: { code: 'INTERNAL', message: 'Erro interno' } }, { status: 500 })
        : t.app.fetch(request);
    const result = await renderPage({ url: '/', cookie: undefined, origin: 'http://localhost:3000', assets: NO_CLIENT_ASSETS, fetchApi });
    expect(result).toMatchObject({ kind: 'page', status: 200 });
    const page = await readPage(new Response(result.kind === 'page' ? result.html : ''));
    expect(page.mainText()).toContain('Nenhum concurso com inscrições abertas no momento.');
    expect(page.mainText()).not.toContain('Erro interno');
    const feed = page.state()!.queries.queries.find((q) => q.queryKey[1] === 'feed-publico');
    expect(feed?.state).toMatchObject({ status: 'error', error: { status: 500, code: 'INTERNAL' } });
  });
});
