import { randomInt } from 'node:crypto';
import {
  type AssignBody,
  DONE_STATES,
  MOCK_MSG,
  TASK_CODE_ALPHABET,
  TASK_CODE_LENGTH,
  TASK_MSG,
  type TaskDetail,
  type TaskDto,
  type TaskWorksheet,
  type Worksheet,
} from '@app/shared';
import type { Db } from '../../db/client';
import type { SessionRow, TaskGroupRow, UserRow } from '../../db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type Actor, actorOf, can, type TaskAction, type TaskRef } from '../../policy/policy';
import { isCoachOf } from '../coaching/coaching.repository';
import { resolveTeacherTargets } from '../coaching/coaching.targets';
import type { Notify } from '../notifications/notifications.service';
import { findWorksheetDto, loadWorksheetFor } from '../worksheets/worksheets.service';
import { toTaskDto, toTaskWorksheet } from './tasks.mapper';
import * as repo from './tasks.repository';

export type Auth = { user: UserRow; session: SessionRow };

export interface TasksCtx {
  db: Db;
  now: Date;
  notify: Notify;
  log?: { warn(o: object, m: string): void };
}

/**
 * The policy's view of a task. A coach who owns it reaches it only while they still coach the child: a removed
 * student's work is the family's alone.
 */
export async function taskRefOf(db: Db, actor: Actor, v: repo.TaskView): Promise<TaskRef> {
  const coachOwner = actor.role === 'coaching_teacher' && v.group.ownerId === actor.userId;
  return {
    ownerId: v.group.ownerId,
    childId: v.task.childId,
    childParentId: v.childParentId,
    state: v.task.state,
    ownerCoachesChild: coachOwner && (await isCoachOf(db, actor.userId, v.task.childId)),
  };
}

/** The task if the actor may do `action` on it; 404 otherwise, so task ids reveal nothing. */
export async function loadTaskFor(db: Db, actor: Actor, action: TaskAction, id: string): Promise<repo.TaskView> {
  if (!isUuid(id)) throw notFound(TASK_MSG.notFound);
  const view = await repo.findTaskView(db, id);
  const ref = view && (await taskRefOf(db, actor, view));
  if (!view || !ref || !can(actor, 'task:read', ref)) throw notFound(TASK_MSG.notFound);
  if (action !== 'task:read' && !can(actor, action, ref)) {
    // A reader who may not act gets 404 for management (not theirs) and 409 for a key that comes later.
    if (action === 'task:read_answer_key') throw conflict(TASK_MSG.answerKeyLater);
    throw notFound(TASK_MSG.notFound);
  }
  return view;
}

// ---- Assigning -----------------------------------------------------------------------------------------------

/** A fresh code: upper case, from the alphabet without look-alikes, from a CSPRNG. */
export function drawTaskCode(): string {
  let code = '';
  for (let i = 0; i < TASK_CODE_LENGTH; i++) code += TASK_CODE_ALPHABET[randomInt(TASK_CODE_ALPHABET.length)];
  return code;
}

const DAY_MS = 86_400_000;

/**
 * A due date as stored, or a refusal when it is in the past. A bare date is kept at noon UTC, which shows as that
 * same calendar day from UTC-11 to UTC+11, and counts as past only once that day has ended everywhere (UTC-12).
 */
export function resolveDueDate(value: string | null, now: Date): Date | null {
  if (!value) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const due = new Date(dateOnly ? `${value}T12:00:00Z` : value);
  const lastMoment = dateOnly ? due.getTime() + DAY_MS : due.getTime();
  if (lastMoment < now.getTime()) throw badRequest(TASK_MSG.dueDatePast, 'due_date', 'validation_error');
  return due;
}

/** Inserts an assignment group under a code no live group holds; a taken code (rare: 31^6) means another draw. */
export async function insertGroupWithFreshCode(
  db: Db,
  values: Omit<TaskGroupRow, 'id' | 'taskCode' | 'codeLive'>,
  draw: () => string = drawTaskCode,
) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await repo.insertGroupIfCodeFree(db, { ...values, taskCode: draw() });
    if (row) return row;
  }
  throw new AppError(503, 'Could not allocate a task code. Please try again.', 'task_code_exhausted');
}

