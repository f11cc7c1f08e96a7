import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { children } from './children';
import { ts } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The child it concerns, when one: a child-view session sees only its own child's notifications. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
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
    // A child view's list, in the same order (and the foreign key's index).
    index('notifications_child_seq_idx').on(t.childId, t.seq.desc()),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
