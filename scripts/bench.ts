/**
 * `npm run bench`: the performance budgets of DESIGN.md section 8 that the server owns.
 *
 * (a) Throughput of GET /api/feed-publico from the real app (createServedApp, as index.ts runs it:
 *     the fast lane for cached answers in front of Hono, on an in-memory PGlite with the demo data,
 *     served by @hono/node-server on loopback) against a bare node:http server that
 *     returns the same bytes, both measured in this run with 50 keep-alive connections. Budget:
 *     the app reaches at least 50 % of the bare server.
 * (b) Search over 100,000 generated notices: the median time of 50 GET /api/editais?q= requests
 *     (in-process, through the whole app), and the query plan showing the trigram index. On PGlite,
 *     and on PostgreSQL too when TEST_DATABASE_URL is set. Budgets: 50 ms PGlite, 20 ms PostgreSQL.
 *
 * `npm run bench` sets NODE_ENV=production, as `npm start` does: React renders with its production
 * build (its development build makes a server render about a third slower).
 *
 * A benchmark reports figures; it asserts nothing. The load generator is autocannon, run in worker
 * threads so it does not share the servers' event loop.
 *
 * Knobs (all optional): BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (50), BENCH_CLIENT_THREADS (1),
 * BENCH_SEARCH_ROWS (100000), BENCH_SKIP (throughput|pages|render|search|collector|session, comma-separated).
 *
 * (c) The collector without AI: 1,000 listing items read, extracted and upserted (bench-collector.ts).
 * (f) Signed-in GET /api/feed on PostgreSQL vs. a bare node:http + pg server (benchSignedInFeed).
 */
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createServedApp } from '#server/app';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { runMigrations } from '#server/db/migrate';
import { seedDatabase } from '#server/db/seed';
import { parseEnv } from '#server/env';
import {
  readEditaisVersion,
  searchAllQuery,
  searchRecentQuery,
  SEARCH_WINDOW,
} from '#server/features/editais/editais.service';
import { createAuthHooks } from '#server/features/auth/auth-hooks';
import { createAuth } from '#server/lib/auth';
import { benchCollector } from './bench-collector';
import { createLogger } from '#server/lib/logger';
import { NO_CLIENT_ASSETS } from '#shared/ssr';
import { renderPage } from '../src/web/entry-server';
import { areasOf, CLASSIFICATION_VERSION } from '#shared/editais/classify';
import { filtersFromParams } from '#shared/editais/search-filters';
import { todayInBrasilia } from '#shared/editais/dates';
import { advancedSearch, advancedSearchQuery } from '#server/features/editais/advanced-search';
import { subscription, user } from '#server/db/schema';

// ---------------------------------------------------------------------------------------------
// Load generator: autocannon, in worker threads so it does not share the servers' event loop

interface LoadSpec {
  port: number;
  path: string;
  headers: Record<string, string>;
  connections: number;
  warmupMs: number;
  durationMs: number;
}

interface LoadResult {
  /** 2xx responses completed inside the measured window. */
  ok: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  seconds: number;
  bytes: number;
  p50: number;
  p99: number;
}

