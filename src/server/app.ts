import http from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { AppError, errorBody } from './lib/app-error';
import { notFoundOrWrongMethod } from './lib/allowed-methods';
import { afterResponseScope } from './lib/after-response';
import type { AppDeps, AppEnv } from './lib/context';
import type { Logger } from './lib/logger';
import { mountWebPages } from './lib/static-web';
import { securityHeaders } from './lib/security-headers';
import { originCheck } from './lib/origin-check';
import { textGuard } from './lib/text-guard';
import { resolveClientIp } from './lib/client-ip';
import { createSessionCache, endsSessions, sessionCookieValue, type SessionCache } from './lib/session-cache';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { createMetrics, measureRequests, type Metrics } from './lib/metrics';
import { siteRoutes } from './features/site/site.routes';
import { createPublicCache, editaisRoutes } from './features/editais/editais.routes';
import { createFastLane } from './features/editais/editais.fast-lane';
import type { PublicAnswerCache } from './lib/public-cache';
import { meRoutes } from './features/me/me.routes';
import { trackingRoutes } from './features/tracking/tracking.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { collectorRoutes } from './features/collector/collector.routes';
import { alertsRoutes } from './features/alerts/alerts.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { municipiosRoutes } from './features/municipios/municipios.routes';
import { agendaSubscriptionRoutes } from './features/agenda/agenda-subscription.routes';
import { buildAgendaCalendarIcs } from './features/editais/agenda';
import { buscasRoutes } from './features/buscas/buscas.routes';

const API_BODY_LIMIT = 1024 * 1024;

export interface CreateAppOptions {
  /** The visitors' feed cache, when the caller shares it with the fast lane (createServedApp). */
  publicCache?: PublicAnswerCache;
  /** The instance's cache of validated sessions (tests pass one with a short life). */
  sessions?: SessionCache;
  /** The metrics, when the caller shares them with the fast lane (createServedApp). */
  metrics?: Metrics;
}

/**
 * Sets `user` for the request: the session's account, or null for a visitor. A session validated
 * in the last seconds comes from the instance's cache (lib/session-cache.ts), which every request
 * that may end a session or change an account clears when it succeeds.
 */
function readSession(auth: AppDeps['auth'], sessions: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const token = sessionCookieValue(c.req.header('cookie'));
    if (token && !c.req.path.startsWith('/api/auth/')) {
      const cached = sessions.get(token);
      if (cached) c.set('user', cached);
      else {
        const session = await auth.api.getSession({ headers: c.req.raw.headers });
        if (session) {
          const user = {
            id: session.user.id,
            email: session.user.email,
            name: session.user.name,
            role: (session.user as { role?: string | null }).role ?? null,
          };
          sessions.set(token, user);
          c.set('user', user);
        }
      }
    }
    await next();
    if (c.res.status < 400 && endsSessions(c.req.method, c.req.path)) sessions.clear();
  };
}

/**
 * The path as the logs may keep it: the private calendar and saved-search feeds carry their only
 * credential in the path, so the token is left out (whoever reads the logs must not be able to
 * subscribe to someone's list).
 */
export function loggablePath(path: string): string {
  return path.replace(/^(\/agenda\/|\/rss\/buscas\/)[^/]+?(\.ics|\.xml)?$/, '$1…$2');
}

/** A logger per request (with its id) and one line per answer: API requests at info, the rest at debug. */
function logRequests(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    const entry = {
      method: c.req.method,
      path: loggablePath(c.req.path),
      ip: c.get('clientIp'),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (c.req.path.startsWith('/api/')) log.info(entry, 'request');
    else log.debug(entry, 'request');
  };
}

/**
 * A body too large (413) is refused without being read, and a request over the limit (429) may be
 * too: the connection then says `Connection: close`, so a client pooling keep-alive connections
 * opens a new one instead of sending its next request on one the server is about to drop.
 */
function closeAfterRefusal(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 413 && c.res.status !== 429) return;
    // A copy: a response's headers may be immutable (one built elsewhere and passed through).
    const headers = new Headers(c.res.headers);
    headers.set('Connection', 'close');
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}

