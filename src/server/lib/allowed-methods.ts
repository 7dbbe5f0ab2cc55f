import type { NotFoundHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { errorBody } from './app-error';
import type { AppEnv } from './context';

/**
 * Which methods a path of the API answers, to tell a wrong method (405 with Allow) from a route that
 * does not exist (404). Used for the app's own routes (app.ts) and better-auth's (auth.routes.ts).
 */

/** The order methods are listed in an Allow header. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The Allow header of a set of methods: HEAD wherever GET is (Hono answers it from GET), in a fixed order. */
export function allowHeader(methods: Iterable<string>): string {
  const set = new Set([...methods].map((m) => m.toUpperCase()));
  if (set.has('GET')) set.add('HEAD');
  const known = METHOD_ORDER.filter((m) => set.has(m));
  return [...known, ...[...set].filter((m) => !METHOD_ORDER.includes(m)).sort()].join(', ');
}

interface RouteLike {
  method: string;
  path: string;
}

/**
 * The methods the app's own API routes answer on a path (none: no such route). Built on first use,
 * when every route is registered, from the app's route list: middleware and catch-all routes
 * (method ALL) answer every method and are left out, as are better-auth's paths (auth.routes.ts
 * decides those) and everything outside /api/.
 */
export function apiRouteMethods(app: { routes: readonly RouteLike[] }): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  const build = () => {
    const built = new TrieRouter<string>();
    for (const { method, path } of app.routes) {
      if (method === 'ALL' || !path.startsWith('/api/') || path.startsWith('/api/auth/')) continue;
      built.add(method, path, method);
    }
    return built;
  };
  return (path) => {
    router ??= build();
    const found = new Set<string>();
    for (const method of METHOD_ORDER) {
      const [matches] = router.match(method, path);
      for (const [handlerMethod] of matches) found.add(handlerMethod as string);
    }
    return [...found];
  };
}

/** The API's message for a path no route of it answers (app.ts, auth.routes.ts). */
export const API_ROUTE_NOT_FOUND_MESSAGE = 'Rota da API não encontrada.';

/**
 * The app's answer when no route answered: under /api/, 405 with Allow when the path exists with
 * other methods and 404 otherwise, in the API's error shape; elsewhere the plain 404 of that shape.
 */
export function notFoundOrWrongMethod(app: { routes: readonly RouteLike[] }): NotFoundHandler<AppEnv> {
  const methodsOf = apiRouteMethods(app);
  return (c) => {
    if (!c.req.path.startsWith('/api/')) return c.json(errorBody('NOT_FOUND'), 404);
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const allowed = methodsOf(c.req.path);
    // A route of this method that answered "not found" itself is a 404, not a wrong method.
    if (allowed.length > 0 && !allowed.includes(method)) {
      c.header('Allow', allowHeader(allowed));
      return c.json(errorBody('METHOD_NOT_ALLOWED'), 405);
    }
    return c.json(errorBody('NOT_FOUND', API_ROUTE_NOT_FOUND_MESSAGE), 404);
  };
}
