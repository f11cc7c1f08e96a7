import { BOARDS, CHILD_AGE_MAX, CHILD_AGE_MIN, GRADE_MAX, GRADE_MIN } from '@app/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';
import { files } from './files';

/**
 * A parent's consent to process one child's data (DPDP Act 2023 §9). One row per child added, written in the
 * same transaction as the child, which cannot exist without it (`children.consent_id` is NOT NULL).
 *
 * Retention: when the child is deleted the row stays, with `withdrawn_at` set and no link to the child, because
 * §6(10) puts on us the burden of proving that notice was given and consent obtained. It holds no data about the
 * child (no name, age or school) — only who consented, when, from where, and to which notice version and purposes.
 * When the parent's account is deleted, it goes with the account (cascade).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Version of CHILD_DATA_NOTICE shown when consenting. */
    noticeVersion: text('notice_version').notNull(),
    /** CHILD_DATA_CONSENT_PURPOSES at the time. */
    purposes: jsonb('purposes').$type<string[]>().notNull(),
    consentedAt: ts('consented_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Set when the child is deleted (consent withdrawn and data erased). */
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('consents_parent_id_idx').on(t.parentId)],
);

export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    age: integer('age').notNull(),
    grade: integer('grade').notNull(),
    schoolName: text('school_name').notNull(),
    board: text('board', { enum: BOARDS }).notNull(),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** argon2id of the 4-digit child code; unique within a family, checked by the service. */
    accessCodeHash: text('access_code_hash'),
    consentId: uuid('consent_id')
      .notNull()
      .references(() => consents.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('children_parent_id_idx').on(t.parentId),
    index('children_photo_file_id_idx').on(t.photoFileId),
    index('children_consent_id_idx').on(t.consentId),
    check(
      'children_age_range',
      sql`${t.age} between ${sql.raw(String(CHILD_AGE_MIN))} and ${sql.raw(String(CHILD_AGE_MAX))}`,
    ),
    check(
      'children_grade_range',
      sql`${t.grade} between ${sql.raw(String(GRADE_MIN))} and ${sql.raw(String(GRADE_MAX))}`,
    ),
  ],
);

export type ChildRow = typeof children.$inferSelect;
export type ConsentRow = typeof consents.$inferSelect;
