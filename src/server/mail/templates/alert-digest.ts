import { formatDate, formatSalary, formatVagas, statusLabel } from '../../../shared/editais';
import type { Plan } from '../../../shared/domain';
import { actionButton, emailHtml, emailText, escapeHtml, paragraph, type EmailContent } from './layout';

/** One notice as an alert e-mail lists it. */
export interface AlertNotice {
  titulo: string;
  url: string;
  orgao: string | null;
  local: string | null;
  status: string;
  inscricoesFim: string | null;
  remuneracaoMin: number | null;
  remuneracaoMax: number | null;
  vagas: number | null;
}

export interface AlertDigestInput {
  name: string;
  plan: Plan;
  notices: AlertNotice[];
  /** Matching notices left out of the list (beyond ALERT_MAX_LISTED). */
  moreCount: number;
  /** Where to see more, change preferences and unsubscribe. */
  moreUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

function countText(n: number): string {
  return n === 1 ? '1 concurso novo' : `${n} concursos novos`;
}

/** The subject: how many notices, and for free accounts that it is the weekly digest. */
export function alertSubject(plan: Plan, total: number): string {
  const what = `${countText(total)} para você`;
  return plan === 'free' ? `Resumo semanal do MCI: ${what}` : `MCI: ${what}`;
}

/** 'Inscrições até 12/12/2026', or what is known of the deadline. */
export function deadlineText(notice: Pick<AlertNotice, 'status' | 'inscricoesFim'>): string {
  if (notice.status !== 'inscricoes_abertas') return 'Previsto: inscrições ainda não abertas';
  return notice.inscricoesFim ? `Inscrições até ${formatDate(notice.inscricoesFim)}` : 'Prazo de inscrição não divulgado';
}

function noticeLines(notice: AlertNotice): string[] {
  return [
    [notice.orgao, notice.local].filter(Boolean).join(' · '),
    `${statusLabel(notice.status)} · ${deadlineText(notice)}`,
    `Remuneração: ${formatSalary(notice.remuneracaoMin, notice.remuneracaoMax)} · ${formatVagas(notice.vagas)}`,
  ].filter((line) => line !== '');
}

const MUTED = 'color:#4b5563;font-size:14px;line-height:20px;margin:0';

function noticeHtml(notice: AlertNotice): string {
  const [first, ...rest] = noticeLines(notice);
  return (
    `<div style="border:1px solid #e5e7eb;border-radius:6px;padding:12px 16px;margin:0 0 12px">` +
    `<p style="margin:0 0 4px;font-size:16px;line-height:22px;font-weight:bold"><a href="${escapeHtml(notice.url)}" style="color:#1e3a8a">${escapeHtml(notice.titulo)}</a></p>` +
    [first, ...rest].map((line) => `<p style="${MUTED}">${escapeHtml(line ?? '')}</p>`).join('') +
    `</div>`
  );
}

/** The alert e-mail: the new notices that fit the user's preferences, each with its link. */
export function alertDigestEmail(input: AlertDigestInput): EmailContent {
  const total = input.notices.length + input.moreCount;
  const firstName = input.name.trim().split(/\s+/)[0] || input.name;
  const greeting = `Olá, ${firstName}!`;
  const intro =
    input.plan === 'free'
      ? `Nesta semana, ${total === 1 ? 'surgiu 1 concurso novo que combina' : `surgiram ${total} concursos novos que combinam`} com os seus alertas:`
      : `A coleta mais recente encontrou ${countText(total)} que ${total === 1 ? 'combina' : 'combinam'} com os seus alertas:`;
  const more =
    input.moreCount > 0
      ? `E mais ${input.moreCount === 1 ? '1 concurso' : `${input.moreCount} concursos`}: veja todos no MCI.`
      : null;
  const why = 'Você recebe este e-mail porque ativou os alertas de novos concursos no MCI.';
  const change = 'Para mudar estados, escolaridade ou palavras-chave, acesse sua conta:';
  const stop = 'Para não receber mais alertas, cancele com um clique:';

  const html = emailHtml({
    title: input.plan === 'free' ? 'Seu resumo semanal de concursos' : 'Concursos novos para você',
    preheader: `${countText(total)} que ${total === 1 ? 'combina' : 'combinam'} com os seus alertas.`,
    body: [
      paragraph(escapeHtml(greeting)),
      paragraph(escapeHtml(intro)),
      ...input.notices.map(noticeHtml),
      more ? actionButton(more, input.moreUrl) : '',
      `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">`,
      `<p style="${MUTED};margin-bottom:8px">${escapeHtml(why)}</p>`,
      `<p style="${MUTED};margin-bottom:8px">${escapeHtml(change)} <a href="${escapeHtml(input.preferencesUrl)}" style="color:#1e3a8a">Alterar preferências</a></p>`,
      `<p style="${MUTED}">${escapeHtml(stop)} <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#1e3a8a">Cancelar alertas</a></p>`,
    ]
      .filter(Boolean)
      .join('\n'),
  });

  const text = emailText([
    greeting,
    intro,
    ...input.notices.map((notice) => [notice.titulo, ...noticeLines(notice), notice.url].join('\n')),
    ...(more ? [`${more}\n${input.moreUrl}`] : []),
    why,
    `${change}\n${input.preferencesUrl}`,
    `${stop}\n${input.unsubscribeUrl}`,
  ]);

  return { subject: alertSubject(input.plan, total), html, text };
}
