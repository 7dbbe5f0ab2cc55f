import * as OTPAuth from 'otpauth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { user } from '#server/db/schema';
import { grantAdmin } from './auth.service';

/**
 * Hardening, item 5: every error answer of the API is the one JSON shape in Portuguese, including
 * better-auth's own errors, its unknown routes and wrong methods (a plain-text 404 before), and the
 * app's own routes called with a method they do not answer (405 with Allow).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.destroy();
});

/** Words of better-auth's English messages (and its router's 'Not Found') that no Portuguese answer has. */
const ENGLISH =
  /\b(invalid|not found|required|expected|received|failed|allowed|already|unauthorized|forbidden|too many|please|method|user|password|token|session|must|cannot|can not|enabled|verified|account|validation|error)\b/i;

async function portugueseError(res: Response, label = '') {
  expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body), label).toEqual(['error']);
  expect(typeof body.error.code, label).toBe('string');
  expect(body.error.message, label).not.toMatch(ENGLISH);
  expect(body.error.message, label).toMatch(/[ãõçáéíóúâêà]|\b(não|de|da|do|para|com|ou|muito|nome|senha)\b/i);
  return body.error;
}

const NOT_FOUND = { code: 'NOT_FOUND', message: 'Rota da API não encontrada.' };
const METHOD_NOT_ALLOWED = { code: 'METHOD_NOT_ALLOWED', message: 'Método não permitido para esta rota.' };

