import { applyEvaluationEdit, type EditableEvaluation, type EvaluationEditBody, REVIEW_MSG } from '@app/shared';
import type { Db } from '../../db/client';
import type { SessionRow, StoredEditHistoryEntry, UserRow } from '../../db/schema/index';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { actorOf, can } from '../../policy/policy';
import { toEvaluationDto } from '../evaluations/evaluations.service';
import { loadTaskFor, taskRefOf } from '../tasks/tasks.service';
import * as repo from './review.repository';

export type Auth = { user: UserRow; session: SessionRow };

type StoredItem = EditableEvaluation['question_analysis'][number] & {
  question_type?: string;
  graded_by?: string;
  needs_review?: boolean;
  /** The engine's mark, kept from the first adult edit on so agreement compares against it, not a later edit. */
  engine_marks?: number;
};

/**
 * The evaluation and its task if the caller may edit it: only the task's owner (spec 03 §6). A parent reading a
 * coach's task for their child gets 403 with the spec's tooltip text; anyone else 404.
 */
export async function loadEvaluationForEdit(db: Db, auth: Auth, id: string) {
  if (!isUuid(id)) throw notFound(REVIEW_MSG.notFound);
  const row = await repo.findEvaluationById(db, id);
  if (!row) throw notFound(REVIEW_MSG.notFound);
  const actor = actorOf(auth);
  const view = await loadTaskFor(db, actor, 'task:read', row.taskId).catch((err: unknown) => {
    // Not the caller's task: the evaluation is not found either.
    throw err instanceof AppError && err.status === 404 ? notFound(REVIEW_MSG.notFound) : err;
  });
  if (!can(actor, 'task:manage', await taskRefOf(db, actor, view)))
    throw forbidden(REVIEW_MSG.parentSpaceOnly, 'not_task_owner');
  return { row, view };
}

export async function editEvaluation(db: Db, auth: Auth, id: string, body: EvaluationEditBody, now: Date) {
  const { row } = await loadEvaluationForEdit(db, auth, id);
  if (row.editCount >= row.maxEdits) throw conflict(REVIEW_MSG.editLimit(row.maxEdits));
  const items = row.questionAnalysis as StoredItem[];
  const current: EditableEvaluation = {
    overall_score: row.overallScore,
    grade: row.grade,
    question_analysis: items,
    feedback: row.feedback,
    strengths: row.strengths,
    areas_for_improvement: row.areasForImprovement,
    learning_suggestions: row.learningSuggestions,
    parent_insights: row.parentInsights,
  };
  const out = applyEvaluationEdit(current, body);
  if (!out.ok) throw badRequest(out.message, out.field, 'validation_error');
  if (Object.keys(out.changes).length === 0 && out.reviewed.length === 0)
    return {
      evaluation: toEvaluationDto(row),
      edits_remaining: row.maxEdits - row.editCount,
      message: REVIEW_MSG.updated,
    };

  const reviewed = new Set(out.reviewed);
  const before = new Map(items.map((q) => [q.question_number, q]));
  const analysis = (out.next.question_analysis as StoredItem[]).map((q) => {
    const engine = before.get(q.question_number)?.engine_marks ?? before.get(q.question_number)?.marks_awarded;
    // An adult who set a mark has reviewed that question.
    return { ...q, engine_marks: engine, ...(reviewed.has(q.question_number) ? { needs_review: false } : {}) };
  });
  // Marks sent back unchanged confirm the engine: agreement data and review flags, but no edit used.
  const counts = Object.keys(out.changes).length > 0;
  const entry: StoredEditHistoryEntry = {
    edited_by_name: auth.user.name,
    edited_by_role: auth.user.role,
    edited_at: now.toISOString(),
    changes: out.changes,
  };
  const updated = await db.transaction(async (tx) => {
    const saved = await repo.updateEvaluationIfUnchanged(tx, row.id, row.editCount, {
      overallScore: out.next.overall_score,
      grade: out.next.grade,
      marksAwarded: out.marks_awarded,
      maxScore: out.max_score,
      questionAnalysis: analysis,
      needsReviewCount: analysis.filter((q) => q.needs_review).length,
      feedback: out.next.feedback,
      strengths: out.next.strengths,
      areasForImprovement: out.next.areas_for_improvement,
      learningSuggestions: out.next.learning_suggestions,
      parentInsights: out.next.parent_insights,
      editCount: counts ? row.editCount + 1 : row.editCount,
      editHistory: counts ? [...row.editHistory, entry] : row.editHistory,
      updatedAt: now,
    });
    if (!saved) throw new AppError(409, REVIEW_MSG.editConflict, 'edit_conflict');
    await repo.replaceAgreements(
      tx,
      row.id,
      { id: auth.user.id, role: auth.user.role },
      analysis
        .filter((q) => reviewed.has(q.question_number))
        .map((q) => ({
          questionNumber: q.question_number,
          questionType: q.question_type ?? 'unknown',
          gradedBy: q.graded_by ?? 'unknown',
          engineMarks: q.engine_marks ?? q.marks_awarded,
          adultMarks: q.marks_awarded,
          maxMarks: q.max_marks,
        })),
      now,
    );
    return saved;
  });
  return {
    evaluation: toEvaluationDto(updated),
    edits_remaining: Math.max(0, updated.maxEdits - updated.editCount),
    message: REVIEW_MSG.updated,
  };
}

/** GET /admin/grading-agreement: rates per question type and grader, per type, per grader and overall. */
export async function gradingAgreement(db: Db) {
  const rows = await repo.agreementAggregates(db);
  const toRow = (r: repo.AgreementAggregate) => ({
    question_type: r.question_type,
    graded_by: r.graded_by,
    reviewed: r.reviewed,
    kept: r.kept,
    kept_rate: r.reviewed ? Math.round((r.kept / r.reviewed) * 1000) / 1000 : 0,
    mean_absolute_change: Math.round(r.mean_absolute_change * 1000) / 1000,
    mean_absolute_change_share: Math.round(r.mean_absolute_change_share * 1000) / 1000,
  });
  const byOrder = (a: { reviewed: number }, b: { reviewed: number }) => b.reviewed - a.reviewed;
  // grouping(): 0 both columns, 1 type only, 2 grader only, 3 neither (the total).
  const level = (n: number) =>
    rows
      .filter((r) => r.level === n)
      .map(toRow)
      .sort(byOrder);
  const empty = {
    question_type: null,
    graded_by: null,
    level: 3,
    reviewed: 0,
    kept: 0,
    mean_absolute_change: 0,
    mean_absolute_change_share: 0,
  };
  return {
    by_type_and_grader: level(0),
    by_question_type: level(1),
    by_grader: level(2),
    total: toRow(rows.find((r) => r.level === 3) ?? empty),
  };
}
