import { TASK_MSG, type TaskDto } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type ChildRow,
  children,
  type TaskGroupRow,
  type TaskRow,
  taskGroups,
  tasks,
  users,
} from '../../db/schema/index';
import { type AppError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../policy/policy';

/** A child's task with what every rule about it needs: its assignment (owner, code, worksheet) and its child. */
export interface TaskRef {
  task: TaskRow;
  group: TaskGroupRow;
  child: ChildRow;
  ownerName: string;
}

export async function findTaskRef(db: Db, id: string): Promise<TaskRef | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ task: tasks, group: taskGroups, child: children, ownerName: users.name })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .innerJoin(children, eq(children.id, tasks.childId))
    .innerJoin(users, eq(users.id, taskGroups.ownerId))
    .where(eq(tasks.id, id))
    .limit(1);
  return row;
}

/**
 * Who may touch a child's task: the child's parent (whoever assigned it), the adult who assigned it, and a child
 * view of that very child. `other_child` is a child view of the same family asking for a sibling's task (the
 * comparison answers that with the spec's 403); strangers get `none` (404, ids do not leak).
 */
export function taskAccess(actor: Actor, ref: TaskRef): 'ok' | 'other_child' | 'none' {
  if (actor.activeChildId) {
    if (ref.child.parentId !== actor.userId) return 'none';
    return ref.task.childId === actor.activeChildId ? 'ok' : 'other_child';
  }
  if (actor.role === 'parent' && ref.child.parentId === actor.userId) return 'ok';
  if ((actor.role === 'parent' || actor.role === 'coaching_teacher') && ref.group.ownerId === actor.userId) return 'ok';
  return 'none';
}

/** The task if the actor may touch it; 404 otherwise, or `otherChild` (e.g. the spec's 403) for a sibling's. */
export async function loadTaskFor(
  db: Db,
  actor: Actor,
  id: string,
  opts: { otherChild?: AppError } = {},
): Promise<TaskRef> {
  const ref = await findTaskRef(db, id);
  if (!ref) throw notFound(TASK_MSG.notFound);
  const access = taskAccess(actor, ref);
  if (access === 'other_child' && opts.otherChild) throw opts.otherChild;
  if (access !== 'ok') throw notFound(TASK_MSG.notFound);
  return ref;
}

export function toTaskDto(ref: Pick<TaskRef, 'task' | 'group' | 'child' | 'ownerName'>): TaskDto {
  const { task, group } = ref;
  return {
    id: task.id,
    assignment_group: group.id,
    task_code: group.taskCode,
    title: group.title,
    description: group.description,
    subject: group.subject,
    task_type: group.taskType,
    state: task.state,
    hint_enabled: group.hintEnabled,
    due_date: group.dueDate?.toISOString() ?? null,
    owner_id: group.ownerId,
    owner_role: group.ownerRole,
    owner_name: ref.ownerName,
    child_id: task.childId,
    child_name: ref.child.name,
    worksheet_id: group.worksheetId,
    is_olympiad: group.isOlympiad,
    olympiad_provider: group.olympiadProvider,
    olympiad_code: group.olympiadCode,
    batch_id: task.batchId,
    batch_names: [],
    target_ids: [task.childId],
    submitted_at: task.submittedAt?.toISOString() ?? null,
    archived_at: task.archivedAt?.toISOString() ?? null,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  };
}