/** One measured run: `warmupMs` of load first (not counted), then `durationMs` measured. */
async function load(spec: LoadSpec, threads: number): Promise<LoadResult> {
  const common = {
    url: `http://127.0.0.1:${spec.port}${spec.path}`,
    headers: spec.headers,
    connections: spec.connections,
    // A worker thread per share of the connections; with 1 thread, still off the main event loop.
    workers: Math.max(1, threads),
  };
  if (spec.warmupMs > 0) await autocannon({ ...common, duration: spec.warmupMs / 1000 });
  const result = await autocannon({ ...common, duration: spec.durationMs / 1000 });
  return {
    ok: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
    seconds: result.duration,
    bytes: result.throughput.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const CLIENT_THREADS = Number(env.BENCH_CLIENT_THREADS ?? 1);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const SEARCH_ROWS = Number(env.BENCH_SEARCH_ROWS ?? 100_000);
const SKIP = new Set((env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—';

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? ':'.padEnd(w + 2, '-') : '-'.repeat(w + 1) + ':')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** The app exactly as src/server/index.ts builds it, on the given database. */
export function buildApp(database: DatabaseHandle, port: number) {
  const appEnv = parseEnv({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmpdir(), 'mci-bench'),
    LOG_LEVEL: 'info',
  });
  // Production logs every API request at info (buffered, see lib/logger.ts): keep that cost, but
  // write to /dev/null.
  const logger = createLogger('info', { dest: openSync('/dev/null', 'w') });
  const secret = randomBytes(32).toString('hex');
  const hooks = createAuthHooks({ env: appEnv, database, logger });
  const auth = createAuth({ env: appEnv, database, logger, secret, hooks });
  // Pages without the built client's files: the same render, without <script> tags.
  return Object.assign(createServedApp({ env: appEnv, database, logger, auth, secret, renderPage }), { env: appEnv });
}

function listen(server: http.Server | ServerType): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server | ServerType): Promise<void> {
  return new Promise((resolve) => {
    (server as http.Server).closeAllConnections?.();
    server.close(() => resolve());
  });
}

/** One raw GET: status, headers and the exact body bytes on the wire (no decompression). */
function fetchRaw(port: number, pathname: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// (a) Throughput

interface Scenario {
  name: string;
  headers: Record<string, string>;
}

const SCENARIOS: Scenario[] = [
  { name: 'navegador (Accept-Encoding: gzip, deflate, br)', headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
  { name: 'sem compressão (sem Accept-Encoding)', headers: {} },
];

/** A demo database (PGlite in memory) and the app on it. */
async function demoApp() {
  const database = await openDatabase({});
  await runMigrations(database);
  const seeded = await seedDatabase(database.db, { demo: true });
  console.log(`    PGlite em memória com dados de demonstração: ${seeded.demo?.editais ?? 0} editais`);
  return { database, served: buildApp(database, 0) };
}

/** The id of a notice with positions (the heaviest detail page). */
async function busiestNoticeId(database: DatabaseHandle): Promise<number> {
  const result = await database.db.execute<{ id: number }>(
    sql`select edital_id as id from edital_cargo group by edital_id order by count(*) desc, edital_id limit 1`,
  );
  return Number(result.rows[0]?.id ?? 1);
}

async function benchThroughput(target: 'feed' | 'page'): Promise<void> {
  const { database, served } = await demoApp();
  const pathname = target === 'feed' ? '/api/feed-publico' : `/edital/${await busiestNoticeId(database)}`;
  console.log(`\n(${target === 'feed' ? 'a' : 'c'}) GET ${pathname} ${target === 'page' ? '(página de visitante em cache) ' : ''}— app vs. node:http puro com os mesmos bytes`);

  const appServer = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1', createServer: served.createServer });
  await new Promise<void>((resolve) => appServer.once('listening', () => resolve()));
  const appPort = (appServer.address() as AddressInfo).port;

  const spec = { path: pathname, connections: CONNECTIONS, warmupMs: 1000, durationMs: SECONDS * 1000 };
  // JIT warm-up of the app before anything is measured.
  await load({ ...spec, port: appPort, headers: SCENARIOS[0]!.headers, durationMs: 2000 }, CLIENT_THREADS);

  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    // The response the app sends for this request (body and headers, security headers included),
    // which the bare server then replays byte for byte; node:http adds Date and keep-alive itself.
    const sample = await fetchRaw(appPort, pathname, scenario.headers);
    if (sample.status !== 200) throw new Error(`${pathname} respondeu ${sample.status}`);
    const replay: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(sample.headers)) {
      if (value !== undefined && !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) replay[name] = value;
    }
    replay['content-length'] = sample.body.byteLength;
    const bare = http.createServer({ keepAliveTimeout: 30_000 }, (_req, res) => {
      res.writeHead(200, replay);
      res.end(sample.body);
    });
    const barePort = await listen(bare);

    // Rounds alternate which server goes first; each round's ratio pairs two back-to-back runs,
    // which cancels most of the drift of a shared machine.
    const bareRuns: LoadResult[] = [];
    const appRuns: LoadResult[] = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
      const got: Partial<Record<'bare' | 'app', LoadResult>> = {};
      for (const which of order) {
        got[which] = await load({ ...spec, headers: scenario.headers, port: which === 'bare' ? barePort : appPort }, CLIENT_THREADS);
      }
      bareRuns.push(got.bare!);
      appRuns.push(got.app!);
      ratios.push(got.app!.ok / got.bare!.ok);
    }
    await close(bare);
    console.log(`    ${scenario.name}: ${fmt(served.fastLane.served)} respostas da via rápida até aqui`);

    const encoding = sample.headers['content-encoding'] ?? 'identity';
    for (const [label, runs] of [
      ['node:http puro', bareRuns],
      ['app MCI', appRuns],
    ] as const) {
      const rps = runs.map((r) => r.ok / r.seconds);
      rows.push([
        `${scenario.name} · ${label}`,
        `${fmt(sample.body.byteLength)} B ${encoding}`,
        fmt(median(rps)),
        rps.map((r) => fmt(r / 1000, 1)).join(' / '),
        fmt(median(runs.map((r) => r.p50)), 2),
        fmt(median(runs.map((r) => r.p99)), 2),
        fmt(runs.reduce((n, r) => n + r.errors, 0)),
        label.startsWith('app') ? `${fmt(median(ratios) * 100, 1)} %` : '',
      ]);
    }
  }
  await close(appServer);
  await database.close();

  console.log(
    `    ${CONNECTIONS} conexões keep-alive, ${ROUNDS} rodadas de ${SECONDS} s por servidor (após 1 s de aquecimento), gerador autocannon em ${CLIENT_THREADS} worker thread(s); ` +
      'app com log de cada requisição (nível info) para /dev/null.\n',
  );
  console.log(
    table(['cenário', 'resposta', 'req/s (mediana)', 'rodadas (mil req/s)', 'p50 ms', 'p99 ms', 'erros', 'app/puro, mediana das rodadas (meta ≥ 50 %)'], rows),
  );
}

