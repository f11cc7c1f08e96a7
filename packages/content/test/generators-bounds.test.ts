import type { StructuredQuestion } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { boundProblem, denominatorsIn, GRADE_BOUNDS, numbersIn } from '../src/generators/bounds';
import { familiesFor, GENERATOR_FAMILIES, generateQuestion, generateSet } from '../src/generators/index';

const DIFFICULTIES = ['easy', 'medium', 'hard', 'extreme'] as const;
const PER_CELL = 40;

/** Every question of a family at one class: each difficulty and type, PER_CELL seeds each. */
function* sample(id: string, grade: number) {
  const family = GENERATOR_FAMILIES.find((f) => f.id === id)!;
  for (const difficulty of DIFFICULTIES)
    for (const type of family.types)
      for (let i = 0; i < PER_CELL; i++)
        yield generateQuestion(id, `bounds|${grade}|${difficulty}|${type}|${i}`, { grade, difficulty, type }).question;
}

const textOf = (q: StructuredQuestion) => `${q.question_text} ${q.answer}`;

describe('generator bounds by class', () => {
  it('has a row for every class of every family', () => {
    for (const f of GENERATOR_FAMILIES)
      for (let g = f.grades[0]; g <= f.grades[1]; g++)
        expect(GRADE_BOUNDS[f.id]?.[g], `${f.id} class ${g}`).toBeDefined();
  });

  it('reads numbers and denominators the way a child sees them', () => {
    expect(numbersIn('₹1,250 for 3 pens at 0.5')).toEqual([1250, 3, 0.5]);
    expect(denominatorsIn('$\\frac{3}{14} + 2/9$ and 7')).toEqual([14, 9]);
  });

  for (const f of GENERATOR_FAMILIES)
    it(`${f.id}: every class stays inside its row`, () => {
      const problems: string[] = [];
      for (let g = f.grades[0]; g <= f.grades[1]; g++)
        for (const q of sample(f.id, g)) {
          const why = boundProblem(f.id, g, q);
          if (why && problems.length < 3) problems.push(`class ${g}: ${why} in "${q.question_text}"`);
        }
      expect(problems).toEqual([]);
    });

  it('class 2 money stays within ₹100 and its multiplication within the tables', () => {
    for (const q of sample('money', 2)) expect(Math.max(...numbersIn(textOf(q)))).toBeLessThanOrEqual(100);
    for (const q of sample('multiplication', 2)) expect(Math.max(...numbersIn(textOf(q)))).toBeLessThanOrEqual(100);
  });

  it('class 4 fraction sums have like, small denominators; class 8 goes further', () => {
    for (const q of sample('fractions-add-sub', 4)) {
      if (q.question_type === 'true_false') continue; // its statement also shows a value, right or wrong
      const dens = denominatorsIn(q.question_text.split('=')[0]);
      expect(Math.max(...dens)).toBeLessThanOrEqual(12);
      expect(new Set(dens).size).toBe(1);
    }
    const texts = (g: number) => new Set([...sample('fractions-add-sub', g)].map((q) => q.question_text));
    const [four, eight] = [texts(4), texts(8)];
    expect([...four].filter((t) => eight.has(t)).length).toBeLessThan(four.size * 0.02);
  });

  it('offers probability only in class 10, where the CBSE syllabus has it', () => {
    for (let g = 1; g <= 9; g++) expect(familiesFor({ grade: g }).map((f) => f.id)).not.toContain('probability');
    expect(familiesFor({ grade: 10 }).map((f) => f.id)).toContain('probability');
  });
});

describe('generator wording', () => {
  const PLURAL_AFTER_ONE =
    /(?<![\d.,/])1 (years|hours|minutes|days|months|weeks|balls|cards|pencils|pens|notebooks|erasers|bananas|mangoes|storybooks|bottles|metres|children|students)\b/;
  it('never writes "1 years", a number in doubled brackets, a doubled word or a doubled space', () => {
    const problems: string[] = [];
    for (const f of GENERATOR_FAMILIES)
      for (let g = f.grades[0]; g <= f.grades[1]; g++)
        for (const q of sample(f.id, g))
          for (const text of [q.question_text, q.answer_explanation, ...(q.options ?? [])]) {
            const bad =
              PLURAL_AFTER_ONE.exec(text) ??
              /\(\(-?\d+\)\)|\s\s|\b([a-z]+) \1\b/i.exec(text.replace(/\d+ \d+\/\d+/g, 'N'));
            if (bad && problems.length < 5) problems.push(`${f.id}: "${bad[0]}" in ${text}`);
          }
    expect(problems).toEqual([]);
  });
});

describe('generator variety', () => {
  it('no family repeats an item (the same numbers in any type) within a 20-question sample', () => {
    const problems: string[] = [];
    for (const f of GENERATOR_FAMILIES)
      for (let g = f.grades[0]; g <= f.grades[1]; g++)
        for (const difficulty of DIFFICULTIES) {
          const set = generateSet({ grade: g, count: 20, difficulty, types: f.types, seed: `v|${g}`, family: f.id });
          const items = set.items.map((it) => {
            const { shown: _s, ...p } = it.params;
            return JSON.stringify(p);
          });
          if (new Set(items).size !== items.length) problems.push(`${f.id} class ${g} ${difficulty}: repeat`);
          if (set.items.length < 20) problems.push(`${f.id} class ${g} ${difficulty}: only ${set.items.length}`);
        }
    expect(problems).toEqual([]);
  });
});
