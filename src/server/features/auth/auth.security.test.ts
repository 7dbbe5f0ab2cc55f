import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, subscription, user } from '#server/db/schema';
import { settleAfterResponse } from '#server/lib/after-response';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/**
 * Issue 17, what an attacker tries on the auth endpoints: how far sign-up's "e-mail taken" answer
 * can be used to list accounts (docs/decisions/0014), redirects to other sites, and a user raising
 * their own role.
 */

const LIMIT = 3;
const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await t.destroy();
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe(`sign-up and account enumeration (${testDatabaseKind})`, () => {
  it(`tells a taken e-mail (409), but only ${LIMIT} sign-ups a minute per address, taken or not`, async () => {
    const { email: taken } = await signedInClient(t);
    const prober = new TestClient(t, uniqueIp());
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const email = i % 2 === 0 ? taken : uniqueEmail('sonda');
      statuses.push((await prober.signUp({ name: 'Sonda Teste', email, password: GOOD_PASSWORD })).status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual([409, 200, 409]);
    // Past the limit the answer no longer says whether the address has an account.
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    const limited = await prober.signUp({ name: 'Sonda Teste', email: taken, password: GOOD_PASSWORD });
    expect(await errorOf(limited)).toEqual({ code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um minuto e tente novamente.' });
    // Another address has its own budget.
    expect((await new TestClient(t, uniqueIp()).signUp({ name: 'Outra Pessoa', email: taken, password: GOOD_PASSWORD })).status).toBe(409);
  });

  it('sign-in and the reset request do not tell: one answer for a known and an unknown e-mail', async () => {
    const { email } = await signedInClient(t);
    const known = await new TestClient(t, uniqueIp()).signIn(email, 'Senha#Errada1');
    const unknown = await new TestClient(t, uniqueIp()).signIn(uniqueEmail('ninguem'), 'Senha#Errada1');
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(await errorOf(known)).toEqual(await errorOf(unknown));
    const resetKnown = await new TestClient(t, uniqueIp()).post('/api/auth/request-password-reset', { email });
    const resetUnknown = await new TestClient(t, uniqueIp()).post('/api/auth/request-password-reset', { email: uniqueEmail('ninguem') });
    expect([resetKnown.status, resetUnknown.status]).toEqual([200, 200]);
    expect(await resetKnown.json()).toEqual(await resetUnknown.json());
  });
});

describe(`redirects to other sites (${testDatabaseKind})`, () => {
  it('sign-in and sign-up refuse a callbackURL on another site', async () => {
    const { email } = await signedInClient(t);
    const signIn = await new TestClient(t, uniqueIp()).post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD, callbackURL: `${EVIL}/roubo` });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('location')).toBeNull();
    const fresh = uniqueEmail('redir');
    const signUp = await new TestClient(t, uniqueIp()).post('/api/auth/sign-up/email', {
      name: 'Nova Pessoa',
      email: fresh,
      password: GOOD_PASSWORD,
      callbackURL: `${EVIL}/roubo`,
    });
    expect(signUp.status).toBe(403);
    expect(await t.database.db.select().from(user).where(eq(user.email, fresh))).toEqual([]);
  });

  it('the reset request refuses a redirectTo on another site, and the e-mail links to the site only', async () => {
    const { email } = await signedInClient(t);
    // Read once the work left for after the answer (queuing the e-mail) has run.
    const mails = async () => {
      await settleAfterResponse();
      return t.database.db
        .select({ text: mailQueue.text, html: mailQueue.html })
        .from(mailQueue)
        .where(and(eq(mailQueue.to, email), eq(mailQueue.kind, 'password_reset')))
        .orderBy(desc(mailQueue.id));
    };
    const foreign = await new TestClient(t, uniqueIp()).post('/api/auth/request-password-reset', { email, redirectTo: `${EVIL}/roubo` });
    expect(foreign.status).toBe(403);
    expect(await mails()).toEqual([]);
    // A path on the site is accepted, and still not used: the link is always ours.
    const own = await new TestClient(t, uniqueIp()).post('/api/auth/request-password-reset', { email, redirectTo: '/conta' });
    expect(own.status).toBe(200);
    const [mail] = await mails();
    expect(mail!.text).toMatch(new RegExp(`^${TEST_ORIGIN}/redefinir-senha\\?token=[\\w-]+$`, 'm'));
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/evil\.example|redefinir-senha[^"\s]*conta/);
  });

  it('the reset link refuses a callbackURL on another site instead of redirecting there', async () => {
    const res = await t.request(`/api/auth/reset-password/qualquer-token?callbackURL=${encodeURIComponent(`${EVIL}/roubo`)}`, { redirect: 'manual' });
    expect(res.status).toBe(403);
    expect(res.headers.get('location') ?? '').not.toContain('evil.example');
  });
});

describe(`a user cannot raise their own role or plan (${testDatabaseKind})`, () => {
  it('update-user with a role, and the admin endpoints, are refused; the role stays user', async () => {
    const { client, email } = await signedInClient(t);
    const [me] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const id = me!.id;
    const tries = [
      await client.post('/api/auth/update-user', { role: 'admin' }),
      await client.post('/api/auth/admin/set-role', { userId: id, role: 'admin' }),
      await client.post('/api/auth/admin/update-user', { userId: id, data: { role: 'admin' } }),
      await client.request(`/api/admin/users/${id}/plan`, { method: 'PUT', json: { plan: 'premium' } }),
    ];
    expect(tries.map((r) => r.status)).toEqual([400, 403, 403, 403]);
    const [after] = await t.database.db.select({ role: user.role }).from(user).where(eq(user.id, id));
    expect(after!.role).toBe('user');
    const [plan] = await t.database.db.select({ plan: subscription.plan }).from(subscription).where(eq(subscription.userId, id));
    expect(plan!.plan).toBe('free');
    expect(await (await client.get('/api/me/roles/admin')).json()).toEqual({ hasRole: false });
  });
});
