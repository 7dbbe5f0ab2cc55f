import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { UFS, type Uf } from '#shared/ufs';
import { user } from './auth';
import { editalIdCascade, userIdCascade } from './columns';
import { escolaridadeEnum } from './enums';
import { mailQueue } from './mail';

const ufList = sql.raw(`array[${UFS.map((uf) => `'${uf}'`).join(', ')}]::varchar[]`);

/**
 * A user's e-mail alerts (issue 7). No row: the user has not chosen yet (alerts are off and the
 * site invites them). Empty arrays mean "any": every state, every education level, no keyword.
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    ufs: varchar('ufs', { length: 2 }).array().$type<Uf[]>().notNull().default(sql`'{}'::varchar[]`),
    escolaridades: escolaridadeEnum('escolaridades').array().notNull().default(sql`'{}'::escolaridade[]`),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Deadline and exam reminders (issue 15): on for every account unless turned off here; no row
     * counts as on.
     */
    lembretes: boolean('lembretes').notNull().default(true),
    /**
     * Notices created after this are new to the user: set when alerts are turned on, moved forward
     * each time the user's alerts are checked.
     */
    newSince: timestamp('new_since', { withTimezone: true }).notNull().defaultNow(),
    /** The last alert e-mail queued for the user. */
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alert_preferences_enabled_idx').on(t.userId).where(sql`${t.enabled}`),
    check('alert_preferences_ufs_validas', sql`${t.ufs} <@ ${ufList}`),
    check('alert_preferences_ufs_limite', sql`cardinality(${t.ufs}) <= 27`),
    check('alert_preferences_palavras_limite', sql`cardinality(${t.keywords}) <= 10`),
  ],
);

/** Every notice sent to a user in an alert: the same notice never goes twice to the same user. */
export const alertSent = pgTable(
  'alert_sent',
  {
    userId: userIdCascade(),
    editalId: editalIdCascade(),
    /** The e-mail that carried it. */
    mailId: integer('mail_id').references(() => mailQueue.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.editalId] }), index('alert_sent_mail_idx').on(t.mailId), index('alert_sent_edital_idx').on(t.editalId)],
);
