import { z } from 'zod';

// One structured question shape shared by the seed bank, the procedural generators, AI output and worksheets.
// Worksheets render HTML from these; the structure is the source of truth.

export const QUESTION_TYPES = [
  'mcq',
  'true_false',
  'fill_blank',
  'assertion_reason',
  'short_answer',
  'long_answer',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Labels the spec uses in forms (spec 02 §9). */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  mcq: 'Multiple Choice',
  true_false: 'True False',
  fill_blank: 'Fill in the Blanks',
  assertion_reason: 'Assertion Reasoning',
  short_answer: 'Short Answer',
  long_answer: 'Long Answer',
};
/** Short codes of the question bank screens (spec 03 §9). */
export const QUESTION_TYPE_CODES: Record<QuestionType, string> = {
  mcq: 'MCQ',
  true_false: 'True/False',
  fill_blank: 'FIB',
  assertion_reason: 'AR',
  short_answer: 'SA',
  long_answer: 'LA',
};

export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard', 'extreme'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const;
/** The four fixed assertion-reasoning choices (spec 03 §9). */
export const ASSERTION_REASON_OPTIONS = [
  'Both A and R are true, and R is the correct explanation of A.',
  'Both A and R are true, but R is not the correct explanation of A.',
  'A is true, but R is false.',
  'A is false, but R is true.',
] as const;

export const ZDiagram = z.object({
  type: z.enum(['svg', 'mermaid']),
  code: z.string().max(20_000),
  description: z.string().max(500).optional(),
  labels: z.array(z.string()).optional(),
});

export const ZStructuredQuestion = z.object({
  question_type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  /** Text with inline maths as $...$ (KaTeX). Assertion-reasoning text holds "Assertion (A): ... Reason (R): ...". */
  question_text: z.string().min(1),
  /** MCQ: exactly 4 distinct; true_false: TRUE_FALSE_OPTIONS; assertion_reason: ASSERTION_REASON_OPTIONS; else null. */
  options: z.array(z.string()).nullable(),
  /** For option types the text of the correct option, exactly as in `options`. */
  answer: z.string().min(1),
  /** Other accepted answers for fill_blank (e.g. "0.5" beside "1/2"). */
  accepted_answers: z.array(z.string()).optional(),
  /** Key terms a short or long answer should contain (built-in rubric). */
  key_terms: z.array(z.string()).optional(),
  answer_explanation: z.string().min(1),
  marks: z.number().int().min(1).max(10),
  /** Concept tag shared by questions, topics and evaluations, e.g. "maths.fractions.addition". */
  concept: z.string().regex(/^[a-z0-9]+(\.[a-z0-9-]+)+$/),
  /** Wrong option text → the misconception it reflects. */
  misconceptions: z.record(z.string(), z.string()).optional(),
  diagram: ZDiagram.nullable().optional(),
});
export type StructuredQuestion = z.infer<typeof ZStructuredQuestion>;

/** Where a bank question sits. For olympiad questions board holds the provider, chapter the section (spec 03 §3). */
export const ZQuestionPlacement = z.object({
  question_mode: z.enum(['regular', 'olympiad']),
  board: z.string(),
  grade: z.number().int().min(1).max(12),
  subject: z.string(),
  chapter: z.string(),
  topic: z.string(),
  /** Olympiad code (IMO, NSO, ...) for olympiad questions. */
  olympiad_code: z.string().optional(),
});

export const ZBankQuestion = ZStructuredQuestion.extend(ZQuestionPlacement.shape);
export type BankQuestion = z.infer<typeof ZBankQuestion>;
