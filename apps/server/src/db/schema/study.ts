import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { children } from './children';
import { ts } from './columns';
import { files } from './files';
import { notes } from './notes';

/**
 * Notes & resources a teacher shared (spec 02 §2.7): title, description and the files, once; each recipient gets a
 * `study_assignments` row pointing here.
 */
export const studyShares = pgTable(
  'study_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    subject: text('subject'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('study_shares_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The files of a share, in the order given (listed as File 1, File 2). Indexed by file for the read rule. */
export const studyShareFiles = pgTable(
  'study_share_files',
  {
    shareId: uuid('share_id')
      .notNull()
      .references(() => studyShares.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.fileId] }), index('study_share_files_file_idx').on(t.fileId)],
);

/**
 * Study Support (spec 01 §3 Study assignment): one row per child per assigned item, either generated notes or a
 * share of files, with the child's own read state.
 */
export const studyAssignments = pgTable(
  'study_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id').references(() => notes.id, { onDelete: 'cascade' }),
    shareId: uuid('share_id').references(() => studyShares.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    subject: text('subject'),
    assignedBy: uuid('assigned_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedByRole: text('assigned_by_role').notNull(),
    /** The batch it came through for a teacher's batch audience (batches arrive with coaching). */
    batchId: uuid('batch_id'),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: ts('read_at'),
  },
  (t) => [
    // A child's list, newest first, keyset-paged; the role filter follows the index order.
    index('study_assignments_child_idx').on(t.childId, t.assignedAt.desc(), t.id.desc()),
    // The same notes given again to a child refresh its row (new again) rather than list twice.
    uniqueIndex('study_assignments_note_child_uq').on(t.noteId, t.childId),
    index('study_assignments_share_idx').on(t.shareId),
    index('study_assignments_assigned_by_idx').on(t.assignedBy, t.assignedAt.desc()),
    index('study_assignments_batch_idx').on(t.batchId),
    check('study_assignments_one_item', sql`(${t.noteId} is null) <> (${t.shareId} is null)`),
  ],
);

/** The books a parent chose for a child (spec 02 §2.17), as curriculum book ids; per subject the first one counts. */
export const childBookSelections = pgTable('child_book_selections', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => children.id, { onDelete: 'cascade' }),
  bookIds: jsonb('book_ids').$type<string[]>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A teacher's preferred books per grade and subject (spec 02 §3 Book preferences), as curriculum book ids. */
export const bookPreferences = pgTable(
  'book_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grade: integer('grade').notNull(),
    subject: text('subject').notNull(),
    bookIds: jsonb('book_ids').$type<string[]>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.grade, t.subject] })],
);

export type StudyAssignmentRow = typeof studyAssignments.$inferSelect;
export type StudyShareRow = typeof studyShares.$inferSelect;
