import { type QuestionDifficulty, type QuestionType, type StructuredQuestion, TRUE_FALSE_OPTIONS } from '@app/shared';
import { boundProblem } from './bounds';
import { CHAPTERS } from './chapters';
import { Fraction } from './fraction';
import { unique } from './format';
import type { ChapterRef, GeneratedQuestion, GeneratorFamily, Problem } from './types';
import type { Rng } from './rng';

/** Difficulty as a number 0–3 so families can scale sizes and steps with it. */
export const LEVEL: Record<QuestionDifficulty, number> = { easy: 0, medium: 1, hard: 2, extreme: 3 };

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Parses a displayed number ("₹1,250", "24 cm²", "3 1/2", "-0.75", "$\frac{3}{4}$"-free text) exactly. */
export function parseValue(text: string): Fraction | null {
  const s = text
    .replace(/[$₹,]/g, '')
    .replace(/\s*(cm|m|km|mm|kg|g|mL|L|units|square|sq|cubic|°|²|³|min|h|years?)(\s|²|³|$).*$/i, '')
    .trim();
  const mixed = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(s);
  if (mixed) {
    const f = new Fraction(Number(mixed[2]) * Number(mixed[4]) + Number(mixed[3]), Number(mixed[4]));
    return mixed[1] ? f.neg() : f;
  }
  return Fraction.parse(s);
}

/** Two values are the same answer when they are numerically equal, else when their normalised text is. */
export function valueKey(raw: string): string {
  const f = parseValue(raw);
  return f ? `#${f.n}/${f.d}` : `t:${norm(raw.replace(/\$/g, ''))}`;
}

/** Default nearby values: step by one unit of the answer's own precision, staying non-negative if it is. */
function defaultNear(answer: string): (k: number) => string | null {
  const f = parseValue(answer);
  if (!f) return () => null;
  const decimals = /\.(\d+)/.exec(answer)?.[1].length ?? 0;
  const isFrac = answer.includes('/');
  const step = isFrac ? new Fraction(1, f.d) : new Fraction(1, 10 ** decimals);
  return (k) => {
    const mag = Math.ceil(k / 2);
    let v = f.add(step.mul(k % 2 === 1 ? mag : -mag));
    if (f.cmp(0) >= 0 && v.cmp(0) < 0) v = f.add(step.mul(mag + 2));
    if (isFrac) return v.toString();
    return decimals ? v.dec() : v.isInt() ? String(v.n) : null;
  };
}

interface Distractor {
  raw: string;
  why: string;
}

/** Three wrong values: typical mistakes first, then nearby values, none equal to the answer or each other. */
export function pickDistractors(p: Problem): Distractor[] {
  const seen = new Set([valueKey(p.answer)]);
  const out: Distractor[] = [];
  const consider = (raw: string | null, why: string) => {
    if (raw === null || out.length >= 3) return;
    const key = valueKey(raw);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ raw, why });
  };
  for (const m of p.mistakes) consider(m.value, m.why);
  const near = p.near ?? defaultNear(p.answer);
  for (let k = 1; out.length < 3 && k < 60; k++) consider(near(k), 'A nearby value from a calculation slip.');
  if (out.length < 3) throw new Error(`not enough distractors for ${p.answer}`);
  return out;
}

function marksFor(type: QuestionType, difficulty: QuestionDifficulty, steps: number): number {
  if (type === 'short_answer') return difficulty === 'extreme' ? 4 : difficulty === 'hard' || steps >= 3 ? 3 : 2;
  return steps >= 2 && LEVEL[difficulty] >= 2 ? 2 : 1;
}

/**
 * The blank statement with a value filled in. "$a + b = $ ____" becomes "$a + b = 7$" (or "= \\frac{3}{10}") so the
 * whole equation is one piece of maths; other blanks take the value as text.
 */
