import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { CacheCounter } from './public-cache';

/**
 * The process's Prometheus metrics (GET /metrics, features/metrics). Each app instance has its own
 * Registry, never prom-client's global one: tests build several apps in one process, and each must
 * count only its own requests.
 *
 * What the database knows (mail queue, collector runs) is read when the metrics are scraped
 * (features/metrics/metrics.service.ts); what only this process sees (request times, cache lookups)
 * is counted here as it happens.
 */

/**
 * Seconds. The API answers in 1–50 ms and the fast lane in well under one, so the buckets are
 * dense there; the long tail (a page rendered cold, an admin's collection) still lands somewhere.
 */
export const HTTP_DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route answered (an unknown address's 404). */
export const UNMATCHED_ROUTE = 'unmatched';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface RequestObserver {
  /** One answer: `route` is the matched route's pattern ('/api/editais/:id'), never the address asked for. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export interface Metrics extends RequestObserver {
  readonly registry: Registry;
  /** Lookups in the public answers' cache (lib/public-cache.ts and the fast lane). */
  readonly cacheCounter: CacheCounter;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tempo de resposta das requisições HTTP, por método, rota (o padrão da rota, não o endereço) e status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  // One child per label set, kept: prom-client hashes the labels on every observe otherwise, and
  // the fast lane's answers take a few microseconds in all. Bounded: methods are a fixed list,
  // routes are patterns, statuses are three digits.
  const children = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();

  const lookups = new Counter({
    name: 'mci_public_cache_lookups_total',
    help: 'Consultas ao cache das respostas públicas (feeds, estados e páginas dos visitantes), por tipo de resposta e resultado (hit, miss).',
    labelNames: ['kind', 'result'] as const,
    registers: [registry],
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const m = KNOWN_METHODS.has(method) ? method : 'OTHER';
      const key = `${m} ${status} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = duration.labels(m, route, String(status));
        children.set(key, child);
      }
      child.observe(seconds);
    },
    cacheCounter: {
      // Keys are '<kind>:<…>' (features/editais, lib/static-web): the kind is a fixed word, the rest
      // (a state, a page's address) stays out of the labels.
      count(key, result) {
        const colon = key.indexOf(':');
        lookups.inc({ kind: colon < 0 ? key : key.slice(0, colon), result });
      },
    },
  };
}

/**
 * The route pattern that answered: Hono records the handler it reached last, which is the route
 * for a matched request. When only middleware ran (no route matched and the not-found handler
 * answered), the request is 'unmatched' rather than the address, which would let anyone add label
 * values at will and would put the private calendar and feed tokens (/agenda/{token}.ics) in the
 * metrics.
 */
export function routeLabel(c: Context): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  if (!route || (route.method === 'ALL' && c.res.status === 404)) return UNMATCHED_ROUTE;
  return route.path;
}

/**
 * Times every request that came over HTTP. In-process requests (the API calls a page makes while
 * it is rendered on the server, which carry no socket) are part of that page's time, not requests
 * of their own.
 */
export function measureRequests(observer: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return next();
    const started = performance.now();
    await next();
    observer.observeRequest(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
  };
}
