import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '#shared/api-error';
import { parseEnv } from '#server/env';
import { alertPreferences, buscaSalva, subscription, user, userEditalStatus } from '#server/db/schema';
import { createAuthHooks } from '#server/features/auth/auth-hooks';
import { createAuth } from '#server/lib/auth';
import { createLogger } from '#server/lib/logger';
import { trustedBrowserOrigins } from '#server/lib/origin-check';
import { createEdital } from '#tests/factories';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/**
 * Issue 17, cross-site writes: the API's own state-changing routes refuse a browser request from
 * another site that rides on the session cookie (lib/origin-check.ts). Requests are sent by hand,
 * with exactly the headers under test (the test client would add its own Origin).
 */

const EVIL = 'https://evil.example';
const FORBIDDEN_ORIGIN = { error: { code: 'FORBIDDEN_ORIGIN', message: API_ERROR_MESSAGES.FORBIDDEN_ORIGIN } };

/** Without PUBLIC_URL (a first run): every loopback spelling of port 3000 is the site. */
let t: TestApp;
/** The same database with PUBLIC_URL set: that address alone is the site. */
let withUrl: TestApp;

type Account = { cookie: string; id: string; email: string };
let admin: Account;
let other: Account;
let editalId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: '' });
  withUrl = await createTestApp({}, { database: t.database });
  admin = await signUpAndIn(t);
  other = await signUpAndIn(t);
  await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
  await t.database.db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, admin.id));
  editalId = (await createEdital(t.database.db)).id;
});
afterAll(async () => {
  await t.destroy();
});

/** A fresh account signed in from the site itself; its session cookie as a Cookie header. */
async function signUpAndIn(app: TestApp): Promise<Account> {
  const email = uniqueEmail('origem');
  const ip = uniqueIp();
  const post = (path: string, json: unknown) =>
    app.request(path, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(json) }, ip);
  expect((await post('/api/auth/sign-up/email', { name: 'Pessoa Origem', email, password: GOOD_PASSWORD })).status).toBe(200);
  const res = await post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]!).join('; ');
  const [row] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { cookie, id: row!.id, email };
}

type Headers_ = { origin?: string; site?: string; cookie?: string | null };

function send(app: TestApp, method: string, path: string, json: unknown, h: Headers_ = {}) {
  const headers: Record<string, string> = {};
  if (h.cookie !== null) headers.cookie = h.cookie ?? admin.cookie;
  if (h.origin !== undefined) headers.origin = h.origin;
  if (h.site !== undefined) headers['sec-fetch-site'] = h.site;
  if (json !== undefined) headers['content-type'] = 'application/json';
  return app.request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
}

async function newBusca(): Promise<number> {
  const [row] = await t.database.db
    .insert(buscaSalva)
    .values({ userId: admin.id, nome: 'Semente', filtros: { q: 'semente' }, rssToken: `token-${uniqueIp()}` })
    .returning({ id: buscaSalva.id });
  return row!.id;
}

async function clearBuscas(): Promise<void> {
  await t.database.db.delete(buscaSalva).where(eq(buscaSalva.userId, admin.id));
}

/** The admin's writes under test, each with a fresh target. */
async function writes(): Promise<{ name: string; method: string; path: string; json?: unknown }[]> {
  return [
    { name: 'tracking status', method: 'PUT', path: `/api/me/editais/${editalId}/status`, json: { status: 'salvo', origin: 'feed' } },
    { name: 'tracking reset', method: 'DELETE', path: `/api/me/editais/${editalId}/status` },
    { name: 'saved search', method: 'POST', path: '/api/me/buscas', json: { nome: 'Polícia', filtros: { q: 'policia' } } },
    { name: 'saved search removal', method: 'DELETE', path: `/api/me/buscas/${await newBusca()}` },
    { name: 'alert preferences', method: 'PUT', path: '/api/me/alertas', json: { enabled: true, ufs: ['SP'], escolaridades: [], keywords: ['saúde'] } },
    { name: 'name change', method: 'PATCH', path: '/api/me', json: { name: 'Nome Trocado' } },
    { name: 'admin: plan change', method: 'PUT', path: `/api/admin/users/${other.id}/plan`, json: { plan: 'premium' } },
    { name: 'calendar address renewal', method: 'POST', path: '/api/me/agenda/renovar' },
  ];
}

