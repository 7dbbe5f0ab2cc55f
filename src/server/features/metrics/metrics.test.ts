import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdital } from '#tests/factories';
import { createTestApp, TEST_SECRET, type TestApp } from '#tests/helpers/test-app';
import { testDatabaseKind } from '#tests/helpers/test-db';
import { createServedApp } from '#server/app';
import { collectorRun, mailQueue } from '#server/db/schema';
import { createAuth } from '#server/lib/auth';
import { createLogger } from '#server/lib/logger';
import { HTTP_DURATION_BUCKETS, UNMATCHED_ROUTE } from '#server/lib/metrics';
import { createAuthHooks } from '../auth/auth-hooks';
import { METRICS_TOKEN_MESSAGE } from './metrics.routes';

/** One sample of the text format: `name{label="value",…} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  help: Map<string, string>;
  type: Map<string, string>;
  samples: Sample[];
}

/** Parses Prometheus' text exposition format (version 0.0.4), strictly enough to catch a malformed line. */
function parseExposition(text: string): Exposition {
  const help = new Map<string, string>();
  const type = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      (meta[1] === 'HELP' ? help : type).set(meta[2]!, meta[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`linha fora do formato: ${line}`);
    const labels: Record<string, string> = {};
    const body = sample[2] ?? '';
    const pairs = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
    let consumed = 0;
    for (let m = pairs.exec(body); m; m = pairs.exec(body)) {
      labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      consumed = pairs.lastIndex;
    }
    if (consumed !== body.length) throw new Error(`rótulos fora do formato: ${line}`);
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { help, type, samples };
}

/** The samples of `name` whose labels include `labels`. */
function find(e: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

function value(e: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = find(e, name, labels);
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} séries`);
  return found[0]?.value;
}

async function scrape(t: TestApp, init?: RequestInit): Promise<Exposition> {
  const res = await t.request('/metrics', init);
  expect(res.status).toBe(200);
  return parseExposition(await res.text());
}

const TOKEN = 'token-das-metricas-com-32-caracteres!';

describe(`GET /metrics (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('answers the text format, uncached, with HELP and TYPE for every metric and the process metrics', async () => {
    const res = await t.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const e = parseExposition(await res.text());
    const names = new Set(e.samples.map((s) => s.name.replace(/_(bucket|sum|count)$/, '')));
    for (const name of names) {
      if (!e.type.has(name)) continue; // a histogram's or summary's own series
      expect(e.help.get(name), name).toBeTruthy();
    }
    for (const sample of e.samples) {
      const family = [sample.name, sample.name.replace(/_(bucket|sum|count|total|created)$/, '')].find((n) => e.type.has(n));
      expect(family, `${sample.name} sem # TYPE`).toBeDefined();
    }
    expect(e.type.get('http_request_duration_seconds')).toBe('histogram');
    expect(e.type.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(e.type.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(e.type.get('mci_public_cache_lookups_total')).toBe('counter');
    expect(e.type.get('mci_mail_queue_messages')).toBe('gauge');
    expect(e.type.get('mci_collector_runs')).toBe('gauge');
    expect(value(e, 'mci_database_up')).toBe(1);
  });

  it('times a request under its route pattern and status, a 404 too, and an unknown address as unmatched', async () => {
    const edital = await createEdital(t.database.db, { titulo: 'Concurso Medido' });
    expect((await t.request('/api/editais?q=medido')).status).toBe(200);
    expect((await t.request(`/api/editais/${edital.id}`)).status).toBe(200);
    expect((await t.request('/api/editais/999999999')).status).toBe(404);
    expect((await t.request('/api/rota-que-nao-existe-abc')).status).toBe(404);

    const e = await scrape(t);
    const search = { method: 'GET', route: '/api/editais', status: '200' };
    expect(value(e, 'http_request_duration_seconds_count', search)).toBe(1);
    expect(value(e, 'http_request_duration_seconds_sum', search)).toBeGreaterThan(0);
    const buckets = find(e, 'http_request_duration_seconds_bucket', search);
    expect(buckets.map((b) => b.labels.le)).toEqual([...HTTP_DURATION_BUCKETS.map(String), '+Inf']);
    expect(buckets.at(-1)!.value).toBe(1);
    expect(value(e, 'http_request_duration_seconds_count', { route: '/api/editais/:id', status: '200' })).toBe(1);
    expect(value(e, 'http_request_duration_seconds_count', { route: '/api/editais/:id', status: '404' })).toBe(1);
    expect(value(e, 'http_request_duration_seconds_count', { route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    const routes = new Set(find(e, 'http_request_duration_seconds_count').map((s) => s.labels.route));
    expect([...routes].filter((r) => /\d{3,}|rota-que-nao-existe/.test(r!))).toEqual([]);
  });

  it('never puts a calendar or feed token, or any address asked for, in a label', async () => {
    const token = 'segredo0123456789abcdefTOKEN';
    await t.request(`/agenda/${token}.ics`);
    await t.request(`/rss/buscas/${token}.xml`);
    await t.request(`/${token}`);
    const res = await t.request('/metrics');
    const text = await res.text();
    expect(text).not.toContain(token);
    const e = parseExposition(text);
    expect(value(e, 'http_request_duration_seconds_count', { route: '/agenda/:file', status: '404' })).toBe(1);
    for (const s of e.samples) for (const v of Object.values(s.labels)) expect(v).not.toContain('segredo');
  });

  it('counts a visitor answer computed once as a miss, and the identical request after it as a hit', async () => {
    const kind = { kind: 'feed-publico' };
    const before = await scrape(t);
    const hits = value(before, 'mci_public_cache_lookups_total', { ...kind, result: 'hit' }) ?? 0;
    const misses = value(before, 'mci_public_cache_lookups_total', { ...kind, result: 'miss' }) ?? 0;
    expect((await t.request('/api/feed-publico?uf=AC')).status).toBe(200);
    expect((await t.request('/api/feed-publico?uf=AC')).status).toBe(200);
    const after = await scrape(t);
    expect(value(after, 'mci_public_cache_lookups_total', { ...kind, result: 'miss' })).toBe(misses + 1);
    expect(value(after, 'mci_public_cache_lookups_total', { ...kind, result: 'hit' })).toBe(hits + 1);
    // The state is not a label: one series per kind of answer.
    expect(find(after, 'mci_public_cache_lookups_total', kind)).toHaveLength(2);
  });

  it('reports the mail queue as rows are queued and fail', async () => {
    const before = await scrape(t);
    expect(value(before, 'mci_mail_queue_messages', { status: 'pendente' })).toBe(0);
    expect(value(before, 'mci_mail_queue_messages', { status: 'falhou' })).toBe(0);
    expect(value(before, 'mci_mail_queue_oldest_due_seconds')).toBe(0);

    const message = { to: 'ana@example.com', subject: 'Assunto', html: '<p>oi</p>', text: 'oi', kind: 'alerta' as const };
    const { db } = t.database;
    await db.insert(mailQueue).values([
      { ...message, nextAttemptAt: sql`now() - interval '10 minutes'` },
      { ...message, nextAttemptAt: sql`now() + interval '1 hour'`, attempts: 1, lastError: 'ECONNREFUSED' },
      { ...message, status: 'falhou', attempts: 6, lastError: '550 mailbox unavailable' },
      { ...message, status: 'enviado', attempts: 1, sentAt: sql`now()` },
    ]);
    const after = await scrape(t);
    expect(value(after, 'mci_mail_queue_messages', { status: 'pendente' })).toBe(2);
    expect(value(after, 'mci_mail_queue_messages', { status: 'falhou' })).toBe(1);
    expect(find(after, 'mci_mail_queue_messages', { status: 'enviado' })).toEqual([]);
    expect(value(after, 'mci_mail_queue_oldest_due_seconds')).toBeGreaterThanOrEqual(599);
    await db.delete(mailQueue);
  });

  it("reports the collector's runs from collector_run: by trigger and outcome, items, and the last run", async () => {
    const before = await scrape(t);
    expect(find(before, 'mci_collector_runs')).toEqual([]);
    expect(value(before, 'mci_collector_editais', { tipo: 'criados' })).toBe(0);
    expect(value(before, 'mci_collector_last_run_timestamp_seconds')).toBeUndefined();

    const result = (criados: number, atualizados: number, erros: number) => ({
      total_fontes: 3,
      editais_criados: criados,
      editais_atualizados: atualizados,
      erros,
      detalhes: [],
    });
    const { db } = t.database;
    await db.insert(collectorRun).values([
      { trigger: 'agendado', startedAt: '2026-03-01T09:00:00Z', finishedAt: '2026-03-01T09:02:00Z', result: result(5, 2, 0) },
      { trigger: 'manual', startedAt: '2026-03-02T09:00:00Z', finishedAt: '2026-03-02T09:00:30Z', result: result(3, 1, 2) },
      { trigger: 'agendado', startedAt: '2026-03-03T09:00:00Z' },
    ]);
    const after = await scrape(t);
    expect(value(after, 'mci_collector_runs', { trigger: 'agendado', outcome: 'ok' })).toBe(1);
    expect(value(after, 'mci_collector_runs', { trigger: 'manual', outcome: 'com_erros' })).toBe(1);
    expect(value(after, 'mci_collector_runs', { trigger: 'agendado', outcome: 'inacabada' })).toBe(1);
    expect(find(after, 'mci_collector_runs')).toHaveLength(3);
    expect(value(after, 'mci_collector_editais', { tipo: 'criados' })).toBe(8);
    expect(value(after, 'mci_collector_editais', { tipo: 'atualizados' })).toBe(3);
    // The last finished run is the manual one (the unfinished one has no result yet).
    expect(value(after, 'mci_collector_last_run_timestamp_seconds')).toBe(Date.parse('2026-03-02T09:00:30Z') / 1000);
    expect(value(after, 'mci_collector_last_run_duration_seconds')).toBe(30);
    expect(value(after, 'mci_collector_last_run_errors')).toBe(2);
    expect(value(after, 'mci_collector_last_run_editais', { tipo: 'criados' })).toBe(3);
    expect(value(after, 'mci_collector_last_run_editais', { tipo: 'atualizados' })).toBe(1);
    await db.delete(collectorRun);
  });

  it('does not time the in-process API calls a page makes while it renders (they carry no socket)', async () => {
    const countOf = async () => value(await scrape(t), 'http_request_duration_seconds_count', { route: '/api/health', status: '200' }) ?? 0;
    const before = await countOf();
    expect((await t.app.request('http://localhost:3000/api/health')).status).toBe(200);
    expect(await countOf()).toBe(before);
    expect((await t.request('/api/health')).status).toBe(200);
    expect(await countOf()).toBe(before + 1);
  });
});

describe('who may read /metrics', () => {
  it('with METRICS_TOKEN: only the right bearer token; none or a wrong one is 401 in the API error shape', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      for (const authorization of [undefined, 'Bearer errado', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
        const res = await t.request('/metrics', { headers: authorization ? { authorization } : {} });
        expect(res.status, String(authorization)).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: METRICS_TOKEN_MESSAGE } });
      }
      // The token is required from loopback as well as from elsewhere.
      expect((await t.request('/metrics', {}, '203.0.113.9')).status).toBe(401);
      for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
        const res = await t.request('/metrics', { headers: { authorization } }, '203.0.113.9');
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      }
    } finally {
      await t.destroy();
    }
  });

  it('without METRICS_TOKEN: direct loopback requests only, outside production; anything else is an unknown address', async () => {
    const t = await createTestApp();
    try {
      expect((await t.request('/metrics', {}, '127.0.0.1')).status).toBe(200);
      expect((await t.request('/metrics', {}, '::1')).status).toBe(200);
      const notFound = await t.request('/metrics', {}, '203.0.113.9');
      expect(notFound.status).toBe(404);
      expect(await notFound.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      // Through a reverse proxy on this machine, every visitor arrives from loopback.
      expect((await t.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
      expect((await t.request('/metrics', { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
      // A token sent when none is configured opens nothing.
      expect((await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } }, '203.0.113.9')).status).toBe(404);
    } finally {
      await t.destroy();
    }
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await behindProxy.request('/metrics')).status).toBe(404);
      expect((await production.request('/metrics')).status).toBe(404);
    } finally {
      await Promise.all([behindProxy.destroy(), production.destroy()]);
    }
  });
});

describe('the served app (fast lane in front)', () => {
  let t: TestApp;
  let server: http.Server;
  let served: ReturnType<typeof createServedApp>;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp();
    const logger = createLogger('silent');
    const hooks = createAuthHooks({ env: t.env, database: t.database, logger });
    const auth = createAuth({ env: t.env, database: t.database, logger, secret: TEST_SECRET, hooks });
    served = createServedApp({ env: t.env, database: t.database, logger, auth, secret: TEST_SECRET });
    server = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1', createServer: served.createServer }) as http.Server;
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await t.destroy();
  });

  /** A GET without Accept-Encoding (fetch would add one, and a small answer then goes to the app). */
  function get(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${base}${path}`, { agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it("times the fast lane's answers under the app's route and counts them as cache hits", async () => {
    expect((await get('/api/feed-publico?uf=SP')).status).toBe(200); // the app computes
    expect((await get('/api/feed-publico?uf=SP')).status).toBe(200); // the lane answers
    expect(served.fastLane.served).toBe(1);
    const e = parseExposition((await get('/metrics')).body);
    expect(value(e, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/feed-publico', status: '200' })).toBe(2);
    expect(value(e, 'mci_public_cache_lookups_total', { kind: 'feed-publico', result: 'miss' })).toBe(1);
    expect(value(e, 'mci_public_cache_lookups_total', { kind: 'feed-publico', result: 'hit' })).toBe(1);
  });
});

describe('when the database is down', () => {
  it('still answers, with mci_database_up 0 and without the numbers it could not read', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const e = await scrape(t);
      expect(value(e, 'mci_database_up')).toBe(0);
      expect(find(e, 'mci_mail_queue_messages')).toEqual([]);
      expect(find(e, 'mci_collector_editais')).toEqual([]);
      expect(e.type.get('process_cpu_user_seconds_total')).toBe('counter');
    } finally {
      await t.destroy().catch(() => {});
    }
  });
});
