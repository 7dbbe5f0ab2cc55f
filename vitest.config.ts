import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const alias = {
  '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
  // The server's subpath imports (package.json "imports"), with index files and extensions resolved.
  '#server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '#tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

/**
 * The tests that start the app or a script as a child process (a server on a port, SIGTERM under
 * load, backups of a data directory): each wants the machine to itself, so they run one at a
 * time after the rest (the 'processos' project, group 1).
 */
const PROCESS_TESTS = [
  'src/server/server.test.ts',
  'src/server/db/lock.test.ts',
  'scripts/db-backup.test.ts',
  'scripts/collect.test.ts',
];

/*
 * ISOLATE: the 'node' and 'web' files run without a fresh module graph each (isolate: false). Each
 * file still opens its own database (tests/helpers/test-db.ts) and Testing Library unmounts after
 * every test; what a file shares with the next one in its worker is the modules already imported
 * (the app, Hono, Drizzle, PGlite, React): importing them again for every file was a third of the
 * suite's time (import 124 s of 283 s for 'node', measured on two cores). A test that changes
 * process-wide state (env, timers, globals) undoes it in its own afterEach/finally, as
 * vi.unstubAllEnvs / vi.useRealTimers / vi.unstubAllGlobals do today. The 'processos' files keep
 * isolation: lock.test.ts mocks node:fs for its whole module graph.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // API suites open their own database per file; keep files in separate workers, one per core
    // (Vitest's default leaves one core to itself: on CI's two cores that halves the suite's speed).
    pool: 'forks',
    maxWorkers: availableParallelism(),
    setupFiles: ['./tests/helpers/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
          // Files in a worker share its modules (ISOLATE, above).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'processos',
          environment: 'node',
          include: PROCESS_TESTS,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/helpers/setup-web.ts'],
          isolate: false,
        },
      },
    ],
  },
});
