// How big a generated question may be, per family and class. The numbers follow the NCERT number ranges (class 1
// within 100, class 2 within 1000 and money within ₹100, class 3 within 10,000 and ₹1,000, …) and keep fractions to
// small denominators in the primary classes. Families size their numbers by class; `defineFamily` redraws a problem
// that still falls outside its row, and a test samples every family and class against this table.

export interface GradeBound {
  /** Largest number the question text or its answer may show (digits only; ₹ amounts in rupees). */
  max: number;
  /** Largest denominator of a fraction in the question text or its answer. */
  den?: number;
}

type Row = Record<number, GradeBound>;

/** One bound for a range of classes. */
const span = (from: number, to: number, bound: GradeBound): Row =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [from + i, bound]));
/** A `max` per class. */
const maxes = (byGrade: Record<number, number>, den?: Record<number, number>): Row =>
  Object.fromEntries(
    Object.entries(byGrade).map(([g, max]) => [g, den?.[Number(g)] ? { max, den: den[Number(g)] } : { max }]),
  );

export const GRADE_BOUNDS: Record<string, Row> = {
  'number-names': maxes({ 1: 100, 2: 1000, 3: 10_000, 4: 1_00_000 }),
  'place-value': maxes({ 2: 999, 3: 9999, 4: 99_999, 5: 99_99_999, 6: 99_99_99_999, 7: 99_99_99_999 }),
  addition: maxes({ 1: 100, 2: 1000, 3: 10_000, 4: 1_00_000, 5: 1_00_00_000 }),
  subtraction: maxes({ 1: 100, 2: 1000, 3: 10_000, 4: 1_00_000, 5: 1_00_00_000 }),
  multiplication: maxes({ 2: 100, 3: 1000, 4: 1_00_000, 5: 10_00_000, 6: 1_00_00_000 }),
  division: maxes({ 3: 1000, 4: 10_000, 5: 3_00_000, 6: 3_00_000 }),
  patterns: maxes({ 1: 100, 2: 200, 3: 10_000, 4: 10_000, 5: 10_000, 6: 20_000, 7: 20_000 }),
  money: maxes({ 2: 100, 3: 1000, 4: 10_000, 5: 1_00_000 }),
  'time-elapsed': span(3, 6, { max: 600 }),
  'measurement-conversion': maxes({ 3: 10_000, 4: 1_00_000, 5: 10_00_000, 6: 10_00_000, 7: 10_00_000 }),
  'fractions-equivalent': maxes({ 3: 24, 4: 40, 5: 108, 6: 180 }, { 3: 24, 4: 40, 5: 108, 6: 180 }),
  'fractions-add-sub': maxes({ 4: 24, 5: 24, 6: 180, 7: 264, 8: 1000 }, { 4: 12, 5: 12, 6: 90, 7: 132, 8: 210 }),
  'fractions-mul-div': maxes({ 5: 60, 6: 120, 7: 300, 8: 400 }, { 5: 36, 6: 81, 7: 144, 8: 225 }),
  'mixed-numbers': maxes({ 4: 100, 5: 150, 6: 250, 7: 250 }, { 4: 12, 5: 16, 6: 20, 7: 20 }),
  'decimals-add-sub': maxes({ 4: 100, 5: 200, 6: 200, 7: 200 }),
  'decimals-mul-div': maxes({ 5: 1000, 6: 3000, 7: 3000, 8: 3000 }),
  integers: maxes({ 6: 300, 7: 2000, 8: 2000 }),
  'ratio-proportion': span(6, 8, { max: 3000 }),
  percentage: maxes({ 6: 1_00_000, 7: 10_00_000, 8: 10_00_000, 9: 10_00_000 }),
  'profit-loss': span(7, 9, { max: 5000 }),
  'simple-interest': span(7, 10, { max: 1_00_000 }),
  'compound-interest': span(8, 10, { max: 1_00_000 }),
  exponents: span(7, 9, { max: 10_00_000, den: 10_00_000 }),
  'squares-cubes': maxes({ 6: 20_000, 7: 20_000, 8: 30_000, 9: 30_000 }),
  'factors-multiples': maxes({
    4: 50_000,
    5: 4_00_000,
    6: 4_00_000,
    7: 4_00_000,
    8: 4_00_000,
    9: 4_00_000,
    10: 4_00_000,
  }),
  'hcf-lcm': maxes({ 5: 5000, 6: 5000, 7: 30_000, 8: 30_000, 9: 50_000, 10: 50_000 }),
  'simple-equations': span(6, 8, { max: 1500, den: 20 }),
  'linear-equations': span(8, 9, { max: 200, den: 30 }),
  'algebraic-expressions': maxes({ 6: 100, 7: 300, 8: 300, 9: 300 }),
  'algebraic-identities': span(8, 10, { max: 11_00_000 }),
  'perimeter-area': span(3, 10, { max: 11_000, den: 7 }),
  'volume-surface-area': span(8, 10, { max: 1_00_000, den: 7 }),
  angles: span(6, 9, { max: 360 }),
  pythagoras: span(7, 10, { max: 500 }),
  'mean-median-mode': span(6, 10, { max: 1000, den: 10 }),
  probability: span(10, 10, { max: 52, den: 52 }),
  'coordinate-geometry': span(9, 10, { max: 200 }),
  'quadratic-equations': span(10, 10, { max: 500, den: 5 }),
  'arithmetic-progressions': span(10, 10, { max: 20_000 }),
  'trigonometric-ratios': span(10, 10, { max: 200, den: 30 }),
  polynomials: span(9, 10, { max: 500, den: 12 }),
  'pair-linear-equations': span(9, 10, { max: 250 }),
};

/** Numbers written in a text: digits with Indian or Western grouping, decimals; a minus sign is ignored. */
export function numbersIn(text: string): number[] {
  return (text.replace(/(\d),(?=\d)/g, '$1').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** Denominators of `\frac{a}{b}` and `a/b` fractions in a text. */
export function denominatorsIn(text: string): number[] {
  return [...text.matchAll(/\\frac\{-?\d+\}\{(\d+)\}|(?<![\d.])\d+\/(\d+)/g)].map((m) => Number(m[1] ?? m[2]));
}

/** Why a question breaks its family's bound for a class, or null when it fits (or the table has no row). */
export function boundProblem(
  familyId: string,
  grade: number,
  q: { question_text: string; answer: string },
): string | null {
  const bound = GRADE_BOUNDS[familyId]?.[grade];
  if (!bound) return null;
  const text = `${q.question_text} ${q.answer}`;
  const big = Math.max(0, ...numbersIn(text));
  if (big > bound.max) return `${big} is above ${bound.max}`;
  const den = Math.max(0, ...denominatorsIn(text));
  if (bound.den !== undefined && den > bound.den) return `denominator ${den} is above ${bound.den}`;
  return null;
}
