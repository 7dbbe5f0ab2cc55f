import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '#shared/domain';
import { user } from './auth';

/** What a message is for (adding one is a migration: ALTER TYPE … ADD VALUE). */
export const MAIL_KINDS = ['password_reset', 'alerta', 'lembrete', 'mudanca', 'verificacao_email'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

// The data export shows these states too, so the list lives in src/shared.
export { MAIL_STATUSES, type MailStatus } from '#shared/domain';

export const mailKindEnum = pgEnum('mail_kind', MAIL_KINDS);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

/**
 * Outgoing mail: requests and jobs only write here; the mailer (src/server/mail/mailer.ts) sends
 * what is due, retries with backoff and records the outcome, so this table is also the log of
 * who was sent what, when, and with what result.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers (List-Unsubscribe…), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    kind: mailKindEnum('kind').notNull(),
    /** The account it concerns; its queued and sent mail goes with it when the account is deleted. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sending attempts made (counted when one starts). */
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this time; while an attempt runs, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    status: mailStatusEnum('status').notNull().default('pendente'),
  },
  (t) => [
    // The mailer's poll: the due messages among those still waiting.
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pendente'`),
    index('mail_queue_user_idx').on(t.userId),
    check('mail_queue_attempts_nao_negativo', sql`${t.attempts} >= 0`),
    check('mail_queue_enviado_tem_data', sql`(${t.status} = 'enviado') = (${t.sentAt} is not null)`),
  ],
);
