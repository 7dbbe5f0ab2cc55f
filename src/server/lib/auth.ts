import { and, count, eq, gt, sql } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, jwt, twoFactor } from 'better-auth/plugins';
import {
  firstMessage,
  forgotPasswordSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_VALID_MINUTES,
  passwordSchema,
  signInSchema,
  signUpSchema,
} from '../../shared/auth-schemas';
import { paths } from '../../shared/paths';
import type { DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { enqueueMail } from '../mail/enqueue-mail';
import { passwordResetEmail } from '../mail/templates/password-reset';
import type { Logger } from './logger';

/** Reset e-mails one account can be sent per hour, whoever asks and from wherever. */
export const PASSWORD_RESET_MAILS_PER_HOUR = 5;

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
    trustedOrigins: [...env.TRUSTED_ORIGINS, ...devOrigins],
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
      // 'Esqueci minha senha' (issue 7): a single-use link to /redefinir-senha, valid for an hour,
      // queued for the mailer (the request never waits on the mail server). Unknown e-mails get
      // the same answer and no mail.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_VALID_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // The rate limit is per address; this caps what one inbox can receive from many addresses.
        const [recent] = await database.db
          .select({ n: count() })
          .from(schema.mailQueue)
          .where(
            and(
              eq(schema.mailQueue.userId, user.id),
              eq(schema.mailQueue.kind, 'password_reset'),
              gt(schema.mailQueue.createdAt, sql`now() - interval '1 hour'`),
            ),
          );
        if ((recent?.n ?? 0) >= PASSWORD_RESET_MAILS_PER_HOUR) {
          log.warn({ userId: user.id }, 'password reset e-mail not queued: hourly cap reached');
          return;
        }
        const url = `${env.PUBLIC_URL}${paths.redefinirSenha.to(token)}`;
        const { id } = await enqueueMail(database.db, {
          to: user.email,
          userId: user.id,
          kind: 'password_reset',
          ...passwordResetEmail({ name: user.name, url, validMinutes: PASSWORD_RESET_VALID_MINUTES }),
        });
        log.info({ userId: user.id, mailId: id }, 'password reset e-mail queued');
      },
      onPasswordReset: async ({ user }) => {
        log.info({ userId: user.id }, 'password reset; all sessions ended');
      },
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
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': attempts,
        '/sign-up/email': attempts,
        '/request-password-reset': attempts,
        '/reset-password': attempts,
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
        if (ctx.path === '/request-password-reset') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const parsed = forgotPasswordSchema.safeParse({ email: body.email });
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: firstMessage(parsed.error) });
          }
          // The link in the e-mail is ours (sendResetPassword); a client-chosen redirect is not used.
          return { context: { body: { email: parsed.data.email.toLowerCase() } } };
        }
        if (ctx.path === '/reset-password') {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          if (typeof body.token !== 'string' || body.token === '') {
            throw new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'invalid token' });
          }
          const parsed = passwordSchema.safeParse(body.newPassword);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: firstMessage(parsed.error) });
          }
          return { context: { body: { token: body.token, newPassword: parsed.data } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The same neutral answer in Portuguese, whether or not the account exists.
        if (ctx.path === '/request-password-reset' && !(ctx.context.returned instanceof Error)) {
          return ctx.json({ status: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
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
