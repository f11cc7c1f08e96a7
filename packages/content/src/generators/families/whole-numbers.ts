import { BASIC, defineFamily, MULTI } from '../build';
import { groupIN } from '../format';
import type { Rng } from '../rng';
import { numberToWords } from '../words';

const digitsOf = (n: number) => String(n).split('').reverse().map(Number);
/** A number with exactly d digits. */
const nDigits = (rng: Rng, d: number) => rng.int(d === 1 ? 1 : 10 ** (d - 1), 10 ** d - 1);
/** Digits for column arithmetic by class and difficulty: the class's own range, one place more at extreme. */
const DIGITS: Record<number, number[]> = {
  1: [1, 1, 2, 2],
  2: [1, 2, 2, 3],
  3: [2, 3, 3, 4],
  4: [3, 4, 4, 5],
  5: [4, 5, 6, 7],
};
const sized = (grade: number, level: number) => DIGITS[grade][level];

export const numberNames = defineFamily({
  id: 'number-names',
  title: 'Number names',
  concept: 'maths.numbers.number-names',
  grades: [1, 4],
  types: BASIC,
  make(rng, grade, level) {
    // Numbers up to the grade's range, reaching into the next place value at extreme.
    // The class's number range (class 1 within 100, class 2 within 1000, …), the whole range from hard upwards.
    const range = [0, 100, 1000, 10_000, 1_00_000];
    const max = range[grade] * [0.2, 0.5, 1, 1][level];
    const from = level === 0 ? 1 : level === 3 ? range[grade] / 10 : 11;
    const n = rng.int(from, Math.max(20, Math.floor(max)) - (max === range[grade] ? 1 : 0));
    const words = numberToWords(n);
    if (rng.chance(0.5)) {
      const swapped = Number(String(n).split('').reverse().join(''));
      const teen = n % 100 >= 13 && n % 100 <= 19 ? n - (n % 100) + (n % 10) * 10 : n;
      return {
        params: { mode: 'to-words', n },
        ask: `How do we write $${groupIN(n)}$ in words?`,
        blank: `$${groupIN(n)}$ in words is ____.`,
        answer: words,
        accepted: [words.replace(/-/g, ' ')],
        explanation: `Read the number place by place: $${groupIN(n)}$ is ${words}.`,
        mistakes: [
          { value: numberToWords(swapped), why: 'Read the digits in the wrong order.' },
          { value: numberToWords(teen), why: 'Confused a -teen number with a tens number.' },
          { value: numberToWords(n + 10), why: 'Misread the tens digit.' },
          { value: numberToWords(n + 1), why: 'Counted one too many.' },
        ],
        near: (k) => numberToWords(n + k),
      };
    }
    // "four hundred five" written part by part becomes 4005.
    const literal = Number(
      [
        Math.floor(n / 100000) * 100000,
        Math.floor((n % 100000) / 1000) * 1000,
        Math.floor((n % 1000) / 100) * 100,
        n % 100,
      ]
        .filter((x) => x > 0)
        .join(''),
    );
    return {
      params: { mode: 'to-number', n },
      ask: `Which number is "${words}"?`,
      blank: `"${words}" written in figures is ____.`,
      answer: String(n),
      accepted: [groupIN(n)],
      explanation: `${words} = $${groupIN(n)}$.`,
      mistakes: [
        { value: String(n * 10), why: 'Wrote an extra zero for a place.' },
        { value: String(literal), why: 'Wrote the number names part by part.' },
        { value: String(Math.floor(n / 10)), why: 'Left out a place.' },
      ],
    };
  },
});

