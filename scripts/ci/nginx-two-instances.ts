/**
 * The production layout in CI (issue 17): deploy/nginx/mci.conf, exactly as shipped (only its
 * __…__ markers filled in), in front of two app instances (`node --import tsx src/server/index.ts`,
 * NODE_ENV=production, TRUST_PROXY=1) on one PostgreSQL, with TLS (a throwaway self-signed
 * certificate). Through nginx, as a browser would:
 *
 * - HTTP redirects to HTTPS; the build's hashed files come from nginx with a one-year cache;
 * - requests alternate between the instances (each instance's own log counts them);
 * - sign-up and sign-in work (secure cookie), and a notice saved through one instance is saved for
 *   the other; sign-out ends the session on both within the session cache's life;
 * - the public cache stays coherent: a notice written to the database shows on both instances,
 *   with the same ETag, within seconds;
 * - the real client address reaches the rate limiter: one client (127.0.0.2) is limited, another
 *   (127.0.0.3) is not, although both reach the app from nginx's address.
 *
 * Needs TEST_DATABASE_URL (PostgreSQL), nginx and openssl (installed with apt-get as root), and the
 * built web app (`npm run build`). Exits 1 on the first failed check.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATE = path.join(ROOT, 'deploy/nginx/mci.conf');
const WEB_ROOT = path.join(ROOT, 'dist/web');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function ensurePackage(binary: string, pkg: string): string {
  const found = [`/usr/sbin/${binary}`, `/usr/bin/${binary}`].find((p) => existsSync(p));
  if (found) return found;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${binary} não encontrado: instalando o pacote Debian "${pkg}" com apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { stdio: 'inherit', env });
    const installed = [`/usr/sbin/${binary}`, `/usr/bin/${binary}`].find((p) => existsSync(p));
    if (installed) return installed;
  }
  throw new Error(`O teste com nginx precisa de ${binary}. Instale com:  sudo apt-get install -y ${pkg}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request through nginx from `client` (a loopback address: nginx sees it as the client's). */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; client?: string; agent?: http.Agent } = {}): Promise<Answer> {
  const target = new URL(url);
  const lib = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.client ?? '127.0.0.1',
        rejectUnauthorized: false,
        agent: options.agent,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

interface Instance {
  port: number;
  child: ChildProcess;
  log: () => string;
}

function startInstance(port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mci-nginx-app-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { port, child, log: () => out };
}

async function waitHealthy(instance: Instance): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (instance.child.exitCode !== null) throw new Error(`a instância ${instance.port} saiu:\n${instance.log()}`);
    try {
      const answer = await request(`http://127.0.0.1:${instance.port}/api/health`);
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`a instância ${instance.port} não respondeu:\n${instance.log()}`);
}

/** The request lines an instance logged for `pathname`. */
function loggedRequests(instance: Instance, pathname: string): { ip: string | null; status: number }[] {
  return instance
    .log()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; path?: string; ip?: string | null; status?: number };
        return entry.msg === 'request' && entry.path === pathname ? [{ ip: entry.ip ?? null, status: entry.status ?? 0 }] : [];
      } catch {
        return [];
      }
    });
}

