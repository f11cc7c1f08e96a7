import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction } from '../fraction';

const num = (f: Fraction) => f.toDecimal() ?? f.toString();

export const meanMedianMode = defineFamily({
  id: 'mean-median-mode',
  title: 'Mean, median and mode',
  concept: 'maths.data',
  grades: [6, 10],
  types: MULTI,
  make(rng, _grade, level) {
    const n = rng.int(5, 6 + level);
    const max = [20, 50, 100, 200][level];
    const measure = rng.pick(['mean', 'median', 'mode']);
    let values = Array.from({ length: n }, () => rng.int(1, max));
    if (measure === 'mean') {
      // Make the total a multiple of n (easy, medium) or of n/2 so the mean is a whole number or ends in .5.
      const target = level <= 1 ? n : n % 2 === 0 ? n / 2 : n;
      const sum = values.reduce((s, v) => s + v, 0);
      values[n - 1] += (target - (sum % target)) % target;
    }
    if (measure === 'mode') {
      // Exactly one value repeats (twice or three times); all others are distinct.
      const distinct = [...new Set(values)];
      while (distinct.length < n) distinct.push(Math.max(...distinct) + rng.int(1, 5));
      const m = distinct[0];
      const reps = rng.int(2, 3);
      values = rng.shuffle([...Array(reps).fill(m), ...distinct.slice(1, n - reps + 1)]);
    }
    const sorted = [...values].sort((x, y) => x - y);
    const sum = values.reduce((s, v) => s + v, 0);
    const mid = (arr: number[]) =>
      arr.length % 2 ? F(arr[(arr.length - 1) / 2]) : F(arr[arr.length / 2 - 1] + arr[arr.length / 2], 2);
    const mean = F(sum, values.length);
    const median = mid(sorted);
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const mode = [...counts.entries()].sort((x, y) => y[1] - x[1])[0][0];
    const ans = measure === 'mean' ? mean : measure === 'median' ? median : F(mode);
    const list = values.join(', ');
    const explanation =
      measure === 'mean'
        ? `Mean $= \\frac{\\text{sum}}{\\text{count}} = \\frac{${sum}}{${values.length}} = ${num(mean)}$.`
        : measure === 'median'
          ? `Arrange in order: ${sorted.join(', ')}. The middle value${sorted.length % 2 ? ' is' : 's average to'} $${num(median)}$.`
          : `$${mode}$ occurs ${counts.get(mode)} times, more often than any other value, so the mode is $${mode}$.`;
    const mistakes =
      measure === 'mean'
        ? [
            { value: num(F(sum, values.length - 1)), why: 'Divided by one less than the number of values.' },
            { value: num(median), why: 'Found the median instead of the mean.' },
            { value: String(sum), why: 'Stopped at the total.' },
          ]
        : measure === 'median'
          ? [
              { value: num(mid(values)), why: 'Took the middle value without arranging the data in order.' },
              { value: num(mean), why: 'Found the mean instead of the median.' },
              {
                value: String(
                  sorted[Math.floor(sorted.length / 2)] === sorted[sorted.length - 1]
                    ? sorted[0]
                    : sorted[Math.floor(sorted.length / 2) + 1],
                ),
                why: 'Counted to the wrong middle position.',
              },
            ]
          : [
              { value: String(counts.get(mode)), why: 'Gave how often the mode occurs, not the value.' },
              { value: String(sorted[sorted.length - 1]), why: 'Chose the largest value.' },
              { value: num(median), why: 'Found the median instead of the mode.' },
            ];
    return {
      params: { values, measure },
      concept: `maths.data.${measure}`,
      ask: `Find the ${measure} of the data: ${list}.`,
      blank: `The ${measure} of ${list} is ____.`,
      answer: num(ans),
      explanation,
      mistakes,
      steps: measure === 'mode' ? 1 : 2,
      keyTerms: [measure],
    };
  },
});

type Experiment = { text: string; event: string; fav: number; total: number; params: Record<string, unknown> };

