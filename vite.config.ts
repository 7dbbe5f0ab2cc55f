import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// In development the API runs as its own process (scripts/dev.ts sets VITE_API_PROXY).
const apiProxyTarget = process.env.VITE_API_PROXY || 'http://127.0.0.1:3001';

/** See `codeSplitting` below; scripts/report-bundle-size.ts shows what the first page loads. */
const CORE_MODULES = [
  /\/src\/shared\/(api-error|paths|ufs|ssr|editais\/dates)\.ts$/,
  /\/src\/web\/lib\/(api-client|use-hydrated|today|query-keys|use-page-title)\.tsx?$/,
  /\/src\/web\/components\/layout\/(page-skeleton|page-container|session-nav|nav-links)\.tsx?$/,
  /\/src\/web\/components\/ui\/button-variants\.ts$/,
  /\/src\/web\/features\/auth\/(api\/get-session|lib\/auth-channel)\.ts$/,
  /\/node_modules\/(clsx|class-variance-authority)\//,
  /\/node_modules\/lucide-react\/dist\/esm\/(shared\/|context|Icon|createLucideIcon|icons\/rotate-cw)/,
];

export default defineConfig({
  root: fromRoot('./src/web'),
  // .env files live at the repository root; only VITE_* variables reach the browser.
  envDir: fromRoot('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@/shared': fromRoot('./src/shared'),
      '@/web': fromRoot('./src/web'),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Origin/Host stay as the browser sent them: the auth server checks them against PUBLIC_URL.
      '/api': { target: apiProxyTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // scripts/report-bundle-size.ts reads .vite/manifest.json to measure the landing page.
    manifest: true,
    // The server caches everything under /assets/ for a year: file names must carry a hash.
    assetsDir: 'assets',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The framework every page needs, in one chunk loaded with the entry. Left to itself, the
        // bundler splits pieces of it into small chunks shared by the entry and the lazy pages,
        // which costs the landing page about 1 kB of gzip in glue and lost compression.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|react-router)[\\/]/ },
            // The small modules the app's main module (main.tsx) needs on every page and shares with
            // the lazy pages: one chunk instead of fifteen, ~3 kB less gzip. Only modules main.tsx
            // loads anyway belong here (a group also takes in what its modules import).
            { name: 'core', test: (id: string) => CORE_MODULES.some((re) => re.test(id.replaceAll('\\', '/'))) },
          ],
        },
      },
    },
  },
});
