import {
  ASSERTION_REASON_OPTIONS,
  deriveAcceptedAnswers,
  matchOption,
  matchTrueFalse,
  normaliseText,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  type QuestionDifficulty,
  type QuestionType,
  questionDedupKey,
  type StructuredQuestion,
  TRUE_FALSE_OPTIONS,
  validateQuestion,
} from '@app/shared';
import { z } from 'zod';
import { checkMath } from '../render/math';
import type { WorksheetQuestion } from '../types';

/**
 * What a model is asked to return for one question. Deliberately loose (plain strings, nullable lists) so that a
 * near miss can be repaired rather than thrown away; the strict rules are applied by `repairQuestion`.
 */
export const ZLlmQuestion = z.object({
  question_type: z.string().describe(`One of ${QUESTION_TYPES.join(', ')}`),
  question_text: z.string().describe('Inline maths as $...$ (LaTeX). Fill in the blanks use ___ for the blank.'),
  options: z.array(z.string()).nullable().describe('MCQ: exactly 4 distinct options; otherwise null'),
  answer: z.string().describe('For MCQ the exact text of the correct option'),
  answer_explanation: z.string(),
  marks: z.number(),
  difficulty: z.string(),
  topic: z.string(),
  concept: z.string().describe('Concept tag such as maths.fractions.addition'),
  key_terms: z.array(z.string()).nullable().describe('Short and long answers: terms a full answer contains'),
  accepted_answers: z.array(z.string()).nullable().describe('Fill in the blanks: other correct forms'),
  hint: z.string().describe('A nudge that does not reveal the answer'),
});
export type LlmQuestion = z.infer<typeof ZLlmQuestion>;

export const ZLlmQuestionSet = z.object({ questions: z.array(ZLlmQuestion) });

export interface RepairContext {
  types: readonly QuestionType[];
  /** The requested difficulty; 'auto' accepts any. */
  difficulty: QuestionDifficulty | 'auto';
  /** Concept tags of the requested topics; a missing or malformed tag falls back to the first. */
  concepts: string[];
  fallbackConcept: string;
  /** Olympiad and sections with fixed marks. */
  fixedMarks?: number;
}

const CONCEPT_RE = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;
const TYPE_ALIASES: Record<string, QuestionType> = {
  multiple_choice: 'mcq',
  'multiple choice': 'mcq',
  truefalse: 'true_false',
  'true/false': 'true_false',
  'true false': 'true_false',
  fill_in_the_blanks: 'fill_blank',
  fill_in_the_blank: 'fill_blank',
  fib: 'fill_blank',
  'fill in the blanks': 'fill_blank',
  assertion_reasoning: 'assertion_reason',
  ar: 'assertion_reason',
  short: 'short_answer',
  long: 'long_answer',
};

const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** "A) 12", "(b) 12", "C. 12" → "12": models often letter their options. */
const stripLetter = (s: string) => clean(s).replace(/^\(?[A-Da-d][).:]\s+/, '');

export interface RepairResult {
  question: (StructuredQuestion & { topic?: string; hint?: string }) | null;
  problems: string[];
}

