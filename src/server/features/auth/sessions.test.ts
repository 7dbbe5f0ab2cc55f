import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInClient } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '#tests/helpers/test-db';
import { createSessionCache } from '#server/lib/session-cache';

/**
 * Sessions validated from the instance's cache (issue 17) still end everywhere within seconds: two
 * app instances on one database, as behind a load balancer, each with its own cache (a short life
 * here, SESSION_CACHE_TTL_MS in production).
 */

const TTL_MS = 400;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({}, { database, sessions: createSessionCache({ ttlMs: TTL_MS }) });
  b = await createTestApp({}, { database, sessions: createSessionCache({ ttlMs: TTL_MS }) });
});
afterAll(async () => {
  await database.destroy();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`sessions across instances (${testDatabaseKind})`, () => {
  it('sign-out ends the session at once on its instance, and on the others within the cache life', async () => {
    const { client } = await signedInClient(a);
    const stolen = client.copyTo(a);
    const onB = client.copyTo(b);
    expect((await stolen.get('/api/me')).status).toBe(200);
    expect((await onB.get('/api/me')).status).toBe(200);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    // The instance that signed out forgot it at once: the same cookie, replayed, is refused.
    expect((await stolen.get('/api/me')).status).toBe(401);
    // The other instance may still trust its copy for at most the cache life; then it asks the database.
    await wait(TTL_MS + 50);
    expect((await onB.get('/api/me')).status).toBe(401);
  });

  it('a password change ends the other devices’ sessions, on every instance within the cache life', async () => {
    const { client } = await signedInClient(a);
    const phone = client.copyTo(b);
    expect((await phone.get('/api/me')).status).toBe(200);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Outra#Senha456',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    await wait(TTL_MS + 50);
    expect((await phone.get('/api/me')).status).toBe(401);
    // The device that changed it stays signed in (its new session).
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('a cached session never outlives an account deleted on its instance', async () => {
    const { client } = await signedInClient(a);
    const other = client.copyTo(a);
    expect((await other.get('/api/me')).status).toBe(200);
    const deleted = await client.request('/api/me', { method: 'DELETE', json: { password: GOOD_PASSWORD, confirmacao: 'EXCLUIR' } });
    if (deleted.status === 200 || deleted.status === 204) expect((await other.get('/api/me')).status).toBe(401);
    else throw new Error(`exclusão respondeu ${deleted.status}: ${await deleted.text()}`);
  });
});
