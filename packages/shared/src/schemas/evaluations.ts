import { z } from 'zod';
import { ZConceptItem, ZLearningAnalytics, ZQuestionAnalysisItem } from './ai';
import { TASK_MSG, ZTask } from './tasks';

// Evaluations (spec 03 §3 Evaluation, Comparison; §7 "Child, task and evaluation"; §8 comparison wording).
// `overall_score` is the percentage 0-100; `marks_awarded` and `max_score` are marks.

export const EVALUATION_MSG = {
  /** GET /tasks/{id}/evaluation before one exists (404). */
  notYet: 'No evaluation available for this task yet.',
  /** Comparison, 400: the task is still pending. */
  mustComplete: TASK_MSG.mustComplete,
  /** Comparison, 404: handed in, evaluation still running. The web maps this detail to its own wording. */
  inProgress: 'Detailed evaluation not available',
  /** Comparison, 404: done without a submission to compare (a general task marked complete). */
  noEvaluation: 'No evaluation found',
  /** Comparison, 403: a child view asking for another child's work. */
  ownWorkOnly: 'You can only view your own work!',
  /** PATCH /tasks/{id}/complete on a task with a worksheet (it is submitted, not marked complete). */
  onlyGeneral: 'Only a general task can be marked complete',
  completed: 'Task marked as complete',
} as const;

/** The live channel's message when an evaluation is stored: `job.progress` with this job, ref the task id. */
export const EVALUATION_LIVE_JOB = 'evaluation';

export const ZEditHistoryEntry = z.object({
  edited_by_name: z.string(),
  edited_by_role: z.string(),
  edited_at: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});

export const ZConceptAnalysis = z.object({
  mastered: z.array(ZConceptItem),
  strong: z.array(ZConceptItem),
  developing: z.array(ZConceptItem),
  at_risk: z.array(ZConceptItem),
  weak: z.array(ZConceptItem),
});

export const ZEvaluation = z.object({
  id: z.string(),
  task_id: z.string(),
  submission_id: z.string(),
  child_id: z.string(),
  /** Percentage 0-100. */
  overall_score: z.number(),
  original_overall_score: z.number(),
  marks_awarded: z.number(),
  max_score: z.number(),
  grade: z.string(),
  feedback: z.string(),
  detailed_feedback: z.string(),
  strengths: z.array(z.string()),
  areas_for_improvement: z.array(z.string()),
  learning_suggestions: z.array(z.string()),
  parent_insights: z.string(),
  question_analysis: z.array(ZQuestionAnalysisItem),
  concept_analysis: ZConceptAnalysis,
  learning_analytics: ZLearningAnalytics,
  /** Questions an adult should look at first (low grader confidence or answers read unsure from paper). */
  needs_review_count: z.number().int(),
  /** "provider:model" that scored the written answers. */
  graded_with: z.string(),
  edit_count: z.number().int(),
  max_edits: z.number().int(),
  edit_history: z.array(ZEditHistoryEntry),
  /** When it was stored (spec: timestamp). */
  timestamp: z.string(),
  updated_at: z.string(),
});
export type Evaluation = z.infer<typeof ZEvaluation>;

export const ZTaskIdParams = z.object({ id: z.uuid({ error: TASK_MSG.notFound }) });

/** GET /tasks/{id}/evaluation. */
export const ZTaskEvaluationResponse = z.object({ evaluation: ZEvaluation, task: ZTask });

/** GET /children/{id}/evaluations: newest first, keyset-paged. */
export const ZChildEvaluationsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  subject: z.string().trim().max(60).optional(),
  /** The space filter: evaluations of tasks this adult owns. */
  owner_id: z.uuid().optional(),
});
export const ZChildEvaluations = z.object({
  evaluations: z.array(z.object({ evaluation: ZEvaluation, task: ZTask })),
  next_cursor: z.string().nullable(),
});

/** GET /tasks/{id}/comparison (spec 03 §3 Comparison). Totals for the table's totals row. */
export const ZComparisonResponse = z.object({
  comparison_data: z.object({
    overall_score: z.number(),
    grade: z.string(),
    question_analysis: z.array(ZQuestionAnalysisItem),
    total_marks_awarded: z.number(),
    total_max_marks: z.number(),
  }),
  evaluation: ZEvaluation,
  task: ZTask,
});
export type ComparisonResponse = z.infer<typeof ZComparisonResponse>;

/** PATCH /tasks/{id}/complete. */
export const ZCompleteTaskResponse = z.object({ message: z.string(), task: ZTask });