export async function assignWorksheet(ctx: TasksCtx, auth: Auth, worksheetId: string, body: AssignBody) {
  const actor = actorOf(auth);
  const dueDate = resolveDueDate(body.due_date, ctx.now);
  let targets: { childId: string; batchId: string | null }[];
  let worksheet: Awaited<ReturnType<typeof loadWorksheetFor>>;
  if (auth.user.role === 'coaching_teacher') {
    // Batches or linked students (batches take precedence, spec 02 §6).
    worksheet = await loadWorksheetFor(ctx.db, auth.user, worksheetId, 'read');
    targets = await resolveTeacherTargets(ctx.db, actor, body, worksheet.subject);
  } else {
    // A parent gives tasks to their own children only.
    if (body.target_type !== 'child')
      throw new AppError(422, TASK_MSG.targetNotAvailable, 'target_not_available', {
        target_type: TASK_MSG.targetNotAvailable,
      });
    const ids = [...new Set(body.target_ids)];
    if (ids.length === 0) throw badRequest(TASK_MSG.selectAtLeastOneChild, 'target_ids', 'validation_error');
    worksheet = await loadWorksheetFor(ctx.db, auth.user, worksheetId, 'read');
    targets = ids.map((childId) => ({ childId, batchId: null }));
  }
  const kids = await repo.findChildrenByIds(
    ctx.db,
    targets.map((t) => t.childId),
  );
  const teacherLinked = auth.user.role === 'coaching_teacher';
  if (
    kids.length !== targets.length ||
    !kids.every((c) => can(actor, 'child:assign_task', { ...c, coachIds: teacherLinked ? [actor.userId] : [] }))
  )
    throw notFound();

  const meta = worksheet.olympiadMetadata;
  const { group, rows } = await ctx.db.transaction(async (tx) => {
    const group = await insertGroupWithFreshCode(tx, {
      ownerId: auth.user.id,
      ownerRole: auth.user.role,
      worksheetId: worksheet.id,
      title: body.title,
      description: body.description,
      subject: worksheet.subject,
      taskType: worksheet.isOlympiad ? 'olympiad' : 'worksheet',
      targetType: body.target_type,
      hintEnabled: body.hint_enabled,
      dueDate,
      isOlympiad: worksheet.isOlympiad,
      olympiadProvider: meta?.olympiad?.provider ?? null,
      olympiadCode: meta?.olympiad?.code ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const rows = await repo.insertTasks(tx, group.id, targets, ctx.now);
    return { group, rows };
  });

  const byId = new Map(kids.map((k) => [k.id, k]));
  const dtos = rows.map((task) => {
    const kid = byId.get(task.childId)!;
    return toTaskDto({ task, group, childName: kid.name, childParentId: kid.parentId, ownerName: auth.user.name });
  });
  await notifyFamilies(ctx, dtos, byId, (names) => ({
    title: 'New task assigned',
    message: `${auth.user.name} assigned "${group.title}" to ${names} (task code ${group.taskCode}).`,
    type: 'task.assigned',
  }));
  return {
    tasks: dtos.map((t) => ({ ...t, task_id: t.id })),
    tasks_created: dtos.length,
    assigned_count: dtos.length,
    assignment_group: group.id,
    task_code: group.taskCode,
    message: TASK_MSG.assigned,
  };
}

/**
 * Tells each family whose child a change concerns (the child sees it in the child view, which shares the
 * parent's account): one notification per parent, naming their children.
 */
async function notifyFamilies(
  ctx: TasksCtx,
  tasks: TaskDto[],
  kids: Map<string, { parentId: string; name: string }>,
  make: (childNames: string) => { title: string; message: string; type: string },
) {
  const byParent = new Map<string, TaskDto[]>();
  for (const t of tasks) {
    const parentId = kids.get(t.child_id)?.parentId;
    if (parentId) byParent.set(parentId, [...(byParent.get(parentId) ?? []), t]);
  }
  await Promise.all(
    [...byParent].map(async ([parentId, own]) => {
      const names = own.map((t) => t.child_name ?? '').join(', ');
      const { title, message, type } = make(names);
      try {
        await ctx.notify(parentId, {
          title,
          message,
          data: {
            type,
            assignment_group: own[0].assignment_group,
            task_code: own[0].task_code,
            task_ids: own.map((t) => t.id),
            child_ids: own.map((t) => t.child_id),
          },
          // A child's view sees a task notice that concerns that child alone.
          childId: own.length === 1 ? own[0].child_id : null,
        });
      } catch (err) {
        // The change itself is committed; a failed notification must not turn it into an error.
        ctx.log?.warn({ err, parentId }, 'task notification failed');
      }
    }),
  );
}

// ---- Reading -----------------------------------------------------------------------------------------------------

async function worksheetOf(db: Db, view: repo.TaskView): Promise<Worksheet | null> {
  if (!view.group.worksheetId) return null;
  return (await findWorksheetDto(db, view.group.worksheetId)) ?? null;
}

export async function getTask(db: Db, auth: Auth, id: string): Promise<TaskDetail> {
  const actor = actorOf(auth);
  const view = await loadTaskFor(db, actor, 'task:read', id);
  const withKey = can(actor, 'task:read_answer_key', await taskRefOf(db, actor, view));
  const ws = await worksheetOf(db, view);
  // Hints stay for adults; the child sees them only when the task has them on.
  const withHints = !actor.activeChildId || view.group.hintEnabled;
  const shown = ws && toTaskWorksheet(ws, { withKey, withHints });
  return {
    task: toTaskDto(view),
    // A child reads a mock paper's questions only from its running clock (GET /tasks/{id}/mock).
    worksheet: shown && isChildMock(actor, view, ws) ? withoutQuestions(shown) : shown,
    answer_key_visible: withKey,
  };
}

const isChildMock = (actor: Actor, view: repo.TaskView, ws: Worksheet) =>
  Boolean(actor.activeChildId) && view.group.isOlympiad && ws.olympiad_metadata?.mode === 'mock';

function withoutQuestions(ws: TaskWorksheet): TaskWorksheet {
  return {
    ...ws,
    questions: [],
    json_data: { sections: ws.json_data.sections.map((s) => ({ ...s, questions_list: [] })), answer_key: [] },
  };
}

export async function getAnswerKey(db: Db, auth: Auth, id: string) {
  const view = await loadTaskFor(db, actorOf(auth), 'task:read_answer_key', id);
  const ws = await worksheetOf(db, view);
  if (!ws) throw notFound(TASK_MSG.noWorksheet);
  return {
    answer_key: ws.answer_key,
    answer_key_entries: ws.json_data.answer_key,
    worksheet: { id: ws.id, title: ws.title, subject: ws.subject, grade: ws.grade, topics: ws.topics },
    task: toTaskDto(view),
  };
}

/** The task and its full worksheet for printing; the key only when asked and allowed (adults). */
export async function loadForPrint(db: Db, auth: Auth, id: string, answerKey: boolean) {
  const actor = actorOf(auth);
  const view = await loadTaskFor(db, actor, 'task:read', id);
  const ws = await worksheetOf(db, view);
  if (!ws) throw notFound(TASK_MSG.noWorksheet);
  // Printing a mock paper before its clock starts would let the child read it untimed.
  if (isChildMock(actor, view, ws) && view.task.state === 'pending') throw conflict(MOCK_MSG.paperHidden);
  // The answer-key page is for adults only, whatever the task's state.
  const withKey =
    answerKey && !actor.activeChildId && can(actor, 'task:read_answer_key', await taskRefOf(db, actor, view));
  return { task: toTaskDto(view), worksheet: ws, answerKey: withKey };
}

// ---- Adult actions (spec 03 §4) ----------------------------------------------------------------------------------

export async function reassignTask(ctx: TasksCtx, auth: Auth, id: string) {
  const view = await loadTaskFor(ctx.db, actorOf(auth), 'task:manage', id);
  const row = await repo.transitionTask(ctx.db, view.task.id, DONE_STATES, {
    state: 'pending',
    submittedAt: null,
    completedAt: null,
    evaluatedAt: null,
    updatedAt: ctx.now,
  });
  if (!row) throw conflict(TASK_MSG.onlyCompletedReassign);
  const task = toTaskDto({ ...view, task: row });
  await notifyFamilies(
    ctx,
    [task],
    new Map([[task.child_id, { parentId: view.childParentId, name: view.childName }]]),
    (n) => ({
      title: 'Task reassigned',
      message: `"${task.title}" is back in ${n}'s pending tasks (task code ${task.task_code}).`,
      type: 'task.reassigned',
    }),
  );
  return { message: TASK_MSG.reassigned, task };
}

export async function archiveTask(ctx: TasksCtx, auth: Auth, id: string) {
  const view = await loadTaskFor(ctx.db, actorOf(auth), 'task:manage', id);
  const row = await ctx.db.transaction(async (tx) => {
    const row = await repo.transitionTask(tx, view.task.id, DONE_STATES, {
      state: 'archived',
      archivedAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (row) await repo.settleGroup(tx, view.group.id, ctx.now);
    return row;
  });
  if (!row) throw conflict(TASK_MSG.onlyCompletedArchive);
  return { message: TASK_MSG.archived, task: toTaskDto({ ...view, task: row }) };
}

/**
 * Deletes a pending task from every child of its assignment group (spec 03 §4). Children who already handed
 * the work in keep theirs: their task, submission and evaluation stay.
 */
export async function deleteTask(ctx: TasksCtx, auth: Auth, id: string) {
  const view = await loadTaskFor(ctx.db, actorOf(auth), 'task:manage', id);
  if (view.task.state !== 'pending') throw conflict(TASK_MSG.onlyPendingDelete);
  const group = await repo.findGroupTaskViews(ctx.db, view.group.id);
  const deleted = await ctx.db.transaction(async (tx) => {
    const rows = await repo.deletePendingTasksOfGroup(tx, view.group.id);
    await repo.settleGroup(tx, view.group.id, ctx.now);
    return rows;
  });
  if (!deleted.some((r) => r.id === view.task.id)) throw conflict(TASK_MSG.onlyPendingDelete);
  const gone = new Set(deleted.map((r) => r.id));
  const removed = group.filter((v) => gone.has(v.task.id));
  await notifyFamilies(
    ctx,
    removed.map(toTaskDto),
    new Map(removed.map((v) => [v.task.childId, { parentId: v.childParentId, name: v.childName }])),
    (n) => ({
      title: 'Task removed',
      message: `"${view.group.title}" was removed from ${n}'s tasks.`,
      type: 'task.deleted',
    }),
  );
  return { message: TASK_MSG.deleted, task: null, deleted_task_ids: [...gone] };
}
