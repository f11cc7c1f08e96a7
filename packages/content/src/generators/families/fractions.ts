import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction, gcd, lcm } from '../fraction';
import type { Rng } from '../rng';

/** A proper fraction in lowest terms with denominator in [2, maxD]. */
function properFraction(rng: Rng, maxD: number): Fraction {
  const d = rng.int(2, maxD);
  let n = rng.int(1, d - 1);
  while (gcd(n, d) !== 1) n = rng.int(1, d - 1);
  return F(n, d);
}
const fracNear = (f: Fraction) => (k: number) => f.add(F(k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2), f.d)).toString();
const tex = (f: Fraction) => f.toLatex();

export const equivalentFractions = defineFamily({
  id: 'fractions-equivalent',
  title: 'Equivalent fractions',
  concept: 'maths.fractions.equivalent',
  grades: [3, 6],
  types: BASIC,
  make(rng, grade, level) {
    // Class 3 stays with halves to sixths and small multipliers; the sizes grow by class and level.
    const f = properFraction(rng, Math.min([5, 9, 12, 15][level], [0, 0, 0, 6, 8, 12, 15][grade]));
    const k = rng.int(2, Math.min([4, 6, 9, 12][level], [0, 0, 0, 4, 5, 9, 12][grade]));
    const bigD = f.d * k;
    const ans = f.n * k;
    if (rng.chance(0.5)) {
      return {
        params: { mode: 'numerator', n: f.n, d: f.d, target: bigD },
        ask: `Which number makes $\\frac{${f.n}}{${f.d}} = \\frac{?}{${bigD}}$ true?`,
        blank: `$\\frac{${f.n}}{${f.d}} = \\frac{\\square}{${bigD}}$; the number in the box is ____.`,
        answer: String(ans),
        explanation: `$${bigD} = ${f.d} \\times ${k}$, so multiply the numerator by $${k}$ too: $${f.n} \\times ${k} = ${ans}$.`,
        mistakes: [
          { value: String(f.n + bigD - f.d), why: 'Added the same number to the numerator instead of multiplying.' },
          { value: String(bigD - f.d + f.n - 1), why: 'Counted up by the gap between the denominators.' },
          { value: String(k), why: 'Wrote the multiplier instead of the new numerator.' },
          { value: String(f.n * bigD), why: 'Multiplied the numerator by the new denominator.' },
        ],
      };
    }
    return {
      params: { mode: 'simplify', n: ans, d: bigD },
      ask: `Write $\\frac{${ans}}{${bigD}}$ in its lowest terms.`,
      blank: `$\\frac{${ans}}{${bigD}}$ in lowest terms is ____.`,
      answer: f.toString(),
      explanation: `The HCF of $${ans}$ and $${bigD}$ is $${gcd(ans, bigD)}$. Divide both by it: $\\frac{${ans}}{${bigD}} = ${tex(f)}$.`,
      // Wrong values are compared by value, so an unsimplified equal fraction is never a distractor.
      mistakes: [
        { value: `${f.d}/${f.n}`, why: 'Turned the fraction upside down.' },
        { value: F(ans - 1, bigD - 1).toString(), why: 'Subtracted 1 from both numbers instead of dividing.' },
        { value: F(f.n + 1, f.d).toString(), why: 'Divided the numerator and denominator by different numbers.' },
      ],
      near: fracNear(f),
    };
  },
});

const ADD_SUB_DENOMINATORS: Record<number, number[]> = {
  4: [6, 8, 10, 12],
  5: [8, 10, 12, 12],
  6: [6, 8, 10, 10],
  7: [8, 10, 12, 12],
  8: [10, 12, 15, 15],
};

/** A proper fraction whose denominator is a multiple or a factor of `d` (class 5: "related" fractions). */
function relatedFraction(rng: Rng, d: number, maxD: number): Fraction {
  const related = [...Array(maxD - 1).keys()].map((i) => i + 2).filter((x) => x !== d && (x % d === 0 || d % x === 0));
  if (!related.length) return properFraction(rng, maxD);
  const e = rng.pick(related);
  let n = rng.int(1, e - 1);
  while (gcd(n, e) !== 1) n = rng.int(1, e - 1);
  return F(n, e);
}

