import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { errorBody } from '#server/lib/app-error';
import { peerAddress } from '#server/lib/client-ip';
import type { AppDeps, AppEnv } from '#server/lib/context';
import type { Metrics } from '#server/lib/metrics';
import { createRouter } from '#server/lib/router';
import { databaseMetrics } from './metrics.service';

/** What a wrong or missing token gets (401), in the API's error shape. */
export const METRICS_TOKEN_MESSAGE = 'Token de métricas ausente ou inválido.';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1];
  return timingSafeEqual(sha256(given ?? ''), sha256(token)) && given !== undefined;
}

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;
/** Headers a reverse proxy adds: behind one, every visitor arrives from the proxy's (loopback) address. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** A request made on this machine straight to the app: a loopback TCP peer, through no proxy. */
function isDirectLoopback(c: Context<AppEnv>, env: AppDeps['env']): boolean {
  if (env.TRUST_PROXY > 0) return false;
  const peer = peerAddress(c);
  return peer !== undefined && LOOPBACK.test(peer) && FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined);
}

/**
 * Who may read the metrics:
 * - METRICS_TOKEN set: only `Authorization: Bearer <token>`; anything else is 401.
 * - unset, in production: no one (404, as for an unknown address). A production server usually sits
 *   behind a reverse proxy on the same machine, so "from loopback" would mean "from anyone", and
 *   a proxy that adds no X-Forwarded-For would hide it; metrics there are opt-in by setting the token.
 * - unset, in development and tests: requests made on this machine straight to the app (loopback
 *   peer, no forwarding header, no TRUST_PROXY declaring a proxy in front), so
 *   `curl localhost:3000/metrics` works on a first run; others 404.
 */
function access(c: Context<AppEnv>, env: AppDeps['env']): 'allowed' | 'unauthorized' | 'hidden' {
  if (env.METRICS_TOKEN) return bearerMatches(c.req.header('authorization'), env.METRICS_TOKEN) ? 'allowed' : 'unauthorized';
  if (env.NODE_ENV === 'production') return 'hidden';
  return isDirectLoopback(c, env) ? 'allowed' : 'hidden';
}

/** GET /metrics: Prometheus' text format. Not part of the API (nor of its OpenAPI document). */
export function metricsRoutes(deps: Pick<AppDeps, 'env' | 'database' | 'logger'>, metrics: Metrics) {
  const refresh = databaseMetrics(metrics.registry, deps);
  return createRouter().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    const verdict = access(c, deps.env);
    if (verdict === 'hidden') return c.notFound();
    if (verdict === 'unauthorized') {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(errorBody('UNAUTHORIZED', METRICS_TOKEN_MESSAGE), 401);
    }
    await refresh();
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { 'Content-Type': metrics.registry.contentType });
  });
}
