import { describe, expect, it } from 'vitest';
import { type Matcher, type P, SAMPLES, sampleFamily } from './support/sample-family';

// Independent checks for the grade 1–5 families: each oracle recomputes the answer from `params` with its own
// arithmetic (BigInt rationals here, never the generators' Fraction class or solvers).

/** Parses "₹1,250", "24 cm²", "3 1/2", "-3/4", "0.375" into a reduced BigInt rational. */
function rational(text: string): [bigint, bigint] | null {
  const s = text
    .replace(/[$₹,]/g, '')
    .replace(/\s+[a-zA-Z°²³].*$/, '')
    .trim();
  let m = /^(-?)(\d+) (\d+)\/(\d+)$/.exec(s);
  if (m) return reduce((BigInt(m[2]) * BigInt(m[4]) + BigInt(m[3])) * (m[1] ? -1n : 1n), BigInt(m[4]));
  m = /^(-?\d+)\/(\d+)$/.exec(s);
  if (m) return reduce(BigInt(m[1]), BigInt(m[2]));
  m = /^(-?)(\d*)\.?(\d*)$/.exec(s);
  if (!m || (m[2] === '' && m[3] === '')) return null;
  return reduce(BigInt(`${m[1]}${m[2] || '0'}${m[3]}`), 10n ** BigInt(m[3].length));
}
function reduce(n: bigint, d: bigint): [bigint, bigint] {
  let [a, b] = [n < 0n ? -n : n, d];
  while (b) [a, b] = [b, a % b];
  return a === 0n ? [0n, 1n] : [n / a, d / a];
}
const num =
  (n: number | bigint, d: number | bigint = 1): Matcher =>
  (c) => {
    const r = rational(c);
    return r !== null && r[0] * BigInt(d) === BigInt(n) * r[1];
  };
const text =
  (expected: string): Matcher =>
  (c) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[-\s]+/g, ' ') === expected.toLowerCase().replace(/[-\s]+/g, ' ');

const SMALL = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
function words(n: number): string {
  const two = (x: number) =>
    x < 10 ? SMALL[x] : x < 20 ? TEENS[x - 10] : `${TENS[Math.floor(x / 10)]} ${SMALL[x % 10]}`.trim();
  const out: string[] = [];
  if (n >= 100000) out.push(`${two(Math.floor(n / 100000))} lakh`);
  if (Math.floor(n / 1000) % 100) out.push(`${two(Math.floor(n / 1000) % 100)} thousand`);
  if (Math.floor(n / 100) % 10) out.push(`${SMALL[Math.floor(n / 100) % 10]} hundred`);
  if (n % 100) out.push(two(n % 100));
  return out.join(' ');
}

function clockMinutes(c: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?: ([ap])\.?m\.?)?$/.exec(c.trim());
  if (!m) return null;
  // Without a.m./p.m. the reading is a 24-hour clock.
  const h = m[3] ? (Number(m[1]) % 12) + (m[3] === 'p' ? 12 : 0) : Number(m[1]);
  return h * 60 + Number(m[2]);
}

export const ORACLES: Record<string, (p: P) => Matcher> = {
  'number-names': (p) => (p.mode === 'to-words' ? text(words(p.n)) : num(p.n)),
  'place-value': (p) => {
    if (p.mode === 'expanded') return num(p.parts.reduce((s: number, x: number) => s + x, 0));
    const s = String(p.n);
    return num(p.digit * 10 ** (s.length - 1 - s.indexOf(String(p.digit))));
  },
  addition: (p) => num(p.a + p.b),
  subtraction: (p) => num(p.a - p.b),
  multiplication: (p) => num(BigInt(p.a) * BigInt(p.b)),
  division: (p) => num(p.mode === 'quotient' ? Math.floor(p.n / p.divisor) : p.n % p.divisor),
  patterns: (p) => {
    if (p.kind === 'add') return num(p.a + 4 * p.d);
    if (p.kind === 'multiply') return num(p.a * p.r ** 4);
    // Gaps d, d+1, d+2, d+3 after the first term.
    return num(p.a + 4 * p.d + 0 + 1 + 2 + 3);
  },
  money: (p) => num(p.mode === 'total' ? p.price * p.qty : p.paid - p.price * p.qty, 100),
  'time-elapsed': (p) =>
    p.mode === 'end' ? (c) => clockMinutes(c) === (p.start + p.dur) % 1440 : num(p.end - p.start),
  'measurement-conversion': (p) => {
    if (p.mode === 'compound') return num(p.whole * p.factor + p.part);
    const [n, d] = rational(p.value)!;
    return p.toSmall ? num(n * BigInt(p.factor), d) : num(n, d * BigInt(p.factor));
  },
};

describe('grade 1–5 generator families: 10,000 seeded samples each', () => {
  for (const id of Object.keys(ORACLES)) {
    it(`${id}: valid, independently correct, exactly one correct MCQ option`, () => {
      const { failures, mcq } = sampleFamily(id, ORACLES[id]);
      expect(failures).toEqual([]);
      expect(mcq).toBeGreaterThan(SAMPLES / 8);
      // About 0.3 s on an idle core; the generous limit only guards against a loaded shared machine.
    }, 60_000);
  }
});
