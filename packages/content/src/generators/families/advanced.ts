import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction } from '../fraction';
import { paren, poly, signed, term } from '../format';
import type { Rng } from '../rng';

const nz = (rng: Rng, max: number) => rng.int(1, max) * (rng.chance(0.5) ? -1 : 1);

export const arithmeticProgressions = defineFamily({
  id: 'arithmetic-progressions',
  title: 'Arithmetic progressions',
  concept: 'maths.ap',
  grades: [10, 10],
  types: MULTI,
  make(rng, _grade, level) {
    const a = rng.int(-10 - 5 * level, 20 + 10 * level);
    const d = nz(rng, 3 + 3 * level) || 2;
    const n = rng.int(8, 15 + 15 * level);
    const nth = a + (n - 1) * d;
    const shown = [a, a + d, a + 2 * d].join(', ');
    if (level === 0 || rng.chance(0.5)) {
      return {
        params: { mode: 'nth', a, d, n },
        concept: 'maths.ap.nth-term',
        ask: `Find the ${n}th term of the AP $${shown}, \\ldots$`,
        blank: `The ${n}th term of the AP $${shown}, \\ldots$ is ____.`,
        answer: String(nth),
        explanation: `$a = ${a}$, $d = ${d}$, so $a_{${n}} = a + (n - 1)d = ${a} + ${n - 1} \\times ${paren(d)} = ${nth}$.`,
        mistakes: [
          { value: String(a + n * d), why: 'Used $a + nd$ instead of $a + (n - 1)d$.' },
          { value: String(a + (n - 1) * -d), why: 'Got the sign of the common difference wrong.' },
          { value: String(n * d), why: 'Left out the first term.' },
        ],
        steps: 2,
        keyTerms: ['a + (n - 1)d'],
      };
    }
    const sum = (n * (2 * a + (n - 1) * d)) / 2;
    return {
      params: { mode: 'sum', a, d, n },
      concept: 'maths.ap.sum',
      ask: `Find the sum of the first ${n} terms of the AP $${shown}, \\ldots$`,
      blank: `The sum of the first ${n} terms of the AP $${shown}, \\ldots$ is ____.`,
      answer: String(sum),
      explanation: `$S_n = \\frac{n}{2}[2a + (n - 1)d] = \\frac{${n}}{2}[${2 * a} + ${n - 1} \\times ${paren(d)}] = ${sum}$.`,
      mistakes: [
        { value: String((n * (2 * a + n * d)) / 2), why: 'Used $nd$ instead of $(n - 1)d$.' },
        { value: String(n * (2 * a + (n - 1) * d)), why: 'Forgot to divide by 2.' },
        { value: String(nth), why: 'Found the last term instead of the sum.' },
      ],
      steps: 3,
      keyTerms: ['S_n'],
    };
  },
});

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
];
const RATIOS = ['sin', 'cos', 'tan', 'cosec', 'sec', 'cot'] as const;
type Ratio = (typeof RATIOS)[number];
/** opposite, adjacent, hypotenuse → each ratio. */
const ratioOf = (r: Ratio, o: number, a: number, h: number): Fraction =>
  ({ sin: F(o, h), cos: F(a, h), tan: F(o, a), cosec: F(h, o), sec: F(h, a), cot: F(a, o) })[r];
const RECIPROCAL: Record<Ratio, Ratio> = { sin: 'cosec', cos: 'sec', tan: 'cot', cosec: 'sin', sec: 'cos', cot: 'tan' };
const SWAP: Record<Ratio, Ratio> = { sin: 'cos', cos: 'sin', tan: 'cot', cot: 'tan', sec: 'cosec', cosec: 'sec' };

/** Standard-angle terms with rational values, and the value a student who mixes up the table gives. */
const STANDARD: [string, Fraction, Fraction][] = [
  ['\\sin 30^\\circ', F(1, 2), F(1)],
  ['\\cos 60^\\circ', F(1, 2), F(1)],
  ['\\tan 45^\\circ', F(1), F(0)],
  ['\\sin 90^\\circ', F(1), F(0)],
  ['\\cos 0^\\circ', F(1), F(0)],
  ['\\sin^2 30^\\circ', F(1, 4), F(3, 4)],
  ['\\cos^2 30^\\circ', F(3, 4), F(1, 4)],
  ['\\sin^2 60^\\circ', F(3, 4), F(1, 4)],
  ['\\cos^2 60^\\circ', F(1, 4), F(3, 4)],
  ['\\sin^2 45^\\circ', F(1, 2), F(1)],
  ['\\tan^2 60^\\circ', F(3), F(1, 3)],
  ['\\tan^2 30^\\circ', F(1, 3), F(3)],
  ['\\sec 60^\\circ', F(2), F(1, 2)],
  ['\\operatorname{cosec} 30^\\circ', F(2), F(1, 2)],
  ['\\sec^2 45^\\circ', F(2), F(1, 2)],
];

