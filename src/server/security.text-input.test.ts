import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMINHO_COM_CARACTERES_INVALIDOS,
  campoComCaracteresInvalidos,
  CORPO_COM_CARACTERES_INVALIDOS,
  parametroComCaracteresInvalidos,
} from '#shared/text-input';
import * as schema from '#server/db/schema';
import { createEdital } from '#tests/factories';
import { GOOD_PASSWORD, premiumClient, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/**
 * Issue 17: no text the API receives may carry a control character, a lone surrogate or bytes that
 * are not UTF-8 (a NUL reached PostgreSQL and answered 500). Every route is taken from the served
 * OpenAPI document, so a new route is covered without touching this file: each of its query and path
 * parameters and each string of its JSON body gets each bad value, from a signed-in premium admin
 * (whom no route turns away), and must answer 400 naming the field, while nothing is written.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { in: 'query' | 'path' | 'header'; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type OpenApiDoc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

/** Percent-encoded values that decode to a NUL, DEL, a lone surrogate (CESU-8) and bytes that are not UTF-8. */
const BAD_IN_URL = { NUL: 'a%00b', DEL: 'a%7Fb', 'lone surrogate': 'a%ED%A0%80b', 'invalid UTF-8': 'a%C3%28b' };
/** Strings a JSON body can carry: a NUL, a line feed (no field is multi-line), DEL, a lone surrogate. */
const BAD_IN_JSON = { NUL: 'a\u0000b', LF: 'a\nb', DEL: 'a\u007fb', 'lone surrogate': 'a\ud800b' };

let t: TestApp;
let doc: OpenApiDoc;
let client: TestClient;
let userId: string;
let editalId: number;
let buscaId: number;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.request('/api/openapi.json')).json()) as OpenApiDoc;
  const premium = await premiumClient(t);
  client = premium.client;
  userId = premium.userId;
  await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, userId));
  editalId = (await createEdital(t.database.db, { titulo: 'Concurso da Prefeitura' })).id;
  const saved = await client.request('/api/me/buscas', { method: 'POST', json: { nome: 'Minha busca', filtros: { q: 'prefeitura' } } });
  buscaId = ((await saved.json()) as { busca: { id: number } }).busca.id;
});
afterAll(async () => {
  await t.destroy();
});

/** Every row of the tables a request could write, for "nothing changed" (sessions and rate limits aside). */
async function snapshot(): Promise<string> {
  const { db } = t.database;
  const tables = [
    schema.user,
    schema.account,
    schema.profiles,
    schema.subscription,
    schema.userEditalStatus,
    schema.alertPreferences,
    schema.buscaSalva,
    schema.agendaToken,
    schema.mailQueue,
    schema.verification,
    schema.twoFactor,
    schema.collectorRun,
    schema.edital,
  ];
  const all = [];
  for (const table of tables) {
    const rows = await db.select().from(table);
    all.push(rows.map((row) => JSON.stringify(row)).sort());
  }
  return JSON.stringify(all);
}

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** A path parameter's value that reaches the handler (an existing notice, search, account…). */
function validParam(path: string, name: string): string {
  if (name === 'id' && path.startsWith('/api/admin/users/')) return userId;
  if (name === 'id' && path.startsWith('/api/me/buscas/')) return String(buscaId);
  if (name === 'id') return String(editalId);
  if (name === 'uf') return 'sp';
  if (name === 'codigo') return '3550308';
  return 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
}

function fillPath(path: string, bad?: { name: string; value: string }): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (bad?.name === name ? bad.value : encodeURIComponent(validParam(path, name))));
}

function resolve(s: Schema): Schema {
  return s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!]! : s;
}

/** A plausible body for a documented schema: its example, else every property filled in. */
function exampleOf(raw: Schema): unknown {
  const s = resolve(raw);
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union) return exampleOf(union[0]!);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'object' || s.properties) {
    const props = Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v)]);
    if (props.length === 0 && typeof s.additionalProperties === 'object') props.push(['q', exampleOf(s.additionalProperties)]);
    return Object.fromEntries(props);
  }
  if (type === 'array') return [exampleOf(s.items ?? {})];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return 1;
  return 'texto';
}

/** The paths of every string in a value, as the API's messages name them ('filtros.q', 'keywords[0]'). */
function stringPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, path ? `${path}.${k}` : k));
  }
  return [];
}

function withValueAt(value: unknown, path: string, replacement: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.match(/[^.[\]]+/g)!;
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = replacement;
  return copy;
}

async function expect400(res: Response, message: string, label: string) {
  const text = await res.text();
  expect(res.status, `${label}: ${text}`).toBe(400);
  expect(JSON.parse(text), label).toEqual({ error: { code: 'BAD_REQUEST', message } });
}

