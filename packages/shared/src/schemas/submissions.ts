import { z } from 'zod';
import { ZEvaluation } from './evaluations';
import { TASK_MSG } from './tasks';

// Submissions (spec 03 §2.6, §3 "Submission form fields", §5, §7 "Submission").
// POST /api/submissions/{task_id} takes multipart (files under `files`, the other fields as text; objects as JSON
// text) or, for online answers without files, the same fields as a JSON body. An `Idempotency-Key` header (1-200
// printable characters) makes a retried submit answer the first response and never submit twice.

/** How the work was handed in; `complete` is a general task marked complete (PATCH /tasks/{id}/complete). */
export const SUBMISSION_METHODS = ['online', 'files', 'camera', 'text'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

export const SUBMISSION_MSG = {
  selectType: 'Please select a submission type',
  codeRequired: TASK_MSG.codeRequired,
  codeInvalid: TASK_MSG.codeInvalid,
  codeNotFound: TASK_MSG.codeNotFound,
  selectFiles: 'Please select at least one file',
  capturePhoto: 'Please capture a photo',
  selectStudent: 'Please select a student to submit work for',
  fillAnswers: 'Please fill in your answers in the worksheet above before submitting.',
  writeText: 'Please write your work in the box before submitting.',
  beingEvaluated: 'Your submission is being evaluated.',
  alreadySubmitted: 'This task has already been submitted.',
  archived: 'This task has been archived.',
  extractFailed: 'Failed to extract text from files. Please try again.',
  taskMissing: 'Task information not found',
  badIdempotencyKey: 'Idempotency-Key must be 1-200 printable characters',
  tooManyFiles: 'At most 10 files can be submitted at once',
} as const;

export const SUBMISSION_FILES_MAX = 10;
export const SUBMISSION_TEXT_MAX = 20_000;
export const SUBMISSION_ANSWER_MAX = 5_000;
/** An answer read from paper below this confidence (0-1) is marked for the child to check in the preview. */
export const LOW_CONFIDENCE_THRESHOLD = 0.6;

/** Multipart sends objects as JSON text; a JSON body sends them as they are. Both parse the same. */
const jsonText = <T extends z.ZodType>(schema: T, message: string) =>
  z.preprocess((v, ctx) => {
    if (typeof v !== 'string') return v;
    if (!v.trim()) return undefined;
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  }, schema.optional());

/** One answer read from paper, with how sure the reader is (0-1). */
export const ZExtractedAnswer = z.object({
  question_number: z.number().int().min(1),
  answer: z.string(),
  confidence: z.number().min(0).max(1),
  /** Below LOW_CONFIDENCE_THRESHOLD: the child should check it; unchanged, the adult reviews it. */
  low_confidence: z.boolean(),
});
export type ExtractedAnswer = z.infer<typeof ZExtractedAnswer>;

/** `vision_extraction_data` of the form: what the preview showed (echoed back from the preview response). */
export const ZVisionExtraction = z.object({
  scenario: z.string().max(60).nullable().default(null),
  task_code_valid: z.boolean().nullable().default(null),
  extracted_data: z
    .object({
      method: z.enum(['ocr', 'pdf', 'vision']).default('ocr'),
      answers: z.array(ZExtractedAnswer).max(200).default([]),
      /** The task code read from the page, if any. */
      task_code: z.string().max(20).nullable().default(null),
    })
    .default({ method: 'ocr', answers: [], task_code: null }),
});
export type VisionExtraction = z.infer<typeof ZVisionExtraction>;

const answerMap = z
  .record(
    z.string().regex(/^\d{1,3}$/, 'Answers are keyed by question number'),
    z.string().max(SUBMISSION_ANSWER_MAX, `An answer may be at most ${SUBMISSION_ANSWER_MAX} characters`),
  )
  .refine((r) => Object.keys(r).length <= 200, 'Too many answers');

/** The text fields of POST /submissions/{task_id} (spec 03 §3 "Submission form fields"). */
export const ZSubmissionFields = z.object({
  /** The child the work is for; must be the task's child. Defaults to it. */
  student_id: z.uuid({ error: SUBMISSION_MSG.selectStudent }).optional(),
  /** Required for files, camera and text; checked against the task's code when given. */
  task_code: z.string().max(20).optional(),
  /** Absent: `files` when files are attached, `online` when answers are, else `text`. */
  submission_method: z.enum(SUBMISSION_METHODS, { error: SUBMISSION_MSG.selectType }).optional(),
  subject: z.string().trim().max(100).optional(),
  assignment: z.string().trim().max(2000).optional(),
  submission_text: z.string().max(SUBMISSION_TEXT_MAX).optional(),
  /** Question number → answer ("1" → "B"). */
  submitted_answers: jsonText(answerMap, 'submitted_answers must be a JSON object of answers by question number'),
  /** Question numbers whose hint was opened. */
  hints_used: jsonText(
    z.array(z.number().int().min(1).max(999)).max(200),
    'hints_used must be a JSON list of question numbers',
  ),
  vision_extraction_data: jsonText(ZVisionExtraction, 'vision_extraction_data must be the preview result'),
});
export type SubmissionFields = z.output<typeof ZSubmissionFields>;

export const ZSubmissionParams = z.object({ task_id: z.uuid({ error: TASK_MSG.notFound }) });

export const ZSubmissionFile = z.object({
  id: z.string(),
  url: z.string(),
  content_type: z.string(),
  original_name: z.string(),
  size: z.number().int(),
});

export const ZSubmission = z.object({
  id: z.string(),
  task_id: z.string(),
  child_id: z.string(),
  submitted_by: z.string(),
  method: z.enum([...SUBMISSION_METHODS, 'complete']),
  submitted_answers: z.record(z.string(), z.string()),
  submission_text: z.string().nullable(),
  hints_used: z.array(z.number().int()),
  files: z.array(ZSubmissionFile),
  vision_extraction_data: ZVisionExtraction.nullable(),
  created_at: z.string(),
});
export type Submission = z.infer<typeof ZSubmission>;

/**
 * 201 on a new submission, 200 when an Idempotency-Key replays one. `evaluation` is present when it was ready at
 * once (objective-only work is scored before the answer); otherwise it arrives over the live channel
 * (`job.progress` with job `evaluation`, ref the task id, status `done`) and from GET /tasks/{id}/evaluation.
 */
export const ZSubmissionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  submission: ZSubmission,
  status: z.enum(['evaluating', 'evaluated']),
  evaluation: ZEvaluation.nullable(),
});
export type SubmissionResponse = z.infer<typeof ZSubmissionResponse>;

