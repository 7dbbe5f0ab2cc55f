import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditais, createEdital } from '#tests/factories';
import { signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { subscription, user, userEditalStatus } from '#server/db/schema';
import { PLAN_LIMIT_MESSAGE } from './tracking.service';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await createEditais(t.database.db, 30, (i) => ({ titulo: `Concurso de teste ${i}`, uf: 'SP' }));
  ids = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.destroy();
});

const put = (c: TestClient, id: number | string, body: unknown) =>
  c.request(`/api/me/editais/${id}/status`, { method: 'PUT', json: body });
const del = (c: TestClient, id: number | string) => c.request(`/api/me/editais/${id}/status`, { method: 'DELETE' });

async function rowsOf(userId: string) {
  return t.database.db.select().from(userEditalStatus).where(eq(userEditalStatus.userId, userId));
}
async function idOf(email: string) {
  const [u] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return u!.id;
}
async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe(`tracking statuses (${testDatabaseKind})`, () => {
  it('sets each status from each origin, as an upsert that replaces', async () => {
    const { client, email } = await signedInClient(t);
    const userId = await idOf(email);
    const id = ids[0]!;
    for (const [status, origin] of [
      ['salvo', 'feed'],
      ['visto', 'busca'],
      ['oculto', 'feed'],
      ['inscrito', 'busca'],
      ['salvo', 'busca'],
    ] as const) {
      const res = await put(client, id, { status, origin });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ userStatus: status });
      const rows = await rowsOf(userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ editalId: id, status, origin });
    }
    const detail = await client.get(`/api/editais/${id}`);
    expect((await detail.json()).userStatus).toBe('salvo');
  });

  it('DELETE returns the notice to novo', async () => {
    const { client, email } = await signedInClient(t);
    const id = ids[1]!;
    await put(client, id, { status: 'oculto', origin: 'feed' });
    const res = await del(client, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ userStatus: 'novo' });
    expect(await rowsOf(await idOf(email))).toHaveLength(0);
    expect((await (await client.get(`/api/editais/${id}`)).json()).userStatus).toBe('novo');
    // Deleting what is not there is fine too.
    expect((await del(client, id)).status).toBe(200);
  });

  it('hidden notices leave the feed and the similar list; un-hiding brings them back', async () => {
    const { client } = await signedInClient(t);
    const feedIds = async () => ((await (await client.get('/api/feed')).json()) as { editais: { id: number }[] }).editais.map((e) => e.id);
    const before = await feedIds();
    const target = before[0]!;
    await put(client, target, { status: 'oculto', origin: 'feed' });
    expect(await feedIds()).not.toContain(target);
    const other = before.find((x) => x !== target)!;
    const similares = ((await (await client.get(`/api/editais/${other}`)).json()) as { similares: { id: number }[] }).similares;
    expect(similares.map((s) => s.id)).not.toContain(target);
    await del(client, target);
    expect(await feedIds()).toContain(target);
  });

  it('Meus Concursos lists and counts each status, with the plan usage', async () => {
    const { client } = await signedInClient(t);
    await put(client, ids[2]!, { status: 'salvo', origin: 'feed' });
    await put(client, ids[3]!, { status: 'salvo', origin: 'busca' });
    await put(client, ids[4]!, { status: 'visto', origin: 'feed' });
    await put(client, ids[5]!, { status: 'oculto', origin: 'feed' });
    await put(client, ids[6]!, { status: 'inscrito', origin: 'feed' });
    const res = await client.get('/api/me/editais');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as {
      salvos: { id: number; userStatus: string; titulo: string }[];
      vistos: { id: number }[];
      ocultos: { id: number }[];
      inscritos: { id: number; userStatus: string }[];
      counts: Record<string, number>;
      usage: unknown;
    };
    expect(body.salvos.map((e) => e.id).sort()).toEqual([ids[2], ids[3]].sort());
    expect(body.salvos[0]!.titulo).toMatch(/Concurso de teste/);
    expect(body.vistos.map((e) => e.id)).toEqual([ids[4]]);
    expect(body.ocultos.map((e) => e.id)).toEqual([ids[5]]);
    expect(body.inscritos).toEqual([expect.objectContaining({ id: ids[6], userStatus: 'inscrito' })]);
    expect(body.counts).toEqual({ salvos: 2, vistos: 1, ocultos: 1, inscritos: 1 });
    // The plan's count: saved and registered together.
    expect(body.usage).toEqual({ plan: 'free', saved: 3, limit: 5 });
  });
});

