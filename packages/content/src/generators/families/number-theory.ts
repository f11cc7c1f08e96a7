import { BASIC, defineFamily, MULTI } from '../build';
import { F, gcd, lcm } from '../fraction';
import { paren } from '../format';

export const exponents = defineFamily({
  id: 'exponents',
  title: 'Exponents and powers',
  concept: 'maths.exponents',
  grades: [7, 9],
  types: BASIC,
  make(rng, grade, level) {
    if (rng.chance(0.5)) {
      const a = rng.int(2, 9);
      const lo = level === 3 && grade >= 8 ? -6 : 1;
      const m = rng.int(lo, 5 + 2 * level) || 2;
      const n = rng.int(lo, 5 + 2 * level) || 3;
      const law = rng.pick(level === 0 ? ['mul', 'div'] : ['mul', 'div', 'pow']);
      const k = law === 'mul' ? m + n : law === 'div' ? m - n : m * n;
      const lhs =
        law === 'mul'
          ? `${a}^{${m}} \\times ${a}^{${n}}`
          : law === 'div'
            ? `${a}^{${m}} \\div ${a}^{${n}}`
            : `(${a}^{${m}})^{${n}}`;
      const rule =
        law === 'mul' ? 'a^m \\times a^n = a^{m+n}' : law === 'div' ? 'a^m \\div a^n = a^{m-n}' : '(a^m)^n = a^{mn}';
      return {
        params: { mode: 'law', a, m, n, law },
        concept: 'maths.exponents.laws',
        ask: `If $${lhs} = ${a}^{k}$, what is $k$?`,
        blank: `If $${lhs} = ${a}^{k}$, then $k = $ ____`,
        answer: String(k),
        explanation: `Using $${rule}$: $k = ${law === 'mul' ? `${m} + ${paren(n)}` : law === 'div' ? `${m} - ${paren(n)}` : `${m} \\times ${paren(n)}`} = ${k}$.`,
        mistakes: [
          {
            value: String(law === 'pow' ? m + n : m * n),
            why:
              law === 'pow'
                ? 'Added the exponents instead of multiplying.'
                : 'Multiplied the exponents instead of adding or subtracting.',
          },
          {
            value: String(law === 'div' ? m + n : m - n),
            why: law === 'div' ? 'Added the exponents instead of subtracting.' : 'Subtracted the exponents.',
          },
          {
            value: String(law === 'div' ? n - m : k + 1),
            why: law === 'div' ? 'Subtracted in the wrong order.' : 'Miscounted the factors.',
          },
        ],
      };
    }
    const a = rng.int(2, level >= 2 ? 12 : 5);
    // Largest exponent keeping a^e within 10^(3 + level), found with integers so every platform agrees.
    let maxE = 1;
    while (a ** (maxE + 1) <= 10 ** (3 + level)) maxE++;
    const e = rng.int(2, Math.max(2, maxE));
    const negative = grade >= 8 && level >= 2 && rng.chance(0.5);
    const ans = negative ? F(1, a ** e) : F(a ** e);
    const base = negative ? `${a}^{-${e}}` : `${a}^{${e}}`;
    return {
      params: { mode: 'value', a, e: negative ? -e : e },
      concept: negative ? 'maths.exponents.negative-exponents' : 'maths.exponents.powers',
      ask: `Find the value of $${base}$.`,
      blank: `$${base} = $ ____`,
      answer: ans.toString(),
      explanation: negative
        ? `$a^{-n} = \\frac{1}{a^n}$, so $${base} = \\frac{1}{${a ** e}}$.`
        : `$${base}$ means ${e} factors of ${a}: $${Array(e).fill(a).join(' \\times ')} = ${a ** e}$.`,
      mistakes: [
        {
          value: negative ? String(-(a ** e)) : String(a * e),
          why: negative
            ? 'Treated the negative exponent as a negative number.'
            : 'Multiplied the base by the exponent.',
        },
        {
          value: negative ? `1/${a * e}` : String(e ** a),
          why: negative ? 'Multiplied the base by the exponent.' : 'Swapped the base and the exponent.',
        },
        {
          value: negative ? `-1/${a * e}` : String(a ** (e - 1)),
          why: negative ? 'Multiplied and kept a minus sign.' : 'Used one factor too few.',
        },
      ],
    };
  },
});

