import { z } from 'zod';
import { QUESTION_TYPES } from './question';
import { ZEvaluation } from './evaluations';
import { WORKSHEET_MSG, ZWorksheet } from './worksheets';

// Adult review and progress (spec 03 §2.5, §2.7, §3 Performance and Personalization analysis, §5, §7): evaluation
// edits, grading agreement, personalised worksheets and a child's performance.

export const REVIEW_MSG = {
  editLimit: (n: number) => `Maximum edit limit (${n}) reached`,
  parentSpaceOnly: 'Parents can only edit evaluations from parent space',
  marksRange: (q: number, max: number) => `Question ${q}: marks must be between 0 and ${max}`,
  marksStep: (q: number) => `Question ${q}: marks go in steps of 0.05`,
  unknownQuestion: (q: string) => `Question ${q} is not on this evaluation`,
  overallRange: 'Overall score must be between 0 and 100',
  overallStep: 'Overall score goes in steps of 0.01',
  editConflict: 'This evaluation was just changed by someone else. Please reload it and try again.',
  updated: 'Evaluation updated successfully',
  notFound: 'Evaluation data not found',
  noConcepts: 'This evaluation has no concepts to build a worksheet from',
} as const;

/** Marks move in steps of 0.05, the overall score in steps of 0.01 (spec 03 §5). */
export const MARK_STEP = 0.05;
export const OVERALL_STEP = 0.01;
export const isOnStep = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-6;

const textList = z
  .union([z.array(z.string().trim().max(1000)).max(50), z.string().max(20_000)])
  .transform((v) => (typeof v === 'string' ? v.split('\n') : v).map((s) => s.trim()).filter(Boolean));

/** PATCH /evaluations/{id} (spec 03 §7). Marks are checked against each question by the server. */
export const ZEvaluationEditBody = z.object({
  overall_score: z.number().optional().nullable(),
  /** Marks by question number ("3" → 1.5). */
  question_scores: z.record(z.string().max(4), z.number()).optional(),
  feedback: z.string().max(10_000).optional(),
  strengths: textList.optional(),
  areas_for_improvement: textList.optional(),
  learning_suggestions: textList.optional(),
  parent_insights: z.string().max(10_000).optional(),
});
export type EvaluationEditBody = z.output<typeof ZEvaluationEditBody>;

export const ZEvaluationEditResponse = z.object({
  evaluation: ZEvaluation,
  edits_remaining: z.number().int(),
  message: z.string(),
});

export const ZEvaluationIdParams = z.object({ id: z.string().max(80) });

/** GET /admin/grading-agreement: how often adults keep the engine's marks. */
export const ZAgreementRow = z.object({
  question_type: z.string().nullable(),
  graded_by: z.string().nullable(),
  /** Questions an adult reviewed (one per evaluation and question: the adult's last word). */
  reviewed: z.number().int(),
  kept: z.number().int(),
  /** kept / reviewed, 0-1. */
  kept_rate: z.number(),
  /** Mean of |adult marks − engine marks|, in marks. */
  mean_absolute_change: z.number(),
  /** The same as a share of each question's maximum marks, 0-1. */
  mean_absolute_change_share: z.number(),
});
export const ZGradingAgreement = z.object({
  by_type_and_grader: z.array(ZAgreementRow),
  by_question_type: z.array(ZAgreementRow),
  by_grader: z.array(ZAgreementRow),
  total: ZAgreementRow,
});

export const DIFFICULTY_ADJUSTMENTS = ['easier', 'same', 'harder', 'increase'] as const;
export const PERSONALIZED_DEFAULT_QUESTIONS = 10;