describe(`bad requests write nothing (${testDatabaseKind})`, () => {
  it.each([
    [{ status: 'favorito', origin: 'feed' }, 'Status inválido. Use salvo, visto, oculto ou inscrito.'],
    [{ status: 'novo', origin: 'feed' }, 'Status inválido. Use salvo, visto, oculto ou inscrito.'],
    [{ status: 'salvo', origin: 'email' }, 'Origem inválida. Use feed ou busca.'],
    [{ status: 'salvo' }, 'Origem inválida. Use feed ou busca.'],
    [{}, 'Status inválido. Use salvo, visto, oculto ou inscrito.'],
  ])('%j → 400 %s', async (body, message) => {
    const { client, email } = await signedInClient(t);
    const res = await put(client, ids[6]!, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    expect(await rowsOf(await idOf(email))).toHaveLength(0);
  });

  it('malformed JSON → 400, malformed id → 400, unknown notice → 404', async () => {
    const { client, email } = await signedInClient(t);
    const bad = await client.request(`/api/me/editais/${ids[6]}/status`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"status":',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('INVALID_JSON');
    expect((await put(client, 'abc', { status: 'salvo', origin: 'feed' })).status).toBe(400);
    const missing = await put(client, 999_999, { status: 'salvo', origin: 'feed' });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe('Concurso não encontrado');
    expect((await del(client, 999_999)).status).toBe(404);
    expect(await rowsOf(await idOf(email))).toHaveLength(0);
  });

  it('401 for visitors on every endpoint, whatever they send', async () => {
    const calls = [
      t.request(`/api/me/editais/${ids[0]}/status`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }),
      t.request(`/api/me/editais/${ids[0]}/status`, { method: 'DELETE' }),
      t.request('/api/me/editais'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    }
  });
});

describe(`plan limits (${testDatabaseKind})`, () => {
  it('free saves at most 5; re-saving is not a new save; un-saving frees a slot', async () => {
    const { client, email } = await signedInClient(t);
    for (let i = 0; i < 5; i++) expect((await put(client, ids[10 + i]!, { status: 'salvo', origin: 'feed' })).status).toBe(200);
    const sixth = await put(client, ids[15]!, { status: 'salvo', origin: 'feed' });
    expect(sixth.status).toBe(403);
    expect(await errorOf(sixth)).toEqual({ code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGE });
    expect(PLAN_LIMIT_MESSAGE).toContain('5');
    // Other statuses are not limited; re-saving a saved one is fine.
    expect((await put(client, ids[15]!, { status: 'visto', origin: 'feed' })).status).toBe(200);
    expect((await put(client, ids[10]!, { status: 'salvo', origin: 'busca' })).status).toBe(200);
    // Un-saving (DELETE or another status) frees a slot.
    await del(client, ids[10]!);
    expect((await put(client, ids[15]!, { status: 'salvo', origin: 'feed' })).status).toBe(200);
    await put(client, ids[11]!, { status: 'visto', origin: 'feed' });
    expect((await put(client, ids[16]!, { status: 'salvo', origin: 'feed' })).status).toBe(200);
    const rows = await rowsOf(await idOf(email));
    expect(rows.filter((r) => r.status === 'salvo')).toHaveLength(5);
  });

  it("salvos e inscritos contam juntos; um salvo vira inscrito mesmo no limite; o 6º acompanhado → 403", async () => {
    const { client, email } = await signedInClient(t);
    for (let i = 0; i < 3; i++) expect((await put(client, ids[21 + i]!, { status: 'salvo', origin: 'feed' })).status).toBe(200);
    for (let i = 3; i < 5; i++) expect((await put(client, ids[21 + i]!, { status: 'inscrito', origin: 'feed' })).status).toBe(200);
    // At the limit: a saved notice becomes 'inscrito' (the count stays 5).
    const turned = await put(client, ids[21]!, { status: 'inscrito', origin: 'feed' });
    expect(turned.status).toBe(200);
    expect(await turned.json()).toEqual({ userStatus: 'inscrito', usage: { plan: 'free', limit: 5, saved: 5 } });
    // A sixth notice, saved or registered, is refused.
    for (const status of ['inscrito', 'salvo'] as const) {
      const sixth = await put(client, ids[26]!, { status, origin: 'feed' });
      expect(sixth.status).toBe(403);
      expect(await errorOf(sixth)).toEqual({ code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGE });
    }
    const rows = await rowsOf(await idOf(email));
    expect(rows.filter((r) => r.status === 'inscrito')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'salvo')).toHaveLength(2);
  });

  it('20 pedidos simultâneos de salvar e marcar inscrito em concursos diferentes: exatamente 5 passam', async () => {
    const { client, email } = await signedInClient(t);
    const results = await Promise.all(
      ids.slice(0, 20).map((id, i) => put(client, id, { status: i % 2 === 0 ? 'inscrito' : 'salvo', origin: 'feed' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 403)).toHaveLength(15);
    const rows = await rowsOf(await idOf(email));
    expect(rows.filter((r) => r.status === 'salvo' || r.status === 'inscrito')).toHaveLength(5);
  });

  it('20 concurrent saves of different notices: exactly 5 succeed', async () => {
    const { client, email } = await signedInClient(t);
    const results = await Promise.all(ids.slice(0, 20).map((id) => put(client, id, { status: 'salvo', origin: 'feed' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(15);
    const rows = await rowsOf(await idOf(email));
    expect(rows.filter((r) => r.status === 'salvo')).toHaveLength(5);
  });

  it('premium saves without limit', async () => {
    const { client, email } = await signedInClient(t);
    const userId = await idOf(email);
    await t.database.db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, userId));
    const results = await Promise.all(ids.slice(0, 12).map((id) => put(client, id, { status: 'salvo', origin: 'busca' })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const body = (await (await client.get('/api/me/editais')).json()) as { usage: unknown; counts: { salvos: number } };
    expect(body.counts.salvos).toBe(12);
    expect(body.usage).toEqual({ plan: 'premium', saved: 12, limit: null });
  });

  it('an account without a subscription row is treated as free', async () => {
    const { client, email } = await signedInClient(t);
    await t.database.db.delete(subscription).where(eq(subscription.userId, await idOf(email)));
    for (let i = 0; i < 5; i++) await put(client, ids[i]!, { status: 'salvo', origin: 'feed' });
    expect((await put(client, ids[5]!, { status: 'salvo', origin: 'feed' })).status).toBe(403);
  });
});

describe(`isolation between users (${testDatabaseKind})`, () => {
  it("a second user neither reads nor changes the first user's statuses", async () => {
    const first = await signedInClient(t);
    const second = await signedInClient(t);
    const id = ids[20]!;
    await put(first.client, id, { status: 'salvo', origin: 'feed' });

    // Reading: every answer carries the caller's own status.
    expect((await (await second.client.get(`/api/editais/${id}`)).json()).userStatus).toBe('novo');
    const feed = (await (await second.client.get('/api/feed')).json()) as { editais: { id: number; userStatus: string }[] };
    expect(feed.editais.find((e) => e.id === id)?.userStatus ?? 'novo').toBe('novo');
    const search = (await (await second.client.get('/api/editais?q=teste')).json()) as { editais: { id: number; userStatus: string }[] };
    expect(search.editais.find((e) => e.id === id)?.userStatus).toBe('novo');
    expect((await (await second.client.get('/api/me/editais')).json()).counts.salvos).toBe(0);

    // Changing: the second user's writes touch only their own row.
    await put(second.client, id, { status: 'oculto', origin: 'busca' });
    await del(second.client, id);
    const firstRows = await rowsOf(await idOf(first.email));
    expect(firstRows).toEqual([expect.objectContaining({ editalId: id, status: 'salvo', origin: 'feed' })]);
    expect((await (await first.client.get(`/api/editais/${id}`)).json()).userStatus).toBe('salvo');
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from user_edital_status where edital_id = ${id}`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a notice deleted later takes its statuses with it', async () => {
    const { client, email } = await signedInClient(t);
    const temp = await createEdital(t.database.db, { titulo: 'Concurso temporário' });
    await put(client, temp.id, { status: 'salvo', origin: 'feed' });
    await t.database.db.execute(sql`delete from edital where id = ${temp.id}`);
    expect(await rowsOf(await idOf(email))).toHaveLength(0);
  });
});
