/**
 * What each plan includes, for /planos, from the rules the server enforces: the tracking limit
 * (tracking.service.ts through saveLimitFor) and the alerts' cadence (the jobs send the free plan's
 * weekly digest and the premium plan's immediate e-mails). Only what exists is offered.
 */
import { ALERT_CADENCE } from './alerts-texts';
import { BUSCAS_LIMITE } from './buscas';
import { LIMITS, type Plan } from './domain';

/** How many notices a plan may follow (saved and registered together); null: no limit. */
export function trackLimitFor(plan: Plan): number | null {
  return plan === 'premium' ? null : LIMITS.freeSaves;
}

export const PLAN_NAMES: Record<Plan, string> = { free: 'Gratuito', premium: 'Premium' };

export interface PlanFeature {
  label: string;
  free: string;
  premium: string;
}

const limitText = (plan: Plan) => {
  const limit = trackLimitFor(plan);
  return limit === null ? 'Sem limite' : `Até ${limit} concursos`;
};

export const PLAN_FEATURES: readonly PlanFeature[] = [
  { label: 'Feed, busca por título e estado, páginas dos estados e RSS', free: 'Incluído', premium: 'Incluído' },
  { label: 'Concursos acompanhados (salvos e inscritos)', free: limitText('free'), premium: limitText('premium') },
  { label: 'Marcar como visto e ocultar concursos', free: 'Sem limite', premium: 'Sem limite' },
  { label: 'Alertas de concursos novos por e-mail', free: ALERT_CADENCE.free, premium: ALERT_CADENCE.premium },
  {
    label: 'Filtros avançados: nível, vários estados, salário, vagas, esfera, área, banca, prazo e distância da sua cidade',
    free: 'Não incluído',
    premium: 'Incluído',
  },
  { label: 'Buscas salvas, com alertas e RSS próprios', free: 'Não incluído', premium: `Até ${BUSCAS_LIMITE} buscas` },
  { label: 'Lembretes por e-mail do fim das inscrições e da prova', free: 'Incluído', premium: 'Incluído' },
  { label: 'Datas na sua agenda (arquivo .ics e assinatura no celular)', free: 'Incluído', premium: 'Incluído' },
];
