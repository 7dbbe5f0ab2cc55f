import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { NO_CLIENT_ASSETS, type ClientAssets, type PageRenderResult, type RenderPage } from '#shared/ssr';
import type { AppEnv } from './context';
import { cachedReply, HTML_CONTENT_TYPE, TextAnswer, type CachedAnswer, type PublicAnswerCache } from './public-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Vite's key for the client entry (the HTML file it builds from). */
const ENTRY_KEY = 'index.html';
const ROUTES_DIR = 'app/routes/';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The stylesheets of a chunk and of everything it imports statically. */
function stylesheetsOf(manifest: Manifest, key: string): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...css];
}

/**
 * The built client's files from Vite's manifest: the entry module and its stylesheets, and per
 * route module (app/routes/<id>.tsx) the stylesheets it adds to the entry's.
 */
export function readClientAssets(webDir: string): ClientAssets {
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return NO_CLIENT_ASSETS;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest[ENTRY_KEY];
  if (!entry) return NO_CLIENT_ASSETS;
  const css = stylesheetsOf(manifest, ENTRY_KEY);
  const routes: ClientAssets['routes'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.src?.startsWith(ROUTES_DIR)) continue;
    const id = path.basename(chunk.src).replace(/\.tsx?$/, '');
    routes[id] = { css: stylesheetsOf(manifest, key).filter((file) => !css.includes(file)) };
  }
  return { entry: `/${entry.file}`, css, routes };
}

/** Hashed assets cached for a year; other files (favicon) for an hour; a missing asset is a 404. */
function mountFiles(app: Hono<AppEnv>, webDir: string) {
  const root = path.relative(process.cwd(), webDir) || '.';
  app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }));
  app.get('/assets/*', (c) => c.text('Arquivo não encontrado.', 404));
  app.use(
    '*',
    serveStatic({
      root,
      // Pages are rendered below, never served from the build's index.html.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__pages_are_rendered__' : p),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600'),
    }),
  );
}

export interface WebPagesOptions {
  /** The built client (dist/web); absent in API tests: pages are then served without JavaScript. */
  webDir?: string | undefined;
  renderPage: RenderPage;
  /** PUBLIC_URL. */
  origin: string;
  /** The public answers' cache (its version stamp and Brasília day): visitors' pages are kept there. */
  cache?: PublicAnswerCache | undefined;
}

/** The route every page is served under (its label in the metrics, for the app and the fast lane alike). */
export const PAGE_ROUTE = '*';

/** Pages vary with the session (personal pages) and are sent compressed when the client accepts. */
export const PAGE_VARY = 'Accept-Encoding, Cookie';
const UF_ONLY = /^\?uf=[a-z]{2}$/i;

/**
 * The cache key of a visitor's page, or null when it is not kept: with a session, or with a query
 * other than ?uf= on / and /feed (a search is rendered each time, so no one can fill the cache with
 * made-up addresses). Only 200 answers are stored, at most PUBLIC_CACHE_MAX_ENTRIES in all.
 */
export function pageCacheKey(path: string, search: string, cookie: string | undefined): string | null {
  if (cookie?.includes('session_token')) return null;
  if (search === '') return `page:${path}`;
  if ((path === '/' || path === '/feed') && UF_ONLY.test(search)) return `page:${path}${search.toLowerCase()}`;
  return null;
}

/** A render that must not be kept (a 404, a redirect, an error page): carried out of the cache's computation. */
class NotCacheable extends Error {
  constructor(readonly result: PageRenderResult) {
    super('página não guardada');
  }
}

function sendCachedPage(c: Context<AppEnv>, answer: CachedAnswer): Response {
  const reply = cachedReply(answer, { ifNoneMatch: c.req.header('If-None-Match'), acceptEncoding: c.req.header('Accept-Encoding') }, PAGE_VARY);
  for (const [name, value] of Object.entries(reply.headers)) c.header(name, value);
  return reply.status === 304 ? c.body(null, 304) : c.body(reply.body as Uint8Array<ArrayBuffer>, 200);
}

/** Puts a rendered page (or redirect) on the wire. Personal pages are never stored anywhere. */
function sendRendered(c: Context<AppEnv>, result: PageRenderResult): Response {
  if (result.kind === 'redirect') {
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(result.location, result.status);
  }
  c.header('Cache-Control', result.personal ? 'private, no-store' : 'no-cache');
  c.header('Vary', PAGE_VARY);
  return c.html(result.html, result.status as 200);
}

/**
 * Every page of the site, rendered on the server with its data (src/web/entry-server.tsx, reached
 * through the RenderPage port the host passes in), plus the built client's files.
 */
export function mountWebPages(app: Hono<AppEnv>, options: WebPagesOptions): void {
  const built = options.webDir !== undefined && existsSync(options.webDir);
  if (built) mountFiles(app, options.webDir!);
  const assets = built ? readClientAssets(options.webDir!) : NO_CLIENT_ASSETS;
  const fetchApi = (request: Request) => Promise.resolve(app.fetch(request));

  app.get(PAGE_ROUTE, async (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.notFound();
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie');
    const render = async () => {
      const result = await options.renderPage({ url: url.pathname + url.search, cookie, origin: options.origin, assets, fetchApi });
      if (result.kind === 'page' && result.error) c.get('log').error({ err: result.error, path: c.req.path }, 'page render failed');
      return result;
    };
    const key = options.cache ? pageCacheKey(url.pathname, url.search, cookie) : null;
    if (!key || !options.cache) return sendRendered(c, await render());
    try {
      const answer = await options.cache.get(key, async () => {
        const result = await render();
        if (result.kind !== 'page' || result.status !== 200 || result.personal) throw new NotCacheable(result);
        return new TextAnswer(result.html, HTML_CONTENT_TYPE);
      });
      return sendCachedPage(c, answer);
    } catch (error) {
      if (error instanceof NotCacheable) return sendRendered(c, error.result);
      throw error;
    }
  });
}
