import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

export interface AutoRunLogLine {
  at: string;
  level: 'info' | 'success' | 'warning' | 'error';
  text: string;
}

/**
 * A question-bank auto-generation run (spec 03 §2.8 item 2, §4): the loop's state lives here, so a durable job can
 * pick it up after a restart at `position` (the next topic × difficulty × type combination). Each combination's
 * questions, counters and position are written in one transaction: a combination is never saved twice.
 */
export const qbAutoRuns = pgTable(
  'qb_auto_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'completed', 'stopped', 'failed'] })
      .notNull()
      .default('running'),
    /** builtin: bank and generators; configured: the AI Config worksheet model for each difficulty. */
    engine: text('engine', { enum: ['builtin', 'configured'] }).notNull(),
    board: text('board').notNull(),
    grade: integer('grade').notNull(),
    subject: text('subject').notNull(),
    chapter: text('chapter').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    questionsPerTopic: integer('questions_per_topic').notNull(),
    position: integer('position').notNull().default(0),
    /** Which continuation job owns the run; a stale job (an older slice) stops without touching it. */
    slice: integer('slice').notNull().default(0),
    stopRequested: boolean('stop_requested').notNull().default(false),
    total: integer('total').notNull(),
    generated: integer('generated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    saved: integer('saved').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    log: jsonb('log').$type<AutoRunLogLine[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('qb_auto_runs_created_by_idx').on(t.createdBy, t.createdAt),
    // One running loop per admin; the status index serves the restart sweep.
    uniqueIndex('qb_auto_runs_one_running_key').on(t.createdBy).where(sql`${t.status} = 'running'`),
    index('qb_auto_runs_running_idx').on(t.status).where(sql`${t.status} = 'running'`),
  ],
);

export type QbAutoRunRow = typeof qbAutoRuns.$inferSelect;
