import { Hono, type Context } from 'hono';
import { allowHeader, API_ROUTE_NOT_FOUND_MESSAGE } from '#server/lib/allowed-methods';
import { errorBody } from '#server/lib/app-error';
import { CLIENT_IP_HEADER, type Auth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import type { Database, DatabaseHandle } from '#server/db/client';
import { METHOD_NOT_ALLOWED_MESSAGE, translateAuthError } from './auth-errors';
import { isEmailTaken } from './auth.service';

/** Drops session tokens from JSON bodies: the cookie carries the session; scripts never need it. */
function stripTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => key !== 'token')
        .map(([key, v]) => [key, stripTokens(v)]),
    );
  }
  return value;
}

const BASE_PATH = '/api/auth';
const SIGN_UP_PATH = `${BASE_PATH}/sign-up/email`;

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
}

/**
 * The methods of better-auth's routes that answer on `path` (under /api/auth), read from its
 * endpoints as its router reads them: a path segment `:name` matches any one segment.
 */
function authRouteMethods(auth: Auth): (path: string) => string[] {
  const routes = Object.values(auth.api as Record<string, AuthEndpoint>).flatMap(({ path, options }) => {
    if (!path || !options || options.metadata?.SERVER_ONLY) return [];
    const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    return [{ pattern: new RegExp(`^${segments.join('/')}$`), methods: ([] as (string | undefined)[]).concat(options.method) }];
  });
  return (path) => [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods.filter((m) => m !== undefined)))];
}

/** An error in the API's shape, keeping better-auth's other headers (cookies it clears…). */
function errorAnswer(status: number, code: string, message: string, headers = new Headers()): Response {
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=UTF-8');
  return new Response(JSON.stringify(errorBody(code, message)), { status, headers });
}

/**
 * better-auth's router answers a path it does not know, or a method its route does not take, with
 * an empty 404: the API's 404, or 405 with Allow when the path exists with other methods.
 */
function routeMiss(methodsOf: (path: string) => string[], path: string, method: string): Response {
  const allowed = methodsOf(path).filter((m) => m !== method);
  if (allowed.length === 0 || allowed.includes('*')) return errorAnswer(404, 'NOT_FOUND', API_ROUTE_NOT_FOUND_MESSAGE);
  return errorAnswer(405, 'METHOD_NOT_ALLOWED', METHOD_NOT_ALLOWED_MESSAGE, new Headers({ allow: allowHeader(allowed) }));
}

/** The request as better-auth gets it: the client's address set by the app, and HEAD asked as GET. */
function forwarded(c: Context<AppEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  // The client's address as the app decided it (lib/client-ip.ts), never a header it sent.
  const ip = c.get('clientIp');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  // Hono drops the body of a HEAD answer; better-auth only knows GET.
  return new Request(c.req.raw, { headers, ...(c.req.raw.method === 'HEAD' && { method: 'GET' }) });
}

/** Whether the e-mail of a failed sign-up belongs to an account now (another request created it). */
async function lostSignUpRace(db: Database, bodyText: string): Promise<boolean> {
  let email: unknown;
  try {
    email = (JSON.parse(bodyText) as { email?: unknown } | null)?.email;
  } catch {
    return false;
  }
  return typeof email === 'string' && email.trim() !== '' && (await isEmailTaken(db, email).catch(() => false));
}

/**
 * /api/auth/* goes to better-auth, with the client's address set by the app for its rate
 * limits, and its answers turned into the product's shape: Portuguese errors (its unknown routes
 * and wrong methods too), no tokens in bodies. Redirects and other non-JSON successes pass as they are.
 */
export function authRoutes(auth: Auth, database: DatabaseHandle) {
  const app = new Hono<AppEnv>();
  const methodsOf = authRouteMethods(auth);
  app.all(`${BASE_PATH}/*`, async (c) => {
    const method = c.req.raw.method === 'HEAD' ? 'GET' : c.req.method;
    const path = c.req.path.slice(BASE_PATH.length);
    // A sign-up's e-mail, kept to tell a lost race from a real failure (below).
    const signUpBody = c.req.path === SIGN_UP_PATH && method === 'POST' ? await c.req.raw.clone().text() : null;
    const response = await auth.handler(forwarded(c));

    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    // Its router's answer to a route it does not have: an empty (or plain-text) 404.
    if (!isJson && response.status === 404) return routeMiss(methodsOf, path, method);
    if (!isJson && response.status < 400) return response;
    const text = isJson ? await response.text() : '';
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const outHeaders = new Headers(response.headers);
    outHeaders.delete('content-length');
    let status = response.status;
    // Simultaneous sign-ups of one new address: the losers hit the unique index inside better-auth
    // (FAILED_TO_CREATE_USER, which reads as a 500). The address is taken now, so they get what a
    // sequential duplicate gets.
    const failedToCreate = status >= 500 || (body as { code?: unknown } | null)?.code === 'FAILED_TO_CREATE_USER';
    if (failedToCreate && signUpBody !== null && (await lostSignUpRace(database.db, signUpBody))) {
      status = 422;
      body = { code: 'USER_ALREADY_EXISTS' };
    }
    if (status >= 400) {
      const error = translateAuthError(status, body as { code?: unknown; message?: unknown } | null, path);
      if (error.status >= 500) c.get('log').error({ status: response.status, body: text.slice(0, 500) }, 'auth error');
      if (error.status === 405) outHeaders.set('allow', allowHeader(methodsOf(path).filter((m) => m !== method)));
      return errorAnswer(error.status, error.code, error.message, outHeaders);
    }
    return new Response(JSON.stringify(stripTokens(body)), { status: response.status, headers: outHeaders });
  });
  return app;
}
