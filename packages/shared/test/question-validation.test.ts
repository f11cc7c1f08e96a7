import { describe, expect, it } from 'vitest';
import { questionDedupKey, validateQuestion } from '../src/rules/question-validation';
import { ASSERTION_REASON_OPTIONS, type StructuredQuestion } from '../src/schemas/question';

const mcq: StructuredQuestion = {
  question_type: 'mcq',
  difficulty: 'easy',
  question_text: 'What is $3 + 4$?',
  options: ['6', '7', '8', '12'],
  answer: '7',
  answer_explanation: '3 + 4 = 7',
  marks: 1,
  concept: 'maths.addition.single-digit',
};

describe('validateQuestion', () => {
  it('accepts a well-formed MCQ', () => expect(validateQuestion(mcq)).toEqual([]));
  it('rejects an MCQ whose answer is not an option', () =>
    expect(validateQuestion({ ...mcq, answer: '9' }).join()).toMatch(/exactly one correct/));
  it('rejects duplicate options', () =>
    expect(validateQuestion({ ...mcq, options: ['7', '7 ', '8', '9'] }).join()).toMatch(/distinct/));
  it('rejects three options', () =>
    expect(validateQuestion({ ...mcq, options: ['6', '7', '8'] }).join()).toMatch(/4 options/));
  it('rejects marks out of range and bad concept tags', () => {
    expect(validateQuestion({ ...mcq, marks: 11 }).length).toBeGreaterThan(0);
    expect(validateQuestion({ ...mcq, concept: 'Addition' }).length).toBeGreaterThan(0);
  });
  it('checks assertion-reason and fill-blank shapes', () => {
    const ar: StructuredQuestion = {
      ...mcq,
      question_type: 'assertion_reason',
      question_text: 'Assertion (A): 2 is prime. Reason (R): 2 has exactly two factors.',
      options: [...ASSERTION_REASON_OPTIONS],
      answer: ASSERTION_REASON_OPTIONS[0],
    };
    expect(validateQuestion(ar)).toEqual([]);
    expect(validateQuestion({ ...ar, options: ['a', 'b', 'c', 'd'] }).length).toBeGreaterThan(0);
    const fib: StructuredQuestion = {
      ...mcq,
      question_type: 'fill_blank',
      options: null,
      question_text: '3 + 4 = ___',
    };
    expect(validateQuestion(fib)).toEqual([]);
    expect(validateQuestion({ ...fib, question_text: '3 + 4 = ?' }).join()).toMatch(/blank/);
  });
  it('dedup key ignores case, spacing and option order', () => {
    expect(questionDedupKey(mcq)).toBe(
      questionDedupKey({ ...mcq, question_text: 'what  is $3 + 4$?', options: ['12', '8', '7', '6'] }),
    );
  });
});
