import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMINHO_COM_CARACTERES_INVALIDOS,
  campoComCaracteresInvalidos,
  CORPO_COM_CARACTERES_INVALIDOS,
  parametroComCaracteresInvalidos,
} from '#shared/text-input';
import * as schema from '#server/db/schema';
import { ApiContract, valuePaths, withValueAt } from '#tests/helpers/api-contract';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import type { TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/**
 * Issue 17: no text the API receives may carry a control character, a lone surrogate or bytes that
 * are not UTF-8 (a NUL reached PostgreSQL and answered 500). Every route is taken from the served
 * OpenAPI document, so a new route is covered without touching this file: each of its query and path
 * parameters and each string of its JSON body gets each bad value, from a signed-in premium admin
 * (whom no route turns away), and must answer 400 naming the field, while nothing is written.
 */

/** Percent-encoded values that decode to a NUL, DEL, a lone surrogate (CESU-8) and bytes that are not UTF-8. */
const BAD_IN_URL = { NUL: 'a%00b', DEL: 'a%7Fb', 'lone surrogate': 'a%ED%A0%80b', 'invalid UTF-8': 'a%C3%28b' };
/** Strings a JSON body can carry: a NUL, a line feed (no field is multi-line), DEL, a lone surrogate. */
const BAD_IN_JSON = { NUL: 'a\u0000b', LF: 'a\nb', DEL: 'a\u007fb', 'lone surrogate': 'a\ud800b' };

let api: ApiContract;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  api = await ApiContract.open();
  ({ t, client } = api);
});
afterAll(async () => {
  await t.destroy();
});

/** The paths of every string in a value ('filtros.q', 'keywords[0]'). */
function stringPaths(value: unknown): string[] {
  return valuePaths(value)
    .filter((entry) => typeof entry.value === 'string')
    .map((entry) => entry.path);
}

async function expect400(res: Response, message: string, label: string) {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBe(400);
  expect(JSON.parse(text), label).toEqual({ error: { code: 'BAD_REQUEST', message } });
}

describe(`control characters and broken text in every route (${testDatabaseKind})`, () => {
  it('the document lists the routes with text input this test walks', () => {
    const withInput = api.operations().filter(({ op }) => (op.parameters?.length ?? 0) > 0 || op.requestBody);
    // A floor, not the list: new routes join the sweep by themselves.
    expect(withInput.length).toBeGreaterThanOrEqual(20);
    expect(withInput.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['GET /api/editais', 'POST /api/me/buscas', 'PUT /api/me/alertas', 'PATCH /api/me', 'GET /rss/buscas/{token}.xml']),
    );
  });

  it('every query parameter: 400 naming it, never 500, nothing written', async () => {
    const before = await api.snapshot();
    for (const { method, path, op } of api.operations()) {
      // Documented parameters, and one the route does not know: none is read before the guard.
      const names = [...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), 'extra'];
      for (const name of names) {
        for (const [kind, value] of Object.entries(BAD_IN_URL)) {
          const res = await client.request(`${api.fillPath(path)}?${name}=${value}`, { method });
          await expect400(res, parametroComCaracteresInvalidos(name), `${method} ${path} ?${name} (${kind})`);
        }
      }
    }
    expect(await api.snapshot()).toBe(before);
  });

  it('every path parameter: 400, never 500, nothing written', async () => {
    const before = await api.snapshot();
    for (const { method, path, op } of api.operations()) {
      for (const param of (op.parameters ?? []).filter((p) => p.in === 'path')) {
        for (const [kind, value] of Object.entries(BAD_IN_URL)) {
          const res = await client.request(api.fillPath(path, { name: param.name, value }), { method });
          await expect400(res, CAMINHO_COM_CARACTERES_INVALIDOS, `${method} ${path} {${param.name}} (${kind})`);
        }
      }
    }
    expect(await api.snapshot()).toBe(before);
  });

  it('every string of every JSON body: 400 naming the field, never 500, nothing written', async () => {
    const before = await api.snapshot();
    let fields = 0;
    for (const { method, path, op } of api.operations()) {
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      if (!bodySchema) continue;
      const valid = api.exampleOf(bodySchema);
      for (const field of stringPaths(valid)) {
        fields++;
        for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
          const res = await client.request(api.fillPath(path), { method, json: withValueAt(valid, field, bad) });
          await expect400(res, campoComCaracteresInvalidos(field), `${method} ${path} ${field} (${kind})`);
        }
        // Bytes that are not UTF-8 inside the string: the field cannot be told, the body is refused.
        const marker = 'XX_MARCADOR_XX';
        const bytes = new TextEncoder().encode(JSON.stringify(withValueAt(valid, field, marker)));
        const at = Buffer.from(bytes).indexOf(marker);
        const broken = Buffer.concat([Buffer.from(bytes.subarray(0, at)), Buffer.from([0x61, 0xc3, 0x28]), Buffer.from(bytes.subarray(at + marker.length))]);
        const res = await client.request(api.fillPath(path), { method, headers: { 'content-type': 'application/json' }, body: broken });
        await expect400(res, CORPO_COM_CARACTERES_INVALIDOS, `${method} ${path} ${field} (invalid UTF-8)`);
      }
      // A bad field name at the top of the body.
      const res = await client.request(api.fillPath(path), { method, json: { ...(valid as object), 'x\u0000': 'y' } });
      await expect400(res, CORPO_COM_CARACTERES_INVALIDOS, `${method} ${path} (bad field name)`);
    }
    expect(fields).toBeGreaterThanOrEqual(6);
    expect(await api.snapshot()).toBe(before);
  });

  it('the unsubscribe links also read { token } as JSON: checked the same way', async () => {
    const before = await api.snapshot();
    for (const path of ['/api/alertas/cancelar', '/api/lembretes/cancelar']) {
      for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
        await expect400(await client.request(path, { method: 'POST', json: { token: bad } }), campoComCaracteresInvalidos('token'), `${path} (${kind})`);
      }
    }
    expect(await api.snapshot()).toBe(before);
  });

  it('clean text still works: the same requests without the bad characters succeed', async () => {
    expect((await client.get('/api/editais?q=prefeitura')).status).toBe(200);
    expect((await client.get('/api/editais?q=concurs%C3%A3o%20%F0%9F%98%80')).status).toBe(200);
    const renamed = await client.request('/api/me', { method: 'PATCH', json: { name: 'Maria Conceição' } });
    expect(renamed.status).toBe(200);
    const saved = await client.request('/api/me/buscas', { method: 'POST', json: { nome: 'Saúde 🩺 no Sul', filtros: { q: 'saúde' } } });
    expect(saved.status).toBe(201);
  });
});

