import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';

let configured: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  configured = await createTestApp({ CONTACT_EMAIL: 'fale@exemplo.com.br' });
  // The same database: only the configuration differs.
  unconfigured = await createTestApp({}, { database: configured.database });
});
afterAll(async () => {
  await configured.destroy();
});

describe('GET /api/site', () => {
  it('gives the contact address from CONTACT_EMAIL, to anyone', async () => {
    const res = await configured.request('/api/site');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ contactEmail: 'fale@exemplo.com.br' });
  });

  it('answers null while CONTACT_EMAIL is not set', async () => {
    const res = await unconfigured.request('/api/site');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ contactEmail: null });
  });
});