export const fractionAddSub = defineFamily({
  id: 'fractions-add-sub',
  title: 'Adding and subtracting fractions',
  concept: 'maths.fractions',
  grades: [4, 8],
  types: MULTI,
  make(rng, grade, level) {
    // By class: 4 like denominators up to 12; 5 like, then one denominator a multiple of the other; 6 like, then any
    // unlike denominators up to 10; 7 unlike up to 12; 8 unlike up to 15 with whole-number parts at the top level.
    const maxD = ADD_SUB_DENOMINATORS[grade][level];
    const a = properFraction(rng, maxD);
    // Like denominators keep a numerator coprime to the denominator, so the fraction stays as written.
    let bn = rng.int(1, a.d - 1);
    while (gcd(bn, a.d) !== 1) bn = rng.int(1, a.d - 1);
    const like = grade === 4 || (level === 0 && grade <= 6);
    let b = like ? F(bn, a.d) : grade === 5 ? relatedFraction(rng, a.d, maxD) : properFraction(rng, maxD);
    while (!like && b.d === a.d) b = properFraction(rng, maxD);
    if (level === 3 && grade === 8) b = b.add(rng.int(1, 3));
    const add = level === 0 || rng.chance(0.5);
    const [x, y] = !add && a.cmp(b) < 0 ? [b, a] : [a, b];
    const ans = add ? x.add(y) : x.sub(y);
    const op = add ? '+' : '-';
    const wrongTops = F(add ? x.n + y.n : x.n - y.n, add ? x.d + y.d : Math.max(1, Math.abs(x.d - y.d)));
    const common = lcm(x.d, y.d);
    const unscaled = F(add ? x.n + y.n : x.n - y.n, common);
    return {
      params: { x: x.toString(), y: y.toString(), op },
      concept: add ? 'maths.fractions.addition' : 'maths.fractions.subtraction',
      ask: `Find $${tex(x)} ${op} ${tex(y)}$ in its lowest terms.`,
      blank: `$${tex(x)} ${op} ${tex(y)} = $ ____ (in lowest terms)`,
      answer: ans.toString(),
      accepted: [ans.toMixed(), ans.toDecimal() ?? ''].filter((s) => s && s !== ans.toString()),
      explanation: `Use the common denominator $${common}$: $${tex(x)} ${op} ${tex(y)} = \\frac{${(x.n * common) / x.d}}{${common}} ${op} \\frac{${(y.n * common) / y.d}}{${common}} = ${tex(ans)}$.`,
      mistakes: [
        {
          value: wrongTops.toString(),
          why: `${add ? 'Added' : 'Subtracted'} the numerators and the denominators separately.`,
        },
        { value: unscaled.toString(), why: 'Changed the denominators but not the numerators.' },
        { value: (add ? x.sub(y) : x.add(y)).toString(), why: `${add ? 'Subtracted' : 'Added'} instead.` },
      ],
      near: fracNear(ans),
      steps: x.d === y.d ? 1 : 2,
      keyTerms: ['common denominator', 'LCM'],
    };
  },
});

export const fractionMulDiv = defineFamily({
  id: 'fractions-mul-div',
  title: 'Multiplying and dividing fractions',
  concept: 'maths.fractions',
  grades: [5, 8],
  types: MULTI,
  make(rng, grade, level) {
    const maxD = Math.min([5, 9, 12, 15][level], [0, 0, 0, 0, 0, 6, 9, 12, 15][grade]);
    const x =
      level === 0 && rng.chance(0.5)
        ? F(rng.int(2, 9))
        : properFraction(rng, maxD).add(level === 3 ? rng.int(1, 2) : 0);
    const y = properFraction(rng, maxD);
    const mul = level === 0 || rng.chance(0.5);
    const ans = mul ? x.mul(y) : x.div(y);
    const op = mul ? '\\times' : '\\div';
    return {
      params: { x: x.toString(), y: y.toString(), op: mul ? 'mul' : 'div' },
      concept: mul ? 'maths.fractions.multiplication' : 'maths.fractions.division',
      ask: `Find $${tex(x)} ${op} ${tex(y)}$ in its lowest terms.`,
      blank: `$${tex(x)} ${op} ${tex(y)} = $ ____ (in lowest terms)`,
      answer: ans.toString(),
      accepted: [ans.toMixed()].filter((s) => s !== ans.toString()),
      explanation: mul
        ? `Multiply numerators and denominators: $${tex(x)} \\times ${tex(y)} = ${tex(ans)}$.`
        : `Dividing by $${tex(y)}$ is multiplying by its reciprocal $\\frac{${y.d}}{${y.n}}$: $${tex(x)} \\times \\frac{${y.d}}{${y.n}} = ${tex(ans)}$.`,
      mistakes: mul
        ? [
            { value: F(x.n * y.n, x.d + y.d).toString(), why: 'Added the denominators instead of multiplying them.' },
            { value: x.div(y).toString(), why: 'Divided instead of multiplying.' },
            { value: x.add(y).toString(), why: 'Added the fractions instead of multiplying.' },
          ]
        : [
            { value: x.mul(y).toString(), why: 'Multiplied without taking the reciprocal.' },
            { value: y.div(x).toString(), why: 'Took the reciprocal of the wrong fraction.' },
            { value: (x.cmp(y) > 0 ? x.sub(y) : x.add(y)).toString(), why: 'Subtracted or added instead of dividing.' },
          ],
      near: fracNear(ans),
      steps: mul ? 1 : 2,
      keyTerms: mul ? ['numerators', 'denominators'] : ['reciprocal'],
    };
  },
});

