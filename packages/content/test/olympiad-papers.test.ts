import { questionDedupKey } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { BANK_OLYMPIAD, SEED_BANK } from '../src/bank/index';
import { ACHIEVERS_SECTION, findOlympiadByCode, getBlueprintBand, getOlympiadConfig } from '../src/olympiad/index';

/**
 * Olympiads and classes whose bank holds a full mock paper in SOF's pattern (every section, Achievers included).
 * The content README lists the classes not covered yet; add a class here when its file is complete.
 */
export const FULL_MOCK_PAPERS: Record<string, number[]> = {
  IMO: [3, 7],
  NSO: [3, 7],
  IEO: [3, 7],
  IGKO: [3, 7],
  IHO: [3, 7],
  ISSO: [3, 7],
  ICSO: [5],
};

const inSection = (code: string, grade: number, section: string) =>
  BANK_OLYMPIAD.filter((q) => q.olympiad_code === code && q.grade === grade && q.chapter === section);

const cases = Object.entries(FULL_MOCK_PAPERS).flatMap(([code, grades]) =>
  grades.map((grade) => [code, grade] as const),
);

describe('full olympiad mock papers from the bank', () => {
  it.each(cases)('%s class %i: every section holds at least the questions its paper asks for', (code, grade) => {
    const band = getBlueprintBand(findOlympiadByCode(code)!, grade)!;
    expect(band.sections.map((s) => s.name)).toContain(ACHIEVERS_SECTION);
    for (const section of band.sections)
      expect(inSection(code, grade, section.name).length, `${code} ${grade} ${section.name}`).toBeGreaterThanOrEqual(
        section.questions,
      );
  });

  it.each(cases)(
    '%s class %i: assembles one paper with the published questions, marks and HOT section',
    (code, grade) => {
      const config = getOlympiadConfig({ grade, subject: code });
      expect(config.available).toBe(true);
      const sections = config.olympiad!.config.sections;
      const paper = sections.flatMap((s) => inSection(code, grade, s.name).slice(0, s.questions));
      expect(paper.length).toBe(sections.reduce((n, s) => n + s.questions, 0));
      expect([35, 50]).toContain(paper.length);
      expect(paper.reduce((n, q) => n + q.marks, 0)).toBe(config.olympiad!.config.total_marks);
      for (const q of paper.filter((q) => q.chapter === ACHIEVERS_SECTION))
        expect(['hard', 'extreme']).toContain(q.difficulty);
      // The server stores questions by content; a repeat anywhere in the bank would silently shorten the paper.
      const keys = new Set(paper.map(questionDedupKey));
      expect(keys.size).toBe(paper.length);
    },
  );

  it('no olympiad question repeats another question of the bank (the server would keep only one)', () => {
    const count = new Map<string, number>();
    for (const q of SEED_BANK) count.set(questionDedupKey(q), (count.get(questionDedupKey(q)) ?? 0) + 1);
    const repeated = BANK_OLYMPIAD.filter((q) => (count.get(questionDedupKey(q)) ?? 0) > 1).map(
      (q) => `${q.olympiad_code} ${q.grade}: ${q.question_text}`,
    );
    expect(repeated).toEqual([]);
  });
});
