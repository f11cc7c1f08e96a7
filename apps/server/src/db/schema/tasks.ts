import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { children } from './children';
import { batches } from './coaching';
import { ts } from './columns';
import { worksheets } from './worksheets';

export const TASK_TYPES = ['worksheet', 'olympiad', 'general'] as const;
export const TASK_STATES = ['pending', 'completed', 'evaluated', 'published', 'archived'] as const;
export const TASK_TARGET_TYPES = ['child', 'batch', 'students'] as const;

/**
 * One assignment (spec 02 §3 Assignment): what the owner gave, once, to one or more children. It holds what every
 * child's task shares (title, worksheet, due date, hints) and the one 6-character task code printed on the handout,
 * so `validate-code?child_id=` finds that child's task. `id` is the spec's `assignment_group`.
 */
export const taskGroups = pgTable(
  'task_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerRole: text('owner_role').notNull(),
    /** Null for a general task (no worksheet: the child uploads work or marks it complete). */
    worksheetId: uuid('worksheet_id').references(() => worksheets.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description'),
    subject: text('subject').notNull(),
    taskType: text('task_type', { enum: TASK_TYPES }).notNull(),
    targetType: text('target_type', { enum: TASK_TARGET_TYPES }).notNull(),
    hintEnabled: boolean('hint_enabled').notNull().default(true),
    dueDate: ts('due_date'),
    /** Upper case, from an alphabet without look-alikes; unique among live groups (index below). */
    taskCode: text('task_code').notNull(),
    /** False once every task of the group is archived or deleted, which frees the code. */
    codeLive: boolean('code_live').notNull().default(true),
    isOlympiad: boolean('is_olympiad').notNull().default(false),
    olympiadProvider: text('olympiad_provider'),
    olympiadCode: text('olympiad_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('task_groups_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('task_groups_worksheet_id_idx').on(t.worksheetId),
    uniqueIndex('task_groups_live_code_uq').on(t.taskCode).where(sql`${t.codeLive}`),
    check('task_groups_code_format', sql`${t.taskCode} ~ '^[A-Z2-9]{6}$'`),
  ],
);

/**
 * One child's task (spec 03 §3 Task): its own state and dates. `batch_id` records the batch it came through for a
 * teacher's batch target (null once that batch is deleted).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    state: text('state', { enum: TASK_STATES }).notNull().default('pending'),
    submittedAt: ts('submitted_at'),
    completedAt: ts('completed_at'),
    evaluatedAt: ts('evaluated_at'),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A child's lists (pending, completed, archived) in order, keyset-paged.
    index('tasks_child_state_idx').on(t.childId, t.state, t.createdAt, t.id),
    uniqueIndex('tasks_group_child_uq').on(t.groupId, t.childId),
    index('tasks_batch_id_idx').on(t.batchId),
    // The admin overview's tasks per day over the last 7 days.
    index('tasks_created_idx').on(t.createdAt),
  ],
);

export type TaskGroupRow = typeof taskGroups.$inferSelect;
export type NewTaskGroupRow = typeof taskGroups.$inferInsert;
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
