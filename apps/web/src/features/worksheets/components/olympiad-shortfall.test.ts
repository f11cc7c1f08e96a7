import { describe, expect, it } from 'vitest';
import { describeShortfall } from './olympiad-shortfall';

const meta = (mode: 'mock' | 'practice') => ({
  mode,
  olympiad: { code: 'IMO', name: 'International Mathematics Olympiad', provider: 'sof' },
  topics: [],
  total_marks: 60,
  duration_minutes: mode === 'mock' ? 60 : null,
  sections: [],
});

describe('describeShortfall', () => {
  it('a complete paper says how many questions it has', () => {
    expect(describeShortfall({ num_questions: 50, shortfall: null, olympiad_metadata: meta('mock') })).toEqual({
      headline: 'Mock test ready: 50 questions',
      detail: null,
    });
    expect(describeShortfall({ num_questions: 1, shortfall: null, olympiad_metadata: meta('practice') }).headline).toBe(
      'Practice test ready: 1 question',
    );
  });

  it('a short paper names each section that is missing questions, with counted grammar', () => {
    const r = describeShortfall({
      num_questions: 41,
      olympiad_metadata: meta('mock'),
      shortfall: {
        requested: 50,
        available: 41,
        message: '41 of 50',
        sections: [
          { name: 'Logical Reasoning', requested: 15, available: 7 },
          { name: 'Mathematical Reasoning', requested: 20, available: 20 },
          { name: 'Achievers Section', requested: 5, available: 4 },
        ],
      },
    });
    expect(r.headline).toBe('41 questions ready: fewer than the 50 asked for');
    expect(r.headline).not.toMatch(/success/i);
    expect(r.detail).toEqual({
      summary: '41 of 50 questions are available offline.',
      sections: ['Logical Reasoning: 7 of 15 (8 questions missing)', 'Achievers Section: 4 of 5 (1 question missing)'],
    });
  });
});
