import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdital } from '#tests/factories';
import { signedInClient } from '#tests/helpers/auth-client';
import { createTestApp, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createServedApp } from '#server/app';
import { createAuthHooks } from '../auth/auth-hooks';
import { createAuth } from '#server/lib/auth';
import { DEFAULT_REVALIDATE_MS } from '#server/lib/public-cache';
import { renderPage } from '@/web/entry-server';

/**
 * The fast lane answers the visitors' cached feeds before Hono. Two servers share one app and one
 * cache: `lane` runs as index.ts runs it, `app` without the lane. For every request the lane takes,
 * its answer must be the app's, byte for byte and header for header (Date and X-Request-Id aside).
 */

let t: TestApp;
let served: ReturnType<typeof createServedApp>;
let lane: http.Server;
let plain: http.Server;
const logLines: Record<string, unknown>[] = [];

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    if (server.listening) resolve((server.address() as AddressInfo).port);
    else server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

let lanePort = 0;
let appPort = 0;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
  const hooks = createAuthHooks({ env: t.env, database: t.database, logger });
  const auth = createAuth({ env: t.env, database: t.database, logger, secret: TEST_SECRET, hooks });
  served = createServedApp({ env: t.env, database: t.database, logger, auth, secret: TEST_SECRET, renderPage });
  lane = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1', createServer: served.createServer }) as http.Server;
  plain = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  [lanePort, appPort] = await Promise.all([listen(lane), listen(plain)]);
  await createEdital(t.database.db, { titulo: 'Concurso Via Rápida SP', uf: 'SP' });
  const rj = await createEdital(t.database.db, { titulo: 'Concurso Via Rápida RJ', uf: 'RJ' });
  rjId = rj.id;
});
let rjId = 0;
afterAll(async () => {
  await Promise.all([lane, plain].map((s) => new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()); })));
  await t.destroy();
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function comparable(headers: http.IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
}