/** Every error as the API's one error shape: AppError as it says, Hono's 4xx as bad requests, the rest as 500. */
function answerError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const log = c.get('log') ?? logger;
    if (error instanceof AppError) {
      if (error.status >= 500) log.error({ err: error }, 'app error');
      return c.json(errorBody(error.code, error.message), error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's validators throw these for bodies they cannot parse.
      if (error.status === 400 && /json/i.test(error.message)) {
        return c.json(errorBody('INVALID_JSON'), 400);
      }
      if (error.status < 500) {
        return c.json(errorBody('BAD_REQUEST'), error.status);
      }
    }
    log.error({ err: error }, 'unhandled error');
    return c.json(errorBody('INTERNAL'), 500);
  };
}

/** Builds the whole HTTP app: middleware, API routes, OpenAPI document, static web app, errors. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();
  const metrics = options.metrics ?? createMetrics();

  // First, so a request's time includes every middleware.
  app.use(measureRequests(metrics));
  // Work a request leaves for after its answer (the reset e-mail) starts once the answer is out.
  app.use(afterResponseScope());
  app.use(requestId());
  app.use(closeAfterRefusal());
  app.use(resolveClientIp(deps.env.TRUST_PROXY));
  // Who is asking, decided on the server from the session cookie for every API request.
  app.use('/api/*', readSession(deps.auth, options.sessions ?? createSessionCache()));
  app.use(logRequests(deps.logger));
  app.use(securityHeaders());
  app.use(compress());
  const limitBody = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  // Only requests that can carry a body pay for the check.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  // Writes that carry a cookie must come from the site itself (cross-site request forgery).
  app.use('/api/*', originCheck(deps.env));
  // No control characters, lone surrogates or non-UTF-8 text in paths, queries and JSON bodies.
  app.use(textGuard());

  app.route('/', authRoutes(deps.auth, deps.database));
  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps, metrics));
  app.route('/', siteRoutes(deps));
  // One cache for the public answers and the visitors' pages (one version stamp for both).
  const publicCache = options.publicCache ?? createPublicCache(deps, { counter: metrics.cacheCounter });
  app.route('/', editaisRoutes(deps, { cache: publicCache }));
  app.route('/', meRoutes(deps));
  app.route('/', trackingRoutes(deps));
  app.route('/', adminRoutes(deps));
  app.route('/', collectorRoutes(deps));
  app.route('/', alertsRoutes(deps));
  app.route('/', discoveryRoutes(deps));
  app.route('/', municipiosRoutes());
  app.route('/', agendaSubscriptionRoutes(deps, { buildCalendar: buildAgendaCalendarIcs }));
  app.route('/', buscasRoutes(deps));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'MCI API',
      version: '0.1.0',
      description: 'API do MCI: concursos públicos abertos, previstos e autorizados. Mensagens de erro em português.',
    },
  });

  if (deps.renderPage) {
    mountWebPages(app, { webDir: deps.webDir, renderPage: deps.renderPage, origin: deps.env.PUBLIC_URL, cache: publicCache });
  }

  // Under /api/: 405 with Allow for a path that exists with other methods, 404 otherwise.
  app.notFound(notFoundOrWrongMethod(app));

  app.onError(answerError(deps.logger));

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The app as the server runs it (index.ts, and the benchmark): the Hono app behind the fast lane,
 * which answers the visitors' cached feeds straight from node:http (editais.fast-lane.ts). Pass
 * `createServer` to @hono/node-server's serve().
 */
export function createServedApp(deps: AppDeps) {
  const metrics = createMetrics();
  const publicCache = createPublicCache(deps, { counter: metrics.cacheCounter });
  const app = createApp(deps, { publicCache, metrics });
  const fastLane = createFastLane({ cache: publicCache, logger: deps.logger, metrics });
  const createServer = ((serverOptions: http.ServerOptions, listener: http.RequestListener) =>
    http.createServer(serverOptions, (req, res) => {
      let answered = false;
      try {
        answered = fastLane(req, res);
      } catch (error) {
        deps.logger.error({ err: error }, 'fast lane failed; the app answers');
        answered = res.headersSent;
      }
      if (!answered) listener(req, res);
    })) as typeof http.createServer;
  return { app, fastLane, createServer };
}