function statement(blank: string, shown: string): string {
  const m = /^(-?)(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(shown);
  if (m && blank.includes('= $ ____')) {
    const tex = m[3] ? `${m[1]}\\frac{${m[2]}}{${m[3]}}` : shown;
    return blank.replace('= $ ____', `= ${tex}$`);
  }
  return blank.replace('____', shown);
}

export function buildQuestion(
  p: Problem,
  rng: Rng,
  type: QuestionType,
  difficulty: QuestionDifficulty,
  concept: string,
): GeneratedQuestion {
  const show = p.show ?? ((raw: string) => `${p.unit?.pre ?? ''}${raw}${p.unit?.post ? ` ${p.unit.post}` : ''}`);
  const base = {
    question_type: type,
    difficulty,
    answer_explanation: p.explanation,
    marks: marksFor(type, difficulty, p.steps ?? 1),
    concept: p.concept ?? concept,
  };
  let question: StructuredQuestion;
  const params = { ...p.params };
  switch (type) {
    case 'mcq': {
      const wrong = pickDistractors(p);
      const options = rng.shuffle([p.answer, ...wrong.map((w) => w.raw)]).map(show);
      question = {
        ...base,
        question_text: p.ask,
        options,
        answer: show(p.answer),
        misconceptions: Object.fromEntries(wrong.map((w) => [show(w.raw), w.why])),
      };
      break;
    }
    case 'fill_blank': {
      if (!p.blank.includes('____')) throw new Error('blank text has no ____');
      // A fraction answer with a terminating decimal also accepts the decimal (1/2 and 0.5).
      const asFraction = p.answer.includes('/') ? Fraction.parse(p.answer) : null;
      const decimal = asFraction && !asFraction.isInt() ? asFraction.toDecimal() : null;
      const accepted = unique([...(p.accepted ?? []), show(p.answer), ...(decimal ? [decimal] : [])]).filter(
        (a) => a !== p.answer,
      );
      question = {
        ...base,
        question_text: `Fill in the blank: ${p.blank}`,
        options: null,
        answer: p.answer,
        ...(accepted.length ? { accepted_answers: accepted } : {}),
      };
      break;
    }
    case 'true_false': {
      const truth = rng.chance(0.5);
      const shown = truth ? p.answer : pickDistractors(p)[0].raw;
      params.shown = shown;
      question = {
        ...base,
        question_text: `True or false: ${statement(p.blank, shown)}`,
        options: [...TRUE_FALSE_OPTIONS],
        answer: truth ? 'True' : 'False',
      };
      break;
    }
    case 'short_answer':
      question = {
        ...base,
        question_text: `${p.ask} Show your working.`,
        options: null,
        answer: show(p.answer),
        key_terms: unique([p.answer, ...(p.keyTerms ?? [])]),
      };
      break;
    default:
      throw new Error(`procedural generators do not produce ${type} questions`);
  }
  return { question, params };
}

export interface FamilySpec {
  id: string;
  title: string;
  concept: string;
  grades: [number, number];
  /** Defaults to the family's row in CHAPTERS. */
  cbseChapters?: ChapterRef[];
  types: QuestionType[];
  make(rng: Rng, grade: number, level: number): Problem;
}

export function defineFamily(spec: FamilySpec): GeneratorFamily {
  const { make, ...meta } = spec;
  return {
    ...meta,
    cbseChapters: spec.cbseChapters ?? CHAPTERS[spec.id] ?? [],
    generate(rng, { grade, difficulty, type }) {
      if (!spec.types.includes(type)) throw new Error(`${spec.id} does not produce ${type} questions`);
      const g = Math.min(spec.grades[1], Math.max(spec.grades[0], grade));
      // Redraw (deterministically, from the same stream) a problem too big for the class; families size their
      // numbers by class, so this only trims the tails.
      let out = buildQuestion(make(rng, g, LEVEL[difficulty]), rng, type, difficulty, spec.concept);
      for (let i = 0; i < 60 && boundProblem(spec.id, g, out.question); i++)
        out = buildQuestion(make(rng, g, LEVEL[difficulty]), rng, type, difficulty, spec.concept);
      return out;
    },
  };
}

/** The usual type sets. */
export const BASIC: QuestionType[] = ['mcq', 'fill_blank', 'true_false'];
export const MULTI: QuestionType[] = ['mcq', 'fill_blank', 'true_false', 'short_answer'];
