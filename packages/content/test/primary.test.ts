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
import { BANK_PRIMARY } from '../src/bank/index';
import { CBSE_PRIMARY } from '../src/curriculum/cbse/primary';

const label = (q: (typeof BANK_PRIMARY)[number]) =>
  `G${q.grade} ${q.subject} ${q.question_type}: ${q.question_text.slice(0, 60)}`;
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const SUBJECTS_BY_GRADE: Record<number, string[]> = {
  1: ['Mathematics', 'English', 'Hindi'],
  2: ['Mathematics', 'English', 'Hindi'],
  3: ['Mathematics', 'Science', 'English', 'Hindi'],
  4: ['Mathematics', 'Science', 'English', 'Hindi'],
  5: ['Mathematics', 'Science', 'English', 'Hindi'],
};

describe('CBSE primary seed bank', () => {
  it('holds at least 420 questions across grades 1–5', () => {
    expect(BANK_PRIMARY.length).toBeGreaterThanOrEqual(420);
    for (const [grade, subjects] of Object.entries(SUBJECTS_BY_GRADE))
      for (const subject of subjects)
        expect(
          BANK_PRIMARY.filter((q) => q.grade === Number(grade) && q.subject === subject).length,
          `G${grade} ${subject}`,
        ).toBeGreaterThanOrEqual(8);
  });

  it('parses with ZBankQuestion and passes validateQuestion', () => {
    for (const q of BANK_PRIMARY) {
      expect(() => ZBankQuestion.parse(q), label(q)).not.toThrow();
      expect(validateQuestion(q), label(q)).toEqual([]);
      expect(q.question_mode).toBe('regular');
      expect(q.board).toBe('CBSE');
    }
  });

  it('places every question on a chapter, topic and concept of a book of its grade and subject', () => {
    // The current NCERT book is the default; questions written for the earlier book stay in it as an alternative.
    for (const q of BANK_PRIMARY) {
      const books = CBSE_PRIMARY.find((s) => s.grade === q.grade && s.subject === q.subject)?.books ?? [];
      const chapter = books.flatMap((b) => b.chapters).find((c) => c.name === q.chapter);
      expect(chapter, `${label(q)} chapter ${q.chapter}`).toBeDefined();
      const topic = chapter?.topics.find((t) => t.name === q.topic);
      expect(topic, `${label(q)} topic ${q.topic}`).toBeDefined();
      expect(topic?.concepts, label(q)).toContain(q.concept);
    }
  });

  it('has no duplicate questions', () => {
    const seen = new Map<string, string>();
    for (const q of BANK_PRIMARY) {
      const key = questionDedupKey(q);
      expect(seen.get(key), label(q)).toBeUndefined();
      seen.set(key, label(q));
    }
  });

  it('covers every type in each grade 3–5 subject and every difficulty in each grade', () => {
    for (let grade = 1; grade <= 5; grade++) {
      const inGrade = BANK_PRIMARY.filter((q) => q.grade === grade);
      for (const d of QUESTION_DIFFICULTIES)
        expect(
          inGrade.some((q) => q.difficulty === d),
          `G${grade} ${d}`,
        ).toBe(true);
      if (grade < 3) continue;
      for (const subject of SUBJECTS_BY_GRADE[grade])
        for (const t of QUESTION_TYPES)
          expect(
            inGrade.some((q) => q.subject === subject && q.question_type === t),
            `G${grade} ${subject} ${t}`,
          ).toBe(true);
    }
  });

  it('stocks every primary subject of every grade: at least 35 questions each (the target is 100)', () => {
    const short: string[] = [];
    for (let grade = 1; grade <= 5; grade++)
      for (const subject of grade >= 3
        ? ['Mathematics', 'English', 'Hindi', 'Science']
        : ['Mathematics', 'English', 'Hindi']) {
        const n = BANK_PRIMARY.filter((q) => q.grade === grade && q.subject === subject).length;
        if (n < 35) short.push(`class ${grade} ${subject}: ${n}`);
      }
    expect(short).toEqual([]);
  });

  it('gives each MCQ four distinct options with exactly one matching the answer', () => {
    for (const q of BANK_PRIMARY.filter((x) => x.question_type === 'mcq')) {
      expect(q.options, label(q)).toHaveLength(4);
      expect(new Set(q.options?.map(norm)).size, label(q)).toBe(4);
      expect(
        q.options?.filter((o) => o === q.answer),
        label(q),
      ).toHaveLength(1);
      for (const wrong of Object.keys(q.misconceptions ?? {})) {
        expect(q.options, `${label(q)} misconception key`).toContain(wrong);
        expect(wrong, label(q)).not.toBe(q.answer);
      }
    }
  });

  it('does not give away answers by position', () => {
    const arChoices = new Set(BANK_PRIMARY.filter((q) => q.question_type === 'assertion_reason').map((q) => q.answer));
    expect(arChoices.size).toBeGreaterThanOrEqual(3);
    const positions = new Set(
      BANK_PRIMARY.filter((q) => q.question_type === 'mcq').map((q) => q.options?.indexOf(q.answer)),
    );
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it('follows the per-type rules for options, blanks, key terms and marks', () => {
    for (const q of BANK_PRIMARY) {
      const l = label(q);
      expect(q.answer_explanation.trim().length, l).toBeGreaterThan(10);
      switch (q.question_type) {
        case 'true_false':
          expect(q.options, l).toEqual([...TRUE_FALSE_OPTIONS]);
          expect(q.marks, l).toBe(1);
          break;
        case 'assertion_reason':
          expect(q.options, l).toEqual([...ASSERTION_REASON_OPTIONS]);
          expect(q.question_text, l).toMatch(/Assertion \(A\): .+ Reason \(R\): .+/);
          expect(q.marks, l).toBe(1);
          break;
        case 'mcq':
          expect(q.marks, l).toBe(1);
          break;
        case 'fill_blank':
          expect(q.options, l).toBeNull();
          expect(q.question_text, l).toContain('____');
          expect(q.marks, l).toBe(1);
          break;
        case 'short_answer':
          expect(q.options, l).toBeNull();
          expect(q.marks, l).toBeGreaterThanOrEqual(2);
          expect(q.marks, l).toBeLessThanOrEqual(3);
          expect(q.key_terms?.length ?? 0, l).toBeGreaterThanOrEqual(3);
          expect(q.key_terms?.length ?? 0, l).toBeLessThanOrEqual(6);
          break;
        case 'long_answer':
          expect(q.options, l).toBeNull();
          expect(q.marks, l).toBeGreaterThanOrEqual(4);
          expect(q.marks, l).toBeLessThanOrEqual(5);
          expect(q.key_terms?.length ?? 0, l).toBeGreaterThanOrEqual(3);
          expect(q.key_terms?.length ?? 0, l).toBeLessThanOrEqual(6);
          break;
      }
    }
  });
});
