/**
 * The alerts' words, without the preference schemas: the invitation on public pages imports these,
 * so it does not load zod. alerts.ts re-exports them for the server.
 */
import type { Plan } from './domain';

/** How often each plan is alerted (SPEC.md section 6). */
export const ALERT_CADENCE: Record<Plan, string> = {
  free: 'Plano gratuito: um resumo semanal, às segundas-feiras às 8h (horário de Brasília), quando houver concursos novos.',
  premium: 'Plano Premium: um e-mail logo após cada coleta que encontrar concursos novos para você.',
};

export const ALERT_TEXTS = {
  saved: 'Alertas salvos',
  savedOn: 'Você receberá e-mails com os concursos novos que combinam com suas preferências.',
  savedOff: 'Alertas desativados. Você não receberá e-mails de novos concursos.',
  invitationTitle: 'Receba alertas de novos concursos',
  invitationText: 'Escolha estados, escolaridade e palavras-chave e avisamos por e-mail quando surgir um concurso para você.',
  invitationAction: 'Ativar alertas',
  unsubscribed: 'Alertas desativados',
  unsubscribedText: 'Você não receberá mais e-mails de alertas. Para voltar a recebê-los, ative os alertas na sua conta.',
  tokenInvalid: 'Link de cancelamento inválido.',
  tokenExpired: 'Este link de cancelamento expirou. Entre na sua conta para desativar os alertas.',
} as const;

/**
 * Reminders (issue 15): how many days before each date the e-mail goes. Every account gets them
 * unless it turns them off (alert_preferences.lembretes).
 */
export const REMINDER_DAYS = {
  /** Before the end of registrations of a saved notice. */
  inscricoes_fim: 3,
  /** Before the exam of a notice the user registered for. */
  prova: 7,
} as const;

export const REMINDER_TEXTS = {
  checkbox:
    `Lembretes por e-mail: fim das inscrições dos salvos (${REMINDER_DAYS.inscricoes_fim} dias antes) ` +
    `e prova dos inscritos (${REMINDER_DAYS.prova} dias antes)`,
  checkboxHint:
    'Valem para todas as contas, independentemente dos alertas de novos concursos. Com eles vêm os avisos de mudanças (prazos, vagas, retificações) nos concursos que você acompanha.',
  unsubscribed: 'Lembretes desativados',
  unsubscribedText:
    'Você não receberá mais lembretes de fim das inscrições e de provas, nem os avisos de mudanças nos concursos que acompanha. Os alertas de novos concursos continuam como ' +
    'estavam. Para voltar a receber lembretes, ative-os na sua conta.',
  tokenInvalid: ALERT_TEXTS.tokenInvalid,
  tokenExpired: 'Este link de cancelamento expirou. Entre na sua conta para desativar os lembretes.',
} as const;
