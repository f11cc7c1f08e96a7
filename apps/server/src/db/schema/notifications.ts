import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Insertion order: timestamps can tie (a batch, or PGlite's coarse clock), the sequence never does. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    // Serves the list's ORDER BY (newest first) for one user: no sort, LIMIT stops early.
    index('notifications_user_seq_idx').on(t.userId, t.seq.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.read} = false`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
