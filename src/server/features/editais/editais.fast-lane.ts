import type { IncomingMessage, ServerResponse } from 'node:http';
import { feedQuerySchema } from '#shared/editais/schemas';
import type { Logger } from '#server/lib/logger';
import { requestIdFrom, SECURITY_HEADERS } from '#server/lib/security-headers';
import { PUBLIC_FEED_VARY, publicFeedKey, VISITOR_FEED_VARY, visitorFeedKey } from './editais.routes';
import { cachedReply, type CacheCounter, type PublicAnswerCache } from '#server/lib/public-cache';
import type { RequestObserver } from '#server/lib/metrics';
import { PAGE_ROUTE, PAGE_VARY, pageCacheKey } from '#server/lib/static-web';

/**
 * The visitors' feeds (and pages) straight from the cache, before the request becomes a Fetch Request for Hono
 * (DESIGN.md section 8: public answers from cache at ≥ 50 % of a bare node:http server). It answers
 * only what it can answer exactly as the app would, byte for byte and header for header: a GET of
 * /api/feed-publico or /api/feed (no session cookie) whose ?uf= is valid and whose answer is in the
 * cache and current without asking the database. Anything else (a miss, a stale stamp, a bad query,
 * a session) returns false, and the app answers, computes and fills the cache. A visitor's page the app
 * rendered and kept (lib/static-web.ts, same key, same headers) is answered the same way.
 *
 * Its answers are in the metrics as the app's would be: timed under the route the app would have
 * matched ('/api/feed-publico', '/api/feed', '*' for pages) and counted as cache hits. A request it
 * hands over is timed and counted by the app alone.
 */
export interface FastLane {
  (req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers given by the lane (tests and the benchmark read it). */
  readonly served: number;
}

const ROUTES: Record<string, { key: (uf: string | undefined) => string; vary: string; visitorsOnly: boolean }> = {
  '/api/feed-publico': { key: publicFeedKey, vary: PUBLIC_FEED_VARY, visitorsOnly: false },
  '/api/feed': { key: visitorFeedKey, vary: VISITOR_FEED_VARY, visitorsOnly: true },
};

/** The ?uf= of a query string, when it is the only parameter (anything else goes to the app). */
function ufParam(search: string): { ok: true; uf: string | undefined } | { ok: false } {
  if (search === '' || search === '?') return { ok: true, uf: undefined };
  const params = new URLSearchParams(search);
  let uf: string | undefined;
  let count = 0;
  for (const [name, value] of params) {
    count += 1;
    if (name !== 'uf' || count > 1) return { ok: false };
    uf = value;
  }
  const parsed = feedQuerySchema.safeParse({ uf });
  return parsed.success ? { ok: true, uf: parsed.data.uf } : { ok: false };
}

/** The cached answer for a request, and how it varies, or null: the app answers. */
function lookUp(cache: PublicAnswerCache, path: string, search: string, cookie: string | undefined) {
  const route = ROUTES[path];
  if (!route) {
    // A visitor's page, kept by the app after it rendered it (lib/static-web.ts).
    if (path.startsWith('/api/')) return null;
    const key = pageCacheKey(path, search, cookie);
    if (key === null) return null;
    const answer = cache.peek(key);
    return answer && { answer, key, vary: PAGE_VARY, route: PAGE_ROUTE, page: true };
  }
  // A signed-in caller gets their own feed from the app (the same test as the session middleware).
  if (route.visitorsOnly && cookie?.includes('session_token')) return null;
  const query = ufParam(search);
  if (!query.ok) return null;
  const key = route.key(query.uf);
  const answer = cache.peek(key);
  return answer && { answer, key, vary: route.vary, route: path, page: false };
}

export interface FastLaneOptions {
  cache: PublicAnswerCache;
  logger: Logger;
  /** The app's metrics (lib/metrics.ts), so the lane's answers count like the app's. */
  metrics?: (RequestObserver & { cacheCounter: CacheCounter }) | undefined;
}

export function createFastLane({ cache, logger, metrics }: FastLaneOptions): FastLane {
  let served = 0;
  const lane = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const started = performance.now();
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const headers = req.headers;
    const found = lookUp(cache, path, queryAt < 0 ? '' : url.slice(queryAt), headers.cookie);
    if (!found) return false;
    const { answer, vary } = found;

    const acceptEncoding = headers['accept-encoding'];
    const reply = cachedReply(answer, { ifNoneMatch: headers['if-none-match'], acceptEncoding }, vary);
    // Uncompressed bytes to a client that takes some encoding: the app's compress() middleware may
    // encode them on the fly (deflate, a small answer), so the app answers.
    if (reply.status === 200 && reply.headers['Content-Encoding'] === undefined && acceptEncoding) return false;
    const reqId = requestIdFrom(headers['x-request-id'] as string | undefined);
    // Object.assign, not spread: V8 copies a literal with two spreads of this many keys ~25× slower.
    const out: Record<string, string | number> = Object.assign({}, reply.headers, SECURITY_HEADERS);
    out['X-Request-Id'] = reqId;
    if (reply.body) out['Content-Length'] = reply.body.byteLength;
    res.writeHead(reply.status, out);
    res.end(reply.body ?? undefined);
    served += 1;
    const elapsed = performance.now() - started;
    if (metrics) {
      metrics.cacheCounter.count(found.key, 'hit');
      metrics.observeRequest('GET', found.route, reply.status, elapsed / 1000);
    }
    // The same line the app logs: API answers at info, pages at debug.
    const entry = { reqId, method: 'GET', path, status: reply.status, ms: Math.round(elapsed * 10) / 10 };
    if (found.page) logger.debug(entry, 'request');
    else logger.info(entry, 'request');
    return true;
  };
  return Object.defineProperty(lane, 'served', { get: () => served }) as FastLane;
}
