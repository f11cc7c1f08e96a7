import { BASIC, defineFamily, MULTI } from '../build';
import { F } from '../fraction';
import { groupIN } from '../format';

const ITEMS = [
  ['pencil', 'pencils', 5, 15],
  ['notebook', 'notebooks', 20, 60],
  ['pen', 'pens', 10, 30],
  ['eraser', 'erasers', 3, 10],
  ['banana', 'bananas', 4, 8],
  ['mango', 'mangoes', 15, 40],
  ['storybook', 'storybooks', 80, 250],
  ['water bottle', 'water bottles', 120, 400],
] as const;
/** Largest amount, in rupees, a money question of each class uses. */
const MONEY_RANGE: Record<number, number> = { 2: 100, 3: 1000, 4: 10_000, 5: 1_00_000 };
const NAMES = ['Ravi', 'Priya', 'Aman', 'Meera', 'Kabir', 'Ananya', 'Arjun', 'Sana', 'Vikram', 'Diya'];
const money = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export const moneyProblems = defineFamily({
  id: 'money',
  title: 'Money word problems',
  concept: 'maths.money.word-problems',
  grades: [2, 5],
  types: MULTI,
  make(rng, grade, level) {
    const who = rng.pick(NAMES);
    // Everything stays inside the class's money range (class 2 within ₹100, class 3 within ₹1,000, …).
    const budget = MONEY_RANGE[grade];
    const [one, many, lo, hi] = rng.pick(ITEMS.filter((item) => item[2] * 4 < budget));
    const scale = grade >= 4 ? 3 : 1;
    const qty = rng.int(2, grade === 2 ? 5 : 3 + 3 * level + grade);
    const top = Math.max(1, Math.min(Math.floor(hi * scale * (1 + level / 2)), Math.floor((budget - 1) / qty)));
    // Prices in paise; 50-paise prices only from grade 4 upwards at the harder levels.
    const price =
      rng.int(Math.min(lo * (1 + level), top), top) * 100 + (grade >= 4 && level >= 2 && rng.chance(0.5) ? 50 : 0);
    const total = price * qty;
    const unit = { pre: '₹' };
    if (level === 0) {
      return {
        params: { mode: 'total', price, qty },
        ask: `One ${one} costs ₹${money(price)}. How much do ${qty} ${many} cost?`,
        blank: `One ${one} costs ₹${money(price)}, so ${qty} ${many} cost ₹____.`,
        answer: money(total),
        explanation: `Cost $= ${qty} \\times ${money(price)} = ${money(total)}$ rupees.`,
        mistakes: [
          { value: money(price + qty * 100), why: 'Added the number of items to the price instead of multiplying.' },
          { value: money(price * (qty - 1)), why: 'Multiplied by one item too few.' },
          { value: money(total * 10), why: 'Misplaced a place value.' },
        ],
        unit,
      };
    }
    // Amounts in paise: one ₹100, ₹200 or ₹500 note if enough, else a round number of ₹500 notes.
    const notes = [10000, 20000, 50000].filter((n) => n > total);
    const paid = notes.length ? notes[0] : Math.ceil((total + 1) / 50000) * 50000;
    const change = paid - total;
    return {
      params: { mode: 'change', price, qty, paid },
      ask: `${who} buys ${qty} ${many} at ₹${money(price)} each and pays ₹${money(paid)}. How much money does ${who} get back?`,
      blank: `${who} buys ${qty} ${many} at ₹${money(price)} each and pays ₹${money(paid)}, so ${who} gets back ₹____.`,
      answer: money(change),
      accepted: change % 100 ? [money(change).replace(/0$/, '')] : [],
      explanation: `Total cost $= ${qty} \\times ${money(price)} = ${money(total)}$. Money back $= ${money(paid)} - ${money(total)} = ${money(change)}$ rupees.`,
      mistakes: [
        { value: money(total), why: 'Stopped at the total cost and did not find the change.' },
        { value: money(paid - price), why: 'Took away the price of one item only.' },
        { value: money(paid + total), why: 'Added instead of subtracting.' },
      ],
      unit,
      steps: 2,
      keyTerms: ['total cost'],
    };
  },
});

