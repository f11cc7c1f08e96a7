import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvaluationEdit, type EditableEvaluation } from '../src/rules/evaluation-edit';
import { REVIEW_MSG } from '../src/schemas/review';

const base = (): EditableEvaluation => ({
  overall_score: 50,
  grade: 'D',
  feedback: 'ok',
  strengths: [],
  areas_for_improvement: [],
  learning_suggestions: [],
  parent_insights: '',
  question_analysis: [
    { question_number: 1, marks_awarded: 1, max_marks: 1 },
    { question_number: 2, marks_awarded: 0, max_marks: 2 },
    { question_number: 3, marks_awarded: 2, max_marks: 3 },
  ],
});

describe('evaluation edit rules', () => {
  it('recalculates the overall score as the rounded percentage and the grade from it', () => {
    const r = applyEvaluationEdit(base(), { question_scores: { '2': 1.55 } });
    if (!r.ok) throw new Error(r.message);
    // (1 + 1.55 + 2) / 6 = 75.83% → 76, grade B
    expect(r.marks_awarded).toBe(4.55);
    expect(r.next.overall_score).toBe(76);
    expect(r.next.grade).toBe('B');
    expect(r.changes).toEqual({
      question_2: { from: 0, to: 1.55 },
      overall_score: { from: 50, to: 76 },
      grade: { from: 'D', to: 'B' },
    });
    expect(r.next.question_analysis[1]).toMatchObject({ marks_awarded: 1.55, partial_credit: true, is_correct: false });
  });

  it('refuses marks outside 0..max, off the 0.05 step, or for an unknown question', () => {
    expect(applyEvaluationEdit(base(), { question_scores: { '2': 2.5 } })).toMatchObject({
      ok: false,
      message: REVIEW_MSG.marksRange(2, 2),
      field: 'question_scores.2',
    });
    expect(applyEvaluationEdit(base(), { question_scores: { '2': -0.05 } })).toMatchObject({ ok: false });
    expect(applyEvaluationEdit(base(), { question_scores: { '2': 1.03 } })).toMatchObject({
      ok: false,
      message: REVIEW_MSG.marksStep(2),
    });
    expect(applyEvaluationEdit(base(), { question_scores: { '9': 1 } })).toMatchObject({
      ok: false,
      message: REVIEW_MSG.unknownQuestion('9'),
    });
  });

  it('an overall score alone is taken (0-100, step 0.01) when no mark changes', () => {
    const r = applyEvaluationEdit(base(), { overall_score: 91.25, question_scores: { '1': 1 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.next.overall_score).toBe(91.25);
    expect(r.next.grade).toBe('A+');
    expect(r.reviewed).toEqual([1]);
    expect(applyEvaluationEdit(base(), { overall_score: 100.5 })).toMatchObject({ message: REVIEW_MSG.overallRange });
    expect(applyEvaluationEdit(base(), { overall_score: 50.005 })).toMatchObject({ message: REVIEW_MSG.overallStep });
  });

  it('records text changes and nothing when nothing differs', () => {
    const same = applyEvaluationEdit(base(), { feedback: 'ok', question_scores: { '1': 1 } });
    expect(same.ok && same.changes).toEqual({});
    const r = applyEvaluationEdit(base(), { strengths: ['Neat work'], parent_insights: 'Practise halves' });
    expect(r.ok && Object.keys(r.changes).sort()).toEqual(['parent_insights', 'strengths']);
  });

  it('any valid marks give an overall score equal to the rounded percentage of their sum', () => {
    const steps = (max: number) => fc.integer({ min: 0, max: max * 20 }).map((k) => k / 20);
    fc.assert(
      fc.property(steps(1), steps(2), steps(3), (a, b, c) => {
        const r = applyEvaluationEdit(base(), { question_scores: { '1': a, '2': b, '3': c } });
        if (!r.ok) return false;
        const changed = a !== 1 || b !== 0 || c !== 2;
        // In twentieths of a mark the sum is an exact integer (6 marks = 120).
        const twentieths = Math.round(a * 20) + Math.round(b * 20) + Math.round(c * 20);
        return !changed || r.next.overall_score === Math.round((twentieths * 100) / 120);
      }),
    );
  });
});

describe('the engine text after an edit', () => {
  const engine = (): EditableEvaluation => ({
    ...base(),
    feedback: 'Scored 3 out of 6 (50%, grade D). 1 of 3 questions fully correct. Focus next on fractions.',
    parent_insights: 'Asha scored 3 of 6 (50%, grade D) in Mathematics. Needs support with fractions.',
  });

  it('restates the score in the engine feedback and insights when a mark changes', () => {
    const r = applyEvaluationEdit(engine(), { question_scores: { '2': 2 } });
    if (!r.ok) throw new Error(r.message);
    expect(r.next.feedback).toBe(
      `Scored 5 out of 6 (83%, grade ${r.next.grade}). 1 of 3 questions fully correct. Focus next on fractions.`,
    );
    expect(r.next.grade).not.toBe('D');
    expect(r.next.parent_insights).toContain(`Asha scored 5 of 6 (83%, grade ${r.next.grade}) in Mathematics.`);
    expect(r.changes).not.toHaveProperty('feedback');
  });

  it('keeps text the adult wrote, and leaves the text alone when no figure changed', () => {
    const mine = applyEvaluationEdit(engine(), { question_scores: { '2': 2 }, feedback: 'Well done on the redo.' });
    if (!mine.ok) throw new Error(mine.message);
    expect(mine.next.feedback).toBe('Well done on the redo.');
    const same = applyEvaluationEdit(engine(), { strengths: ['Neat work'] });
    if (!same.ok) throw new Error(same.message);
    expect(same.next.feedback).toBe(engine().feedback);
  });
});
