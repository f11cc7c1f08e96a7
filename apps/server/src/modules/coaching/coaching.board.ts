import {
  type AssignmentTargets,
  COACHING_MSG,
  DONE_STATES,
  type GroupSubmissions,
  type TaskStatusGroup,
  type TaskStatusResponse,
} from '@app/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  children,
  coachingRelationships,
  evaluations,
  files,
  submissionFiles,
  submissions,
  taskGroups,
  tasks,
} from '../../db/schema/index';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../policy/policy';
import * as batchRepo from '../batches/batches.repository';
import { loadBatchFor, toBatch } from '../batches/batches.service';

// The teacher's task status board (spec 02 §2.9), the submissions of one assignment (§2.10) and the assignment
// targets (§3 Assignment). Each answer is a fixed number of statements, whatever the batch's size.

const DONE_SQL = sql.raw(DONE_STATES.map((s) => `'${s}'`).join(', '));

/** A teacher's students are bounded by what one tuition centre links; targets list them whole. */
const TARGET_STUDENTS_MAX = 2000;

export async function assignmentTargets(db: Db, actor: Actor): Promise<AssignmentTargets> {
  const [students, batches] = await Promise.all([
    batchRepo.listTeacherStudents(db, actor.userId, TARGET_STUDENTS_MAX),
    batchRepo.listBatches(db, actor.userId),
  ]);
  // A child linked for two subjects is one student to assign to.
  const seen = new Set<string>();
  return {
    students: students
      .filter((s) => !seen.has(s.childId) && seen.add(s.childId))
      .map((s) => ({
        id: s.childId,
        name: s.name,
        grade: s.grade,
        child_id: s.childId,
        child_name: s.name,
        child_grade: s.grade,
        batch_id: s.batchId,
        subject: s.subject,
      })),
    batches: batches.map((b) => {
      const { id, name, subject, grade, student_count } = toBatch(b);
      return { id, name, subject, grade, student_count };
    }),
  };
}

interface BoardStudentJson {
  child_id: string;
  child_name: string;
  batch_id: string | null;
  state: string;
  task_id: string;
  submitted_at: string | null;
  overall_score: number | null;
}

/**
 * One page of the owner's assignment groups with their students, in one grouped statement, plus one statement for
 * the toggle's counts. The active view shows tasks not archived; the archived view the archived ones. With a
 * batch, only the tasks given through that batch.
 */
export async function taskStatus(
  db: Db,
  actor: Actor,
  q: { batch_id?: string; view: 'active' | 'archived'; cursor?: string; limit: number },
): Promise<TaskStatusResponse> {
  const batch = q.batch_id ? await loadBatchFor(db, actor, 'batch:read', q.batch_id) : null;
  const after = decodeCursor(q.cursor);
  const scope: (SQL | undefined)[] = [eq(taskGroups.ownerId, actor.userId)];
  if (batch) scope.push(eq(tasks.batchId, batch.id));
  const where = [
    ...scope,
    q.view === 'archived' ? eq(tasks.state, 'archived') : sql`${tasks.state} <> 'archived'`,
    after ? sql`(${taskGroups.createdAt}, ${taskGroups.id}) < (${after.at.toISOString()}, ${after.id})` : undefined,
  ];
  const latestScore = sql`(select ${evaluations.overallScore} from ${evaluations} where ${evaluations.taskId} = ${tasks.id} order by ${evaluations.createdAt} desc limit 1)`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        group: taskGroups,
        archivedAt: sql<string | null>`max(${tasks.archivedAt})`,
        students: sql<BoardStudentJson[]>`json_agg(json_build_object(
          'child_id', ${children.id}, 'child_name', ${children.name}, 'batch_id', ${tasks.batchId},
          'state', ${tasks.state}, 'task_id', ${tasks.id}, 'submitted_at', ${tasks.submittedAt},
          'overall_score', ${latestScore}) order by ${children.name}, ${tasks.id})`,
      })
      .from(taskGroups)
      .innerJoin(tasks, eq(tasks.groupId, taskGroups.id))
      .innerJoin(children, eq(children.id, tasks.childId))
      .where(and(...where))
      .groupBy(taskGroups.id)
      .orderBy(desc(taskGroups.createdAt), desc(taskGroups.id))
      .limit(q.limit + 1),
    db
      .select({
        active: sql<number>`count(distinct ${taskGroups.id}) filter (where ${tasks.state} <> 'archived')`.mapWith(
          Number,
        ),
        archived: sql<number>`count(distinct ${taskGroups.id}) filter (where ${tasks.state} = 'archived')`.mapWith(
          Number,
        ),
      })
      .from(taskGroups)
      .innerJoin(tasks, eq(tasks.groupId, taskGroups.id))
      .where(and(...scope)),
  ]);
  const { page, next_cursor } = pageOf(rows, q.limit, (r) => ({ at: r.group.createdAt, id: r.group.id }));
  return {
    task_status: page.map(({ group: g, archivedAt, students }): TaskStatusGroup => {
      const list = students.map((s) => ({
        child_id: s.child_id,
        child_name: s.child_name,
        batch_id: s.batch_id,
        // Only "submitted" is read (spec 02 §4): handed in, evaluated, published or archived after that.
        status: s.state === 'pending' ? ('pending' as const) : ('submitted' as const),
        state: s.state,
        task_id: s.task_id,
        submitted_at: s.submitted_at ? new Date(s.submitted_at).toISOString() : null,
        overall_score: s.overall_score,
      }));
      const submitted = list.filter((s) => s.status === 'submitted').length;
      return {
        assignment_group: g.id,
        task_code: g.taskCode,
        title: g.title,
        subject: g.subject,
        is_olympiad: g.isOlympiad,
        created_at: g.createdAt.toISOString(),
        due_date: g.dueDate?.toISOString() ?? null,
        archived_at: archivedAt ? new Date(archivedAt).toISOString() : null,
        total_assigned: list.length,
        submitted_count: submitted,
        pending_count: list.length - submitted,
        status: submitted === list.length ? 'completed' : 'pending',
        students: list,
      };
    }),
    active_count: counts?.active ?? 0,
    archived_count: counts?.archived ?? 0,
    next_cursor,
  };
}

