import { normaliseText } from '@app/shared';
import { contradicts, reversedRoles } from './contradiction';
import { contentTokens, INJECTION_RE } from './rubric';
import { buildStepRubric, scoreSteps } from './steps';
import { buildRubric, type Rubric } from './value-points';

// The built-in engine for short and long answers: value points (or steps, for numeric problems), opposites that earn
// nothing, copied question text that earns nothing, instructions that are only content, and a confidence for every
// mark. Deterministic: the same question and answer always give the same score.

export interface WrittenQuestion {
  question_text: string;
  answer: string;
  answer_explanation?: string;
  key_terms?: string[];
  marks: number;
}

export interface WrittenScore {
  marks: number;
  /** 0-1: how sure the engine is of `marks`. */
  confidence: number;
  covered: string[];
  missing: string[];
  contradicted: string[];
  /** Why the engine is unsure, or what it noticed (copied question, instructions to the marker). */
  notes: string[];
  /** The answer holds text addressed to the marker. */
  injection: boolean;
}

const EXAMPLE_RE = /\b(e\.?g|example|for instance|such as|like)\b/i;

const halfMarks = (x: number, max: number) => Math.min(max, Math.max(0, Math.round(x * 2) / 2));

/** Sentences of an answer that talk to the marker are dropped: they are content, and earn nothing. */
function withoutInstructions(answer: string): { text: string; injection: boolean } {
  const parts = answer.split(/(?<=[.!?\n])\s*/);
  const kept = parts.filter((p) => !INJECTION_RE.test(p));
  return { text: kept.join(' ').trim(), injection: kept.length < parts.length };
}

function pointCredit(rubric: Rubric, i: number, have: Set<string>): number {
  const p = rubric.points[i];
  let total = 0;
  let hit = 0;
  for (const t of p.tokens) {
    const w = p.keyTokens.has(t) || /^-?\d/.test(t) ? 2 : 1;
    total += w;
    if (have.has(t)) hit += w;
  }
  return total ? hit / total : 0;
}

export function scoreWritten(q: WrittenQuestion, rawAnswer: string): WrittenScore {
  const { text: answer, injection } = withoutInstructions(rawAnswer);
  const notes: string[] = injection ? ['The answer contains instructions to the marker; they earn nothing.'] : [];
  const base = { covered: [], missing: [], contradicted: [], notes, injection };
  if (!answer) return { ...base, marks: 0, confidence: injection ? 0.5 : 0.95 };
  const rubric = buildRubric(q);
  const tokens = contentTokens(answer);
  const have = new Set(tokens);
  const newTokens = tokens.filter((t) => !rubric.questionTokens.has(t));
  // Copied question text: almost nothing beyond the question's own words.
  const copied =
    tokens.length >= 3 && newTokens.length <= tokens.length * 0.15 && newTokens.every((t) => !/^-?\d/.test(t));
  if (copied) {
    notes.push('The answer repeats the question.');
    return { ...base, marks: 0, confidence: 0.9, missing: rubric.points.map((p) => p.text) };
  }
  if (normaliseText(answer) === normaliseText(q.answer))
    return { ...base, marks: q.marks, confidence: injection ? 0.5 : 0.98, covered: rubric.points.map((p) => p.text) };

  const steps = buildStepRubric(q);
  if (steps) {
    const s = scoreSteps(steps, answer);
    const marks = halfMarks(s.marks, q.marks);
    let confidence = s.unsure ? 0.45 : 0.85;
    if (!s.finalRight && s.methodShare === 0 && tokens.length > 6) {
      confidence = 0.5;
      notes.push('Working that the model answer does not show.');
    }
    if (s.unsure) notes.push('Method marks for working with a slip: check the steps.');
    if (injection) confidence = Math.min(confidence, 0.5);
    return {
      ...base,
      marks,
      confidence,
      covered: s.finalRight ? ['final answer'] : [],
      missing: s.finalRight ? [] : ['final answer'],
    };
  }

  // Opposites are judged on whole sentences, so that "Physical change: no new substance ..." keeps its subject.
  const fullSentences = answer.split(/(?<=[.!?])\s+|\n+/).filter((x) => x.trim());
  const flipped = reversedRoles(q.answer, answer);
  const nums = contentTokens(answer).filter((t) => /^-?\d/.test(t));
  const lastNumber = nums.length ? nums[nums.length - 1] : null;
  const covered: string[] = [];
  const missing: string[] = [];
  const contradicted: string[] = [];
  let raw = 0;
  let ambiguity = 0;
  rubric.points.forEach((p, i) => {
    const cov = pointCredit(rubric, i, have);
    const flips = p.tokens.some((t) => flipped.has(t));
    if (cov > 0 && (flips || fullSentences.some((s) => contradicts(p.text, s, answer)))) {
      contradicted.push(p.text);
      return;
    }
    // A key term of the point, stated, is worth at least half the point (naming the stages of a cycle).
    const keyShown = [...p.keyTokens].some((t) => have.has(t));
    let credit = cov >= 0.5 ? 1 : cov >= 0.25 || keyShown ? 0.5 : 0;
    // A point that ends in a result ("so the mode is 5") needs that result; the result alone is half the point.
    if (p.result !== null) {
      const stated = lastNumber === p.result;
      credit = stated ? Math.max(credit, 0.5) : Math.min(credit, 0.5);
    }
    // Any fitting example earns an example point, which the rubric cannot check: half, and a teacher should look.
    if (p.example && credit < 1 && EXAMPLE_RE.test(answer)) {
      credit = Math.max(credit, 0.5);
      ambiguity += p.marks / q.marks;
    }
    raw += credit * p.marks;
    (credit >= 1 ? covered : missing).push(p.text);
    if (cov >= 0.15 && cov < 0.6) ambiguity += p.marks / q.marks;
  });
  const marks = halfMarks(raw, q.marks);
  const share = marks / q.marks;
  // Confidence: points half-shown, long answers the points do not recognise (perhaps paraphrased), opposites found.
  const unknown = newTokens.filter((t) => !rubric.knownTokens.has(t)).length / Math.max(1, newTokens.length);
  let confidence = 0.92 - 0.45 * ambiguity;
  if (newTokens.length >= 8 && share < 0.5) confidence -= 0.3;
  else if (newTokens.length >= 8 && share < 1) confidence -= 0.1;
  if (unknown > 0.5 && newTokens.length >= 6 && share < 1) confidence -= 0.2;
  if (contradicted.length) {
    confidence -= 0.1;
    notes.push('Parts of the answer state the opposite of the model answer.');
  }
  if (newTokens.length <= 3 && share <= 0.25) confidence = Math.max(confidence, 0.85);
  if (injection) confidence = Math.min(confidence, 0.5);
  return {
    marks,
    confidence: Math.round(Math.min(0.99, Math.max(0.05, confidence)) * 100) / 100,
    covered,
    missing,
    contradicted,
    notes,
    injection,
  };
}
