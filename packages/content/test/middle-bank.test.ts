import {
  ASSERTION_REASON_OPTIONS,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  questionDedupKey,
  TRUE_FALSE_OPTIONS,
  validateQuestion,
  ZBankQuestion,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import { BANK_MIDDLE } from '../src/bank/index';
import { CBSE_MIDDLE } from '../src/curriculum/cbse/middle';

const GRADES = [6, 7, 8];
const SUBJECTS = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'];
const label = (q: (typeof BANK_MIDDLE)[number]) => `${q.grade} ${q.subject} ${q.question_text.slice(0, 60)}`;

describe('BANK_MIDDLE seed questions', () => {
  it('holds at least 350 questions, with at least 30 in every grade and subject (the target is 100)', () => {
    expect(BANK_MIDDLE.length).toBeGreaterThanOrEqual(350);
    for (const grade of GRADES)
      for (const subject of SUBJECTS)
        expect(
          BANK_MIDDLE.filter((q) => q.grade === grade && q.subject === subject).length,
          `${grade} ${subject}`,
        ).toBeGreaterThanOrEqual(30);
  });

  it('parses with ZBankQuestion and passes the worksheet validator', () => {
    for (const q of BANK_MIDDLE) {
      expect(() => ZBankQuestion.parse(q), label(q)).not.toThrow();
      expect(validateQuestion(q), label(q)).toEqual([]);
      expect(q.question_mode).toBe('regular');
      expect(q.board).toBe('CBSE');
    }
  });

  it('places every question in a book of its grade and subject (the default, or the earlier NCERT book)', () => {
    for (const q of BANK_MIDDLE) {
      const books = CBSE_MIDDLE.find((c) => c.grade === q.grade && c.subject === q.subject)?.books ?? [];
      const chapter = books.flatMap((b) => b.chapters).find((c) => c.name === q.chapter);
      const topic = chapter?.topics.find((t) => t.name === q.topic);
      expect(topic, label(q)).toBeDefined();
      expect(topic?.concepts, label(q)).toContain(q.concept);
    }
  });

  it('has no duplicates by content hash', () => {
    const keys = BANK_MIDDLE.map(questionDedupKey);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('follows the rules of each question type', () => {
    for (const q of BANK_MIDDLE) {
      const at = label(q);
      switch (q.question_type) {
        case 'mcq':
          expect(q.options, at).toHaveLength(4);
          expect(q.options, at).toContain(q.answer);
          for (const wrong of Object.keys(q.misconceptions ?? {})) {
            expect(q.options, at).toContain(wrong);
            expect(wrong, at).not.toBe(q.answer);
          }
          expect(q.marks, at).toBe(1);
          break;
        case 'true_false':
          expect(q.options, at).toEqual([...TRUE_FALSE_OPTIONS]);
          expect(q.marks, at).toBe(1);
          break;
        case 'assertion_reason':
          expect(q.options, at).toEqual([...ASSERTION_REASON_OPTIONS]);
          expect(q.question_text, at).toMatch(/^Assertion \(A\): .+ Reason \(R\): .+/);
          expect(q.marks, at).toBe(1);
          break;
        case 'fill_blank':
          expect(q.options, at).toBeNull();
          expect(q.question_text, at).toContain('____');
          expect(q.marks, at).toBe(1);
          break;
        case 'short_answer':
        case 'long_answer': {
          expect(q.options, at).toBeNull();
          expect(q.key_terms?.length, at).toBeGreaterThanOrEqual(3);
          expect(q.key_terms?.length, at).toBeLessThanOrEqual(6);
          const [min, max] = q.question_type === 'short_answer' ? [2, 3] : [4, 5];
          expect(q.marks, at).toBeGreaterThanOrEqual(min);
          expect(q.marks, at).toBeLessThanOrEqual(max);
          break;
        }
      }
    }
  });

  it('covers every question type for each grade and subject (Hindi may skip assertion-reason)', () => {
    for (const grade of GRADES)
      for (const subject of SUBJECTS) {
        const types = new Set(
          BANK_MIDDLE.filter((q) => q.grade === grade && q.subject === subject).map((q) => q.question_type),
        );
        for (const type of QUESTION_TYPES) {
          if (subject === 'Hindi' && type === 'assertion_reason') continue;
          expect(types.has(type), `${grade} ${subject} ${type}`).toBe(true);
        }
      }
  });

  it('covers every difficulty in each grade', () => {
    for (const grade of GRADES) {
      const difficulties = new Set(BANK_MIDDLE.filter((q) => q.grade === grade).map((q) => q.difficulty));
      expect([...difficulties].sort()).toEqual([...QUESTION_DIFFICULTIES].sort());
    }
  });
});
