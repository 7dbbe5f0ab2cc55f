import { z } from 'zod';

/** The error body every API failure carries (DESIGN.md section 5); the message is safe to show. */
export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'NOT_FOUND' }),
      message: z.string().meta({ example: 'Recurso não encontrado.' }),
    }),
  })
  .meta({ id: 'Erro' });
export type ApiErrorBody = z.infer<typeof errorBodySchema>;
