import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { SEED_BANK } from '../src/bank/index';
import { GENERATOR_FAMILIES, generateQuestion } from '../src/generators/index';

/** Every `$...$` span in a text (escaped dollars such as `\$` are not delimiters). */
function mathSpans(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\$([^$]+?)(?<!\\)\$/g)].map((m) => m[1]);
}

function failures(texts: string[]): string[] {
  const bad: string[] = [];
  for (const t of texts) {
    for (const span of mathSpans(t)) {
      try {
        katex.renderToString(span, { throwOnError: true });
      } catch (err) {
        bad.push(`${span} :: ${(err as Error).message.slice(0, 80)}`);
      }
    }
  }
  return bad;
}

const textsOf = (q: {
  question_text: string;
  options: string[] | null;
  answer: string;
  answer_explanation: string;
}) => [q.question_text, ...(q.options ?? []), q.answer, q.answer_explanation];

describe('maths typesetting', () => {
  it('every seed bank question’s maths parses with KaTeX', () => {
    expect(failures(SEED_BANK.flatMap(textsOf))).toEqual([]);
  });

  it('every generator family’s maths parses with KaTeX (200 samples per family)', () => {
    const texts: string[] = [];
    for (const f of GENERATOR_FAMILIES) {
      for (let i = 0; i < 200; i++) {
        const grade = f.grades[0] + (i % (f.grades[1] - f.grades[0] + 1));
        const difficulty = (['easy', 'medium', 'hard', 'extreme'] as const)[i % 4];
        const type = f.types[i % f.types.length];
        texts.push(...textsOf(generateQuestion(f.id, `latex-${i}`, { grade, difficulty, type }).question));
      }
    }
    expect(texts.length).toBeGreaterThan(10_000);
    expect(failures(texts)).toEqual([]);
  });
});
