import type { CollectorResult, CollectorRunsResponse } from '#shared/api/collector';
import type { CollectorTrigger } from '#shared/domain';
import type { RenderPage } from '#shared/ssr';
import type { Env } from '../env';
import type { DatabaseHandle } from '../db/client';
import type { Auth } from './auth';
import type { Logger } from './logger';

/** What the app is built from; tests pass their own. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  /** The app secret (signs alert unsubscribe links; the same one better-auth signs sessions with). */
  secret: string;
  /** Directory of the built web app (dist/web); absent in API-only tests and `npm run dev`. */
  webDir?: string | undefined;
  /** The web app's page renderer (src/web/entry-server.tsx), passed in by the host; absent: no pages. */
  renderPage?: RenderPage | undefined;
  /** The collector, as the admin routes use it: built by the host (index.ts, from jobs/) and by the tests. */
  collector?: CollectorPort | undefined;
}

/** What a collection asked for while another runs answers (409). */
export const COLLECTION_RUNNING_MESSAGE = 'Coleta já em andamento';

/**
 * The collector behind the admin routes. The features never import the collector: the host hands
 * them this, which runs a collection and then whatever follows it (the premium alerts).
 */
export interface CollectorPort {
  /** One collection and what follows it; throws AppError CONFLICT (COLLECTION_RUNNING_MESSAGE) while one runs. */
  run(request: { trigger: CollectorTrigger; requestedBy?: string | null }): Promise<CollectorResult>;
  /** Whether a collection is under way in this process, and the collection schedule. */
  status(): { running: boolean; schedule: CollectorRunsResponse['schedule'] };
}

/** The signed-in user as the server knows it (never what the browser claims). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string | null;
}

/** Hono's environment for every route: per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set for every request by the session middleware: the caller, or null for a visitor. */
    user: SessionUser | null;
    /** The client's address (lib/client-ip.ts: the TCP peer, or X-Forwarded-For with TRUST_PROXY), or null. */
    clientIp: string | null;
  };
}
