import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '#shared/api/account';
import { alertPreferences, mailQueue, user } from '#server/db/schema';
import { MIGRATIONS_FOLDER } from '#server/db/migrate';
import { settleAfterResponse } from '#server/lib/after-response';
import { createLogger } from '#server/lib/logger';
import { createUser, setUserEditalStatus, createEdital } from '#tests/factories';
import {
  GOOD_PASSWORD,
  signedInClient,
  TestClient,
  uniqueEmail,
  uniqueIp,
  verificationLinkFor,
  verifyEmailOf,
} from '#tests/helpers/auth-client';
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { grantAdminsFromList } from './auth.service';
import { inviteExistingAccounts, VERIFICATION_MAILS_PER_HOUR } from './email-verification.service';

/**
 * Issue 20 (1): the admin role, e-mail alerts and reminders go to a proven address only. The proof
 * is the link e-mailed at sign-up (or again from /conta), checked on a plain GET by the server,
 * which then shows /email-confirmado; a used password-reset link proves it too.
 */

const ADMIN = 'chefe.verificacao@exemplo.com.br';
const log = createLogger('silent');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${ADMIN},outra.chefe@exemplo.com.br`, LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await t.destroy();
});

async function accountOf(email: string) {
  const [row] = await t.database.db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row!;
}

async function verificationMails(email: string) {
  await settleAfterResponse(); // queued after the answer
  return t.database.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.to, email.toLowerCase()), eq(mailQueue.kind, 'verificacao_email')))
    .orderBy(asc(mailQueue.id));
}

async function me(client: TestClient): Promise<MeResponse> {
  return (await (await client.get('/api/me')).json()) as MeResponse;
}

describe(`the confirmation e-mail (${testDatabaseKind})`, () => {
  it('goes out at sign-up with a link to the site; the account may sign in, unconfirmed', async () => {
    const { client, email } = await signedInClient(t, { name: 'Joana Prado' });
    const [mail, ...more] = await verificationMails(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Confirme seu e-mail no MCI', status: 'pendente' });
    expect(mail!.text).toContain('Olá, Joana!');
    expect(mail!.text).toContain('Ele vale por 24 horas');
    expect(mail!.text).toMatch(
      new RegExp(`${TEST_ORIGIN}/api/auth/verify-email\\?token=[\\w.-]+&callbackURL=%2Femail-confirmado(\\s|$)`),
    );
    expect(mail!.html).toContain('Confirmar e-mail');
    expect((await me(client)).user.emailVerified).toBe(false);
  });

  it('is confirmed by a plain GET of the link, which then shows /email-confirmado; again, it changes nothing', async () => {
    const { client, email } = await signedInClient(t);
    const link = await verificationLinkFor(t, email);
    const res = await t.request(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/email-confirmado');
    expect(res.headers.getSetCookie()).toEqual([]); // no session comes with it
    expect((await accountOf(email)).emailVerified).toBe(true);
    expect((await me(client)).user.emailVerified).toBe(true);
    const again = await t.request(link);
    expect([again.status, again.headers.get('location')]).toEqual([302, '/email-confirmado']);
  });

  it('a tampered, expired or other account’s link confirms nothing and says so on /email-confirmado', async () => {
    const { email } = await signedInClient(t);
    const other = await signedInClient(t);
    const { id } = await accountOf(email);
    const link = await verificationLinkFor(t, email);
    const token = new URL(link, TEST_ORIGIN).searchParams.get('token')!;
    const expired = await createEmailVerificationToken(TEST_SECRET, email, undefined, -60, { userId: id });
    const othersId = (await accountOf(other.email)).id;
    const wrongAccount = await createEmailVerificationToken(TEST_SECRET, email, undefined, 3600, { userId: othersId });
    const forged = await createEmailVerificationToken('outro-segredo-com-mais-de-32-caracteres!!', email, undefined, 3600, { userId: id });
    const cases: [string, string][] = [
      [`${token.slice(0, -4)}AAAA`, 'INVALID_TOKEN'],
      [expired, 'TOKEN_EXPIRED'],
      [wrongAccount, 'INVALID_TOKEN'],
      [forged, 'INVALID_TOKEN'],
    ];
    for (const [bad, code] of cases) {
      const res = await t.request(`/api/auth/verify-email?token=${bad}&callbackURL=%2Femail-confirmado`);
      expect([res.status, res.headers.get('location')]).toEqual([302, `/email-confirmado?error=${code}`]);
    }
    expect((await accountOf(email)).emailVerified).toBe(false);
    expect((await accountOf(other.email)).emailVerified).toBe(false);
  });

  it('never sends the reader to another site: the callback is the site’s page whatever the request says', async () => {
    const { email } = await signedInClient(t);
    const { id } = await accountOf(email);
    const token = await createEmailVerificationToken(TEST_SECRET, email, undefined, 3600, { userId: id });
    const res = await t.request(`/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('https://site-malicioso.example/x')}`);
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect((await accountOf(email)).emailVerified).toBe(false);
  });
});

describe(`a new link from /conta (${testDatabaseKind})`, () => {
  it('is queued for the signed-in account, with the site’s link only, up to 5 an hour', async () => {
    const { client, email } = await signedInClient(t);
    // A callback on another site is refused outright; the site's own is not used either.
    const foreign = await client.post('/api/auth/send-verification-email', { email, callbackURL: 'https://site-malicioso.example/roubo' });
    expect(foreign.status).toBe(403);
    const send = () => client.post('/api/auth/send-verification-email', { email, callbackURL: '/conta' });
    for (let i = 1; i < VERIFICATION_MAILS_PER_HOUR + 2; i++) expect((await send()).status).toBe(200);
    const mails = await verificationMails(email);
    expect(mails).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
    for (const mail of mails) {
      expect(mail.text).toContain('callbackURL=%2Femail-confirmado');
      expect(mail.text).not.toContain('malicioso');
    }
    // The newest link works like the first.
    await verifyEmailOf(t, email);
    expect((await accountOf(email)).emailVerified).toBe(true);
  });

  it('is refused, in Portuguese, for an address already confirmed or another than the account’s', async () => {
    const { client, email } = await signedInClient(t, { verified: true });
    const done = await client.post('/api/auth/send-verification-email', { email });
    expect(done.status).toBe(400);
    const doneBody = (await done.json()) as { error: { code: string; message: string } };
    expect(doneBody.error.code).toBe('EMAIL_ALREADY_VERIFIED');
    const other = await client.post('/api/auth/send-verification-email', { email: uniqueEmail('outra') });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('EMAIL_MISMATCH');
    expect(await verificationMails(email)).toHaveLength(1); // the sign-up's only
  });

  it('asked for by a visitor: the same answer whether the address has an account or not; mail only to an unconfirmed one', async () => {
    const { email } = await signedInClient(t);
    const unknown = uniqueEmail('ninguem');
    const known = await new TestClient(t, uniqueIp()).post('/api/auth/send-verification-email', { email });
    const none = await new TestClient(t, uniqueIp()).post('/api/auth/send-verification-email', { email: unknown });
    expect([known.status, none.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await none.json());
    expect(await verificationMails(email)).toHaveLength(2);
    expect(await verificationMails(unknown)).toEqual([]);
  });
});

describe(`the admin role of ADMIN_EMAILS (${testDatabaseKind})`, () => {
  it('whoever signs up first with a listed address gets nothing; the owner proves it with a reset link and takes the account', async () => {
    const squatter = new TestClient(t, uniqueIp());
    expect((await squatter.signUp({ name: 'Impostor Qualquer', email: ADMIN, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await squatter.signIn(ADMIN, GOOD_PASSWORD)).status).toBe(200);
    expect((await accountOf(ADMIN)).role).toBe('user');
    expect((await squatter.get('/api/admin/users')).status).toBe(403);
    // The start-up grant skips an address nobody proved.
    expect(await grantAdminsFromList(t.database.db, [ADMIN])).toBe(0);
    expect((await accountOf(ADMIN)).role).toBe('user');

    // The real owner reads the mailbox: 'Esqueci minha senha', then the link.
    const owner = new TestClient(t, uniqueIp());
    expect((await owner.post('/api/auth/request-password-reset', { email: ADMIN })).status).toBe(200);
    await settleAfterResponse(); // the e-mail is queued after the answer
    const [reset] = await t.database.db
      .select({ text: mailQueue.text })
      .from(mailQueue)
      .where(and(eq(mailQueue.to, ADMIN), eq(mailQueue.kind, 'password_reset')));
    const token = /redefinir-senha\?token=([\w-]+)/.exec(reset!.text)![1]!;
    expect((await owner.post('/api/auth/reset-password', { token, newPassword: 'Nova#Senha456' })).status).toBe(200);
    const account = await accountOf(ADMIN);
    expect([account.emailVerified, account.role]).toEqual([true, 'admin']);
    // The squatter's session ended with the reset; the owner signs in as admin.
    expect(await (await squatter.get('/api/auth/get-session')).json()).toBeNull();
    expect((await owner.signIn(ADMIN, 'Nova#Senha456')).status).toBe(200);
    expect((await owner.get('/api/admin/users')).status).toBe(200);
  });

  it('at start-up, a listed account gets the role once its address is confirmed', async () => {
    const email = 'outra.chefe@exemplo.com.br';
    const row = await createUser(t.database.db, { email, emailVerified: false });
    expect(await grantAdminsFromList(t.database.db, [email])).toBe(0);
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, row.id));
    expect(await grantAdminsFromList(t.database.db, [email.toUpperCase()])).toBe(1);
    expect((await accountOf(email)).role).toBe('admin');
  });
});

describe(`accounts made before verification (${testDatabaseKind}, decision 0015)`, () => {
  it('the migration withdraws the admin role of an unconfirmed account, and of no other', async () => {
    const unproven = await createUser(t.database.db, { emailVerified: false, role: 'admin' });
    const proven = await createUser(t.database.db, { emailVerified: true, role: 'admin' });
    const file = readFileSync(path.join(MIGRATIONS_FOLDER, '0012_verificacao_email.sql'), 'utf8');
    await t.database.db.execute(sql.raw(file.split('--> statement-breakpoint').at(-1)!));
    expect((await accountOf(unproven.email)).role).toBe('user');
    expect((await accountOf(proven.email)).role).toBe('admin');
  });

  it('those who would get e-mail are sent one confirmation link, once; it confirms them', async () => {
    const withAlerts = await createUser(t.database.db, { emailVerified: false });
    await t.database.db.insert(alertPreferences).values({ userId: withAlerts.id, enabled: true });
    const withSaved = await createUser(t.database.db, { emailVerified: false });
    await setUserEditalStatus(t.database.db, { userId: withSaved.id, editalId: (await createEdital(t.database.db)).id, status: 'salvo' });
    const quiet = await createUser(t.database.db, { emailVerified: false });
    const confirmed = await createUser(t.database.db, { emailVerified: true });
    await t.database.db.insert(alertPreferences).values({ userId: confirmed.id, enabled: true });

    const invite = () => inviteExistingAccounts(t.database.db, log, { publicUrl: TEST_ORIGIN, secret: TEST_SECRET });
    expect(await invite()).toBe(2);
    expect(await invite()).toBe(0);
    expect(await verificationMails(withAlerts.email)).toHaveLength(1);
    expect(await verificationMails(withSaved.email)).toHaveLength(1);
    expect(await verificationMails(quiet.email)).toEqual([]);
    expect(await verificationMails(confirmed.email)).toEqual([]);
    await verifyEmailOf(t, withAlerts.email);
    expect((await accountOf(withAlerts.email)).emailVerified).toBe(true);
  });

  it('two instances starting together invite each account once', async () => {
    const accounts = [];
    for (let i = 0; i < 5; i += 1) {
      const account = await createUser(t.database.db, { emailVerified: false });
      await t.database.db.insert(alertPreferences).values({ userId: account.id, enabled: true });
      accounts.push(account);
    }
    const invite = () => inviteExistingAccounts(t.database.db, log, { publicUrl: TEST_ORIGIN, secret: TEST_SECRET });
    const counts = await Promise.all([invite(), invite(), invite()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    for (const account of accounts) expect(await verificationMails(account.email)).toHaveLength(1);
  });
});
