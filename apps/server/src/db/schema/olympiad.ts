import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { children } from './children';
import { ts } from './columns';
import { submissions } from './evaluations';
import { tasks } from './tasks';

export const MOCK_CLOSED_BY = ['child', 'timeout'] as const;

/**
 * A child's timed take of an olympiad mock paper. The server owns the clock: `started_at` and `deadline` are set
 * once, when the child starts; answers are saved here as they are given (draft answers) so a closed tab, a lost
 * connection or a server restart loses none; at the deadline the attempt is closed into a submission (by the
 * child, by the client at zero, by a delayed job, or by the first read after the deadline).
 */
export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Copied at start so the peer rank (same olympiad, same class) reads this table's index alone. */
    olympiadCode: text('olympiad_code').notNull(),
    grade: integer('grade').notNull(),
    startedAt: ts('started_at').notNull(),
    deadline: ts('deadline').notNull(),
    /** Draft answers by question number ("3" → "B"); each save merges into it. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    submittedAt: ts('submitted_at'),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    closedBy: text('closed_by', { enum: MOCK_CLOSED_BY }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One open take per task; a reassigned task starts a new take, and the closed ones stay for the rank.
    uniqueIndex('mock_attempts_open_task_uq').on(t.taskId).where(sql`${t.submittedAt} is null`),
    index('mock_attempts_task_idx').on(t.taskId, t.createdAt),
    index('mock_attempts_child_idx').on(t.childId),
    index('mock_attempts_submission_idx').on(t.submissionId),
    index('mock_attempts_rank_idx').on(t.olympiadCode, t.grade).where(sql`${t.submissionId} is not null`),
  ],
);

export type MockAttemptRow = typeof mockAttempts.$inferSelect;
