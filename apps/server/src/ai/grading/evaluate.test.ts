import { ZQuestionAnalysisItem } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { WorksheetQuestion } from '../types';
import { evaluateSubmission } from './evaluate';

// The evaluation shape of issue 13 (graded_by, confidence, needs_review, suggested_marks) and the rules around it:
// hints cap marks, answers read with low confidence need review, the same submission grades the same.

const base = { difficulty: 'medium' as const, concept: 'science.heat', answer_explanation: 'See the answer.' };
const mcq: WorksheetQuestion = {
  ...base,
  question_number: 1,
  question_type: 'mcq',
  question_text: 'Which is a good conductor of heat?',
  options: ['Wood', 'Copper', 'Plastic', 'Glass'],
  answer: 'Copper',
  marks: 1,
};
const blank: WorksheetQuestion = {
  ...base,
  question_number: 2,
  question_type: 'fill_blank',
  question_text: 'Water boils at ____ °C and freezes at ____ °C.',
  options: null,
  answer: '100; 0',
  marks: 2,
};
const short: WorksheetQuestion = {
  ...base,
  question_number: 3,
  question_type: 'short_answer',
  question_text: 'Why are cooking pans made of metal with wooden handles?',
  options: null,
  answer:
    'Metals are good conductors of heat, so the pan heats the food quickly. Wood is a bad conductor (insulator), so the handle stays cool to hold.',
  marks: 2,
};

describe('evaluation items', () => {
  it('carry graded_by, confidence, needs_review and, for written answers, suggested_marks', async () => {
    const r = await evaluateSubmission({
      questions: [mcq, blank, short],
      answers: {
        1: 'b',
        2: '100, 4',
        3: 'Metal conducts heat well so food cooks fast; wood is an insulator so the handle does not get hot.',
      },
    });
    const [m, b, s] = r.question_analysis;
    expect(m).toMatchObject({ graded_by: 'exact', confidence: 1, needs_review: false, marks_awarded: 1 });
    expect(m.suggested_marks).toBeUndefined();
    expect(b).toMatchObject({ graded_by: 'exact', marks_awarded: 1, partial_credit: true, is_correct: false });
    expect(b.feedback).toContain('1 of 2 blanks');
    expect(s.graded_by).toBe('builtin-rubric');
    expect(s.suggested_marks).toBe(s.marks_awarded);
    expect(s.confidence).toBeGreaterThan(0);
    expect(s.confidence).toBeLessThanOrEqual(1);
    for (const item of r.question_analysis) expect(ZQuestionAnalysisItem.parse(item)).toEqual(item);
  });

  it('a stored item from before these fields parses with confidence 1 and no review', () => {
    const { confidence, needs_review, suggested_marks, review_reason, ...old } = {
      question_number: 1,
      question_text: 'Q',
      student_answer: 'b',
      correct_answer: 'B. Copper',
      marks_awarded: 1,
      max_marks: 1,
      is_correct: true,
      partial_credit: false,
      hint_used: false,
      feedback: 'Correct.',
      question_type: 'mcq',
      concept: 'science.heat',
      graded_by: 'exact',
      confidence: 0,
      needs_review: true,
      suggested_marks: 0,
      review_reason: '',
    };
    expect(ZQuestionAnalysisItem.parse(old)).toMatchObject({ confidence: 1, needs_review: false });
  });

  it('a hint caps a question at 75% of its marks', async () => {
    const r = await evaluateSubmission({
      questions: [mcq, blank],
      answers: { 1: 'Copper', 2: '100; 0' },
      hints_used: [1, 2],
    });
    expect(r.question_analysis.map((i) => i.marks_awarded)).toEqual([0.75, 1.5]);
    expect(r.question_analysis[0].feedback).toContain('hint');
  });

  it('answers read from a photo with low confidence need review, with the reason', async () => {
    const r = await evaluateSubmission({
      questions: [mcq, blank],
      answers: { 1: 'b', 2: '100, 0' },
      uncertain_answers: [2],
    });
    expect(r.question_analysis[0].needs_review).toBe(false);
    expect(r.question_analysis[1]).toMatchObject({ needs_review: true, marks_awarded: 2 });
    expect(r.question_analysis[1].review_reason).toMatch(/low confidence/);
  });

  it('a written answer the engine cannot place is flagged, never silently sure', async () => {
    const r = await evaluateSubmission({
      questions: [short],
      answers: {
        3: 'Because the handle made from timber keeps the temperature away from the fingers while the vessel transfers warmth to what is inside it rapidly.',
      },
    });
    const item = r.question_analysis[0];
    expect(item.needs_review).toBe(true);
    expect(item.confidence).toBeLessThan(0.6);
    expect(item.review_reason).toBeTruthy();
  });

  it('grades the same submission identically twice', async () => {
    const req = { questions: [mcq, blank, short], answers: { 1: 'Copper', 2: '100 and 0', 3: 'Metal conducts heat.' } };
    expect(await evaluateSubmission(req)).toEqual(await evaluateSubmission(req));
  });
});
