import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema';
import { ApiContract, typeOf, valuePaths, withValueAt, type Schema } from '#tests/helpers/api-contract';
import { GOOD_PASSWORD, signedInClient, TestClient, uniqueEmail, uniqueIp } from '#tests/helpers/auth-client';
import type { TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';

/**
 * Hardening, item 3: bad input is a 4xx, never a 5xx. Every route of the served OpenAPI document
 * (so a new route joins by itself) and every better-auth route the site calls gets bodies of the
 * wrong shape (`null`, a list, a bare string or number), each field of a plausible body with a value
 * of another type, numbers no column can hold (1e400 is written as such in the JSON text and parses
 * to Infinity), strings of 100 000 characters and lists of 10 000 items; every query and path
 * parameter gets the same kind of values in the address. Each answer must be the API's error shape,
 * JSON, with a Portuguese message, and nothing refused may be written. Control characters and broken
 * UTF-8 are security.text-input.test.ts's.
 */

const LONG_TEXT = 'a'.repeat(100_000);
const WRONG_TYPES: unknown[] = ['texto', 42, true, {}, [], null];
/** Written as they are in the JSON text: JSON.stringify cannot write 1e400 (Infinity) nor a number past 2^53 as sent. */
const NUMBER_LITERALS = ['1e308', '-1e308', '9007199254740993', '1e400', '-1e400', '-1', '0', '0.5', '2147483648'];
/** Whole bodies of the wrong shape, as JSON text. */
const WRONG_BODIES = ['null', '[]', '"texto"', '42', 'true', '1e400', '{}'];
/** Values of a query or path parameter, percent-encoded. */
const BAD_PARAMS: Record<string, string> = {
  '100 000 caracteres': LONG_TEXT,
  '2^53+1': '9007199254740993',
  '1e308': '1e308',
  '2^31': '2147483648',
  '10 dígitos': '9999999999',
  '20 dígitos': '99999999999999999999',
  negativo: '-1',
  '-1e308': '-1e308',
  zero: '0',
  '1e400': '1e400',
  NaN: 'NaN',
  Infinity: 'Infinity',
  'espaço antes': '%201',
  fração: '0.5',
  hexadecimal: '0x10',
};

/** English words no Portuguese message has; and something every Portuguese message has. */
const ENGLISH = /\b(the|is|are|not|must|expected|received|required|invalid|should|cannot|failed|missing|unknown|too|be|was|found)\b/i;
const PORTUGUESE = /[à-úç]|\b(o|a|os|as|de|do|da|dos|das|em|um|uma|para|muito|nome|busca|campo|senha|deve)\b/i;

/** `success`: the value may be a valid one for this parameter (a search for 'NaN'), so a 2xx is fine too. */
type Probe = { label: string; path: string; init: RequestInit; from: TestClient; success?: boolean };
type Outcome = { label: string; status: number; text: string; problem?: string };

let api: ApiContract;
let t: TestApp;

beforeAll(async () => {
  api = await ApiContract.open();
  t = api.t;
});
afterAll(async () => {
  await t.destroy();
});

/** The JSON text of `valid` with the value at `path` written as `literal` (raw JSON text). */
function withLiteralAt(valid: unknown, path: string, literal: string): string {
  const marker = '__VALOR_DO_TESTE__';
  return JSON.stringify(withValueAt(valid, path, marker)).replace(JSON.stringify(marker), literal);
}

/** Values of the same kind as `value`, too large: a long string, long lists (one item repeated, or all different). */
function oversized(value: unknown): { kind: string; json: string }[] {
  if (typeof value === 'string') return [{ kind: 'texto de 100 000 caracteres', json: JSON.stringify(LONG_TEXT) }];
  if (!Array.isArray(value)) return [];
  const item: unknown = value[0] ?? 'texto';
  const many = (f: (i: number) => unknown) => JSON.stringify(Array.from({ length: 10_000 }, (_, i) => f(i)));
  const lists = [{ kind: 'lista de 10 000 itens iguais', json: many(() => item) }];
  if (typeof item === 'string') lists.push({ kind: 'lista de 10 000 itens diferentes', json: many((i) => `${item}${i}`) });
  return lists;
}

/**
 * The bad bodies for a route whose plausible body is `valid`: label and JSON text. `accepts` tells
 * the types a field may have (the contract's schema); without it, the type of its plausible value.
 */
function badBodies(valid: unknown, accepts: (path: string) => Set<string> | undefined = () => undefined): { kind: string; json: string }[] {
  const bodies = WRONG_BODIES.map((json) => ({ kind: `corpo ${json}`, json }));
  for (const { path, value } of valuePaths(valid)) {
    const types = accepts(path) ?? new Set([typeOf(value)]);
    for (const wrong of WRONG_TYPES.filter((w) => !types.has(typeOf(w)))) {
      bodies.push({ kind: `${path} = ${JSON.stringify(wrong)}`, json: withLiteralAt(valid, path, JSON.stringify(wrong)) });
    }
    for (const literal of NUMBER_LITERALS) bodies.push({ kind: `${path} = ${literal}`, json: withLiteralAt(valid, path, literal) });
    for (const big of oversized(value)) bodies.push({ kind: `${path} = ${big.kind}`, json: withLiteralAt(valid, path, big.json) });
  }
  return bodies;
}

function jsonInit(method: string, json: string): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: json };
}

