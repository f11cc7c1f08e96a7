import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  children,
  files,
  notes,
  type StudyAssignmentRow,
  studyAssignments,
  studyShareFiles,
  studyShares,
  users,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';

/** One assignment with what the list shows: who gave it, the child, and the notes it points to. */
export interface AssignmentView {
  a: StudyAssignmentRow;
  assignedByName: string;
  childName: string;
  childParentId: string;
  recipientCount: number;
  noteType: (typeof notes.$inferSelect)['type'] | null;
  noteGrade: number | null;
  noteContent: (typeof notes.$inferSelect)['content'] | null;
  noteMermaid: string | null;
}

const viewColumns = {
  a: studyAssignments,
  assignedByName: users.name,
  childName: children.name,
  childParentId: children.parentId,
  recipientCount: sql<number>`1`.mapWith(Number),
  noteType: notes.type,
  noteGrade: notes.grade,
  noteContent: notes.content,
  noteMermaid: notes.mermaid,
};

const viewQuery = (db: Db) =>
  db
    .select(viewColumns)
    .from(studyAssignments)
    .innerJoin(users, eq(users.id, studyAssignments.assignedBy))
    .innerJoin(children, eq(children.id, studyAssignments.childId))
    .leftJoin(notes, eq(notes.id, studyAssignments.noteId));

export async function findAssignmentView(db: Db, id: string): Promise<AssignmentView | undefined> {
  const [row] = await viewQuery(db).where(eq(studyAssignments.id, id));
  return row;
}

export interface ChildListFilter {
  childId: string;
  role?: string;
  assignedBy?: string;
  after: Keyset | null;
  limit: number;
}

function childFilter(f: Omit<ChildListFilter, 'after' | 'limit'>): SQL {
  const conds: SQL[] = [eq(studyAssignments.childId, f.childId)];
  if (f.role) conds.push(eq(studyAssignments.assignedByRole, f.role));
  if (f.assignedBy) conds.push(eq(studyAssignments.assignedBy, f.assignedBy));
  return and(...conds)!;
}

/** A child's materials, newest first, one row more than the page (keyset on assigned_at, id). */
export async function listChildAssignments(db: Db, f: ChildListFilter): Promise<AssignmentView[]> {
  const conds = [childFilter(f)];
  if (f.after)
    conds.push(sql`(${studyAssignments.assignedAt}, ${studyAssignments.id}) < (${f.after.at}, ${f.after.id})`);
  return viewQuery(db)
    .where(and(...conds))
    .orderBy(desc(studyAssignments.assignedAt), desc(studyAssignments.id))
    .limit(f.limit + 1);
}

export async function countChildAssignments(db: Db, f: Omit<ChildListFilter, 'after' | 'limit'>) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not ${studyAssignments.isRead})`.mapWith(Number),
    })
    .from(studyAssignments)
    .where(childFilter(f));
  return row ?? { total: 0, unread: 0 };
}

const itemKey = sql<string>`coalesce(${studyAssignments.noteId}, ${studyAssignments.shareId})`;
const lastAt = sql<Date>`max(${studyAssignments.assignedAt})`;

/**
 * What a teacher gave, each item (notes or share) once with its number of recipients, newest first; paged on the
 * latest assignment time and the item id.
 */
export async function listGivenItems(db: Db, userId: string, after: Keyset | null, limit: number) {
  const having = after ? sql`(${lastAt}, ${itemKey}) < (${after.at}, ${after.id})` : undefined;
  const rows = await db
    .select({
      itemId: itemKey,
      at: sql<string>`max(${studyAssignments.assignedAt})`,
      recipients: sql<number>`count(*)`.mapWith(Number),
      anyId: sql<string>`(array_agg(${studyAssignments.id} order by ${studyAssignments.assignedAt} desc))[1]`,
    })
    .from(studyAssignments)
    .where(eq(studyAssignments.assignedBy, userId))
    .groupBy(itemKey)
    .having(having)
    .orderBy(desc(lastAt), desc(itemKey))
    .limit(limit + 1);
  if (rows.length === 0) return [];
  const views = await viewQuery(db).where(
    inArray(
      studyAssignments.id,
      rows.map((r) => r.anyId),
    ),
  );
  const byId = new Map(views.map((v) => [v.a.id, v]));
  return rows.map((r) => ({
    ...byId.get(r.anyId)!,
    recipientCount: r.recipients,
    itemId: r.itemId,
    at: new Date(r.at),
  }));
}

export async function countGivenItems(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${itemKey})`.mapWith(Number) })
    .from(studyAssignments)
    .where(eq(studyAssignments.assignedBy, userId));
  return row?.total ?? 0;
}