export const trigonometricRatios = defineFamily({
  id: 'trigonometric-ratios',
  title: 'Trigonometric ratios',
  concept: 'maths.trigonometry',
  grades: [10, 10],
  types: BASIC,
  make(rng, _grade, level) {
    if (level >= 1 && rng.chance(0.5)) {
      const i = rng.int(0, STANDARD.length - 1);
      let j = rng.int(0, STANDARD.length - 1);
      if (j === i) j = (j + 1) % STANDARD.length;
      const op = level === 3 ? rng.pick(['+', '-', '\\times']) : rng.pick(['+', '-']);
      const [ta, va, wa] = STANDARD[i];
      const [tb, vb, wb] = STANDARD[j];
      const calc = (x: Fraction, y: Fraction) => (op === '+' ? x.add(y) : op === '-' ? x.sub(y) : x.mul(y));
      const ans = calc(va, vb);
      const expr = `${ta} ${op} ${tb}`;
      return {
        params: { mode: 'standard', ta, tb, op },
        concept: 'maths.trigonometry.specific-angles',
        ask: `Find the value of $${expr}$.`,
        blank: `$${expr} = $ ____`,
        answer: ans.toString(),
        explanation: `$${ta} = ${va.toLatex()}$ and $${tb} = ${vb.toLatex()}$, so the value is $${ans.toLatex()}$.`,
        mistakes: [
          { value: calc(wa, vb).toString(), why: `Misremembered $${ta}$ from the table.` },
          { value: calc(va, wb).toString(), why: `Misremembered $${tb}$ from the table.` },
          {
            value: (op === '-' ? va.add(vb) : op === '+' ? va.sub(vb) : va.add(vb)).toString(),
            why: 'Used the wrong operation.',
          },
        ],
        near: (k) => ans.add(F(k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2), 4)).toString(),
      };
    }
    const [p, q, h] = rng.pick(TRIPLES.slice(0, 3 + level));
    const [opp, adj] = rng.chance(0.5) ? [p, q] : [q, p];
    const ratio = rng.pick(level === 0 ? RATIOS.slice(0, 3) : RATIOS);
    const k = rng.int(1, 2 + level);
    const ans = ratioOf(ratio, opp, adj, h);
    const name = ratio === 'cosec' ? '\\operatorname{cosec}' : `\\${ratio}`;
    return {
      params: { mode: 'triangle', ratio, opp: opp * k, adj: adj * k, hyp: h * k },
      concept: 'maths.trigonometry.ratios',
      ask: `In $\\triangle ABC$, right-angled at B, $BC = ${opp * k}$ cm, $AB = ${adj * k}$ cm and $AC = ${h * k}$ cm. Find $${name} A$.`,
      blank: `In $\\triangle ABC$, right-angled at B, with $BC = ${opp * k}$, $AB = ${adj * k}$ and $AC = ${h * k}$, $${name} A = $ ____.`,
      answer: ans.toString(),
      explanation: `For angle A, BC is opposite, AB is adjacent and AC is the hypotenuse, so $${name} A = ${ans.toLatex()}$.`,
      mistakes: [
        { value: ratioOf(RECIPROCAL[ratio], opp, adj, h).toString(), why: 'Used the reciprocal ratio.' },
        {
          value: ratioOf(SWAP[ratio], opp, adj, h).toString(),
          why: 'Used the ratio for angle C (mixed up opposite and adjacent).',
        },
        { value: F(opp + adj, h).toString(), why: 'Added the two shorter sides.' },
      ],
      near: (kk) => ans.add(F(kk % 2 ? Math.ceil(kk / 2) : -Math.ceil(kk / 2), ans.d)).toString(),
    };
  },
});