function experiment(rng: Parameters<typeof meanMedianMode.generate>[0], level: number): Experiment {
  const kind = rng.pick(
    level === 0 ? ['die', 'bag'] : level === 1 ? ['die', 'bag', 'coins', 'cards'] : ['bag', 'coins', 'cards', 'dice'],
  );
  if (kind === 'dice') {
    const sum = rng.int(2, 12);
    const events: [string, (a: number, b: number) => boolean][] = [
      [`a sum of ${sum}`, (a, b) => a + b === sum],
      ['a doublet (the same number on both)', (a, b) => a === b],
      ['a sum greater than 9', (a, b) => a + b > 9],
      ['a sum less than 5', (a, b) => a + b < 5],
      ['a product that is even', (a, b) => (a * b) % 2 === 0],
    ];
    const [event, test] = rng.pick(events);
    let fav = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (test(a, b)) fav++;
    return {
      text: 'Two fair dice are thrown together.',
      event: `getting ${event}`,
      fav,
      total: 36,
      params: { kind, event },
    };
  }
  if (kind === 'die') {
    const events = [
      ['an even number', [2, 4, 6]],
      ['an odd number', [1, 3, 5]],
      ['a prime number', [2, 3, 5]],
      ['a multiple of 3', [3, 6]],
      ['a number greater than 4', [5, 6]],
      ['a number less than 3', [1, 2]],
      ['a factor of 6', [1, 2, 3, 6]],
    ] as const;
    const [event, outcomes] = rng.pick(events);
    return {
      text: 'A fair die is thrown once.',
      event: `getting ${event}`,
      fav: outcomes.length,
      total: 6,
      params: { kind, event },
    };
  }
  if (kind === 'coins') {
    const events = [
      ['at least one head', 3],
      ['exactly one head', 2],
      ['two heads', 1],
      ['no head', 1],
    ] as const;
    const [event, fav] = rng.pick(events);
    return {
      text: 'Two fair coins are tossed together.',
      event: `getting ${event}`,
      fav,
      total: 4,
      params: { kind, event },
    };
  }
  if (kind === 'cards') {
    const events = [
      ['a king', 4],
      ['a red card', 26],
      ['a face card', 12],
      ['a spade', 13],
      ['an ace', 4],
      ['a red face card', 6],
      ['the queen of hearts', 1],
      ['a black king', 2],
    ] as const;
    const [event, fav] = rng.pick(events);
    return {
      text: 'A card is drawn at random from a well-shuffled deck of 52 cards.',
      event: `getting ${event}`,
      fav,
      total: 52,
      params: { kind, event },
    };
  }
  const red = rng.int(1, 5 + 3 * level);
  const blue = rng.int(1, 5 + 3 * level);
  const green = rng.int(level === 0 ? 0 : 1, 4 + 2 * level);
  const colours = { red, blue, green };
  const pick = rng.pick(['red', 'blue', ...(green ? ['green', 'not green'] : [])]);
  const total = red + blue + green;
  const fav = pick === 'not green' ? red + blue : colours[pick as keyof typeof colours];
  return {
    text: `A bag has ${red} red${green ? ',' : ' and'} ${blue} blue${green ? ` and ${green} green` : ''} balls. One ball is taken out at random.`,
    event: pick === 'not green' ? 'the ball not being green' : `getting a ${pick} ball`,
    fav,
    total,
    params: { kind, red, blue, green, pick },
  };
}

export const probability = defineFamily({
  id: 'probability',
  title: 'Probability',
  concept: 'maths.probability',
  grades: [10, 10],
  types: BASIC,
  make(rng, _grade, level) {
    const e = experiment(rng, level);
    const p = F(e.fav, e.total);
    return {
      params: e.params,
      concept: 'maths.probability.single-events',
      ask: `${e.text} What is the probability of ${e.event}?`,
      blank: `${e.text} The probability of ${e.event} is ____.`,
      answer: p.toString(),
      accepted: [`${e.fav}/${e.total}`, ...(p.toDecimal() ? [p.toDecimal()!] : [])].filter((s) => s !== p.toString()),
      explanation: `There are $${e.total}$ equally likely outcomes and $${e.fav}$ favourable ones, so $P = \\frac{${e.fav}}{${e.total}}${p.d !== e.total ? ` = ${p.toLatex()}` : ''}$.`,
      mistakes: [
        {
          value: e.total - e.fav > 0 ? F(e.fav, e.total - e.fav).toString() : F(e.fav, e.total + 1).toString(),
          why: 'Divided favourable by unfavourable outcomes instead of by all outcomes.',
        },
        { value: F(e.total - e.fav, e.total).toString(), why: 'Found the probability of the event not happening.' },
        {
          value: F(1, e.fav === 1 ? e.total - 1 : e.fav).toString(),
          why: 'Took one outcome over the number of favourable outcomes.',
        },
        ...(e.params.kind === 'bag'
          ? [
              {
                value: F(1, e.params.green ? 3 : 2).toString(),
                why: 'Treated each colour as equally likely, ignoring how many balls there are.',
              },
            ]
          : []),
        ...(e.params.event === 'a prime number' ? [{ value: '2/3', why: 'Counted 1 as a prime number.' }] : []),
        { value: F(e.fav + 1, e.total).toString(), why: 'Counted one favourable outcome too many.' },
      ],
      near: (k) => F(Math.max(0, e.fav + (k % 2 ? Math.ceil(k / 2) : -Math.ceil(k / 2))), e.total).toString(),
    };
  },
});