/** POST /worksheets/generate-personalized (spec 03 §7). */
export const ZPersonalizedBody = z.object({
  evaluation_id: z.string().max(80),
  difficulty_adjustment: z.enum(DIFFICULTY_ADJUSTMENTS).default('same'),
  num_questions: z
    .number({ error: WORKSHEET_MSG.numQuestions })
    .int(WORKSHEET_MSG.numQuestions)
    .min(1, WORKSHEET_MSG.numQuestions)
    .max(35, WORKSHEET_MSG.numQuestions)
    .nullish()
    .transform((v) => v ?? PERSONALIZED_DEFAULT_QUESTIONS),
  question_types: z
    .array(z.enum(QUESTION_TYPES))
    .max(6)
    .nullish()
    .transform((v) => (v?.length ? v : null)),
  specific_instruction: z
    .string()
    .max(2000)
    .nullish()
    .transform((v) => v?.trim() || null),
});

export const ZPersonalizationAnalysis = z.object({
  /** The band the worksheet aims at: weak, at_risk, developing, or review when every concept is strong. */
  target_category: z.enum(['weak', 'at_risk', 'developing', 'review']),
  /** Human labels of the targeted concepts; the tags the generator was given are in target_concept_tags. */
  target_concepts: z.array(z.string()),
  target_concept_tags: z.array(z.string()),
  weak_concepts: z.array(z.string()),
  at_risk_concepts: z.array(z.string()),
  developing_concepts: z.array(z.string()),
  original_score: z.number(),
});
export const ZPersonalizedResponse = z.object({
  worksheet: ZWorksheet,
  analysis: ZPersonalizationAnalysis,
  target_student: z.object({ child_id: z.string(), name: z.string() }),
});

// ---- Performance (spec 03 §3 Performance, §2.7) ----------------------------------------------------------------

export const ZPerformanceQuery = z.object({
  subject: z.string().trim().max(60).optional(),
  owner_id: z.uuid().optional(),
  is_olympiad: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** Below this many children of the grade with evaluations, there is no rank ("not enough peers"). */
export const RANK_MIN_PEERS = 5;
/** Strong subjects average at least this; weak ones below the weak threshold (spec 03 §9: 60%). */
export const STRONG_SUBJECT_MIN = 75;
export const WEAK_SUBJECT_BELOW = 60;

export const ZPerformance = z.object({
  child_id: z.string(),
  name: z.string(),
  /** Mean overall score (%) of the latest evaluation of each task, one decimal; null with none. */
  average_score: z.number().nullable(),
  completed_tasks: z.number().int(),
  total_tasks: z.number().int(),
  /** Marks awarded over those evaluations. */
  total_points: z.number(),
  /** Consecutive days, up to today or yesterday (UTC), with an evaluated piece of work. */
  streak: z.number().int(),
  /** Mean of the latest 3 scores minus the mean of the 3 before, in points; null with fewer than 2 scores. */
  improvement_percentage: z.number().nullable(),
  strong_subjects: z.array(z.string()),
  weak_subjects: z.array(z.string()),
  /** "Top N%" among children of the same grade here, or null (rank_note says why). */
  rank: z.string().nullable(),
  rank_percentile: z.number().nullable(),
  rank_peers: z.number().int(),
  rank_note: z.string().nullable(),
  /** completed_tasks / total_tasks, %. */
  progress_percentage: z.number(),
  available_subjects: z.array(z.string()),
  recent_scores: z.array(
    z.object({ task_id: z.string(), title: z.string(), subject: z.string(), score: z.number(), date: z.string() }),
  ),
  subject_scores: z.array(z.object({ subject: z.string(), average_score: z.number(), evaluations: z.number().int() })),
  wellbeing_score: z.number().nullable(),
  graphs: z.object({
    progress_meter: z.object({
      current_progress: z.number(),
      weekly_progress: z.array(
        z.object({ week: z.string(), progress: z.number().nullable(), evaluations: z.number().int() }),
      ),
    }),
    rank_history: z.array(z.object({ month: z.string(), rank_percentage: z.number().nullable() })),
    proficiency_scores: z.array(z.object({ month: z.string(), proficiency: z.number().nullable() })),
    emotional_wellbeing: z.array(z.object({ date: z.string(), wellbeing: z.number() })),
  }),
});
export type Performance = z.infer<typeof ZPerformance>;
