import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Env } from '../env';

/** A queued message as the mailer hands it to a transport. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  kind: string;
  createdAt: Date;
}

export interface DeliveryResult {
  messageId: string;
  /** Outbox mode: the .eml file written. */
  file?: string;
}

/** Where messages go: an SMTP server, or .eml files in DATA_DIR/outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail, date: Date): Promise<DeliveryResult>;
  close(): void;
}

/** Errors that say the server could not be reached at all: the rest of a batch would fail the same way. */
const CONNECTION_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EGREETING']);

export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_ERRORS.has(code);
}

/** The domain of MAIL_FROM, for Message-IDs. */
function fromDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/** Every message: Portuguese, marked as automatic, both parts, a Message-ID that names its queue row. */
function mailOptions(mail: OutgoingMail, from: string, date: Date): Mail.Options {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date,
    messageId: `<mci.${mail.id}.${mail.createdAt.getTime()}@${fromDomain(from)}>`,
    headers: {
      'Content-Language': 'pt-BR',
      'Auto-Submitted': 'auto-generated',
      ...mail.headers,
    },
  };
}

/** Sends through SMTP_URL (smtp:// or smtps://, credentials in the URL), reusing connections. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    // A server that does not answer must not hold the mailer for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail, date) {
      const info = (await transporter.sendMail(mailOptions(mail, from, date))) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** The outbox directory inside DATA_DIR. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * No SMTP configured: each message becomes a real RFC 5322 file (CRLF lines, MIME parts) in
 * DATA_DIR/outbox, openable in any mail client. Written under a temporary name and renamed, so a
 * reader never sees half a message.
 */
export function createOutboxTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(mail, date) {
      const info = (await transporter.sendMail(mailOptions(mail, from, date))) as { messageId: string; message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`;
      const file = path.join(dir, name);
      const partial = path.join(dir, `.${name}.tmp`);
      await writeFile(partial, info.message);
      await rename(partial, file);
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxTransport(outboxDir(env.DATA_DIR), env.MAIL_FROM);
}
