import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

export interface StoredNotesContent {
  title: string;
  overview: string;
  sections: { heading: string; points: string[] }[];
  key_points: string[];
  quick_check: { question: string; answer: string }[];
  memory_map: StoredMemoryMapNode;
}
export interface StoredMemoryMapNode {
  label: string;
  children: StoredMemoryMapNode[];
}

/** Generated notes (spec 02 §3 Notes). The content is the source of truth; HTML is rendered (and sanitised) on read. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    type: text('type', { enum: ['memory_map', 'slides', 'summary', 'revision'] }).notNull(),
    title: text('title').notNull(),
    grade: integer('grade').notNull(),
    board: text('board').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    content: jsonb('content').$type<StoredNotesContent>().notNull(),
    /** Mermaid mindmap source of a memory map. */
    mermaid: text('mermaid'),
    generatorModel: text('generator_model').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('notes_creator_id_idx').on(t.creatorId, t.createdAt)],
);

export type NotesRow = typeof notes.$inferSelect;