const clock = (mins: number) => {
  const h = Math.floor(mins / 60) % 24;
  const m = mins % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
};

export const elapsedTime = defineFamily({
  id: 'time-elapsed',
  title: 'Time and elapsed time',
  concept: 'maths.measurement.time',
  grades: [3, 6],
  types: MULTI,
  make(rng, _grade, level) {
    // Easy: whole hours. Medium: minutes stay inside the hour. Hard and extreme: the minutes cross an hour.
    const sh = rng.int(6, level === 3 ? 13 : 10);
    let sm = 0;
    let dm = 0;
    let dh = rng.int(1, 5);
    if (level === 1) {
      sm = rng.int(0, 6) * 5;
      dm = rng.int(1, (55 - sm) / 5) * 5;
      dh = rng.int(0, 2);
    } else if (level >= 2) {
      sm = rng.int(4, 11) * 5;
      dm = rng.int((60 - sm) / 5, 11) * 5;
      dh = rng.int(level === 2 ? 0 : 1, level === 2 ? 2 : 4);
    }
    const startT = sh * 60 + sm;
    const dur = dh * 60 + dm;
    const end = startT + dur;
    const durText = `${dh ? `${dh} h ` : ''}${dm ? `${dm} min` : ''}`.trim();
    if (rng.chance(0.5)) {
      const noCarry = startT + dh * 60 + dm - ((startT % 60) + dm >= 60 ? 60 : 0);
      const swapped = end >= 12 * 60 ? end - 12 * 60 : end + 12 * 60;
      return {
        params: { mode: 'end', start: startT, dur },
        ask: `A class starts at ${clock(startT)} and lasts ${durText}. When does it end?`,
        blank: `A class starts at ${clock(startT)} and lasts ${durText}. It ends at ____`,
        answer: clock(end),
        accepted: [
          clock(end).replace(/\./g, ''),
          `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
        ],
        explanation: `Add the hours, then the minutes; 60 minutes make 1 hour. ${clock(startT)} + ${durText} = ${clock(end)}`,
        mistakes: [
          { value: clock(noCarry), why: 'Did not carry 60 minutes into an hour.' },
          { value: clock(startT + dm), why: 'Added only the minutes and forgot the hours.' },
          { value: clock(swapped), why: 'Mixed up a.m. and p.m.' },
          { value: clock(end + 60), why: 'Added one hour too many.' },
        ],
        near: (k) => clock(end + (k % 2 ? 1 : -1) * 5 * Math.ceil(k / 2)),
        steps: 2,
      };
    }
    // Mistake: subtracting clock readings as if an hour had 100 minutes.
    const hundred = Math.floor(end / 60) * 100 + (end % 60) - (Math.floor(startT / 60) * 100 + (startT % 60));
    return {
      params: { mode: 'duration', start: startT, end },
      ask: `How many minutes are there from ${clock(startT)} to ${clock(end)}?`,
      blank: `From ${clock(startT)} to ${clock(end)} is ____ minutes.`,
      answer: String(dur),
      explanation: `From ${clock(startT)} to ${clock(end)} is ${durText}, which is $${dh} \\times 60 + ${dm} = ${dur}$ minutes.`,
      mistakes: [
        {
          value: String(hundred > 0 ? hundred : dur + 60),
          why: hundred > 0 ? 'Subtracted the times as if an hour had 100 minutes.' : 'Counted one hour too many.',
        },
        { value: String(dh * 100 + dm), why: 'Wrote hours and minutes side by side instead of converting.' },
        { value: String(dur - 60), why: 'Missed one whole hour.' },
      ],
      unit: { post: 'minutes' },
      steps: 2,
    };
  },
});

const CONVERSIONS = [
  { big: 'km', small: 'm', f: 1000, what: 'length' },
  { big: 'm', small: 'cm', f: 100, what: 'length' },
  { big: 'cm', small: 'mm', f: 10, what: 'length' },
  { big: 'kg', small: 'g', f: 1000, what: 'mass' },
  { big: 'L', small: 'mL', f: 1000, what: 'capacity' },
] as const;

export const unitConversion = defineFamily({
  id: 'measurement-conversion',
  title: 'Measurement conversions',
  concept: 'maths.measurement.conversion',
  grades: [3, 7],
  types: BASIC,
  make(rng, grade, level) {
    const c = rng.pick(CONVERSIONS);
    const wrongF = c.f === 1000 ? 100 : c.f === 100 ? 1000 : 100;
    if (level === 3 || (level === 2 && rng.chance(0.5))) {
      // 3 km 45 m = 3045 m: the zero-padding mistake gives 345.
      const whole = rng.int(1, 9 + grade);
      const part = rng.int(1, c.f - 1);
      const ans = whole * c.f + part;
      return {
        params: { mode: 'compound', whole, part, factor: c.f },
        ask: `How many ${c.small} are there in ${whole} ${c.big} ${part} ${c.small}?`,
        blank: `${whole} ${c.big} ${part} ${c.small} = ____ ${c.small}`,
        answer: String(ans),
        explanation: `1 ${c.big} = ${groupIN(c.f)} ${c.small}, so ${whole} ${c.big} ${part} ${c.small} = $${whole} \\times ${c.f} + ${part} = ${ans}$ ${c.small}.`,
        mistakes: [
          {
            value: `${whole}${part}`,
            why: `Wrote the two numbers side by side without using 1 ${c.big} = ${c.f} ${c.small}.`,
          },
          { value: String(whole * wrongF + part), why: `Used 1 ${c.big} = ${wrongF} ${c.small}.` },
          { value: String(whole * c.f), why: `Forgot to add the ${c.small}.` },
          { value: String(whole * 10 + part), why: `Used 1 ${c.big} = 10 ${c.small}.` },
        ],
        unit: { post: c.small },
      };
    }
    // Decimal amounts from grade 5 or the harder levels; exact because the value has few decimal places.
    const value =
      level >= 1 && grade >= 4
        ? F(rng.int(1, 999 * (level + 1)), level === 2 ? 100 : 10)
        : F(rng.int(1, 20 * (level + 1)));
    const toSmall = level === 0 || rng.chance(0.5);
    const from = toSmall ? c.big : c.small;
    const to = toSmall ? c.small : c.big;
    const given = toSmall ? value : value.mul(c.f);
    const ans = toSmall ? value.mul(c.f) : value;
    const wrongDir = toSmall ? value.div(c.f) : given.mul(c.f);
    const wrongFactor = toSmall ? value.mul(wrongF) : given.div(wrongF);
    return {
      params: { mode: 'simple', value: given.toString(), from, to, factor: c.f, toSmall },
      ask: `Convert ${given.dec()} ${from} into ${to}.`,
      blank: `${given.dec()} ${from} = ____ ${to}`,
      answer: ans.dec(),
      explanation: `1 ${c.big} = ${groupIN(c.f)} ${c.small}, so we ${toSmall ? 'multiply' : 'divide'} by ${c.f}: ${given.dec()} ${from} = ${ans.dec()} ${to}.`,
      mistakes: [
        { value: wrongDir.dec(), why: toSmall ? 'Divided instead of multiplying.' : 'Multiplied instead of dividing.' },
        { value: wrongFactor.dec(), why: `Used 1 ${c.big} = ${wrongF} ${c.small}.` },
        { value: ans.mul(10).dec(), why: 'Moved the decimal point one place too far.' },
        { value: ans.div(10).dec(), why: 'Moved the decimal point one place too few.' },
      ],
      unit: { post: to },
    };
  },
});
