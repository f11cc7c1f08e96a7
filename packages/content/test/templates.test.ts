import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../../shared/src/schemas/question';
import { ZTemplatesResponse } from '../../shared/src/schemas/content';
import {
  getTemplates,
  questionsForGeneration,
  TEMPLATE_KEYS,
  TEMPLATES,
  WORKSHEET_MAX_QUESTIONS,
} from '../src/templates';

describe('worksheet templates', () => {
  it('has the spec fallback set with its question counts', () => {
    expect(Object.keys(TEMPLATES)).toEqual([...TEMPLATE_KEYS]);
    const stated = Object.fromEntries(Object.entries(TEMPLATES).map(([k, t]) => [t.name, [k, t.questions]]));
    expect(stated).toEqual({
      Custom: ['custom', 10],
      'Short Practice': ['short_practice', 5],
      'Mock Test': ['mock_test', 25],
      'Full Assessment': ['full_assessment', 50],
      'Skill Assessment': ['skill_assessment', 15],
    });
  });

  it('matches the response schema, with known, distinct question types', () => {
    const body = getTemplates();
    expect(ZTemplatesResponse.parse(body)).toEqual(body);
    for (const t of Object.values(TEMPLATES)) {
      expect(t.question_types.length).toBeGreaterThan(0);
      expect(new Set(t.question_types).size).toBe(t.question_types.length);
      for (const q of t.question_types) expect(QUESTION_TYPES).toContain(q);
    }
  });

  it('never pre-fills more than one generation allows, and says so where it states more', () => {
    for (const t of Object.values(TEMPLATES)) {
      expect(t.default_questions).toBeGreaterThanOrEqual(1);
      expect(t.default_questions).toBeLessThanOrEqual(WORKSHEET_MAX_QUESTIONS);
      expect(Boolean(t.note)).toBe(t.questions > WORKSHEET_MAX_QUESTIONS);
    }
    expect(TEMPLATES.full_assessment.default_questions).toBe(35);
  });

  it('questionsForGeneration uses the request, else the template default, clamped to 1-35', () => {
    expect(questionsForGeneration('full_assessment')).toBe(35);
    expect(questionsForGeneration('short_practice')).toBe(5);
    expect(questionsForGeneration('unknown')).toBe(10);
    expect(questionsForGeneration(null, null)).toBe(10);
    expect(questionsForGeneration('mock_test', 50)).toBe(35);
    expect(questionsForGeneration('mock_test', Number.NaN)).toBe(25);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(...TEMPLATE_KEYS), (n, key) => {
        const got = questionsForGeneration(key, n);
        expect(got).toBe(Math.min(35, Math.max(1, n)));
      }),
    );
  });
});