export const placeValue = defineFamily({
  id: 'place-value',
  title: 'Place value and expanded form',
  concept: 'maths.numbers.place-value',
  grades: [2, 7],
  types: BASIC,
  make(rng, grade, level) {
    // Digits by class: up to 3 in class 2, 4 in class 3, 5 in class 4, 7 in class 5, 9 in classes 6 and 7.
    const d = Math.min([0, 0, 3, 4, 5, 7, 9, 9][grade], Math.max(2, grade - 1 + level));
    if (rng.chance(0.5)) {
      // Distinct digits so "the place value of 7" names one place.
      let n = 0;
      do n = nDigits(rng, d);
      while (new Set(String(n)).size !== String(n).length);
      const ds = digitsOf(n);
      // A non-zero digit: the place value of 0 is always 0.
      const pos = rng.pick(ds.map((x, i) => (x ? i : -1)).filter((i) => i >= 0));
      const digit = ds[pos];
      const pv = digit * 10 ** pos;
      return {
        params: { mode: 'place-value', n, digit },
        ask: `What is the place value of ${digit} in $${groupIN(n)}$?`,
        blank: `The place value of ${digit} in $${groupIN(n)}$ is ____.`,
        answer: String(pv),
        accepted: [groupIN(pv)],
        explanation: `${digit} is in the $${groupIN(10 ** pos)}$s place, so its place value is $${digit} \\times ${groupIN(10 ** pos)} = ${groupIN(pv)}$.`,
        mistakes: [
          { value: String(digit), why: 'Gave the face value instead of the place value.' },
          { value: String(pv * 10), why: 'Counted one place too many.' },
          { value: String(pos > 0 ? pv / 10 : pv * 100), why: 'Counted one place too few.' },
          { value: String(n % 10 ** (pos + 1)), why: 'Read off the number from that digit to the end.' },
        ],
      };
    }
    const n = nDigits(rng, Math.max(2, d));
    const ds = digitsOf(n);
    const parts = ds
      .map((x, i) => x * 10 ** i)
      .filter((x) => x > 0)
      .reverse();
    const squeezed = Number(
      ds
        .filter((x) => x > 0)
        .reverse()
        .join(''),
    );
    return {
      params: { mode: 'expanded', parts },
      ask: `Which number has the expanded form $${parts.join(' + ')}$?`,
      blank: `$${parts.join(' + ')} = $ ____`,
      answer: String(n),
      accepted: [groupIN(n)],
      explanation: `Add the place values: $${parts.join(' + ')} = ${groupIN(n)}$.`,
      mistakes: [
        { value: String(squeezed), why: 'Left out the zero for an empty place.' },
        { value: String(n * 10), why: 'Put an extra zero at the end.' },
        {
          value: String(parts.length > 1 ? n - parts[parts.length - 1] + parts[parts.length - 1] * 10 : n + 1),
          why: 'Put the smallest part in the wrong place.',
        },
      ],
    };
  },
});

export const addition = defineFamily({
  id: 'addition',
  title: 'Addition with carrying',
  concept: 'maths.operations.addition',
  grades: [1, 5],
  types: MULTI,
  make(rng, grade, level) {
    const d = sized(grade, level);
    let a = 0;
    let b = 0;
    for (let i = 0; i < 20; i++) {
      a = nDigits(rng, d);
      b = nDigits(rng, Math.max(1, d - rng.int(0, 1)));
      const carries = digitsOf(a).some((x, j) => x + (digitsOf(b)[j] ?? 0) >= 10);
      if (carries === level >= 1) break;
    }
    const ans = a + b;
    const da = digitsOf(a);
    const db = digitsOf(b);
    const noCarry = da.reduce((s, x, j) => s + ((x + (db[j] ?? 0)) % 10) * 10 ** j, 0);
    // Writing each column total in full is a two- or three-digit mistake; on longer sums a single lost carry.
    const columns =
      d <= 3
        ? Number(
            da
              .map((x, j) => String(x + (db[j] ?? 0)))
              .reverse()
              .join(''),
          )
        : ans - 10 ** (da.findIndex((x, j) => x + (db[j] ?? 0) >= 10) + 1);
    return {
      params: { a, b },
      ask: `Add: $${a} + ${b}$`,
      blank: `$${a} + ${b} = $ ____`,
      answer: String(ans),
      explanation: `Add column by column from the ones, carrying 1 whenever a column makes 10 or more: $${a} + ${b} = ${ans}$.`,
      mistakes: [
        { value: String(noCarry), why: 'Forgot to carry to the next column.' },
        {
          value: String(columns),
          why: d <= 3 ? 'Wrote each column total in full instead of carrying.' : 'Forgot one of the carries.',
        },
        { value: String(ans + 10), why: 'Carried into the tens twice.' },
        { value: String(Math.abs(a - b)), why: 'Subtracted instead of adding.' },
      ],
      steps: d >= 3 ? 2 : 1,
      keyTerms: ['carry'],
    };
  },
});

