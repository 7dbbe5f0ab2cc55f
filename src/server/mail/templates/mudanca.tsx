import type { CSSProperties } from 'react';
import { agencyName, formatDateTime, placeName } from '#shared/editais';
import { fonteLabel } from '#shared/editais/mudancas';
import type { Uf } from '#shared/ufs';
import { ActionButton, EmailLayout, emailHtml, emailText, firstNameOf, linkStyle, MailFooter, mailFooterText, mutedStyle, Paragraph, type EmailContent } from './layout';

/**
 * The e-mail of one change of a notice the user tracks (issue 16): 'Retificação publicada: <título>'
 * or '<título>: <the first change>', the changes in words and the notice's link.
 */

export interface MudancaEmailInput {
  name: string;
  /** How the user tracks the notice. */
  tracking: 'salvo' | 'inscrito';
  titulo: string;
  url: string;
  orgao: { nome: string; sigla: string | null } | null;
  uf: Uf | null;
  municipio: string | null;
  /** The changes in words (describeMudancas), at least one. */
  textos: string[];
  /** Whether it came with a new edital PDF. */
  retificacao: boolean;
  /** Where the change was seen ('pci'…), and when (ISO timestamp). */
  fonte: string;
  em: string;
  meusConcursosUrl: string;
  preferencesUrl: string;
  /** The one-click link that turns reminders and these notices off, when there is one. */
  unsubscribeUrl?: string | undefined;
}

/** 'Retificação publicada: <título>' for a new PDF, else '<título>: <first change>'. */
export function mudancaSubject(input: Pick<MudancaEmailInput, 'titulo' | 'textos' | 'retificacao'>): string {
  if (input.retificacao) return `Retificação publicada: ${input.titulo}`;
  const [first] = input.textos;
  return first ? `${input.titulo}: ${first}` : `${input.titulo}: informações atualizadas`;
}

const CARD: CSSProperties = { border: '1px solid #e5e7eb', borderRadius: '6px', padding: '12px 16px', margin: '0 0 16px' };
const CARD_TITLE: CSSProperties = { margin: '0 0 4px', fontSize: '16px', lineHeight: '22px', fontWeight: 'bold' };
const CHANGE: CSSProperties = { margin: '0 0 4px', fontSize: '15px', lineHeight: '22px', color: '#b45309', fontWeight: 'bold' };
const SPACED: CSSProperties = { ...mutedStyle, marginBottom: '8px' };

/** The words of the e-mail, shared by its HTML and text parts. */
function mudancaWords(input: MudancaEmailInput) {
  return {
    title: input.retificacao ? 'Retificação publicada' : 'Um concurso que você acompanha mudou',
    preheader: input.textos.join(' · '),
    greeting: `Olá, ${firstNameOf(input.name)}!`,
    intro:
      input.tracking === 'inscrito'
        ? 'O concurso em que você marcou que se inscreveu mudou:'
        : 'O concurso que você salvou no MCI mudou:',
    place: [agencyName(input.orgao), placeName(input)].filter(Boolean).join(' · '),
    seen: `Visto em ${fonteLabel(input.fonte)} em ${formatDateTime(input.em)}.`,
    check: 'Confira sempre no edital oficial antes de tomar qualquer decisão.',
    footer: {
      why: 'Você recebe este aviso porque salvou este concurso ou marcou que se inscreveu nele.',
      change: 'Para ligar ou desligar lembretes e avisos de mudança, acesse sua conta:',
      stop: 'Para não receber mais lembretes nem avisos de mudança, cancele com um clique (os alertas de novos concursos não mudam):',
      stopLabel: 'Cancelar lembretes e avisos',
    },
  };
}

function MudancaHtml({ input, words }: { input: MudancaEmailInput; words: ReturnType<typeof mudancaWords> }) {
  return (
    <EmailLayout title={words.title} preheader={words.preheader}>
      <Paragraph>{words.greeting}</Paragraph>
      <Paragraph>{words.intro}</Paragraph>
      <div style={CARD}>
        <p style={CARD_TITLE}>
          <a href={input.url} style={linkStyle}>
            {input.titulo}
          </a>
        </p>
        {words.place && <p style={SPACED}>{words.place}</p>}
        {input.textos.map((texto) => (
          <p key={texto} style={CHANGE}>
            {texto}
          </p>
        ))}
        <p style={mutedStyle}>{words.seen}</p>
      </div>
      <Paragraph>{words.check}</Paragraph>
      <ActionButton label="Ver o concurso" url={input.url} />
      <MailFooter words={words.footer} links={input} />
    </EmailLayout>
  );
}

/** The change e-mail: one change (version) of one notice, for one user. */
export function mudancaEmail(input: MudancaEmailInput): EmailContent {
  const words = mudancaWords(input);
  const text = emailText([
    words.greeting,
    words.intro,
    [input.titulo, words.place, ...input.textos, words.seen, input.url].filter(Boolean).join('\n'),
    words.check,
    ...mailFooterText(words.footer, input),
  ]);
  return { subject: mudancaSubject(input), html: emailHtml(<MudancaHtml input={input} words={words} />), text };
}