describe(`unknown routes and wrong methods (${testDatabaseKind})`, () => {
  it.each([
    ['GET', '/api/auth/nao-existe'],
    ['POST', '/api/auth/nao-existe'],
    ['DELETE', '/api/auth/nao-existe'],
    ['GET', '/api/auth/sign-in/email/'],
    ['GET', '/api/auth//sign-in/email'],
    ['GET', '/api/auth/reset-password/um-token/mais'],
    ['GET', '/api/nao-existe'],
    ['PUT', '/api/nao-existe'],
  ])('%s %s → 404 JSON in Portuguese', async (method, path) => {
    const res = await new TestClient(t, uniqueIp()).request(path, { method });
    expect(res.status).toBe(404);
    expect(await portugueseError(res)).toEqual(NOT_FOUND);
  });

  it.each([
    ['POST', '/api/auth/get-session', 'GET, HEAD'],
    ['PUT', '/api/auth/sign-in/email', 'POST'],
    ['GET', '/api/auth/sign-in/email', 'POST'],
    ['DELETE', '/api/auth/sign-out', 'POST'],
    ['PATCH', '/api/auth/update-user', 'POST'],
    ['GET', '/api/auth/reset-password', 'POST'],
    ['POST', '/api/auth/reset-password/um-token', 'GET, HEAD'],
    ['DELETE', '/api/editais', 'GET, HEAD'],
    ['PUT', '/api/health', 'GET, HEAD'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['PUT', '/api/me', 'GET, HEAD, PATCH, DELETE'],
  ])('%s %s → 405 JSON in Portuguese with Allow: %s', async (method, path, allow) => {
    // Signed in, so a route for users only gets as far as its methods.
    const { client } = await signedInClient(t);
    const res = await client.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(await portugueseError(res)).toEqual(METHOD_NOT_ALLOWED);
  });

  it('HEAD still answers where GET does, and other paths are untouched', async () => {
    expect((await t.request('/api/health', { method: 'HEAD' })).status).toBe(200);
    expect((await t.request('/api/auth/ok', { method: 'HEAD' })).status).toBe(200);
    expect((await t.request('/api/auth/get-session', { method: 'HEAD' })).status).toBe(200);
    expect((await t.request('/api/auth/ok')).status).toBe(200);
    // Not the API: no 405 there (the site's pages and files keep their own answers).
    expect((await t.request('/qualquer-pagina', { method: 'DELETE' })).status).toBe(404);
  });

  it('leaves better-auth redirects alone', async () => {
    const res = await t.request('/api/auth/verify-email?token=nao-vale&callbackURL=%2Femail-confirmado', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/email-confirmado\?error=/);
  });
});

describe(`better-auth's errors in Portuguese (${testDatabaseKind})`, () => {
  it('a wrong password', async () => {
    const { email } = await signedInClient(t);
    const res = await new TestClient(t, uniqueIp()).signIn(email, 'Senha#Errada1');
    expect(res.status).toBe(401);
    expect(await portugueseError(res)).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha incorretos.' });
  });

  it('an invalid two-factor code', async () => {
    const { client } = await signedInClient(t);
    const enable = await client.post('/api/auth/two-factor/enable', { password: GOOD_PASSWORD });
    const totp = OTPAuth.URI.parse(((await enable.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
    const wrong = totp.generate() === '000000' ? '111111' : '000000';
    const res = await client.post('/api/auth/two-factor/verify-totp', { code: wrong });
    expect(res.status).toBe(401);
    expect((await portugueseError(res)).message).toBe('Código inválido. Confira o código e tente novamente.');
  });

  it('a user banned by an admin, and admin endpoints called by someone else', async () => {
    const admin = await signedInClient(t);
    await grantAdmin(t.database.db, admin.email);
    const { client: other, email } = await signedInClient(t);
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));

    for (const [path, body] of [
      ['/api/auth/admin/ban-user', { userId: row!.id }],
      ['/api/auth/admin/set-role', { userId: row!.id, role: 'admin' }],
      ['/api/auth/admin/remove-user', { userId: row!.id }],
      ['/api/auth/admin/impersonate-user', { userId: row!.id }],
    ] as const) {
      const res = await other.post(path, body);
      expect(res.status, path).toBe(403);
      expect((await portugueseError(res, path)).message).toBe('Você não tem permissão para realizar esta ação.');
    }
    const list = await other.get('/api/auth/admin/list-users');
    expect(list.status).toBe(403);
    await portugueseError(list);

    expect((await admin.client.post('/api/auth/admin/ban-user', { userId: row!.id })).status).toBe(200);
    const banned = await new TestClient(t, uniqueIp()).signIn(email, GOOD_PASSWORD);
    expect(banned.status).toBe(403);
    expect(await portugueseError(banned)).toEqual({ code: 'BANNED_USER', message: 'Esta conta está suspensa.' });
    const self = await admin.client.post('/api/auth/admin/ban-user', { userId: (await idOf(admin.email)) });
    expect(self.status).toBe(400);
    await portugueseError(self);
  });

  it("better-auth's own body checks (English before) answer in Portuguese", async () => {
    const { client } = await signedInClient(t);
    const res = await client.post('/api/auth/two-factor/enable', { password: 123 });
    expect(res.status).toBe(400);
    expect(await portugueseError(res)).toEqual({ code: 'VALIDATION_ERROR', message: 'Dados inválidos. Confira os campos enviados.' });
  });

  it('an invalid confirmation link opened without its callback', async () => {
    const res = await t.request('/api/auth/verify-email?token=nao-vale');
    expect(res.status).toBe(400);
    expect((await portugueseError(res)).message).toMatch(/link de confirmação é inválido/);
  });

  it('no 4xx answer of /api/auth carries an English word', async () => {
    const { client, email } = await signedInClient(t);
    const visitor = new TestClient(t, uniqueIp());
    const raw = (path: string, init: RequestInit) => new TestClient(t, uniqueIp()).request(path, init);
    const answers: [string, Response][] = [
      ['sign-in wrong', await visitor.signIn(email, 'Senha#Errada1')],
      ['sign-in array', await visitor.post('/api/auth/sign-in/email', [1, 2])],
      ['sign-in text/plain', await raw('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })],
      ['sign-in bad json', await raw('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
      ['sign-up types', await new TestClient(t, uniqueIp()).signUp({ name: 12 as never, email: uniqueEmail(), password: GOOD_PASSWORD })],
      ['update-user visitor', await visitor.post('/api/auth/update-user', { name: 'Ana Souza' })],
      ['update-user email', await client.post('/api/auth/update-user', { email: uniqueEmail() })],
      ['update-user nothing', await client.post('/api/auth/update-user', { role: 'admin' })],
      ['change-password wrong', await client.post('/api/auth/change-password', { currentPassword: 'Errada#123', newPassword: 'Nova#Senha456' })],
      ['change-password empty', await client.post('/api/auth/change-password', {})],
      ['two-factor disable wrong', await client.post('/api/auth/two-factor/disable', { password: 'Errada#123' })],
      ['verify-totp visitor', await visitor.post('/api/auth/two-factor/verify-totp', { code: '123456' })],
      ['list-sessions visitor', await visitor.get('/api/auth/list-sessions')],
      ['revoke-session', await client.post('/api/auth/revoke-session', {})],
      ['reset-password bad', await visitor.post('/api/auth/reset-password', { token: 'nao-vale', newPassword: 'Nova#Senha456' })],
      ['reset link bad', await visitor.get('/api/auth/reset-password/nao-vale')],
      ['send-verification other', await client.post('/api/auth/send-verification-email', { email: uniqueEmail() })],
      ['delete-user', await client.post('/api/auth/delete-user', { password: 'Errada#123' })],
      ['admin get-user', await client.get('/api/auth/admin/get-user?id=x')],
      ['unknown', await visitor.get('/api/auth/nao-existe')],
      ['wrong method', await visitor.request('/api/auth/sign-out', { method: 'DELETE' })],
    ];
    for (const [label, res] of answers) {
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      await portugueseError(res, label);
    }
  });
});

async function idOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}
