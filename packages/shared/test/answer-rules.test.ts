import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveAcceptedAnswers } from '../src/rules/accepted-answers';
import { parseNumericAnswer } from '../src/rules/answer-normalise';
import { countBlanks, isChemicalFormula, markFillBlank, requiredForm } from '../src/rules/fill-blank';
import { matchAssertionReason, matchOption, matchTrueFalse } from '../src/rules/option-match';
import { ASSERTION_REASON_OPTIONS } from '../src/schemas/question';

// One test per marking rule of issue 13 (objective answers marked as a teacher marks them).

const blank = (question_text: string, answer: string, student: string, accepted_answers?: string[]) =>
  markFillBlank({ question_text, answer, accepted_answers }, student).fraction;

describe('option answers identify exactly one option', () => {
  const opts = ['Venus', 'Mars', 'Jupiter', 'Saturn'];
  it('by letter, option number or text', () => {
    for (const a of ['B', 'b', '(b)', 'b)', 'B.', 'Option B', '(ii)', 'ii', '2', 'Mars', 'MARS.', '(B) Mars'])
      expect(matchOption(a, opts), a).toBe(1);
  });
  it('by a close paraphrase or a slip of one option', () => {
    for (const a of ['the planet Mars', 'Marss', 'it is mars']) expect(matchOption(a, opts), a).toBe(1);
  });
  it('nothing when the answer fits two options or none', () => {
    for (const a of ['B or C', 'b, c', 'B) Venus', 'Mars or Jupiter', 'not venus', 'E', 'Pluto', ''])
      expect(matchOption(a, opts), a).toBe(-1);
  });
  it('numeric options take equal values, never option numbers', () => {
    const nums = ['12', '15', '18', '21'];
    expect(matchOption('15.0', nums)).toBe(1);
    expect(matchOption('fifteen', nums)).toBe(1);
    expect(matchOption('2', nums)).toBe(-1);
  });
});

describe('true/false', () => {
  it('takes true or false in any usual form', () => {
    for (const a of ['True', 'true', 'TRUE', 'T', 't', 'सही', 'सत्य', 'ture', '✓', 'A'])
      expect(matchTrueFalse(a), a).toBe(0);
    for (const a of ['False', 'F', 'f.', 'गलत', 'असत्य', 'flase', 'B']) expect(matchTrueFalse(a), a).toBe(1);
  });
  it('words that do not say true or false name neither', () => {
    for (const a of ['yes', 'no', 'correct', 'Right', 'wrong', 'True/False', 'maybe'])
      expect(matchTrueFalse(a), a).toBe(-1);
  });
});

describe('assertion-reason paraphrases', () => {
  const AR = [...ASSERTION_REASON_OPTIONS];
  it('map to the one option they describe', () => {
    expect(matchAssertionReason('both true and R explains A', AR)).toBe(0);
    expect(matchAssertionReason("both are correct but R doesn't explain A", AR)).toBe(1);
    expect(matchAssertionReason('A is true, R is false', AR)).toBe(2);
    expect(matchAssertionReason('assertion is wrong, reason is correct', AR)).toBe(3);
    expect(matchAssertionReason('(iv)', AR)).toBe(3);
  });
  it('a paraphrase that fits two options, or none, names nothing', () => {
    for (const a of ['both are true', 'both false', 'A is false', 'a or b'])
      expect(matchAssertionReason(a, AR), a).toBe(-1);
  });
});

