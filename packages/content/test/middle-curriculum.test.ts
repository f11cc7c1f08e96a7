import { describe, expect, it } from 'vitest';
import { CBSE_MIDDLE } from '../src/curriculum/cbse/middle';
import { SUBJECT_TAG } from '../src/curriculum/types';

const SUBJECTS = ['Mathematics', 'Science', 'English', 'Hindi', 'Social Studies'] as const;
const CONCEPT = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;

describe('CBSE_MIDDLE curriculum', () => {
  it('holds exactly grades 6–8 with the five subjects once each', () => {
    const keys = CBSE_MIDDLE.map((c) => `${c.grade}|${c.subject}`);
    const expected = [6, 7, 8].flatMap((g) => SUBJECTS.map((s) => `${g}|${s}`));
    expect([...keys].sort()).toEqual([...expected].sort());
    for (const c of CBSE_MIDDLE) expect(c.board).toBe('CBSE');
  });

  it('has book ids unique, kebab-case and NCERT-published', () => {
    const ids = CBSE_MIDDLE.flatMap((c) => c.books.map((b) => b.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CBSE_MIDDLE) {
      expect(c.books.length).toBeGreaterThan(0);
      for (const b of c.books) {
        expect(b.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(b.publisher).toBe('NCERT');
        expect(b.title.trim()).not.toBe('');
      }
    }
  });

  it('numbers chapters consecutively from 1 with unique names and 2–5 topics', () => {
    for (const c of CBSE_MIDDLE)
      for (const b of c.books) {
        expect(b.chapters.length, b.id).toBeGreaterThan(0);
        expect(b.chapters.map((ch) => ch.number)).toEqual(b.chapters.map((_, i) => i + 1));
        const names = b.chapters.map((ch) => ch.name);
        expect(new Set(names).size, b.id).toBe(names.length);
        for (const ch of b.chapters) {
          expect(ch.name.trim()).not.toBe('');
          expect(ch.topics.length, `${b.id} ${ch.name}`).toBeGreaterThanOrEqual(2);
          expect(ch.topics.length, `${b.id} ${ch.name}`).toBeLessThanOrEqual(5);
          const topicNames = ch.topics.map((t) => t.name);
          expect(new Set(topicNames).size, `${b.id} ${ch.name}`).toBe(topicNames.length);
        }
      }
  });

  it('tags every topic with concepts prefixed by its subject', () => {
    for (const c of CBSE_MIDDLE) {
      const prefix = `${SUBJECT_TAG[c.subject]}.`;
      for (const b of c.books)
        for (const ch of b.chapters)
          for (const t of ch.topics) {
            expect(t.name.trim()).not.toBe('');
            expect(t.concepts.length, `${b.id} ${ch.name} ${t.name}`).toBeGreaterThan(0);
            for (const concept of t.concepts) {
              expect(concept).toMatch(CONCEPT);
              expect(concept.startsWith(prefix), concept).toBe(true);
            }
          }
    }
  });

  it('writes Hindi chapter names in Devanagari', () => {
    for (const c of CBSE_MIDDLE.filter((x) => x.subject === 'Hindi'))
      for (const b of c.books) for (const ch of b.chapters) expect(ch.name).toMatch(/[\u0900-\u097F]/);
  });
});
