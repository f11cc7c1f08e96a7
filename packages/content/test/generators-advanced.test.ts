import { describe, expect, it } from 'vitest';
import { GENERATOR_FAMILIES } from '../src/generators/index';
import { type Matcher, type P, SAMPLES, sampleFamily } from './support/sample-family';

// Independent checks for the grade 4–10 families. Each oracle recomputes the answer from `params` with its own
// BigInt rational arithmetic and formulas; nothing here calls the generators' Fraction class or solvers.
// (The helpers repeat those in generators-primary.test.ts because a test file cannot import another test file.)

type Q = [bigint, bigint];

function reduce(n: bigint, d: bigint): Q {
  if (d < 0n) [n, d] = [-n, -d];
  let [a, b] = [n < 0n ? -n : n, d];
  while (b) [a, b] = [b, a % b];
  return a === 0n ? [0n, 1n] : [n / a, d / a];
}
const q = (n: number | bigint, d: number | bigint = 1): Q => reduce(BigInt(n), BigInt(d));
const add = (x: Q, y: Q) => reduce(x[0] * y[1] + y[0] * x[1], x[1] * y[1]);
const sub = (x: Q, y: Q) => add(x, [-y[0], y[1]]);
const mul = (x: Q, y: Q) => reduce(x[0] * y[0], x[1] * y[1]);
const div = (x: Q, y: Q) => reduce(x[0] * y[1], x[1] * y[0]);
const same = (x: Q | null, y: Q) => x !== null && x[0] === y[0] && x[1] === y[1];

/** "₹1,250", "24 cm²", "35°", "3 1/2", "-3/4", "x = 0.5", "$x = \frac{5}{2}$" → rational. */
function rational(text: string): Q | null {
  const s = text
    .replace(/\\frac\{(-?\d+)\}\{(\d+)\}/g, '$1/$2')
    .replace(/[$₹,]/g, '')
    .replace(/^\s*x\s*=\s*/, '')
    .replace(/\s*([a-zA-Z°²³%].*)?$/, '')
    .trim();
  let m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(s);
  if (m) return reduce((BigInt(m[2]) * BigInt(m[4]) + BigInt(m[3])) * (m[1] ? -1n : 1n), BigInt(m[4]));
  m = /^(-?)(\d+)\/(\d+)$/.exec(s);
  if (m) return reduce(BigInt(m[2]) * (m[1] ? -1n : 1n), BigInt(m[3]));
  m = /^(-?)(\d*)\.?(\d*)$/.exec(s);
  if (!m || (m[2] === '' && m[3] === '')) return null;
  return reduce(BigInt(`${m[1]}${m[2] || '0'}${m[3]}`), 10n ** BigInt(m[3].length));
}
const num =
  (x: Q): Matcher =>
  (c) =>
    same(rational(c), x);
const int = (n: number) => num(q(n));
/** All numbers (integers, fractions, decimals, \frac) in a text, in order. */
function numbersIn(text: string): Q[] {
  const t = text.replace(/\\frac\{(-?\d+)\}\{(\d+)\}/g, '$1/$2').replace(/-\\frac/g, '-');
  return [...t.matchAll(/-?\d+(?:\/\d+|\.\d+)?/g)].map((m) => rational(m[0])!);
}
/** Matches a list of values in order, e.g. "(3, -2)" or "x = 3, y = -2". */
const tuple =
  (xs: Q[]): Matcher =>
  (c) => {
    const got = numbersIn(c);
    return got.length === xs.length && got.every((g, i) => same(g, xs[i]));
  };
/** Matches a set of roots in any order. */
const rootSet =
  (xs: Q[]): Matcher =>
  (c) => {
    const got = numbersIn(c).map((x) => `${x[0]}/${x[1]}`);
    const want = xs.map((x) => `${x[0]}/${x[1]}`);
    return new Set(got).size === new Set(want).size && want.every((w) => got.includes(w));
  };
const isqrt = (n: number) => {
  const r = Math.round(Math.sqrt(n));
  if (r * r !== n) throw new Error(`${n} is not a perfect square`);
  return r;
};
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const parseQ = (s: string) => rational(s)!;
const pow = (x: Q, e: number): Q => (e === 0 ? [1n, 1n] : mul(x, pow(x, e - 1)));
/** Polynomial text "4x^2 - 12x + 9" → [4, -12, 9]. */
function coefficients(text: string): number[] {
  const s = text.replace(/\$/g, '').replace(/\s+/g, '');
  const out = [0, 0, 0];
  for (const m of s.matchAll(/([+-]?)(\d*)(x(?:\^(\d))?)?/g)) {
    if (!m[0]) continue;
    const mag = m[2] === '' ? 1 : Number(m[2]);
    const p = m[3] ? Number(m[4] ?? 1) : 0;
    out[2 - p] += (m[1] === '-' ? -1 : 1) * mag;
  }
  return out;
}
const isPrime = (n: number) =>
  n > 1 && Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, i) => i + 2).every((d) => n % d);