// ---------------------------------------------------------------------------------------------
// (d) Rendering a page and a share image, uncached

async function timeMs(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function benchRender(): Promise<void> {
  console.log('\n(d) Renderização sem cache: página de concurso (meta mediana ≤ 15 ms) e imagem de prévia (primeira ≤ 300 ms)');
  const { database, served } = await demoApp();
  const ids = (await database.db.execute<{ id: number }>(sql`select id from edital order by id limit 60`)).rows.map((r) => Number(r.id));
  const fetchApi = (request: Request) => Promise.resolve(served.app.fetch(request));
  const render = (id: number) =>
    renderPage({ url: `/edital/${id}`, cookie: undefined, origin: 'http://localhost:3000', assets: NO_CLIENT_ASSETS, fetchApi });
  // Warm-up: module loading and JIT on notices not measured.
  for (const id of ids.slice(0, 10)) await render(id);
  const pageTimes = [];
  for (const id of ids.slice(10)) pageTimes.push(await timeMs(() => render(id)));
  const imageFirst = [];
  const imageCached = [];
  for (const id of ids.slice(10, 30)) {
    imageFirst.push(await timeMs(async () => (await served.app.request(`/og/edital/${id}.png`)).arrayBuffer()));
    imageCached.push(await timeMs(async () => (await served.app.request(`/og/edital/${id}.png`)).arrayBuffer()));
  }
  const asset = await timeMs(async () => (await served.app.request('/og/default.png')).arrayBuffer());
  const row = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return [label, fmt(times.length), fmt(median(times), 1), fmt(percentile(sorted, 90), 1), fmt(sorted.at(-1) ?? 0, 1)];
  };
  console.log(`    ${ids.length - 10} páginas /edital/{id} renderizadas do zero (dados pela API no mesmo processo); imagens de 20 concursos.\n`);
  console.log(
    table(
      ['o quê', 'n', 'mediana ms', 'p90 ms', 'máx ms'],
      [row('página /edital/{id}, sem cache', pageTimes), row('og:image, primeira vez', imageFirst), row('og:image, em cache', imageCached), row('og:image padrão (já pronta)', [asset])],
    ),
  );
  await database.close();
}

// ---------------------------------------------------------------------------------------------
// (b) Search over generated notices

const CARGOS = [
  'Analista Administrativo', 'Técnico em Enfermagem', 'Professor de Educação Básica', 'Agente de Polícia',
  'Auditor Fiscal', 'Guarda Civil Municipal', 'Procurador Municipal', 'Médico Clínico Geral', 'Assistente Social',
  'Engenheiro Civil', 'Escrevente Técnico Judiciário', 'Policial Penal', 'Agente Comunitário de Saúde',
  'Motorista', 'Fisioterapeuta', 'Nutricionista', 'Contador', 'Psicólogo', 'Odontólogo', 'Farmacêutico',
];

