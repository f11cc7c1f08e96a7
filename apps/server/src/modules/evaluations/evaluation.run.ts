import {
  EVALUATION_LIVE_JOB,
  type EvaluationResult,
  QUESTION_TYPES,
  type QuestionAnalysisItem,
  type QuestionType,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AiEngine, WorksheetQuestion } from '../../ai/index';
import type { Db } from '../../db/client';
import {
  type EvaluationRow,
  evaluations,
  type StoredExtraction,
  type SubmissionRow,
  submissions,
  tasks,
  type WorksheetRow,
  worksheets,
} from '../../db/schema/index';
import type { Notify } from '../notifications/notifications.service';
import { awardBadges } from '../badges/badges.service';
import { findTaskView, type TaskView } from './task-access';

export const EVALUATION_JOB = 'evaluation.run';
export interface EvaluationJobData {
  submission_id: string;
}

export interface EvaluationDeps {
  db: Db;
  ai: AiEngine;
  notify: Notify;
  publish: (
    userId: string,
    p: { job: string; ref: string; progress: number; status: 'queued' | 'done' },
  ) => Promise<void>;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Reads answers from uploaded pages when a submission has files and no answers (no preview was used). */
  readFiles?: (
    sub: SubmissionRow,
    questions: WorksheetQuestion[],
  ) => Promise<{ answers: Record<number, string>; lowConfidence: number[] }>;
}

/** Objective types are marked exactly in milliseconds: such work is scored before the submit is answered. */
const OBJECTIVE: ReadonlySet<QuestionType> = new Set<QuestionType>([
  'mcq',
  'true_false',
  'fill_blank',
  'assertion_reason',
]);
export const isObjectiveOnly = (questions: { question_type: string }[]) =>
  questions.length > 0 &&
  questions.every(
    (q) => QUESTION_TYPES.includes(q.question_type as QuestionType) && OBJECTIVE.has(q.question_type as QuestionType),
  );

const LOW_CONFIDENCE_REASON = 'Read from the paper with low confidence and not checked: please compare with the page';

/**
 * Answers read unsure from paper and submitted unchanged are left to an adult (needs review) instead of silently
 * counting as the engine read them.
 */
export function flagUnsureReadings(
  items: QuestionAnalysisItem[],
  answers: Record<string, string>,
  extraction: StoredExtraction | null,
  alsoLow: number[] = [],
): QuestionAnalysisItem[] {
  const read = new Map<number, string>();
  const list = (extraction?.extracted_data as { answers?: { question_number: number; answer: string }[] } | null)
    ?.answers;
  for (const a of list ?? []) read.set(a.question_number, a.answer);
  const low = new Set([...(extraction?.low_confidence ?? []), ...alsoLow]);
  return items.map((item) => {
    const n = item.question_number;
    if (!low.has(n)) return item;
    const submitted = (answers[String(n)] ?? '').trim();
    const unchanged = !read.has(n) || (read.get(n) ?? '').trim() === submitted;
    return unchanged
      ? {
          ...item,
          needs_review: true,
          review_reason: LOW_CONFIDENCE_REASON,
          confidence: Math.min(item.confidence, 0.5),
        }
      : item;
  });
}

