import { z } from 'zod';
import { TRACKING_ORIGINS } from './domain';
import { SETTABLE_STATUSES } from './tracking-texts';

export * from './tracking-texts';

export const setStatusBodySchema = z.object({
  status: z.enum(SETTABLE_STATUSES, { error: 'Status inválido. Use salvo, visto, oculto ou inscrito.' }),
  origin: z.enum(TRACKING_ORIGINS, { error: 'Origem inválida. Use feed ou busca.' }),
});
export type SetStatusInput = z.infer<typeof setStatusBodySchema>;
