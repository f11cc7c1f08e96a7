import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  batches,
  type CoachingRelationshipRow,
  type CoachingRequestRow,
  children,
  coachingRelationships,
  coachingRequests,
  users,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';

/** New parent accounts this teacher's requests created since `since` (users_invited_by_idx). */
export async function countInvitedSince(db: Db, teacherId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.invitedBy, teacherId), gte(users.createdAt, since)));
  return row?.n ?? 0;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Whether this teacher has an approved relationship with this child (any subject). */
export async function isCoachOf(db: Db, coachId: string, childId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(coachingRelationships)
    .where(and(eq(coachingRelationships.childId, childId), eq(coachingRelationships.coachId, coachId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of these children this teacher coaches now (one statement for a list of tasks). */
export async function coachedAmong(db: Db, coachId: string, childIds: string[]): Promise<Set<string>> {
  if (childIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ childId: coachingRelationships.childId })
    .from(coachingRelationships)
    .where(and(eq(coachingRelationships.coachId, coachId), inArray(coachingRelationships.childId, childIds)));
  return new Set(rows.map((r) => r.childId));
}

/** Whether this photo is of a child this teacher coaches (the Approved Students cards show it). */
export async function coachMayReadPhoto(db: Db, coachId: string, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(children)
    .innerJoin(coachingRelationships, eq(coachingRelationships.childId, children.id))
    .where(and(eq(children.photoFileId, fileId), eq(coachingRelationships.coachId, coachId)))
    .limit(1);
  return rows.length > 0;
}

// ---- Requests

export async function insertRequest(db: Db, values: typeof coachingRequests.$inferInsert): Promise<CoachingRequestRow> {
  const [row] = await db.insert(coachingRequests).values(values).returning();
  return row;
}

export interface RequestView {
  request: CoachingRequestRow;
  coachName: string;
  batchName: string | null;
}

const coach = alias(users, 'coach');
const requestQuery = (db: Db) =>
  db
    .select({ request: coachingRequests, coachName: coach.name, batchName: batches.name })
    .from(coachingRequests)
    .innerJoin(coach, eq(coach.id, coachingRequests.coachId))
    .leftJoin(batches, eq(batches.id, coachingRequests.batchId));

export async function findRequestView(db: Db, id: string): Promise<RequestView | undefined> {
  const [row] = await requestQuery(db).where(eq(coachingRequests.id, id));
  return row;
}

/** Pending requests sent by a teacher or addressed to a parent, newest first, keyset-paged (indexed). */
export async function listPendingRequests(
  db: Db,
  by: { coachId: string } | { parentId: string },
  after: Keyset | null,
  limit: number,
): Promise<RequestView[]> {
  const where: (SQL | undefined)[] = [
    'coachId' in by ? eq(coachingRequests.coachId, by.coachId) : eq(coachingRequests.parentId, by.parentId),
    eq(coachingRequests.status, 'pending'),
  ];
  if (after)
    where.push(sql`(${coachingRequests.createdAt}, ${coachingRequests.id}) < (${after.at.toISOString()}, ${after.id})`);
  return requestQuery(db)
    .where(and(...where))
    .orderBy(desc(coachingRequests.createdAt), desc(coachingRequests.id))
    .limit(limit + 1);
}

/** Answers a request only if it is still pending (a concurrent cancel or answer wins, not both). */
export async function answerRequest(
  db: Db,
  id: string,
  values: Pick<CoachingRequestRow, 'status' | 'childId' | 'respondedAt'>,
): Promise<CoachingRequestRow | undefined> {
  const [row] = await db
    .update(coachingRequests)
    .set(values)
    .where(and(eq(coachingRequests.id, id), eq(coachingRequests.status, 'pending')))
    .returning();
  return row;
}

export async function deletePendingRequest(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(coachingRequests)
    .where(and(eq(coachingRequests.id, id), eq(coachingRequests.status, 'pending')))
    .returning({ id: coachingRequests.id });
  return rows.length > 0;
}

// ---- Relationships

/** Links the coach and child for the subject; an existing link for that subject takes the new batch. */
export async function upsertRelationship(
  db: Db,
  values: typeof coachingRelationships.$inferInsert,
): Promise<CoachingRelationshipRow> {
  const [row] = await db
    .insert(coachingRelationships)
    .values(values)
    .onConflictDoUpdate({
      target: [coachingRelationships.coachId, coachingRelationships.childId, coachingRelationships.subject],
      set: { batchId: values.batchId ?? null, requestId: values.requestId ?? null },
    })
    .returning();
  return row;
}

export interface RelationshipView {
  rel: CoachingRelationshipRow;
  coachName: string;
  childName: string;
  childGrade: number;
  childPhotoFileId: string | null;
  childParentId: string;
  parentName: string;
  batchName: string | null;
}

const parent = alias(users, 'parent');
const relationshipQuery = (db: Db) =>
  db
    .select({
      rel: coachingRelationships,
      coachName: coach.name,
      childName: children.name,
      childGrade: children.grade,
      childPhotoFileId: children.photoFileId,
      childParentId: children.parentId,
      parentName: parent.name,
      batchName: batches.name,
    })
    .from(coachingRelationships)
    .innerJoin(coach, eq(coach.id, coachingRelationships.coachId))
    .innerJoin(children, eq(children.id, coachingRelationships.childId))
    .innerJoin(parent, eq(parent.id, children.parentId))
    .leftJoin(batches, eq(batches.id, coachingRelationships.batchId));

export async function findRelationshipView(db: Db, id: string): Promise<RelationshipView | undefined> {
  const [row] = await relationshipQuery(db).where(eq(coachingRelationships.id, id));
  return row;
}

export interface RelationshipFilter {
  coachId?: string;
  parentId?: string;
  childId?: string;
  batchId?: string;
  after: Keyset | null;
  limit: number;
}

/** A teacher's students or a family's coaches, newest first, keyset-paged: one statement per page. */
export async function listRelationships(db: Db, f: RelationshipFilter): Promise<RelationshipView[]> {
  const where: (SQL | undefined)[] = [];
  if (f.coachId) where.push(eq(coachingRelationships.coachId, f.coachId));
  if (f.parentId) where.push(eq(children.parentId, f.parentId));
  if (f.childId) where.push(eq(coachingRelationships.childId, f.childId));
  if (f.batchId) where.push(eq(coachingRelationships.batchId, f.batchId));
  if (f.after)
    where.push(
      sql`(${coachingRelationships.createdAt}, ${coachingRelationships.id}) < (${f.after.at.toISOString()}, ${f.after.id})`,
    );
  return relationshipQuery(db)
    .where(and(...where))
    .orderBy(desc(coachingRelationships.createdAt), desc(coachingRelationships.id))
    .limit(f.limit + 1);
}

export async function setRelationshipBatch(db: Db, id: string, batchId: string | null): Promise<void> {
  await db.update(coachingRelationships).set({ batchId }).where(eq(coachingRelationships.id, id));
}

export async function deleteRelationship(db: Db, id: string): Promise<void> {
  await db.delete(coachingRelationships).where(eq(coachingRelationships.id, id));
}
