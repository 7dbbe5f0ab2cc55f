import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, TestClient, uniqueIp } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { profiles, user } from '#server/db/schema';
import { grantAdmin } from './auth.service';

/**
 * Hardening, item 2: better-auth's own profile endpoints (POST /api/auth/update-user, and the
 * admin's /api/auth/admin/update-user) keep the sign-up rules for the name, take an image only as
 * an https address, and change nothing else of the account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

const INVALID_IMAGE = 'Imagem inválida: use um endereço https.';

async function errorOf(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function rowOf(email: string) {
  const [row] = await t.database.db
    .select({ id: user.id, name: user.name, image: user.image, role: user.role, emailVerified: user.emailVerified, banned: user.banned })
    .from(user)
    .where(eq(user.email, email));
  return row!;
}

const updateUser = (client: TestClient, body: unknown) => client.post('/api/auth/update-user', body);

describe(`POST /api/auth/update-user (${testDatabaseKind})`, () => {
  it.each([
    ['a 900,000-character name', 'A'.repeat(900_000), 'Nome muito longo'],
    ['a name with HTML', 'Ana <script>alert(1)</script>', 'Nome deve conter apenas letras e espaços'],
    ['a one-letter name', 'A', 'Nome muito curto'],
    ['a name of digits', 'Ana 123', 'Nome deve conter apenas letras e espaços'],
    ['null', null, 'Nome muito curto'],
    ['a number', 42, 'Nome muito curto'],
    ['an object', { first: 'Ana' }, 'Nome muito curto'],
  ])('refuses %s as the name with 400 in Portuguese, as sign-up does; the name stays', async (_label, name, message) => {
    const { client, email } = await signedInClient(t);
    const res = await updateUser(client, { name });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message });
    expect((await rowOf(email)).name).toBe('Maria da Silva');
  });

  it('stores a valid name normalised as sign-up does (trimmed, inner spaces made one)', async () => {
    const { client, email } = await signedInClient(t);
    const res = await updateUser(client, { name: '  Ana   Paula Conceição ' });
    expect(res.status).toBe(200);
    expect((await rowOf(email)).name).toBe('Ana Paula Conceição');
    const session = (await (await client.get('/api/auth/get-session')).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Ana Paula Conceição');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['http:', 'http://exemplo.com.br/foto.png'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['a relative path', '/foto.png'],
    ['a number', 7],
    ['an object', { url: 'https://exemplo.com.br/foto.png' }],
    ['an empty string', ''],
  ])('refuses an image given as %s with 400 in Portuguese; the image stays', async (_label, image) => {
    const { client, email } = await signedInClient(t);
    const res = await updateUser(client, { image });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: INVALID_IMAGE });
    expect((await rowOf(email)).image).toBeNull();
  });

  it('refuses an image address over 2,048 characters', async () => {
    const { client, email } = await signedInClient(t);
    const res = await updateUser(client, { image: `https://exemplo.com.br/${'a'.repeat(2048)}.png` });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Endereço da imagem muito longo.');
    expect((await rowOf(email)).image).toBeNull();
  });

  it('accepts an https image, and null to clear it', async () => {
    const { client, email } = await signedInClient(t);
    const image = 'https://exemplo.com.br/fotos/ana.png';
    expect((await updateUser(client, { image })).status).toBe(200);
    expect((await rowOf(email)).image).toBe(image);
    expect((await updateUser(client, { image: null })).status).toBe(200);
    expect((await rowOf(email)).image).toBeNull();
  });

  it('changes nothing but the name and the image: role, emailVerified, banned and the rest are left out', async () => {
    const { client, email } = await signedInClient(t);
    const before = await rowOf(email);
    const res = await updateUser(client, {
      name: 'Nome Novo',
      role: 'admin',
      emailVerified: true,
      banned: true,
      banReason: 'x',
      twoFactorEnabled: true,
      id: 'outro-id',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(200);
    const after = await rowOf(email);
    expect(after).toEqual({ ...before, name: 'Nome Novo' });
    expect(after).toMatchObject({ role: 'user', emailVerified: false, banned: false });
    expect(await (await client.get('/api/me/roles/admin')).json()).toEqual({ hasRole: false });
  });

  it('with nothing it may change, answers 400 in Portuguese and changes nothing', async () => {
    const { client, email } = await signedInClient(t);
    const before = await rowOf(email);
    for (const body of [{}, { role: 'admin' }, { emailVerified: true }]) {
      const res = await updateUser(client, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe('Nada para alterar: envie o nome ou a imagem.');
    }
    expect(await rowOf(email)).toEqual(before);
  });

  it('still refuses a new e-mail, in Portuguese', async () => {
    const { client, email } = await signedInClient(t);
    const res = await updateUser(client, { email: 'outro@exemplo.com.br' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('O e-mail da conta não pode ser alterado por aqui.');
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });
});

describe(`POST /api/auth/admin/update-user (${testDatabaseKind})`, () => {
  let admin: TestClient;
  beforeAll(async () => {
    const signedIn = await signedInClient(t);
    await grantAdmin(t.database.db, signedIn.email);
    admin = signedIn.client;
  });

  it('keeps the same name and image rules when an admin changes someone else', async () => {
    const { email } = await signedInClient(t);
    const { id } = await rowOf(email);
    const tries: [unknown, string][] = [
      [{ name: 'A'.repeat(900_000) }, 'Nome muito longo'],
      [{ name: '<b>Ana</b>' }, 'Nome deve conter apenas letras e espaços'],
      [{ name: null }, 'Nome muito curto'],
      [{ image: 'javascript:alert(1)' }, INVALID_IMAGE],
      [{ image: 'http://exemplo.com.br/a.png' }, INVALID_IMAGE],
    ];
    for (const [data, message] of tries) {
      const res = await admin.post('/api/auth/admin/update-user', { userId: id, data });
      expect(res.status, JSON.stringify(data).slice(0, 40)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(await rowOf(email)).toMatchObject({ name: 'Maria da Silva', image: null });

    const ok = await admin.post('/api/auth/admin/update-user', {
      userId: id,
      data: { name: '  Joana   Prado ', image: 'https://exemplo.com.br/j.png' },
    });
    expect(ok.status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ name: 'Joana Prado', image: 'https://exemplo.com.br/j.png' });
    // The name the site shows (profiles.full_name) follows.
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.fullName).toBe('Joana Prado');
  });

  it('sets only a known role: a list, a page of text or an unknown role is a 400 and the role stays', async () => {
    const { email } = await signedInClient(t);
    const { id } = await rowOf(email);
    for (const role of [[], ['admin', 'user'], 'a'.repeat(100_000), 'superadmin', '', null, 42]) {
      const res = await admin.post('/api/auth/admin/set-role', { userId: id, role });
      expect(res.status, JSON.stringify(role).slice(0, 40)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: 'Papel inválido: use "user" ou "admin".' });
    }
    const longId = await admin.post('/api/auth/admin/set-role', { userId: 'x'.repeat(100_000), role: 'user' });
    expect(longId.status).toBe(400);
    expect((await rowOf(email)).role).toBe('user');
    expect((await admin.post('/api/auth/admin/set-role', { userId: id, role: 'admin' })).status).toBe(200);
    expect((await rowOf(email)).role).toBe('admin');
  });

  it('creates an account only under the sign-up rules (the site does not use it; nobody gets round them through it)', async () => {
    const email = `criada.${Date.now()}@exemplo.com.br`;
    const bad = await admin.post('/api/auth/admin/create-user', { name: 'A', email, password: 'curta' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('VALIDATION_ERROR');
    const role = await admin.post('/api/auth/admin/create-user', { name: 'Ana Souza', email, password: 'Senha#Forte123', role: 'dono' });
    expect(role.status).toBe(400);
    expect(await t.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

describe(`who is asking comes before the body (${testDatabaseKind})`, () => {
  it.each([
    ['/api/auth/update-user', { name: null }],
    ['/api/auth/revoke-session', { token: 'a'.repeat(1000) }],
    ['/api/auth/admin/set-role', { userId: 'x', role: [] }],
    ['/api/auth/admin/update-user', { userId: 'x', data: { name: '<b>' } }],
  ])('a visitor sending a bad body to %s gets 401 in Portuguese, not a 400 about the body', async (path, body) => {
    const res = await new TestClient(t, uniqueIp()).post(path, body);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toMatch(/[ãçéê]|Entre/);
  });

  it('a signed-in account that is not an admin still gets 400 for a bad body on its own endpoint', async () => {
    const { client } = await signedInClient(t);
    expect((await updateUser(client, { name: null })).status).toBe(400);
  });
});

describe(`POST /api/auth/revoke-session (${testDatabaseKind})`, () => {
  it('takes a session token, not a page of text nor another type', async () => {
    const { client } = await signedInClient(t);
    for (const token of ['a'.repeat(100_000), '', null, 42, ['x']]) {
      const res = await client.post('/api/auth/revoke-session', { token });
      expect(res.status, JSON.stringify(token).slice(0, 40)).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: 'Sessão inválida.' });
    }
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