/** Asks the app (fills the cache), then the lane: the lane must have answered, with the same reply. */
async function expectSameAsApp(path: string, headers: Record<string, string> = {}) {
  const fromApp = await get(appPort, path, headers);
  const before = served.fastLane.served;
  const fromLane = await get(lanePort, path, headers);
  expect(served.fastLane.served, `a via rápida respondeu ${path}`).toBe(before + 1);
  expect(fromLane.status).toBe(fromApp.status);
  expect(comparable(fromLane.headers), JSON.stringify([fromLane.headers, fromApp.headers])).toEqual(comparable(fromApp.headers));
  expect(fromLane.body.equals(fromApp.body)).toBe(true);
  expect(fromLane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  return fromLane;
}

/** The lane passes the request on: the app answers it. */
async function expectAppAnswers(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = served.fastLane.served;
  const res = await get(lanePort, path, headers, method);
  expect(served.fastLane.served, `a via rápida deixou ${method} ${path} para o app`).toBe(before);
  return res;
}

describe(`fast lane for the visitors' feeds (${testDatabaseKind})`, () => {
  it.each([
    ['/api/feed-publico', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/api/feed-publico', { 'accept-encoding': 'gzip' }],
    ['/api/feed-publico', {}],
    ['/api/feed-publico?uf=SP', {}],
    ['/api/feed-publico?uf=rj', {}],
    ['/api/feed', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/api/feed?uf=SP', {}],
  ])('GET %s %j: the same answer as the app', async (path, headers) => {
    const res = await expectSameAsApp(path, headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
  });

  it('304 when the client has the answer, as the app says it', async () => {
    const first = await get(lanePort, '/api/feed-publico');
    const res = await expectSameAsApp('/api/feed-publico', { 'if-none-match': first.headers.etag! });
    expect(res.status).toBe(304);
    expect(res.body.byteLength).toBe(0);
  });

  it('keeps a sane X-Request-Id from the caller and replaces anything else', async () => {
    await get(appPort, '/api/feed-publico');
    expect((await get(lanePort, '/api/feed-publico', { 'x-request-id': 'abc-123=' })).headers['x-request-id']).toBe('abc-123=');
    expect((await get(lanePort, '/api/feed-publico', { 'x-request-id': 'a b<script>' })).headers['x-request-id']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('logs each answer like the app does', async () => {
    await get(appPort, '/api/feed-publico?uf=SP');
    logLines.length = 0;
    const res = await get(lanePort, '/api/feed-publico?uf=SP');
    await new Promise((r) => setTimeout(r, 10));
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: 'request', reqId: res.headers['x-request-id'], method: 'GET', path: '/api/feed-publico', status: 200 }),
    );
  });

  it('leaves to the app what it cannot answer exactly: bad or extra parameters, HEAD, other encodings, other paths', async () => {
    await get(appPort, '/api/feed-publico');
    const bad = await expectAppAnswers('/api/feed-publico?uf=XX');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toEqual({ error: { code: 'BAD_REQUEST', message: 'Estado (UF) inválido' } });
    expect((await expectAppAnswers('/api/feed-publico?uf=SP&uf=RJ')).status).toBe((await get(appPort, '/api/feed-publico?uf=SP&uf=RJ')).status);
    expect((await expectAppAnswers('/api/feed-publico?x=1')).status).toBe(200);
    expect((await expectAppAnswers('/api/feed-publico', {}, 'HEAD')).status).toBe(200);
    // Only deflate: the app's compress() middleware encodes the bytes itself.
    const deflate = await expectAppAnswers('/api/feed-publico', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect((await expectAppAnswers('/api/feed-publico/')).status).toBe(404);
    expect((await expectAppAnswers('/api/editais')).status).toBe(200);
  });

  it("a signed-in caller's feed is theirs: the app answers it", async () => {
    const { client } = await signedInClient(t);
    const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect(cookie).toContain('session_token');
    await get(appPort, '/api/feed');
    const res = await expectAppAnswers('/api/feed', { cookie });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('after a write, the app recomputes; then the lane serves the new answer', async () => {
    await get(appPort, '/api/feed-publico');
    await createEdital(t.database.db, { titulo: 'Concurso Recém-Chegado', uf: 'SP' });
    // Once the revalidation window has passed, the version stamp shows the write.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DEFAULT_REVALIDATE_MS);
      const fresh = await expectAppAnswers('/api/feed-publico');
      expect(fresh.body.toString()).toContain('Concurso Recém-Chegado');
      const again = await expectSameAsApp('/api/feed-publico');
      expect(again.body.toString()).toContain('Concurso Recém-Chegado');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe(`fast lane for the visitors' pages (${testDatabaseKind})`, () => {
  it.each([
    ['/edital/{id}', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/edital/{id}', { 'accept-encoding': 'gzip' }],
    ['/', { 'accept-encoding': 'br' }],
    ['/?uf=rj', { 'accept-encoding': 'br' }],
    ['/concursos/rj', {}],
    ['/sobre', {}],
  ])('GET %s %j: the page the app rendered and kept, byte for byte', async (template, headers) => {
    const path = template.replace('{id}', String(rjId));
    // A first render can take longer than the stamp's 2 s window on a busy machine: render first,
    // then the app's answer (which refreshes the stamp) and the lane's are compared.
    await get(appPort, path, headers);
    const res = await expectSameAsApp(path, headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(res.headers.etag).toMatch(/^W\/"/);
  });

  it('304 for a page the client has', async () => {
    const first = await get(lanePort, `/edital/${rjId}`);
    const res = await expectSameAsApp(`/edital/${rjId}`, { 'if-none-match': first.headers.etag! });
    expect(res.status).toBe(304);
  });

  it('leaves searches, 404s and signed-in visitors to the app, which never stores them', async () => {
    await get(appPort, '/explorar?q=rio');
    expect((await expectAppAnswers('/explorar?q=rio')).status).toBe(200);
    await get(appPort, '/edital/99999');
    expect((await expectAppAnswers('/edital/99999')).status).toBe(404);
    await get(appPort, '/concursos/xx');
    expect((await expectAppAnswers('/concursos/xx')).status).toBe(404);
    const { client } = await signedInClient(t);
    const cookies = (client as unknown as { cookies: Map<string, string> }).cookies;
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await get(appPort, `/edital/${rjId}`);
    const personal = await expectAppAnswers(`/edital/${rjId}`, { cookie });
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.headers.etag).toBeUndefined();
  });

  it('after a write the page is rendered again with it', async () => {
    await get(appPort, '/concursos/rj');
    await createEdital(t.database.db, { titulo: 'Concurso Novo no Rio', uf: 'RJ' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + DEFAULT_REVALIDATE_MS);
      const fresh = await expectAppAnswers('/concursos/rj');
      expect(fresh.body.toString()).toContain('Concurso Novo no Rio');
      const again = await expectSameAsApp('/concursos/rj');
      expect(again.body.toString()).toContain('Concurso Novo no Rio');
    } finally {
      vi.useRealTimers();
    }
  });
});
