import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { children } from './children';
import { ts } from './columns';
import { files } from './files';
import { tasks } from './tasks';

export const SUBMISSION_METHODS = ['online', 'files', 'camera', 'text', 'complete'] as const;

/** What the reading of paper work showed the child (spec 03 §3 vision_extraction_data), kept as evidence. */
export interface StoredExtraction {
  method: 'ocr' | 'pdf' | 'vision';
  scenario: string | null;
  task_code_valid: boolean | null;
  extracted_data: unknown;
  /** Question numbers read with low confidence; if submitted unchanged they are marked needs-review. */
  low_confidence: number[];
}

/**
 * A child's work on a task, stored before anything else happens to it (ARCHITECTURE "Nothing lost"): written in the
 * same transaction as the task's state change and the evaluation job. A reassigned task may be submitted again;
 * each submission gets at most one evaluation.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** The signed-in account that sent it (the parent's account in a child view). */
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: SUBMISSION_METHODS }).notNull(),
    /** Answers by question number ("1" → "B"). */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    submissionText: text('submission_text'),
    hintsUsed: jsonb('hints_used').$type<number[]>().notNull().default([]),
    extraction: jsonb('extraction').$type<StoredExtraction | null>(),
    /** From the Idempotency-Key header: a retried submit returns the first answer. */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('submissions_task_idx').on(t.taskId, t.createdAt),
    index('submissions_child_idx').on(t.childId, t.createdAt),
    index('submissions_submitted_by_idx').on(t.submittedBy),
    uniqueIndex('submissions_idempotency_uq')
      .on(t.submittedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** Uploaded pages of a submission, in order. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('submission_files_pk').on(t.submissionId, t.position),
    index('submission_files_file_id_idx').on(t.fileId),
  ],
);

export interface StoredEditHistoryEntry {
  edited_by_name: string;
  edited_by_role: string;
  edited_at: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/**
 * One evaluation per submission (unique), written once even if the job runs twice. Fields follow spec 03 §3
 * Evaluation; `subject`, `owner_id` and `is_olympiad` are copied from the task so that performance, badges and
 * batch analysis filter on indexed columns of this table alone.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    isOlympiad: boolean('is_olympiad').notNull().default(false),
    /** Percentage 0-100 (spec: overall_score is the rounded percentage of awarded over maximum marks). */
    overallScore: doublePrecision('overall_score').notNull(),
    originalOverallScore: doublePrecision('original_overall_score').notNull(),
    marksAwarded: doublePrecision('marks_awarded').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    grade: text('grade').notNull(),
    feedback: text('feedback').notNull().default(''),
    detailedFeedback: text('detailed_feedback').notNull().default(''),
    strengths: jsonb('strengths').$type<string[]>().notNull().default([]),
    areasForImprovement: jsonb('areas_for_improvement').$type<string[]>().notNull().default([]),
    learningSuggestions: jsonb('learning_suggestions').$type<string[]>().notNull().default([]),
    parentInsights: text('parent_insights').notNull().default(''),
    /** Spec 03 §3 Question analysis items, plus graded_by, confidence and needs_review per question. */
    questionAnalysis: jsonb('question_analysis').$type<Record<string, unknown>[]>().notNull(),
    conceptAnalysis: jsonb('concept_analysis').$type<Record<string, unknown>>().notNull(),
    learningAnalytics: jsonb('learning_analytics').$type<Record<string, unknown>>().notNull(),
    /** How many questions wait for an adult's review (needs_review), kept so lists can sort them first. */
    needsReviewCount: integer('needs_review_count').notNull().default(0),
    /** "provider:model" that scored the written answers (builtin:builtin-v1 when none). */
    gradedWith: text('graded_with').notNull(),
    editCount: integer('edit_count').notNull().default(0),
    maxEdits: integer('max_edits').notNull().default(2),
    editHistory: jsonb('edit_history').$type<StoredEditHistoryEntry[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluations_submission_uq').on(t.submissionId),
    index('evaluations_task_idx').on(t.taskId, t.createdAt),
    index('evaluations_child_idx').on(t.childId, t.createdAt, t.id),
    // The latest evaluation of each of a child's tasks (distinct on task_id, newest first) without a sort.
    index('evaluations_child_task_idx').on(t.childId, t.taskId, t.createdAt.desc()),
    index('evaluations_owner_idx').on(t.ownerId, t.createdAt),
    // The admin overview's evaluations per day over the last 7 days, across all owners.
    index('evaluations_created_idx').on(t.createdAt),
  ],
);

/**
 * Every adult change of a mark, kept as agreement data (ARCHITECTURE "core loop"): how often adults keep the
 * engine's mark, per question type and grader.
 */
export const gradingAgreements = pgTable(
  'grading_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    questionNumber: integer('question_number').notNull(),
    questionType: text('question_type').notNull(),
    /** exact, builtin-rubric or provider:model. */
    gradedBy: text('graded_by').notNull(),
    engineMarks: doublePrecision('engine_marks').notNull(),
    adultMarks: doublePrecision('adult_marks').notNull(),
    maxMarks: doublePrecision('max_marks').notNull(),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    editorRole: text('editor_role').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('grading_agreements_evaluation_idx').on(t.evaluationId),
    index('grading_agreements_type_idx').on(t.questionType, t.gradedBy),
    index('grading_agreements_editor_idx').on(t.editorId),
  ],
);

export const BADGE_CATEGORIES = ['score', 'difficulty', 'consistency', 'mastery'] as const;

/** Badges a child earned (spec 03 §3 Badge). One per code and task (or per code when not tied to a task). */
export const badges = pgTable(
  'badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    badgeCode: text('badge_code').notNull(),
    category: text('category', { enum: BADGE_CATEGORIES }).notNull(),
    emoji: text('emoji').notNull(),
    label: text('label').notNull(),
    message: text('message').notNull(),
    subject: text('subject'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    isOlympiad: boolean('is_olympiad').notNull().default(false),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    awardedAt: ts('awarded_at').notNull().defaultNow(),
  },
  (t) => [
    index('badges_child_idx').on(t.childId, t.awardedAt),
    uniqueIndex('badges_child_code_task_uq').on(t.childId, t.badgeCode, sql`coalesce(${t.taskId}::text, '')`),
    index('badges_task_id_idx').on(t.taskId),
    index('badges_owner_id_idx').on(t.ownerId),
  ],
);

export interface StoredWellbeingResponse {
  id: string;
  question: string;
  emoji: string;
  label: string;
  value: number;
}

/** Well-being survey answers after a task (spec 03 §2.4). */
export const wellbeingResponses = pgTable(
  'wellbeing_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    responses: jsonb('responses').$type<StoredWellbeingResponse[]>().notNull(),
    /** Mean of the values, 1-5, for the well-being trend. */
    score: doublePrecision('score').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('wellbeing_child_idx').on(t.childId, t.createdAt), index('wellbeing_task_id_idx').on(t.taskId)],
);

export type SubmissionRow = typeof submissions.$inferSelect;
export type EvaluationRow = typeof evaluations.$inferSelect;
export type BadgeRow = typeof badges.$inferSelect;
export type WellbeingRow = typeof wellbeingResponses.$inferSelect;
