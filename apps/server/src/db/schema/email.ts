import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** One row per `email.send` job: a retried job finds its row and does not send twice. */
export const emailLog = pgTable(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** 'sending' while an attempt runs, then 'sent' or 'failed' (a failed or interrupted attempt is retried). */
    status: text('status', { enum: ['sending', 'sent', 'failed'] }).notNull(),
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [uniqueIndex('email_log_job_id_key').on(t.jobId)],
);

export type EmailLogRow = typeof emailLog.$inferSelect;
