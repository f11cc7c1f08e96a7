import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

/** Uploaded files: the bytes live in storage under `storage_key`, never under a name the user chose. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Display name only (sanitised, extension matching the content); never used as a path. */
    originalName: text('original_name').notNull(),
    /** Decided from the bytes at upload. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('files_owner_id_idx').on(t.ownerId), uniqueIndex('files_storage_key_key').on(t.storageKey)],
);

export type FileRow = typeof files.$inferSelect;
