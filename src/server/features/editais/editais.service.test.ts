import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EditaisResponse, EditalDetalheResponse } from '#shared/api/editais';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { createEditais, createEdital, createUser, minutesAgo, setUserEditalStatus } from '#tests/factories';
import { addDays } from '#shared/editais/dates';
import { AppError, errorBody } from '#server/lib/app-error';
import type { AppEnv, SessionUser } from '#server/lib/context';
import { edital } from '#server/db/schema';
import { getEditalDetail, listFeed, listNewest, listPublicFeed, PERSONAL_FEED_BASE, personalFeedJson, readEditaisVersion, searchEditais } from './editais.service';
import { editaisRoutes } from './editais.routes';

const TODAY = '2025-03-10';

let database: TestDatabase;
let userId: string;
let otherUserId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db)).id;
  otherUserId = (await createUser(database.db)).id;
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.delete(edital);
});

describe(`listFeed for a signed-in user (${testDatabaseKind})`, () => {
  it('answers the 20 newest notices of any status with the user’s status, novo by default', async () => {
    const db = database.db;
    const all = await createEditais(db, 25, (i) => ({
      status: (['inscricoes_abertas', 'encerrado', 'publicado'] as const)[i % 3],
      inscricoesFim: addDays(TODAY, -i),
      createdAt: minutesAgo(i),
    }));
    await setUserEditalStatus(db, { userId, editalId: all[0]!.id, status: 'salvo' });
    await setUserEditalStatus(db, { userId, editalId: all[1]!.id, status: 'visto' });
    await setUserEditalStatus(db, { userId, editalId: all[2]!.id, status: 'inscrito' });
    // Someone else's status never leaks into this user's answer.
    await setUserEditalStatus(db, { userId: otherUserId, editalId: all[3]!.id, status: 'salvo' });

    const editais = await listFeed(db, { today: TODAY, userId });
    expect(editais.map((e) => e.id)).toEqual(all.slice(0, 20).map((e) => e.id));
    expect(editais.slice(0, 5).map((e) => e.userStatus)).toEqual(['salvo', 'visto', 'inscrito', 'novo', 'novo']);
    expect(editais.every((e) => e.userStatus !== undefined)).toBe(true);
  });

  it('leaves out the notices the user hid, still answering 20', async () => {
    const db = database.db;
    const all = await createEditais(db, 25, (i) => ({ createdAt: minutesAgo(i) }));
    for (const i of [0, 5, 6]) await setUserEditalStatus(db, { userId, editalId: all[i]!.id, status: 'oculto' });

    const editais = await listFeed(db, { today: TODAY, userId });
    const expected = all.filter((_, i) => ![0, 5, 6].includes(i)).slice(0, 20);
    expect(editais.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    // Another user still sees them.
    const other = await listFeed(db, { today: TODAY, userId: otherUserId });
    expect(other.map((e) => e.id)).toContain(all[0]!.id);
  });

  it('filters by UF', async () => {
    const db = database.db;
    const sc = await createEdital(db, { uf: 'SC' });
    await createEdital(db, { uf: 'PR' });
    expect((await listFeed(db, { uf: 'SC', today: TODAY, userId })).map((e) => e.id)).toEqual([sc.id]);
  });

  it('gives a visitor no user status at all', async () => {
    const db = database.db;
    await createEdital(db, { inscricoesFim: TODAY });
    const [e] = await listFeed(db, { today: TODAY, userId: null });
    expect(e).not.toHaveProperty('userStatus');
    const [p] = await listPublicFeed(db, { today: TODAY });
    expect(p).not.toHaveProperty('userStatus');
  });
});

describe(`personalFeedJson: the signed-in feed from the shared newest notices (${testDatabaseKind})`, () => {
  // The same answer as listFeed, with one query of the user's statuses over the cached newest notices.
  const both = async (uf?: 'SC') => {
    const newest = await listNewest(database.db, { uf, limit: PERSONAL_FEED_BASE });
    const json = await personalFeedJson(database.db, { uf, today: TODAY, userId, newest });
    const full = await listFeed(database.db, { uf, today: TODAY, userId });
    // The same bytes as serialising listFeed's answer.
    expect(json).toBe(JSON.stringify({ editais: full }));
    return { personal: (JSON.parse(json) as { editais: typeof full }).editais, full };
  };

  it('answers what listFeed answers: statuses merged, hidden ones out, by UF', async () => {
    const db = database.db;
    const all = await createEditais(db, 25, (i) => ({ createdAt: minutesAgo(i - 10_000), uf: i % 2 ? 'SC' : 'PR' }));
    await setUserEditalStatus(db, { userId, editalId: all[0]!.id, status: 'salvo' });
    await setUserEditalStatus(db, { userId, editalId: all[1]!.id, status: 'oculto' });
    await setUserEditalStatus(db, { userId: otherUserId, editalId: all[2]!.id, status: 'oculto' });
    const { personal, full } = await both();
    expect(personal).toEqual(full);
    expect(personal.map((e) => e.id)).not.toContain(all[1]!.id);
    expect(personal.find((e) => e.id === all[0]!.id)?.userStatus).toBe('salvo');
    const sc = await both('SC');
    expect(sc.personal).toEqual(sc.full);
  });

  it('reads the feed in full when the user hid so many of the newest that the shared ones run out', async () => {
    const db = database.db;
    const all = await createEditais(db, PERSONAL_FEED_BASE + 30, (i) => ({ createdAt: minutesAgo(i - 20_000) }));
    for (const e of all.slice(0, PERSONAL_FEED_BASE - 5)) await setUserEditalStatus(db, { userId, editalId: e.id, status: 'oculto' });
    const { personal, full } = await both();
    expect(personal).toHaveLength(20);
    expect(personal).toEqual(full);
  });
});

describe(`searchEditais for a signed-in user (${testDatabaseKind})`, () => {
  it('merges the user’s status, hidden notices included (the search shows what exists)', async () => {
    const db = database.db;
    const a = await createEdital(db, { titulo: 'Polícia Civil - Agente', createdAt: minutesAgo(1) });
    const b = await createEdital(db, { titulo: 'Polícia Penal - Agente', createdAt: minutesAgo(2) });
    const c = await createEdital(db, { titulo: 'Polícia Militar - Soldado', createdAt: minutesAgo(3) });
    await setUserEditalStatus(db, { userId, editalId: a.id, status: 'oculto', origin: 'busca' });
    await setUserEditalStatus(db, { userId, editalId: b.id, status: 'salvo', origin: 'busca' });

    const found = await searchEditais(db, { q: 'policia', userId });
    expect(found.map((e) => [e.id, e.userStatus])).toEqual([
      [a.id, 'oculto'],
      [b.id, 'salvo'],
      [c.id, 'novo'],
    ]);
    const anonymous = await searchEditais(db, { q: 'policia', userId: null });
    expect(anonymous.every((e) => !('userStatus' in e))).toBe(true);
  });
});

describe(`getEditalDetail for a signed-in user (${testDatabaseKind})`, () => {
  it('answers the user’s status (novo by default) and leaves hidden notices out of the similar ones', async () => {
    const db = database.db;
    const e = await createEdital(db, { uf: 'GO', escolaridade: 'Ensino_Médio', createdAt: minutesAgo(0) });
    const similares = await createEditais(db, 5, (i) => ({ uf: 'GO', createdAt: minutesAgo(1 + i) }));
    await setUserEditalStatus(db, { userId, editalId: similares[0]!.id, status: 'oculto' });
    await setUserEditalStatus(db, { userId, editalId: similares[2]!.id, status: 'oculto' });
    await setUserEditalStatus(db, { userId, editalId: similares[1]!.id, status: 'visto' });

    const novo = await getEditalDetail(db, { id: e.id, userId });
    expect(novo?.userStatus).toBe('novo');
    expect(novo?.edital.userStatus).toBe('novo');
    expect(novo?.similares.map((s) => [s.id, s.userStatus])).toEqual([
      [similares[1]!.id, 'visto'],
      [similares[3]!.id, 'novo'],
      [similares[4]!.id, 'novo'],
    ]);

    await setUserEditalStatus(db, { userId, editalId: e.id, status: 'salvo' });
    expect((await getEditalDetail(db, { id: e.id, userId }))?.userStatus).toBe('salvo');

    // A visitor sees the 3 newest similar ones, hidden or not.
    const visitor = await getEditalDetail(db, { id: e.id, userId: null });
    expect(visitor?.userStatus).toBeNull();
    expect(visitor?.similares.map((s) => s.id)).toEqual(similares.slice(0, 3).map((s) => s.id));
  });

  it('answers null for an unknown id', async () => {
    expect(await getEditalDetail(database.db, { id: 123456, userId })).toBeNull();
  });
});

describe(`readEditaisVersion (${testDatabaseKind})`, () => {
  it('changes on insert, update of updated_at, and delete', async () => {
    const db = database.db;
    const v0 = await readEditaisVersion(db);
    const e = await createEdital(db, { updatedAt: '2025-03-01T00:00:00.000Z' });
    const v1 = await readEditaisVersion(db);
    expect(v1).not.toBe(v0);
    expect(await readEditaisVersion(db)).toBe(v1);

    const { eq, sql } = await import('drizzle-orm');
    await db.update(edital).set({ titulo: 'Novo título', updatedAt: sql`now()` }).where(eq(edital.id, e.id));
    const v2 = await readEditaisVersion(db);
    expect(v2).not.toBe(v1);

    await db.delete(edital).where(eq(edital.id, e.id));
    expect(await readEditaisVersion(db)).not.toBe(v2);
  });
});

describe(`the routes for a signed-in caller (${testDatabaseKind})`, () => {
  // The app's session middleware sets the user; here a stand-in sets it before the router.
  function appAs(user: SessionUser | null) {
    const app = new OpenAPIHono<AppEnv>();
    app.use(async (c, next) => {
      c.set('user', user);
      await next();
    });
    app.route('/', editaisRoutes({ database }));
    app.onError((error, c) =>
      error instanceof AppError ? c.json(errorBody(error.code, error.message), error.status) : c.json(errorBody('INTERNAL', 'x'), 500),
    );
    return app;
  }
  const signedIn = () => appAs({ id: userId, email: 'x@example.com', name: 'X', role: null });

  it('answers the feed privately, never from the shared cache', async () => {
    const db = database.db;
    const hidden = await createEdital(db, { createdAt: minutesAgo(1), inscricoesFim: null });
    const saved = await createEdital(db, { createdAt: minutesAgo(2), inscricoesFim: null });
    await setUserEditalStatus(db, { userId, editalId: hidden.id, status: 'oculto' });
    await setUserEditalStatus(db, { userId, editalId: saved.id, status: 'salvo' });

    const app = signedIn();
    const visitorApp = appAs(null);
    const visitor = await visitorApp.request('/api/feed');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(((await visitor.json()) as EditaisResponse).editais.map((e) => e.id)).toContain(hidden.id);

    const res = await app.request('/api/feed');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const body = (await res.json()) as EditaisResponse;
    expect(body.editais.map((e) => [e.id, e.userStatus])).toEqual([[saved.id, 'salvo']]);
  });

  it('answers search and detail privately with the user’s status', async () => {
    const e = await createEdital(database.db, { titulo: 'Banco do Brasil - Escriturário' });
    await setUserEditalStatus(database.db, { userId, editalId: e.id, status: 'visto' });
    const app = signedIn();

    const search = await app.request('/api/editais?q=banco');
    expect(search.headers.get('cache-control')).toBe('private, no-store');
    expect(((await search.json()) as EditaisResponse).editais[0]?.userStatus).toBe('visto');

    const detail = await app.request(`/api/editais/${e.id}`);
    expect(detail.headers.get('cache-control')).toBe('private, no-store');
    expect(((await detail.json()) as EditalDetalheResponse).userStatus).toBe('visto');
  });
});
