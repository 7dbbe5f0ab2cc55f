import type { Context, MiddlewareHandler } from 'hono';
import {
  CAMINHO_COM_CARACTERES_INVALIDOS,
  CORPO_COM_CARACTERES_INVALIDOS,
  findForbiddenText,
  forbiddenTextMessage,
  hasForbiddenChars,
  NOME_DE_PARAMETRO_INVALIDO,
  parametroComCaracteresInvalidos,
} from '#shared/text-input';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/**
 * One guard for the text of every API request (issue 17), before any route reads it: the path's
 * segments and every query parameter, percent-decoded as UTF-8, and every string (and field name)
 * of a JSON body must be free of control characters, DEL and lone surrogates (src/shared/text-input.ts),
 * and must decode as UTF-8 at all. Otherwise 400 BAD_REQUEST naming the parameter or field, so a
 * NUL never reaches PostgreSQL (which refuses it with a 500) and no route can be left out.
 *
 * It covers the JSON API, the private calendar (/agenda/) and the feeds (/rss/): what
 * /api/openapi.json documents. Pages are left alone: they read their address leniently and ask
 * the API, which answers 400. better-auth's bodies (/api/auth/*) are checked by its own hook
 * (features/auth/auth-hooks.ts), since the body must reach it unread; their paths and queries are
 * checked here.
 */

const GUARDED_PREFIXES = ['/api/', '/agenda/', '/rss/'];
const AUTH_PREFIX = '/api/auth/';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A percent-encoded component as text, or undefined when its bytes are not UTF-8 (or encode a
 * surrogate, or an overlong form). A '%' not followed by two hex digits is a literal '%', as Hono
 * and URLSearchParams read it.
 */
function decodeComponent(raw: string, plusIsSpace: boolean): string | undefined {
  const text = (plusIsSpace ? raw.replace(/\+/g, ' ') : raw).replace(/%(?![0-9a-fA-F]{2})/g, '%25');
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function checkPath(pathname: string): void {
  for (const segment of pathname.split('/')) {
    const text = decodeComponent(segment, false);
    if (text === undefined || hasForbiddenChars(text)) throw new AppError('BAD_REQUEST', CAMINHO_COM_CARACTERES_INVALIDOS);
  }
}

function checkQuery(search: string): void {
  if (search.length <= 1) return;
  for (const pair of search.slice(1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeComponent(eq === -1 ? pair : pair.slice(0, eq), true);
    if (name === undefined || hasForbiddenChars(name)) throw new AppError('BAD_REQUEST', NOME_DE_PARAMETRO_INVALIDO);
    const value = eq === -1 ? '' : decodeComponent(pair.slice(eq + 1), true);
    if (value === undefined || hasForbiddenChars(value)) throw new AppError('BAD_REQUEST', parametroComCaracteresInvalidos(name));
  }
}

/** Any body that says it is JSON (application/json, application/…+json…): whatever reads it, it is checked. */
const JSON_TYPE = /json/i;

/**
 * A JSON body's bytes must be UTF-8 and its strings clean. The bytes stay in Hono's body cache, so
 * the route's validator reads them again without a second read of the stream; a body that is not
 * JSON at all is left to the validator (400 INVALID_JSON).
 */
async function checkJsonBody(c: Context<AppEnv>): Promise<void> {
  const bytes = await c.req.arrayBuffer();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', CORPO_COM_CARACTERES_INVALIDOS);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return;
  }
  const found = findForbiddenText(value);
  if (found) throw new AppError('BAD_REQUEST', forbiddenTextMessage(found));
}

export function textGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const url = new URL(c.req.url);
      checkPath(url.pathname);
      checkQuery(url.search);
      if (
        c.req.method !== 'GET' &&
        c.req.method !== 'HEAD' &&
        !path.startsWith(AUTH_PREFIX) &&
        JSON_TYPE.test(c.req.header('content-type') ?? '')
      ) {
        await checkJsonBody(c);
      }
    }
    await next();
  };
}
