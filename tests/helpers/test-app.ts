import { createApp } from '../../src/server/app';
import { parseEnv, type Env } from '../../src/server/env';
import { createAuth } from '../../src/server/lib/auth';
import type { AppDeps } from '../../src/server/lib/context';
import { createLogger } from '../../src/server/lib/logger';

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

/** The real app on a fresh database; no network, no web build. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { database?: TestDatabase; collector?: AppDeps['collector'] } = {},
): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...overrides });
  const database = options.database ?? (await createTestDatabase());
  const logger = createLogger(env.LOG_LEVEL);
  const auth = createAuth({ env, database, logger, secret: TEST_SECRET });
  const app = createApp({ env, database, logger, auth, secret: TEST_SECRET, collector: options.collector });
  return {
    app,
    database,
    env,
    request: (path, init, ip = '127.0.0.1') =>
      Promise.resolve(
        app.request(`${TEST_ORIGIN}${path}`, init, { incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4' } } }),
      ),
    destroy: () => database.destroy(),
  };
}
