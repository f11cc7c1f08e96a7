import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BatchRow, batches, children, coachingRelationships, users } from '../../db/schema/index';

/**
 * Students of a batch: its relationships' distinct children (a child may be linked for two subjects). Written with
 * explicit names: drizzle leaves columns unqualified in single-table queries, which a subquery would misread.
 */
const studentCount =
  sql<number>`(select count(distinct cr.child_id) from coaching_relationships cr where cr.batch_id = "batches"."id")`.mapWith(
    Number,
  );

export interface BatchWithCount extends BatchRow {
  studentCount: number;
}

/** The teacher's batches, newest first, with student counts: one statement (bounded by MAX_BATCHES_PER_TEACHER). */
export async function listBatches(db: Db, teacherId: string): Promise<BatchWithCount[]> {
  const rows = await db
    .select({ batch: batches, studentCount })
    .from(batches)
    .where(eq(batches.teacherId, teacherId))
    .orderBy(desc(batches.createdAt), desc(batches.id));
  return rows.map((r) => ({ ...r.batch, studentCount: r.studentCount }));
}

export async function findBatch(db: Db, id: string): Promise<BatchWithCount | undefined> {
  const [row] = await db.select({ batch: batches, studentCount }).from(batches).where(eq(batches.id, id));
  return row && { ...row.batch, studentCount: row.studentCount };
}

export async function countBatches(db: Db, teacherId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(batches).where(eq(batches.teacherId, teacherId));
  return row?.n ?? 0;
}

export async function insertBatch(db: Db, values: typeof batches.$inferInsert): Promise<BatchRow> {
  const [row] = await db.insert(batches).values(values).returning();
  return row;
}

export async function updateBatch(db: Db, id: string, values: Partial<BatchRow>): Promise<BatchRow> {
  const [row] = await db.update(batches).set(values).where(eq(batches.id, id)).returning();
  return row;
}

/** Relationships and tasks keep their rows with no batch (the foreign keys set null). */
export async function deleteBatch(db: Db, id: string): Promise<void> {
  await db.delete(batches).where(eq(batches.id, id));
}

export interface StudentRow {
  relationshipId: string;
  childId: string;
  name: string;
  grade: number;
  photoFileId: string | null;
  parentName: string;
  subject: string;
  batchId: string | null;
}

const studentColumns = {
  relationshipId: coachingRelationships.id,
  childId: children.id,
  name: children.name,
  grade: children.grade,
  photoFileId: children.photoFileId,
  parentName: users.name,
  subject: coachingRelationships.subject,
  batchId: coachingRelationships.batchId,
};

/** A batch is a class, not a school: its student list is bounded. */
export const BATCH_STUDENTS_MAX = 1000;

/** A batch's students (its relationships), by name: one statement. */
export async function listBatchStudents(db: Db, batchId: string): Promise<StudentRow[]> {
  return db
    .select(studentColumns)
    .from(coachingRelationships)
    .innerJoin(children, eq(children.id, coachingRelationships.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(eq(coachingRelationships.batchId, batchId))
    .orderBy(asc(children.name), asc(coachingRelationships.id))
    .limit(BATCH_STUDENTS_MAX);
}

/** All of a teacher's students (assignment targets), by name: one statement, bounded by the teacher's links. */
export async function listTeacherStudents(db: Db, coachId: string, limit: number): Promise<StudentRow[]> {
  return db
    .select(studentColumns)
    .from(coachingRelationships)
    .innerJoin(children, eq(children.id, coachingRelationships.childId))
    .innerJoin(users, eq(users.id, children.parentId))
    .where(eq(coachingRelationships.coachId, coachId))
    .orderBy(asc(children.name), asc(coachingRelationships.id))
    .limit(limit);
}
