import { existsSync } from 'node:fs';
import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServedApp } from './app';
import { EnvError, loadEnv, type Env } from './env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/lock';
import { prepareDatabase } from './db/prepare';
import { createAuth } from './lib/auth';
import { settleAfterResponse } from './lib/after-response';
import { drainable, type Drainable } from './lib/http-drain';
import { chooseLogFormat, createLogger, type Logger } from './lib/logger';
import { createCollectorPort } from './jobs/collector-port';
import { startScheduler } from './jobs/schedule';
import { startMailer, type Mailer } from './mail/mailer';
import { resolveAuthSecret } from './lib/secrets';
import { grantAdminsFromList } from './features/auth/auth.service';
import { createAuthHooks } from './features/auth/auth-hooks';
import { inviteExistingAccounts } from './features/auth/email-verification.service';

/** How long an idle keep-alive connection stays open (behind nginx, longer than its keepalive_timeout). */
const KEEP_ALIVE_MS = 65_000;

/** The only file that listens: configuration, database, HTTP server and a clean shutdown. */

const WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;
const LOG_FLUSH_MS = 1_000;

/** The configuration, or a readable message and exit code 1. */
function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function startLogger(env: Env): Logger {
  const logger = createLogger(env.LOG_LEVEL, { format: chooseLogFormat(env.LOG_FORMAT, process.stdout.isTTY === true) });
  // Log lines are buffered: a quiet server still shows each one within a second.
  setInterval(() => logger.flush(), LOG_FLUSH_MS).unref();
  return logger;
}

/** An embedded database belongs to one process: the data directory is locked, or we exit saying who holds it. */
function lockDataDirOrExit(env: Env): DataDirLock | undefined {
  if (env.DATABASE_URL) return undefined;
  try {
    return acquireDataDirLock(env.DATA_DIR, 'servidor MCI (npm start)');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The database, migrated and seeded; on failure, logged, closed, unlocked, exit code 1. */
async function openDatabaseOrExit(env: Env, logger: Logger, lock: DataDirLock | undefined): Promise<DatabaseHandle> {
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await prepareDatabase(database, { seedDemo: env.SEED_DEMO, logger });
    return database;
  } catch (error) {
    logger.fatal({ err: error }, 'could not prepare the database');
    await database?.close().catch(() => {});
    lock?.release();
    process.exit(1);
  }
}

/** The app secret and better-auth, with ADMIN_EMAILS granted; a bad secret ends the process. */
async function setUpAuthOrExit(env: Env, database: DatabaseHandle, logger: Logger, lock: DataDirLock | undefined) {
  try {
    const secret = resolveAuthSecret(env);
    const auth = createAuth({ env, database, logger, secret, hooks: createAuthHooks({ env, database, logger }) });
    const granted = await grantAdminsFromList(database.db, env.ADMIN_EMAILS);
    if (granted) logger.info({ granted }, 'admin role granted from ADMIN_EMAILS (verified addresses)');
    const invited = await inviteExistingAccounts(database.db, logger, { publicUrl: env.PUBLIC_URL, secret });
    if (invited) logger.info({ invited }, 'confirmation e-mail queued for accounts made before verification');
    return { auth, secret };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    await database.close().catch(() => {});
    lock?.release();
    process.exit(1);
  }
}

/**
 * The site's pages: in production, rendered on the server by the web app's server entry (the one
 * module of src/web the server loads) with the built client's files; in `npm run dev`, Vite serves
 * them and this process is the API only.
 */
async function webApp(env: Env, logger: Logger) {
  if (env.NODE_ENV !== 'production') return {};
  if (!existsSync(WEB_DIR)) logger.warn({ webDir: WEB_DIR }, 'web app not built: pages are served without JavaScript (run `npm run build`)');
  const { renderPage } = await import('../web/entry-server');
  return { webDir: WEB_DIR, renderPage };
}

interface Running {
  logger: Logger;
  lock: DataDirLock | undefined;
  scheduler: { stop(): void };
  mailer: Mailer;
  http: Drainable;
  database: DatabaseHandle;
}

/**
 * Stops the schedule; then, together, drains the HTTP server (no new connections, every request
 * received answered, each connection closed after its answer: lib/http-drain.ts) and lets the
 * mailer finish its step; then waits for the work the answers left for after them
 * (lib/after-response.ts); then closes the database and exits; once, within SHUTDOWN_GRACE_MS.
 */
function createShutdown({ logger, lock, scheduler, mailer, http, database }: Running) {
  let stopping = false;
  return async function shutdown(signal: string, code = 0) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    scheduler.stop();
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await Promise.all([
      http.drain(),
      mailer.stop().catch((error: unknown) => logger.error({ err: error }, 'error stopping the mailer')),
    ]);
    // What the answers left for after them (a reset e-mail to queue) still needs the database.
    await settleAfterResponse();
    try {
      await database.close();
    } catch (error) {
      logger.error({ err: error }, 'error closing the database');
      code = code || 1;
    }
    lock?.release();
    logger.info('bye');
    process.exit(code);
  };
}

async function main() {
  const env = loadEnvOrExit();
  const logger = startLogger(env);
  const lock = lockDataDirOrExit(env);
  const database = await openDatabaseOrExit(env, logger, lock);
  const { auth, secret } = await setUpAuthOrExit(env, database, logger, lock);

  const jobDeps = { database, env, logger, secret };
  const scheduler = startScheduler(jobDeps, { enabled: env.COLLECTOR_SCHEDULE });
  // Queued mail (password reset, alerts) goes out from here: SMTP_URL, or DATA_DIR/outbox.
  const mailer = startMailer({ database, env, logger });
  const { app, createServer } = createServedApp({
    env,
    database,
    logger,
    auth,
    secret,
    collector: createCollectorPort(jobDeps, scheduler),
    ...(await webApp(env, logger)),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, createServer }, (info) => {
    // The address people should open: PUBLIC_URL (its default, http://localhost:PORT, is trusted
    // together with the other loopback spellings, so 127.0.0.1 works as well).
    logger.info(
      { port: info.port, host: env.HOST, driver: database.kind, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR },
      `MCI no ar em ${env.PORT === 0 ? env.PUBLIC_URL.replace(/:0$/, `:${info.port}`) : env.PUBLIC_URL}`,
    );
    logger.flush();
  });
  // Idle keep-alive connections outlive a client's reuse window (Node's default is 5 s): a request
  // sent just as the server drops an idle socket fails with ECONNRESET (seen in the browser tests).
  // Shutdown still closes idle connections at once.
  Object.assign(server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 });
  const shutdown = createShutdown({ logger, lock, scheduler, mailer, http: drainable(server as http.Server), database });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ err: error }, error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use` : 'server error');
    void shutdown('server-error', 1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
