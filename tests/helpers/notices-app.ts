import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { edital } from '#server/db/schema';
import type { RenderPage } from '#shared/ssr';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-db';

export type NoticesTestApp = Omit<TestApp, 'destroy'>;

/**
 * For an API test file about notices: one database for the file, emptied of notices before each
 * test, and a new app for each test, so no test is served another's cached public answers (a new
 * app starts with an empty cache, as a restarted server does). With `now`, Date is faked at that
 * instant at the start of every test (only Date: timers still run).
 */
export function useNoticesTestApp(options: { now?: Date | number; renderPage?: RenderPage } = {}): NoticesTestApp {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  const current = (): TestApp => {
    if (!app) throw new Error('useNoticesTestApp: the app exists only inside a test');
    return app;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    if (options.now !== undefined) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(options.now);
    }
    await database!.db.delete(edital);
    app = await createTestApp({}, { database, renderPage: options.renderPage });
  });
  afterEach(() => {
    if (options.now !== undefined) vi.useRealTimers();
  });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get env() {
      return current().env;
    },
    request: (path, init, ip) => current().request(path, init, ip),
  };
}