/** What is wrong with an answer to bad input, if anything: a 5xx, a success, or not the API's error shape. */
function problemOf(status: number, type: string, text: string, success = false): string | undefined {
  if (status >= 500) return '5xx';
  if (status < 400) return success ? undefined : 'aceito (não 4xx)';
  if (!/^application\/json\b/i.test(type)) return `content-type ${type || '(nenhum)'}`;
  let body: { error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return 'corpo não é JSON';
  }
  const message = body.error?.message;
  if (typeof body.error?.code !== 'string' || typeof message !== 'string' || message.trim() === '') return 'fora do formato de erro';
  if (ENGLISH.test(message) || !PORTUGUESE.test(message)) return 'mensagem em inglês';
  return undefined;
}

/** Sends the probes a few at a time (one app, one database) and judges each answer. */
async function send(probes: Probe[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < probes.length; i += 12) {
    const batch = probes.slice(i, i + 12).map(async ({ label, path, init, from, success }) => {
      const res = await from.request(path, init);
      const text = await res.text();
      const problem = problemOf(res.status, res.headers.get('content-type') ?? '', text, success);
      return { label, status: res.status, text, problem };
    });
    outcomes.push(...(await Promise.all(batch)));
  }
  return outcomes;
}

function report(outcomes: Outcome[]): string[] {
  return outcomes.filter((o) => o.problem).map((o) => `${o.label} → ${o.status} ${o.text.slice(0, 200)} [${o.problem}]`);
}

