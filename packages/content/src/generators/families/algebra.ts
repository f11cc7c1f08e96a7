import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction } from '../fraction';
import { paren, poly, signed, term } from '../format';
import type { Rng } from '../rng';

const nonZero = (rng: Rng, max: number) => rng.int(1, max) * (rng.chance(0.5) ? -1 : 1);
const sol = (f: Fraction) => `x = ${f.toString()}`;
const solProblem = {
  accepted: (f: Fraction) => [
    f.toString(),
    `x=${f.toString()}`,
    ...(f.toDecimal() && !f.isInt() ? [`x = ${f.toDecimal()}`] : []),
  ],
  near: (f: Fraction) => (k: number) => sol(f.add(k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2))),
  show: (raw: string) =>
    `$${raw.replace(/(-?\d+)\/(\d+)/, (_, n, d) => (n.startsWith('-') ? `-\\frac{${n.slice(1)}}{${d}}` : `\\frac{${n}}{${d}}`))}$`,
};

export const simpleEquations = defineFamily({
  id: 'simple-equations',
  title: 'Simple equations',
  concept: 'maths.algebra.simple-equations',
  grades: [6, 8],
  types: MULTI,
  make(rng, _grade, level) {
    const x = level === 0 ? rng.int(1, 20) : nonZero(rng, 10 + 5 * level);
    const a = level === 0 ? 1 : rng.int(2, 4 + 3 * level);
    const b = level === 1 && rng.chance(0.5) ? 0 : nonZero(rng, 10 + 10 * level);
    const c = a * x + b;
    // Extreme uses x/a + b = c; the solution is then a multiple of a.
    const divForm = level === 3 && rng.chance(0.5);
    const X = divForm ? x * a : x;
    const lhs = divForm ? `\\frac{x}{${a}} ${signed(b)}` : `${term(a, 'x')}${b ? ` ${signed(b)}` : ''}`;
    const rhs = divForm ? x + b : c;
    const ans = F(X);
    const wrongMove = divForm ? F((rhs + b) * a) : F(c + b, a);
    return {
      params: { form: divForm ? 'divide' : 'linear', a, b, rhs },
      ask: `Solve $${lhs} = ${rhs}$.`,
      blank: `If $${lhs} = ${rhs}$, then ____.`,
      answer: sol(ans),
      ...solProblem,
      accepted: solProblem.accepted(ans),
      near: solProblem.near(ans),
      explanation: divForm
        ? `Subtract $${paren(b)}$ from both sides: $\\frac{x}{${a}} = ${rhs - b}$; multiply by $${a}$: $x = ${X}$.`
        : `${b ? `Subtract $${paren(b)}$ from both sides: $${term(a, 'x')} = ${c - b}$. ` : ''}${a === 1 ? '' : `Divide by $${a}$: `}$x = ${X}$. Check: $${a === 1 ? '' : `${a} \\times `}${paren(X)}${b ? ` ${signed(b)}` : ''} = ${c}$.`,
      mistakes: [
        { value: sol(wrongMove), why: 'Moved the constant to the other side without changing its sign.' },
        {
          value: sol(divForm ? F(rhs - b, a) : F(c - b).sub(a)),
          why: divForm
            ? 'Divided by the denominator instead of multiplying.'
            : 'Subtracted the coefficient instead of dividing by it.',
        },
        { value: sol(ans.neg()), why: 'Made a sign error.' },
      ],
      steps: a === 1 || !b ? 1 : 2,
      keyTerms: ['both sides'],
    };
  },
});

