import type { Database, Tx } from '../db/client';
import { mailQueue, type MailKind } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  /** Both parts are required: every message is readable with and without HTML. */
  html: string;
  text: string;
  kind: MailKind;
  /** The account the message concerns, if any. */
  userId?: string | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Queues a message for the mailer and returns at once: nothing is sent here, so a request, the
 * collector or a job never waits on (or fails with) the mail server. Inside a transaction, the
 * message is queued only if the transaction commits.
 */
export async function enqueueMail(
  db: Database | Tx,
  message: MailMessage,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ id: number }> {
  if (!message.to.trim()) throw new Error('enqueueMail: destinatário vazio');
  if (!message.subject.trim()) throw new Error('enqueueMail: assunto vazio');
  if (!message.html.trim() || !message.text.trim()) throw new Error('enqueueMail: a mensagem precisa das partes HTML e texto');
  const [row] = await db
    .insert(mailQueue)
    .values({
      to: message.to.trim(),
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind,
      userId: message.userId ?? null,
      headers: message.headers ?? {},
      // Due from now by the app's clock, the one the mailer compares with (the database's now()
      // has microseconds, and would make a message queued this millisecond not due yet).
      nextAttemptAt: now,
    })
    .returning({ id: mailQueue.id });
  return row!;
}
