import { COACHING_REQUEST_STATUSES, GRADE_MAX, GRADE_MIN } from '@app/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { children } from './children';
import { ts } from './columns';

/** A coaching teacher's batch (spec 02 §3 Batch). */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    grade: integer('grade').notNull(),
    location: text('location'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('batches_teacher_idx').on(t.teacherId, t.createdAt, t.id),
    check(
      'batches_grade_range',
      sql`${t.grade} between ${sql.raw(String(GRADE_MIN))} and ${sql.raw(String(GRADE_MAX))}`,
    ),
  ],
);

/**
 * A teacher's request to coach a parent's child (spec 02 §3 Coaching request). The parent answers it; approving
 * names one of their children and creates the relationship. A cancelled request is deleted.
 */
export const coachingRequests = pgTable(
  'coaching_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    /** As the teacher typed it (lower case); the parent's current e-mail may change later. */
    parentEmail: text('parent_email').notNull(),
    childName: text('child_name').notNull(),
    childGrade: integer('child_grade'),
    subject: text('subject').notNull(),
    message: text('message'),
    status: text('status', { enum: COACHING_REQUEST_STATUSES }).notNull().default('pending'),
    /** The child the parent approved with. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    /** Whether the request created the parent's account (one-time credentials e-mailed). */
    newParent: boolean('new_parent').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    // The teacher's sent list and the parent's pending list, newest first, keyset-paged.
    index('coaching_requests_coach_idx').on(t.coachId, t.status, t.createdAt, t.id),
    index('coaching_requests_parent_idx').on(t.parentId, t.status, t.createdAt, t.id),
    index('coaching_requests_batch_id_idx').on(t.batchId),
    index('coaching_requests_child_id_idx').on(t.childId),
    // One open request per teacher, parent, child name and subject.
    uniqueIndex('coaching_requests_pending_uq')
      .on(t.coachId, t.parentId, sql`lower(${t.childName})`, t.subject)
      .where(sql`${t.status} = 'pending'`),
    check('coaching_requests_grade_range', sql`${t.childGrade} is null or ${t.childGrade} between 1 and 12`),
  ],
);

/**
 * An approved link: this coach teaches this child this subject (one per coach, child and subject). Batch
 * membership is the relationship's `batch_id` (a student is in one batch per subject, or in "No Batch").
 */
export const coachingRelationships = pgTable(
  'coaching_relationships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    requestId: uuid('request_id').references(() => coachingRequests.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coaching_relationships_coach_child_subject_uq').on(t.coachId, t.childId, t.subject),
    index('coaching_relationships_coach_idx').on(t.coachId, t.createdAt, t.id),
    index('coaching_relationships_child_id_idx').on(t.childId, t.coachId),
    index('coaching_relationships_batch_idx').on(t.batchId, t.createdAt, t.id),
    index('coaching_relationships_request_id_idx').on(t.requestId),
  ],
);

export type BatchRow = typeof batches.$inferSelect;
export type CoachingRequestRow = typeof coachingRequests.$inferSelect;
export type CoachingRelationshipRow = typeof coachingRelationships.$inferSelect;
