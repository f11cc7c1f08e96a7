import { numbersClose, plainMaths } from '@app/shared';
import { memo } from './memo';
import { contentTokens } from './rubric';
import { clausesOf } from './value-points';

// Step marking of numeric problems, as CBSE marking schemes do it: method marks for the steps shown (formula,
// substitution, intermediate results) and an answer mark for the final result. The final answer alone earns only the
// answer mark; a right method with a slip keeps its method marks.

export interface StepRubric {
  steps: { text: string; numbers: number[]; marks: number }[];
  /** Words of the formula the working starts from ("speed = distance / time"), if the model answer names one. */
  formula: string[];
  final: number;
  answerMarks: number;
  given: number[];
}

const NUMBER_RE = /-?\d+(?:,\d{2,3})*(?:\.\d+)?/g;

export function numbersIn(text: string): number[] {
  const t = plainMaths(text).replace(/\^\s*-?\d+/g, (m) => ` ^${m.slice(1).trim()} `);
  const out: number[] = [];
  for (const m of t.matchAll(NUMBER_RE)) {
    // Powers are part of the working ("x^2"), not results; skip the exponent itself.
    if (t[(m.index ?? 0) - 1] === '^') continue;
    const v = Number(m[0].replace(/,/g, ''));
    if (Number.isFinite(v)) out.push(v);
  }
  return out;
}

/** Close enough for a worked answer: exact, or the same to 2 significant decimals (rounded money, lengths). */
const near = (a: number, b: number) =>
  numbersClose(a, b) || Math.abs(a - b) <= Math.max(0.005 * Math.abs(b), Math.abs(b) < 10 ? 0.01 : 0);

export const hasNumber = (list: number[], v: number) => list.some((x) => near(x, v));

/**
 * A step rubric when the question is a numeric problem: the model answer works to a final number over at least two
 * steps and the question gives numbers to work with. Null for every other written answer.
 */
/** Numbers every formula brings with it (percent, halves, angles) count as given, not as results. */
const CONSTANTS = [100, 2, 1, 180, 360, 3.14];

const FORMULA_RE = /([a-z][a-z\s]{0,40})=\s*([a-z][a-z\s×*/+\-()]{2,80}?)(?==|$|[.;,])/i;

const stepMemo = memo((key: string) => deriveStepRubric(JSON.parse(key)), 1000);

export function buildStepRubric(q: { question_text: string; answer: string; marks: number }): StepRubric | null {
  return stepMemo(JSON.stringify([q.question_text, q.answer, q.marks]));
}

function deriveStepRubric([question_text, answer, marks]: [string, string, number]): StepRubric | null {
  const q = { question_text, answer, marks };
  if (q.marks < 2) return null;
  const given = [...numbersIn(q.question_text), ...CONSTANTS];
  const clauses = clausesOf(q.answer.replace(/\s*(?:\bso\b|\btherefore\b|∴|⇒|hence)\s*/gi, '; '));
  const withNumbers = clauses.filter((c) => numbersIn(c).length > 0);
  const all = numbersIn(q.answer);
  // Worked steps: at least two clauses that calculate (an equals sign or an operator between numbers).
  const worked = withNumbers.filter((c) => /=|\d\s*[-+×÷*/−]\s*\d/.test(plainMaths(c)));
  if (given.length === 0 || worked.length < 2 || all.length < 3) return null;
  const final = all[all.length - 1];
  const answerMarks = q.marks >= 5 ? 1 : q.marks >= 2 ? 1 : 0.5;
  const methodSteps = withNumbers.filter(
    (c, i) => i < withNumbers.length - 1 || numbersIn(c).some((n) => !near(n, final)),
  );
  const per = (q.marks - answerMarks) / Math.max(1, methodSteps.length);
  const f = FORMULA_RE.exec(plainMaths(q.answer));
  const formula = f ? contentTokens(`${f[1]} ${f[2]}`) : [];
  return {
    steps: methodSteps.map((text) => ({ text, numbers: numbersIn(text), marks: per })),
    formula,
    final,
    answerMarks,
    given,
  };
}

export interface StepScore {
  marks: number;
  finalRight: boolean;
  methodShare: number;
  /** Steps partly shown (some of their numbers), or a wrong final with method marks: a teacher should look. */
  unsure: boolean;
  stepsShown: number;
}

export function scoreSteps(r: StepRubric, answer: string): StepScore {
  const nums = numbersIn(answer);
  const finalRight = (nums.length > 0 && near(nums[nums.length - 1], r.final)) || hasNumber(nums.slice(-2), r.final);
  // Working: numbers other than the final result, or an equation with an operator.
  const working = nums.filter((n) => !near(n, r.final));
  const showsWork = working.length >= 1 && /[=+\-*/×÷]|\btimes\b|\bof\b/.test(plainMaths(answer));
  let method = 0;
  let shown = 0;
  let unsure = false;
  if (showsWork) {
    for (const s of r.steps) {
      const results = s.numbers.filter((n) => !hasNumber(r.given, n));
      const basis = results.length > 0 ? results : s.numbers;
      const hit = basis.filter((n) => hasNumber(nums, n)).length / basis.length;
      // The step that reaches the final answer shows its method only with every number it works on.
      const last = hasNumber(s.numbers, r.final);
      const worked = s.numbers.filter((n) => !near(n, r.final));
      if (last ? worked.length > 0 && worked.every((n) => hasNumber(nums, n)) : hit >= 0.5) {
        method += s.marks;
        shown++;
      } else if (hit > 0 || (results.length > 0 && s.numbers.some((n) => hasNumber(working, n)))) {
        // The step was attempted with the given values but its result differs: a slip carried forward.
        method += s.marks / 2;
        unsure = true;
      }
    }
  }
  const methodTotal = r.steps.reduce((a, s) => a + s.marks, 0);
  // The formula written out is worth the first step, as marking schemes give a mark for it.
  const said = new Set(contentTokens(answer));
  const formula = [...new Set(r.formula)];
  if (formula.length >= 2 && formula.filter((t) => said.has(t)).length / formula.length >= 0.5 && /=/.test(answer))
    method = Math.max(method, Math.min(1, methodTotal / 2));
  // A right final reached by working that the rubric's steps do not list (another method) is worth full marks.
  if (finalRight && showsWork && method < methodTotal) {
    unsure = unsure || method < methodTotal / 2;
    method = Math.max(method, methodTotal * 0.75);
  }
  if (!finalRight && method > 0) unsure = true;
  const marks = Math.min(
    r.steps.reduce((a, s) => a + s.marks, 0) + r.answerMarks,
    method + (finalRight ? r.answerMarks : 0),
  );
  return { marks, finalRight, methodShare: methodTotal ? method / methodTotal : 0, unsure, stepsShown: shown };
}