export const linearEquations = defineFamily({
  id: 'linear-equations',
  title: 'Linear equations in one variable',
  concept: 'maths.algebra.linear-equations',
  grades: [8, 9],
  types: MULTI,
  make(rng, _grade, level) {
    let a = nonZero(rng, 6 + 2 * level);
    let c = nonZero(rng, 6 + 2 * level);
    while (a === c) c = nonZero(rng, 6 + 2 * level);
    if (a < c) [a, c] = [c, a];
    // Easy and medium keep integer solutions; hard and extreme allow fractions.
    // Easy and medium keep integer solutions; hard and extreme allow fractions with denominator a - c.
    const x = level <= 1 ? F(nonZero(rng, 9)) : F(nonZero(rng, 12 + 4 * level), a - c);
    const b = nonZero(rng, 15 + 5 * level);
    const d = x.mul(a - c).add(b).n;
    const ans = F(d - b, a - c);
    const lhs = `${term(a, 'x')} ${signed(b)}`;
    const rhs = `${term(c, 'x')}${d ? ` ${signed(d)}` : ''}`;
    return {
      params: { a, b, c, d },
      ask: `Solve $${lhs} = ${rhs}$.`,
      blank: `If $${lhs} = ${rhs}$, then ____.`,
      answer: sol(ans),
      accepted: solProblem.accepted(ans),
      near: solProblem.near(ans),
      show: solProblem.show,
      explanation: `Collect $x$ terms on the left and numbers on the right: $${term(a, 'x')} - ${paren(term(c, 'x'))} = ${d} - ${paren(b)}$, so $${term(a - c, 'x')} = ${d - b}$ and $x = ${ans.toLatex()}$.`,
      mistakes: [
        { value: sol(F(d + b, a - c)), why: 'Moved the constant across without changing its sign.' },
        { value: sol(F(d - b, a + c === 0 ? 1 : a + c)), why: 'Moved the x term across without changing its sign.' },
        { value: sol(ans.neg()), why: 'Made a sign error in the last step.' },
      ],
      steps: 2,
      keyTerms: ['transpose'],
    };
  },
});

export const algebraicExpressions = defineFamily({
  id: 'algebraic-expressions',
  title: 'Evaluating algebraic expressions',
  concept: 'maths.algebra.expressions',
  grades: [6, 9],
  types: BASIC,
  make(rng, grade, level) {
    const quad = level >= 1 && grade >= 7;
    const coeffs = quad
      ? [nonZero(rng, 3 + level), nonZero(rng, 9), nonZero(rng, 12)]
      : [rng.int(2, 9), nonZero(rng, 15)];
    const v = level === 0 ? rng.int(1, 6) : nonZero(rng, 3 + level);
    const value = (cs: number[], t: number) => cs.reduce((acc, k) => acc * t + k, 0);
    const ans = value(coeffs, v);
    const expr = poly(coeffs);
    // -x^2 at x = -2 read as (-2)·(-2) with the sign lost, or x^2 taken as 2x.
    const signSlip = quad ? coeffs[0] * -(v * v) + coeffs[1] * v + coeffs[2] : coeffs[0] * -v + coeffs[1];
    const doubled = quad ? coeffs[0] * 2 * v + coeffs[1] * v + coeffs[2] : coeffs[0] + v + coeffs[1];
    return {
      params: { coeffs, v },
      ask: `Find the value of $${expr}$ when $x = ${v}$.`,
      blank: `When $x = ${v}$, the value of $${expr}$ is ____.`,
      answer: String(ans),
      explanation: `Substitute $x = ${paren(v)}$: ${quad ? `$${coeffs[0]}(${v})^2 + ${paren(coeffs[1])}(${v}) + ${paren(coeffs[2])}` : `$${coeffs[0]}(${v}) + ${paren(coeffs[1])}`} = ${ans}$.`,
      mistakes: [
        {
          value: String(signSlip),
          why: quad ? 'Took the square of a number as negative.' : 'Made a sign error when substituting.',
        },
        { value: String(doubled), why: quad ? 'Read $x^2$ as $2x$.' : 'Added the coefficient instead of multiplying.' },
        {
          value: String(ans + 2 * (coeffs[coeffs.length - 1] || 1)),
          why: 'Used the wrong sign for the constant term.',
        },
      ],
    };
  },
});

