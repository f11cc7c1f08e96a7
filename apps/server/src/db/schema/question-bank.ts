import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

/**
 * The question bank (spec 03 §3). Seeded from packages/content, grown by qb_admins (AI, import, edits).
 * For olympiad questions board holds the provider and chapter the section, as the spec says.
 */
export const qbQuestions = pgTable(
  'qb_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionMode: text('question_mode', { enum: ['regular', 'olympiad'] }).notNull(),
    questionType: text('question_type').notNull(),
    difficulty: text('difficulty').notNull(),
    board: text('board').notNull(),
    grade: integer('grade').notNull(),
    subject: text('subject').notNull(),
    chapter: text('chapter').notNull(),
    topic: text('topic').notNull(),
    olympiadCode: text('olympiad_code'),
    concept: text('concept').notNull(),
    questionText: text('question_text').notNull(),
    options: jsonb('options').$type<string[] | null>(),
    answer: text('answer').notNull(),
    acceptedAnswers: jsonb('accepted_answers').$type<string[]>(),
    keyTerms: jsonb('key_terms').$type<string[]>(),
    answerExplanation: text('answer_explanation').notNull(),
    marks: integer('marks').notNull().default(1),
    misconceptions: jsonb('misconceptions').$type<Record<string, string>>(),
    diagram: jsonb('diagram').$type<{ type: string; code: string; description?: string; labels?: string[] } | null>(),
    generatorModel: text('generator_model').notNull().default('seed'),
    /** sha256 of questionDedupKey: the bank never holds the same question twice. */
    contentHash: text('content_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qb_questions_content_hash_key').on(t.contentHash),
    index('qb_questions_lookup_idx').on(t.questionMode, t.board, t.grade, t.subject, t.chapter, t.topic),
    index('qb_questions_olympiad_idx').on(t.olympiadCode, t.grade),
    index('qb_questions_created_by_idx').on(t.createdBy),
  ],
);

export type QbQuestionRow = typeof qbQuestions.$inferSelect;
