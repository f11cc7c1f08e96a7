import { and, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { evaluations, submissionFiles, submissions, taskGroups, tasks, users } from '../../db/schema/index';
import { type OwnerScope, registerDbCounter, registerTaskClearer, registerTaskStats } from '../admin/admin.registry';

/**
 * What the tasks domain tells the super admin: task and evaluation counts by owner (the parent or teacher who
 * assigned), and the Clear Tasks action. A task is one child's copy; it counts as completed once submitted
 * (completed, evaluated, published, or archived after completion).
 */
function owner(column: AnyPgColumn, scope: OwnerScope): SQL | undefined {
  if (scope.userId) return eq(column, scope.userId);
  if (scope.role) return inArray(column, sql`(select ${users.id} from ${users} where ${users.role} = ${scope.role})`);
  return undefined;
}

const done = sql`${tasks.state} <> 'pending'`;
const n = (expr: SQL) => sql<number>`count(*) filter (where ${expr})`.mapWith(Number);
const day = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;

registerTaskStats({
  async overview(db: Db, scope: OwnerScope, since: Date) {
    const [t] = await db
      .select({
        total: count(),
        completed: n(done),
        olympiad: n(sql`${taskGroups.isOlympiad}`),
        olympiadCompleted: n(sql`${taskGroups.isOlympiad} and ${done}`),
      })
      .from(tasks)
      .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
      .where(owner(taskGroups.ownerId, scope));
    const [e] = await db
      .select({ total: count(), olympiad: n(sql`${evaluations.isOlympiad}`) })
      .from(evaluations)
      .where(owner(evaluations.ownerId, scope));
    const dailyTasks = await db
      .select({ d: day(tasks.createdAt), n: count() })
      .from(tasks)
      .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
      .where(and(owner(taskGroups.ownerId, scope), gte(tasks.createdAt, since)))
      .groupBy(day(tasks.createdAt));
    const dailyEvaluations = await db
      .select({ d: day(evaluations.createdAt), n: count() })
      .from(evaluations)
      .where(and(owner(evaluations.ownerId, scope), gte(evaluations.createdAt, since)))
      .groupBy(day(evaluations.createdAt));
    return {
      total: t.total,
      completed: t.completed,
      olympiad: { total: t.olympiad, completed: t.olympiadCompleted },
      regular: { total: t.total - t.olympiad, completed: t.completed - t.olympiadCompleted },
      evaluations: { total: e.total, olympiad: e.olympiad, regular: e.total - e.olympiad },
      daily_tasks: Object.fromEntries(dailyTasks.map((r) => [r.d, r.n])),
      daily_evaluations: Object.fromEntries(dailyEvaluations.map((r) => [r.d, r.n])),
    };
  },
});

registerDbCounter('tasks', async (db, scope) => {
  const [t] = await db
    .select({ n: count() })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .where(owner(taskGroups.ownerId, scope));
  const [e] = await db.select({ n: count() }).from(evaluations).where(owner(evaluations.ownerId, scope));
  return { tasks: t.n, evaluations: e.n };
});

/** Every assignment goes, and with it (by cascade) tasks, submissions, evaluations, badges and survey answers. */
registerTaskClearer('tasks', async (tx) => {
  const fileIds = (await tx.select({ id: submissionFiles.fileId }).from(submissionFiles)).map((r) => r.id);
  const [counts] = await tx
    .select({
      tasks: count(),
      submissions: sql<number>`(select count(*) from ${submissions})`.mapWith(Number),
      evaluations: sql<number>`(select count(*) from ${evaluations})`.mapWith(Number),
    })
    .from(tasks);
  await tx.delete(taskGroups);
  return { deleted: counts, fileIds };
});
