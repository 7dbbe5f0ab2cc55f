import type { SessionCache } from '#server/lib/session-cache';
import { createApp } from '#server/app';
import type { CollectorOverrides } from '#server/collector/run-collector';
import { parseEnv, type Env } from '#server/env';
import { createAuthHooks } from '#server/features/auth/auth-hooks';
import { createCollectorPort } from '#server/jobs/collector-port';
import { settleAfterResponse } from '#server/lib/after-response';
import { createAuth } from '#server/lib/auth';
import { createLogger } from '#server/lib/logger';
import type { RenderPage } from '#shared/ssr';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  /** Sends a request to the in-process app, as if from `ip` (default 127.0.0.1). */
  request(path: string, init?: RequestInit, ip?: string): Promise<Response>;
  destroy(): Promise<void>;
}

/**
 * The real app on a fresh database; no network, no web build. The admin's collection is the real
 * one (and its alerts); `options.collector` replaces its fetcher, sources, extractor or clock.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { database?: TestDatabase; collector?: CollectorOverrides; renderPage?: RenderPage; webDir?: string; sessions?: SessionCache } = {},
): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...overrides });
  const database = options.database ?? (await createTestDatabase());
  const logger = createLogger(env.LOG_LEVEL);
  const auth = createAuth({ env, database, logger, secret: TEST_SECRET, hooks: createAuthHooks({ env, database, logger }) });
  const collector = createCollectorPort({ database, env, logger, secret: TEST_SECRET, ...options.collector });
  const app = createApp({
    env,
    database,
    logger,
    auth,
    secret: TEST_SECRET,
    collector,
    renderPage: options.renderPage,
    webDir: options.webDir,
  }, { sessions: options.sessions });
  return {
    app,
    database,
    env,
    request: (path, init, ip = '127.0.0.1') =>
      Promise.resolve(
        app.request(`${TEST_ORIGIN}${path}`, init, { incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4' } } }),
      ),
    // Work left for after an answer (a reset e-mail to queue) runs before the database goes.
    destroy: async () => {
      await settleAfterResponse();
      await database.destroy();
    },
  };
}
