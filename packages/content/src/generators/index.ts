// Procedural maths question generators (grades 1–10). Each family computes its answers with exact integer and
// rational arithmetic, offers typical-mistake distractors for MCQs, and is deterministic for a given seed.
// The built-in AI provider tops up bank questions with these; tests recompute every answer independently.
import { type QuestionDifficulty, type QuestionType, questionDedupKey, type StructuredQuestion } from '@app/shared';
import { algebraicExpressions, algebraicIdentities, linearEquations, simpleEquations } from './families/algebra';
import { arithmeticProgressions, pairLinearEquations, polynomials, trigonometricRatios } from './families/advanced';
import {
  compoundInterest,
  integers,
  percentage,
  profitLoss,
  ratioProportion,
  simpleInterest,
} from './families/commercial';
import { meanMedianMode, probability } from './families/data';
import {
  decimalAddSub,
  decimalMulDiv,
  equivalentFractions,
  fractionAddSub,
  fractionMulDiv,
  mixedNumbers,
} from './families/fractions';
import { angles, perimeterArea, pythagoras, volumeSurfaceArea } from './families/geometry';
import { elapsedTime, moneyProblems, unitConversion } from './families/measures';
import { exponents, factorsMultiples, hcfLcm, squaresCubes } from './families/number-theory';
import { coordinateGeometry, quadraticEquations } from './families/secondary';
import {
  addition,
  division,
  multiplication,
  numberNames,
  patterns,
  placeValue,
  subtraction,
} from './families/whole-numbers';
import { createRng } from './rng';
import type { GenerateOptions, GeneratedQuestion, GeneratorFamily } from './types';

export type { GenerateOptions, GeneratedQuestion, GeneratorFamily } from './types';
export { createRng, type Rng } from './rng';

export const GENERATOR_FAMILIES: GeneratorFamily[] = [
  // Grades 1–5
  numberNames,
  placeValue,
  addition,
  subtraction,
  multiplication,
  division,
  patterns,
  moneyProblems,
  elapsedTime,
  unitConversion,
  // Fractions and decimals
  equivalentFractions,
  fractionAddSub,
  fractionMulDiv,
  mixedNumbers,
  decimalAddSub,
  decimalMulDiv,
  // Middle school
  integers,
  ratioProportion,
  percentage,
  profitLoss,
  simpleInterest,
  compoundInterest,
  exponents,
  squaresCubes,
  factorsMultiples,
  hcfLcm,
  simpleEquations,
  linearEquations,
  algebraicExpressions,
  algebraicIdentities,
  perimeterArea,
  volumeSurfaceArea,
  angles,
  pythagoras,
  meanMedianMode,
  // Secondary
  probability,
  coordinateGeometry,
  quadraticEquations,
  arithmeticProgressions,
  trigonometricRatios,
  polynomials,
  pairLinearEquations,
];

const BY_ID = new Map(GENERATOR_FAMILIES.map((f) => [f.id, f]));

export function getFamily(id: string): GeneratorFamily | undefined {
  return BY_ID.get(id);
}

const normName = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Families for a grade, optionally narrowed to an NCERT chapter name or a concept tag prefix. */
export function familiesFor(q: { grade: number; chapter?: string; concept?: string }): GeneratorFamily[] {
  return GENERATOR_FAMILIES.filter(
    (f) =>
      q.grade >= f.grades[0] &&
      q.grade <= f.grades[1] &&
      (!q.chapter || f.cbseChapters.some((c) => c.grade === q.grade && normName(c.chapter) === normName(q.chapter!))) &&
      (!q.concept ||
        f.concept === q.concept ||
        f.concept.startsWith(`${q.concept}.`) ||
        q.concept.startsWith(`${f.concept}.`)),
  );
}

/** One question from a family; the same seed and options always give the same question. */
export function generateQuestion(familyId: string, seed: string | number, opts: GenerateOptions): GeneratedQuestion {
  const family = BY_ID.get(familyId);
  if (!family) throw new Error(`unknown generator family: ${familyId}`);
  return family.generate(createRng(`${familyId}|${seed}`), opts);
}

export interface GeneratedItem extends GeneratedQuestion {
  familyId: string;
}

export interface GeneratedSet {
  items: GeneratedItem[];
  /** How many of the requested questions could not be produced (no family fits, or too few distinct ones). */
  shortfall: number;
}

/**
 * Distinct questions for a worksheet: families and types are taken in turn, duplicates (by questionDedupKey or by
 * the same numbers in another type) are skipped, and attempts are bounded so an over-narrow request returns a shortfall instead of looping.
 */
export function generateSet(req: {
  grade: number;
  count: number;
  difficulty: QuestionDifficulty;
  types: QuestionType[];
  seed: string | number;
  chapter?: string;
  concept?: string;
  /** Only this family. */
  family?: string;
}): GeneratedSet {
  const families = familiesFor(req).filter((f) => !req.family || f.id === req.family);
  const pairs = families.flatMap((f) => req.types.filter((t) => f.types.includes(t)).map((t) => ({ f, t })));
  if (pairs.length === 0 || req.count <= 0) return { items: [], shortfall: Math.max(0, req.count) };
  const rng = createRng(`set|${req.seed}`);
  const order = rng.shuffle(pairs);
  const seen = new Set<string>();
  const items: GeneratedItem[] = [];
  const maxAttempts = req.count * 20 + 50;
  for (let i = 0; i < maxAttempts && items.length < req.count; i++) {
    const { f, t } = order[i % order.length];
    const { question, params } = f.generate(createRng(`${req.seed}|${i}`), {
      grade: req.grade,
      difficulty: req.difficulty,
      type: t,
    });
    // The same problem asked as another type is a repeat too: key on the family's numbers as well as the text.
    const { shown: _shown, ...problem } = params;
    const item = `${f.id}|${JSON.stringify(problem)}`;
    const key = questionDedupKey(question);
    if (seen.has(key) || seen.has(item)) continue;
    seen.add(key);
    seen.add(item);
    items.push({ familyId: f.id, question, params });
  }
  return { items, shortfall: req.count - items.length };
}

export type { StructuredQuestion };
