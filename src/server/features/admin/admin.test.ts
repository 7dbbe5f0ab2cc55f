import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditais } from '#tests/factories';
import { signedInClient, type TestClient } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { subscription, user } from '#server/db/schema';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'admin.teste@exemplo.com.br' });
  admin = (await signedInClient(t, { email: 'admin.teste@exemplo.com.br', name: 'Admin Teste', verified: true })).client;
});
afterAll(async () => {
  await t.destroy();
});

async function idOf(email: string) {
  const [u] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return u!.id;
}
const setPlan = (c: TestClient, id: string, plan: unknown) =>
  c.request(`/api/admin/users/${id}/plan`, { method: 'PUT', json: { plan } });

describe(`admin users and plans (${testDatabaseKind})`, () => {
  it('lists users with search by e-mail, plan and role filters', async () => {
    const { email } = await signedInClient(t, { email: 'joana.lista@exemplo.com.br' });
    const all = (await (await admin.get('/api/admin/users')).json()) as { users: { email: string; role: string; plan: string }[] };
    expect(all.users.map((u) => u.email)).toEqual(expect.arrayContaining(['admin.teste@exemplo.com.br', email]));
    const found = (await (await admin.get('/api/admin/users?q=JOANA')).json()) as { users: { email: string }[] };
    expect(found.users.map((u) => u.email)).toEqual([email]);
    const admins = (await (await admin.get('/api/admin/users?role=admin')).json()) as { users: { email: string }[] };
    expect(admins.users.map((u) => u.email)).toEqual(['admin.teste@exemplo.com.br']);
    const premium = (await (await admin.get('/api/admin/users?plan=premium')).json()) as { users: unknown[] };
    expect(premium.users).toEqual([]);
    // % and _ are literal.
    expect(((await (await admin.get('/api/admin/users?q=%25')).json()) as { users: unknown[] }).users).toEqual([]);
    const bad = await admin.get('/api/admin/users?plan=gold');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Plano inválido. Use free ou premium.');
  });

  it('switching to premium lifts the save limit at once; back to free restores it', async () => {
    const { client, email } = await signedInClient(t);
    const id = await idOf(email);
    const editais = await createEditais(t.database.db, 7);
    const save = (n: number) => client.request(`/api/me/editais/${editais[n]!.id}/status`, { method: 'PUT', json: { status: 'salvo', origin: 'feed' } });
    for (let i = 0; i < 5; i++) expect((await save(i)).status).toBe(200);
    expect((await save(5)).status).toBe(403);

    const res = await setPlan(admin, id, 'premium');
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email, plan: 'premium' });
    expect((await save(5)).status).toBe(200);
    expect((await (await client.get('/api/me')).json()).subscription.plan).toBe('premium');

    await setPlan(admin, id, 'free');
    expect((await save(6)).status).toBe(403);
  });

  it('creates the subscription when the account has none', async () => {
    const { email } = await signedInClient(t);
    const id = await idOf(email);
    await t.database.db.delete(subscription).where(eq(subscription.userId, id));
    expect((await setPlan(admin, id, 'premium')).status).toBe(200);
    const [s] = await t.database.db.select().from(subscription).where(eq(subscription.userId, id));
    expect(s).toMatchObject({ plan: 'premium', status: 'active' });
  });

  it('bad plan → 400, unknown user → 404, nothing written', async () => {
    const { email } = await signedInClient(t);
    const id = await idOf(email);
    const bad = await setPlan(admin, id, 'gold');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Plano inválido. Use free ou premium.');
    expect((await setPlan(admin, 'nao-existe', 'premium')).status).toBe(404);
    const [s] = await t.database.db.select().from(subscription).where(eq(subscription.userId, id));
    expect(s?.plan).toBe('free');
  });

  it('only admins: visitors get 401, users 403, and nothing changes', async () => {
    const { client, email } = await signedInClient(t);
    const id = await idOf(email);
    expect((await t.request('/api/admin/users')).status).toBe(401);
    expect((await t.request(`/api/admin/users/${id}/plan`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"plan":"premium"}' })).status).toBe(401);
    expect((await client.get('/api/admin/users')).status).toBe(403);
    const self = await setPlan(client, id, 'premium');
    expect(self.status).toBe(403);
    expect((await self.json()).error.code).toBe('FORBIDDEN');
    const [s] = await t.database.db.select().from(subscription).where(eq(subscription.userId, id));
    expect(s?.plan).toBe('free');
  });
});
