import { gradeFromPercent } from './grading';
import { isOnStep, MARK_STEP, OVERALL_STEP, REVIEW_MSG } from '../schemas/review';

// The evaluation edit rules (spec 03 §5), pure so server and web agree: marks per question from 0 to the question's
// maximum in steps of 0.05; the overall score recalculated as the rounded percentage of awarded over maximum marks
// whenever a mark changes (else an adult may set it, 0-100 in steps of 0.01); the grade follows the overall score.

export interface EditableItem {
  question_number: number;
  marks_awarded: number;
  max_marks: number;
  [key: string]: unknown;
}

export interface EditableEvaluation {
  overall_score: number;
  grade: string;
  question_analysis: EditableItem[];
  feedback: string;
  strengths: string[];
  areas_for_improvement: string[];
  learning_suggestions: string[];
  parent_insights: string;
}

export interface EditInput {
  overall_score?: number | null;
  question_scores?: Record<string, number>;
  feedback?: string;
  strengths?: string[];
  areas_for_improvement?: string[];
  learning_suggestions?: string[];
  parent_insights?: string;
}

export type EditOutcome =
  | {
      ok: true;
      next: EditableEvaluation;
      marks_awarded: number;
      max_score: number;
      /** Field → {from, to}; marks appear as `question_N`. Empty when nothing changed. */
      changes: Record<string, { from: unknown; to: unknown }>;
      /** Question numbers whose marks the adult sent (reviewed), changed or not. */
      reviewed: number[];
    }
  | { ok: false; message: string; field: string };

const round2 = (x: number) => Math.round(x * 100) / 100;

// The engine opens its feedback and parent insights with the score; after a mark changes, that sentence would
// contradict the score beside it, so it is rewritten unless the adult wrote the text themselves.
const ENGINE_SCORE = {
  feedback: /Scored [\d.]+ out of [\d.]+ \([\d.]+%, grade [^)]+\)/,
  parent_insights: /scored [\d.]+ of [\d.]+ \([\d.]+%, grade [^)]+\)/,
} as const;
function restateScore(
  text: string,
  key: keyof typeof ENGINE_SCORE,
  awarded: number,
  max: number,
  pct: number,
  grade: string,
) {
  const figures = `${round2(awarded)} ${key === 'feedback' ? 'out of' : 'of'} ${round2(max)} (${pct}%, grade ${grade})`;
  return text.replace(ENGINE_SCORE[key], `${key === 'feedback' ? 'Scored' : 'scored'} ${figures}`);
}

export function applyEvaluationEdit(current: EditableEvaluation, input: EditInput): EditOutcome {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const byNumber = new Map(current.question_analysis.map((q) => [String(q.question_number), q]));
  const marks = new Map<number, number>();
  for (const [key, raw] of Object.entries(input.question_scores ?? {})) {
    const item = byNumber.get(String(Number(key)));
    const field = `question_scores.${key}`;
    if (!item) return { ok: false, message: REVIEW_MSG.unknownQuestion(key), field };
    const n = item.question_number;
    if (!Number.isFinite(raw) || raw < 0 || raw > item.max_marks)
      return { ok: false, message: REVIEW_MSG.marksRange(n, item.max_marks), field };
    if (!isOnStep(raw, MARK_STEP)) return { ok: false, message: REVIEW_MSG.marksStep(n), field };
    marks.set(n, Math.round(raw / MARK_STEP) * MARK_STEP);
  }
  const analysis = current.question_analysis.map((q) => {
    const next = marks.get(q.question_number);
    if (next === undefined || round2(next) === round2(q.marks_awarded)) return q;
    changes[`question_${q.question_number}`] = { from: q.marks_awarded, to: round2(next) };
    return {
      ...q,
      marks_awarded: round2(next),
      is_correct: round2(next) === q.max_marks,
      partial_credit: next > 0 && round2(next) < q.max_marks,
    };
  });
  const awarded = round2(analysis.reduce((s, q) => s + q.marks_awarded, 0));
  const max = round2(analysis.reduce((s, q) => s + q.max_marks, 0));

  let overall = current.overall_score;
  const marksChanged = Object.keys(changes).length > 0;
  if (marksChanged) {
    // In 0.05-mark units the ratio is exact, so a percentage ending in .5 rounds up, never down by float error.
    const units = (x: number) => Math.round(x / MARK_STEP);
    overall = max > 0 ? Math.round((units(awarded) * 100) / units(max)) : 0;
  } else if (input.overall_score !== undefined && input.overall_score !== null) {
    const o = input.overall_score;
    if (!Number.isFinite(o) || o < 0 || o > 100)
      return { ok: false, message: REVIEW_MSG.overallRange, field: 'overall_score' };
    if (!isOnStep(o, OVERALL_STEP)) return { ok: false, message: REVIEW_MSG.overallStep, field: 'overall_score' };
    overall = round2(o);
  }
  if (overall !== current.overall_score) changes.overall_score = { from: current.overall_score, to: overall };
  const grade = gradeFromPercent(overall);
  if (grade !== current.grade) changes.grade = { from: current.grade, to: grade };

  const next: EditableEvaluation = { ...current, overall_score: overall, grade, question_analysis: analysis };
  for (const key of ['feedback', 'parent_insights'] as const) {
    const v = input[key];
    if (v !== undefined && v !== current[key]) {
      changes[key] = { from: current[key], to: v };
      next[key] = v;
    } else if (overall !== current.overall_score || marksChanged) {
      next[key] = restateScore(current[key], key, awarded, max, overall, grade);
    }
  }
  for (const key of ['strengths', 'areas_for_improvement', 'learning_suggestions'] as const) {
    const v = input[key];
    if (v !== undefined && JSON.stringify(v) !== JSON.stringify(current[key])) {
      changes[key] = { from: current[key], to: v };
      next[key] = v;
    }
  }
  return { ok: true, next, marks_awarded: awarded, max_score: max, changes, reviewed: [...marks.keys()] };
}
