import { Fragment, type CSSProperties } from 'react';
import type { Plan } from '#shared/domain';
import { agencyName, formatDate, formatSalary, formatVagas, placeName, statusLabel } from '#shared/editais';
import type { Uf } from '#shared/ufs';
import { ActionButton, EmailLayout, emailHtml, emailText, firstNameOf, linkStyle, MailFooter, mailFooterText, mutedStyle, Paragraph, type EmailContent } from './layout';

/** One notice as an alert e-mail lists it: what the site's notice card shows, and its link. */
export interface AlertNotice {
  titulo: string;
  url: string;
  orgao: { nome: string; sigla: string | null } | null;
  uf: Uf | null;
  municipio: string | null;
  status: string;
  inscricoesFim: string | null;
  remuneracaoMin: number | null;
  remuneracaoMax: number | null;
  vagas: number | null;
}

/** The notices of one saved search (issue 15), under its name. */
export interface AlertGroup {
  /** The saved search's name. */
  busca: string;
  /** New notices that matched it, listed or not. */
  total: number;
  /** The ones listed (the e-mail lists ALERT_MAX_LISTED in all). */
  notices: AlertNotice[];
}

interface AlertDigestBase {
  name: string;
  plan: Plan;
  /** Matching notices left out of the list (beyond ALERT_MAX_LISTED). */
  moreCount: number;
  /** Where to see more, change preferences and unsubscribe. */
  moreUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

/** The notices by the user's preferences (`notices`), or by their saved searches (`groups`). */
export type AlertDigestInput = AlertDigestBase &
  ({ notices: AlertNotice[]; groups?: undefined } | { groups: AlertGroup[]; notices?: undefined });

/** The heading of a saved search's notices: 'Busca “Polícia no Sudeste”: 2 concursos novos'. */
export function groupHeading(group: Pick<AlertGroup, 'busca' | 'total'>): string {
  return `Busca “${group.busca}”: ${countText(group.total)}`;
}

/** Every notice listed, in order. */
function listedNotices(input: AlertDigestInput): AlertNotice[] {
  return input.groups ? input.groups.flatMap((g) => g.notices) : input.notices;
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

/** The lines under a notice's title, in both parts of the e-mail. */
function noticeLines(notice: AlertNotice): string[] {
  return [
    [agencyName(notice.orgao), placeName(notice)].filter(Boolean).join(' · '),
    `${statusLabel(notice.status)} · ${deadlineText(notice)}`,
    `Remuneração: ${formatSalary(notice.remuneracaoMin, notice.remuneracaoMax)} · ${formatVagas(notice.vagas)}`,
  ];
}

const CARD: CSSProperties = { border: '1px solid #e5e7eb', borderRadius: '6px', padding: '12px 16px', margin: '0 0 12px' };
const CARD_TITLE: CSSProperties = { margin: '0 0 4px', fontSize: '16px', lineHeight: '22px', fontWeight: 'bold' };
const GROUP_TITLE: CSSProperties = { margin: '20px 0 8px', fontSize: '15px', lineHeight: '20px', fontWeight: 'bold' };

function NoticeCard({ notice }: { notice: AlertNotice }) {
  return (
    <div style={CARD}>
      <p style={CARD_TITLE}>
        <a href={notice.url} style={linkStyle}>
          {notice.titulo}
        </a>
      </p>
      {noticeLines(notice).map((line) => (
        <p key={line} style={mutedStyle}>
          {line}
        </p>
      ))}
    </div>
  );
}

/** The words of the e-mail, shared by its HTML and text parts. */
function digestWords(input: AlertDigestInput) {
  const total = listedNotices(input).length + input.moreCount;
  const combina = total === 1 ? 'combina' : 'combinam';
  const withWhat = input.groups ? 'as suas buscas salvas' : 'os seus alertas';
  return {
    total,
    title: input.plan === 'free' ? 'Seu resumo semanal de concursos' : 'Concursos novos para você',
    preheader: `${countText(total)} que ${combina} com ${withWhat}.`,
    greeting: `Olá, ${firstNameOf(input.name)}!`,
    intro:
      input.plan === 'free'
        ? `Nesta semana, ${total === 1 ? 'surgiu 1 concurso novo que combina' : `surgiram ${total} concursos novos que combinam`} com os seus alertas:`
        : `A coleta mais recente encontrou ${countText(total)} que ${combina} com ${withWhat}:`,
    more:
      input.moreCount > 0 ? `E mais ${input.moreCount === 1 ? '1 concurso' : `${input.moreCount} concursos`}: veja todos no MCI.` : null,
    footer: {
      why: 'Você recebe este e-mail porque ativou os alertas de novos concursos no MCI.',
      change: input.groups
        ? 'Os alertas seguem as suas buscas salvas (na página Explorar). Para mudar as demais preferências, acesse sua conta:'
        : 'Para mudar estados, escolaridade ou palavras-chave, acesse sua conta:',
      stop: 'Para não receber mais alertas, cancele com um clique:',
      stopLabel: 'Cancelar alertas',
    },
  };
}

function DigestHtml({ input, words }: { input: AlertDigestInput; words: ReturnType<typeof digestWords> }) {
  return (
    <EmailLayout title={words.title} preheader={words.preheader}>
      <Paragraph>{words.greeting}</Paragraph>
      <Paragraph>{words.intro}</Paragraph>
      {input.groups
        ? input.groups.map((group, i) => (
            // Two searches may share a name: the position keys them.
            <Fragment key={i}>
              <p style={GROUP_TITLE}>{groupHeading(group)}</p>
              {group.notices.map((notice) => (
                <NoticeCard key={notice.url} notice={notice} />
              ))}
            </Fragment>
          ))
        : input.notices.map((notice) => <NoticeCard key={notice.url} notice={notice} />)}
      {words.more && <ActionButton label={words.more} url={input.moreUrl} />}
      <MailFooter words={words.footer} links={input} />
    </EmailLayout>
  );
}

const noticeText = (notice: AlertNotice) => [notice.titulo, ...noticeLines(notice), notice.url].join('\n');

/** The alert e-mail: the new notices that fit the user's preferences (or saved searches), each with its link. */
export function alertDigestEmail(input: AlertDigestInput): EmailContent {
  const words = digestWords(input);
  const text = emailText([
    words.greeting,
    words.intro,
    ...(input.groups
      ? input.groups.flatMap((group) => [groupHeading(group), ...group.notices.map(noticeText)])
      : input.notices.map(noticeText)),
    ...(words.more ? [`${words.more}\n${input.moreUrl}`] : []),
    ...mailFooterText(words.footer, input),
  ]);
  return { subject: alertSubject(input.plan, words.total), html: emailHtml(<DigestHtml input={input} words={words} />), text };
}