const TRIG: Record<string, Q> = {
  '\\sin 30^\\circ': q(1, 2),
  '\\cos 60^\\circ': q(1, 2),
  '\\tan 45^\\circ': q(1),
  '\\sin 90^\\circ': q(1),
  '\\cos 0^\\circ': q(1),
  '\\sin^2 30^\\circ': q(1, 4),
  '\\cos^2 30^\\circ': q(3, 4),
  '\\sin^2 60^\\circ': q(3, 4),
  '\\cos^2 60^\\circ': q(1, 4),
  '\\sin^2 45^\\circ': q(1, 2),
  '\\tan^2 60^\\circ': q(3),
  '\\tan^2 30^\\circ': q(1, 3),
  '\\sec 60^\\circ': q(2),
  '\\operatorname{cosec} 30^\\circ': q(2),
  '\\sec^2 45^\\circ': q(2),
};
const DIE: Record<string, (k: number) => boolean> = {
  'an even number': (k) => k % 2 === 0,
  'an odd number': (k) => k % 2 === 1,
  'a prime number': isPrime,
  'a multiple of 3': (k) => k % 3 === 0,
  'a number greater than 4': (k) => k > 4,
  'a number less than 3': (k) => k < 3,
  'a factor of 6': (k) => 6 % k === 0,
};
const COINS: Record<string, (heads: number) => boolean> = {
  'at least one head': (h) => h >= 1,
  'exactly one head': (h) => h === 1,
  'two heads': (h) => h === 2,
  'no head': (h) => h === 0,
};
/** Deck as [rank, suit]; predicates on a card. */
const DECK = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].flatMap((r) =>
  ['hearts', 'diamonds', 'spades', 'clubs'].map((s) => [r, s]),
);
const red = (s: string) => s === 'hearts' || s === 'diamonds';
const CARDS: Record<string, (r: string, s: string) => boolean> = {
  'a king': (r) => r === 'K',
  'a red card': (_, s) => red(s),
  'a face card': (r) => 'JQK'.includes(r) && r.length === 1,
  'a spade': (_, s) => s === 'spades',
  'an ace': (r) => r === 'A',
  'a red face card': (r, s) => red(s) && ['J', 'Q', 'K'].includes(r),
  'the queen of hearts': (r, s) => r === 'Q' && s === 'hearts',
  'a black king': (r, s) => r === 'K' && !red(s),
};
const count = <T>(xs: T[], f: (x: T) => boolean) => xs.filter(f).length;