/** Fifty searches a candidate might type: towns (rare), positions (common), accents or not, some with a UF. */
const QUERIES: { q: string; uf?: string }[] = [
  { q: 'itajuba' }, { q: 'Itajubá' }, { q: 'mossoro' }, { q: 'petropolis' }, { q: 'londrina' }, { q: 'joinville' },
  { q: 'uberlandia' }, { q: 'caruaru' }, { q: 'santarem' }, { q: 'feira de santana' }, { q: 'juazeiro' },
  { q: 'sao jose' }, { q: 'São José dos Campos' }, { q: 'campinas' }, { q: 'ribeirao preto' }, { q: 'niteroi' },
  { q: 'florianopolis' }, { q: 'chapeco' }, { q: 'maringa' }, { q: 'cuiaba' }, { q: 'sao luis' }, { q: 'teresina' },
  { q: 'palmas' }, { q: 'macapa' }, { q: 'boa vista' }, { q: 'policia' }, { q: 'POLÍCIA' }, { q: 'enfermagem' },
  { q: 'professor' }, { q: 'auditor fiscal' }, { q: 'guarda civil' }, { q: 'procurador' }, { q: 'medico' },
  { q: 'assistente social' }, { q: 'engenheiro civil' }, { q: 'escrevente' }, { q: 'odontologo' }, { q: 'psicologo' },
  { q: 'farmaceutico' }, { q: 'camara municipal' }, { q: 'prefeitura' }, { q: 'professor', uf: 'SP' },
  { q: 'enfermagem', uf: 'MG' }, { q: 'policia', uf: 'BA' }, { q: 'santa', uf: 'SC' }, { q: 'sao', uf: 'PI' },
  { q: 'nutricionista', uf: 'RS' }, { q: 'contador', uf: 'AC' }, { q: 'concurso inexistente xyz' }, { q: '100%' },
];

/** Agencies (a prefeitura and a câmara per real municipality) and `rows` notices, generated in SQL. */
export async function generateNotices(database: DatabaseHandle, rows: number): Promise<void> {
  const { db } = database;
  await seedDatabase(db, { demo: false });
  await db.execute(sql`
    insert into orgao (nome, sigla, uf, municipio)
    select k.prefixo || m.nome, null, m.uf, m.nome
    from municipio m cross join (values ('Prefeitura Municipal de '), ('Câmara Municipal de ')) as k(prefixo)
    on conflict do nothing`);
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const cargos = sql.raw(`array[${CARGOS.map(quote).join(', ')}]`);
  // Each position's areas by the classifier the collector uses, as text[] literals ('{Saúde}').
  const areas = sql.raw(`array[${CARGOS.map((c) => quote(`{${areasOf({ titulo: c, cargos: [c] }).join(',')}}`)).join(', ')}]`);
  const batch = 20_000;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(sql`
      with o as (select orgao.id, orgao.nome, orgao.uf, orgao.municipio, m.codigo_ibge::int as ibge,
                        row_number() over (order by orgao.id) as n
                 from orgao left join municipio m on m.uf = orgao.uf and m.nome = orgao.municipio),
           total as (select count(*) as c from orgao),
           b as (select array_agg(id order by id) as ids from banca),
           lv as (select array['Ensino_Fundamental','Ensino_Médio','Ensino_Técnico','Ensino_Superior','Pós_Graduação']::escolaridade[] as l)
      insert into edital (titulo, uf, municipio, municipio_ibge, escolaridade, niveis, esfera, areas, classificacao_versao,
                          vagas, remuneracao_min, remuneracao_max,
                          inscricoes_inicio, inscricoes_fim, status, tags, orgao_id, banca_id,
                          created_at, updated_at, fonte, fonte_chave)
      select o.nome || ' - ' || (${cargos})[1 + (g * 7) % ${CARGOS.length}] || ' ' || (2020 + g % 7)::text,
             o.uf, o.municipio, o.ibge,
             case when g % 7 = 0 then 'Vários_Níveis'::escolaridade else lv.l[1 + g % 5] end,
             -- One notice in seven is open to two levels (médio and the next), as real ones often are.
             case when g % 7 = 0 then array[lv.l[2], lv.l[4]] else array[lv.l[1 + g % 5]] end,
             (array['municipal','municipal','estadual','federal'])[1 + g % 4]::esfera,
             ((${areas})[1 + (g * 7) % ${CARGOS.length}])::text[],
             ${CLASSIFICATION_VERSION},
             1 + g % 200,
             1500 + (g % 50) * 100, 3000 + (g % 50) * 200,
             current_date + ((g % 150) - 60), current_date + ((g % 150) - 30),
             (array['inscricoes_abertas','inscricoes_abertas','inscricoes_abertas','inscricoes_abertas','inscricoes_abertas','inscricoes_abertas','publicado','autorizado','encerrado','suspenso'])[1 + (g * 31) % 10]::edital_status,
             array['Municipal', 'Bench'],
             o.id,
             b.ids[1 + g % array_length(b.ids, 1)],
             now() - g * interval '5 minutes', now() - g * interval '5 minutes',
             'bench', 'bench:' || g
      from generate_series(${from}::int, ${to}::int) as g
      cross join total cross join b cross join lv
      join o on o.n = 1 + (g::bigint * 7919) % total.c`);
  }
  await db.execute(sql`analyze`);
}

