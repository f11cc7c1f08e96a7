import { describe, expect, it } from 'vitest';
import { CBSE_PRIMARY } from '../src/curriculum/cbse/primary';
import { SUBJECT_TAG } from '../src/curriculum/types';

const CONCEPT = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EXPECTED: Record<number, string[]> = {
  1: ['English', 'Hindi', 'Mathematics'],
  2: ['English', 'Hindi', 'Mathematics'],
  3: ['English', 'Hindi', 'Mathematics', 'Science'],
  4: ['English', 'Hindi', 'Mathematics', 'Science'],
  5: ['English', 'Hindi', 'Mathematics', 'Science'],
};

describe('CBSE primary curriculum', () => {
  it('has the listed subjects for grades 1–5, once each, all CBSE', () => {
    for (const [grade, subjects] of Object.entries(EXPECTED)) {
      const found = CBSE_PRIMARY.filter((s) => s.grade === Number(grade)).map((s) => s.subject);
      expect(found.sort()).toEqual(subjects);
    }
    expect(CBSE_PRIMARY).toHaveLength(18);
    expect(CBSE_PRIMARY.every((s) => s.board === 'CBSE' && !s.mapped_from)).toBe(true);
  });

  it('has unique kebab-case book ids and NCERT books with chapters', () => {
    const ids = CBSE_PRIMARY.flatMap((s) => s.books.map((b) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of CBSE_PRIMARY) {
      expect(s.books.length).toBeGreaterThan(0);
      for (const b of s.books) {
        expect(b.id).toMatch(KEBAB);
        expect(b.publisher).toBe('NCERT');
        expect(b.title.trim()).not.toBe('');
        expect(b.chapters.length).toBeGreaterThan(0);
      }
    }
  });

  it('numbers chapters 1..n with unique names, 2–5 topics each, concepts prefixed by the subject tag', () => {
    for (const s of CBSE_PRIMARY) {
      const prefix = `${SUBJECT_TAG[s.subject]}.`;
      for (const b of s.books) {
        expect(b.chapters.map((c) => c.number)).toEqual(b.chapters.map((_, i) => i + 1));
        expect(new Set(b.chapters.map((c) => c.name)).size).toBe(b.chapters.length);
        for (const c of b.chapters) {
          expect(c.name.trim(), `${b.id} ${c.number}`).not.toBe('');
          expect(c.topics.length, `${b.id} ${c.name}`).toBeGreaterThanOrEqual(2);
          expect(c.topics.length, `${b.id} ${c.name}`).toBeLessThanOrEqual(5);
          expect(new Set(c.topics.map((t) => t.name)).size).toBe(c.topics.length);
          for (const t of c.topics) {
            expect(t.concepts.length).toBeGreaterThan(0);
            for (const concept of t.concepts) {
              expect(concept).toMatch(CONCEPT);
              expect(concept.startsWith(prefix), concept).toBe(true);
            }
          }
        }
      }
    }
  });

  it('writes Hindi chapter names in Devanagari', () => {
    for (const s of CBSE_PRIMARY.filter((x) => x.subject === 'Hindi'))
      for (const c of s.books[0].chapters) expect(c.name, c.name).toMatch(/[\u0900-\u097F]/);
  });

  it('uses the NCF-2023 books where modelled as the default book', () => {
    const first = (grade: number, subject: string) =>
      CBSE_PRIMARY.find((s) => s.grade === grade && s.subject === subject)?.books[0].id;
    expect(first(1, 'Mathematics')).toBe('ncert-joyful-mathematics-1');
    expect(first(3, 'Mathematics')).toBe('ncert-maths-mela-3');
    expect(first(5, 'Mathematics')).toBe('ncert-maths-mela-5');
    expect(first(2, 'English')).toBe('ncert-mridang-2');
    expect(first(3, 'English')).toBe('ncert-santoor-3');
    expect(first(3, 'Science')).toBe('ncert-our-wondrous-world-3');
  });
});