export const squaresCubes = defineFamily({
  id: 'squares-cubes',
  title: 'Squares, square roots, cubes and cube roots',
  concept: 'maths.numbers',
  grades: [6, 9],
  types: BASIC,
  make(rng, grade, level) {
    const cube = grade >= 8 && rng.chance(0.5);
    const root = rng.chance(0.5);
    const n = cube ? rng.int(2, [6, 12, 20, 30][level]) : rng.int(2, [15, 30, 60, 120][level]);
    const p = cube ? 3 : 2;
    const power = n ** p;
    const op = cube ? (root ? `\\sqrt[3]{${power}}` : `${n}^3`) : root ? `\\sqrt{${power}}` : `${n}^2`;
    const ans = root ? n : power;
    return {
      params: { n, p, root },
      concept: cube ? 'maths.numbers.cubes' : 'maths.numbers.squares',
      ask: `Find $${op}$.`,
      blank: `$${op} = $ ____`,
      answer: String(ans),
      explanation: root
        ? `$${Array(p).fill(n).join(' \\times ')} = ${power}$, so $${op} = ${n}$.`
        : `$${op} = ${Array(p).fill(n).join(' \\times ')} = ${power}$.`,
      mistakes: root
        ? [
            {
              value: String((power / p) % 1 === 0 ? power / p : n + 1),
              why: `Divided by ${p} instead of finding the root.`,
            },
            { value: String(n + 1), why: 'Estimated the root one too high.' },
            { value: String(n - 1), why: 'Estimated the root one too low.' },
          ]
        : [
            { value: String(n * p), why: `Multiplied by ${p} instead of raising to the power ${p}.` },
            {
              value: String(n ** (cube ? 2 : 3)),
              why: cube ? 'Squared instead of cubing.' : 'Cubed instead of squaring.',
            },
            { value: String((n + 1) ** p), why: 'Used the next number.' },
          ],
    };
  },
});

const PRIMES = [2, 3, 5, 7, 11, 13];
/** Number of divisors from the prime exponents: (e1 + 1)(e2 + 1)... */
function factorCount(n: number): number {
  let c = 1;
  for (const p of PRIMES) {
    let e = 0;
    while (n % p === 0) {
      n /= p;
      e++;
    }
    c *= e + 1;
  }
  return c;
}

export const factorsMultiples = defineFamily({
  id: 'factors-multiples',
  title: 'Factors, multiples and prime factorisation',
  concept: 'maths.numbers',
  grades: [4, 10],
  types: BASIC,
  make(rng, grade, level) {
    const mode = rng.pick(grade <= 5 ? ['count', 'multiple'] : ['count', 'multiple', 'prime']);
    if (mode === 'multiple') {
      const n = rng.int(2, 6 + 5 * level);
      const k = rng.int(3, 8 + 4 * level);
      return {
        params: { mode, n, k },
        concept: 'maths.numbers.multiples',
        ask: `What is the ${k}th multiple of $${n}$?`,
        blank: `The ${k}th multiple of $${n}$ is ____.`,
        answer: String(n * k),
        explanation: `The ${k}th multiple of $${n}$ is $${n} \\times ${k} = ${n * k}$.`,
        mistakes: [
          { value: String(n * (k - 1)), why: 'Counted from the wrong starting multiple.' },
          { value: String(n + k), why: 'Added instead of multiplying.' },
          { value: String(n * (k + 1)), why: 'Counted one multiple too many.' },
        ],
      };
    }
    // Numbers built from small primes so they have a rich set of factors.
    const exps = PRIMES.slice(0, 2 + Math.min(level, 2)).map((_, i) => rng.int(0, i === 0 ? 2 + level : 2));
    if (!exps.some((e) => e > 0)) exps[0] = 2;
    const N =
      exps.reduce((acc, e, i) => acc * PRIMES[i] ** e, 1) * (exps.filter(Boolean).length === 1 ? (exps[0] ? 3 : 2) : 1);
    if (mode === 'count') {
      const c = factorCount(N);
      const sq = Number.isInteger(Math.sqrt(N));
      return {
        params: { mode, N },
        concept: 'maths.numbers.factors',
        ask: `How many factors does $${N}$ have?`,
        blank: `$${N}$ has ____ factors.`,
        answer: String(c),
        explanation: `List factors in pairs $a \\times b = ${N}$ up to $\\sqrt{${N}}$; there are $${c}$ factors${sq ? ' (the square root is counted once)' : ''}.`,
        mistakes: [
          { value: String(c - 2), why: `Forgot to count 1 and ${N} itself.` },
          {
            value: String(sq ? c + 1 : c - 1),
            why: sq ? 'Counted the square root twice.' : 'Missed one factor pair member.',
          },
          { value: String(Math.ceil(c / 2)), why: 'Counted each pair only once.' },
        ],
      };
    }
    const fact: [number, number][] = [];
    let m = N;
    for (const p of PRIMES) {
      let e = 0;
      while (m % p === 0) {
        m /= p;
        e++;
      }
      if (e) fact.push([p, e]);
    }
    const write = (f: [number, number][]) =>
      f
        .filter(([, e]) => e > 0)
        .map(([p, e]) => (e === 1 ? `${p}` : `${p}^${e}`))
        .join(' × ');
    const ans = write(fact);
    const first = fact[0];
    const lessOne: [number, number][] = fact.map(([p, e], i) => [p, i === fact.length - 1 ? e + 1 : e]);
    // Two primes left multiplied together, e.g. 2^2 × 3 × 10 for 120.
    const last = fact[fact.length - 1];
    const rest = write([[first[0], first[1] - 1], ...fact.slice(1, -1), [last[0], last[1] - 1]]);
    const merged = rest ? `${rest} × ${first[0] * last[0]}` : String(first[0] * last[0]);
    return {
      params: { mode, N },
      concept: 'maths.numbers.prime-factorisation',
      ask: `What is the prime factorisation of $${N}$?`,
      blank: `The prime factorisation of $${N}$ is ____.`,
      answer: ans,
      accepted: [fact.flatMap(([p, e]) => Array(e).fill(p)).join(' × ')],
      explanation: `Divide by primes repeatedly: $${N} = ${ans.replace(/×/g, '\\times')}$.`,
      mistakes: [
        { value: write(lessOne), why: 'Wrote one prime factor too many.' },
        { value: merged, why: 'Stopped before every factor was prime.' },
        {
          value: write(fact.map(([p, e], i) => [p, i === 0 ? e + 1 : e])),
          why: 'Miscounted how many times a prime divides.',
        },
      ],
      near: (k) => write(fact.map(([p, e], i) => [p, i === k % fact.length ? e + 1 + Math.floor(k / fact.length) : e])),
      show: (raw) => `$${raw.replace(/×/g, '\\times').replace(/\^(\d+)/g, '^{$1}')}$`,
    };
  },
});

