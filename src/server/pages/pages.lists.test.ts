import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/entry-server';
import { signedInClient } from '#tests/helpers/auth-client';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { expectNoInlineCode, readPage } from '#tests/helpers/pages';
import type { TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEdital } from '#tests/factories';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const t = useNoticesTestApp({ now: NOW, renderPage });

function cardTitles(page: Awaited<ReturnType<typeof readPage>>): string[] {
  return [...page.document.querySelectorAll('main article h2, main article h3')].map((h) => h.textContent ?? '');
}

describe(`server-rendered lists (${testDatabaseKind})`, () => {
  it('/feed: the visitor feed, open notices by deadline first', async () => {
    await createEdital(t.database.db, { titulo: 'Prazo longo', inscricoesFim: '2026-04-30' });
    await createEdital(t.database.db, { titulo: 'Prazo curto', inscricoesFim: '2026-03-12' });
    const page = await readPage(await t.request('/feed'));
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Seu Feed de Concursos — MCI');
    expect(cardTitles(page).slice(0, 2)).toEqual(['Prazo curto', 'Prazo longo']);
    expect(page.links('canonical')).toEqual(['http://localhost:3000/feed']);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expectNoInlineCode(page);
  });

  it('/feed for a session: the personal feed, private, never cached, out of search engines', async () => {
    const e = await createEdital(t.database.db, { titulo: 'Concurso que ela escondeu' });
    await createEdital(t.database.db, { titulo: 'Concurso visível' });
    const { client } = await signedInClient(t as unknown as TestApp);
    expect((await client.request(`/api/me/editais/${e.id}/status`, { method: 'PUT', json: { status: 'oculto', origin: 'feed' } })).status).toBeLessThan(300);
    const page = await readPage(await client.request('/feed'));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.meta('robots')).toBe('noindex');
    expect(cardTitles(page)).toContain('Concurso visível');
    expect(cardTitles(page)).not.toContain('Concurso que ela escondeu');
    expect(page.document.querySelector('header')?.textContent).toContain('Sair');
  });

  it('/explorar?q=&uf=: the results of the query in the address, accents and case ignored', async () => {
    await createEdital(t.database.db, { titulo: 'Prefeitura de São José', uf: 'SC' });
    await createEdital(t.database.db, { titulo: 'Prefeitura de Curitiba', uf: 'PR' });
    await createEdital(t.database.db, { titulo: 'Tribunal de Justiça', uf: 'SC' });
    const page = await readPage(await t.request('/explorar?q=PREFEITURA%20de%20sao&uf=sc'));
    expect(page.status).toBe(200);
    expect(cardTitles(page)).toEqual(['Prefeitura de São José']);
    const form = page.document.querySelector('form[role="search"]')!;
    expect((form.querySelector('input[name="q"]') as HTMLInputElement).value).toBe('PREFEITURA de sao');
    expectNoInlineCode(page);
  });

  it('/explorar with markup in the query shows it as text and runs nothing', async () => {
    const res = await t.request(`/explorar?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    const page = await readPage(res);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect((page.document.querySelector('input[name="q"]') as HTMLInputElement).value).toBe('<script>alert(1)</script>');
    expect(page.mainText()).toContain('Nenhum concurso encontrado com os filtros selecionados.');
    expectNoInlineCode(page);
  });

  it('/explorar with an unknown state or an overlong text still answers the page, never a 500', async () => {
    for (const query of ['?uf=ZZ', `?q=${'a'.repeat(500)}`, '?q=%E0%A4%A', '?uf=sp&uf=rj']) {
      const res = await t.request(`/explorar${query}`);
      expect(res.status, query).toBe(200);
    }
    const page = await readPage(await t.request('/explorar?uf=%3Cb%3EZZ'));
    expect(page.document.querySelector('main [role="note"]')?.textContent).toBe(
      'O estado “<b>ZZ” não existe: mostrando concursos de todos os estados.',
    );
    const feed = await readPage(await t.request('/feed?uf=XX'));
    expect(feed.status).toBe(200);
    expect(feed.document.querySelector('main [role="note"]')?.textContent).toContain('O estado “XX” não existe');
  });

  it('/concursos/sp: the state page with its open and announced notices, counts, feed and breadcrumbs', async () => {
    await createEdital(t.database.db, { titulo: 'Prefeitura de Campinas', uf: 'SP', inscricoesFim: '2026-03-20' });
    await createEdital(t.database.db, { titulo: 'Metrô SP', uf: 'SP', status: 'autorizado' });
    await createEdital(t.database.db, { titulo: 'TJ-MG', uf: 'MG' });
    const page = await readPage(await t.request('/concursos/sp'));
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Concursos em São Paulo — MCI');
    expect(page.document.querySelector('h1')?.textContent).toBe('Concursos em São Paulo');
    expect(cardTitles(page)).toEqual(['Prefeitura de Campinas', 'Metrô SP']);
    expect(page.meta('description')).toMatch(/São Paulo: 1 com inscrições abertas e 1 previsto/);
    expect(page.links('canonical')).toEqual(['http://localhost:3000/concursos/sp']);
    expect(page.document.querySelector('link[rel="alternate"][href="/rss/sp.xml"]')).not.toBeNull();
    expect(page.document.querySelector('main a[href="/concursos/mg"]')).not.toBeNull();
    expect(page.jsonLd()[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expectNoInlineCode(page);
  });

  it.each(['/concursos/xx', '/concursos/1', '/nao-existe', '/edital/12/extra'])('%s answers 404 with the not-found page', async (path) => {
    const page = await readPage(await t.request(path));
    expect(page.status).toBe(404);
    expect(page.document.title).toBe('Página não encontrada — MCI');
    expect(page.meta('robots')).toBe('noindex');
    expectNoInlineCode(page);
  });
});
