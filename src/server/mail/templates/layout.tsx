import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * The frame of every e-mail: a simple, table-free HTML page with inline styles (mail clients drop
 * <style> and external CSS) in the site's colours, and the matching plain-text footer. Messages are
 * React components rendered to static markup, so every text is escaped by React.
 */

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

export const PRIMARY = '#1e3a8a';
const TEXT = '#1f2937';
const MUTED = '#4b5563';

export const mutedStyle: CSSProperties = { color: MUTED, fontSize: '14px', lineHeight: '20px', margin: 0 };
export const linkStyle: CSSProperties = { color: PRIMARY };

const FOOTER_LINES = ['MCI — Seu futuro começa aqui', 'Este é um e-mail automático; não é preciso respondê-lo.'];

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: TEXT }}>{children}</p>;
}

/** A link drawn as a button, with the address written out below for clients that hide buttons. */
export function ActionButton({ label, url }: { label: string; url: string }) {
  const button: CSSProperties = {
    display: 'inline-block',
    background: PRIMARY,
    color: '#ffffff',
    textDecoration: 'none',
    fontWeight: 'bold',
    fontSize: '16px',
    padding: '12px 24px',
    borderRadius: '6px',
  };
  return (
    <>
      <p style={{ margin: '24px 0' }}>
        <a href={url} style={button}>
          {label}
        </a>
      </p>
      <p style={{ margin: '0 0 16px', fontSize: '13px', lineHeight: '20px', color: MUTED }}>
        Se o botão não funcionar, copie e cole este endereço no navegador:
        <br />
        <a href={url} style={{ color: PRIMARY, wordBreak: 'break-all' }}>
          {url}
        </a>
      </p>
    </>
  );
}

function Header() {
  return (
    <div style={{ background: PRIMARY, color: '#ffffff', padding: '16px 24px', borderRadius: '8px 8px 0 0' }}>
      <span style={{ fontSize: '22px', fontWeight: 'bold', letterSpacing: '1px' }}>MCI</span>
      <span style={{ fontSize: '13px', marginLeft: '8px' }}>Seu futuro começa aqui</span>
    </div>
  );
}

function Footer() {
  return (
    <p style={{ margin: '16px 0 0', fontSize: '12px', lineHeight: '18px', color: MUTED, textAlign: 'center' }}>
      {FOOTER_LINES.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

const SPACED: CSSProperties = { ...mutedStyle, marginBottom: '8px' };
const MEUS_CONCURSOS_TEXT = 'Veja e organize seus concursos:';

/** The sentences closing a notification e-mail: what differs from one kind of e-mail to another. */
export interface MailFooterWords {
  /** Why the user receives this e-mail. */
  why: string;
  /** What can be changed in the account, before the preferences link. */
  change: string;
  /** What the one-click unsubscribe turns off, and its link's label. */
  stop: string;
  stopLabel: string;
}

/** Where the footer's links lead; without an address its line is left out. */
export interface MailFooterLinks {
  /** In e-mails about notices the user tracks. */
  meusConcursosUrl?: string | undefined;
  preferencesUrl: string;
  unsubscribeUrl?: string | undefined;
}

/** The footer's HTML below a rule: why, then each sentence with its link, the unsubscribe last. */
export function MailFooter({ words, links }: { words: MailFooterWords; links: MailFooterLinks }) {
  return (
    <>
      <hr style={{ border: 'none', borderTop: '1px solid #e5e7eb', margin: '24px 0' }} />
      <p style={SPACED}>{words.why}</p>
      {links.meusConcursosUrl && (
        <p style={SPACED}>
          {MEUS_CONCURSOS_TEXT}{' '}
          <a href={links.meusConcursosUrl} style={linkStyle}>
            Meus Concursos
          </a>
        </p>
      )}
      <p style={SPACED}>
        {words.change}{' '}
        <a href={links.preferencesUrl} style={linkStyle}>
          Alterar preferências
        </a>
      </p>
      {links.unsubscribeUrl && (
        <p style={mutedStyle}>
          {words.stop}{' '}
          <a href={links.unsubscribeUrl} style={linkStyle}>
            {words.stopLabel}
          </a>
        </p>
      )}
    </>
  );
}

/** The same footer as paragraphs of the plain-text part: each sentence with its address below. */
export function mailFooterText(words: MailFooterWords, links: MailFooterLinks): string[] {
  return [
    words.why,
    ...(links.meusConcursosUrl ? [`${MEUS_CONCURSOS_TEXT}\n${links.meusConcursosUrl}`] : []),
    `${words.change}\n${links.preferencesUrl}`,
    ...(links.unsubscribeUrl ? [`${words.stop}\n${links.unsubscribeUrl}`] : []),
  ];
}

/** The whole HTML document around the body. `preheader` is the line inboxes show after the subject. */
export function EmailLayout({ title, preheader, children }: { title: string; preheader: string; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f3f4f6', fontFamily: 'Arial,Helvetica,sans-serif' }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preheader}</div>
        <div style={{ maxWidth: '560px', margin: '0 auto', padding: '24px 16px' }}>
          <Header />
          <div style={{ background: '#ffffff', padding: '24px', borderRadius: '0 0 8px 8px' }}>
            <h1 style={{ margin: '0 0 16px', fontSize: '20px', lineHeight: '28px', color: TEXT }}>{title}</h1>
            {children}
          </div>
          <Footer />
        </div>
      </body>
    </html>
  );
}

/** The HTML part: the document rendered to static markup. */
export function emailHtml(document: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

/** The plain-text part: the same words, the footer after a separator. */
export function emailText(lines: string[]): string {
  return `${lines.join('\n\n')}\n\n--\n${FOOTER_LINES.join('\n')}\n`;
}

/** A person's first name, as greetings use it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}
