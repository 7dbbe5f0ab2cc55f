import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { z } from 'zod';
import {
  firstMessage,
  forgotPasswordSchema,
  fullNameSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  passwordSchema,
  signInSchema,
  signUpSchema,
} from '#shared/auth-schemas';
import { profileImageSchema } from '#shared/account';
import { paths } from '#shared/paths';
import { findForbiddenText, forbiddenTextMessage, NOME_DE_PARAMETRO_INVALIDO, parametroComCaracteresInvalidos } from '#shared/text-input';
import type { Database, DatabaseHandle } from '#server/db/client';
import type { Env } from '#server/env';
import type { AuthHooks } from '#server/lib/auth';
import type { Logger } from '#server/lib/logger';
import { FORM_ERROR_CODE } from './auth-errors';
import { createAccountRecords, isEmailTaken, queuePasswordResetMail, readSignInMethodsOfNobody, syncProfileName } from './auth.service';
import { grantAdminIfListed, markEmailVerified, queueVerificationMail, verificationLink } from './email-verification.service';

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
    throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message: firstMessage(parsed.error) });
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
  return { ...body, name: data.fullName, email };
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
    throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message });
  }
  const inBody = findForbiddenText(body ?? {});
  if (inBody) throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message: forbiddenTextMessage(inBody) });
}

/** The profile fields present in `data`, under the sign-up rules: the name, and the image as https. */
function checkedProfile(data: unknown): Body {
  const checked: Body = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return checked;
  if (Object.hasOwn(data, 'name')) checked.name = validOr400(fullNameSchema, (data as Body).name);
  if (Object.hasOwn(data, 'image')) checked.image = validOr400(profileImageSchema, (data as Body).image);
  return checked;
}

/**
 * A user's own update-user: the name and the image only, whatever else is sent (better-auth would
 * pass on any field of its schema). The e-mail is refused, as better-auth refuses it.
 */
function checkUpdateUser(body: Body): Body {
  if (Object.hasOwn(body, 'email')) {
    throw new APIError('BAD_REQUEST', { code: 'EMAIL_CAN_NOT_BE_UPDATED', message: 'email can not be updated' });
  }
  const checked = checkedProfile(body);
  if (Object.keys(checked).length === 0) {
    throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message: 'Nada para alterar: envie o nome ou a imagem.' });
  }
  // better-auth merges the body a hook returns into the one sent: the other keys leave that one.
  for (const key of Object.keys(body)) if (!Object.hasOwn(checked, key)) Reflect.deleteProperty(body, key);
  return checked;
}

/** The admin's update-user of any account: the same name and image rules; the admin plugin checks the rest. */
function checkAdminUpdateUser(body: Body): Body {
  const data = body.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return body;
  return { ...body, data: { ...data, ...checkedProfile(data) } };
}

/** The roles the site knows (lib/require.ts): anything else stored would be a role nobody checks. */
const ROLES = new Set(['user', 'admin']);
const INVALID_ROLE = 'Papel inválido: use "user" ou "admin".';

function checkRole(role: unknown): void {
  if (typeof role !== 'string' || !ROLES.has(role)) {
    throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message: INVALID_ROLE });
  }
}

/** The admin's set-role: one known role for one account id. */
function checkSetRole(body: Body): Body {
  if (typeof body.userId !== 'string' || body.userId === '' || body.userId.length > 64) {
    throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message: 'Usuário inválido.' });
  }
  checkRole(body.role);
  return body;
}

/** The admin's create-user (not used by the site): the sign-up rules, and a known role. */
function checkAdminCreateUser(body: Body): Body {
  const data = validOr400(signUpSchema, { fullName: body.name, email: body.email, password: body.password });
  if (body.role !== undefined) checkRole(body.role);
  return { ...body, name: data.fullName, email: data.email.toLowerCase() };
}

/** Ending one session by its token: a token is a short random string, never a page of text. */
function checkRevokeSession(body: Body): Body {
  if (typeof body.token !== 'string' || body.token === '' || body.token.length > 256) {
    throw new APIError('BAD_REQUEST', { code: FORM_ERROR_CODE, message: 'Sessão inválida.' });
  }
  return body;
}