async function explainQuery(database: DatabaseHandle, query: { sql: string; params: unknown[] }): Promise<string[]> {
  const text = `explain (analyze, costs off, timing off, summary off) ${query.sql}`;
  const rows = database.pglite
    ? (await database.pglite.query<Record<string, string>>(text, query.params)).rows
    : (await database.pool!.query<Record<string, string>>(text, query.params)).rows;
  return rows.map((r) => Object.values(r)[0] ?? '');
}

/** The plans of the statements the search runs for `q`: the recent window, then the index if needed. */
async function explainSearch(database: DatabaseHandle, q: string): Promise<{ title: string; lines: string[] }[]> {
  const recent = searchRecentQuery(database.db, { q, userId: null });
  const found = (await recent).length;
  const plans = [
    {
      title: `fase 1, os ${fmt(SEARCH_WINDOW)} mais recentes: ${found} de 50 encontrados${found === 50 ? ' (resposta completa)' : ''}`,
      lines: await explainQuery(database, recent.toSQL()),
    },
  ];
  if (found < 50) {
    plans.push({
      title: 'fase 2, todas as ocorrências pelo índice trigram',
      lines: await explainQuery(database, searchAllQuery(database.db, { q, userId: null }).toSQL()),
    });
  }
  return plans;
}

interface SearchFigures {
  label: string;
  rows: number;
  generateSeconds: number;
  median: number;
  p90: number;
  max: number;
  results: number;
  plans: { q: string; steps: { title: string; lines: string[] }[] }[];
  budget: number;
  slowest: { label: string; ms: number; count: number }[];
  stampMs: number;
  advanced: AdvancedFigures;
}

interface AdvancedFigures {
  /** The search itself (advancedSearch: the statement and its mapping), the budget's measure. */
  median: number;
  p90: number;
  /** The whole GET with a premium session: + session and plan lookups, JSON. */
  httpMedian: number;
  httpP90: number;
  budget: number;
  results: number;
  plan: string[];
}

/**
 * What issue 15 budgets: texts combined with two states, a level and a minimum pay, by deadline,
 * as a premium account asks for them (session cookie, the summary of all matches included).
 */
const ADVANCED_QUERIES = [
  'q=professor&uf=SP&uf=MG&nivel=superior&salario_min=5000&ordem=prazo',
  'q=enfermagem&uf=RJ&uf=ES&nivel=tecnico&salario_min=4000&ordem=prazo',
  'q=policia&uf=BA&uf=PE&nivel=medio&salario_min=6000&ordem=prazo',
  'q=prefeitura&uf=PR&uf=SC&nivel=fundamental&salario_min=3500&ordem=prazo',
  'q=camara&uf=RS&uf=SC&nivel=superior&salario_min=7000&ordem=prazo',
  'q=auditor&uf=SP&uf=RJ&nivel=superior&salario_min=8000&ordem=prazo',
  'q=sao%20jose&uf=SP&uf=SC&nivel=medio&salario_min=3000&ordem=prazo',
  'q=guarda%20civil&uf=MG&uf=GO&nivel=medio&salario_min=4500&ordem=prazo',
  'q=campinas&uf=SP&uf=MG&nivel=superior&salario_min=5000&ordem=prazo',
  'q=medico&uf=CE&uf=PI&nivel=superior&salario_min=9000&ordem=prazo',
];

/** A premium account's session cookie on `app`: signed up through the API, plan granted as the admin does. */
export async function premiumCookie(app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }, database: DatabaseHandle, origin: string) {
  const email = `bench.${randomBytes(4).toString('hex')}@exemplo.com.br`;
  const password = 'Senha#Forte123';
  const headers = { 'content-type': 'application/json', origin };
  const up = await app.request('http://127.0.0.1/api/auth/sign-up/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench Premium', email, password }),
  });
  if (up.status !== 200) throw new Error(`cadastro do bench respondeu ${up.status}`);
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await database.db.update(subscription).set({ plan: 'premium' }).where(eq(subscription.userId, row!.id));
  const signIn = await app.request('http://127.0.0.1/api/auth/sign-in/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`entrada do bench respondeu ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, userId: row!.id };
}

