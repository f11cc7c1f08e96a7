import { describe, expect, it } from 'vitest';
import { ANSWER_RESULT_COLOR, answerResult } from './answer-result';

describe('answerResult', () => {
  it('is Correct when the answer is right, whatever the marks', () => {
    expect(answerResult({ is_correct: true, marks_awarded: 0 })).toBe('Correct');
  });

  it('is Partial for some credit above 0 and Incorrect for none', () => {
    expect(answerResult({ is_correct: false, marks_awarded: 0.5 })).toBe('Partial');
    expect(answerResult({ is_correct: false, marks_awarded: 0 })).toBe('Incorrect');
  });

  it('gives each result its own colour', () => {
    expect(new Set(Object.values(ANSWER_RESULT_COLOR)).size).toBe(3);
  });
});
