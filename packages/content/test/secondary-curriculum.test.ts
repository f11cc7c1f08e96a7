import { describe, expect, it } from 'vitest';
import { CBSE_SECONDARY } from '../src/curriculum/cbse/secondary';
import { SUBJECT_TAG } from '../src/curriculum/types';

const FIVE = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'];

describe('CBSE secondary curriculum', () => {
  it('covers grades 9 and 10 with the five subjects, once each', () => {
    for (const grade of [9, 10]) {
      const subjects = CBSE_SECONDARY.filter((s) => s.grade === grade).map((s) => s.subject);
      expect([...subjects].sort()).toEqual([...FIVE].sort());
    }
    expect(CBSE_SECONDARY.every((s) => s.board === 'CBSE' && !s.mapped_from)).toBe(true);
  });

  it('has unique kebab-case NCERT book ids', () => {
    const books = CBSE_SECONDARY.flatMap((s) => s.books);
    const ids = books.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of books) {
      expect(b.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.publisher).toBe('NCERT');
      expect(b.title.trim()).not.toBe('');
    }
  });

  it('numbers chapters from 1, keeps names unique and topics/concepts well-formed', () => {
    for (const s of CBSE_SECONDARY) {
      expect(s.books.length).toBeGreaterThan(0);
      const prefix = `${SUBJECT_TAG[s.subject]}.`;
      for (const b of s.books) {
        expect(b.chapters.length, b.id).toBeGreaterThan(0);
        expect(b.chapters.map((c) => c.number)).toEqual(b.chapters.map((_, i) => i + 1));
        expect(new Set(b.chapters.map((c) => c.name)).size, b.id).toBe(b.chapters.length);
        for (const c of b.chapters) {
          expect(c.topics.length, `${b.id}/${c.name}`).toBeGreaterThanOrEqual(2);
          expect(c.topics.length, `${b.id}/${c.name}`).toBeLessThanOrEqual(5);
          expect(new Set(c.topics.map((t) => t.name)).size).toBe(c.topics.length);
          for (const t of c.topics) {
            expect(t.concepts.length, `${c.name}/${t.name}`).toBeGreaterThan(0);
            for (const tag of t.concepts) {
              expect(tag.startsWith(prefix), tag).toBe(true);
              expect(tag).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+)+$/);
            }
          }
        }
      }
    }
  });

  it('follows the rationalised NCERT chapter lists', () => {
    const names = (grade: number, subject: string) =>
      CBSE_SECONDARY.find((s) => s.grade === grade && s.subject === subject)!.books[0].chapters.map((c) => c.name);
    expect(names(9, 'Mathematics')).toHaveLength(12);
    expect(names(10, 'Mathematics')).toEqual([
      'Real Numbers',
      'Polynomials',
      'Pair of Linear Equations in Two Variables',
      'Quadratic Equations',
      'Arithmetic Progressions',
      'Triangles',
      'Coordinate Geometry',
      'Introduction to Trigonometry',
      'Some Applications of Trigonometry',
      'Circles',
      'Areas Related to Circles',
      'Surface Areas and Volumes',
      'Statistics',
      'Probability',
    ]);
    expect(names(9, 'Science')).toHaveLength(12);
    expect(names(10, 'Science')).toHaveLength(13);
    expect(names(9, 'Social Studies')[0]).toBe('History: The French Revolution');
    expect(names(10, 'Social Studies')[0]).toBe('History: The Rise of Nationalism in Europe');
    for (const grade of [9, 10])
      for (const c of names(grade, 'Social Studies'))
        expect(c).toMatch(/^(History|Geography|Political Science|Economics): /);
    const english = CBSE_SECONDARY.filter((s) => s.subject === 'English').map((s) => s.books.map((b) => b.title));
    expect(english).toEqual([
      ['Beehive', 'Moments'],
      ['First Flight', 'Footprints without Feet'],
    ]);
    for (const s of CBSE_SECONDARY.filter((x) => x.subject === 'Hindi')) {
      expect(s.books[0].title).toMatch(/^क्षितिज/);
      expect(s.books).toHaveLength(4);
    }
  });
});
