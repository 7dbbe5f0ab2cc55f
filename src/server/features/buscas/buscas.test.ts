import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#shared/api-error';
import type { BuscaSalva, BuscaSalvaCreated, BuscasSalvasResponse } from '#shared/api/buscas';
import { BUSCA_TEXTS, BUSCAS_LIMITE } from '#shared/buscas';
import { FILTRO_INVALIDO, MUNICIPIO_NAO_ENCONTRADO } from '#shared/editais/schemas';
import { buscaSalva, subscription } from '#server/db/schema';
import { parseXml, texts } from '#server/features/discovery/testing/xml';
import { createEdital, createOrgao, setUserEditalStatus } from '#tests/factories';
import { premiumClient, signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/** A page for every path, as the web app's catch-all answers: the private feed must never reach it. */
const renderPage = () =>
  Promise.resolve({ kind: 'page' as const, status: 200, html: '<!doctype html><p>página</p>', personal: false, day: '2025-03-10' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { renderPage });
});
afterAll(async () => {
  await t.destroy();
});

type Premium = { client: TestClient; userId: string };

const save = (client: TestClient, body: unknown) => client.request('/api/me/buscas', { method: 'POST', json: body });
const list = (client: TestClient) => client.get('/api/me/buscas');
const remove = (client: TestClient, id: number | string) => client.request(`/api/me/buscas/${id}`, { method: 'DELETE' });

async function saved(client: TestClient, body: { nome: string; filtros: Record<string, unknown> }): Promise<BuscaSalva> {
  const res = await save(client, body);
  if (res.status !== 201) throw new Error(`POST /api/me/buscas: ${res.status} ${await res.text()}`);
  return ((await res.json()) as BuscaSalvaCreated).busca;
}

async function listed(client: TestClient): Promise<BuscasSalvasResponse> {
  const res = await list(client);
  expect(res.status).toBe(200);
  return (await res.json()) as BuscasSalvasResponse;
}

async function expectError(res: Response, status: number, code: string, message: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  expect(await res.json()).toEqual({ error: { code, message } });
}

/** Saves `n` searches straight in the database (the API's own limit is what is under test). */
async function seedSearches(userId: string, n: number) {
  if (n === 0) return;
  await t.database.db.insert(buscaSalva).values(
    Array.from({ length: n }, (_, i) => ({ userId, nome: `Busca ${i + 1}`, filtros: { q: `busca ${i + 1}` }, rssToken: `semente-${userId}-${i}` })),
  );
}

async function countOf(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(buscaSalva).where(eq(buscaSalva.userId, userId));
  return row!.n;
}

/** The feed as a reader fetches it: no cookie at all. */
function fetchFeed(rssUrl: string, headers: Record<string, string> = {}) {
  expect(rssUrl.startsWith(`${TEST_ORIGIN}/rss/buscas/`)).toBe(true);
  return t.request(rssUrl.slice(TEST_ORIGIN.length), { headers });
}

async function feedOf(rssUrl: string) {
  const res = await fetchFeed(rssUrl);
  expect(res.status).toBe(200);
  const doc = parseXml(await res.text());
  const items = Array.from(doc.getElementsByTagName('item'));
  return {
    res,
    title: texts(doc.getElementsByTagName('channel')[0]!, 'title')[0],
    itemTitles: items.map((item) => texts(item, 'title')[0]),
    itemLinks: items.map((item) => texts(item, 'link')[0]),
  };
}

async function expectFeedNotFound(path: string) {
  const res = await t.request(path);
  expect(res.status, path).toBe(404);
  expect(res.headers.get('Content-Type'), path).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: BUSCA_TEXTS.feedNaoEncontrado } });
}

