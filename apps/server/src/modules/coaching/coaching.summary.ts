import { COACHING_SUMMARY_LIST_MAX, DONE_STATES } from '@app/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { evaluations, taskGroups, tasks, users } from '../../db/schema/index';
import type { Actor } from '../../policy/policy';
import { loadChildFor } from '../children/children.service';

// The coaching summary of a child (spec 02 §2.18): a coach's tasks for that child as the parent sees them.

const latestScore = sql<
  number | null
>`(select ${evaluations.overallScore} from ${evaluations} where ${evaluations.taskId} = ${tasks.id} order by ${evaluations.createdAt} desc limit 1)`;

export async function coachingSummary(db: Db, actor: Actor, childId: string, coachId?: string) {
  const child = await loadChildFor(db, actor, 'child:read_tasks', childId);
  // One coach's tasks, or every coach's when none is named (never the parent's own).
  const scope: SQL[] = [eq(tasks.childId, child.id)];
  scope.push(coachId ? eq(taskGroups.ownerId, coachId) : eq(users.role, 'coaching_teacher'));
  const base = () =>
    db
      .select({
        task_id: tasks.id,
        title: taskGroups.title,
        subject: taskGroups.subject,
        due_date: taskGroups.dueDate,
        state: tasks.state,
        overall_score: latestScore,
        created_at: tasks.createdAt,
      })
      .from(tasks)
      .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
      .innerJoin(users, eq(users.id, taskGroups.ownerId));
  const [counts, pending, completed] = await Promise.all([
    db
      .select({
        pending: sql<number>`count(*) filter (where ${tasks.state} = 'pending')`.mapWith(Number),
        done: sql<number>`count(*) filter (where ${tasks.state} <> 'pending')`.mapWith(Number),
        average: sql<number | null>`avg(${latestScore})`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(tasks)
      .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
      .innerJoin(users, eq(users.id, taskGroups.ownerId))
      .where(and(...scope)),
    base()
      .where(and(...scope, eq(tasks.state, 'pending')))
      .orderBy(desc(tasks.createdAt), desc(tasks.id))
      .limit(COACHING_SUMMARY_LIST_MAX),
    base()
      .where(and(...scope, inArray(tasks.state, [...DONE_STATES, 'archived'])))
      .orderBy(desc(tasks.updatedAt), desc(tasks.id))
      .limit(COACHING_SUMMARY_LIST_MAX),
  ]);
  const dto = (r: (typeof pending)[number]) => ({
    ...r,
    due_date: r.due_date?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    overall_score: r.overall_score === null ? null : Number(r.overall_score),
  });
  const c = counts[0];
  return {
    average_score: c?.average === null || c?.average === undefined ? null : Math.round(c.average * 10) / 10,
    tasks_completed: c?.done ?? 0,
    pending_tasks: c?.pending ?? 0,
    pending: pending.map(dto),
    completed: completed.map(dto),
  };
}