export const algebraicIdentities = defineFamily({
  id: 'algebraic-identities',
  title: 'Algebraic identities',
  concept: 'maths.algebra.identities',
  grades: [8, 10],
  types: MULTI,
  make(rng, _grade, level) {
    if (rng.chance(0.5)) {
      const a = level === 0 ? 1 : rng.int(1, 2 + level);
      const b = rng.int(1, 5 + 2 * level);
      const kind = rng.pick(['plus', 'minus', 'diff']);
      const sign = kind === 'minus' ? -1 : 1;
      const coeffs = kind === 'diff' ? [a * a, 0, -b * b] : [a * a, sign * 2 * a * b, b * b];
      const ax = term(a, 'x');
      const lhs = kind === 'diff' ? `(${ax} + ${b})(${ax} - ${b})` : `(${ax} ${kind === 'plus' ? '+' : '-'} ${b})^2`;
      const ans = poly(coeffs);
      return {
        params: { mode: 'expand', a, b, kind },
        ask: `Expand $${lhs}$.`,
        blank: `$${lhs} = $ ____`,
        answer: ans,
        accepted: [ans.replace(/\s+/g, '')],
        explanation:
          kind === 'diff'
            ? `$(p + q)(p - q) = p^2 - q^2$, so $${lhs} = ${ans}$.`
            : `$(p ${kind === 'plus' ? '+' : '-'} q)^2 = p^2 ${kind === 'plus' ? '+' : '-'} 2pq + q^2$ with $p = ${ax}$, $q = ${b}$: $${ans}$.`,
        mistakes:
          kind === 'diff'
            ? [
                { value: poly([a * a, 0, b * b]), why: 'Wrote $+q^2$ instead of $-q^2$.' },
                { value: poly([a * a, 2 * a * b, -b * b]), why: 'Kept a middle term that cancels.' },
                { value: poly([a, 0, -b * b]), why: 'Did not square the coefficient of $x$.' },
              ]
            : [
                { value: poly([a * a, 0, b * b]), why: 'Left out the middle term $2pq$.' },
                { value: poly([a * a, sign * a * b, b * b]), why: 'Forgot to double the middle term.' },
                { value: poly([a * a, sign * 2 * a * b, -(b * b)]), why: 'Got the sign of the last term wrong.' },
                { value: poly([a, sign * 2 * a * b, b * b]), why: 'Did not square the coefficient of $x$.' },
              ],
        near: (k) => poly([a * a, coeffs[1] + (k % 2 ? k : -k), b * b]),
        show: (raw) => `$${raw}$`,
        steps: 2,
        keyTerms: ['identity'],
      };
    }
    const base = rng.pick(
      [
        [10, 20],
        [10, 20, 50],
        [50, 100],
        [100, 1000],
      ][level],
    );
    const d = rng.int(1, level === 0 ? 5 : 9);
    const kind = rng.pick(['square-plus', 'square-minus', 'product']);
    const [p, q] =
      kind === 'square-plus'
        ? [base + d, base + d]
        : kind === 'square-minus'
          ? [base - d, base - d]
          : [base + d, base - d];
    const ans = p * q;
    const lhs = p === q ? `${p}^2` : `${p} \\times ${q}`;
    return {
      params: { mode: 'numeric', p, q },
      ask: `Use a suitable identity to find $${lhs}$.`,
      blank: `Using an identity, $${lhs} = $ ____`,
      answer: String(ans),
      explanation:
        kind === 'product'
          ? `$(a + b)(a - b) = a^2 - b^2$: $${base}^2 - ${d}^2 = ${base * base} - ${d * d} = ${ans}$.`
          : `$(a ${kind === 'square-plus' ? '+' : '-'} b)^2 = a^2 ${kind === 'square-plus' ? '+' : '-'} 2ab + b^2$: $${base * base} ${kind === 'square-plus' ? '+' : '-'} ${2 * base * d} + ${d * d} = ${ans}$.`,
      mistakes:
        kind === 'product'
          ? [
              { value: String(base * base + d * d), why: 'Added $b^2$ instead of subtracting it.' },
              { value: String(base * base), why: 'Forgot the $b^2$ term.' },
              { value: String(base * base - 2 * d), why: 'Subtracted $2b$ instead of $b^2$.' },
            ]
          : [
              { value: String(base * base + d * d), why: 'Left out the middle term $2ab$.' },
              { value: String(ans - d * d), why: 'Forgot the $b^2$ term.' },
              {
                value: String(kind === 'square-plus' ? ans - base * d : ans + base * d),
                why: 'Forgot to double the middle term.',
              },
            ],
      steps: 2,
      keyTerms: ['identity'],
    };
  },
});
