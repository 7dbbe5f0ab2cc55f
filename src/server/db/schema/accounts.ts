import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { collectorTriggerEnum, planEnum, subscriptionStatusEnum, trackingOriginEnum, trackingStatusEnum } from './enums';
import { user } from './auth';
import { editalIdCascade, userIdCascade } from './columns';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
  },
  (t) => [check('profiles_full_name_tamanho', sql`char_length(${t.fullName}) between 2 and 100`)],
);

export const subscription = pgTable('subscription', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: planEnum('plan').notNull().default('free'),
  status: subscriptionStatusEnum('status').notNull().default('active'),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const userEditalStatus = pgTable(
  'user_edital_status',
  {
    id: serial('id').primaryKey(),
    userId: userIdCascade(),
    editalId: editalIdCascade(),
    status: trackingStatusEnum('status').notNull(),
    origin: trackingOriginEnum('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_edital_status_user_edital_key').on(t.userId, t.editalId),
    index('user_edital_status_user_status_idx').on(t.userId, t.status),
    index('user_edital_status_edital_idx').on(t.editalId),
  ],
);

export const collectorRun = pgTable(
  'collector_run',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    trigger: collectorTriggerEnum('trigger').notNull(),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    result: jsonb('result'),
  },
  (t) => [
    index('collector_run_started_at_idx').on(t.startedAt.desc()),
    check('collector_run_ordem', sql`${t.finishedAt} is null or ${t.finishedAt} >= ${t.startedAt}`),
  ],
);
