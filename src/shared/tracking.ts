import { z } from 'zod';
import { TRACKING_ORIGINS } from './domain';

/** PUT /api/me/editais/:id/status: the statuses a user sets by hand, and where from. */
export const SETTABLE_STATUSES = ['salvo', 'visto', 'oculto'] as const;

export const setStatusBodySchema = z.object({
  status: z.enum(SETTABLE_STATUSES, { error: 'Status inválido. Use salvo, visto ou oculto.' }),
  origin: z.enum(TRACKING_ORIGINS, { error: 'Origem inválida. Use feed ou busca.' }),
});
export type SetStatusInput = z.infer<typeof setStatusBodySchema>;

/** Meus Concursos' plan line, e.g. 'Plano gratuito: 3 de 5 salvos' or 'Plano premium: 12 salvos'. */
export function planUsageText(usage: { plan: 'free' | 'premium'; saved: number; limit: number | null }): string {
  if (usage.limit === null) {
    return `Plano premium: ${usage.saved} ${usage.saved === 1 ? 'salvo' : 'salvos'} (sem limite)`;
  }
  return `Plano gratuito: ${usage.saved} de ${usage.limit} salvos`;
}
