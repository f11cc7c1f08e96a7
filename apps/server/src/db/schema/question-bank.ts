import { type SQL, sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

/**
 * The matching form of a name, written by PostgreSQL on every insert and update: trimmed, inner whitespace
 * collapsed, lower case (the same as `nameKey` in the repositories). Filters compare these columns to a key
 * computed in JS, so no function runs on the column and plain indexes serve them.
 */
const keyOf = (column: string): SQL => sql.raw(`lower(btrim(regexp_replace("${column}", '\\s+', ' ', 'g')))`);
const nameKey = (name: string, column: string) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(() => keyOf(column));

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
    boardKey: nameKey('board_key', 'board'),
    subjectKey: nameKey('subject_key', 'subject'),
    chapterKey: nameKey('chapter_key', 'chapter'),
    topicKey: nameKey('topic_key', 'topic'),
    olympiadKey: text('olympiad_key').generatedAlwaysAs(() => keyOf('olympiad_code')),
    /**
     * A fixed pseudo-random position (from the content hash) for seeded sampling: a seed picks a start and the
     * worksheet source reads the next rows of an index from there instead of sorting every match by a hash.
     */
    sampleKey: integer('sample_key')
      .notNull()
      .generatedAlwaysAs(() => sql.raw(`('x' || substr("content_hash", 1, 8))::bit(32)::int`)),
  },
  (t) => [
    uniqueIndex('qb_questions_content_hash_key').on(t.contentHash),
    // The browse, list-order and worksheet-source indexes carry INCLUDE columns, which drizzle cannot express: they
    // are written by hand in migration 0012 (qb_questions_browse_idx, qb_questions_order_idx, qb_questions_source_idx).
    index('qb_questions_olympiad_idx').on(t.olympiadKey, t.grade),
    index('qb_questions_created_by_idx').on(t.createdBy),
  ],
);

export type QbQuestionRow = typeof qbQuestions.$inferSelect;

/**
 * Question counts per group of the columns the bank is filtered and counted by, kept by statement triggers on
 * qb_questions (see migration 0012): statistics and browse totals read this small table, never the bank.
 */
export const qbQuestionCounts = pgTable(
  'qb_question_counts',
  {
    questionMode: text('question_mode').notNull(),
    board: text('board').notNull(),
    grade: integer('grade').notNull(),
    subject: text('subject').notNull(),
    chapter: text('chapter').notNull(),
    topic: text('topic').notNull(),
    difficulty: text('difficulty').notNull(),
    questionType: text('question_type').notNull(),
    /** '' for regular questions (a primary key column cannot be null). */
    olympiadCode: text('olympiad_code').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    boardKey: nameKey('board_key', 'board'),
    subjectKey: nameKey('subject_key', 'subject'),
    chapterKey: nameKey('chapter_key', 'chapter'),
    topicKey: nameKey('topic_key', 'topic'),
    olympiadKey: nameKey('olympiad_key', 'olympiad_code'),
  },
  (t) => [
    primaryKey({
      name: 'qb_question_counts_pkey',
      columns: [
        t.questionMode,
        t.board,
        t.grade,
        t.subject,
        t.chapter,
        t.topic,
        t.difficulty,
        t.questionType,
        t.olympiadCode,
      ],
    }),
    index('qb_question_counts_filter_idx').on(t.questionMode, t.boardKey, t.grade, t.subjectKey, t.chapterKey),
  ],
);
