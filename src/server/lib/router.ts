import { OpenAPIHono, z } from '@hono/zod-openapi';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/**
 * A feature router. Request validation failures become one AppError (400) whose message is the
 * first Portuguese validation message, as the forms show it.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const first = result.error.issues[0];
        throw new AppError('BAD_REQUEST', first?.message ?? 'Requisição inválida.');
      }
    },
  });
}

/** The error shape of DESIGN.md section 5, for OpenAPI documents. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'NOT_FOUND' }),
      message: z.string().openapi({ example: 'Recurso não encontrado.' }),
    }),
  })
  .openapi('Erro');

export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorSchema } } } as const;
}
