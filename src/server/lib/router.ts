import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import { API_ERROR_MESSAGES } from '#shared/api-error';
import { errorBodySchema } from '#shared/api/error';
import { AppError } from './app-error';
import type { AppEnv } from './context';
import { requireAdmin, requireUser } from './require';
import { validationMessage } from './validation-message';

/**
 * A feature router. Request validation failures become one AppError (400) whose message is the
 * first Portuguese validation message, as the forms show it (zod's English defaults, where a schema
 * gives no message, said in Portuguese: lib/validation-message.ts).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const first = result.error.issues[0];
        throw new AppError('BAD_REQUEST', first ? validationMessage(first, result.target) : API_ERROR_MESSAGES.BAD_REQUEST);
      }
    },
  });
}

type RouteDoc = Omit<RouteConfig, 'method' | 'path' | 'tags'>;

/**
 * The documented routes of one feature, all under its OpenAPI tag (the document's section):
 * `route('get', '/api/x', { summary, request, responses })`.
 */
export function routesTagged(tag: string) {
  return <M extends RouteConfig['method'], P extends string, D extends RouteDoc>(method: M, path: P, doc: D) =>
    createRoute({ method, path, tags: [tag], ...doc });
}

/**
 * A JSON answer documented with a schema of src/shared: the handler's c.json(value, status) is
 * type-checked against it, so the service's output and the contract cannot drift apart.
 */
export function jsonResponse<T extends ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A required JSON request body, validated with a schema of src/shared. */
export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** The error shape of DESIGN.md section 5, for OpenAPI documents. */
export function errorResponse(description: string) {
  return jsonResponse(description, errorBodySchema);
}

/** The answers every route for signed-in users documents: a visitor gets 401. */
export const SIGNED_IN_ERRORS = { 401: errorResponse('Sem sessão') } as const;

/** The answers every admin route documents: 401 without a session, 403 for a non-admin. */
export const ADMIN_ERRORS = { ...SIGNED_IN_ERRORS, 403: errorResponse('Não é administrador') } as const;

/** For a feature's paths: who is asking comes before what they sent, so a visitor gets 401 whatever the body. */
export const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** For the admin's paths: the role is checked on the server before anything sent is read; answers are never cached. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  c.header('Cache-Control', 'private, no-store');
  await next();
};