/** Which account a successful update-user renamed, and to what (the body as the checks left it). */
function renamedAccount(path: string, body: unknown, sessionUserId: string | undefined): { userId: string; name: string } | undefined {
  const b = (body ?? {}) as Body;
  if (path === '/update-user' && sessionUserId && typeof b.name === 'string') return { userId: sessionUserId, name: b.name };
  const data = (b.data ?? {}) as Body;
  if (path === '/admin/update-user' && typeof b.userId === 'string' && typeof data.name === 'string') {
    return { userId: b.userId, name: data.name };
  }
  return undefined;
}

/** The same rules and messages as the forms, whoever calls the endpoint; each gives the body to use. */
const BODY_CHECKS: Record<string, (body: Body, db: Database) => Body | Promise<Body>> = {
  '/sign-up/email': checkSignUp,
  '/sign-in/email': checkSignIn,
  '/request-password-reset': checkResetRequest,
  '/reset-password': checkNewPassword,
  '/update-user': checkUpdateUser,
  '/admin/update-user': checkAdminUpdateUser,
  '/admin/set-role': checkSetRole,
  '/admin/create-user': checkAdminCreateUser,
  '/revoke-session': checkRevokeSession,
};

/** Endpoints better-auth answers only for a session (the admin ones check the role after). */
const SIGNED_IN_PATHS = /^\/(?:update-user|revoke-session|admin\/)/;

/** The reset requests that found an account (better-auth hands sendResetPassword the request). */
const resetMailAsked = new WeakSet<Request>();

export function createAuthHooks({ env, database, logger }: AuthHooksDeps): AuthHooks {
  const { db } = database;
  const log = logger.child({ component: 'auth' });
  const adminEmails = new Set(env.ADMIN_EMAILS);
  return {
    before: createAuthMiddleware(async (ctx) => {
      refuseForbiddenText(ctx.body, ctx.query);
      const check = BODY_CHECKS[ctx.path];
      if (!check) return;
      // Who is asking comes first: a visitor's bad body on a signed-in endpoint is a 401, as
      // better-auth answers it, not a 400 about the body.
      if (SIGNED_IN_PATHS.test(ctx.path) && !(await getSessionFromCtx(ctx))) return;
      return { context: { body: await check((ctx.body ?? {}) as Body, db) } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.context.returned instanceof Error) return;
      // The same neutral answer in Portuguese, whether or not the account exists, after the same
      // work: better-auth reads a registered account's sign-in methods; an unknown address gets
      // the same read, of nobody (issue 20).
      if (ctx.path === '/request-password-reset') {
        if (!ctx.request || !resetMailAsked.has(ctx.request)) await readSignInMethodsOfNobody(db);
        return ctx.json({ status: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
      }
      // The name the site shows is the profile's: a name changed through better-auth changes it too.
      const renamed = renamedAccount(ctx.path, ctx.body, ctx.context.session?.user.id);
      if (renamed) await syncProfileName(db, renamed.userId, renamed.name);
    }),
    sendResetPassword: ({ user, token }, request) => {
      if (request) resetMailAsked.add(request);
      return queuePasswordResetMail(db, log, { user, url: `${env.PUBLIC_URL}${paths.redefinirSenha.to(token)}` });
    },
    onPasswordReset: async ({ user }) => {
      log.info({ userId: user.id }, 'password reset; all sessions ended');
      // The link came by e-mail: using it proves the address, as the confirmation link does.
      const email = await markEmailVerified(db, user.id);
      if (email) await grantAdminIfListed(db, log, adminEmails, { id: user.id, email });
    },
    sendVerificationEmail: ({ user, token }) =>
      queueVerificationMail(db, log, { user, url: verificationLink(env.PUBLIC_URL, token) }),
    afterEmailVerification: async (user) => {
      log.info({ userId: user.id }, 'e-mail address verified');
      await grantAdminIfListed(db, log, adminEmails, user);
    },
    databaseHooks: {
      user: {
        create: {
          // Never admin at sign-up: ADMIN_EMAILS waits for the address to be proven (issue 20).
          before: async (user) => ({ data: { ...user, role: 'user', emailVerified: false } }),
          after: (user) => createAccountRecords(db, log, user),
        },
      },
    },
  };
}