async function benchAdvanced(database: DatabaseHandle, served: ReturnType<typeof buildApp>, budget: number): Promise<AdvancedFigures> {
  const { app } = served;
  const { cookie, userId } = await premiumCookie(app, database, served.env.PUBLIC_URL);
  const get = async (query: string) => {
    const t0 = performance.now();
    const res = await app.request(`http://127.0.0.1/api/editais?${query}`, { headers: { cookie } });
    const body = (await res.json()) as { editais: unknown[]; total?: number };
    const ms = performance.now() - t0;
    if (res.status !== 200 || body.total === undefined) throw new Error(`busca avançada respondeu ${res.status}`);
    return { ms, total: body.total };
  };
  const today = todayInBrasilia();
  const search = async (query: string) => {
    const t0 = performance.now();
    await advancedSearch(database.db, { filters: filtersFromParams(new URLSearchParams(query)), today, userId });
    return performance.now() - t0;
  };
  for (const query of ADVANCED_QUERIES.slice(0, 3)) await get(query);
  const httpTimes: number[] = [];
  const times: number[] = [];
  let results = 0;
  for (const query of ADVANCED_QUERIES) {
    const { ms, total } = await get(query);
    httpTimes.push(ms);
    times.push(await search(query));
    results += total;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const httpSorted = [...httpTimes].sort((a, b) => a - b);
  const filters = filtersFromParams(new URLSearchParams(ADVANCED_QUERIES[0]));
  const { query } = advancedSearchQuery(database.db, { filters, today: todayInBrasilia(), userId });
  const plan = [
    '-- uma consulta: a CTE "pagina" lê os ids (50, por prazo) e o resumo de todos (funções de janela); fora dela, os 50 com órgão, banca e status:',
    ...(await explainQuery(database, query.toSQL())),
  ];
  return {
    median: median(times),
    p90: percentile(sorted, 90),
    httpMedian: median(httpTimes),
    httpP90: percentile(httpSorted, 90),
    budget,
    results,
    plan,
  };
}

async function benchSearch(database: DatabaseHandle, label: string, budget: number, advancedBudget: number): Promise<SearchFigures> {
  const started = performance.now();
  await runMigrations(database);
  await generateNotices(database, SEARCH_ROWS);
  const generateSeconds = (performance.now() - started) / 1000;
  const [{ n } = { n: 0 }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from edital`)).rows;

  const served = buildApp(database, 0);
  const { app } = served;
  const get = async (q: string, uf?: string) => {
    const params = new URLSearchParams({ q });
    if (uf) params.set('uf', uf);
    const t0 = performance.now();
    const res = await app.request(`http://127.0.0.1/api/editais?${params}`);
    const body = (await res.json()) as { editais: unknown[] };
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`busca respondeu ${res.status}`);
    return { ms, count: body.editais.length };
  };
  // Warm-up: a few searches not counted (JIT, caches, first-plan costs).
  for (const { q, uf } of QUERIES.slice(0, 5)) await get(q, uf);
  const times: number[] = [];
  const slowest: { label: string; ms: number; count: number }[] = [];
  let results = 0;
  for (const { q, uf } of QUERIES) {
    const { ms, count } = await get(q, uf);
    times.push(ms);
    slowest.push({ label: uf ? `${q} (${uf})` : q, ms, count });
    results += count;
  }
  slowest.sort((a, b) => b.ms - a.ms);
  const sorted = [...times].sort((a, b) => a - b);
  // What the public cache's cross-instance check costs on this table (run at most every ~2 s).
  const stampTimes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const t0 = performance.now();
    await readEditaisVersion(database.db);
    stampTimes.push(performance.now() - t0);
  }
  const plans = [];
  for (const q of ['itajuba', 'policia']) plans.push({ q, steps: await explainSearch(database, q) });
  const advanced = await benchAdvanced(database, served, advancedBudget);
  return {
    advanced,
    label,
    rows: Number(n),
    generateSeconds,
    median: median(times),
    p90: percentile(sorted, 90),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    results,
    plans,
    budget,
    slowest: slowest.slice(0, 5),
    stampMs: median(stampTimes),
  };
}

