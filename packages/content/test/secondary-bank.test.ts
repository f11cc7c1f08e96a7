import { QUESTION_DIFFICULTIES, QUESTION_TYPES, questionDedupKey, validateQuestion, ZBankQuestion } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { BANK_SECONDARY } from '../src/bank/index';
import { CBSE_SECONDARY } from '../src/curriculum/cbse/secondary';

const SUBJECTS = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'];
const label = (q: { grade: number; subject: string; question_text: string }) =>
  `${q.grade} ${q.subject}: ${q.question_text.slice(0, 60)}`;

describe('CBSE secondary seed bank', () => {
  it('every question parses and passes the worksheet validator', () => {
    for (const q of BANK_SECONDARY) {
      expect(() => ZBankQuestion.parse(q), label(q)).not.toThrow();
      expect(validateQuestion(q), label(q)).toEqual([]);
      expect(q.question_mode).toBe('regular');
      expect(q.board).toBe('CBSE');
    }
  });

  it('places every question in a chapter, topic and concept of the default book', () => {
    for (const q of BANK_SECONDARY) {
      const book = CBSE_SECONDARY.find((s) => s.grade === q.grade && s.subject === q.subject)?.books[0];
      const chapter = book?.chapters.find((c) => c.name === q.chapter);
      const topic = chapter?.topics.find((t) => t.name === q.topic);
      expect(topic?.concepts, label(q)).toContain(q.concept);
    }
  });

  it('has no duplicates', () => {
    const keys = BANK_SECONDARY.map(questionDedupKey);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('holds at least 320 questions, with at least 30 in every grade and subject (the target is 100)', () => {
    expect(BANK_SECONDARY.length).toBeGreaterThanOrEqual(320);
    for (const grade of [9, 10])
      for (const subject of SUBJECTS)
        expect(
          BANK_SECONDARY.filter((q) => q.grade === grade && q.subject === subject).length,
          `${grade} ${subject}`,
        ).toBeGreaterThanOrEqual(30);
  });

  it('covers every question type for each grade and subject (Hindi may skip assertion-reason)', () => {
    for (const grade of [9, 10])
      for (const subject of SUBJECTS)
        for (const type of QUESTION_TYPES) {
          if (subject === 'Hindi' && type === 'assertion_reason') continue;
          const n = BANK_SECONDARY.filter(
            (q) => q.grade === grade && q.subject === subject && q.question_type === type,
          );
          expect(n.length, `${grade} ${subject} ${type}`).toBeGreaterThan(0);
        }
  });

  it('covers every difficulty in each grade and subject', () => {
    for (const grade of [9, 10])
      for (const subject of SUBJECTS)
        for (const d of QUESTION_DIFFICULTIES) {
          const hit = BANK_SECONDARY.some((q) => q.grade === grade && q.subject === subject && q.difficulty === d);
          expect(hit, `${grade} ${subject} ${d}`).toBe(true);
        }
  });

  it('follows the marks, key-term and shape rules per type', () => {
    for (const q of BANK_SECONDARY) {
      const l = label(q);
      if (['mcq', 'true_false', 'fill_blank', 'assertion_reason'].includes(q.question_type)) expect(q.marks, l).toBe(1);
      if (q.question_type === 'short_answer') expect([2, 3], l).toContain(q.marks);
      if (q.question_type === 'long_answer') expect([4, 5], l).toContain(q.marks);
      if (q.question_type === 'short_answer' || q.question_type === 'long_answer') {
        expect(q.key_terms?.length ?? 0, l).toBeGreaterThanOrEqual(3);
        expect(q.key_terms?.length ?? 0, l).toBeLessThanOrEqual(6);
      }
      if (q.question_type === 'fill_blank') expect(q.question_text, l).toContain('____');
      if (q.question_type === 'assertion_reason')
        expect(q.question_text, l).toMatch(/^Assertion \(A\): .+ Reason \(R\): .+/);
      for (const wrong of Object.keys(q.misconceptions ?? {})) {
        expect(q.options, l).toContain(wrong);
        expect(wrong, l).not.toBe(q.answer);
      }
    }
  });

  it('writes maths cleanly: balanced $ delimiters and no stray control characters', () => {
    for (const q of BANK_SECONDARY) {
      for (const s of [q.question_text, q.answer, q.answer_explanation, ...(q.options ?? [])]) {
        expect((s.match(/\$/g) ?? []).length % 2, `${label(q)} | ${s}`).toBe(0);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for escapes gone wrong (\t, \f, \b)
        expect(s, label(q)).not.toMatch(/[\u0000-\u001f]/);
      }
    }
  });

  it('spreads the correct MCQ option over all four positions', () => {
    const positions = new Set(
      BANK_SECONDARY.filter((q) => q.question_type === 'mcq').map((q) => q.options!.indexOf(q.answer)),
    );
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });
});