describe('fill in the blanks', () => {
  it('case matters only for chemical symbols, formulas and unit symbols', () => {
    expect(blank('The process is ____.', 'Evaporation', 'EVAPORATION')).toBe(1);
    expect(blank('The symbol of hafnium is ____.', 'Hf', 'HF')).toBe(0);
    expect(blank('The symbol of cobalt is ____.', 'Co', 'CO')).toBe(0);
    expect(blank('Water is ____.', 'H2O', 'H₂O')).toBe(1);
    expect(blank('The rod is ____ long.', '3 mm', '3 MM')).toBe(0);
    expect(blank('The rod is ____ long.', '3 cm', '3 CM')).toBe(1);
    expect(isChemicalFormula('NaCl')).toBe(true);
    expect(isChemicalFormula('DNA')).toBe(false);
  });
  it('a one-letter slip in a word of six letters or more passes, unless it makes another term or spelling is tested', () => {
    expect(blank('Water turns to vapour by ____.', 'evaporation', 'evaporaton')).toBe(1);
    expect(blank('Water turns to vapour by ____.', 'evaporation', 'evaparoation')).toBe(0);
    expect(blank('Bile is made by the ____.', 'liver', 'livre')).toBe(0);
    expect(blank('A saturated hydrocarbon is an ____.', 'alkane', 'alkene')).toBe(0);
    expect(blank('KNO3 is potassium ____.', 'nitrate', 'nitrite')).toBe(0);
    expect(blank('Spell the word correctly: ____', 'library', 'libary')).toBe(0);
    expect(
      markFillBlank({ question_text: 'The ____ of the cell.', answer: 'nucleus' }, 'nucleas', new Set(['nucleas']))
        .fraction,
    ).toBe(0);
  });
  it('singular and plural of the expected noun', () => {
    expect(blank('Pores are called ____.', 'stomata', 'stoma')).toBe(1);
    expect(blank('Such materials are ____.', 'insulators', 'insulator')).toBe(1);
    expect(blank('The states are ____, ____ and ____.', 'solid, liquid, gas', 'solids, liquids, gases')).toBe(1);
  });
  it('number words, "minus 5", the Unicode minus and superscripts', () => {
    expect(blank('There are ____ days.', '366', 'three hundred and sixty-six')).toBe(1);
    expect(blank('$-3 - 2 = $ ____', '-5', 'minus 5')).toBe(1);
    expect(blank('$-3 - 2 = $ ____', '-5', '−5')).toBe(1);
    expect(blank('$-3 - 2 = $ ____', '-5', '5')).toBe(0);
    expect(blank('In exponential form: ____', '2^5', '2⁵')).toBe(1);
    expect(blank('In exponential form: ____', '2^5', '25')).toBe(0);
    expect(blank('Ten lakh is ____.', '1000000', '10,00,000')).toBe(1);
  });
  it('equal fractions and decimals, unless the question asks for a form', () => {
    expect(blank('Half of 1 is ____.', '1/2', '0.5')).toBe(1);
    expect(blank('Half of 1 is ____.', '1/2', '½')).toBe(1);
    expect(blank('20 is ____ of 80.', '25%', '0.25')).toBe(1);
    expect(blank('Write 10/20 in lowest terms: ____', '1/2', '10/20')).toBe(0);
    expect(blank('Write 10/20 in lowest terms: ____', '1/2', '1/2')).toBe(1);
    expect(blank('Write 3/4 as a decimal: ____', '0.75', '3/4')).toBe(0);
    expect(blank('2/3 correct to two decimal places is ____', '0.67', '0.66')).toBe(0);
    expect(blank('In standard form, 300000 is ____.', '3 × 10^5', '30 × 10^4')).toBe(0);
    expect(requiredForm('Express 18/12 in its simplest form')).toEqual({ kind: 'lowest' });
  });
  it('the same quantity in another unit passes; a wrong unit, or none where one is required, does not', () => {
    expect(blank('The pencil is ____ long.', '3 cm', '30 mm')).toBe(1);
    expect(blank('The pencil is ____ long.', '3 cm', '3 m')).toBe(0);
    expect(blank('The pencil is ____ long.', '3 cm', '3')).toBe(0);
    expect(blank('The pencil is ____ long.', '3 cm', '3 kg')).toBe(0);
    expect(blank('The speed is ____.', '60 km/h', '16.67 m/s')).toBe(1);
    // A unit printed after the blank is the one asked for, and need not be repeated.
    expect(blank('1 m = ____ cm.', '100', '100')).toBe(1);
    expect(blank('1 m = ____ cm.', '100', '100 cm')).toBe(1);
    expect(blank('5 cm = ____ mm.', '50', '5 cm')).toBe(0);
    // Degrees, rupees and percent may be left out.
    expect(blank('The angle sum is ____.', '180°', '180')).toBe(1);
    expect(blank('The cost is ____.', '₹ 48', 'Rs. 48/-')).toBe(1);
  });
  it('words printed around the blank, repeated by the student, do no harm', () => {
    expect(
      blank(
        'The process by which water changes into vapour is called ____.',
        'evaporation',
        'it is called evaporation',
      ),
    ).toBe(1);
    expect(blank('The hard covering is the seed ____.', 'coat', 'seed coat')).toBe(1);
    expect(blank('If $2x + 3 = 13$, then $x = $ ____', '5', 'x = 5')).toBe(1);
  });
  it('several blanks are marked blank by blank, in order, with proportional marks', () => {
    const q = 'Water boils at ____ °C and freezes at ____ °C.';
    expect(countBlanks(q)).toBe(2);
    expect(blank(q, '100; 0', 'hundred, zero')).toBe(1);
    expect(blank(q, '100; 0', '100, 4')).toBe(0.5);
    expect(blank(q, '100; 0', '0, 100')).toBe(0);
    expect(blank(q, '100; 0', '(i) 100 (ii) 0')).toBe(1);
  });
  it('accepted answers count like the key', () => {
    expect(blank('The capital of India is ____.', 'New Delhi', 'Delhi', ['Delhi'])).toBe(1);
  });
  it('property: a fraction scaled up equals the key, except where lowest terms are asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 2, max: 9 }),
        (a, b, k) => {
          const g = (x: number, y: number): number => (y ? g(y, x % y) : x);
          const [n, d] = [a / g(a, b), b / g(a, b)];
          if (d === 1) return;
          expect(blank('The value is ____.', `${n}/${d}`, `${n * k}/${d * k}`)).toBe(1);
          expect(blank('Write it in lowest terms: ____', `${n}/${d}`, `${n * k}/${d * k}`)).toBe(0);
        },
      ),
    );
  });
  it('parses numbers with units, signs and forms', () => {
    expect(parseNumericAnswer('₹ 1,200')).toMatchObject({ value: 1200, unit: { kind: 'money' } });
    expect(parseNumericAnswer('2 1/2 kg')).toMatchObject({ value: 2.5, form: 'mixed', unit: { symbol: 'kg' } });
    expect(parseNumericAnswer('3 Mm')).toBeNull();
  });
});

describe('accepted answers from the explanation', () => {
  it('are derived when a question is written, generated or imported', () => {
    expect(
      deriveAcceptedAnswers({
        question_type: 'fill_blank',
        answer: 'stomata',
        answer_explanation: 'Stomata (or stomates) are tiny pores. Also accepted: leaf pores.',
        accepted_answers: ['stoma'],
      }),
    ).toEqual(['stoma', 'leaf pores', 'stomates']);
    expect(
      deriveAcceptedAnswers({ question_type: 'mcq', answer: 'Mars', answer_explanation: 'Also accepted: Red Planet' }),
    ).toEqual([]);
    expect(deriveAcceptedAnswers({ question_type: 'fill_blank', answer: 'x', answer_explanation: 'Because.' })).toEqual(
      [],
    );
  });
});