function evaluationValues(
  sub: SubmissionRow,
  ref: TaskView,
  result: EvaluationResult,
  items: QuestionAnalysisItem[],
  now: Date,
) {
  return {
    submissionId: sub.id,
    taskId: sub.taskId,
    childId: sub.childId,
    ownerId: ref.group.ownerId,
    subject: ref.group.subject,
    isOlympiad: ref.group.isOlympiad,
    overallScore: result.percentage,
    originalOverallScore: result.percentage,
    marksAwarded: result.overall_score,
    maxScore: result.max_score,
    grade: result.grade,
    feedback: result.feedback,
    detailedFeedback: result.feedback,
    strengths: result.strengths,
    areasForImprovement: result.areas_for_improvement,
    learningSuggestions: result.learning_suggestions,
    parentInsights: result.parent_insights,
    questionAnalysis: items as unknown as Record<string, unknown>[],
    conceptAnalysis: result.concept_analysis as unknown as Record<string, unknown>,
    learningAnalytics: result.learning_analytics as unknown as Record<string, unknown>,
    needsReviewCount: items.filter((i) => i.needs_review).length,
    gradedWith: `${result.graded_with.provider}:${result.graded_with.model}`,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Evaluates one submission and stores the result once: a second run (a retried or duplicated job, or the
 * submit's fast path racing the job) finds the evaluation and does nothing. The evaluation, the task's state and
 * the badges it earns are written in one transaction; the owner's notification and the live update follow it.
 */
export async function runEvaluation(deps: EvaluationDeps, submissionId: string): Promise<EvaluationRow | null> {
  const { db } = deps;
  const existing = await findEvaluationBySubmission(db, submissionId);
  if (existing) return existing;
  const [sub] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (!sub) return null; // the task (and its work) was deleted meanwhile
  const ref = await findTaskView(db, sub.taskId);
  if (!ref?.group.worksheetId) return null; // a general task: an adult looks at the upload
  const [worksheet] = await db.select().from(worksheets).where(eq(worksheets.id, ref.group.worksheetId)).limit(1);
  if (!worksheet) return null;
  const questions = worksheet.questions as unknown as WorksheetQuestion[];

  let answers: Record<string, string> = sub.answers;
  let lowFromFiles: number[] = [];
  if (Object.keys(answers).length === 0 && deps.readFiles) {
    const read = await deps.readFiles(sub, questions);
    answers = Object.fromEntries(Object.entries(read.answers).map(([k, v]) => [k, v]));
    lowFromFiles = read.lowConfidence;
  }
  const result = await deps.ai.evaluateSubmission({
    questions,
    answers: Object.fromEntries(Object.entries(answers).map(([k, v]) => [Number(k), v])),
    hints_used: sub.hintsUsed,
    child_name: ref.childName,
    subject: ref.group.subject,
  });
  const items = flagUnsureReadings(result.question_analysis, answers, sub.extraction, lowFromFiles);
  const now = deps.clock();

  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(evaluations)
      .values(evaluationValues(sub, ref, result, items, now))
      .onConflictDoNothing({ target: evaluations.submissionId })
      .returning();
    if (!row) return null;
    // Only the task's current hand-in moves it on (a reassigned task is pending again until resubmitted).
    await tx
      .update(tasks)
      .set({ state: 'evaluated', evaluatedAt: now, updatedAt: now })
      .where(and(eq(tasks.id, sub.taskId), eq(tasks.state, 'completed')));
    const earned = await awardBadges(tx, row, { difficulty: difficultyOf(worksheet), now });
    return { row, earned };
  });
  if (!stored) return findEvaluationBySubmission(db, submissionId);

  await announce(deps, ref, stored.row, stored.earned.length);
  return stored.row;
}

function difficultyOf(w: WorksheetRow): string | null {
  return w.difficulty ? w.difficulty.toLowerCase() : null;
}

/** The owner's notification and the family's live update; a failure here never undoes the stored evaluation. */
async function announce(deps: EvaluationDeps, ref: TaskView, row: EvaluationRow, newBadges: number) {
  const data = { type: 'evaluation.ready', task_id: row.taskId, evaluation_id: row.id, child_id: row.childId };
  try {
    await deps.notify(ref.group.ownerId, {
      title: 'Work evaluated',
      message: `${ref.childName}'s work on "${ref.group.title}" was evaluated: ${row.overallScore}% (${row.grade}).`,
      data: { ...data, target_child_id: row.childId, new_badges: newBadges },
      childId: row.childId,
    });
    // The child's view runs in the parent's session; a coach-owned task's family hears it live as well.
    await deps.publish(ref.childParentId, {
      job: EVALUATION_LIVE_JOB,
      ref: row.taskId,
      progress: 100,
      status: 'done',
    });
  } catch (err) {
    deps.log.warn({ err, evaluationId: row.id }, 'evaluation stored; announcing it failed');
  }
}

export async function findEvaluationBySubmission(db: Db, submissionId: string): Promise<EvaluationRow | null> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.submissionId, submissionId)).limit(1);
  return row ?? null;
}
