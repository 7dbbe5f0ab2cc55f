import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertPreferencesResponse } from '#shared/api/alerts';
import { signedInClient } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { alertPreferences, user } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await t.destroy();
});

const valid = { enabled: true, ufs: ['SP', 'RJ'], escolaridades: ['Ensino_Superior'], keywords: ['Receita Federal', 'TI'] };

describe(`GET and PUT /api/me/alertas (${testDatabaseKind})`, () => {
  it('visitors get 401, whatever they send, and nothing is written', async () => {
    expect((await t.request('/api/me/alertas')).status).toBe(401);
    const put = await t.request('/api/me/alertas', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(put.status).toBe(401);
    expect(await put.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Você precisa fazer login para continuar.' } });
    expect(await t.database.db.select().from(alertPreferences)).toEqual([]);
  });

  it('null until the user chooses; then saved, read back and changed', async () => {
    const { client, email } = await signedInClient(t);
    const first = await client.get('/api/me/alertas');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await first.json()).toEqual({ preferences: null, lembretes: true, plan: 'free', lastAlertAt: null });

    const saved = await client.request('/api/me/alertas', { method: 'PUT', json: valid });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as AlertPreferencesResponse;
    expect(body).toEqual({
      preferences: {
        enabled: true,
        ufs: ['RJ', 'SP'],
        escolaridades: ['Ensino_Superior'],
        keywords: ['Receita Federal', 'TI'],
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      lembretes: true,
      plan: 'free',
      lastAlertAt: null,
    });
    expect(await (await client.get('/api/me/alertas')).json()).toEqual(body);

    const [owner] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [row] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, owner!.id));
    const since = row!.newSince;

    // Changing filters while on keeps the "new since"; off and on again restarts it.
    await client.request('/api/me/alertas', { method: 'PUT', json: { ...valid, keywords: [] } });
    const [kept] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, owner!.id));
    expect(kept!.newSince).toEqual(since);
    expect(kept!.keywords).toEqual([]);
    await client.request('/api/me/alertas', { method: 'PUT', json: { ...valid, enabled: false } });
    await new Promise((r) => setTimeout(r, 5));
    await client.request('/api/me/alertas', { method: 'PUT', json: valid });
    const [restarted] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, owner!.id));
    expect(restarted!.newSince.getTime()).toBeGreaterThan(since.getTime());
  });

  it.each([
    [{ ...valid, ufs: ['SP', 'XX'] }, 'Estado inválido'],
    [{ ...valid, escolaridades: ['Mestrado'] }, 'Escolaridade inválida'],
    [{ ...valid, keywords: ['x'] }, 'Cada palavra-chave precisa de pelo menos 2 letras'],
    [{ ...valid, keywords: Array.from({ length: 11 }, (_, i) => `palavra ${i}`) }, 'Use no máximo 10 palavras-chave'],
    [{ ufs: [], escolaridades: [], keywords: [] }, 'Informe se os alertas estão ativos'],
    [{ ...valid, lembretes: 'sim' }, 'Informe se os lembretes estão ativos'],
  ])('bad input %j → 400 %s, nothing saved', async (input, message) => {
    const { client } = await signedInClient(t);
    const res = await client.request('/api/me/alertas', { method: 'PUT', json: input });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'BAD_REQUEST', message } });
    expect(await (await client.get('/api/me/alertas')).json()).toMatchObject({ preferences: null });
  });

  it('reminders: on until turned off, whether alerts were ever chosen; kept when a save leaves them out', async () => {
    const { client, email } = await signedInClient(t);
    const [owner] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const read = async () => ((await (await client.get('/api/me/alertas')).json()) as AlertPreferencesResponse).lembretes;
    expect(await read()).toBe(true);

    // Off with alerts left off: the answer says so, and so does the row.
    const off = await client.request('/api/me/alertas', { method: 'PUT', json: { ...valid, enabled: false, lembretes: false } });
    expect(((await off.json()) as AlertPreferencesResponse).lembretes).toBe(false);
    expect(await read()).toBe(false);
    // A save without the field (an older client) keeps the choice.
    await client.request('/api/me/alertas', { method: 'PUT', json: valid });
    expect(await read()).toBe(false);
    const [row] = await t.database.db.select().from(alertPreferences).where(eq(alertPreferences.userId, owner!.id));
    expect(row).toMatchObject({ enabled: true, lembretes: false });
    await client.request('/api/me/alertas', { method: 'PUT', json: { ...valid, lembretes: true } });
    expect(await read()).toBe(true);

    // A first save without the field starts with reminders on.
    const other = await signedInClient(t);
    await other.client.request('/api/me/alertas', { method: 'PUT', json: { ...valid, enabled: false } });
    expect(((await (await other.client.get('/api/me/alertas')).json()) as AlertPreferencesResponse).lembretes).toBe(true);
  });

  it('a body that is not JSON → 400 in Portuguese', async () => {
    const { client } = await signedInClient(t);
    const res = await client.request('/api/me/alertas', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"enabled": tr',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('O corpo da requisição não é um JSON válido.');
  });
});