export const polynomials = defineFamily({
  id: 'polynomials',
  title: 'Polynomials: values, zeroes and the remainder theorem',
  concept: 'maths.polynomials',
  grades: [9, 10],
  types: MULTI,
  make(rng, grade, level) {
    const mode = grade === 9 ? rng.pick(['remainder', 'zero']) : rng.pick(['remainder', 'sum', 'product']);
    if (mode === 'remainder') {
      const coeffs =
        level <= 1 ? [nz(rng, 4), nz(rng, 9), nz(rng, 9)] : [nz(rng, 3), nz(rng, 6), nz(rng, 9), nz(rng, 12)];
      const t = nz(rng, 2 + level);
      const value = (x: number) => coeffs.reduce((acc, c) => acc * x + c, 0);
      const ans = value(t);
      return {
        params: { mode, coeffs, t },
        concept: 'maths.polynomials.remainder-theorem',
        ask: `Find the remainder when $p(x) = ${poly(coeffs)}$ is divided by $x ${signed(-t)}$.`,
        blank: `When $${poly(coeffs)}$ is divided by $x ${signed(-t)}$, the remainder is ____.`,
        answer: String(ans),
        explanation: `By the remainder theorem the remainder is $p(${t}) = ${ans}$.`,
        mistakes: [
          { value: String(value(-t)), why: 'Substituted the wrong sign: used $p(-a)$ for division by $x - a$.' },
          { value: String(coeffs[coeffs.length - 1]), why: 'Took the constant term as the remainder.' },
          { value: String(value(t) - 2 * coeffs[coeffs.length - 1]), why: 'Made a sign error with the constant term.' },
        ],
        steps: 2,
        keyTerms: ['remainder theorem'],
      };
    }
    if (mode === 'zero') {
      const a = nz(rng, 3 + 2 * level);
      const b = nz(rng, 9 + 3 * level);
      const ans = F(-b, a);
      return {
        params: { mode, a, b },
        concept: 'maths.polynomials.zeroes',
        ask: `Find the zero of the polynomial $p(x) = ${poly([a, b])}$.`,
        blank: `The zero of $${poly([a, b])}$ is ____.`,
        answer: ans.toString(),
        accepted: ans.toDecimal() && !ans.isInt() ? [ans.toDecimal()!] : [],
        explanation: `$${poly([a, b])} = 0 \\Rightarrow x = ${ans.toLatex()}$.`,
        mistakes: [
          { value: F(b, a).toString(), why: 'Forgot to change the sign of the constant.' },
          { value: F(-a, b).toString(), why: 'Divided the wrong way round.' },
          { value: String(-b), why: 'Forgot to divide by the coefficient of $x$.' },
        ],
        steps: 1,
        keyTerms: ['zero'],
      };
    }
    const a = rng.int(1, 2 + level) * (level >= 2 && rng.chance(0.3) ? -1 : 1);
    const b = nz(rng, 9 + 3 * level);
    const c = nz(rng, 9 + 3 * level);
    const sumZ = F(-b, a);
    const prodZ = F(c, a);
    const ans = mode === 'sum' ? sumZ : prodZ;
    return {
      params: { mode, a, b, c },
      concept: 'maths.polynomials.zeroes-coefficients',
      ask: `Find the ${mode} of the zeroes of $${poly([a, b, c])}$.`,
      blank: `The ${mode} of the zeroes of $${poly([a, b, c])}$ is ____.`,
      answer: ans.toString(),
      explanation: `For $ax^2 + bx + c$, sum of zeroes $= -\\frac{b}{a} = ${sumZ.toLatex()}$ and product $= \\frac{c}{a} = ${prodZ.toLatex()}$.`,
      mistakes: [
        { value: (mode === 'sum' ? F(b, a) : F(-c, a)).toString(), why: 'Got the sign wrong.' },
        {
          value: (mode === 'sum' ? prodZ : sumZ).toString(),
          why: `Found the ${mode === 'sum' ? 'product' : 'sum'} instead.`,
        },
        {
          value: (mode === 'sum' ? F(-a, b) : F(a, c)).toString(),
          why: 'Divided the coefficients the wrong way round.',
        },
      ],
      steps: 1,
      keyTerms: [mode === 'sum' ? '-b/a' : 'c/a'],
    };
  },
});

export const pairLinearEquations = defineFamily({
  id: 'pair-linear-equations',
  title: 'Pair of linear equations in two variables',
  concept: 'maths.linear-pair',
  grades: [9, 10],
  types: MULTI,
  make(rng, _grade, level) {
    const x = nz(rng, 5 + 3 * level);
    const y = nz(rng, 5 + 3 * level);
    const max = [3, 5, 7, 9][level];
    let [a1, b1, a2, b2] = [0, 0, 0, 0];
    do {
      a1 = level === 0 ? 1 : nz(rng, max);
      b1 = nz(rng, max);
      a2 = nz(rng, max);
      b2 = level === 0 ? -b1 : nz(rng, max);
    } while (a1 * b2 - a2 * b1 === 0);
    const c1 = a1 * x + b1 * y;
    const c2 = a2 * x + b2 * y;
    const eq = (a: number, b: number, c: number) =>
      `${term(a, 'x')} ${b < 0 ? '-' : '+'} ${term(Math.abs(b), 'y')} = ${c}`;
    const sol = (p: number, q: number) => `x = ${p}, y = ${q}`;
    const system = `${eq(a1, b1, c1)}$ and $${eq(a2, b2, c2)}`;
    return {
      params: { a1, b1, c1, a2, b2, c2 },
      concept: 'maths.linear-pair.elimination',
      ask: `Solve the pair of equations $${system}$.`,
      blank: `The solution of $${system}$ is ____.`,
      answer: sol(x, y),
      accepted: [`(${x}, ${y})`, `x=${x}, y=${y}`],
      explanation: `Eliminate one variable: from the two equations, $${term(a1 * b2 - a2 * b1, 'x')} = ${c1 * b2 - c2 * b1}$, so $x = ${x}$; substituting back gives $y = ${y}$. Check: $${a1}(${x}) + ${paren(b1)}(${y}) = ${c1}$.`,
      mistakes: [
        { value: sol(y, x), why: 'Swapped the values of x and y.' },
        { value: sol(x, -y), why: 'Made a sign error when substituting back.' },
        { value: sol(-x, y), why: 'Made a sign error when eliminating.' },
      ],
      near: (k) => sol(x + k, y - k),
      show: (raw) => `$${raw}$`,
      steps: 3,
      keyTerms: ['elimination', 'substitution'],
    };
  },
});
