import {
  type ComparisonResponse,
  DONE_STATES,
  EVALUATION_MSG,
  type Evaluation,
  type TaskDto,
  type ZChildEvaluationsQuery,
} from '@app/shared';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { children, type EvaluationRow, evaluations, taskGroups, tasks, users } from '../../db/schema/index';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { Actor } from '../../policy/policy';
import { loadChildWorkFor } from '../children/children.service';
import { loadTaskFor, toTaskDto } from './task-access';

export function toEvaluationDto(row: EvaluationRow): Evaluation {
  return {
    id: row.id,
    task_id: row.taskId,
    submission_id: row.submissionId,
    child_id: row.childId,
    overall_score: row.overallScore,
    original_overall_score: row.originalOverallScore,
    marks_awarded: row.marksAwarded,
    max_score: row.maxScore,
    grade: row.grade,
    feedback: row.feedback,
    detailed_feedback: row.detailedFeedback,
    strengths: row.strengths,
    areas_for_improvement: row.areasForImprovement,
    learning_suggestions: row.learningSuggestions,
    parent_insights: row.parentInsights,
    question_analysis: row.questionAnalysis as unknown as Evaluation['question_analysis'],
    concept_analysis: row.conceptAnalysis as unknown as Evaluation['concept_analysis'],
    learning_analytics: row.learningAnalytics as unknown as Evaluation['learning_analytics'],
    needs_review_count: row.needsReviewCount,
    graded_with: row.gradedWith,
    edit_count: row.editCount,
    max_edits: row.maxEdits,
    edit_history: row.editHistory,
    timestamp: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The task's latest evaluation (a reassigned and resubmitted task has one per submission). */
async function latestEvaluationOfTask(db: Db, taskId: string): Promise<EvaluationRow | undefined> {
  const [row] = await db
    .select()
    .from(evaluations)
    .where(eq(evaluations.taskId, taskId))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(1);
  return row;
}

export async function getTaskEvaluation(db: Db, actor: Actor, taskId: string) {
  const ref = await loadTaskFor(db, actor, taskId);
  const row = await latestEvaluationOfTask(db, taskId);
  if (!row) throw notFound(EVALUATION_MSG.notYet, 'evaluation_not_ready');
  return { evaluation: toEvaluationDto(row), task: toTaskDto(ref) };
}

/**
 * The answer comparison. Status and detail follow spec 03 §8 so that the child's and the adult's screens can word
 * them: 400 pending, 404 "Detailed evaluation not available" while evaluating, 404 "No evaluation found" when
 * there is nothing to compare, 403 "You can only view your own work!" for a child view of a sibling's task.
 */
export async function getComparison(db: Db, actor: Actor, taskId: string): Promise<ComparisonResponse> {
  const ref = await loadTaskFor(db, actor, taskId, {
    otherChild: forbidden(EVALUATION_MSG.ownWorkOnly, 'own_work_only'),
  });
  if (!DONE_STATES.includes(ref.task.state))
    throw badRequest(EVALUATION_MSG.mustComplete, undefined, 'task_not_completed');
  const row = await latestEvaluationOfTask(db, taskId);
  if (!row) {
    // A general task marked complete has no work to compare; handed-in work is still being evaluated.
    const evaluating = ref.group.worksheetId !== null && ref.task.state === 'completed';
    throw evaluating
      ? notFound(EVALUATION_MSG.inProgress, 'evaluation_in_progress')
      : notFound(EVALUATION_MSG.noEvaluation, 'no_evaluation');
  }
  const evaluation = toEvaluationDto(row);
  return {
    comparison_data: {
      overall_score: evaluation.overall_score,
      grade: evaluation.grade,
      question_analysis: evaluation.question_analysis,
      total_marks_awarded: evaluation.marks_awarded,
      total_max_marks: evaluation.max_score,
    },
    evaluation,
    task: toTaskDto(ref),
  };
}

const cursorOf = (row: EvaluationRow) => encodeCursor({ at: row.createdAt, id: row.id });

/** GET /children/{id}/evaluations: newest first, keyset-paged on (created_at, id) of the child's index. */
export async function listChildEvaluations(
  db: Db,
  actor: Actor,
  childId: string,
  query: z.output<typeof ZChildEvaluationsQuery>,
): Promise<{ evaluations: { evaluation: Evaluation; task: TaskDto }[]; next_cursor: string | null }> {
  const { ownerId } = await loadChildWorkFor(db, actor, childId, query.owner_id);
  const after = decodeCursor(query.cursor);
  const conds = [eq(evaluations.childId, childId)];
  if (after)
    conds.push(
      or(lt(evaluations.createdAt, after.at), and(eq(evaluations.createdAt, after.at), lt(evaluations.id, after.id)))!,
    );
  if (query.subject) conds.push(eq(evaluations.subject, query.subject));
  if (ownerId) conds.push(eq(evaluations.ownerId, ownerId));
  const rows = await db
    .select({
      evaluation: evaluations,
      task: tasks,
      group: taskGroups,
      childName: children.name,
      childParentId: children.parentId,
      ownerName: users.name,
    })
    .from(evaluations)
    .innerJoin(tasks, eq(tasks.id, evaluations.taskId))
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .innerJoin(children, eq(children.id, evaluations.childId))
    .innerJoin(users, eq(users.id, taskGroups.ownerId))
    .where(and(...conds))
    .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    evaluations: page.map((r) => ({ evaluation: toEvaluationDto(r.evaluation), task: toTaskDto(r) })),
    next_cursor: rows.length > query.limit ? cursorOf(page[page.length - 1]!.evaluation) : null,
  };
}

/**
 * PATCH /tasks/{id}/complete: a general task (no worksheet) marked done without an upload. Repeating it is
 * harmless; a task with a worksheet is handed in through a submission instead.
 */
export async function completeGeneralTask(db: Db, actor: Actor, taskId: string, now: Date) {
  const ref = await loadTaskFor(db, actor, taskId);
  if (ref.group.worksheetId) throw new AppError(400, EVALUATION_MSG.onlyGeneral, 'not_general_task');
  if (ref.task.state === 'archived') throw conflict('This task has been archived.');
  if (ref.task.state === 'pending') {
    const [row] = await db
      .update(tasks)
      .set({ state: 'completed', submittedAt: now, completedAt: now, updatedAt: now })
      .where(and(eq(tasks.id, taskId), eq(tasks.state, 'pending')))
      .returning();
    if (row) ref.task = row;
  }
  return { message: EVALUATION_MSG.completed, task: toTaskDto(ref) };
}