export const mixedNumbers = defineFamily({
  id: 'mixed-numbers',
  title: 'Mixed numbers and improper fractions',
  concept: 'maths.fractions.mixed-numbers',
  grades: [4, 7],
  types: BASIC,
  make(rng, _grade, level) {
    const f = properFraction(rng, [6, 9, 12, 16][level]);
    const whole = rng.int(1, [3, 6, 9, 15][level]);
    const improper = f.add(whole);
    if (rng.chance(0.5)) {
      return {
        params: { mode: 'to-improper', whole, n: f.n, d: f.d },
        ask: `Write $${whole}\\frac{${f.n}}{${f.d}}$ as an improper fraction.`,
        blank: `$${whole}\\frac{${f.n}}{${f.d}} = $ ____ (as an improper fraction)`,
        answer: improper.toString(),
        explanation: `$${whole} \\times ${f.d} + ${f.n} = ${improper.n}$, so $${whole}\\frac{${f.n}}{${f.d}} = \\frac{${improper.n}}{${f.d}}$.`,
        mistakes: [
          { value: `${whole * f.n}/${f.d}`, why: 'Multiplied the whole number by the numerator.' },
          { value: `${whole + f.n}/${f.d}`, why: 'Added the whole number to the numerator.' },
          { value: `${whole * f.d}/${f.d}`, why: 'Forgot to add the numerator.' },
          { value: `${whole * f.d + f.n}/${whole * f.d}`, why: 'Changed the denominator as well.' },
        ],
        near: fracNear(improper),
      };
    }
    return {
      params: { mode: 'to-mixed', n: improper.n, d: improper.d },
      ask: `Write $\\frac{${improper.n}}{${improper.d}}$ as a mixed number.`,
      blank: `$\\frac{${improper.n}}{${improper.d}} = $ ____ (as a mixed number)`,
      answer: improper.toMixed(),
      accepted: [improper.toString()],
      explanation: `$${improper.n} \\div ${improper.d} = ${whole}$ remainder $${f.n}$, so $\\frac{${improper.n}}{${improper.d}} = ${whole}\\frac{${f.n}}{${f.d}}$.`,
      mistakes: [
        { value: `${whole} ${f.n}/${improper.n}`, why: 'Kept the old numerator as the denominator.' },
        {
          value: F(whole + 1)
            .add(F(f.n, f.d))
            .toMixed(),
          why: 'Took one whole too many.',
        },
        { value: `${whole} ${f.d - f.n}/${f.d}`, why: 'Took the remainder from the wrong side.' },
      ],
      near: (k) => improper.add(F(k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2), f.d)).toMixed(),
    };
  },
});

/** A decimal with exactly `places` decimal places (last digit non-zero), up to `whole` in its whole part. */
function decimal(rng: Rng, places: number, whole: number): Fraction {
  const scale = 10 ** places;
  let n = rng.int(1, (whole + 1) * scale - 1);
  if (n % 10 === 0) n += rng.int(1, 9);
  return F(n, scale);
}
const placesOf = (f: Fraction) => /\.(\d+)/.exec(f.dec())?.[1].length ?? 0;

