import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, TestClient, uniqueEmail } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/** Issue 20 (4): the same new e-mail signed up ten times at once. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t.destroy();
});

describe(`simultaneous sign-ups of one address (${testDatabaseKind})`, () => {
  it('one account; every other attempt gets the answer of a sequential duplicate, never a 500', async () => {
    const email = uniqueEmail('corrida');
    const attempt = (i: number) => new TestClient(t, `10.77.0.${i + 1}`).signUp({ name: 'Maria Corrida', email, password: GOOD_PASSWORD });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i)));
    const sequential = await attempt(20);
    expect(sequential.status).toBe(409);
    const duplicate = await sequential.json();
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(await answer.json()).toEqual(duplicate);
  });
});
