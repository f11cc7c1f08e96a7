// Subpaths, not the package's index: the import's worker thread loads only what it uses.
import type { BankQuestion } from '@app/shared';
import { deriveAcceptedAnswers } from '@app/shared/rules/accepted-answers';
import { validateQuestion } from '@app/shared/rules/question-validation';
import { ASSERTION_REASON_OPTIONS, TRUE_FALSE_OPTIONS } from '@app/shared/schemas/question';
import type { QbGeneratedQuestion, ZQbQuestionDraft } from '@app/shared/schemas/question-bank';
import { CONCEPT_TAG_RE } from '@app/content/curriculum/index';
import type { z } from 'zod';
import { resolveScope } from '../../ai/builtin/scope';

// Drafts (generated, imported or edited questions) checked and completed into bank questions. Kept free of the
// database and the AI engine so the import's worker thread loads little.

export const MCQ_LETTERS = ['A', 'B', 'C', 'D'] as const;

export function optionColumns(type: string, options: readonly string[] | null) {
  const mcq = type === 'mcq' && options ? options : null;
  return {
    option_A: mcq?.[0] ?? null,
    option_B: mcq?.[1] ?? null,
    option_C: mcq?.[2] ?? null,
    option_D: mcq?.[3] ?? null,
  };
}

export function diagramColumns(d: BankQuestion['diagram'] | undefined) {
  return {
    diagram: d ?? null,
    diagram_description: d?.description ?? null,
    diagram_type: d?.type ?? null,
    diagram_labels: d?.labels ?? null,
    diagram_code: d?.code ?? null,
  };
}

/** A bank question (generated or parsed, not saved) in the API's shape. */
export function toGenerated(b: BankQuestion, generatorModel: string): QbGeneratedQuestion {
  const options = b.options ?? null;
  return {
    question_mode: b.question_mode,
    question_type: b.question_type,
    difficulty: b.difficulty,
    board: b.board,
    grade: b.grade,
    subject: b.subject,
    chapter: b.chapter,
    topic: b.topic,
    olympiad_code: b.olympiad_code ?? null,
    concept: b.concept,
    question_text: b.question_text,
    options,
    ...optionColumns(b.question_type, options),
    answer: b.answer,
    accepted_answers: b.accepted_answers ?? null,
    key_terms: b.key_terms ?? null,
    answer_explanation: b.answer_explanation,
    marks: b.marks,
    generator_model: generatorModel,
    ...diagramColumns(b.diagram),
  };
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Alternatives the explanation accepts are stored with the question, so marking never reads prose. */
function acceptedOf(type: string, answer: string, explanation?: string | null, given?: string[] | null) {
  const accepted = deriveAcceptedAnswers({
    question_type: type,
    answer,
    answer_explanation: explanation,
    accepted_answers: given,
  });
  return accepted.length ? { accepted_answers: accepted } : {};
}

/** A bare letter A-D as an MCQ answer names that option. */
function resolveAnswer(type: string, answer: string, options: string[] | null): string {
  const a = answer.trim();
  if (!options?.length) return a;
  const exact = options.find((o) => norm(o) === norm(a));
  if (exact) return exact;
  const letter = /^\(?([A-Da-d])\)?\.?$/.exec(a)?.[1]?.toUpperCase();
  if (type === 'mcq' && letter) return options[MCQ_LETTERS.indexOf(letter as 'A')] ?? a;
  return a;
}

/** A valid concept tag for a question that carries none: the curriculum's for the topic, else one from the names. */
function conceptFor(d: { board: string; grade: number; subject: string; chapter: string; topic: string }) {
  return resolveScope({ board: d.board, grade: d.grade, subject: d.subject, chapter: d.chapter, topics: [d.topic] })
    .fallbackConcept;
}

export type DraftResult =
  | { ok: true; question: BankQuestion; generatorModel: string }
  | { ok: false; problems: string[] };

/**
 * A question from the client (generated, imported or edited) checked and completed into a bank question: fixed
 * options for true/false and assertion-reason, MCQ options from option_A..D, a concept, an explanation.
 */
export function completeDraft(input: z.output<typeof ZQbQuestionDraft>, defaultModel = 'manual'): DraftResult {
  const type = input.question_type;
  let options: string[] | null = input.options?.map((o) => o.trim()) ?? null;
  if (type === 'mcq' && !options?.length) {
    const cols = [input.option_A, input.option_B, input.option_C, input.option_D];
    if (cols.some((c) => c?.trim())) options = cols.map((c) => c?.trim() ?? '');
  }
  if (type === 'true_false' && !options?.length) options = [...TRUE_FALSE_OPTIONS];
  if (type === 'assertion_reason' && !options?.length) options = [...ASSERTION_REASON_OPTIONS];
  if (type !== 'mcq' && type !== 'true_false' && type !== 'assertion_reason' && !options?.length) options = null;
  const answer = resolveAnswer(type, input.answer, options);
  const concept = input.concept && CONCEPT_TAG_RE.test(input.concept) ? input.concept : conceptFor(input);
  const question: BankQuestion = {
    question_mode: input.question_mode,
    question_type: type,
    difficulty: input.difficulty,
    board: input.board,
    grade: input.grade,
    subject: input.subject,
    chapter: input.chapter,
    topic: input.topic || input.chapter,
    ...(input.olympiad_code ? { olympiad_code: input.olympiad_code } : {}),
    concept,
    question_text: input.question_text,
    options,
    answer,
    ...acceptedOf(type, answer, input.answer_explanation, input.accepted_answers),
    ...(input.key_terms?.length ? { key_terms: input.key_terms } : {}),
    answer_explanation: input.answer_explanation?.trim() || `The correct answer is: ${answer}`,
    marks: input.marks ?? (type === 'long_answer' ? 5 : type === 'short_answer' ? 2 : 1),
    diagram: input.diagram ?? null,
  };
  const problems = validateQuestion(question);
  if (problems.length) return { ok: false, problems };
  return { ok: true, question, generatorModel: input.generator_model?.trim() || defaultModel };
}