export const decimalAddSub = defineFamily({
  id: 'decimals-add-sub',
  title: 'Adding and subtracting decimals',
  concept: 'maths.decimals',
  grades: [4, 7],
  types: MULTI,
  make(rng, grade, level) {
    const pa = level === 0 ? 1 : rng.int(1, 2 + (level === 3 ? 1 : 0));
    const pb = level === 0 ? 1 : rng.int(1, 2);
    const a = decimal(rng, pa, 10 * (level + 1) + grade);
    const b = decimal(rng, pb, 10 * (level + 1));
    const add = rng.chance(0.5);
    const [x, y] = !add && a.cmp(b) < 0 ? [b, a] : [a, b];
    const ans = add ? x.add(y) : x.sub(y);
    const op = add ? '+' : '-';
    // Lining the digits up on the right instead of at the decimal point.
    const px = placesOf(x);
    const py = placesOf(y);
    const p = Math.max(px, py);
    const misaligned = F(add ? x.n + y.n : x.n - y.n, 10 ** p);
    const ignorePoint = add ? F(x.n * 10 ** (p - px) + y.n * 10 ** (p - py), 10 ** Math.min(px, py)) : ans.mul(10);
    return {
      params: { x: x.dec(), y: y.dec(), op },
      concept: add ? 'maths.decimals.addition' : 'maths.decimals.subtraction',
      ask: `Find $${x.dec()} ${op} ${y.dec()}$.`,
      blank: `$${x.dec()} ${op} ${y.dec()} = $ ____`,
      answer: ans.dec(),
      explanation: `Line up the decimal points (write $${x.dec()}$ and $${y.dec()}$ with the same number of decimal places) and ${add ? 'add' : 'subtract'}: $${x.dec()} ${op} ${y.dec()} = ${ans.dec()}$.`,
      mistakes: [
        { value: misaligned.dec(), why: 'Lined up the last digits instead of the decimal points.' },
        { value: ignorePoint.dec(), why: 'Put the decimal point in the wrong place.' },
        {
          value: (add ? ans.add(F(1, 10)) : ans.sub(F(1, 10))).dec(),
          why: add ? 'Carried twice.' : 'Forgot to borrow correctly.',
        },
      ],
      steps: 1,
      keyTerms: ['decimal point'],
    };
  },
});

export const decimalMulDiv = defineFamily({
  id: 'decimals-mul-div',
  title: 'Multiplying and dividing decimals',
  concept: 'maths.decimals',
  grades: [5, 8],
  types: MULTI,
  make(rng, _grade, level) {
    const x = decimal(rng, level >= 2 ? 2 : 1, 5 * (level + 1));
    const y =
      level === 0 ? F(rng.pick([10, 100, rng.int(2, 9)])) : level === 1 ? F(rng.int(2, 19)) : decimal(rng, 1, 9);
    const mul = rng.chance(0.5);
    // Division is built backwards from the quotient so it always terminates.
    const [a, b] = mul ? [x, y] : [x.mul(y), y];
    const ans = mul ? x.mul(y) : x;
    const op = mul ? '\\times' : '\\div';
    const places = placesOf(ans);
    return {
      params: { a: a.dec(), b: b.dec(), op: mul ? 'mul' : 'div' },
      concept: mul ? 'maths.decimals.multiplication' : 'maths.decimals.division',
      ask: `Find $${a.dec()} ${op} ${b.dec()}$.`,
      blank: `$${a.dec()} ${op} ${b.dec()} = $ ____`,
      answer: ans.dec(),
      explanation: mul
        ? `Multiply as whole numbers, then count decimal places: $${a.dec()} \\times ${b.dec()} = ${ans.dec()}$.`
        : `Make the divisor whole by multiplying both numbers by the same power of 10, then divide: $${a.dec()} \\div ${b.dec()} = ${ans.dec()}$. Check: $${ans.dec()} \\times ${b.dec()} = ${a.dec()}$.`,
      mistakes: [
        { value: ans.mul(10).dec(), why: 'Put the decimal point one place too far right.' },
        { value: ans.div(10).dec(), why: 'Put the decimal point one place too far left.' },
        {
          value: (mul ? a.add(b) : a.sub(b).cmp(0) > 0 ? a.sub(b) : a.mul(b)).dec(),
          why: mul ? 'Added instead of multiplying.' : 'Used the wrong operation.',
        },
      ],
      near: (k) => ans.add(F(k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2), 10 ** Math.max(1, places))).dec(),
      steps: 2,
      keyTerms: ['decimal places'],
    };
  },
});
