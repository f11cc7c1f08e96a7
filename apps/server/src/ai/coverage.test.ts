import { DEFAULT_AI_CONFIG, QUESTION_TYPES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { createAiEngine } from './engine';

// Walks the offline (built-in) worksheets a teacher can ask for: every CBSE class 1–10 and subject, 35 questions,
// every type. Mathematics, Science/EVS and Social Studies must fill; the language banks do not yet for every class
// (issue 14), so for them the test holds that the shortfall is reported honestly and that the bank does not shrink.
const engine = createAiEngine({ config: DEFAULT_AI_CONFIG });

const SUBJECTS: [string, number, number][] = [
  ['Mathematics', 1, 10],
  ['Science', 3, 10],
  ['English', 1, 10],
  ['Hindi', 1, 10],
  ['Social Studies', 6, 10],
];
/** Questions a 35-question worksheet gets today where the bank is still short; raise as questions land. */
const FLOOR: Record<string, number> = { English: 26, Hindi: 9 };

describe('offline 35-question worksheets for every CBSE class and subject', () => {
  for (const [subject, from, to] of SUBJECTS)
    it(`${subject}, classes ${from}–${to}`, async () => {
      for (let grade = from; grade <= to; grade++) {
        const ws = await engine.generateWorksheet({
          board: 'CBSE',
          grade,
          subject,
          topics: [],
          difficulty: 'auto',
          num_questions: 35,
          question_types: [...QUESTION_TYPES],
          seed: `coverage-${grade}`,
        });
        const at = `class ${grade} ${subject}`;
        if (!(subject in FLOOR)) expect(ws.num_questions, at).toBe(35);
        else expect(ws.num_questions, at).toBeGreaterThanOrEqual(FLOOR[subject]);
        if (ws.num_questions < 35) expect(ws.shortfall?.available, at).toBe(ws.num_questions);
        else expect(ws.shortfall, at).toBeNull();
      }
    }, 120_000);
});
