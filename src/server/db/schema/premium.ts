import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { editalIdCascade, userIdCascade } from './columns';
import { mailQueue } from './mail';

/**
 * What Premium and the calendar add to an account (issue 15): saved searches with their private
 * RSS token, the private calendar subscription, and the record of reminders already sent.
 */

/**
 * A saved search: a name and the filters of GET /api/editais (the advanced-search query, as
 * src/shared/editais/search.ts parses it). `rssToken` is the secret of its private RSS URL.
 */
export const buscaSalva = pgTable(
  'busca_salva',
  {
    id: serial('id').primaryKey(),
    userId: userIdCascade(),
    nome: text('nome').notNull(),
    filtros: jsonb('filtros').$type<Record<string, unknown>>().notNull(),
    rssToken: text('rss_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('busca_salva_user_idx').on(t.userId, t.createdAt),
    check('busca_salva_nome_tamanho', sql`char_length(${t.nome}) between 1 and 80`),
  ],
);

/**
 * The private calendar subscription of an account: /agenda/{token}.ics lists its saved and
 * inscrito notices without a cookie. Renewing replaces the token; the old URL then answers 404.
 */
export const agendaToken = pgTable('agenda_token', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Which date a reminder is about: the end of registrations (salvo) or the exam (inscrito). */
export const LEMBRETE_TIPOS = ['inscricoes_fim', 'prova'] as const;
export type LembreteTipo = (typeof LEMBRETE_TIPOS)[number];
export const lembreteTipoEnum = pgEnum('lembrete_tipo', LEMBRETE_TIPOS);

/**
 * Every reminder sent: one per user, notice, kind and date, so a reminder never goes twice (across
 * restarts and instances: the primary key decides), yet a date that moves gets its own reminder.
 */
export const lembreteEnviado = pgTable(
  'lembrete_enviado',
  {
    userId: userIdCascade(),
    editalId: editalIdCascade(),
    tipo: lembreteTipoEnum('tipo').notNull(),
    /** The date the reminder was about (YYYY-MM-DD). */
    data: text('data').notNull(),
    mailId: integer('mail_id').references(() => mailQueue.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.editalId, t.tipo, t.data] }), index('lembrete_enviado_edital_idx').on(t.editalId)],
);