describe(`bad input to every route of the contract is a 4xx in Portuguese (${testDatabaseKind})`, () => {
  it('every JSON body: wrong shapes, wrong types, huge numbers, long strings and lists', async () => {
    const before = await api.snapshot();
    const probes: Probe[] = [];
    const routes = api.operations().flatMap(({ method, path, op }) => {
      const schema = ApiContract.jsonBody(op);
      return schema ? [{ method, path, schema }] : [];
    });
    // The unsubscribe links also read { token } as JSON (alerts.routes.ts).
    const token: Schema = { type: 'object', properties: { token: { type: 'string' } } };
    routes.push({ method: 'POST', path: '/api/alertas/cancelar', schema: token }, { method: 'POST', path: '/api/lembretes/cancelar', schema: token });
    for (const { method, path, schema } of routes) {
      for (const { kind, json } of badBodies(api.exampleOf(schema), (field) => api.typesAt(schema, field))) {
        probes.push({ label: `${method} ${path} ${kind}`, path: api.fillPath(path), init: jsonInit(method, json), from: api.client });
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const outcomes = await send(probes);
    expect(report(outcomes)).toEqual([]);
    expect(await api.snapshot()).toBe(before);
  });

  /** Each bad value in each parameter of one kind, with a plausible body (so the parameter is what is refused). */
  function paramProbes(where: 'query' | 'path'): Probe[] {
    return api.operations().flatMap(({ method, path, op }) => {
      const schema = ApiContract.jsonBody(op);
      const init = schema ? jsonInit(method, JSON.stringify(api.exampleOf(schema))) : { method };
      return ApiContract.params(op, where).flatMap((name) =>
        Object.entries(BAD_PARAMS).map(([kind, value]): Probe => {
          if (where === 'path') return { label: `${method} ${path} {${name}} ${kind}`, path: api.fillPath(path, { name, value }), init, from: api.client };
          // A text parameter may take any of these (a search for 'NaN'), but none 100 000 characters.
          const url = `${api.fillPath(path)}?${name}=${value}`;
          return { label: `${method} ${path}?${name}= ${kind}`, path: url, init, from: api.client, success: value !== LONG_TEXT };
        }),
      );
    });
  }

  it.each([
    { where: 'query' as const, floor: 100 },
    { where: 'path' as const, floor: 50 },
  ])('every $where parameter: long, huge, negative, NaN, 1e400 and padded values', async ({ where, floor }) => {
    const before = await api.snapshot();
    const probes = paramProbes(where);
    expect(probes.length).toBeGreaterThan(floor);
    expect(report(await send(probes))).toEqual([]);
    expect(await api.snapshot()).toBe(before);
  });
});

describe(`long addresses on a real HTTP server (${testDatabaseKind})`, () => {
  it('past what node reads (16 KiB of headers) a 4xx from node itself; under it, the app\'s 4xx', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of [`/api/editais?q=${LONG_TEXT}`, `/api/editais/${LONG_TEXT}`, `/rss/buscas/${LONG_TEXT}.xml`]) {
        const res = await fetch(`${origin}${path}`);
        expect(res.status, path.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(res.status, path.slice(0, 40)).toBeLessThan(500);
      }
      const under = await fetch(`${origin}/api/editais?q=${'a'.repeat(12_000)}`);
      expect(problemOf(under.status, under.headers.get('content-type') ?? '', await under.text())).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/**
 * The better-auth routes the site calls, each from whom the site calls it. Plausible bodies that
 * cannot succeed (a wrong current password, an unknown token), so what is refused is the shape.
 */
type AuthRoute = { path: string; as: 'visitor' | 'user' | 'admin'; valid: () => Record<string, unknown> };

const WRONG_PASSWORD = 'Errada#Senha123';
const AUTH_ROUTES: AuthRoute[] = [
  { path: '/api/auth/sign-up/email', as: 'visitor', valid: () => ({ name: 'Ana Silva', email: uniqueEmail(), password: GOOD_PASSWORD }) },
  { path: '/api/auth/sign-in/email', as: 'visitor', valid: () => ({ email: uniqueEmail(), password: GOOD_PASSWORD }) },
  { path: '/api/auth/request-password-reset', as: 'visitor', valid: () => ({ email: uniqueEmail() }) },
  { path: '/api/auth/reset-password', as: 'visitor', valid: () => ({ token: 'texto', newPassword: GOOD_PASSWORD }) },
  { path: '/api/auth/two-factor/verify-totp', as: 'visitor', valid: () => ({ code: '123456', trustDevice: false }) },
  { path: '/api/auth/two-factor/verify-backup-code', as: 'visitor', valid: () => ({ code: 'abcde-fghij' }) },
  { path: '/api/auth/send-verification-email', as: 'visitor', valid: () => ({ email: uniqueEmail() }) },
  { path: '/api/auth/change-password', as: 'user', valid: () => ({ currentPassword: WRONG_PASSWORD, newPassword: GOOD_PASSWORD }) },
  { path: '/api/auth/update-user', as: 'user', valid: () => ({ name: 'Ana Souza' }) },
  { path: '/api/auth/revoke-session', as: 'user', valid: () => ({ token: 'texto' }) },
  { path: '/api/auth/two-factor/enable', as: 'user', valid: () => ({ password: WRONG_PASSWORD }) },
  { path: '/api/auth/two-factor/disable', as: 'user', valid: () => ({ password: WRONG_PASSWORD }) },
  { path: '/api/auth/admin/set-role', as: 'admin', valid: () => ({ userId: targetId, role: 'user' }) },
];
/** They take no body: a bad one is ignored, and they end the session they are sent with. */
const SESSION_ENDERS = ['/api/auth/sign-out', '/api/auth/revoke-sessions'];
/** Read by GET, from the address: each parameter in turn gets a bad value, the others a plausible one. */
const AUTH_QUERIES: { path: string; query: Record<string, string> }[] = [
  { path: '/api/auth/get-session', query: { disableCookieCache: 'true', disableRefresh: 'true' } },
  { path: '/api/auth/verify-email', query: { token: 'texto', callbackURL: '%2F' } },
  { path: '/api/auth/reset-password/texto', query: { callbackURL: '%2Fredefinir-senha' } },
];

let someone: TestClient;
let targetId: string;
/** Answers better-auth gives in English (another change translates them): reported, not failed. */
const english: string[] = [];

describe(`bad input to better-auth's routes is a 4xx, never a 5xx (${testDatabaseKind})`, () => {
  beforeAll(async () => {
    ({ client: someone } = await signedInClient(t, { name: 'Ana Souza' }));
    const target = await signedInClient(t, { name: 'Bruno Lima' });
    const [row] = await t.database.db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, target.email));
    targetId = row!.id;
  });
  afterAll(() => {
    if (english.length > 0) console.warn(`Respostas do better-auth em inglês (${english.length}):\n${english.join('\n')}`);
  });

  /** 5xx and successes fail; English messages are kept for the report. */
  function judge(outcomes: Outcome[]): string[] {
    english.push(...report(outcomes.filter((o) => o.problem === 'mensagem em inglês')));
    return report(outcomes.filter((o) => o.problem !== 'mensagem em inglês'));
  }

  function clientFor(as: AuthRoute['as']): TestClient {
    // Each request from its own address: better-auth limits tries per address.
    if (as === 'visitor') return new TestClient(t, uniqueIp());
    return (as === 'user' ? someone : api.client).copyTo(t, uniqueIp());
  }

  it('every body the site sends: wrong shapes, wrong types, huge numbers, long strings', async () => {
    const before = await api.snapshot();
    const probes: Probe[] = [];
    for (const route of AUTH_ROUTES) {
      for (const { kind, json } of badBodies(route.valid())) {
        probes.push({ label: `POST ${route.path} ${kind}`, path: route.path, init: jsonInit('POST', json), from: clientFor(route.as) });
      }
    }
    expect(judge(await send(probes))).toEqual([]);
    expect(await api.snapshot()).toBe(before);
  });

  it('sign-out and revoke-sessions: a bad body is ignored or refused, never a 5xx', async () => {
    const cases = SESSION_ENDERS.flatMap((path) => WRONG_BODIES.map((json) => ({ path, json })));
    // A session of its own for each: the request may end it.
    const clients = await Promise.all(cases.map(() => signedInClient(t)));
    const probes = cases.map(({ path, json }, i): Probe => {
      return { label: `POST ${path} corpo ${json}`, path, init: jsonInit('POST', json), from: clients[i]!.client, success: true };
    });
    expect(judge(await send(probes))).toEqual([]);
  });

  it('the query strings better-auth reads', async () => {
    const probes: Probe[] = [];
    for (const { path, query } of AUTH_QUERIES) {
      for (const name of Object.keys(query)) {
        for (const [kind, value] of Object.entries(BAD_PARAMS)) {
          const search = Object.entries({ ...query, [name]: value }).map(([k, v]) => `${k}=${v}`).join('&');
          probes.push({ label: `GET ${path}?${name}= ${kind}`, path: `${path}?${search}`, init: {}, from: clientFor('user'), success: true });
        }
      }
    }
    expect(judge(await send(probes))).toEqual([]);
  });
});