export const hcfLcm = defineFamily({
  id: 'hcf-lcm',
  title: 'HCF and LCM',
  concept: 'maths.numbers.hcf-lcm',
  grades: [5, 10],
  types: MULTI,
  make(rng, grade, level) {
    const h = rng.int(2, [6, 12, 20, 30][level]);
    let x = rng.int(2, 5 + level * 3);
    let y = rng.int(2, 5 + level * 3);
    while (gcd(x, y) !== 1 || x === y) {
      x = rng.int(2, 5 + level * 3);
      y = rng.int(2, 5 + level * 3);
    }
    const nums = [h * x, h * y];
    if (level === 3 && grade >= 7) nums.push(h * rng.int(2, 9));
    const H = nums.reduce(gcd);
    const L = nums.reduce(lcm);
    const askH = rng.chance(0.5);
    const list = nums.join(', ');
    return {
      params: { nums, askH },
      concept: askH ? 'maths.numbers.hcf-lcm.hcf' : 'maths.numbers.hcf-lcm.lcm',
      ask: `Find the ${askH ? 'HCF' : 'LCM'} of $${list}$.`,
      blank: `The ${askH ? 'HCF' : 'LCM'} of $${list}$ is ____.`,
      answer: String(askH ? H : L),
      explanation: `${askH ? 'HCF' : 'LCM'} of $${list}$: using prime factorisation, HCF $= ${H}$ and LCM $= ${L}$.`,
      mistakes: [
        {
          value: String(askH ? L : H),
          why: askH ? 'Found the LCM instead of the HCF.' : 'Found the HCF instead of the LCM.',
        },
        {
          value: String(askH ? Math.min(...nums) : nums.reduce((a, b) => a * b, 1)),
          why: askH
            ? 'Took the smaller number as the HCF.'
            : 'Multiplied the numbers instead of finding the least common multiple.',
        },
        {
          value: String(askH ? (H % 2 === 0 ? H / 2 : H * 2) : L * 2),
          why: askH ? 'Missed or added a common factor.' : 'Found a common multiple that is not the least.',
        },
      ],
      steps: 2,
      keyTerms: ['prime factorisation'],
    };
  },
});
