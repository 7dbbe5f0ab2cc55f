import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, verifyEmailOf } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { openDatabase } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { account, profiles, subscription, user } from '#server/db/schema';
import { grantAdmin } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'chefe@exemplo.com.br' });
});
afterAll(async () => {
  await t.destroy();
});

async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return body.error;
}

function totpFrom(uri: string) {
  return OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
}

let bypass = 0;

describe(`sign-up (${testDatabaseKind})`, () => {
  it('creates the user, the profile and a free active subscription, and no session', async () => {
    const client = new TestClient(t);
    const email = uniqueEmail();
    const res = await client.signUp({ name: '  José   Conceição ', email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/password|hash|scrypt|token/i);
    expect(client.cookieNames().some((n) => n.includes('session_token'))).toBe(false);

    const db = t.database.db;
    const [u] = await db.select().from(user).where(eq(user.email, email));
    expect(u).toMatchObject({ name: 'José Conceição', role: 'user' });
    const [p] = await db.select().from(profiles).where(eq(profiles.id, u!.id));
    expect(p?.fullName).toBe('José Conceição');
    const [s] = await db.select().from(subscription).where(eq(subscription.userId, u!.id));
    expect(s).toMatchObject({ plan: 'free', status: 'active' });
    expect(new Date(s!.startedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The password is stored hashed, never as typed.
    const [a] = await db.select().from(account).where(eq(account.userId, u!.id));
    expect(a?.password).toBeTruthy();
    expect(a?.password).not.toContain(GOOD_PASSWORD);
  });

  it('refuses an e-mail that is taken, in Portuguese, without touching the account', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    expect((await client.signUp({ name: 'Ana Souza', email, password: GOOD_PASSWORD })).status).toBe(200);
    const res = await client.signUp({ name: 'Outra Pessoa', email: email.toUpperCase(), password: 'Outra#Senha99' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({
      code: 'USER_ALREADY_EXISTS',
      message: 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.',
    });
    const rows = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Ana Souza');
    expect((await client.signIn(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ name: 'Ana Souza', email: '', password: GOOD_PASSWORD }, 'Email é obrigatório'],
    [{ name: 'Ana Souza', email: 'ana@', password: GOOD_PASSWORD }, 'Email inválido'],
    [{ name: 'Ana Souza', email: `${'a'.repeat(250)}@x.com.br`, password: GOOD_PASSWORD }, 'Email muito longo'],
    [{ name: 'Ana Souza', email: 'ana@x.com.br', password: 'Ab1!' }, 'A senha deve ter no mínimo 8 caracteres'],
    [{ name: 'Ana Souza', email: 'ana@x.com.br', password: `Ab1!${'x'.repeat(125)}` }, 'Senha muito longa'],
    [{ name: 'Ana Souza', email: 'ana@x.com.br', password: 'senha#forte1' }, 'Deve conter pelo menos uma letra maiúscula'],
    [{ name: 'Ana Souza', email: 'ana@x.com.br', password: 'SENHA#FORTE1' }, 'Deve conter pelo menos uma letra minúscula'],
    [{ name: 'Ana Souza', email: 'ana@x.com.br', password: 'Senha#Forte' }, 'Deve conter pelo menos um número'],
    [{ name: 'Ana Souza', email: 'ana@x.com.br', password: 'SenhaForte1' }, 'Deve conter pelo menos um caractere especial'],
    [{ name: 'A', email: 'ana@x.com.br', password: GOOD_PASSWORD }, 'Nome muito curto'],
    [{ name: 'A'.repeat(101), email: 'ana@x.com.br', password: GOOD_PASSWORD }, 'Nome muito longo'],
    [{ name: 'Ana <script>', email: 'ana@x.com.br', password: GOOD_PASSWORD }, 'Nome deve conter apenas letras e espaços'],
    [{ email: 'ana@x.com.br', password: GOOD_PASSWORD }, 'Nome muito curto'],
  ])('rejects a bypassed form %# with 400 and the form message', async (input, message) => {
    bypass += 1;
    const res = await new TestClient(t, `10.1.0.${bypass}`).post('/api/auth/sign-up/email', input);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from "user" where email = 'ana@x.com.br'`)).rows as [{ n: number }];
    expect(n).toBe(0);
  });

  it('still succeeds when the profile and subscription cannot be written (logged only)', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.execute(sql`alter table profiles rename to profiles_fora`);
      await other.database.db.execute(sql`alter table subscription rename to subscription_fora`);
      const email = uniqueEmail();
      const client = new TestClient(other);
      const res = await client.signUp({ name: 'Carla Dias', email, password: GOOD_PASSWORD });
      expect(res.status).toBe(200);
      expect((await client.signIn(email, GOOD_PASSWORD)).status).toBe(200);
    } finally {
      await other.destroy();
    }
  });

  it('an ADMIN_EMAILS address is no admin at sign-up: only once the e-mailed link proves it (issue 20)', async () => {
    const client = new TestClient(t);
    await client.signUp({ name: 'Chefe Geral', email: 'Chefe@Exemplo.com.br', password: GOOD_PASSWORD });
    const roleOf = async () => (await t.database.db.select().from(user).where(eq(user.email, 'chefe@exemplo.com.br')))[0]?.role;
    expect(await roleOf()).toBe('user');
    await verifyEmailOf(t, 'chefe@exemplo.com.br');
    expect(await roleOf()).toBe('admin');
  });
});

describe(`sign-in, session and sign-out (${testDatabaseKind})`, () => {
  it('sets an httpOnly SameSite cookie, no token in the body, and /api/me knows the user', async () => {
    const email = uniqueEmail();
    const client = new TestClient(t);
    await client.signUp({ name: 'Bruno Lima', email, password: GOOD_PASSWORD });
    const res = await client.signIn(email, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/); // PUBLIC_URL is http here
    const body = await res.text();
    expect(body).not.toMatch(/"token"|password/);

    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(await me.json()).toMatchObject({
      user: { email, name: 'Bruno Lima', twoFactorEnabled: false },
      profile: { full_name: 'Bruno Lima' },
      subscription: { plan: 'free', status: 'active' },
      roles: { admin: false },
      usage: { plan: 'free', saved: 0, limit: 5 },
    });
    const session = await client.get('/api/auth/get-session');
    expect(await session.text()).not.toMatch(/"token"/);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('fails with one generic message whether or not the e-mail exists', async () => {
    const { email } = await signedInClient(t);
    const wrong = await new TestClient(t, '10.2.0.1').signIn(email, 'Senha#Errada1');
    const unknown = await new TestClient(t, '10.2.0.2').signIn(uniqueEmail('ninguem'), 'Senha#Errada1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await errorOf(wrong)).toEqual(await errorOf(unknown));
    expect((await errorOf(await new TestClient(t, '10.2.0.3').signIn(email, 'x'))).message).toBe('E-mail ou senha incorretos.');
  });

  it('validates the sign-in form on the server too', async () => {
    const c = new TestClient(t, '10.3.0.1');
    expect(await errorOf(await c.signIn('', 'x'))).toMatchObject({ message: 'Email é obrigatório' });
    expect(await errorOf(await c.signIn('nao-e-email', 'x'))).toMatchObject({ message: 'Email inválido' });
    expect(await errorOf(await c.signIn('ana@x.com.br', ''))).toMatchObject({ message: 'Senha é obrigatória' });
  });

  it('refuses cross-site requests (origin and fetch-metadata checks)', async () => {
    const { client, email } = await signedInClient(t, { ip: '10.4.0.1' });
    const evil = { origin: 'https://site-malicioso.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' };
    // A signed-in browser tricked into a state-changing call from another site.
    const change = await client.request('/api/auth/two-factor/enable', {
      method: 'POST',
      headers: { origin: 'https://site-malicioso.example' },
      json: { password: GOOD_PASSWORD },
    });
    expect(change.status).toBe(403);
    expect((await errorOf(change)).message).toBe('Origem da requisição não permitida.');
    // Login CSRF: a browser posting a sign-in from another site.
    const login = await new TestClient(t, '10.4.0.2').request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: evil,
      json: { email, password: GOOD_PASSWORD },
    });
    expect(login.status).toBe(403);
  });

  it('without PUBLIC_URL, signs up from every loopback spelling of the port and nothing else (first run)', async () => {
    const firstRun = await createTestApp({ PUBLIC_URL: '' }, { database: t.database });
    const signUp = (origin: string, ip: string) =>
      firstRun.request(
        '/api/auth/sign-up/email',
        {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Nova Pessoa', email: uniqueEmail(), password: GOOD_PASSWORD }),
        },
        ip,
      );
    expect((await signUp('http://127.0.0.1:3000', '10.4.1.1')).status).toBe(200);
    expect((await signUp('http://localhost:3000', '10.4.1.2')).status).toBe(200);
    expect((await signUp('http://127.0.0.1:4000', '10.4.1.3')).status).toBe(403);
    expect((await signUp('https://site-malicioso.example', '10.4.1.4')).status).toBe(403);
    // With PUBLIC_URL set, that address alone is trusted.
    expect((await new TestClient(t, '10.4.1.5').request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000' },
      json: { name: 'Nova Pessoa', email: uniqueEmail(), password: GOOD_PASSWORD },
    })).status).toBe(403);
  });

  it('401 for visitors on /api/me and /api/me/roles/admin', async () => {
    for (const p of ['/api/me', '/api/me/roles/admin']) {
      const res = await t.request(p);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHORIZED');
    }
  });

  it('a forged or stale cookie is a visitor', async () => {
    const res = await t.request('/api/me', { headers: { cookie: 'mci.session_token=inventado.assinatura' } });
    expect(res.status).toBe(401);
  });
});

describe(`roles (${testDatabaseKind})`, () => {
  it('answers has_role for users and admins', async () => {
    const { client, email } = await signedInClient(t);
    expect(await (await client.get('/api/me/roles/admin')).json()).toEqual({ hasRole: false });
    expect(await grantAdmin(t.database.db, email.toUpperCase())).toBe(true);
    expect(await (await client.get('/api/me/roles/admin')).json()).toEqual({ hasRole: true });
    expect(await grantAdmin(t.database.db, 'ninguem@exemplo.com.br')).toBe(false);
  });
});

describe(`two-factor TOTP (${testDatabaseKind})`, () => {
  it('enable → sign-in asks for a code → wrong code fails → right code and backup code work → disable', async () => {
    const { client, email } = await signedInClient(t, { ip: '10.5.0.1' });
    const enable = await client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/MCI:/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const totp = totpFrom(totpURI);
    // Not on until a code confirms it.
    expect((await (await client.get('/api/me')).json()).user.twoFactorEnabled).toBe(false);
    const wrongEnable = await client.post('/api/auth/two-factor/verify-totp', { code: '000000' === totp.generate() ? '111111' : '000000' });
    expect(wrongEnable.status).toBe(401);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(200);
    expect((await (await client.get('/api/me')).json()).user.twoFactorEnabled).toBe(true);
    await client.post('/api/auth/sign-out');

    // Password alone no longer makes a session.
    const second = new TestClient(t, '10.5.0.2');
    const step1 = await second.signIn(email, GOOD_PASSWORD);
    expect(step1.status).toBe(200);
    expect(await step1.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await second.get('/api/me')).status).toBe(401);
    const bad = await second.post('/api/auth/two-factor/verify-totp', { code: '123456' === totp.generate() ? '654321' : '123456' });
    expect(bad.status).toBe(401);
    expect((await errorOf(bad)).message).toMatch(/Código inválido/);
    expect((await second.get('/api/me')).status).toBe(401);
    const good = await second.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(good.status).toBe(200);
    expect(await good.text()).not.toMatch(/"token"/);
    expect((await second.get('/api/me')).status).toBe(200);

    // A backup code works once.
    const third = new TestClient(t, '10.5.0.3');
    await third.signIn(email, GOOD_PASSWORD);
    expect((await third.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(200);
    expect((await third.get('/api/me')).status).toBe(200);
    const fourth = new TestClient(t, '10.5.0.4');
    await fourth.signIn(email, GOOD_PASSWORD);
    expect((await fourth.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(401);

    // Disabling needs the password.
    expect((await second.post('/api/auth/two-factor/disable', { password: 'Senha#Errada1' })).status).toBe(400);
    expect((await second.post('/api/auth/two-factor/disable', { password: GOOD_PASSWORD })).status).toBe(200);
    const fifth = new TestClient(t, '10.5.0.5');
    expect(await (await fifth.signIn(email, GOOD_PASSWORD)).json()).not.toHaveProperty('twoFactorRedirect');
    expect((await fifth.get('/api/me')).status).toBe(200);
  });

  it('hands out no JWT: no set-auth-jwt header on session answers, no /api/auth/jwks nor /api/auth/token (decision 0015)', async () => {
    const { client } = await signedInClient(t);
    const session = await client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.headers.get('set-auth-jwt')).toBeNull();
    for (const path of ['/api/auth/jwks', '/api/auth/token']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
    }
  });
});

describe(`rate limits (${testDatabaseKind})`, () => {
  it('answer 429 in Portuguese after 10 sign-in attempts a minute from one address, per address', async () => {
    const email = uniqueEmail();
    const attacker = new TestClient(t, '10.9.9.9');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attacker.signIn(email, `Tentativa#${i}a`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const limited = await attacker.signIn(email, 'Tentativa#x1');
    expect(await errorOf(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    // A header the client sends cannot move it to another bucket.
    const spoofed = await attacker.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'x-mci-client-ip': '1.2.3.4', 'x-forwarded-for': '1.2.3.4' },
      json: { email, password: 'Tentativa#y1' },
    });
    expect(spoofed.status).toBe(429);
    // Someone else is not affected.
    expect((await new TestClient(t, '10.9.9.10').signIn(email, 'Tentativa#z1')).status).toBe(401);
  });
});

describe(`rate limits behind a reverse proxy (TRUST_PROXY=1, ${testDatabaseKind})`, () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await proxied.destroy();
  });

  /** A sign-in through the proxy on 127.0.0.1: it appends the client's address to what the client sent. */
  const viaProxy = (client: string, sent?: string) =>
    proxied.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': sent ? `${sent}, ${client}` : client },
        body: JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'Tentativa#1a' }),
      },
      '127.0.0.1',
    );

  it('each real client has its own limit, and a spoofed header does not reset it', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await viaProxy('198.51.100.1')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same client claiming another address: the proxy's entry is the one that counts.
    expect((await viaProxy('198.51.100.1', '10.0.0.99')).status).toBe(429);
    // Another client behind the same proxy is not affected.
    expect((await viaProxy('198.51.100.2')).status).toBe(401);
  });
});

describe('sessions survive a restart of the app on the same data directory', () => {
  it('keeps the user signed in', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mci-auth-'));
    try {
      const open = async () => {
        const handle = await openDatabase({ dataDir: dir });
        await runMigrations(handle);
        return { ...handle, destroy: () => handle.close() } as TestDatabase;
      };
      const first = await createTestApp({}, { database: await open() });
      const { client } = await signedInClient(first);
      expect((await client.get('/api/me')).status).toBe(200);
      await first.destroy();

      const second = await createTestApp({}, { database: await open() });
      const cookieClient = client as unknown as { t: TestApp };
      cookieClient.t = second;
      expect((await client.get('/api/me')).status).toBe(200);
      await second.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
