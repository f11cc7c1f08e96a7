import { listSubjects } from '@app/content/curriculum/index';
import { DONE_STATES, isTaskCode, normaliseTaskCode, TASK_MSG, type TaskDto, type TaskState } from '@app/shared';
import type { Db } from '../../db/client';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { actorOf, can } from '../../policy/policy';
import { loadChildWorkFor } from '../children/children.service';
import { coachedAmong } from '../coaching/coaching.repository';
import { toTaskDto } from './tasks.mapper';
import * as repo from './tasks.repository';
import type { Auth } from './tasks.service';

// Lists and look-ups: each answers in a fixed number of statements whatever the list size (keyset pages).

export interface ListQuery {
  cursor?: string;
  limit: number;
  owner_id?: string;
  subject?: string;
}

const PENDING: readonly TaskState[] = ['pending'];

/** A child's pending or completed tasks (completed: handed in, evaluated or published), newest first. */
export async function listChildTasks(
  db: Db,
  auth: Auth,
  childId: string,
  which: 'pending' | 'completed',
  q: ListQuery,
) {
  const { child, ownerId } = await loadChildWorkFor(db, actorOf(auth), childId, q.owner_id);
  const rows = await repo.listChildTaskViews(db, {
    childId: child.id,
    states: which === 'pending' ? PENDING : DONE_STATES,
    after: decodeCursor(q.cursor),
    limit: q.limit,
    ownerId,
    subject: q.subject,
  });
  const { page, next_cursor } = pageOf(rows, q.limit, (v) => ({ at: v.task.createdAt, id: v.task.id }));
  return { tasks: page.map(toTaskDto), next_cursor };
}

/** Subject pills: the subjects of the child's board and grade, then any other subject it has tasks in. */
export async function listChildSubjects(db: Db, auth: Auth, childId: string) {
  const { child, ownerId } = await loadChildWorkFor(db, actorOf(auth), childId);
  return subjectsOfChild(db, child, ownerId);
}

/** For a child the caller was already allowed to read; with `ownerId` only that owner's task subjects are added. */
export async function subjectsOfChild(db: Db, child: { id: string; board: string; grade: number }, ownerId?: string) {
  const subjects: string[] = [...listSubjects(child.board, child.grade)];
  if (subjects.length === 0) subjects.push(...listSubjects('CBSE', child.grade));
  for (const s of await repo.distinctSubjectsOfChild(db, child.id, ownerId))
    if (!subjects.includes(s)) subjects.push(s);
  return { subjects };
}

export async function listArchived(db: Db, auth: Auth, q: { cursor?: string; limit: number }) {
  const rows = await repo.listArchivedGroups(db, auth.user.id, decodeCursor(q.cursor), q.limit);
  const { page, next_cursor } = pageOf(rows, q.limit, (r) => ({ at: r.archivedAt, id: r.group.id }));
  return {
    archived_tasks: page.map((r) => ({
      task: {
        id: r.children[0]?.task_id ?? r.group.id,
        task_code: r.group.taskCode,
        title: r.group.title,
        subject: r.group.subject,
        created_at: r.group.createdAt.toISOString(),
        archived_at: r.archivedAt?.toISOString() ?? null,
        due_date: r.group.dueDate?.toISOString() ?? null,
        assignment_group: r.group.id,
      },
      children: r.children,
    })),
    next_cursor,
  };
}

function parseCode(raw: string): string {
  const code = normaliseTaskCode(raw);
  if (!isTaskCode(code)) throw badRequest(TASK_MSG.codeInvalid, 'code', 'validation_error');
  return code;
}

/** The tasks of the live group with this code that the caller may read (another family's: none). */
async function visibleByCode(db: Db, auth: Auth, raw: string): Promise<TaskDto[]> {
  const actor = actorOf(auth);
  const views = await repo.findLiveCodeTaskViews(db, parseCode(raw));
  const coached =
    actor.role === 'coaching_teacher'
      ? await coachedAmong(
          db,
          actor.userId,
          views.map((v) => v.task.childId),
        )
      : new Set<string>();
  return views
    .filter((v) =>
      can(actor, 'task:read', {
        ownerId: v.group.ownerId,
        childId: v.task.childId,
        childParentId: v.childParentId,
        state: v.task.state,
        ownerCoachesChild: coached.has(v.task.childId),
      }),
    )
    .map(toTaskDto);
}

export async function findByCode(db: Db, auth: Auth, code: string) {
  const tasks = await visibleByCode(db, auth, code);
  if (tasks.length === 0) throw notFound(TASK_MSG.codeNotFound);
  return { task: tasks.find((t) => t.state === 'pending') ?? tasks[0], tasks };
}

/**
 * The submission wizard's check (spec 03 §2.6): which task of that child the code names. `child_id` picks the
 * child; without it the child view's own child, or the caller's one task in the group.
 */
export async function validateCode(db: Db, auth: Auth, code: string, childId: string | undefined) {
  const tasks = await visibleByCode(db, auth, code);
  if (tasks.length === 0) return { valid: false, task: null, message: TASK_MSG.codeNotFound };
  const wanted = childId ?? auth.session.activeChildId;
  let task: TaskDto | undefined;
  if (wanted) task = isUuid(wanted) ? tasks.find((t) => t.child_id === wanted) : undefined;
  else task = tasks.find((t) => t.state === 'pending') ?? tasks[0];
  if (!task) return { valid: false, task: null, message: TASK_MSG.notAssigned };
  if (task.state !== 'pending') return { valid: false, task, message: TASK_MSG.alreadySubmitted };
  return { valid: true, task, message: TASK_MSG.codeFound };
}