/** Answers as the submissions modal shows them: "1: B" per line, or the typed text. */
function contentOf(answers: Record<string, string>, text: string | null): string {
  const lines = Object.entries(answers)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([n, a]) => `${n}: ${a}`);
  return [text ?? '', ...lines].filter(Boolean).join('\n');
}

/**
 * Every child's latest submission and its evaluation for one assignment group the caller owns (spec 02 §2.10):
 * one statement.
 */
export async function groupSubmissions(db: Db, actor: Actor, groupId: string): Promise<GroupSubmissions> {
  if (!isUuid(groupId)) throw notFound(COACHING_MSG.submissionsNotFound);
  const [group] = await db
    .select({ id: taskGroups.id, title: taskGroups.title, ownerId: taskGroups.ownerId })
    .from(taskGroups)
    .where(eq(taskGroups.id, groupId));
  if (!group || group.ownerId !== actor.userId || actor.activeChildId) throw notFound(COACHING_MSG.submissionsNotFound);
  const latest = sql`(select ${submissions.id} from ${submissions} where ${submissions.taskId} = ${tasks.id} order by ${submissions.createdAt} desc limit 1)`;
  const rows = await db
    .select({
      taskId: tasks.id,
      childId: children.id,
      state: tasks.state,
      name: children.name,
      grade: children.grade,
      submittedAt: tasks.submittedAt,
      submission: submissions,
      evaluation: evaluations,
      files: sql<
        { id: string; filename: string }[]
      >`coalesce((select json_agg(json_build_object('id', ${files.id}, 'filename', ${files.originalName}) order by ${submissionFiles.position}) from ${submissionFiles} join ${files} on ${files.id} = ${submissionFiles.fileId} where ${submissionFiles.submissionId} = ${submissions.id}), '[]'::json)`,
    })
    .from(tasks)
    .innerJoin(children, eq(children.id, tasks.childId))
    .leftJoin(submissions, sql`${submissions.id} = ${latest}`)
    .leftJoin(evaluations, eq(evaluations.submissionId, submissions.id))
    .where(
      and(
        eq(tasks.groupId, group.id),
        sql`${tasks.state} in (${DONE_SQL}, 'archived')`,
        // A removed student's work is the family's alone.
        sql`exists (select 1 from ${coachingRelationships} where ${coachingRelationships.coachId} = ${group.ownerId} and ${coachingRelationships.childId} = ${tasks.childId})`,
      ),
    )
    .orderBy(asc(children.name), asc(tasks.id));
  return {
    assignment_group: group.id,
    title: group.title,
    submissions: rows.map((r) => ({
      task_id: r.taskId,
      child_id: r.childId,
      state: r.state,
      child_details: { name: r.name, grade: r.grade },
      submission: r.submission && {
        id: r.submission.id,
        content: contentOf(r.submission.answers, r.submission.submissionText),
        submitted_at: (r.submittedAt ?? r.submission.createdAt).toISOString(),
        files: r.files,
      },
      evaluation: r.evaluation && {
        id: r.evaluation.id,
        overall_score: r.evaluation.overallScore,
        max_score: r.evaluation.maxScore,
        marks_awarded: r.evaluation.marksAwarded,
        grade: r.evaluation.grade,
        feedback: r.evaluation.feedback,
      },
    })),
  };
}
