import type { TaskState } from '@app/shared';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batches,
  children,
  type NewTaskGroupRow,
  type TaskGroupRow,
  type TaskRow,
  taskGroups,
  tasks,
  users,
} from '../../db/schema/index';
import type { Keyset } from '../../lib/cursor';

/** One child's task with what every answer shows about it: its group, its child and its owner. */
export interface TaskView {
  task: TaskRow;
  group: TaskGroupRow;
  childName: string;
  childParentId: string;
  ownerName: string;
  /** The batch the task came through (a teacher's batch target), for the print header. */
  batchName?: string | null;
}

const viewColumns = {
  task: tasks,
  group: taskGroups,
  childName: children.name,
  childParentId: children.parentId,
  ownerName: users.name,
  batchName: batches.name,
};

const viewQuery = (db: Db) =>
  db
    .select(viewColumns)
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .innerJoin(children, eq(children.id, tasks.childId))
    .innerJoin(users, eq(users.id, taskGroups.ownerId))
    .leftJoin(batches, eq(batches.id, tasks.batchId));

export async function findTaskView(db: Db, taskId: string): Promise<TaskView | undefined> {
  const [row] = await viewQuery(db).where(eq(tasks.id, taskId));
  return row;
}

export async function findGroupTaskViews(db: Db, groupId: string): Promise<TaskView[]> {
  return viewQuery(db).where(eq(tasks.groupId, groupId)).orderBy(children.name, tasks.id);
}

/** The tasks of the live group holding this code. */
export async function findLiveCodeTaskViews(db: Db, code: string): Promise<TaskView[]> {
  return viewQuery(db)
    .where(and(eq(taskGroups.taskCode, code), eq(taskGroups.codeLive, true)))
    .orderBy(children.name, tasks.id);
}

export interface ChildTaskFilter {
  childId: string;
  states: readonly TaskState[];
  after: Keyset | null;
  limit: number;
  ownerId?: string;
  subject?: string;
}

/** One page of a child's tasks in the given states, newest first, in one statement whatever the list size. */
export async function listChildTaskViews(db: Db, f: ChildTaskFilter): Promise<TaskView[]> {
  const where: (SQL | undefined)[] = [eq(tasks.childId, f.childId), inArray(tasks.state, [...f.states])];
  if (f.after) where.push(sql`(${tasks.createdAt}, ${tasks.id}) < (${f.after.at.toISOString()}, ${f.after.id})`);
  if (f.ownerId) where.push(eq(taskGroups.ownerId, f.ownerId));
  if (f.subject) where.push(eq(taskGroups.subject, f.subject));
  return viewQuery(db)
    .where(and(...where))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(f.limit + 1);
}

export async function distinctSubjectsOfChild(db: Db, childId: string, ownerId?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ subject: taskGroups.subject })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .where(and(eq(tasks.childId, childId), ownerId ? eq(taskGroups.ownerId, ownerId) : undefined));
  return rows.map((r) => r.subject);
}

/** Inserts the group unless its code is taken by a live group (then undefined: the caller draws another code). */
export async function insertGroupIfCodeFree(db: Db, values: NewTaskGroupRow): Promise<TaskGroupRow | undefined> {
  const [row] = await db
    .insert(taskGroups)
    .values(values)
    .onConflictDoNothing({ target: taskGroups.taskCode, where: sql`${taskGroups.codeLive}` })
    .returning();
  return row;
}

export async function insertTasks(
  db: Db,
  groupId: string,
  targets: { childId: string; batchId?: string | null }[],
  now: Date,
): Promise<TaskRow[]> {
  return db
    .insert(tasks)
    .values(
      targets.map((t) => ({ groupId, childId: t.childId, batchId: t.batchId ?? null, createdAt: now, updatedAt: now })),
    )
    .returning();
}

export async function updateTask(db: Db, id: string, values: Partial<TaskRow>): Promise<TaskRow> {
  const [row] = await db.update(tasks).set(values).where(eq(tasks.id, id)).returning();
  return row;
}

/** Moves a task from one state to another only if it is still in `from` (a concurrent change wins, not both). */
export async function transitionTask(
  db: Db,
  id: string,
  from: readonly TaskState[],
  values: Partial<TaskRow>,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.id, id), inArray(tasks.state, [...from])))
    .returning();
  return row;
}

/** Deletes the group's tasks still pending; returns them. */
export async function deletePendingTasksOfGroup(db: Db, groupId: string): Promise<TaskRow[]> {
  return db
    .delete(tasks)
    .where(and(eq(tasks.groupId, groupId), eq(tasks.state, 'pending')))
    .returning();
}

/**
 * After a delete or an archive: a group with no task left goes; one whose tasks are all archived frees its code.
 * One statement each, whatever the group's size.
 */
export async function settleGroup(db: Db, groupId: string, now: Date): Promise<void> {
  await db
    .delete(taskGroups)
    .where(
      and(eq(taskGroups.id, groupId), sql`not exists (select 1 from ${tasks} where ${tasks.groupId} = ${groupId})`),
    );
  await db
    .update(taskGroups)
    .set({ codeLive: false, updatedAt: now })
    .where(
      and(
        eq(taskGroups.id, groupId),
        eq(taskGroups.codeLive, true),
        sql`not exists (select 1 from ${tasks} where ${tasks.groupId} = ${groupId} and ${tasks.state} <> 'archived')`,
      ),
    );
}

export interface ArchivedGroupRow {
  group: TaskGroupRow;
  archivedAt: Date;
  children: { id: string; name: string; task_id: string }[];
}

/** The owner's archived tasks grouped by assignment group, most recently archived first (keyset on that). */
export async function listArchivedGroups(
  db: Db,
  ownerId: string,
  after: Keyset | null,
  limit: number,
): Promise<ArchivedGroupRow[]> {
  const archivedAt = sql<Date>`max(${tasks.archivedAt})`.mapWith(tasks.archivedAt);
  const having = after
    ? sql`(max(${tasks.archivedAt}), ${taskGroups.id}) < (${after.at.toISOString()}, ${after.id})`
    : undefined;
  const rows = await db
    .select({
      group: taskGroups,
      archivedAt,
      children: sql<
        ArchivedGroupRow['children']
      >`json_agg(json_build_object('id', ${children.id}, 'name', ${children.name}, 'task_id', ${tasks.id}) order by ${children.name})`,
    })
    .from(taskGroups)
    .innerJoin(tasks, and(eq(tasks.groupId, taskGroups.id), eq(tasks.state, 'archived')))
    .innerJoin(children, eq(children.id, tasks.childId))
    .where(eq(taskGroups.ownerId, ownerId))
    .groupBy(taskGroups.id)
    .having(having)
    .orderBy(desc(archivedAt), desc(taskGroups.id))
    .limit(limit + 1);
  return rows;
}

/** The children (with their parent) among these ids: one statement for any number of targets. */
export async function findChildrenByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(children).where(inArray(children.id, ids));
}

/** Whether the user owns an assignment of this worksheet or is the parent of a child who has one. */
export async function userReachesWorksheetThroughTask(db: Db, userId: string, worksheetId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(taskGroups)
    .innerJoin(tasks, eq(tasks.groupId, taskGroups.id))
    .innerJoin(children, eq(children.id, tasks.childId))
    .where(
      and(eq(taskGroups.worksheetId, worksheetId), or(eq(taskGroups.ownerId, userId), eq(children.parentId, userId))),
    )
    .limit(1);
  return rows.length > 0;
}