describe(`saved searches: who may use them (${testDatabaseKind})`, () => {
  it('answers 401 to visitors on every endpoint, uncached', async () => {
    for (const [path, method, body] of [
      ['/api/me/buscas', 'GET', undefined],
      ['/api/me/buscas', 'POST', JSON.stringify({ nome: 'x', filtros: {} })],
      ['/api/me/buscas/1', 'DELETE', undefined],
    ] as const) {
      const res = await t.request(path, { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get('Cache-Control'), `${method} ${path}`).toBe('private, no-store');
      expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: API_ERROR_MESSAGES.UNAUTHORIZED } });
    }
  });

  it('answers 403 PREMIUM_REQUIRED to a free account on saving and listing; deleting its own stays allowed', async () => {
    const { client } = await signedInClient(t);
    await expectError(await save(client, { nome: 'Polícia', filtros: { q: 'policia' } }), 403, 'PREMIUM_REQUIRED', BUSCA_TEXTS.premium);
    await expectError(await list(client), 403, 'PREMIUM_REQUIRED', BUSCA_TEXTS.premium);

    // A Premium account that saved a search, then went back to free, can still delete it.
    const was = await premiumClient(t);
    const busca = await saved(was.client, { nome: 'Antes do rebaixamento', filtros: { uf: 'SP' } });
    await t.database.db.update(subscription).set({ plan: 'free' }).where(eq(subscription.userId, was.userId));
    await expectError(await list(was.client), 403, 'PREMIUM_REQUIRED', BUSCA_TEXTS.premium);
    expect((await remove(was.client, busca.id)).status).toBe(204);
    expect(await countOf(was.userId)).toBe(0);
  });
});