describe(`control characters and broken text in every route (${testDatabaseKind})`, () => {
  it('the document lists the routes with text input this test walks', () => {
    const withInput = operations().filter(({ op }) => (op.parameters?.length ?? 0) > 0 || op.requestBody);
    // A floor, not the list: new routes join the sweep by themselves.
    expect(withInput.length).toBeGreaterThanOrEqual(20);
    expect(withInput.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['GET /api/editais', 'POST /api/me/buscas', 'PUT /api/me/alertas', 'PATCH /api/me', 'GET /rss/buscas/{token}.xml']),
    );
  });

  it('every query parameter: 400 naming it, never 500, nothing written', async () => {
    const before = await snapshot();
    for (const { method, path, op } of operations()) {
      // Documented parameters, and one the route does not know: none is read before the guard.
      const names = [...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), 'extra'];
      for (const name of names) {
        for (const [kind, value] of Object.entries(BAD_IN_URL)) {
          const res = await client.request(`${fillPath(path)}?${name}=${value}`, { method });
          await expect400(res, parametroComCaracteresInvalidos(name), `${method} ${path} ?${name} (${kind})`);
        }
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('every path parameter: 400, never 500, nothing written', async () => {
    const before = await snapshot();
    for (const { method, path, op } of operations()) {
      for (const param of (op.parameters ?? []).filter((p) => p.in === 'path')) {
        for (const [kind, value] of Object.entries(BAD_IN_URL)) {
          const res = await client.request(fillPath(path, { name: param.name, value }), { method });
          await expect400(res, CAMINHO_COM_CARACTERES_INVALIDOS, `${method} ${path} {${param.name}} (${kind})`);
        }
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('every string of every JSON body: 400 naming the field, never 500, nothing written', async () => {
    const before = await snapshot();
    let fields = 0;
    for (const { method, path, op } of operations()) {
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      if (!bodySchema) continue;
      const valid = exampleOf(bodySchema);
      for (const field of stringPaths(valid)) {
        fields++;
        for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
          const res = await client.request(fillPath(path), { method, json: withValueAt(valid, field, bad) });
          await expect400(res, campoComCaracteresInvalidos(field), `${method} ${path} ${field} (${kind})`);
        }
        // Bytes that are not UTF-8 inside the string: the field cannot be told, the body is refused.
        const marker = 'XX_MARCADOR_XX';
        const bytes = new TextEncoder().encode(JSON.stringify(withValueAt(valid, field, marker)));
        const at = Buffer.from(bytes).indexOf(marker);
        const broken = Buffer.concat([Buffer.from(bytes.subarray(0, at)), Buffer.from([0x61, 0xc3, 0x28]), Buffer.from(bytes.subarray(at + marker.length))]);
        const res = await client.request(fillPath(path), { method, headers: { 'content-type': 'application/json' }, body: broken });
        await expect400(res, CORPO_COM_CARACTERES_INVALIDOS, `${method} ${path} ${field} (invalid UTF-8)`);
      }
      // A bad field name at the top of the body.
      const res = await client.request(fillPath(path), { method, json: { ...(valid as object), 'x\u0000': 'y' } });
      await expect400(res, CORPO_COM_CARACTERES_INVALIDOS, `${method} ${path} (bad field name)`);
    }
    expect(fields).toBeGreaterThanOrEqual(6);
    expect(await snapshot()).toBe(before);
  });

  it('the unsubscribe links also read { token } as JSON: checked the same way', async () => {
    const before = await snapshot();
    for (const path of ['/api/alertas/cancelar', '/api/lembretes/cancelar']) {
      for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
        await expect400(await client.request(path, { method: 'POST', json: { token: bad } }), campoComCaracteresInvalidos('token'), `${path} (${kind})`);
      }
    }
    expect(await snapshot()).toBe(before);
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
    const before = await snapshot();
    for (const [kind, bad] of Object.entries(BAD_IN_JSON)) {
      const email = uniqueEmail();
      await expectValidation400(await post('/api/auth/sign-up/email', { name: `Ana${bad}Silva`, email, password: GOOD_PASSWORD }), 'name', `sign-up name (${kind})`);
      await expectValidation400(await post('/api/auth/sign-up/email', { name: 'Ana Silva', email, password: `${GOOD_PASSWORD}${bad}` }), 'password', `sign-up password (${kind})`);
      await expectValidation400(await post('/api/auth/sign-in/email', { email: `a${bad}@exemplo.com.br`, password: GOOD_PASSWORD }), 'email', `sign-in (${kind})`);
      await expectValidation400(await post('/api/auth/request-password-reset', { email: `a${bad}@exemplo.com.br` }), 'email', `reset request (${kind})`);
      // The token reached PostgreSQL: a 500 before the guard.
      await expectValidation400(await post('/api/auth/reset-password', { token: `t${bad}`, newPassword: GOOD_PASSWORD }), 'token', `reset (${kind})`);
    }
    expect(await snapshot()).toBe(before);
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
