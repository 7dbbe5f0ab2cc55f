import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute, z } from '@hono/zod-openapi';
import { createTestApp, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { loggablePath } from './app';
import { AppError } from './lib/app-error';
import { createRouter } from './lib/router';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only here, to drive the app's error handling from outside.
  // Built like every feature route: a zod-openapi route on a feature router.
  const eco = createRoute({
    method: 'post',
    path: '/api/__teste/eco',
    request: {
      body: { content: { 'application/json': { schema: z.object({ nome: z.string().min(2, 'Nome muito curto') }) } } },
    },
    responses: { 200: { description: 'eco' } },
  });
  t.app.route('/', createRouter().openapi(eco, (c) => c.json({ ok: true, nome: c.req.valid('json').nome }, 200)));
  t.app.get('/api/__teste/grande', (c) => c.json({ itens: Array.from({ length: 500 }, (_, i) => `concurso público ${i}`) }));
  t.app.get('/api/__teste/falha', () => {
    throw new Error('segredo: senha=hunter2 em /srv/app/db.ts:42');
  });
  t.app.get('/api/__teste/proibido', () => {
    throw new AppError('FORBIDDEN');
  });
});
afterAll(async () => {
  await t.destroy();
});

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  expect(body.error.message.length).toBeGreaterThan(5);
  return body.error.message;
}

describe(`API error shape (${testDatabaseKind})`, () => {
  it('unknown /api route → 404 in the error shape, in Portuguese', async () => {
    const message = await expectError(await t.request('/api/nao-existe'), 404, 'NOT_FOUND');
    expect(message).toBe('Rota da API não encontrada.');
    await expectError(await t.request('/api/nao-existe', { method: 'POST', body: '{}' }), 404, 'NOT_FOUND');
  });

  it('malformed JSON → 400 INVALID_JSON', async () => {
    const res = await t.request('/api/__teste/eco', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"nome": "Ana"',
    });
    expect(await expectError(res, 400, 'INVALID_JSON')).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('valid body passes', async () => {
    const res = await t.request('/api/__teste/eco', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Ana' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, nome: 'Ana' });
  });

  it('invalid body → 400 with the first validation message', async () => {
    const res = await t.request('/api/__teste/eco', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'A' }),
    });
    expect(await expectError(res, 400, 'BAD_REQUEST')).toBe('Nome muito curto');
  });

  it('too large a body → 413', async () => {
    const res = await t.request('/api/__teste/eco', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'x'.repeat(1024 * 1024 + 10) }),
    });
    await expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('AppError → its status and Portuguese message', async () => {
    expect(await expectError(await t.request('/api/__teste/proibido'), 403, 'FORBIDDEN')).toBe(
      'Você não tem permissão para realizar esta ação.',
    );
  });

  it('unexpected error → 500 without internals', async () => {
    const res = await t.request('/api/__teste/falha');
    const text = await res.clone().text();
    await expectError(res, 500, 'INTERNAL');
    expect(text).not.toMatch(/hunter2|segredo|\/srv|stack|at /);
  });

  it('non-API paths without a web build → 404 JSON', async () => {
    await expectError(await t.request('/qualquer'), 404, 'NOT_FOUND');
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1 with the health route', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; info: { title: string }; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('MCI API');
    expect(doc.paths['/api/health']).toBeDefined();
  });
});

describe('compression', () => {
  it('gzips large answers when the client accepts it', async () => {
    const res = await t.request('/api/__teste/grande', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const plain = await t.request('/api/__teste/grande');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('loggablePath', () => {
  it('keeps the secret out of the private feeds’ paths and leaves the rest alone', () => {
    expect(loggablePath('/agenda/AbC_dEf-123.ics')).toBe('/agenda/….ics');
    expect(loggablePath('/rss/buscas/AbC_dEf-123.xml')).toBe('/rss/buscas/….xml');
    expect(loggablePath('/rss/buscas/AbC')).toBe('/rss/buscas/…');
    expect(loggablePath('/rss/sp.xml')).toBe('/rss/sp.xml');
    expect(loggablePath('/edital/12')).toBe('/edital/12');
  });
});
