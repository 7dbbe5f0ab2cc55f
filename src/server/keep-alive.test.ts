import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { createServedApp } from '#server/app';
import { createAuthHooks } from '#server/features/auth/auth-hooks';
import { createAuth } from '#server/lib/auth';
import { createLogger } from '#server/lib/logger';

/**
 * Issue 20 (6): a refusal that leaves the request's body unread (413) or comes before it is read
 * (429) says `Connection: close`, so a client that pools keep-alive connections does not send its
 * next request on a connection the server is about to drop.
 */

let t: TestApp;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1' });
  const logger = createLogger('silent');
  const auth = createAuth({ env: t.env, database: t.database, logger, secret: TEST_SECRET, hooks: createAuthHooks({ env: t.env, database: t.database, logger }) });
  const served = createServedApp({ env: t.env, database: t.database, logger, auth, secret: TEST_SECRET });
  server = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1', createServer: served.createServer }) as http.Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.destroy();
});

function send(agent: http.Agent, path: string, body?: string): Promise<{ status: number; connection: string | undefined } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      `${origin}${path}`,
      { method: body === undefined ? 'GET' : 'POST', agent, headers: body === undefined ? {} : { 'content-type': 'application/json', origin: TEST_ORIGIN } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('refusals on keep-alive connections', () => {
  it('413: says Connection: close, and the next request on the pool is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const huge = JSON.stringify({ nome: 'x'.repeat(2 * 1024 * 1024) });
    expect(await send(agent, '/api/me/buscas', huge)).toEqual({ status: 413, connection: 'close' });
    expect(await send(agent, '/api/health')).toMatchObject({ status: 200 });
    agent.destroy();
  });

  it('429: says Connection: close, and the next request on the pool is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const attempt = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'Tentativa#1a' });
    expect(await send(agent, '/api/auth/sign-in/email', attempt)).toMatchObject({ status: 401 });
    expect(await send(agent, '/api/auth/sign-in/email', attempt)).toEqual({ status: 429, connection: 'close' });
    expect(await send(agent, '/api/health')).toMatchObject({ status: 200 });
    agent.destroy();
  });
});