/** The advanced search's figures and the plan of its first query. */
function printAdvanced(figures: SearchFigures[]): void {
  console.log(`\n(b2) Busca avançada (Premium): texto + 2 estados + nível + salário mínimo, por prazo, com o resumo (${ADVANCED_QUERIES.length} buscas, mediana)`);
  console.log(
    table(
      ['banco', 'busca: mediana ms', 'busca: p90 ms', 'GET com sessão: mediana ms', 'GET: p90 ms', 'encontrados', 'meta (a busca)', 'dentro?'],
      figures.map((f) => [
        f.label,
        fmt(f.advanced.median, 2),
        fmt(f.advanced.p90, 2),
        fmt(f.advanced.httpMedian, 2),
        fmt(f.advanced.httpP90, 2),
        fmt(f.advanced.results),
        `≤ ${f.advanced.budget} ms`,
        f.advanced.median <= f.advanced.budget ? 'sim' : 'NÃO',
      ]),
    ),
  );
  console.log(
    '    A busca: advancedSearch (a consulta e o mapeamento). O GET soma a leitura da sessão e do plano (issue 17: sessões sem ida ao banco) e o JSON.',
  );
  for (const f of figures) {
    console.log(`\n    Plano da busca avançada (${f.label}) para ${ADVANCED_QUERIES[0]}:`);
    for (const line of f.advanced.plan) console.log(`      ${line}`);
  }
}

