import { createApp } from '../../src/server/app';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  /** Sends a request to the in-process app. */
  request(path: string, init?: RequestInit): Promise<Response>;
  destroy(): Promise<void>;
}

/** The real app on a fresh database; no network, no web build. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const env = parseEnv({ NODE_ENV: 'test', ...overrides });
  const database = await createTestDatabase();
  const app = createApp({ env, database, logger: createLogger(env.LOG_LEVEL) });
  return {
    app,
    database,
    env,
    request: (path, init) => Promise.resolve(app.request(`http://localhost${path}`, init)),
    destroy: () => database.destroy(),
  };
}
