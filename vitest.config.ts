import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = {
  '@/shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
  // The server's subpath imports (package.json "imports"), with index files and extensions resolved.
  '#server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '#shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '#tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // API suites open their own database per file; keep files in separate workers.
    pool: 'forks',
    setupFiles: ['./tests/helpers/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
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
        },
      },
    ],
  },
});