export const subtraction = defineFamily({
  id: 'subtraction',
  title: 'Subtraction with borrowing',
  concept: 'maths.operations.subtraction',
  grades: [1, 5],
  types: MULTI,
  make(rng, grade, level) {
    const d = Math.max(2, sized(grade, level));
    let a = 0;
    let b = 0;
    for (let i = 0; i < 20; i++) {
      a = nDigits(rng, d);
      b = rng.int(1, a - 1);
      const borrows = digitsOf(a).some((x, j) => x < (digitsOf(b)[j] ?? 0));
      if (borrows === level >= 1) break;
    }
    const ans = a - b;
    const da = digitsOf(a);
    const db = digitsOf(b);
    const smallFromLarge = da.reduce((s, x, j) => s + Math.abs(x - (db[j] ?? 0)) * 10 ** j, 0);
    // Borrowed but never reduced the digit it was borrowed from.
    const noReduce = da.reduce((s, x, j) => s + (x < (db[j] ?? 0) ? 10 ** (j + 1) : 0), ans);
    return {
      params: { a, b },
      ask: `Subtract: $${a} - ${b}$`,
      blank: `$${a} - ${b} = $ ____`,
      answer: String(ans),
      explanation: `Subtract column by column from the ones, borrowing 1 from the next place when the top digit is smaller: $${a} - ${b} = ${ans}$. Check: $${ans} + ${b} = ${a}$.`,
      mistakes: [
        {
          value: String(smallFromLarge),
          why: 'Took the smaller digit from the larger one in each column instead of borrowing.',
        },
        { value: String(noReduce), why: 'Borrowed but did not reduce the next digit.' },
        { value: String(a + b), why: 'Added instead of subtracting.' },
        { value: String(ans - 10), why: 'Borrowed from the tens when it was not needed.' },
      ],
      steps: d >= 3 ? 2 : 1,
      keyTerms: ['borrow'],
    };
  },
});

export const multiplication = defineFamily({
  id: 'multiplication',
  title: 'Multiplication',
  concept: 'maths.operations.multiplication',
  grades: [2, 6],
  types: MULTI,
  make(rng, grade, level) {
    // [digits of a, digits of b] by class and level from class 5; classes 2–4 as [a from, a to, b from, b to]:
    // class 2 stays in the tables (products up to 100), class 3 multiplies up to two digits by one, class 4 up to
    // three digits by two.
    const SHAPES: Record<number, [number, number][]> = {
      5: [
        [3, 1],
        [3, 2],
        [4, 2],
        [3, 3],
      ],
      6: [
        [3, 2],
        [4, 2],
        [3, 3],
        [4, 3],
      ],
    };
    const SMALL: Record<number, [number, number, number, number][]> = {
      2: [
        [2, 10, 2, 5],
        [2, 10, 2, 10],
        [2, 10, 5, 10],
        [5, 10, 7, 10],
      ],
      3: [
        [2, 10, 2, 10],
        [11, 50, 2, 9],
        [20, 99, 2, 9],
        [50, 99, 6, 9],
      ],
      4: [
        [10, 99, 2, 9],
        [100, 499, 2, 9],
        [200, 999, 11, 99],
        [500, 999, 50, 99],
      ],
    };
    const [da, dbs] = SHAPES[grade]?.[level] ?? [1, 1];
    const small = SMALL[grade]?.[level];
    const a = small ? rng.int(small[0], small[1]) : nDigits(rng, da);
    const b = small ? rng.int(small[2], small[3]) : nDigits(rng, dbs);
    const ans = a * b;
    const bDigits = digitsOf(b);
    const noShift = bDigits.reduce((s, x) => s + a * x, 0);
    const noCarry = digitsOf(a).reduce((s, x, j) => s + ((x * b) % 10) * 10 ** j, 0);
    return {
      params: { a, b },
      ask: `Multiply: $${a} \\times ${b}$`,
      blank: `$${a} \\times ${b} = $ ____`,
      answer: String(ans),
      explanation:
        dbs === 1
          ? `$${a} \\times ${b} = ${ans}$.`
          : `Multiply by each digit of ${b} and shift one place left for each tens place: ${bDigits
              .map((x, j) => `$${a} \\times ${x * 10 ** j} = ${a * x * 10 ** j}$`)
              .join(', ')}; adding gives $${ans}$.`,
      mistakes: [
        {
          value: String(bDigits.length > 1 ? noShift : noCarry),
          why:
            bDigits.length > 1
              ? 'Forgot to shift the partial product one place left.'
              : 'Forgot to carry while multiplying.',
        },
        { value: String(a * (b - 1)), why: 'Used the wrong row of the table (one group too few).' },
        { value: String(a + b), why: 'Added instead of multiplying.' },
      ],
      steps: dbs >= 2 ? 3 : 1,
      keyTerms: ['partial products'],
    };
  },
});

