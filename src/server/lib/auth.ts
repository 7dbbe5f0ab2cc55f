import { eq, sql } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, jwt, twoFactor } from 'better-auth/plugins';
import { firstMessage, signInSchema, signUpSchema } from '../../shared/auth-schemas';
import type { DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';

/** Set by the app from the TCP connection, replacing anything a client sends (see app.ts). */
export const CLIENT_IP_HEADER = 'x-mci-client-ip';

export interface AuthOptions {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  secret: string;
}

/**
 * better-auth for MCI: e-mail + password (the shared zod rules run on the server too), sessions in
 * httpOnly cookies, admin roles, TOTP two-factor, JWKS, and rate limits kept in the database.
 */
export function createAuth({ env, database, logger, secret }: AuthOptions) {
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const attempts = { window: 60, max: env.AUTH_RATE_LIMIT };
  const log = logger.child({ component: 'auth' });
  const devOrigins = env.NODE_ENV === 'production' ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];

  return betterAuth({
    appName: 'MCI',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [env.PUBLIC_URL, ...devOrigins],
    database: drizzleAdapter(database.db as never, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        jwks: schema.jwks,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // SPEC: a successful sign-up stays on the page; the user signs in next.
      autoSignIn: false,
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
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': attempts,
        '/sign-up/email': attempts,
        '/two-factor/verify-totp': attempts,
        '/two-factor/verify-backup-code': attempts,
        '/two-factor/enable': attempts,
        '/two-factor/disable': attempts,
      },
    },
    telemetry: { enabled: false },
    logger: {
      // 'info', not 'warn': at warn/error better-auth also prints API errors on the console itself.
      level: 'info',
      log: (level, message, ...args) => {
        // Its info lines (sign-up attempts with e-mails…) are debugging detail for us.
        log[level === 'info' ? 'debug' : level]({ detail: args.length ? String(args[0]) : undefined }, message);
      },
    },
    hooks: {
      // The same rules and messages as the forms, whoever calls the endpoint.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const parsed = signUpSchema.safeParse({ fullName: body.name, email: body.email, password: body.password });
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: firstMessage(parsed.error) });
          }
          const email = parsed.data.email.toLowerCase();
          // With autoSignIn off, better-auth answers a taken e-mail with a fake success to hide that
          // the account exists. The product tells the person instead (issue 3: 'Erro ao criar conta'
          // says the e-mail is taken); sign-in keeps its single generic failure message.
          const [existing] = await database.db
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(eq(sql`lower(${schema.user.email})`, email));
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: 'user exists' });
          }
          return {
            context: {
              body: { ...body, name: parsed.data.fullName.replace(/\s+/g, ' '), email },
            },
          };
        }
        if (ctx.path === '/sign-in/email') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const parsed = signInSchema.safeParse({ email: body.email, password: body.password });
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: firstMessage(parsed.error) });
          }
          return { context: { body: { ...body, email: parsed.data.email.toLowerCase() } } };
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user' },
          }),
          after: async (user) => {
            // SPEC section 8: a failure here is only logged; the sign-up itself succeeds.
            try {
              await database.db
                .insert(schema.profiles)
                .values({ id: user.id, fullName: user.name })
                .onConflictDoNothing();
            } catch (error) {
              log.error({ err: error, userId: user.id }, 'could not create the profile at sign-up');
            }
            try {
              await database.db
                .insert(schema.subscription)
                .values({ userId: user.id, plan: 'free', status: 'active' })
                .onConflictDoNothing();
            } catch (error) {
              log.error({ err: error, userId: user.id }, 'could not create the subscription at sign-up');
            }
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: 'MCI' }),
      jwt(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