/** Cheap repairs (trim, type aliases, lettered answers, fixed option sets, tags, marks), then the full checks. */
export function repairQuestion(raw: LlmQuestion, ctx: RepairContext): RepairResult {
  const problems: string[] = [];
  const typeKey = clean(raw.question_type).toLowerCase();
  const type = (QUESTION_TYPES as readonly string[]).includes(typeKey)
    ? (typeKey as QuestionType)
    : (TYPE_ALIASES[typeKey.replace(/-/g, '_')] ?? TYPE_ALIASES[typeKey]);
  if (!type) return { question: null, problems: [`unknown question type "${raw.question_type}"`] };
  if (!ctx.types.includes(type)) return { question: null, problems: [`type ${type} was not requested`] };

  let options: string[] | null = raw.options?.map(stripLetter) ?? null;
  let answer = clean(raw.answer);
  if (type === 'true_false') {
    options = [...TRUE_FALSE_OPTIONS];
  } else if (type === 'assertion_reason') {
    options = [...ASSERTION_REASON_OPTIONS];
  } else if (type !== 'mcq') {
    options = null;
  }
  if (options) {
    // The answer may be a letter, "Option B", "(b) text" or the option text with other spacing or case.
    const idx = type === 'true_false' ? matchTrueFalse(answer, options) : matchOption(answer, options);
    if (idx >= 0) answer = options[idx];
  }
  const difficultyRaw = clean(raw.difficulty).toLowerCase();
  const difficulty: QuestionDifficulty = (QUESTION_DIFFICULTIES as readonly string[]).includes(difficultyRaw)
    ? (difficultyRaw as QuestionDifficulty)
    : ctx.difficulty === 'auto'
      ? 'medium'
      : ctx.difficulty;
  const conceptRaw = clean(raw.concept).toLowerCase();
  const concept = CONCEPT_RE.test(conceptRaw)
    ? conceptRaw
    : (ctx.concepts.find((c) => c.endsWith(conceptRaw.replace(/\s+/g, '-'))) ?? ctx.fallbackConcept);
  const marksRaw = Number.isFinite(raw.marks) ? Math.round(raw.marks) : 1;
  const marks = ctx.fixedMarks ?? Math.min(10, Math.max(1, marksRaw));
  if (!ctx.fixedMarks && marksRaw !== marks) problems.push(`marks ${raw.marks} clamped to ${marks}`);

  const list = (xs: string[] | null) => xs?.map(clean).filter(Boolean) ?? [];
  const q: StructuredQuestion & { topic?: string; hint?: string } = {
    question_type: type,
    difficulty,
    question_text: clean(raw.question_text),
    options,
    answer,
    answer_explanation: clean(raw.answer_explanation) || answer,
    marks,
    concept,
    ...(type === 'fill_blank' ? acceptedOf(answer, clean(raw.answer_explanation), list(raw.accepted_answers)) : {}),
    ...((type === 'short_answer' || type === 'long_answer') && list(raw.key_terms).length
      ? { key_terms: list(raw.key_terms) }
      : {}),
    ...(clean(raw.topic) ? { topic: clean(raw.topic) } : {}),
    ...(clean(raw.hint) && !leaksAnswer(clean(raw.hint), answer) ? { hint: clean(raw.hint) } : {}),
  };
  if (type === 'fill_blank' && !/_{3,}/.test(q.question_text)) {
    // "Fill in: 3 + 4 = ..." → a proper blank.
    const fixed = q.question_text.replace(/\.{3,}|…|_{1,2}(?!_)/, '___');
    if (/_{3,}/.test(fixed)) q.question_text = fixed;
  }
  const invalid = [...validateQuestion(q), ...questionMathProblems(q)];
  if (invalid.length) return { question: null, problems: [...problems, ...invalid] };
  return { question: q, problems };
}

/** The accepted answers a model gave, plus those its explanation names. */
function acceptedOf(answer: string, explanation: string, given: string[]) {
  const accepted = deriveAcceptedAnswers({
    question_type: 'fill_blank',
    answer,
    answer_explanation: explanation,
    accepted_answers: given,
  });
  return accepted.length ? { accepted_answers: accepted } : {};
}

function leaksAnswer(hint: string, answer: string): boolean {
  const a = normaliseText(answer);
  return a.length > 0 && normaliseText(hint).includes(a);
}

/** Every text of a question must hold maths KaTeX can typeset. */
export function questionMathProblems(q: StructuredQuestion): string[] {
  return [q.question_text, ...(q.options ?? []), q.answer, q.answer_explanation].flatMap(checkMath);
}

export interface CheckedBatch<Q extends StructuredQuestion> {
  accepted: Q[];
  problems: string[];
}

/** Repairs a batch and drops duplicates (within it and against `seen`, which it extends). */
export function acceptBatch(
  raws: LlmQuestion[],
  ctx: RepairContext,
  seen: Set<string>,
  limit: number,
): CheckedBatch<StructuredQuestion & { topic?: string; hint?: string }> {
  const accepted: (StructuredQuestion & { topic?: string; hint?: string })[] = [];
  const problems: string[] = [];
  raws.forEach((raw, i) => {
    const { question, problems: p } = repairQuestion(raw, ctx);
    for (const x of p) problems.push(`question ${i + 1}: ${x}`);
    if (!question) return;
    const key = questionDedupKey(question);
    if (seen.has(key)) {
      problems.push(`question ${i + 1}: duplicate`);
      return;
    }
    if (accepted.length >= limit) return;
    seen.add(key);
    accepted.push(question);
  });
  return { accepted, problems };
}

/** Numbers questions 1..n in the given order. */
export function numberQuestions<Q extends StructuredQuestion>(qs: Q[]): (Q & WorksheetQuestion)[] {
  return qs.map((q, i) => ({ ...q, question_number: i + 1 }));
}
