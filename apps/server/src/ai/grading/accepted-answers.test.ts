import { describe, expect, it } from 'vitest';
import { completeDraft } from '../../modules/question-bank/question-bank.service';
import { repairQuestion } from '../check/questions';
import { evaluateSubmission } from './evaluate';

// Alternatives a fill-in-the-blank explanation accepts are stored as accepted_answers when a question is generated
// (model output repaired) or written/imported (question bank drafts), and then marked like the key.

describe('accepted answers are derived when questions are generated or imported', () => {
  it('a generated question keeps the model’s alternatives and adds those its explanation names', () => {
    const { question } = repairQuestion(
      {
        question_type: 'fill_blank',
        question_text: 'Tiny pores on leaves are called ____.',
        options: null,
        answer: 'stomata',
        answer_explanation: 'Stomata (or stomates) let gases in and out.',
        marks: 1,
        difficulty: 'easy',
        topic: 'Leaves',
        concept: 'science.photosynthesis',
        key_terms: null,
        accepted_answers: ['stoma'],
        hint: 'Think of openings.',
      },
      {
        types: ['fill_blank'],
        difficulty: 'auto',
        concepts: ['science.photosynthesis'],
        fallbackConcept: 'science.photosynthesis',
      },
    );
    expect(question?.accepted_answers).toEqual(['stoma', 'stomates']);
  });

  it('an imported draft stores them, and the grader accepts them', async () => {
    const r = completeDraft({
      question_mode: 'regular',
      question_type: 'fill_blank',
      difficulty: 'easy',
      board: 'CBSE',
      grade: 7,
      subject: 'Science',
      chapter: 'Heat',
      topic: '',
      question_text: 'Materials that do not let heat pass easily are called ____.',
      answer: 'insulators',
      answer_explanation: 'Also accepted: bad conductors, poor conductors.',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.question.accepted_answers).toEqual(['bad conductors', 'poor conductors']);
    const graded = await evaluateSubmission({
      questions: [{ ...r.question, question_number: 1 }],
      answers: { 1: 'poor conductors of heat' },
    });
    expect(graded.question_analysis[0].marks_awarded).toBe(1);
  });
});