// ---- Reading paper work: POST /api/ocr/preview and /api/vision/preview (multipart: files, task_id) ----------

export const ZPreviewFields = z.object({ task_id: z.uuid({ error: SUBMISSION_MSG.taskMissing }) });

export const PREVIEW_SCENARIOS = ['answers_found', 'no_answers_found'] as const;

export const ZPreviewResponse = z.object({
  success: z.boolean(),
  /** Question number → answer, ready to edit and send back as `submitted_answers`. */
  parsed_answers: z.record(z.string(), z.string()),
  scenario: z.enum(PREVIEW_SCENARIOS),
  /** Whether the page carries this task's code: null when no code could be read. */
  task_code_valid: z.boolean().nullable(),
  extracted_data: z.object({
    method: z.enum(['ocr', 'pdf', 'vision']),
    answers: z.array(ZExtractedAnswer),
    task_code: z.string().nullable(),
    /** Question numbers read with low confidence (marked in the preview). */
    low_confidence: z.array(z.number().int()),
    /** The text read, page after page (for the child to compare). */
    text: z.string(),
    pages: z.number().int(),
  }),
  message: z.string(),
});
export type PreviewResponse = z.infer<typeof ZPreviewResponse>;

/** GET /api/evaluation/settings: how paper work is read and written answers scored. */
export const ZEvaluationSettings = z.object({
  /** `vision` when a model reads the pages, `ocr` for the built-in reader (tesseract and PDF text). */
  evaluation_method: z.enum(['vision', 'ocr']),
  provider: z.string(),
  model: z.string(),
  low_confidence_threshold: z.number(),
  max_file_bytes: z.number().int(),
  max_files: z.number().int(),
  accepted_types: z.array(z.string()),
});
export type EvaluationSettings = z.infer<typeof ZEvaluationSettings>;
