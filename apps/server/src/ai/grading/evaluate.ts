import {
  type AiProvider,
  GRADED_BY_BUILTIN,
  GRADED_BY_EXACT,
  gradedByModel,
  gradeFromPercent,
  HINT_MARKS_FACTOR,
  matchesAnyAnswer,
  matchOption,
  percentOf,
  type QuestionAnalysisItem,
  REVIEW_CONFIDENCE_THRESHOLD,
} from '@app/shared';
import { answerText } from '../assemble';
import type { EvaluateRequest, EvaluationResult, WorksheetQuestion } from '../types';
import { composeAnalysis } from './analysis';
import { looksLikeInjection, scoreWithRubric } from './rubric';

export const EXACT_TYPES = new Set(['mcq', 'true_false', 'assertion_reason', 'fill_blank']);

export interface ModelScore {
  score: number;
  feedback: string;
}

/** Scores written answers with a model; returns scores by question number (missing ones fall back to built-in). */
export interface RubricScorer {
  provider: AiProvider;
  model: string;
  score(items: { question: WorksheetQuestion; answer: string }[]): Promise<Map<number, ModelScore>>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
/** Marks move in steps of 0.05 (spec 03 §5); anything a model returns is clamped to [0, max]. */
export const clampMarks = (x: number, max: number) =>
  Number.isFinite(x) ? Math.min(max, Math.max(0, Math.round(x * 20) / 20)) : 0;

function exactMark(q: WorksheetQuestion, answer: string): { correct: boolean; chosen: string | null } {
  if (q.question_type === 'fill_blank')
    return { correct: matchesAnyAnswer(answer, q.answer, q.accepted_answers ?? []), chosen: null };
  const idx = matchOption(answer, q.options ?? []);
  const chosen = idx >= 0 ? (q.options?.[idx] ?? null) : null;
  return { correct: chosen !== null && chosen === q.answer, chosen };
}

/**
 * Hybrid grading. Objective questions are marked exactly here and no model output can change them; written answers
 * get the built-in rubric or a model's score, clamped to the question's marks. A hint caps a question at
 * HINT_MARKS_FACTOR of its marks. Deterministic for the same input and the same model scores.
 */
export async function evaluateSubmission(req: EvaluateRequest, scorer?: RubricScorer): Promise<EvaluationResult> {
  const hints = new Set(req.hints_used ?? []);
  const answerOf = (q: WorksheetQuestion) => (req.answers[q.question_number] ?? '').toString().trim();
  const written = req.questions.filter((q) => !EXACT_TYPES.has(q.question_type) && answerOf(q));
  let modelScores = new Map<number, ModelScore>();
  let usedModel = false;
  if (scorer && written.length) {
    try {
      modelScores = await scorer.score(written.map((q) => ({ question: q, answer: answerOf(q) })));
      usedModel = modelScores.size > 0;
    } catch {
      // The built-in rubric marks everything the model could not.
    }
  }

  const items: QuestionAnalysisItem[] = req.questions.map((q) => {
    const answer = answerOf(q);
    const hintUsed = hints.has(q.question_number);
    const correctAnswer = answerText(q);
    let raw = 0;
    let feedback: string;
    let gradedBy = GRADED_BY_EXACT;
    let confidence = 1;
    if (!answer) {
      feedback = `Not answered. The answer is ${correctAnswer}.`;
      gradedBy = EXACT_TYPES.has(q.question_type) ? GRADED_BY_EXACT : GRADED_BY_BUILTIN;
    } else if (EXACT_TYPES.has(q.question_type)) {
      const { correct, chosen } = exactMark(q, answer);
      raw = correct ? q.marks : 0;
      const misconception = chosen && !correct ? q.misconceptions?.[chosen] : undefined;
      feedback = correct
        ? `Correct: ${correctAnswer}.`
        : `You answered "${answer}"; the correct answer is ${correctAnswer}.${misconception ? ` ${misconception}` : ''}`;
    } else {
      const builtin = scoreWithRubric(q, answer);
      const model = modelScores.get(q.question_number);
      if (model) {
        gradedBy = gradedByModel(scorer!.provider, scorer!.model);
        confidence = 0.8;
        raw = clampMarks(model.score, q.marks);
        // A model that followed instructions hidden in the answer is not trusted beyond the content's worth.
        if (looksLikeInjection(answer)) raw = Math.min(raw, builtin.marks);
        feedback = model.feedback.trim().slice(0, 600) || rubricFeedback(builtin.covered, builtin.missing);
      } else {
        gradedBy = GRADED_BY_BUILTIN;
        raw = builtin.marks;
        confidence = builtin.coverage === 0 || builtin.coverage === 1 ? 0.8 : 0.5;
        feedback = rubricFeedback(builtin.covered, builtin.missing);
      }
    }
    const capped = hintUsed ? Math.min(raw, q.marks * HINT_MARKS_FACTOR) : raw;
    const awarded = round2(clampMarks(capped, q.marks));
    if (hintUsed && raw > awarded)
      feedback += ` A hint was used, so ${Math.round(HINT_MARKS_FACTOR * 100)}% of the marks at most.`;
    return {
      question_number: q.question_number,
      question_text: q.question_text,
      student_answer: answer,
      correct_answer: correctAnswer,
      marks_awarded: awarded,
      max_marks: q.marks,
      is_correct: raw >= q.marks,
      partial_credit: raw > 0 && raw < q.marks,
      hint_used: hintUsed,
      feedback,
      question_type: q.question_type,
      concept: q.concept,
      graded_by: gradedBy,
      confidence,
      needs_review: confidence < REVIEW_CONFIDENCE_THRESHOLD,
      ...(gradedBy === GRADED_BY_EXACT ? {} : { suggested_marks: awarded }),
    };
  });

  const overall = round2(items.reduce((s, i) => s + i.marks_awarded, 0));
  const max = items.reduce((s, i) => s + i.max_marks, 0);
  const percentage = percentOf(overall, max);
  const analysis = composeAnalysis(req, items, percentage);
  return {
    overall_score: overall,
    max_score: max,
    percentage,
    grade: gradeFromPercent(percentage),
    ...analysis,
    question_analysis: items,
    graded_with:
      usedModel && scorer
        ? { provider: scorer.provider, model: scorer.model }
        : { provider: 'builtin', model: 'builtin-v1' },
  };
}

function rubricFeedback(covered: string[], missing: string[]): string {
  const total = covered.length + missing.length;
  const parts = [`Your answer covers ${covered.length} of ${total} key point${total === 1 ? '' : 's'}.`];
  if (missing.length) parts.push(`Include: ${missing.slice(0, 4).join('; ')}.`);
  return parts.join(' ');
}
