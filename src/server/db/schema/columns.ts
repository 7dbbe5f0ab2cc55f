import { integer, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { edital } from './editais';

/**
 * Columns that link a user's row to a notice: deleting the account (LGPD) or the notice deletes the
 * row. Functions, because each table needs its own column builder.
 */

export const userIdCascade = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const editalIdCascade = () =>
  integer('edital_id')
    .notNull()
    .references(() => edital.id, { onDelete: 'cascade' });
