import type { CollectorDeps } from '../collector/run-collector';
import type { Scheduler } from '../collector/schedule';
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
  /** The collector's schedule, when the server runs one (index.ts). */
  scheduler?: Scheduler | undefined;
  /** Tests replace the collector's fetcher, sources, extractor or clock. */
  collector?: Pick<CollectorDeps, 'fetcher' | 'sources' | 'extractor' | 'now'> | undefined;
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
  };
}
