import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeText, conceptBand, gradeFromPercent, percentOf, scoreColour } from '../src/rules/grading';

describe('grading rules', () => {
  it('maps boundaries to letter grades', () => {
    const cases: [number, string][] = [
      [100, 'A+'],
      [90, 'A+'],
      [89.9, 'A'],
      [80, 'A'],
      [79.9, 'B'],
      [70, 'B'],
      [69.9, 'C'],
      [60, 'C'],
      [59.9, 'D'],
      [50, 'D'],
      [49.9, 'F'],
      [0, 'F'],
    ];
    for (const [pct, grade] of cases) expect(gradeFromPercent(pct), `${pct}`).toBe(grade);
  });

  it('maps boundaries to concept bands', () => {
    expect(conceptBand(90)).toBe('mastered');
    expect(conceptBand(89)).toBe('strong');
    expect(conceptBand(75)).toBe('strong');
    expect(conceptBand(74)).toBe('developing');
    expect(conceptBand(50)).toBe('developing');
    expect(conceptBand(49)).toBe('at_risk');
    expect(conceptBand(35)).toBe('at_risk');
    expect(conceptBand(34.9)).toBe('needs_attention');
  });

  it('colours scores by 90/80/70', () => {
    expect([95, 85, 75, 65].map(scoreColour)).toEqual(['green', 'blue', 'yellow', 'red']);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('percent is clamped to 0..100 and monotone in score', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200 }), fc.integer({ min: 1, max: 150 }), (s, m) => {
        const p = percentOf(s, m);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(percentOf(s + 1, m)).toBeGreaterThanOrEqual(p);
      }),
    );
    expect(percentOf(5, 0)).toBe(0);
  });
});
