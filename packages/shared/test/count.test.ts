import { describe, expect, it } from 'vitest';
import {
  qbDuplicatesSkipped,
  qbGeneratedMessage,
  qbImportedMessage,
  qbResetMessage,
  qbRowsSkipped,
  qbSavedMessage,
  qbShortGenerationMessage,
} from '../src/schemas/question-bank';
import { countOf } from '../src/rules/count';

describe('counts in messages', () => {
  it('puts the noun in the right number', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(2, 'row')).toBe('2 rows');
    expect(countOf(3, 'child', 'children')).toBe('3 children');
  });

  it('question bank successes read well for one and for many', () => {
    expect(qbGeneratedMessage(1)).toBe('Generated 1 question successfully!');
    expect(qbGeneratedMessage(12)).toBe('Generated 12 questions successfully!');
    expect(qbSavedMessage(1, 1)).toBe('Saved 1 question. 1 duplicate skipped.');
    expect(qbSavedMessage(4, 0)).toBe('Saved 4 questions. 0 duplicates skipped.');
    expect(qbImportedMessage(1)).toBe('Imported 1 question successfully!');
    expect(qbResetMessage(1)).toBe('Database reset complete. Deleted 1 question.');
    expect(qbRowsSkipped(1)).toBe('1 row skipped');
    expect(qbDuplicatesSkipped(2)).toBe('2 duplicates skipped.');
  });

  it('a short generation is a warning with the reason, never "Generated 0 questions successfully!"', () => {
    const reason = '0 of 5 questions available offline; configure an AI provider for more';
    expect(qbShortGenerationMessage(0, 5, reason)).toBe(`No questions were generated. ${reason}`);
    expect(qbShortGenerationMessage(3, 5, null)).toBe('Generated 3 of 5 questions.');
    expect(qbShortGenerationMessage(0, 1)).toBe('No questions were generated.');
    expect(qbShortGenerationMessage(0, 5, reason)).not.toMatch(/successfully/);
  });
});