async function benchSearchAll(): Promise<void> {
  console.log(`\n(b) GET /api/editais?q= sobre ${fmt(SEARCH_ROWS)} editais gerados (50 buscas variadas, mediana)`);
  const figures: SearchFigures[] = [];

  const lite = await openDatabase({});
  try {
    figures.push(await benchSearch(lite, 'PGlite (memória)', 50, 30));
  } finally {
    await lite.close();
  }

  const url = env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await scratchPostgres(url);
    try {
      const handle = scratch.handle;
      const version = (await handle.pool!.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
      figures.push(await benchSearch(handle, `PostgreSQL ${version}`, 20, 15));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('    (TEST_DATABASE_URL não definido: só PGlite)');
  }

  console.log('');
  console.log(
    table(
      ['banco', 'editais', 'geração s', 'mediana ms', 'p90 ms', 'máx ms', 'resultados', 'meta', 'dentro?', 'selo de versão ms'],
      figures.map((f) => [
        f.label,
        fmt(f.rows),
        fmt(f.generateSeconds, 1),
        fmt(f.median, 2),
        fmt(f.p90, 2),
        fmt(f.max, 2),
        fmt(f.results),
        `≤ ${f.budget} ms`,
        f.median <= f.budget ? 'sim' : 'NÃO',
        fmt(f.stampMs, 2),
      ]),
    ),
  );
  printAdvanced(figures);
  for (const f of figures) {
    console.log(`\n    Mais lentas (${f.label}): ${f.slowest.map((x) => `"${x.label}" ${fmt(x.ms, 1)} ms (${x.count})`).join(' · ')}`);
  }
  for (const f of figures) {
    for (const plan of f.plans) {
      console.log(`\n    Planos (${f.label}) para q=${plan.q}:`);
      for (const step of plan.steps) {
        console.log(`      ${step.title}`);
        for (const line of step.lines) console.log(`        ${line}`);
      }
      const all = plan.steps.flatMap((step) => step.lines);
      const index = all.some((l) => l.includes('edital_titulo_trgm_idx'))
        ? 'índice trigram edital_titulo_trgm_idx USADO'
        : all.some((l) => l.includes('edital_created_at_idx'))
          ? 'respondida pelos mais recentes (edital_created_at_idx), sem precisar do índice trigram'
          : 'nenhum índice usado';
      console.log(`      → ${index}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// (f) Signed-in feed: GET /api/feed with a session cookie, against a bare Node + pg server

/** A fresh database on the PostgreSQL server at `url`, dropped by the returned function. */
async function scratchPostgres(url: string): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const name = `mci_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString() });
  return {
    handle,
    url: target.toString(),
    drop: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Issue 17's budget: signed-in GET /api/feed (the session read, the personal feed: 20 notices with
 * the user's status, without hidden ones, as JSON) at ≥ 50 % of a bare node:http + pg server that
 * answers a 20-row select of the same table from the same database, with the same pool size, both
 * under 50 keep-alive connections in this run; p99 < 50 ms. On PostgreSQL (TEST_DATABASE_URL).
 */
async function benchSignedInFeed(): Promise<void> {
  const url = env.TEST_DATABASE_URL;
  console.log('\n(f) GET /api/feed com sessão (feed pessoal) vs. node:http + pg puro com um select de 20 linhas, mesmo banco (meta ≥ 50 %, p99 < 50 ms)');
  if (!url) {
    console.log('    (TEST_DATABASE_URL não definido: medida só no PostgreSQL; pulada)');
    return;
  }
  const scratch = await scratchPostgres(url);
  const database = scratch.handle;
  const bare = new pg.Pool({ connectionString: scratch.url, max: 10 });
  try {
    await runMigrations(database);
    await seedDatabase(database.db, { demo: true });
    const served = buildApp(database, 0);
    const { cookie } = await premiumCookie(served.app, database, served.env.PUBLIC_URL);
    const appServer = serve({ fetch: served.app.fetch, port: 0, hostname: '127.0.0.1', createServer: served.createServer });
    await new Promise<void>((resolve) => appServer.once('listening', () => resolve()));
    const appPort = (appServer.address() as AddressInfo).port;
    const check = await fetchRaw(appPort, '/api/feed', { cookie });
    if (check.status !== 200) throw new Error(`/api/feed com sessão respondeu ${check.status}`);
    const bareServer = http.createServer({ keepAliveTimeout: 30_000 }, (_req, res) => {
      bare.query('select id, titulo, uf, status, inscricoes_fim, vagas, remuneracao_max from edital order by created_at desc, id desc limit 20').then(
        (result) => {
          const body = JSON.stringify({ editais: result.rows });
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
          res.end(body);
        },
        () => res.writeHead(500).end(),
      );
    });
    const barePort = await listen(bareServer);
    const spec = { path: '/api/feed', connections: CONNECTIONS, warmupMs: 1000, durationMs: SECONDS * 1000 };
    await load({ ...spec, port: appPort, headers: { cookie }, durationMs: 2000 }, CLIENT_THREADS);
    const runs: Record<'bare' | 'app', LoadResult[]> = { bare: [], app: [] };
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
      const got: Partial<Record<'bare' | 'app', LoadResult>> = {};
      for (const which of order) {
        got[which] = await load({ ...spec, headers: which === 'app' ? { cookie } : {}, port: which === 'bare' ? barePort : appPort }, CLIENT_THREADS);
      }
      runs.bare.push(got.bare!);
      runs.app.push(got.app!);
      ratios.push(got.app!.ok / got.bare!.ok);
    }
    await close(bareServer);
    await close(appServer);
    const version = (await database.pool!.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?';
    const rows = (['bare', 'app'] as const).map((which) => {
      const rps = runs[which].map((r) => r.ok / r.seconds);
      const p99 = median(runs[which].map((r) => r.p99));
      return [
        which === 'bare' ? 'node:http + pg, select de 20 linhas' : 'app MCI, GET /api/feed com sessão',
        fmt(median(rps)),
        rps.map((r) => fmt(r / 1000, 2)).join(' / '),
        fmt(median(runs[which].map((r) => r.p50)), 2),
        fmt(p99, 2),
        fmt(runs[which].reduce((n, r) => n + r.errors, 0)),
        which === 'app' ? `${fmt(median(ratios) * 100, 1)} %${median(ratios) >= 0.5 && p99 < 50 ? ' (dentro)' : ' (ACIMA)'}` : '',
      ];
    });
    console.log(`    PostgreSQL ${version}, dados de demonstração; ${CONNECTIONS} conexões keep-alive, ${ROUNDS} rodadas de ${SECONDS} s; pools de 10 conexões nos dois.\n`);
    console.log(table(['servidor', 'req/s (mediana)', 'rodadas (mil req/s)', 'p50 ms', 'p99 ms', 'erros', 'app/puro (meta ≥ 50 %, p99 < 50 ms)'], rows));
  } finally {
    await bare.end();
    await scratch.drop();
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const loadAvg = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`MCI bench — Node ${process.version}, ${os.cpus().length} CPUs, carga média ${loadAvg}, ${new Date().toISOString()}`);
  console.log('Números de uma máquina compartilhada variam de uma rodada para outra: compare razões da mesma execução.');
  if (!SKIP.has('throughput')) await benchThroughput('feed');
  if (!SKIP.has('pages')) await benchThroughput('page');
  if (!SKIP.has('render')) await benchRender();
  if (!SKIP.has('search')) await benchSearchAll();
  if (!SKIP.has('collector')) await benchCollector();
  if (!SKIP.has('session')) await benchSignedInFeed();
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Falha no bench:', error);
      process.exit(1);
    },
  );
}
