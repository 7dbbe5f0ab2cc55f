import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { isKnownWebPath } from '#shared/paths';
import type { AppEnv } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, other files briefly, and index.html
 * (never cached) for every client route. Unknown paths still get the app, which renders its
 * 404 page, but with a 404 status so crawlers and monitors see the truth.
 */
export function mountStaticWeb(app: Hono<AppEnv>, webDir: string): boolean {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), webDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', IMMUTABLE);
      },
    }),
  );
  // A missing hashed asset is a real 404, not the app's HTML.
  app.get('/assets/*', (c) => c.text('Arquivo não encontrado.', 404));

  app.use(
    '*',
    serveStatic({
      root,
      // index.html is served below with its own headers.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__index_is_served_below__' : p),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isKnownWebPath(c.req.path) ? 200 : 404);
  });
  return true;
}
