import { z } from 'zod';
import { SETTABLE_STATUSES } from '../tracking';
import { editalSchema } from './editais';
import { planUsageSchema } from './plan';

/** Answers of the user's statuses for notices (Meus Concursos). */

/** PUT /api/me/editais/:id/status */
export const setStatusResponseSchema = z.object({ userStatus: z.enum(SETTABLE_STATUSES), usage: planUsageSchema });
export type SetStatusResponse = z.infer<typeof setStatusResponseSchema>;

/** DELETE /api/me/editais/:id/status */
export const clearStatusResponseSchema = z.object({ userStatus: z.literal('novo') });
export type ClearStatusResponse = z.infer<typeof clearStatusResponseSchema>;

/** GET /api/me/editais: Meus Concursos, most recently changed first. */
export const meusConcursosResponseSchema = z
  .object({
    salvos: z.array(editalSchema),
    vistos: z.array(editalSchema),
    ocultos: z.array(editalSchema),
    inscritos: z.array(editalSchema),
    counts: z.object({ salvos: z.number().int(), vistos: z.number().int(), ocultos: z.number().int(), inscritos: z.number().int() }),
    usage: planUsageSchema,
  })
  .meta({ id: 'MeusConcursos' });
export type MeusConcursosResponse = z.infer<typeof meusConcursosResponseSchema>;