const ORACLES: Record<string, (p: P) => Matcher> = {
  'fractions-equivalent': (p) => (p.mode === 'numerator' ? num(q(p.n * p.target, p.d)) : num(q(p.n, p.d))),
  'fractions-add-sub': (p) => num((p.op === '+' ? add : sub)(parseQ(p.x), parseQ(p.y))),
  'fractions-mul-div': (p) => num((p.op === 'mul' ? mul : div)(parseQ(p.x), parseQ(p.y))),
  'mixed-numbers': (p) => num(p.mode === 'to-improper' ? q(p.whole * p.d + p.n, p.d) : q(p.n, p.d)),
  'decimals-add-sub': (p) => num((p.op === '+' ? add : sub)(parseQ(p.x), parseQ(p.y))),
  'decimals-mul-div': (p) => num((p.op === 'mul' ? mul : div)(parseQ(p.a), parseQ(p.b))),
  integers: (p) => num({ '+': q(p.a + p.b), '-': q(p.a - p.b), '×': q(p.a * p.b), '÷': q(p.a, p.b) }[p.op as '+'] as Q),
  'ratio-proportion': (p) =>
    p.mode === 'unitary' ? num(q(p.c1 * p.n2, p.n1)) : num(q(p.total * Math.max(p.a, p.b), p.a + p.b)),
  percentage: (p) => (p.mode === 'of' ? num(q(p.p * p.q, 100)) : num(q(Math.abs(p.next - p.old) * 100, p.old))),
  'profit-loss': (p) => {
    if (p.mode === 'sp') return num(q(p.cp * (100 + (p.gain ? p.p : -p.p)), 100));
    if (p.mode === 'percent') return num(q(Math.abs(p.sp - p.cp) * 100, p.cp));
    return num(q(p.mp * (100 - p.d), 100));
  },
  'simple-interest': (p) => {
    const si = div(mul(mul(q(p.principal), parseQ(p.rate)), q(p.months, 12)), q(100));
    return num(p.amount ? add(si, q(p.principal)) : si);
  },
  'compound-interest': (p) => {
    const periods = p.halfYearly ? p.years * 2 : p.years;
    const rate = p.halfYearly ? q(p.rate, 200) : q(p.rate, 100);
    const amount = mul(q(p.principal), pow(add(q(1), rate), periods));
    return num(p.askCI ? sub(amount, q(p.principal)) : amount);
  },
  exponents: (p) => {
    if (p.mode === 'law') return int({ mul: p.m + p.n, div: p.m - p.n, pow: p.m * p.n }[p.law as 'mul']);
    return num(p.e >= 0 ? q(BigInt(p.a) ** BigInt(p.e)) : q(1n, BigInt(p.a) ** BigInt(-p.e)));
  },
  'squares-cubes': (p) => int(p.root ? p.n : p.n ** p.p),
  'factors-multiples': (p) => {
    if (p.mode === 'multiple') return int(p.n * p.k);
    if (p.mode === 'count') {
      // Divisor pairs (d, N/d) up to the square root; a square root pairs with itself.
      let c = 0;
      for (let d = 1; d * d <= p.N; d++) if (p.N % d === 0) c += d * d === p.N ? 1 : 2;
      return int(c);
    }
    // Any product of primes equal to N is its prime factorisation (unique), whatever the notation.
    return (c) => {
      const factors = c
        .replace(/[$\\{}]/g, '')
        .replace(/times/g, '×')
        .split('×')
        .map((t) => t.trim().split('^').map(Number));
      return factors.every(([b]) => isPrime(b)) && factors.reduce((acc, [b, e]) => acc * b ** (e ?? 1), 1) === p.N;
    };
  },
  'hcf-lcm': (p) => {
    const h = p.nums.reduce(gcd);
    return int(p.askH ? h : p.nums.reduce((a: number, b: number) => (a * b) / gcd(a, b)));
  },
  'simple-equations': (p) => num(p.form === 'divide' ? mul(q(p.rhs - p.b), q(p.a)) : q(p.rhs - p.b, p.a)),
  'linear-equations': (p) => num(q(p.d - p.b, p.a - p.c)),
  'algebraic-expressions': (p) =>
    int(p.coeffs.reduce((s: number, c: number, i: number) => s + c * p.v ** (p.coeffs.length - 1 - i), 0)),
  'algebraic-identities': (p) => {
    if (p.mode === 'numeric') return int(p.p * p.q);
    const s = p.kind === 'minus' ? -1 : 1;
    const want = p.kind === 'diff' ? [p.a * p.a, 0, -p.b * p.b] : [p.a * p.a, 2 * s * p.a * p.b, p.b * p.b];
    return (c) => coefficients(c).every((k, i) => k === want[i]);
  },
  'perimeter-area': (p) => {
    if (p.shape === 'triangle') return num(q(p.base * p.h, 2));
    if (p.shape === 'circle') {
      const r = parseQ(p.r);
      return num(p.area ? mul(q(22, 7), mul(r, r)) : mul(q(44, 7), r));
    }
    return int(p.area ? p.l * p.b : 2 * p.l + 2 * p.b);
  },
  'volume-surface-area': (p) => {
    if (p.solid === 'cylinder') return num(p.volume ? q(22 * p.r * p.r * p.h, 7) : q(44 * p.r * p.h, 7));
    return int(p.volume ? p.l * p.b * p.h : 2 * p.l * p.b + 2 * p.b * p.h + 2 * p.h * p.l);
  },
  angles: (p) =>
    int(
      (
        {
          complement: 90 - p.a,
          supplement: 180 - p.a,
          vertical: p.a,
          triangle: 180 - p.a - p.b,
          corresponding: p.a,
          alternate: p.a,
          'co-interior': 180 - p.a,
        } as Record<string, number>
      )[p.kind],
    ),
  pythagoras: (p) => int(p.findHyp ? isqrt(p.a * p.a + p.b * p.b) : isqrt(p.c * p.c - p.a * p.a)),
  'mean-median-mode': (p) => {
    const v: number[] = p.values;
    if (p.measure === 'mean')
      return num(
        q(
          v.reduce((s, x) => s + x, 0),
          v.length,
        ),
      );
    const s = [...v].sort((a, b) => a - b);
    if (p.measure === 'median')
      return num(s.length % 2 ? q(s[(s.length - 1) / 2]) : q(s[s.length / 2 - 1] + s[s.length / 2], 2));
    const best = Math.max(...v.map((x) => count(v, (y) => y === x)));
    const modes = [...new Set(v.filter((x) => count(v, (y) => y === x) === best))];
    expect(modes).toHaveLength(1);
    return int(modes[0]);
  },
  probability: (p) => {
    if (p.kind === 'die') return num(q(count([1, 2, 3, 4, 5, 6], DIE[p.event]), 6));
    if (p.kind === 'dice') {
      const pairs = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => [a, b]));
      const sum = /a sum of (\d+)/.exec(p.event);
      const DICE: Record<string, (a: number, b: number) => boolean> = {
        'a doublet (the same number on both)': (a, b) => a === b,
        'a sum greater than 9': (a, b) => a + b > 9,
        'a sum less than 5': (a, b) => a + b < 5,
        'a product that is even': (a, b) => a % 2 === 0 || b % 2 === 0,
      };
      const pred = sum ? (a: number, b: number) => a + b === Number(sum[1]) : DICE[p.event];
      return num(
        q(
          count(pairs, ([a, b]) => pred(a, b)),
          36,
        ),
      );
    }
    if (p.kind === 'coins') return num(q(count([0, 1, 1, 2], COINS[p.event]), 4));
    if (p.kind === 'cards')
      return num(
        q(
          count(DECK, ([r, s]) => CARDS[p.event](r, s)),
          52,
        ),
      );
    const fav = p.pick === 'not green' ? p.red + p.blue : p[p.pick];
    return num(q(fav, p.red + p.blue + p.green));
  },
  'coordinate-geometry': (p) => {
    if (p.mode === 'quadrant') {
      const name = p.x > 0 ? (p.y > 0 ? 'I' : 'IV') : p.y > 0 ? 'II' : 'III';
      const ord = { I: 'first', II: 'second', III: 'third', IV: 'fourth' }[name];
      return (c) => [`quadrant ${name}`, name, `${ord} quadrant`].includes(c.trim().replace(/^Quadrant/, 'quadrant'));
    }
    if (p.mode === 'distance') return int(isqrt((p.x2 - p.x1) ** 2 + (p.y2 - p.y1) ** 2));
    const k = p.m + p.n;
    return tuple([q(p.m * p.bx + p.n * p.ax, k), q(p.m * p.by + p.n * p.ay, k)]);
  },
  'quadratic-equations': (p) => {
    if (p.mode === 'discriminant') return int(p.b * p.b - 4 * p.a * p.c);
    const [A, B, C] = p.coeffs;
    const s = isqrt(B * B - 4 * A * C);
    return rootSet(
      [...new Set([`${-B + s}|${2 * A}`, `${-B - s}|${2 * A}`])].map((t) =>
        q(...(t.split('|').map(Number) as [number, number])),
      ),
    );
  },
  'arithmetic-progressions': (p) =>
    p.mode === 'nth' ? int(p.a + (p.n - 1) * p.d) : num(q(p.n * (2 * p.a + (p.n - 1) * p.d), 2)),
  'trigonometric-ratios': (p) => {
    if (p.mode === 'standard') {
      const [x, y] = [TRIG[p.ta], TRIG[p.tb]];
      return num(p.op === '+' ? add(x, y) : p.op === '-' ? sub(x, y) : mul(x, y));
    }
    const [o, a, h] = [p.opp, p.adj, p.hyp];
    return num(
      { sin: q(o, h), cos: q(a, h), tan: q(o, a), cosec: q(h, o), sec: q(h, a), cot: q(a, o) }[p.ratio as 'sin'],
    );
  },
  polynomials: (p) => {
    if (p.mode === 'remainder')
      return int(p.coeffs.reduce((s: number, c: number, i: number) => s + c * p.t ** (p.coeffs.length - 1 - i), 0));
    if (p.mode === 'zero') return num(q(-p.b, p.a));
    return num(p.mode === 'sum' ? q(-p.b, p.a) : q(p.c, p.a));
  },
  'pair-linear-equations': (p) => {
    const det = p.a1 * p.b2 - p.a2 * p.b1;
    return tuple([q(p.c1 * p.b2 - p.c2 * p.b1, det), q(p.a1 * p.c2 - p.a2 * p.c1, det)]);
  },
};

describe('grade 4–10 generator families: 10,000 seeded samples each', () => {
  it('has an oracle for every family not covered by the primary file', () => {
    const primary = [
      'number-names',
      'place-value',
      'addition',
      'subtraction',
      'multiplication',
      'division',
      'patterns',
      'money',
      'time-elapsed',
      'measurement-conversion',
    ];
    expect(
      GENERATOR_FAMILIES.map((f) => f.id)
        .filter((id) => !primary.includes(id))
        .sort(),
    ).toEqual(Object.keys(ORACLES).sort());
  });
  for (const id of Object.keys(ORACLES)) {
    it(`${id}: valid, independently correct, exactly one correct MCQ option`, () => {
      const { failures, mcq } = sampleFamily(id, ORACLES[id]);
      expect(failures).toEqual([]);
      expect(mcq).toBeGreaterThan(SAMPLES / 8);
      // About 0.3 s on an idle core; the generous limit only guards against a loaded shared machine.
    }, 60_000);
  }
});
