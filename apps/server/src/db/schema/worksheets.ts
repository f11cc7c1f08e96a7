import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';
import { files } from './files';

/** A stored worksheet question: the structured question is the source of truth; HTML is rendered on read. */
export interface StoredWorksheetQuestion {
  question_number: number;
  question_type: string;
  question_text: string;
  options: string[] | null;
  answer: string;
  accepted_answers?: string[];
  key_terms?: string[];
  answer_explanation: string;
  marks: number;
  concept: string;
  difficulty: string;
  topic?: string;
  chapter?: string;
  hint?: string;
  section?: string;
  misconceptions?: Record<string, string>;
  diagram?: { type: 'svg' | 'mermaid'; code: string; description?: string; labels?: string[] } | null;
}

export interface StoredOlympiadMetadata {
  mode: 'practice' | 'mock';
  olympiad: { code: string; name: string; provider: string } | null;
  topics: string[];
  total_marks: number;
  duration_minutes: number | null;
  sections: { name: string; questions: number; marks_per_question: number; total_marks: number; is_hot: boolean }[];
}

export interface StoredShortfall {
  requested: number;
  available: number;
  message: string;
  sections?: { name: string; requested: number; available: number }[];
}

/** Worksheets (spec 02 §3). Creators own what they generate; tasks (later) grant reads to assignees. */
export const worksheets = pgTable(
  'worksheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorRole: text('creator_role').notNull(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    grade: integer('grade').notNull(),
    board: text('board').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    difficulty: text('difficulty').notNull(),
    /** The generator form's mode (practice by default); olympiad worksheets hold their olympiad mode. */
    mode: text('mode').notNull().default('practice'),
    questions: jsonb('questions').$type<StoredWorksheetQuestion[]>().notNull(),
    numQuestions: integer('num_questions').notNull(),
    isOlympiad: boolean('is_olympiad').notNull().default(false),
    olympiadMetadata: jsonb('olympiad_metadata').$type<StoredOlympiadMetadata | null>(),
    shortfall: jsonb('shortfall').$type<StoredShortfall | null>(),
    /** "provider:model" that generated it, e.g. builtin:builtin-v1 or gemini:gemini-2.5-flash. */
    generatorModel: text('generator_model').notNull(),
    isModified: boolean('is_modified').notNull().default(false),
    modifiedAt: ts('modified_at'),
    enhanced: boolean('enhanced').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('worksheets_creator_id_idx').on(t.creatorId, t.createdAt)],
);

export type WorksheetRow = typeof worksheets.$inferSelect;
export type NewWorksheetRow = typeof worksheets.$inferInsert;

/**
 * Text extracted from an uploaded reference (PDF text or OCR), kept once per file so generation does not extract
 * it again. Goes with the file.
 */
export const referenceTexts = pgTable('reference_texts', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  method: text('method', { enum: ['pdf', 'ocr'] }).notNull(),
  truncated: boolean('truncated').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type ReferenceTextRow = typeof referenceTexts.$inferSelect;
