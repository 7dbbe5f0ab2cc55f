import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** The Vite dev server (npm run dev), from either loopback spelling; never trusted in production. */
const VITE_DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

/**
 * The origins whose browser requests may change state: TRUSTED_ORIGINS (PUBLIC_URL, or every
 * loopback spelling of the port when it is unset) and, outside production, the Vite dev server.
 * One list for better-auth (lib/auth.ts) and for the API's own writes (originCheck below).
 */
export function trustedBrowserOrigins(env: Pick<Env, 'NODE_ENV' | 'TRUSTED_ORIGINS'>): string[] {
  return env.NODE_ENV === 'production' ? [...env.TRUSTED_ORIGINS] : [...env.TRUSTED_ORIGINS, ...VITE_DEV_ORIGINS];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const AUTH_PREFIX = '/api/auth/';

/** Whether a write carrying `origin` and `secFetchSite` comes from somewhere the site does not trust. */
export function isForeignWrite(trusted: ReadonlySet<string>, origin: string | undefined, secFetchSite: string | undefined): boolean {
  if (origin !== undefined) return !trusted.has(origin.trim().toLowerCase());
  // A browser that names no origin still says where the request comes from; without Origin we
  // cannot tell a trusted sibling site from another one, so only same-origin and typed ('none') pass.
  const site = secFetchSite?.trim().toLowerCase();
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Cross-site request forgery guard for the API's own state-changing routes (issue 17): a POST, PUT,
 * PATCH or DELETE to /api/* that carries a cookie (the ambient credential a forged request would
 * ride on) must come from a trusted origin. Origin present and not trusted (or 'null') → 403
 * FORBIDDEN_ORIGIN; no Origin but Sec-Fetch-Site cross-site or same-site → 403. Without either
 * header (curl, a server calling with a token) it passes, and so does a request without a cookie.
 * /api/auth/* is left to better-auth, which checks origins itself with the same list.
 */
export function originCheck(env: Pick<Env, 'NODE_ENV' | 'TRUSTED_ORIGINS'>): MiddlewareHandler<AppEnv> {
  const trusted: ReadonlySet<string> = new Set(trustedBrowserOrigins(env).map((o) => o.toLowerCase()));
  return async (c, next) => {
    if (
      WRITE_METHODS.has(c.req.method) &&
      !c.req.path.startsWith(AUTH_PREFIX) &&
      (c.req.header('cookie') ?? '').trim() !== '' &&
      isForeignWrite(trusted, c.req.header('origin'), c.req.header('sec-fetch-site'))
    ) {
      throw new AppError('FORBIDDEN_ORIGIN');
    }
    await next();
  };
}
