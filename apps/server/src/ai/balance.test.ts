import { DEFAULT_AI_CONFIG, QUESTION_TYPES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { balanceKeys } from './assemble';
import type { PlacedQuestion } from './builtin/select';
import { createAiEngine } from './engine';

const mcq = (i: number, options = ['right', `w1-${i}`, `w2-${i}`, `w3-${i}`]): PlacedQuestion => ({
  question_type: 'mcq',
  difficulty: 'easy',
  question_text: `Question ${i}`,
  options: options.map((o) => (o === 'right' ? `right-${i}` : o)),
  answer: `right-${i}`,
  answer_explanation: 'Because.',
  marks: 1,
  concept: 'maths.numbers',
  misconceptions: { [`w1-${i}`]: 'confuses one thing', [`w3-${i}`]: 'confuses another' },
});

const position = (q: PlacedQuestion) => q.options?.indexOf(q.answer) ?? -1;

describe('balanced keys at assembly', () => {
  it('spreads answers that were all in A evenly over A–D, keeping answer and misconceptions on their options', () => {
    const qs = Array.from({ length: 40 }, (_, i) => mcq(i));
    const out = balanceKeys(qs, 'seed-1');
    const counts = [0, 1, 2, 3].map((p) => out.filter((q) => position(q) === p).length);
    expect(counts).toEqual([10, 10, 10, 10]);
    out.forEach((q, i) => {
      expect(q.answer).toBe(`right-${i}`);
      expect([...(q.options ?? [])].sort()).toEqual([...(qs[i].options ?? [])].sort());
      expect(q.misconceptions).toEqual(qs[i].misconceptions);
      for (const wrong of Object.keys(q.misconceptions ?? {})) expect(q.options).toContain(wrong);
    });
  });

  it('is deterministic per seed and differs between seeds', () => {
    const qs = Array.from({ length: 12 }, (_, i) => mcq(i));
    expect(balanceKeys(qs, 'a')).toEqual(balanceKeys(qs, 'a'));
    expect(balanceKeys(qs, 'a').map(position)).not.toEqual(balanceKeys(qs, 'b').map(position));
  });

  it('keeps "None of these" and "Both A and B" in place and leaves other types alone', () => {
    const none = mcq(1, ['right', 'w1-1', 'w2-1', 'None of these']);
    const pinnedAnswer = { ...mcq(2, ['w1-2', 'w2-2', 'w3-2', 'Both A and B']), answer: 'Both A and B' };
    const tf: PlacedQuestion = { ...mcq(3), question_type: 'true_false', options: ['True', 'False'], answer: 'True' };
    const runs = Array.from({ length: 8 }, (_, s) => balanceKeys([none, pinnedAnswer, tf], `s${s}`));
    for (const [a, b, c] of runs) {
      expect(a.options?.[3]).toBe('None of these');
      expect(b).toEqual(pinnedAnswer);
      expect(c).toEqual(tf);
    }
    expect(new Set(runs.map(([a]) => position(a))).size).toBeGreaterThan(1);
  });

  it('a built-in worksheet from the bank has no key position above 35%', async () => {
    const engine = createAiEngine({ config: DEFAULT_AI_CONFIG });
    const counts = [0, 0, 0, 0];
    for (const [grade, subject] of [
      [7, 'Science'],
      [8, 'Social Studies'],
      [10, 'Science'],
    ] as const) {
      const ws = await engine.generateWorksheet({
        board: 'CBSE',
        grade,
        subject,
        topics: [],
        difficulty: 'auto',
        num_questions: 35,
        question_types: ['mcq'],
        seed: `balance-${grade}`,
      });
      expect(QUESTION_TYPES).toContain(ws.questions[0].question_type);
      for (const q of ws.questions) counts[q.options?.indexOf(q.answer) ?? 0]++;
    }
    const total = counts.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(40);
    for (const c of counts) expect(c / total).toBeLessThanOrEqual(0.35);
  });
});
