import { describe, expect, it } from 'vitest';
import { renderPage } from '@/web/entry-server';
import { ALERT_CADENCE } from '#shared/alerts-texts';
import { LIMITS } from '#shared/domain';
import { NO_CLIENT_ASSETS } from '#shared/ssr';
import { signedInClient } from '#tests/helpers/auth-client';
import { useNoticesTestApp } from '#tests/helpers/notices-app';
import { expectNoInlineCode, readPage } from '#tests/helpers/pages';
import type { TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createEdital } from '#tests/factories';

const t = useNoticesTestApp({ renderPage });
const ORIGIN = 'http://localhost:3000';

describe(`server-rendered frame, private pages and failures (${testDatabaseKind})`, () => {
  it.each(['/meus-concursos', '/conta'])('%s sends a visitor to /auth', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth');
  });

  it('/meus-concursos for a session: the frame and a skeleton, private and out of search engines', async () => {
    const { client } = await signedInClient(t as unknown as TestApp);
    const page = await readPage(await client.request('/meus-concursos'));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.document.title).toBe('Meus Concursos — MCI');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.document.querySelector('header nav')).not.toBeNull();
    expect(page.document.querySelector('footer')).not.toBeNull();
    expect(page.document.querySelector('main [role="status"]')).not.toBeNull();
    expectNoInlineCode(page);
  });

  it('/auth sends a session to /feed and shows the forms to a visitor', async () => {
    const { client } = await signedInClient(t as unknown as TestApp);
    expect((await client.request('/auth')).headers.get('location')).toBe('/feed');
    const page = await readPage(await t.request('/auth'));
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Bem-vindo — MCI');
    expect(page.document.querySelector('input[type="email"]')).not.toBeNull();
  });

  it('/contato arrives with the site\'s answer about its address (here: none configured)', async () => {
    const page = await readPage(await t.request('/contato'));
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Contato — MCI');
    expect(page.mainText()).toContain('O endereço de contato ainda não foi configurado neste site.');
  });

  it('/planos: the two plans side by side, from the rules the server enforces, linked from the footer', async () => {
    const page = await readPage(await t.request('/planos'));
    expect(page.status).toBe(200);
    expect(page.document.title).toBe('Planos — MCI');
    const plan = (name: string) => {
      const section = [...page.document.querySelectorAll('main section[aria-labelledby]')].find((s) => s.querySelector('h3')?.textContent === name);
      return Object.fromEntries([...(section?.querySelectorAll('dt') ?? [])].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    };
    const tracked = 'Concursos acompanhados (salvos e inscritos)';
    expect(plan('Gratuito')[tracked]).toBe(`Até ${LIMITS.freeSaves} concursos`);
    expect(plan('Premium')[tracked]).toBe('Sem limite');
    expect(plan('Gratuito')['Alertas de concursos novos por e-mail']).toBe(ALERT_CADENCE.free);
    expect(plan('Premium')['Alertas de concursos novos por e-mail']).toBe(ALERT_CADENCE.premium);
    expect(page.document.querySelector('footer a[href="/planos"]')?.textContent).toBe('Planos');
    expectNoInlineCode(page);
  });

  it('the same data renders the same bytes (no clock in the page): a re-render keeps its ETag', async () => {
    const e = await createEdital(t.database.db, { titulo: 'Concurso estável' });
    const fetchApi = (r: Request) => Promise.resolve(t.app.fetch(r));
    const render = () => renderPage({ url: `/edital/${e.id}`, cookie: undefined, origin: ORIGIN, assets: NO_CLIENT_ASSETS, fetchApi });
    const first = await render();
    await new Promise((r) => setTimeout(r, 5));
    const second = await render();
    expect(first.kind === 'page' && second.kind === 'page' && first.html === second.html).toBe(true);
  });

  it('a session check that fails draws the page for a visitor, not an error (as the browser does)', async () => {
    const fetchApi = async (request: Request) =>
      new URL(request.url).pathname === '/api/auth/get-session'
        ? Response.json({ error: { code: 'INTERNAL', message: 'Erro interno' } }, { status: 500 })
        : t.app.fetch(request);
    const result = await renderPage({ url: '/sobre', cookie: 'better-auth.session_token=abc', origin: ORIGIN, assets: NO_CLIENT_ASSETS, fetchApi });
    expect(result).toMatchObject({ kind: 'page', status: 200, personal: false });
  });

  it('a fault while rendering answers 500 with a Portuguese error page, no stack, no script', async () => {
    await createEdital(t.database.db, { titulo: 'Concurso qualquer' });
    const fetchApi = () => Promise.reject(new Error('segredo interno: conexão recusada em 10.0.0.5'));
    const result = await renderPage({ url: '/edital/1', cookie: undefined, origin: ORIGIN, assets: NO_CLIENT_ASSETS, fetchApi });
    expect(result).toMatchObject({ kind: 'page', status: 500 });
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('Erro ao carregar concurso');
    expect(html).not.toContain('segredo interno');
  });

  it('when the page itself cannot be drawn: the frame with "Algo deu errado", status 500, the error for the log only', async () => {
    const assets = { entry: '/assets/x.js', css: [], routes: null } as unknown as typeof NO_CLIENT_ASSETS;
    const result = await renderPage({ url: '/sobre', cookie: undefined, origin: ORIGIN, assets, fetchApi: (r) => Promise.resolve(t.app.fetch(r)) });
    expect(result).toMatchObject({ kind: 'page', status: 500 });
    if (result.kind !== 'page') return;
    expect(result.error).toBeInstanceOf(Error);
    const page = await readPage(new Response(result.html));
    expect(page.document.title).toBe('Algo deu errado — MCI');
    expect(page.document.querySelector('h1')?.textContent).toBe('Algo deu errado');
    expect(page.document.querySelector('a[href="/sobre"]')?.textContent).toBe('Tentar novamente');
    expect(page.document.querySelectorAll('script')).toHaveLength(0);
  });
});
