import { Hono } from 'hono';
import { errorBody } from '#server/lib/app-error';
import { CLIENT_IP_HEADER, type Auth } from '#server/lib/auth';
import type { AppEnv } from '#server/lib/context';
import type { Database, DatabaseHandle } from '#server/db/client';
import { translateAuthError } from './auth-errors';
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

const SIGN_UP_PATH = '/api/auth/sign-up/email';

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
 * limits, and its answers turned into the product's shape: Portuguese errors, no tokens in bodies.
 */
export function authRoutes(auth: Auth, database: DatabaseHandle) {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // A sign-up's e-mail, kept to tell a lost race from a real failure (below).
    const signUpBody = c.req.path === SIGN_UP_PATH && c.req.method === 'POST' ? await c.req.raw.clone().text() : null;
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    // The client's address as the app decided it (lib/client-ip.ts), never a header it sent.
    const ip = c.get('clientIp');
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);

    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) return response;
    const text = await response.text();
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
      const error = translateAuthError(status, body as { code?: unknown; message?: unknown } | null);
      if (error.status >= 500) c.get('log').error({ status: response.status, body: text.slice(0, 500) }, 'auth error');
      outHeaders.set('content-type', 'application/json; charset=UTF-8');
      return new Response(JSON.stringify(errorBody(error.code, error.message)), {
        status: error.status,
        headers: outHeaders,
      });
    }
    return new Response(JSON.stringify(stripTokens(body)), { status: response.status, headers: outHeaders });
  });
  return app;
}
