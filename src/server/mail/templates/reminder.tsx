import type { CSSProperties } from 'react';
import { REMINDER_DAYS } from '#shared/alerts-texts';
import { agencyName, formatDate, placeName } from '#shared/editais';
import type { Uf } from '#shared/ufs';
import type { LembreteTipo } from '../../db/schema';
import { EmailLayout, emailHtml, emailText, firstNameOf, linkStyle, MailFooter, mailFooterText, mutedStyle, Paragraph, type EmailContent } from './layout';

/** One reminder as the e-mail lists it: which date, how far off, and the notice as its card shows it. */
export interface ReminderNotice {
  tipo: LembreteTipo;
  /** The date, 'YYYY-MM-DD'. */
  data: string;
  /** Calendar days from the day the e-mail is sent (Brasília): 0 on the day itself. */
  days: number;
  titulo: string;
  url: string;
  orgao: { nome: string; sigla: string | null } | null;
  uf: Uf | null;
  municipio: string | null;
}

export interface ReminderEmailInput {
  name: string;
  reminders: ReminderNotice[];
  /** Where the user's notices, the preferences and the one-click unsubscribe are. */
  meusConcursosUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

/** 'Inscrições terminam em 3 dias', 'Prova amanhã'…: what the reminder is about, from the day it is sent. */
export function reminderHeadline({ tipo, days }: Pick<ReminderNotice, 'tipo' | 'days'>): string {
  if (tipo === 'inscricoes_fim') {
    if (days === 0) return 'Último dia de inscrições';
    return days === 1 ? 'Inscrições terminam amanhã' : `Inscrições terminam em ${days} dias`;
  }
  if (days === 0) return 'Prova hoje';
  return days === 1 ? 'Prova amanhã' : `Prova em ${days} dias`;
}

/** One reminder: the headline and the notice's title; several: one subject for all. */
export function reminderSubject(reminders: readonly Pick<ReminderNotice, 'tipo' | 'days' | 'titulo'>[]): string {
  const [only] = reminders;
  if (reminders.length === 1 && only) return `${reminderHeadline(only)}: ${only.titulo}`;
  return 'Lembretes dos seus concursos';
}

/** The lines under a notice's title, in both parts of the e-mail. */
function reminderLines(r: ReminderNotice): string[] {
  return [`${reminderHeadline(r)} (${formatDate(r.data)})`, [agencyName(r.orgao), placeName(r)].filter(Boolean).join(' · ')].filter(
    Boolean,
  );
}

const CARD: CSSProperties = { border: '1px solid #e5e7eb', borderRadius: '6px', padding: '12px 16px', margin: '0 0 12px' };
const CARD_TITLE: CSSProperties = { margin: '0 0 4px', fontSize: '16px', lineHeight: '22px', fontWeight: 'bold' };
const WHEN: CSSProperties = { ...mutedStyle, color: '#b45309', fontWeight: 'bold' };

function ReminderCard({ reminder }: { reminder: ReminderNotice }) {
  const [when, ...rest] = reminderLines(reminder);
  return (
    <div style={CARD}>
      <p style={CARD_TITLE}>
        <a href={reminder.url} style={linkStyle}>
          {reminder.titulo}
        </a>
      </p>
      <p style={WHEN}>{when}</p>
      {rest.map((line) => (
        <p key={line} style={mutedStyle}>
          {line}
        </p>
      ))}
    </div>
  );
}

/** The words of the e-mail, shared by its HTML and text parts. */
function reminderWords(input: ReminderEmailInput) {
  const one = input.reminders.length === 1;
  return {
    title: one ? 'Lembrete do seu concurso' : 'Lembretes dos seus concursos',
    preheader: input.reminders.map((r) => `${reminderHeadline(r)}: ${r.titulo}`).join(' · '),
    greeting: `Olá, ${firstNameOf(input.name)}!`,
    intro: one
      ? 'Uma data importante de um concurso que você acompanha no MCI está chegando:'
      : 'Datas importantes dos concursos que você acompanha no MCI estão chegando:',
    footer: {
      why:
        `Você recebe este lembrete porque salvou o concurso (avisamos ${REMINDER_DAYS.inscricoes_fim} dias antes do fim das ` +
        `inscrições) ou marcou que se inscreveu (avisamos ${REMINDER_DAYS.prova} dias antes da prova).`,
      change: 'Para ligar ou desligar lembretes e alertas, acesse sua conta:',
      stop: 'Para não receber mais lembretes, cancele com um clique (os alertas de novos concursos não mudam):',
      stopLabel: 'Cancelar lembretes',
    },
  };
}

function ReminderHtml({ input, words }: { input: ReminderEmailInput; words: ReturnType<typeof reminderWords> }) {
  return (
    <EmailLayout title={words.title} preheader={words.preheader}>
      <Paragraph>{words.greeting}</Paragraph>
      <Paragraph>{words.intro}</Paragraph>
      {input.reminders.map((reminder) => (
        <ReminderCard key={`${reminder.url} ${reminder.tipo}`} reminder={reminder} />
      ))}
      <MailFooter words={words.footer} links={input} />
    </EmailLayout>
  );
}

/** The reminder e-mail: every date due for the user today, each with its notice's link. */
export function reminderEmail(input: ReminderEmailInput): EmailContent {
  const words = reminderWords(input);
  const text = emailText([
    words.greeting,
    words.intro,
    ...input.reminders.map((r) => [r.titulo, ...reminderLines(r), r.url].join('\n')),
    ...mailFooterText(words.footer, input),
  ]);
  return { subject: reminderSubject(input.reminders), html: emailHtml(<ReminderHtml input={input} words={words} />), text };
}