/** What those writes would change, to see that a refused one changed nothing. */
async function state(): Promise<string> {
  const { db } = t.database;
  const [tracked] = await db.select({ n: count() }).from(userEditalStatus).where(eq(userEditalStatus.userId, admin.id));
  const buscas = await db.select({ id: buscaSalva.id }).from(buscaSalva).where(eq(buscaSalva.userId, admin.id));
  const prefs = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, admin.id));
  const [me] = await db.select({ name: user.name }).from(user).where(eq(user.id, admin.id));
  const [plan] = await db.select({ plan: subscription.plan }).from(subscription).where(eq(subscription.userId, other.id));
  return JSON.stringify({ tracked: tracked!.n, buscas: buscas.map((b) => b.id).sort(), prefs, name: me!.name, otherPlan: plan!.plan });
}

async function expectRefused(res: Response, label: string) {
  expect(res.status, label).toBe(403);
  expect(await res.json(), label).toEqual(FORBIDDEN_ORIGIN);
}

describe(`cross-site writes (${testDatabaseKind})`, () => {
  it('a foreign, opaque or other-port Origin with the session cookie → 403 FORBIDDEN_ORIGIN, nothing changed', async () => {
    const ws = await writes();
    const before = await state();
    for (const origin of [EVIL, 'null', 'http://127.0.0.1:4000', 'http://localhost:3000.evil.example', 'https://localhost:3000']) {
      for (const w of ws) {
        await expectRefused(await send(t, w.method, w.path, w.json, { origin, site: 'cross-site' }), `${w.name} from ${origin}`);
        // The Origin alone decides: a forged Sec-Fetch-Site does not help.
        await expectRefused(await send(t, w.method, w.path, w.json, { origin, site: 'same-origin' }), `${w.name} from ${origin}, same-origin claimed`);
      }
    }
    expect(await state()).toBe(before);
  });

  it('no Origin but Sec-Fetch-Site cross-site or same-site → 403, nothing changed', async () => {
    const ws = await writes();
    const before = await state();
    for (const site of ['cross-site', 'same-site', 'Cross-Site']) {
      for (const w of ws) await expectRefused(await send(t, w.method, w.path, w.json, { site }), `${w.name} (${site})`);
    }
    expect(await state()).toBe(before);
  });

  it('without PUBLIC_URL, every loopback spelling of the port is the site: the writes go through', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      await clearBuscas();
      const ws = await writes();
      const before = await state();
      for (const w of ws) {
        const res = await send(t, w.method, w.path, w.json, { origin, site: 'same-origin' });
        expect(res.status, `${w.name} from ${origin}: ${await res.clone().text()}`).toBeLessThan(300);
      }
      expect(await state(), origin).not.toBe(before);
      await t.database.db.update(subscription).set({ plan: 'free' }).where(eq(subscription.userId, other.id));
    }
    const [row] = await t.database.db.select({ plan: subscription.plan }).from(subscription).where(eq(subscription.userId, other.id));
    expect(row!.plan).toBe('free');
    const [tracked] = await t.database.db
      .select({ n: count() })
      .from(userEditalStatus)
      .where(and(eq(userEditalStatus.userId, admin.id), eq(userEditalStatus.editalId, editalId)));
    expect(tracked!.n).toBe(0); // the last write of each round took it back to 'novo'
  });

  it('no Origin and no Sec-Fetch-Site (curl, a script), or a same-origin/typed fetch: the writes go through', async () => {
    for (const site of [undefined, 'same-origin', 'none']) {
      await clearBuscas();
      for (const w of await writes()) {
        const res = await send(t, w.method, w.path, w.json, { site });
        expect(res.status, `${w.name} (${site ?? 'no header'})`).toBeLessThan(300);
      }
    }
  });

  it('with PUBLIC_URL set, that origin alone is the site', async () => {
    const tracking = `/api/me/editais/${editalId}/status`;
    const body = { status: 'visto', origin: 'feed' };
    await expectRefused(await send(withUrl, 'PUT', tracking, body, { origin: 'http://127.0.0.1:3000' }), '127.0.0.1 with PUBLIC_URL');
    expect((await send(withUrl, 'PUT', tracking, body, { origin: TEST_ORIGIN })).status).toBe(200);
  });

  it('requests without a cookie carry no credential and are not checked; reads are never checked', async () => {
    const alerts = await send(t, 'PUT', '/api/me/alertas', { enabled: false, ufs: [], escolaridades: [], keywords: [] }, { origin: EVIL, cookie: null });
    expect(alerts.status).toBe(401);
    const unsubscribe = await send(t, 'POST', '/api/alertas/cancelar', { token: 'inventado' }, { origin: EVIL, site: 'cross-site', cookie: null });
    expect(unsubscribe.status).toBe(400);
    expect(((await unsubscribe.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
    const me = await send(t, 'GET', '/api/me', undefined, { origin: EVIL, site: 'cross-site' });
    expect(me.status).toBe(200);
  });

  it('/api/auth/* is left to better-auth, which refuses with its own check', async () => {
    const res = await send(t, 'POST', '/api/auth/sign-out', {}, { origin: EVIL });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).not.toBe('FORBIDDEN_ORIGIN');
    expect(body.error.message).toBe('Origem da requisição não permitida.');
  });

  it('account deletion: refused from another site (the account stays), done from the site', async () => {
    const target = await signUpAndIn(t);
    const remaining = async () => (await t.database.db.select({ n: count() }).from(user).where(eq(user.id, target.id)))[0]!.n;
    await expectRefused(await send(t, 'DELETE', '/api/me', { password: GOOD_PASSWORD }, { origin: EVIL, cookie: target.cookie }), 'delete from evil');
    await expectRefused(await send(t, 'DELETE', '/api/me', { password: GOOD_PASSWORD }, { site: 'cross-site', cookie: target.cookie }), 'delete cross-site');
    expect(await remaining()).toBe(1);
    const done = await send(t, 'DELETE', '/api/me', { password: GOOD_PASSWORD }, { origin: 'http://127.0.0.1:3000', cookie: target.cookie });
    expect(done.status).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it('the trusted list is the one better-auth gets: PUBLIC_URL or the loopback origins, plus the Vite dev server outside production', () => {
    const prod = parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://mci.exemplo.com.br/', BETTER_AUTH_SECRET: 'x'.repeat(32) });
    expect(trustedBrowserOrigins(prod)).toEqual(['https://mci.exemplo.com.br']);
    const dev = parseEnv({ NODE_ENV: 'development', PORT: '3001' });
    expect(trustedBrowserOrigins(dev)).toEqual([
      'http://localhost:3001',
      'http://127.0.0.1:3001',
      'http://[::1]:3001',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    for (const env of [prod, dev, t.env, withUrl.env]) {
      const logger = createLogger('silent');
      const auth = createAuth({ env, database: t.database, logger, secret: 'x'.repeat(40), hooks: createAuthHooks({ env, database: t.database, logger }) });
      expect(auth.options.trustedOrigins, env.PUBLIC_URL).toEqual(trustedBrowserOrigins(env));
    }
  });
});

describe('security headers on the guards’ answers', () => {
  it('a refused write and a refused text carry nosniff, the CSP, no framing and the Referrer-Policy', async () => {
    const refused = await send(t, 'PUT', '/api/me/alertas', {}, { origin: EVIL });
    const badText = await t.request('/api/editais?q=%00');
    for (const res of [refused, badText]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    expect([refused.status, badText.status]).toEqual([403, 400]);
  });
});
