import { BASIC, defineFamily, MULTI } from '../build';
import { F, type Fraction, gcd } from '../fraction';
import { paren } from '../format';

/** Rupees as text: whole rupees plain, otherwise with two decimal places. */
export const rupees = (f: Fraction): string => {
  if (f.isInt()) return String(f.n);
  const paise = f.mul(100);
  if (!paise.isInt()) throw new Error(`not a whole number of paise: ${f}`);
  const neg = paise.n < 0 ? '-' : '';
  const p = Math.abs(paise.n);
  return `${neg}${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;
};
/** A mistake value only when it is a finite decimal. */
const decOr = (f: Fraction, fallback: string): string => f.toDecimal() ?? fallback;
const RS = { pre: '₹' };

export const integers = defineFamily({
  id: 'integers',
  title: 'Operations on integers',
  concept: 'maths.integers',
  grades: [6, 8],
  types: BASIC,
  make(rng, grade, level) {
    const max = [10, 25, 60, 150][level] + grade * 2;
    const nz = () => rng.int(1, max) * (rng.chance(0.6) ? -1 : 1);
    const op = rng.pick(level === 0 || grade === 6 ? ['+', '-'] : ['+', '-', '×', '÷']);
    let a = nz();
    const b = op === '×' || op === '÷' ? rng.int(2, 12) * (rng.chance(0.6) ? -1 : 1) : nz();
    if (op === '÷') a = b * rng.int(1, 15) * (rng.chance(0.5) ? -1 : 1);
    const ans = op === '+' ? a + b : op === '-' ? a - b : op === '×' ? a * b : a / b;
    const texOp = { '+': '+', '-': '-', '×': '\\times', '÷': '\\div' }[op];
    return {
      params: { a, b, op },
      concept: `maths.integers.${{ '+': 'addition', '-': 'subtraction', '×': 'multiplication', '÷': 'division' }[op]}`,
      ask: `Find $${a} ${texOp} ${paren(b)}$.`,
      blank: `$${a} ${texOp} ${paren(b)} = $ ____`,
      answer: String(ans),
      explanation:
        op === '-'
          ? `Subtracting $${paren(b)}$ is adding its opposite: $${a} + ${paren(-b)} = ${ans}$.`
          : op === '+'
            ? `$${a} + ${paren(b)} = ${ans}$: ${Math.sign(a) === Math.sign(b) ? 'same signs, so add and keep the sign' : 'different signs, so subtract and take the sign of the larger absolute value'}.`
            : `Multiply or divide the absolute values; the sign is ${Math.sign(a) === Math.sign(b) ? 'positive (same signs)' : 'negative (different signs)'}: $${ans}$.`,
      mistakes: [
        { value: String(-ans), why: 'Got the sign of the answer wrong.' },
        {
          value: String(op === '-' ? a + b : op === '+' ? Math.abs(a) + Math.abs(b) : Math.abs(ans)),
          why: op === '-' ? 'Did not change the sign of the number being subtracted.' : 'Ignored the signs.',
        },
        {
          value: String(
            op === '+' || op === '-' ? (op === '+' ? a - b : -(Math.abs(a) + Math.abs(b))) : op === '×' ? a + b : a - b,
          ),
          why: 'Used the wrong operation on the signs.',
        },
        {
          value: String(Math.sign(a) * (Math.abs(a) + Math.abs(b))),
          why: 'Added the sizes and kept the sign of the first number.',
        },
        { value: String(Math.abs(a) - Math.abs(b)), why: 'Subtracted the sizes and ignored the signs.' },
      ],
    };
  },
});

const GOODS = [
  ['pens', 'pen'],
  ['notebooks', 'notebook'],
  ['kg of rice', 'kg of rice'],
  ['metres of cloth', 'metre of cloth'],
  ['tickets', 'ticket'],
] as const;

export const ratioProportion = defineFamily({
  id: 'ratio-proportion',
  title: 'Ratio, proportion and the unitary method',
  concept: 'maths.ratio.unitary-method',
  grades: [6, 8],
  types: MULTI,
  make(rng, grade, level) {
    if (rng.chance(0.5)) {
      const [many] = rng.pick(GOODS);
      const unit = rng.int(3, 20 + 30 * level + grade);
      const n1 = rng.int(2, 6 + 3 * level);
      let n2 = rng.int(2, 10 + 5 * level);
      if (n2 === n1) n2++;
      const c1 = unit * n1;
      const ans = unit * n2;
      return {
        params: { mode: 'unitary', n1, c1, n2 },
        ask: `If ${n1} ${many} cost ₹${c1}, how much do ${n2} ${many} cost?`,
        blank: `If ${n1} ${many} cost ₹${c1}, then ${n2} ${many} cost ₹____.`,
        answer: String(ans),
        explanation: `Cost of one $= ${c1} \\div ${n1} = ${unit}$ rupees, so ${n2} cost $${n2} \\times ${unit} = ${ans}$ rupees.`,
        mistakes: [
          {
            value: String(c1 + (n2 - n1)),
            why: 'Added the difference in quantity instead of scaling (additive thinking).',
          },
          { value: String(unit), why: 'Stopped at the cost of one item.' },
          { value: String(c1 * n2), why: 'Multiplied without first dividing to find the cost of one.' },
        ],
        unit: RS,
        steps: 2,
        keyTerms: ['unitary method'],
      };
    }
    const a = rng.int(1, 5 + level * 2);
    let b = rng.int(1, 5 + level * 2);
    if (b === a) b++;
    const part = rng.int(2, 10 + 20 * level);
    const total = (a + b) * part;
    const ans = Math.max(a, b) * part;
    return {
      params: { mode: 'share', a, b, total },
      ask: `₹${total} is divided between two friends in the ratio $${a} : ${b}$. What is the larger share?`,
      blank: `When ₹${total} is divided in the ratio $${a} : ${b}$, the larger share is ₹____.`,
      answer: String(ans),
      explanation: `There are $${a} + ${b} = ${a + b}$ parts, each worth $${total} \\div ${a + b} = ${part}$ rupees. The larger share is $${Math.max(a, b)} \\times ${part} = ${ans}$ rupees.`,
      mistakes: [
        { value: String(Math.min(a, b) * part), why: 'Gave the smaller share.' },
        {
          value: decOr(F(total, Math.max(a, b)), String(total - ans)),
          why: 'Divided the total by one term of the ratio instead of by the sum of the terms.',
        },
        { value: String(total / 2), why: 'Shared equally, ignoring the ratio.' },
      ],
      unit: RS,
      steps: 2,
      keyTerms: ['ratio', 'parts'],
    };
  },
});

export const percentage = defineFamily({
  id: 'percentage',
  title: 'Percentage and percentage change',
  concept: 'maths.percentage',
  grades: [6, 9],
  types: MULTI,
  make(rng, _grade, level) {
    if (level <= 1 || rng.chance(0.4)) {
      const p =
        level === 0 ? rng.pick([10, 20, 25, 50, 75]) : rng.int(1, 19) * 5 + (level >= 2 ? rng.pick([0, 2, 4]) : 0);
      const q = rng.int(1, 20 + 40 * level) * (level === 0 ? 20 : 50);
      const ans = F(p * q, 100);
      return {
        params: { mode: 'of', p, q },
        concept: 'maths.percentage.of-quantity',
        ask: `What is $${p}\\%$ of $${q}$?`,
        blank: `$${p}\\%$ of $${q}$ is ____.`,
        answer: ans.dec(),
        explanation: `$${p}\\%$ of $${q} = \\frac{${p}}{100} \\times ${q} = ${ans.dec()}$.`,
        mistakes: [
          { value: String(p * q), why: 'Forgot to divide by 100.' },
          { value: F(q * (100 - p), 100).dec(), why: 'Found the remaining percentage instead.' },
          { value: decOr(F(q, p), String(q - p)), why: 'Divided the quantity by the percentage.' },
        ],
      };
    }
    const old = rng.int(2, 40) * 20;
    const p = rng.int(1, 12) * 5;
    const up = rng.chance(0.5);
    const next = up ? (old * (100 + p)) / 100 : (old * (100 - p)) / 100;
    const change = Math.abs(next - old);
    return {
      params: { mode: 'change', old, next },
      concept: 'maths.percentage.change',
      ask: `A price changes from ₹${old} to ₹${next}. What is the percentage ${up ? 'increase' : 'decrease'}?`,
      blank: `When a price changes from ₹${old} to ₹${next}, the percentage ${up ? 'increase' : 'decrease'} is ____%.`,
      answer: String(p),
      accepted: [`${p}%`],
      explanation: `Change $= ${change}$. Percentage ${up ? 'increase' : 'decrease'} $= \\frac{${change}}{${old}} \\times 100 = ${p}\\%$ (always on the original value).`,
      mistakes: [
        {
          value: decOr(F(change * 100, next), String(p + 5)),
          why: 'Divided by the new value instead of the original.',
        },
        { value: String(change), why: 'Gave the change in rupees, not as a percentage.' },
        {
          value: decOr(F(next * 100, old), String(100 - p)),
          why: 'Found the new value as a percentage of the old one.',
        },
      ],
      unit: { post: '%' },
      show: (raw) => `${raw}%`,
      steps: 2,
      keyTerms: ['original value'],
    };
  },
});

export const profitLoss = defineFamily({
  id: 'profit-loss',
  title: 'Profit, loss and discount',
  concept: 'maths.commercial',
  grades: [7, 9],
  types: MULTI,
  make(rng, _grade, level) {
    const mode = rng.pick(level === 0 ? ['sp'] : ['sp', 'percent', 'discount']);
    const cp = rng.int(2, 20 + 30 * level) * 20;
    const p = rng.int(1, 8 + 2 * level) * 5;
    const gain = rng.chance(0.6);
    if (mode === 'sp') {
      const sp = F(cp * (gain ? 100 + p : 100 - p), 100);
      return {
        params: { mode, cp, p, gain },
        concept: 'maths.commercial.profit-loss',
        ask: `An article bought for ₹${cp} is sold at a ${gain ? 'profit' : 'loss'} of $${p}\\%$. Find the selling price.`,
        blank: `Cost price ₹${cp}, ${gain ? 'profit' : 'loss'} $${p}\\%$: the selling price is ₹____.`,
        answer: rupees(sp),
        explanation: `${gain ? 'Profit' : 'Loss'} $= ${p}\\%$ of $${cp} = ${rupees(F(cp * p, 100))}$, so SP $= ${cp} ${gain ? '+' : '-'} ${rupees(F(cp * p, 100))} = ${rupees(sp)}$.`,
        mistakes: [
          {
            value: rupees(F(cp * (gain ? 100 - p : 100 + p), 100)),
            why: `Treated the ${gain ? 'profit' : 'loss'} as a ${gain ? 'loss' : 'profit'}.`,
          },
          { value: rupees(F(cp * p, 100)), why: `Stopped at the ${gain ? 'profit' : 'loss'} itself.` },
          { value: String(gain ? cp + p : cp - p), why: 'Added the percentage as rupees.' },
        ],
        unit: RS,
        steps: 2,
        keyTerms: ['selling price'],
      };
    }
    if (mode === 'percent') {
      const sp = (cp * (gain ? 100 + p : 100 - p)) / 100;
      return {
        params: { mode, cp, sp },
        concept: 'maths.commercial.profit-loss',
        ask: `A shopkeeper buys an item for ₹${cp} and sells it for ₹${sp}. Find the ${gain ? 'profit' : 'loss'} per cent.`,
        blank: `Bought for ₹${cp} and sold for ₹${sp}: the ${gain ? 'profit' : 'loss'} is ____%.`,
        answer: String(p),
        explanation: `${gain ? 'Profit' : 'Loss'} $= ${Math.abs(sp - cp)}$; as a percentage of the cost price: $\\frac{${Math.abs(sp - cp)}}{${cp}} \\times 100 = ${p}\\%$.`,
        mistakes: [
          {
            value: decOr(F(Math.abs(sp - cp) * 100, sp), String(p + 5)),
            why: 'Took the percentage on the selling price instead of the cost price.',
          },
          { value: String(Math.abs(sp - cp)), why: 'Gave the profit or loss in rupees.' },
          { value: String(100 - p), why: 'Subtracted the percentage from 100.' },
        ],
        show: (raw) => `${raw}%`,
        steps: 2,
        keyTerms: ['cost price'],
      };
    }
    const mp = cp + rng.int(1, 10) * 20;
    const d = rng.int(1, 8) * 5;
    const sp = F(mp * (100 - d), 100);
    return {
      params: { mode, mp, d },
      concept: 'maths.commercial.discount',
      ask: `The marked price of a shirt is ₹${mp} and a discount of $${d}\\%$ is given. What is the selling price?`,
      blank: `Marked price ₹${mp}, discount $${d}\\%$: the selling price is ₹____.`,
      answer: rupees(sp),
      explanation: `Discount $= ${d}\\%$ of $${mp} = ${rupees(F(mp * d, 100))}$; selling price $= ${mp} - ${rupees(F(mp * d, 100))} = ${rupees(sp)}$.`,
      mistakes: [
        { value: rupees(F(mp * d, 100)), why: 'Gave the discount instead of the price after discount.' },
        { value: String(mp - d), why: 'Subtracted the percentage as rupees.' },
        { value: rupees(F(mp * (100 + d), 100)), why: 'Added the discount.' },
      ],
      unit: RS,
      steps: 2,
      keyTerms: ['discount', 'marked price'],
    };
  },
});

export const simpleInterest = defineFamily({
  id: 'simple-interest',
  title: 'Simple interest',
  concept: 'maths.commercial.simple-interest',
  grades: [7, 10],
  types: MULTI,
  make(rng, _grade, level) {
    // Month periods with a half-per-cent rate need a multiple of ₹400 to stay in whole paise.
    const principal = rng.int(1, 10 + 40 * level) * 100 * (level === 3 ? 4 : level === 2 ? 5 : 1);
    const rate = level === 0 ? rng.pick([5, 10]) : rng.int(2, 15) + (level === 3 && rng.chance(0.5) ? 0.5 : 0);
    const months = level === 3 && rng.chance(0.5) ? rng.pick([6, 18, 30, 9]) : rng.int(1, 2 + level) * 12;
    const si = F(Math.round(principal * rate * 2), 200).mul(F(months, 12));
    const amount = rng.chance(0.5);
    const ans = amount ? si.add(principal) : si;
    const timeText = months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;
    const rateText = F(rate * 2, 2).dec();
    return {
      params: { principal, rate: rateText, months, amount },
      ask: `Find the ${amount ? 'amount' : 'simple interest'} on ₹${principal} at $${rateText}\\%$ per annum for ${timeText}.`,
      blank: `The ${amount ? 'amount' : 'simple interest'} on ₹${principal} at $${rateText}\\%$ per annum for ${timeText} is ₹____.`,
      answer: rupees(ans),
      explanation: `$SI = \\frac{P \\times R \\times T}{100} = \\frac{${principal} \\times ${rateText} \\times ${F(months, 12).toLatex()}}{100} = ${rupees(si)}$${amount ? `; amount $= ${principal} + ${rupees(si)} = ${rupees(ans)}$` : ''}.`,
      mistakes: [
        {
          value: rupees(amount ? si : si.add(principal)),
          why: amount
            ? 'Gave the interest, not the amount.'
            : 'Gave the amount (principal + interest), not the interest.',
        },
        {
          value: rupees(
            F(principal * rate * 2, 2)
              .mul(F(months, 12))
              .add(amount ? principal : 0),
          ),
          why: 'Forgot to divide by 100.',
        },
        {
          value: rupees(
            F(principal * rate * 2, 200)
              .mul(months)
              .add(amount ? principal : 0),
          ),
          why: 'Used the time in months as if it were years.',
        },
      ],
      unit: RS,
      steps: amount ? 2 : 1,
      keyTerms: ['P × R × T / 100'],
    };
  },
});

export const compoundInterest = defineFamily({
  id: 'compound-interest',
  title: 'Compound interest',
  concept: 'maths.commercial.compound-interest',
  grades: [8, 10],
  types: MULTI,
  make(rng, _grade, level) {
    const halfYearly = level === 3 && rng.chance(0.5);
    const rate = rng.pick(level === 0 ? [10, 20] : halfYearly ? [10, 20, 8, 4] : [5, 10, 4, 8, 20, 15, 12]);
    const years = halfYearly ? rng.int(1, 2) : level <= 1 ? 2 : rng.int(2, 3);
    const n = halfYearly ? years * 2 : years;
    const r = halfYearly ? rate / 2 : rate;
    // The smallest principal step that keeps the amount in whole paise: P (100 + r)^n / 100^n × 100 is whole.
    const step = 100 ** n / gcd((100 + r) ** n * 100, 100 ** n);
    const principal = step * Math.max(1, Math.ceil((rng.int(5, 20 + 30 * level) * (level === 0 ? 1000 : 400)) / step));
    const amount = F(principal).mul(F((100 + r) ** n, 100 ** n));
    const ci = amount.sub(principal);
    const askCI = rng.chance(0.5);
    const ans = askCI ? ci : amount;
    const si = F(principal * r * n, 100);
    const period = halfYearly ? 'compounded half-yearly' : 'compounded annually';
    return {
      params: { principal, rate, years, halfYearly, askCI },
      ask: `Find the ${askCI ? 'compound interest' : 'amount'} on ₹${principal} for ${years} ${years === 1 ? 'year' : 'years'} at $${rate}\\%$ per annum, ${period}.`,
      blank: `The ${askCI ? 'compound interest' : 'amount'} on ₹${principal} for ${years} ${years === 1 ? 'year' : 'years'} at $${rate}\\%$ per annum, ${period}, is ₹____.`,
      answer: rupees(ans),
      explanation: `$A = P\\left(1 + \\frac{R}{100}\\right)^n = ${principal}\\left(1 + \\frac{${r}}{100}\\right)^{${n}} = ${rupees(amount)}$${askCI ? `; $CI = A - P = ${rupees(ci)}$` : ''}.`,
      mistakes: [
        { value: rupees(askCI ? si : si.add(principal)), why: 'Used simple interest instead of compound interest.' },
        {
          value: rupees(askCI ? amount : ci),
          why: askCI ? 'Gave the amount, not the interest.' : 'Gave the interest, not the amount.',
        },
        {
          value: rupees(
            F(principal)
              .mul(F((100 + rate) ** years, 100 ** years))
              .sub(askCI ? principal : 0),
          ),
          why: halfYearly ? 'Compounded yearly instead of half-yearly.' : 'Compounded for one period too few.',
        },
        {
          value: rupees(
            F(principal)
              .mul(F((100 + r) ** (n - 1), 100 ** (n - 1)))
              .sub(askCI ? principal : 0),
          ),
          why: 'Compounded for one period too few.',
        },
      ],
      unit: RS,
      steps: 3,
      keyTerms: ['compound interest'],
    };
  },
});
