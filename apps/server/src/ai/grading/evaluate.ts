import {
  type AiProvider,
  GRADED_BY_BUILTIN,
  GRADED_BY_EXACT,
  gradedByModel,
  gradeFromPercent,
  HINT_MARKS_FACTOR,
  percentOf,
  type QuestionAnalysisItem,
  REVIEW_CONFIDENCE_THRESHOLD,
} from '@app/shared';
import { answerText } from '../assemble';
import type { EvaluateRequest, EvaluationResult, WorksheetQuestion } from '../types';
import { composeAnalysis } from './analysis';
import { exactMark } from './exact';
import { type WrittenScore, scoreWritten } from './written';

export const EXACT_TYPES = new Set(['mcq', 'true_false', 'assertion_reason', 'fill_blank']);

export interface ModelScore {
  /** The mark the model gave (the mean when it scored twice). */
  score: number;
  feedback: string;
  /** Every scoring of this answer (two when the second reading succeeded). */
  scores: number[];
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

/** Model and built-in marks this far apart (or two model scorings more than a mark apart) need an adult. */
export const wideGap = (marks: number) => Math.max(1, marks * 0.4);

interface WrittenMark {
  raw: number;
  confidence: number;
  gradedBy: string;
  feedback: string;
  reason?: string;
}

function builtinMark(w: WrittenScore): WrittenMark {
  return {
    raw: w.marks,
    confidence: w.confidence,
    gradedBy: GRADED_BY_BUILTIN,
    feedback: rubricFeedback(w),
    reason:
      w.confidence < REVIEW_CONFIDENCE_THRESHOLD
        ? (w.notes[0] ?? 'The built-in marker is unsure of this answer.')
        : undefined,
  };
}

/** A model's mark, checked against its own second reading and against the built-in rubric. */
function modelMark(q: WorksheetQuestion, m: ModelScore, w: WrittenScore, gradedBy: string): WrittenMark {
  const scores = m.scores.map((s) => clampMarks(s, q.marks));
  let raw = clampMarks(m.score, q.marks);
  let confidence = scores.length >= 2 ? 0.9 : 0.75;
  let reason: string | undefined;
  const spread = scores.length >= 2 ? Math.max(...scores) - Math.min(...scores) : 0;
  if (spread > 1) {
    confidence = 0.4;
    reason = `Two readings by the model differ by ${round2(spread)} marks.`;
  } else if (spread > 0.5) confidence -= 0.2;
  if (Math.abs(raw - w.marks) > wideGap(q.marks)) {
    confidence = Math.min(confidence, 0.45);
    reason ??= `The model (${round2(raw)}) and the built-in rubric (${w.marks}) disagree.`;
  }
  // A model that followed instructions hidden in the answer is not trusted beyond the content's worth.
  if (w.injection) {
    raw = Math.min(raw, w.marks);
    confidence = Math.min(confidence, 0.5);
    reason ??= w.notes[0];
  }
  return {
    raw,
    confidence,
    gradedBy,
    feedback: m.feedback.trim().slice(0, 600) || rubricFeedback(w),
    reason,
  };
}

/**
 * Hybrid grading. Objective questions are marked exactly and no model output can change them; written answers get
 * the built-in value-point rubric or a model's score (two readings, clamped to the question's marks), each with a
 * confidence, and `needs_review` when the confidence is low or the graders disagree. A hint caps a question at
 * HINT_MARKS_FACTOR of its marks. Deterministic for the same input and the same model scores.
 */
export async function evaluateSubmission(req: EvaluateRequest, scorer?: RubricScorer): Promise<EvaluationResult> {
  const hints = new Set(req.hints_used ?? []);
  const uncertain = new Set(req.uncertain_answers ?? []);
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
    const exact = EXACT_TYPES.has(q.question_type);
    let mark: WrittenMark;
    if (!answer) {
      mark = {
        raw: 0,
        confidence: 1,
        gradedBy: exact ? GRADED_BY_EXACT : GRADED_BY_BUILTIN,
        feedback: `Not answered. The answer is ${correctAnswer}.`,
      };
    } else if (exact) {
      const e = exactMark(q, answer, correctAnswer);
      mark = { raw: e.fraction * q.marks, confidence: 1, gradedBy: GRADED_BY_EXACT, feedback: e.feedback };
    } else {
      const w = scoreWritten(q, answer);
      const model = modelScores.get(q.question_number);
      mark = model && scorer ? modelMark(q, model, w, gradedByModel(scorer.provider, scorer.model)) : builtinMark(w);
    }
    if (answer && uncertain.has(q.question_number)) {
      mark.confidence = Math.min(mark.confidence, 0.5);
      mark.reason ??= 'The answer was read from a photo with low confidence.';
    }
    const capped = hintUsed ? Math.min(mark.raw, q.marks * HINT_MARKS_FACTOR) : mark.raw;
    const awarded = round2(clampMarks(capped, q.marks));
    let feedback = mark.feedback;
    if (hintUsed && mark.raw > awarded)
      feedback += ` A hint was used, so ${Math.round(HINT_MARKS_FACTOR * 100)}% of the marks at most.`;
    const needsReview = mark.confidence < REVIEW_CONFIDENCE_THRESHOLD;
    return {
      question_number: q.question_number,
      question_text: q.question_text,
      student_answer: answer,
      correct_answer: correctAnswer,
      marks_awarded: awarded,
      max_marks: q.marks,
      is_correct: mark.raw >= q.marks,
      partial_credit: mark.raw > 0 && mark.raw < q.marks,
      hint_used: hintUsed,
      feedback,
      question_type: q.question_type,
      concept: q.concept,
      graded_by: mark.gradedBy,
      confidence: round2(mark.confidence),
      needs_review: needsReview,
      ...(mark.gradedBy === GRADED_BY_EXACT ? {} : { suggested_marks: awarded }),
      ...(needsReview && mark.reason ? { review_reason: mark.reason } : {}),
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

function rubricFeedback(w: WrittenScore): string {
  const total = w.covered.length + w.missing.length + w.contradicted.length;
  const parts = [`Your answer covers ${w.covered.length} of ${total} point${total === 1 ? '' : 's'}.`];
  if (w.contradicted.length)
    parts.push(`This says the opposite of the answer: ${w.contradicted.slice(0, 2).join('; ')}.`);
  if (w.missing.length) parts.push(`Include: ${w.missing.slice(0, 3).join('; ')}.`);
  if (w.notes.length && w.notes[0].startsWith('The answer repeats')) parts.push(w.notes[0]);
  return parts.join(' ');
}
