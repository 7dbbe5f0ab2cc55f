import type { MiddlewareHandler } from 'hono';

/**
 * The security headers of every answer, HTML and API alike (what hono/secure-headers sent with our
 * options, written out once): a strict Content-Security-Policy, no framing, no MIME sniffing, and
 * the cross-origin isolation headers. HSTS belongs to the TLS proxy in production: plain-http
 * localhost must stay reachable. The public fast lane (editais.fast-lane.ts) sends the same object.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and sonner position elements with style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

const ENTRIES = Object.entries(SECURITY_HEADERS);
const SHARE_IMAGES_PREFIX = '/og/';

/** Adds SECURITY_HEADERS to every response, whatever produced it (routes, static files, errors). */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of ENTRIES) headers.set(name, value);
    // Share images are meant to be shown by other sites (chat apps, social networks' web clients).
    if (c.req.path.startsWith(SHARE_IMAGES_PREFIX)) headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    headers.delete('X-Powered-By');
  };
}

/** X-Request-Id: the caller's, when it is a sane token (as hono/request-id accepts it), else a new UUID. */
export function requestIdFrom(header: string | undefined | null): string {
  return header && header.length <= 255 && !/[^\w\-=]/.test(header) ? header : crypto.randomUUID();
}
