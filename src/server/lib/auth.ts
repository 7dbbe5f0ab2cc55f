import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { EMAIL_VERIFICATION_VALID_HOURS, PASSWORD_RESET_VALID_MINUTES } from '#shared/auth-schemas';
import type { DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';
import { trustedBrowserOrigins } from './origin-check';

/** Set by the app from the TCP connection, replacing anything a client sends (see app.ts). */
export const CLIENT_IP_HEADER = 'x-mci-client-ip';

type EmailAndPassword = NonNullable<BetterAuthOptions['emailAndPassword']>;
type EmailVerification = NonNullable<BetterAuthOptions['emailVerification']>;

/**
 * What the product plugs into better-auth: request checks, the reset and verification e-mails,
 * what a verified address grants, the rows of a new account. The auth feature writes them (features/auth/auth-hooks.ts) and the host passes them in,
 * so this file stays configuration and lib/ knows no feature.
 */
export interface AuthHooks {
  before: NonNullable<BetterAuthOptions['hooks']>['before'];
  after: NonNullable<BetterAuthOptions['hooks']>['after'];
  sendResetPassword: EmailAndPassword['sendResetPassword'];
  onPasswordReset: EmailAndPassword['onPasswordReset'];
  sendVerificationEmail: EmailVerification['sendVerificationEmail'];
  afterEmailVerification: EmailVerification['afterEmailVerification'];
  databaseHooks: BetterAuthOptions['databaseHooks'];
}

export interface AuthOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  secret: string;
  hooks: AuthHooks;
}

/** Endpoints limited to AUTH_RATE_LIMIT attempts a minute per address; the rest share a looser limit. */
const GUARDED_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/enable',
  '/two-factor/disable',
  '/send-verification-email',
];

function rateLimit(env: Env): BetterAuthOptions['rateLimit'] {
  const attempts = { window: 60, max: env.AUTH_RATE_LIMIT };
  return {
    enabled: true,
    storage: 'database',
    modelName: 'rateLimit',
    window: 60,
    max: 300,
    customRules: Object.fromEntries(GUARDED_PATHS.map((path) => [path, attempts])),
  };
}

function authLogger(logger: Logger): BetterAuthOptions['logger'] {
  const log = logger.child({ component: 'auth' });
  return {
    // 'info', not 'warn': at warn/error better-auth also prints API errors on the console itself.
    level: 'info',
    log: (level, message, ...args) => {
      // Its info lines (sign-up attempts with e-mails…) are debugging detail for us.
      log[level === 'info' ? 'debug' : level]({ detail: args.length ? String(args[0]) : undefined }, message);
    },
  };
}

function databaseAdapter(database: DatabaseHandle) {
  const { user, session, account, verification, twoFactor, rateLimit } = schema;
  return drizzleAdapter(database.db as never, {
    provider: 'pg',
    schema: { user, session, account, verification, twoFactor, rateLimit },
  });
}

/**
 * better-auth for MCI: e-mail + password (the shared zod rules run on the server too), sessions in
 * httpOnly cookies, verified addresses, admin roles, TOTP two-factor, and rate limits kept in the
 * database. No JWT plugin: nothing reads a JWT, the session is the cookie (decision 0015).
 */
export function createAuth({ env, database, logger, secret, hooks }: AuthOptions) {
  return betterAuth({
    appName: 'MCI',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    // One list for better-auth's routes and the app's own writes (lib/origin-check.ts).
    trustedOrigins: trustedBrowserOrigins(env),
    database: databaseAdapter(database),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // SPEC: a successful sign-up stays on the page; the user signs in next.
      autoSignIn: false,
      // 'Esqueci minha senha' (issue 7): a single-use link to /redefinir-senha, valid for an hour.
      // Unknown e-mails get the same answer and no mail.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_VALID_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: hooks.sendResetPassword,
      onPasswordReset: hooks.onPasswordReset,
    },
    // Issue 20: an address is proven by a link mailed to it (GET /api/auth/verify-email, then
    // /email-confirmado). Until then the account gets no e-mail alerts and no admin role.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_VALID_HOURS * 60 * 60,
      sendVerificationEmail: hooks.sendVerificationEmail,
      afterEmailVerification: hooks.afterEmailVerification,
    },
    verification: {
      // A copy of the database must not hand out working reset links: their tokens are stored hashed.
      storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Renewed while in use: a session touched after a day gets a new 30-day expiry.
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: 'mci',
      // better-auth turns origin checks off when NODE_ENV=test; ours stay on everywhere.
      disableOriginCheck: false,
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: rateLimit(env),
    telemetry: { enabled: false },
    logger: authLogger(logger),
    hooks: { before: hooks.before, after: hooks.after },
    databaseHooks: hooks.databaseHooks,
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), twoFactor({ issuer: 'MCI' })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