describe(`better-auth's endpoints refuse the same characters (${testDatabaseKind})`, () => {
  const post = (path: string, json: unknown, from: TestClient = new TestClient(t, uniqueIp())) => from.post(path, json);

  async function expectValidation400(res: Response, field: string, label: string) {
    const text = await res.text();
    expect(res.status, `${label}: ${text}`).toBe(400);
    expect(JSON.parse(text), label).toEqual({ error: { code: 'VALIDATION_ERROR', message: campoComCaracteresInvalidos(field) } });
  }

  it('sign-up, sign-in and the reset: 400 naming the field, and no account is created', async () => {
    const before = await api.snapshot();
    for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
      const email = uniqueEmail();
      await expectValidation400(await post('/api/auth/sign-up/email', { name: `Ana${bad}Silva`, email, password: GOOD_PASSWORD }), 'name', `sign-up name (${kind})`);
      await expectValidation400(await post('/api/auth/sign-up/email', { name: 'Ana Silva', email, password: `${GOOD_PASSWORD}${bad}` }), 'password', `sign-up password (${kind})`);
      await expectValidation400(await post('/api/auth/sign-in/email', { email: `a${bad}@exemplo.com.br`, password: GOOD_PASSWORD }), 'email', `sign-in (${kind})`);
      await expectValidation400(await post('/api/auth/request-password-reset', { email: `a${bad}@exemplo.com.br` }), 'email', `reset request (${kind})`);
      // The token reached PostgreSQL: a 500 before the guard.
      await expectValidation400(await post('/api/auth/reset-password', { token: `t${bad}`, newPassword: GOOD_PASSWORD }), 'token', `reset (${kind})`);
    }
    expect(await api.snapshot()).toBe(before);
  });

  it('a signed-in user: update-user, change-password and two-factor refuse them too, the name stays', async () => {
    for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
      // Each from its own address: better-auth limits change-password to 3 tries in 10 s.
      const { client: someone, email } = await signedInClient(t, { name: 'Ana Souza' });
      // The name went to PostgreSQL as it came: a 500 before the guard.
      await expectValidation400(await someone.post('/api/auth/update-user', { name: `Ana${bad}` }), 'name', `update-user (${kind})`);
      await expectValidation400(await someone.post('/api/auth/change-password', { currentPassword: `x${bad}`, newPassword: GOOD_PASSWORD }), 'currentPassword', `change-password (${kind})`);
      await expectValidation400(await someone.post('/api/auth/two-factor/enable', { password: `x${bad}` }), 'password', `two-factor (${kind})`);
      const [after] = await t.database.db.select({ name: schema.user.name }).from(schema.user).where(eq(schema.user.email, email));
      expect(after!.name).toBe('Ana Souza');
    }
  });

  it('their paths and query strings are checked by the app before better-auth reads them', async () => {
    for (const [kind, value] of Object.entries(BAD_IN_URL)) {
      await expect400(await t.request(`/api/auth/get-session?x=${value}`), parametroComCaracteresInvalidos('x'), `get-session (${kind})`);
      await expect400(await t.request(`/api/auth/verify-email?token=${value}`), parametroComCaracteresInvalidos('token'), `verify-email (${kind})`);
      await expect400(await t.request(`/api/auth/reset-password/${value}?callbackURL=%2F`), CAMINHO_COM_CARACTERES_INVALIDOS, `reset link (${kind})`);
    }
  });
});
