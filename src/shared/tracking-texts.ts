/**
 * Tracking's words and rules without the request schemas: pages import these, so a public page does
 * not load zod (about 23 kB of gzip) to show a toast. tracking.ts re-exports them for the server.
 */
import type { PlanUsage } from './api/plan';

/** PUT /api/me/editais/:id/status: the statuses a user sets by hand, and where from. */
export const SETTABLE_STATUSES = ['salvo', 'visto', 'oculto', 'inscrito'] as const;

/**
 * The statuses the free plan's limit counts together: a notice saved, or one the user registered
 * for, is one they follow. Turning a saved notice into 'inscrito' keeps the count.
 */
export const LIMITED_STATUSES = ['salvo', 'inscrito'] as const;

/**
 * Meus Concursos' plan line, e.g. 'Plano gratuito: 3 de 5 salvos' or 'Plano premium: 12 salvos'
 * ('salvos' counts the notices saved and those marked as registered, as the limit does).
 */
export function planUsageText(usage: PlanUsage): string {
  if (usage.limit === null) {
    return `Plano premium: ${usage.saved} ${usage.saved === 1 ? 'salvo' : 'salvos'} (sem limite)`;
  }
  return `Plano gratuito: ${usage.saved} de ${usage.limit} salvos`;
}

/** The texts of SPEC.md sections 6 and 9 around each card action, word for word. */
export const TRACKING_ACTION_TEXTS = {
  salvo: { success: 'Concurso salvo!', failure: 'Erro ao salvar', signInNeeded: 'Faça login para salvar concursos' },
  visto: { success: 'Marcado como visto', failure: 'Erro ao marcar', signInNeeded: 'Faça login para marcar concursos como vistos' },
  oculto: { success: 'Concurso ocultado', failure: 'Erro ao ocultar', signInNeeded: 'Faça login para ocultar concursos' },
  inscrito: {
    success: 'Inscrição registrada',
    failure: 'Erro ao registrar a inscrição',
    signInNeeded: 'Faça login para acompanhar os concursos em que você se inscreveu',
  },
} as const satisfies Record<(typeof SETTABLE_STATUSES)[number], { success: string; failure: string; signInNeeded: string }>;

export const SIGN_IN_NEEDED_TITLE = 'Login necessário';

/** Going back from Meus Concursos (DELETE …/status): what each tab's button does and says. */
export const TRACKING_UNDO_TEXTS = {
  salvo: { button: 'Remover dos salvos', success: 'Removido dos salvos', failure: 'Erro ao remover' },
  visto: { button: 'Remover dos vistos', success: 'Removido dos vistos', failure: 'Erro ao remover' },
  oculto: { button: 'Mostrar novamente', success: 'O concurso voltou a aparecer no seu feed', failure: 'Erro ao mostrar novamente' },
  inscrito: { button: 'Remover dos inscritos', success: 'Removido dos inscritos', failure: 'Erro ao remover' },
} as const satisfies Record<(typeof SETTABLE_STATUSES)[number], { button: string; success: string; failure: string }>;