export interface ShareFile {
  shareId: string;
  fileId: string;
  name: string;
  contentType: string;
}

/** The files of these shares, in their order (one statement for a whole page). */
export async function filesOfShares(db: Db, shareIds: string[]): Promise<ShareFile[]> {
  if (shareIds.length === 0) return [];
  return db
    .select({
      shareId: studyShareFiles.shareId,
      fileId: studyShareFiles.fileId,
      name: files.originalName,
      contentType: files.contentType,
    })
    .from(studyShareFiles)
    .innerJoin(files, eq(files.id, studyShareFiles.fileId))
    .where(inArray(studyShareFiles.shareId, shareIds))
    .orderBy(asc(studyShareFiles.shareId), asc(studyShareFiles.position));
}

export async function setRead(db: Db, id: string, isRead: boolean, at: Date): Promise<StudyAssignmentRow> {
  const [row] = await db
    .update(studyAssignments)
    .set({ isRead, readAt: isRead ? at : null })
    .where(eq(studyAssignments.id, id))
    .returning();
  return row;
}

export type NewAssignment = typeof studyAssignments.$inferInsert;

/** Notes given again to a child come back as new (unread, newest) rather than listed twice. */
export async function upsertNoteAssignments(db: Db, rows: NewAssignment[]): Promise<StudyAssignmentRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(studyAssignments)
    .values(rows)
    .onConflictDoUpdate({
      target: [studyAssignments.noteId, studyAssignments.childId],
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        assignedAt: sql`excluded.assigned_at`,
        assignedBy: sql`excluded.assigned_by`,
        assignedByRole: sql`excluded.assigned_by_role`,
        batchId: sql`excluded.batch_id`,
        isRead: false,
        readAt: null,
      },
    })
    .returning();
}

export async function insertShare(
  db: Db,
  share: typeof studyShares.$inferInsert,
  fileIds: string[],
  rows: Omit<NewAssignment, 'shareId'>[],
) {
  const [s] = await db.insert(studyShares).values(share).returning();
  await db.insert(studyShareFiles).values(fileIds.map((fileId, position) => ({ shareId: s.id, fileId, position })));
  const assigned = rows.length
    ? await db
        .insert(studyAssignments)
        .values(rows.map((r) => ({ ...r, shareId: s.id })))
        .returning()
    : [];
  return { share: s, assigned };
}

/** Whether this user is the parent of a child who was given a share holding this file (the file read rule). */
export async function parentHasSharedFile(db: Db, userId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(studyShareFiles)
    .innerJoin(studyAssignments, eq(studyAssignments.shareId, studyShareFiles.shareId))
    .innerJoin(children, eq(children.id, studyAssignments.childId))
    .where(and(eq(studyShareFiles.fileId, fileId), eq(children.parentId, userId)))
    .limit(1);
  return !!row;
}

/** Whether a child of this parent was given these notes (who may print them). */
export async function parentHasNotes(db: Db, userId: string, noteId: string, childId?: string): Promise<boolean> {
  const conds = [eq(studyAssignments.noteId, noteId), eq(children.parentId, userId)];
  if (childId) conds.push(eq(studyAssignments.childId, childId));
  const [row] = await db
    .select({ one: sql`1` })
    .from(studyAssignments)
    .innerJoin(children, eq(children.id, studyAssignments.childId))
    .where(and(...conds))
    .limit(1);
  return !!row;
}