export const division = defineFamily({
  id: 'division',
  title: 'Division with remainder',
  concept: 'maths.operations.division',
  grades: [3, 6],
  types: MULTI,
  make(rng, grade, level) {
    // Class 3 stays with small quotients and one-digit divisors; two-digit divisors from class 5 at the harder levels.
    const big = grade >= 5 && grade + level >= 7;
    const divisor = big ? rng.int(11, level === 3 ? 99 : 25) : rng.int(2, 9);
    const qMax = [9, 50, 99, 999, 2999][Math.min(4, Math.max(0, level + grade - 4))];
    const q = rng.int(qMax <= 9 || level === 0 ? 2 : 11, qMax);
    const r = rng.int(level === 0 ? 0 : 1, divisor - 1);
    const n = divisor * q + r;
    if (rng.chance(0.5)) {
      return {
        params: { mode: 'quotient', n, divisor },
        ask: `What is the quotient when $${n}$ is divided by $${divisor}$?`,
        blank: `When $${n}$ is divided by $${divisor}$, the quotient is ____.`,
        answer: String(q),
        explanation: `$${divisor} \\times ${q} = ${divisor * q}$ and $${n} - ${divisor * q} = ${r}$, which is less than $${divisor}$. So the quotient is $${q}$ and the remainder $${r}$.`,
        mistakes: [
          { value: String(q + 1), why: 'Took one group too many (the remainder would be negative).' },
          { value: String(q - 1), why: 'Stopped one group short (the remainder would exceed the divisor).' },
          { value: String(r), why: 'Gave the remainder instead of the quotient.' },
        ],
        steps: 2,
      };
    }
    return {
      params: { mode: 'remainder', n, divisor },
      ask: `What is the remainder when $${n}$ is divided by $${divisor}$?`,
      blank: `When $${n}$ is divided by $${divisor}$, the remainder is ____.`,
      answer: String(r),
      explanation: `$${n} = ${divisor} \\times ${q} + ${r}$ and $${r} < ${divisor}$, so the remainder is $${r}$.`,
      mistakes: [
        { value: String(r + divisor), why: 'Stopped one group short, leaving a remainder bigger than the divisor.' },
        { value: String(q), why: 'Gave the quotient instead of the remainder.' },
        { value: String(divisor - r), why: 'Counted up to the next multiple instead of back.' },
      ],
      steps: 2,
    };
  },
});

export const patterns = defineFamily({
  id: 'patterns',
  title: 'Number patterns',
  concept: 'maths.patterns.sequences',
  grades: [1, 7],
  types: BASIC,
  make(rng, grade, level) {
    const kind =
      level <= 1 || grade <= 2 ? 'add' : rng.pick(level === 2 ? ['add', 'multiply'] : ['multiply', 'growing']);
    const a = rng.int(1, 5 + grade * 5 * (level + 1));
    const d = rng.int(2, grade <= 2 ? 5 + level * 2 : 5 + grade * (level + 1));
    const r = rng.int(2, 3);
    const term = (i: number) =>
      kind === 'add' ? a + i * d : kind === 'multiply' ? a * r ** i : a + d * i + (i * (i - 1)) / 2;
    const shown = [0, 1, 2, 3].map(term);
    const ans = term(4);
    const lastGap = shown[3] - shown[2];
    const rule =
      kind === 'add'
        ? `add $${d}$ each time`
        : kind === 'multiply'
          ? `multiply by $${r}$ each time`
          : 'the gap grows by 1 each time';
    return {
      params: { kind, a, d, r, shown },
      ask: `What comes next: $${shown.join(',\\ ')},\\ ?$`,
      blank: `The next number in the pattern $${shown.join(',\\ ')},\\ \\ldots$ is ____.`,
      answer: String(ans),
      explanation: `The rule is: ${rule}. So the next number is $${ans}$.`,
      mistakes: [
        ...(kind === 'add'
          ? [
              { value: String(shown[3] + d + 1), why: 'Miscounted the gap by one.' },
              { value: String(shown[3] - d), why: 'Continued the pattern backwards.' },
            ]
          : [
              { value: String(shown[3] + lastGap), why: 'Repeated the last gap instead of following the rule.' },
              { value: String(shown[3] + (shown[1] - shown[0])), why: 'Used the first gap only.' },
            ]),
        { value: String(term(5)), why: 'Skipped a term.' },
        { value: String(shown[3] + lastGap + 2), why: 'Made the gap grow by 2.' },
      ],
    };
  },
});