describe(`saved searches: save, list, delete (${testDatabaseKind})`, () => {
  it('saves with 201 in canonical form, lists newest first, deletes with 204', async () => {
    const { client, userId } = await premiumClient(t);
    const res = await save(client, {
      nome: '  Polícia no Sudeste  ',
      // Lower-case UF, a repeat, a level by its long name, a page and an unknown name: all as GET /api/editais reads them.
      filtros: { nivel: 'Ensino_Superior', uf: ['sp', 'RJ', 'SP'], q: ' policia ', pagina: '3', utm_source: 'x', ordem: 'recentes' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const { busca: first } = (await res.json()) as BuscaSalvaCreated;
    expect(first).toEqual({
      id: expect.any(Number),
      nome: 'Polícia no Sudeste',
      filtros: { q: 'policia', uf: ['SP', 'RJ'], nivel: 'superior' },
      query: 'q=policia&uf=SP&uf=RJ&nivel=superior',
      descricao: '“policia” · SP, RJ · Superior',
      rss_url: expect.stringMatching(new RegExp(`^${TEST_ORIGIN}/rss/buscas/[A-Za-z0-9_-]{43}\\.xml$`)),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const second = await saved(client, { nome: 'Tudo', filtros: {} });
    expect(second).toMatchObject({ filtros: {}, query: '', descricao: 'Todos os concursos' });
    expect(second.rss_url).not.toBe(first.rss_url);
    const third = await saved(client, { nome: 'Saúde perto de Campinas', filtros: { area: 'saude', municipio: '3509502', raio_km: '50', salario_min: '5.000' } });
    expect(third).toMatchObject({
      filtros: { salario_min: '5000', area: 'Saúde', municipio: '3509502', raio_km: '50' },
      query: 'salario_min=5000&area=Sa%C3%BAde&municipio=3509502&raio_km=50',
      descricao: 'salário a partir de R$ 5.000 · Saúde · até 50 km de Campinas – SP',
    });

    const all = await listed(client);
    expect(all.limite).toBe(BUSCAS_LIMITE);
    expect(all.buscas.map((b) => b.id)).toEqual([third.id, second.id, first.id]);
    expect(all.buscas[2]).toEqual(first);

    const del = await remove(client, second.id);
    expect(del.status).toBe(204);
    expect(del.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await del.text()).toBe('');
    expect((await listed(client)).buscas.map((b) => b.id)).toEqual([third.id, first.id]);
    await expectError(await remove(client, second.id), 404, 'NOT_FOUND', BUSCA_TEXTS.naoEncontrada);
    expect(await countOf(userId)).toBe(2);
  });

  it("answers 404 for another user's search (and leaves it alone), 400 for a malformed id", async () => {
    const owner = await premiumClient(t);
    const other = await premiumClient(t);
    const busca = await saved(owner.client, { nome: 'Minha', filtros: { q: 'tribunal' } });
    await expectError(await remove(other.client, busca.id), 404, 'NOT_FOUND', BUSCA_TEXTS.naoEncontrada);
    await expectError(await remove(other.client, 2_000_000_000), 404, 'NOT_FOUND', BUSCA_TEXTS.naoEncontrada);
    expect((await listed(other.client)).buscas).toEqual([]);
    expect((await listed(owner.client)).buscas.map((b) => b.id)).toEqual([busca.id]);
    for (const bad of ['abc', '0', '-1', '01', '1.5', '99999999999']) {
      await expectError(await remove(owner.client, bad), 400, 'BAD_REQUEST', BUSCA_TEXTS.idInvalido);
    }
  });

  it('refuses the 11th with 409 and a Portuguese message', async () => {
    const { client, userId } = await premiumClient(t);
    await seedSearches(userId, BUSCAS_LIMITE - 1);
    await saved(client, { nome: 'A décima', filtros: { uf: 'BA' } });
    const res = await save(client, { nome: 'A décima primeira', filtros: { uf: 'PE' } });
    await expectError(res, 409, 'CONFLICT', 'Você já tem 10 buscas salvas. Apague uma para salvar outra.');
    expect(await countOf(userId)).toBe(BUSCAS_LIMITE);
    // Deleting one makes room again.
    const [oldest] = (await listed(client)).buscas.slice(-1);
    expect((await remove(client, oldest!.id)).status).toBe(204);
    expect((await save(client, { nome: 'Agora cabe', filtros: { uf: 'PE' } })).status).toBe(201);
  });

  it('holds the limit under concurrency: 20 saves at once with 9 saved, exactly 1 succeeds', async () => {
    const { client, userId } = await premiumClient(t);
    await seedSearches(userId, BUSCAS_LIMITE - 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(client, { nome: `Simultânea ${i}`, filtros: { q: `simultanea ${i}` } })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await countOf(userId)).toBe(BUSCAS_LIMITE);
  });
});

describe(`saved searches: bad input (${testDatabaseKind})`, () => {
  let premium: Premium;
  beforeAll(async () => {
    premium = await premiumClient(t);
  });

  it('answers 400 with the message of the parameter, as GET /api/editais does', async () => {
    const cases: [unknown, string][] = [
      [{ nome: 'x', filtros: { nivel: 'xyz' } }, FILTRO_INVALIDO.nivel],
      [{ nome: 'x', filtros: { salario_min: 'abc' } }, FILTRO_INVALIDO.salario_min],
      [{ nome: 'x', filtros: { salario_min: 5000 } }, FILTRO_INVALIDO.salario_min],
      [{ nome: 'x', filtros: { uf: ['SP', 'XX'] } }, FILTRO_INVALIDO.uf],
      [{ nome: 'x', filtros: { ordem: ['prazo', 'vagas'] } }, FILTRO_INVALIDO.repetido('ordem')],
      [{ nome: 'x', filtros: { raio_km: '10' } }, FILTRO_INVALIDO.raio_sem_municipio],
      [{ nome: 'x', filtros: { vizinhos: '1' } }, FILTRO_INVALIDO.vizinhos_sem_uf],
      [{ nome: 'x', filtros: { municipio: '1234567' } }, MUNICIPIO_NAO_ENCONTRADO],
      [{ nome: '', filtros: {} }, 'Dê um nome à busca, com até 80 caracteres.'],
      [{ nome: '    ', filtros: {} }, BUSCA_TEXTS.nomeInvalido],
      [{ nome: 'x'.repeat(81), filtros: {} }, BUSCA_TEXTS.nomeInvalido],
      [{ nome: 42, filtros: {} }, BUSCA_TEXTS.nomeInvalido],
      [{ filtros: {} }, BUSCA_TEXTS.nomeInvalido],
      [null, BUSCA_TEXTS.corpoInvalido],
      [[], BUSCA_TEXTS.corpoInvalido],
      [{ nome: 'x' }, BUSCA_TEXTS.filtrosInvalidos],
      [{ nome: 'x', filtros: 'q=policia' }, BUSCA_TEXTS.filtrosInvalidos],
      [{ nome: 'x', filtros: ['policia'] }, BUSCA_TEXTS.filtrosInvalidos],
      [{ nome: 'x', filtros: null }, BUSCA_TEXTS.filtrosInvalidos],
    ];
    for (const [body, message] of cases) {
      const res = await save(premium.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await res.json(), JSON.stringify(body)).toEqual({ error: { code: 'BAD_REQUEST', message } });
    }
    // 80 characters exactly is a name.
    expect((await save(premium.client, { nome: 'y'.repeat(80), filtros: {} })).status).toBe(201);
    expect(await countOf(premium.userId)).toBe(1);
  });

  it('answers 400 INVALID_JSON to a body that is not JSON', async () => {
    const res = await premium.client.request('/api/me/buscas', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nome' });
    await expectError(res, 400, 'INVALID_JSON', API_ERROR_MESSAGES.INVALID_JSON);
  });
});

describe(`saved searches: the private RSS feed (${testDatabaseKind})`, () => {
  it('lists, without a cookie, only the notices that match, newest first', async () => {
    const db = t.database.db;
    const orgao = await createOrgao(db, { nome: 'Polícia Civil do Estado de São Paulo', sigla: 'PCSP' });
    const older = await createEdital(db, { titulo: 'Feedteste Polícia Civil SP: Escrivão', uf: 'SP', orgaoId: orgao.id, createdAt: '2025-03-01T12:00:00.000Z' });
    const newer = await createEdital(db, { titulo: 'Feedteste Polícia Civil SP: Delegado', uf: 'SP', orgaoId: orgao.id, inscricoesFim: '2026-12-18' });
    await createEdital(db, { titulo: 'Feedteste Polícia Militar RJ', uf: 'RJ' });
    await createEdital(db, { titulo: 'Feedteste Prefeitura de Santos', uf: 'SP' });

    const { client, userId } = await premiumClient(t);
    // Hidden by the owner: a feed is the search's, not the account's list, so it still shows.
    await setUserEditalStatus(db, { userId, editalId: older.id, status: 'oculto' });
    const busca = await saved(client, { nome: 'Polícia & <SP> ]]>', filtros: { q: 'feedteste policia', uf: 'SP' } });

    const feed = await feedOf(busca.rss_url);
    expect(feed.res.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(feed.res.headers.get('Cache-Control')).toBe('private, max-age=300');
    expect(feed.res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(feed.res.headers.get('Set-Cookie')).toBeNull();
    expect(feed.title).toBe('MCI — Polícia & <SP> ]] >');
    expect(feed.itemTitles).toEqual([newer.titulo, older.titulo]);
    expect(feed.itemLinks).toEqual([`${TEST_ORIGIN}/edital/${newer.id}`, `${TEST_ORIGIN}/edital/${older.id}`]);

    // The same body again: 304 to a reader that sends its ETag.
    const etag = feed.res.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await fetchFeed(busca.rss_url, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers 404 for an unknown or malformed token, after the search is deleted, and once the owner is not Premium', async () => {
    const { client, userId } = await premiumClient(t);
    const busca = await saved(client, { nome: 'Para apagar', filtros: { uf: 'AC' } });
    const kept = await saved(client, { nome: 'Para rebaixar', filtros: { uf: 'AM' } });
    expect((await fetchFeed(busca.rss_url)).status).toBe(200);

    await expectFeedNotFound(`/rss/buscas/${'A'.repeat(43)}.xml`);
    await expectFeedNotFound('/rss/buscas/curto.xml');
    await expectFeedNotFound('/rss/buscas/.xml');
    await expectFeedNotFound(`${busca.rss_url.slice(TEST_ORIGIN.length).replace(/\.xml$/, '')}`);
    await expectFeedNotFound(`${busca.rss_url.slice(TEST_ORIGIN.length)}x`);

    expect((await remove(client, busca.id)).status).toBe(204);
    await expectFeedNotFound(busca.rss_url.slice(TEST_ORIGIN.length));

    await t.database.db.update(subscription).set({ plan: 'free' }).where(eq(subscription.userId, userId));
    await expectFeedNotFound(kept.rss_url.slice(TEST_ORIGIN.length));
    await t.database.db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, userId));
    expect((await fetchFeed(kept.rss_url)).status).toBe(200);
  });

  it('keeps crawlers out of the private feeds (robots.txt)', async () => {
    const robots = await (await t.request('/robots.txt')).text();
    expect(robots.split('\n')).toContain('Disallow: /rss/buscas/');
  });
});