let failures = 0;
function check(ok: boolean, what: string, detail?: unknown): void {
  console.log(`  ${ok ? '✔' : '✘'} ${what}`);
  if (!ok) {
    failures++;
    if (detail !== undefined) console.log(`      ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
  }
}

async function eventually(what: string, test: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await test()) return check(true, `${what} (${Date.now() - started} ms)`);
    await sleep(200);
  }
  check(false, what, `não aconteceu em ${timeoutMs} ms`);
}

interface Layout {
  origin: string;
  httpPort: number;
  instances: Instance[];
  db: pg.Pool;
}

/** The site configuration as shipped, with its markers filled in, and an nginx.conf around it in `work`. */
function writeNginxConfig(work: string, ports: { http: number; https: number; app1: number; app2: number }): string {
  const site = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('__SERVER_NAME__', '127.0.0.1')
    .replaceAll('__HTTP_PORT__', `127.0.0.1:${ports.http}`)
    .replaceAll('__HTTPS_PORT__', `127.0.0.1:${ports.https}`)
    .replaceAll('__CERT__', path.join(work, 'cert.pem'))
    .replaceAll('__KEY__', path.join(work, 'key.pem'))
    .replaceAll('__WEB_ROOT__', WEB_ROOT)
    .replaceAll('__APP_1__', `127.0.0.1:${ports.app1}`)
    .replaceAll('__APP_2__', `127.0.0.1:${ports.app2}`);
  if (/__[A-Z0-9_]+__/.test(site)) throw new Error(`marcador não preenchido em ${TEMPLATE}`);
  writeFileSync(path.join(work, 'mci.conf'), site);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(path.join(work, dir), { recursive: true });
  // What Debian's /etc/nginx/nginx.conf gives a site, in a directory of our own.
  const main = path.join(work, 'nginx.conf');
  writeFileSync(
    main,
    [
      isRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${path.join(work, 'logs/error.log')} warn;`,
      'daemon off;',
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(work, 'logs/access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${path.join(work, k === 'client_body' ? 'body' : k)};`),
      `  include ${path.join(work, 'mci.conf')};`,
      '}',
    ].join('\n'),
  );
  return main;
}

/** 1. HTTP → HTTPS; the build's files from nginx, compressed, with a long cache; a page. */
async function checkStaticAndRedirect({ origin, httpPort }: Layout): Promise<void> {
  const plain = await request(`http://127.0.0.1:${httpPort}/feed`);
  check(plain.status === 301 && plain.headers.location === 'https://127.0.0.1/feed', 'HTTP redireciona para HTTPS', plain.headers.location);
  const asset = readdirSync(path.join(WEB_ROOT, 'assets')).find((f) => f.endsWith('.js'));
  const assetAnswer = await request(`${origin}/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    assetAnswer.status === 200 && /immutable/.test(String(assetAnswer.headers['cache-control'])) && assetAnswer.headers['content-encoding'] === 'gzip',
    'arquivo do build servido pelo nginx, comprimido, com cache de um ano',
    assetAnswer.headers,
  );
  const page = await request(`${origin}/`);
  check(page.status === 200 && /<html/i.test(page.body), 'página inicial pelo nginx');
}

/** 2. Requests alternate between the instances (each one's log counts them). */
async function checkAlternation({ origin, instances }: Layout): Promise<void> {
  const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });
  for (let i = 0; i < 20; i++) await request(`${origin}/api/health`, { agent });
  agent.destroy();
  // The instances write their logs at least once a second.
  await sleep(1_500);
  const counts = instances.map((inst) => loggedRequests(inst, '/api/health').length);
  check(counts.every((n) => n >= 8), `pedidos alternam entre as instâncias (${counts.join(' e ')})`, counts);
}

const BROWSER = (origin: string) => ({ origin, 'content-type': 'application/json' });
const PASSWORD = 'Senha#Forte123';

/** 3. Sign-up and sign-in, a notice saved through one instance seen by both, sign-out on both. Returns the e-mail. */
async function checkSessions({ origin }: Layout): Promise<string> {
  const browser = BROWSER(origin);
  const email = `nginx.${randomBytes(3).toString('hex')}@exemplo.com.br`;
  const up = await request(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers: browser, body: JSON.stringify({ name: 'Teste Nginx', email, password: PASSWORD }) });
  check(up.status === 200, 'cadastro pelo nginx', up.body);
  const signIn = await request(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers: browser, body: JSON.stringify({ email, password: PASSWORD }) });
  const setCookie = signIn.headers['set-cookie'] ?? [];
  check(signIn.status === 200 && setCookie.some((c) => /session_token/.test(c) && /;\s*Secure/i.test(c)), 'entrada pelo nginx, com cookie Secure (PUBLIC_URL https)', setCookie);
  const signedIn = { ...browser, cookie: setCookie.map((c) => c.split(';')[0]).join('; ') };
  const feed = JSON.parse((await request(`${origin}/api/feed`, { headers: signedIn })).body) as { editais: { id: number }[] };
  const target = feed.editais[0]!.id;
  const saved = await request(`${origin}/api/me/editais/${target}/status`, { method: 'PUT', headers: signedIn, body: JSON.stringify({ status: 'salvo', origin: 'feed' }) });
  check(saved.status === 200, 'concurso salvo por uma instância', saved.body);
  const views = await Promise.all(
    Array.from({ length: 6 }, () => request(`${origin}/api/editais/${target}`, { headers: signedIn }).then((a) => (JSON.parse(a.body) as { edital: { userStatus?: string } }).edital.userStatus)),
  );
  check(views.every((s) => s === 'salvo'), 'as duas instâncias veem o concurso salvo', views);
  const out = await request(`${origin}/api/auth/sign-out`, { method: 'POST', headers: signedIn, body: '{}' });
  check(out.status === 200, 'saída pelo nginx');
  await eventually(
    'a sessão encerrada é recusada pelas duas instâncias',
    async () => (await Promise.all(Array.from({ length: 4 }, () => request(`${origin}/api/me`, { headers: signedIn })))).every((a) => a.status === 401),
    8_000,
  );
  return email;
}

/**
 * 4. The public cache stays coherent: the visitors' feed has one ETag on both instances, and a
 * notice written to the database reaches both.
 */
async function checkPublicCache({ origin, db }: Layout): Promise<void> {
  const visitorFeed = () => Promise.all(Array.from({ length: 6 }, () => request(`${origin}/api/feed`)));
  const before = new Set((await visitorFeed()).map((a) => a.headers.etag));
  check(before.size === 1, 'o feed de visitante tem o mesmo ETag nas duas instâncias', [...before]);
  const titulo = `Concurso Teste Nginx ${randomBytes(3).toString('hex')}`;
  await db.query(`insert into edital (titulo, uf, status, fonte, fonte_chave) values ($1, 'SP', 'autorizado', 'teste', $2)`, [titulo, `teste:${titulo}`]);
  await eventually(
    'um concurso novo aparece nas duas instâncias, com o mesmo ETag',
    async () => {
      const answers = await visitorFeed();
      return answers.every((a) => a.body.includes(titulo)) && new Set(answers.map((a) => a.headers.etag)).size === 1;
    },
    8_000,
  );
}

/** 5. The real client address reaches the rate limiter (AUTH_RATE_LIMIT=3) and the logs. */
async function checkClientAddress({ origin, instances }: Layout, email: string): Promise<void> {
  const attempt = (client: string) =>
    request(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers: BROWSER(origin), body: JSON.stringify({ email, password: 'Errada#123' }), client }).then((a) => a.status);
  const first = [];
  for (let i = 0; i < 4; i++) first.push(await attempt('127.0.0.2'));
  check(JSON.stringify(first) === JSON.stringify([401, 401, 401, 429]), 'um cliente é limitado pelo seu endereço (127.0.0.2)', first);
  const other = await attempt('127.0.0.3');
  check(other === 401, 'outro cliente atrás do mesmo nginx não é afetado (127.0.0.3)', other);
  await sleep(1_500);
  const seen = instances.flatMap((inst) => loggedRequests(inst, '/api/auth/sign-in/email').map((r) => r.ip));
  check(seen.filter((ip) => ip === '127.0.0.2').length === 4 && seen.includes('127.0.0.3'), 'os logs das instâncias trazem o endereço real do cliente', seen);
}

async function stopInstances(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(
      (inst) =>
        new Promise<void>((resolve) => {
          if (inst.child.exitCode !== null) return resolve();
          inst.child.once('exit', () => resolve());
          inst.child.kill('SIGTERM');
        }),
    ),
  );
}

async function scratchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mci_nginx_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

async function main(): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL não definido: o teste com nginx roda sobre PostgreSQL');
  if (!existsSync(path.join(WEB_ROOT, 'assets'))) throw new Error('dist/web não existe: rode `npm run build` antes');
  const nginx = ensurePackage('nginx', 'nginx');
  const openssl = ensurePackage('openssl', 'openssl');
  const work = mkdtempSync(path.join(tmpdir(), 'mci-nginx-'));
  const scratch = await scratchDatabase(baseUrl);
  const [app1, app2, http, httpsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const origin = `https://127.0.0.1:${httpsPort}`;
  const layout: Layout = { origin, httpPort: http, instances: [], db: new pg.Pool({ connectionString: scratch.url, max: 2 }) };
  let nginxProcess: ChildProcess | null = null;
  try {
    // A throwaway certificate for 127.0.0.1.
    execFileSync(openssl, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', path.join(work, 'key.pem'), '-out', path.join(work, 'cert.pem')], { stdio: 'ignore' });
    const config = writeNginxConfig(work, { http, https: httpsPort, app1, app2 });
    execFileSync(nginx, ['-t', '-p', work, '-c', config], { stdio: 'pipe' });
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      COLLECTOR_SCHEDULE: 'off',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT: '3',
      MAIL_POLL_MS: '60000',
    };
    // Both at once, as systemd starts them: migrations and the demo data must not race.
    layout.instances.push(startInstance(app1, env), startInstance(app2, env));
    await Promise.all(layout.instances.map(waitHealthy));
    nginxProcess = spawn(nginx, ['-p', work, '-c', config], { stdio: 'ignore' });
    for (let i = 0; i < 100 && !(await request(`${origin}/api/health`).then((a) => a.status === 200, () => false)); i++) await sleep(100);
    console.log(`\nnginx ${origin} → instâncias :${app1} e :${app2}, PostgreSQL`);
    await checkStaticAndRedirect(layout);
    await checkAlternation(layout);
    const email = await checkSessions(layout);
    await checkPublicCache(layout);
    await checkClientAddress(layout, email);
  } finally {
    await layout.db.end();
    nginxProcess?.kill('SIGQUIT');
    await stopInstances(layout.instances);
    await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
  if (failures) {
    console.log(`\n${failures} verificação(ões) falharam.`);
    process.exit(1);
  }
  console.log('\nnginx + duas instâncias: tudo certo.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
