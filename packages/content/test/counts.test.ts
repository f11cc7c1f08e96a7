import { readFileSync } from 'node:fs';
import path from 'node:path';
import { questionDedupKey } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { SEED_BANK } from '../src/bank/index';
import { COUNT_MARKERS, renderCounts } from '../src/counts';
import { GENERATOR_FAMILIES } from '../src/generators/index';

describe('content counts', () => {
  it('the README count tables match the data (run `npm run counts -w packages/content` after changing it)', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
    const start = readme.indexOf(COUNT_MARKERS.BEGIN);
    const end = readme.indexOf(COUNT_MARKERS.END) + COUNT_MARKERS.END.length;
    expect(start).toBeGreaterThan(0);
    expect(readme.slice(start, end)).toBe(renderCounts());
  });

  it('the whole seed bank has at least 1,000 regular questions and no duplicates across its parts', () => {
    const regular = SEED_BANK.filter((q) => q.question_mode === 'regular');
    expect(regular.length).toBeGreaterThanOrEqual(1000);
    const keys = SEED_BANK.map(questionDedupKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has at least 30 generator families spanning grades 1 to 10', () => {
    expect(GENERATOR_FAMILIES.length).toBeGreaterThanOrEqual(30);
    for (let g = 1; g <= 10; g++) {
      expect(
        GENERATOR_FAMILIES.some((f) => f.grades[0] <= g && g <= f.grades[1]),
        `grade ${g}`,
      ).toBe(true);
    }
  });
});
