import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import {
  firstMessage,
  forgotPasswordSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordSchema,
  signInSchema,
  signUpSchema,
} from '#shared/auth-schemas';
import { paths } from '#shared/paths';
import { findForbiddenText, forbiddenTextMessage, NOME_DE_PARAMETRO_INVALIDO, parametroComCaracteresInvalidos } from '#shared/text-input';
import type { Database, DatabaseHandle } from '#server/db/client';
import type { Env } from '#server/env';
import type { AuthHooks } from '#server/lib/auth';
import type { Logger } from '#server/lib/logger';
import { createAccountRecords, isEmailTaken, queuePasswordResetMail } from './auth.service';

/**
 * What MCI adds to better-auth (lib/auth.ts is only its configuration): the forms' validation on
 * the endpoints, the reset e-mail, and the rows and role a new account gets.
 */

export interface AuthHooksDeps {
  env: Pick<Env, 'PUBLIC_URL' | 'ADMIN_EMAILS'>;
  database: DatabaseHandle;
  logger: Logger;
}

type Body = Record<string, unknown>;

/** The shared zod rules, answered as better-auth answers errors (auth-errors.ts translates them). */
function validOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: firstMessage(parsed.error) });
  }
  return parsed.data;
}

async function checkSignUp(body: Body, db: Database): Promise<Body> {
  const data = validOr400(signUpSchema, { fullName: body.name, email: body.email, password: body.password });
  const email = data.email.toLowerCase();
  // With autoSignIn off, better-auth answers a taken e-mail with a fake success to hide that the
  // account exists. The product tells the person instead (issue 3: 'Erro ao criar conta' says the
  // e-mail is taken); sign-in keeps its single generic failure message.
  if (await isEmailTaken(db, email)) {
    throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: 'user exists' });
  }
  return { ...body, name: data.fullName.replace(/\s+/g, ' '), email };
}

function checkSignIn(body: Body): Body {
  const data = validOr400(signInSchema, { email: body.email, password: body.password });
  return { ...body, email: data.email.toLowerCase() };
}

function checkResetRequest(body: Body): Body {
  const data = validOr400(forgotPasswordSchema, { email: body.email });
  // The link in the e-mail is ours (sendResetPassword); a client-chosen redirect is not used.
  return { email: data.email.toLowerCase() };
}

function checkNewPassword(body: Body): Body {
  if (typeof body.token !== 'string' || body.token === '') {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN', message: 'invalid token' });
  }
  return { token: body.token, newPassword: validOr400(passwordSchema, body.newPassword) };
}

/**
 * No control character, DEL or lone surrogate reaches better-auth (a NUL in a name or a token
 * reaches PostgreSQL, which refuses it with a 500): 400 naming the field, on every endpoint
 * (issue 17). The app's text guard (lib/text-guard.ts) has already checked the path and the query
 * string as sent; the body is checked here because better-auth must read it first.
 */
function refuseForbiddenText(body: unknown, query: unknown): void {
  const inQuery = findForbiddenText(query ?? {});
  if (inQuery) {
    const message = inQuery.path ? parametroComCaracteresInvalidos(inQuery.path) : NOME_DE_PARAMETRO_INVALIDO;
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });
  }
  const inBody = findForbiddenText(body ?? {});
  if (inBody) throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: forbiddenTextMessage(inBody) });
}

/** The same rules and messages as the forms, whoever calls the endpoint; each gives the body to use. */
const BODY_CHECKS: Record<string, (body: Body, db: Database) => Body | Promise<Body>> = {
  '/sign-up/email': checkSignUp,
  '/sign-in/email': checkSignIn,
  '/request-password-reset': checkResetRequest,
  '/reset-password': checkNewPassword,
};

export function createAuthHooks({ env, database, logger }: AuthHooksDeps): AuthHooks {
  const { db } = database;
  const log = logger.child({ component: 'auth' });
  const adminEmails = new Set(env.ADMIN_EMAILS);
  return {
    before: createAuthMiddleware(async (ctx) => {
      refuseForbiddenText(ctx.body, ctx.query);
      const check = BODY_CHECKS[ctx.path];
      if (check) return { context: { body: await check((ctx.body ?? {}) as Body, db) } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      // The same neutral answer in Portuguese, whether or not the account exists.
      if (ctx.path === '/request-password-reset' && !(ctx.context.returned instanceof Error)) {
        return ctx.json({ status: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
      }
    }),
    sendResetPassword: ({ user, token }) =>
      queuePasswordResetMail(db, log, { user, url: `${env.PUBLIC_URL}${paths.redefinirSenha.to(token)}` }),
    onPasswordReset: async ({ user }) => {
      log.info({ userId: user.id }, 'password reset; all sessions ended');
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user' },
          }),
          after: (user) => createAccountRecords(db, log, user),
        },
      },
    },
  };
}
