import { questionDedupKey, validateQuestion, ZBankQuestion } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { BANK_OLYMPIAD } from '../src/bank/index';
import {
  ACHIEVERS_SECTION,
  findOlympiadByCode,
  findOlympiadTopic,
  getBlueprintBand,
  getSectionBlueprint,
  getSyllabusBand,
} from '../src/olympiad/index';

const where = (q: (typeof BANK_OLYMPIAD)[number]) =>
  `${q.olympiad_code} ${q.grade} ${q.chapter} / ${q.topic}: ${q.question_text.slice(0, 60)}`;

/** Grades covered per olympiad, and the minimum questions per (olympiad, grade, section). */
const PROMISED: Record<string, number[]> = {
  IMO: [3, 7],
  NSO: [3, 7],
  IEO: [3, 7],
  IGKO: [3, 7],
  IHO: [3, 7],
  ISSO: [3, 7],
  ICSO: [5],
};
const PER_SECTION = 5;

describe('olympiad seed bank', () => {
  it('holds at least 200 questions', () => {
    expect(BANK_OLYMPIAD.length).toBeGreaterThanOrEqual(200);
  });

  it('parses and validates every question as an olympiad MCQ', () => {
    const problems: string[] = [];
    for (const q of BANK_OLYMPIAD) {
      const parsed = ZBankQuestion.safeParse(q);
      if (!parsed.success) problems.push(`${where(q)}: ${parsed.error.message}`);
      for (const p of validateQuestion(q)) problems.push(`${where(q)}: ${p}`);
      if (q.question_mode !== 'olympiad' || q.question_type !== 'mcq')
        problems.push(`${where(q)}: not an olympiad MCQ`);
      if (!q.answer_explanation.trim()) problems.push(`${where(q)}: no explanation`);
      for (const wrong of Object.keys(q.misconceptions ?? {}))
        if (!q.options?.includes(wrong) || wrong === q.answer) problems.push(`${where(q)}: misconception on ${wrong}`);
    }
    expect(problems).toEqual([]);
  });

  it('files every question where the catalogue puts it, with the blueprint marks', () => {
    const problems: string[] = [];
    for (const q of BANK_OLYMPIAD) {
      const o = findOlympiadByCode(q.olympiad_code ?? '');
      if (!o) {
        problems.push(`${where(q)}: unknown olympiad`);
        continue;
      }
      if (q.board !== o.provider || q.subject !== o.subject) problems.push(`${where(q)}: board/subject`);
      const syllabus = getSyllabusBand(o, q.grade);
      if (!syllabus?.sections.some((s) => s.name === q.chapter)) problems.push(`${where(q)}: no such section`);
      const topic = findOlympiadTopic(o.code, q.grade, q.chapter, q.topic);
      if (!topic) problems.push(`${where(q)}: no such topic`);
      else if (topic.concept !== q.concept) problems.push(`${where(q)}: concept ${q.concept}`);
      const section = getSectionBlueprint(o.code, q.grade, q.chapter);
      if (section?.marks_per_question !== q.marks) problems.push(`${where(q)}: marks ${q.marks}`);
      if (section?.is_hot && !['hard', 'extreme'].includes(q.difficulty))
        problems.push(`${where(q)}: Achievers questions must be hard or extreme`);
    }
    expect(problems).toEqual([]);
  });

  it('has no duplicate questions', () => {
    const seen = new Map<string, string>();
    const dups: string[] = [];
    for (const q of BANK_OLYMPIAD) {
      const key = questionDedupKey(q);
      if (seen.has(key)) dups.push(where(q));
      seen.set(key, where(q));
    }
    expect(dups).toEqual([]);
  });

  it('spreads the correct option over all four positions', () => {
    const positions = new Set(BANK_OLYMPIAD.map((q) => q.options!.indexOf(q.answer)));
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it.each(Object.entries(PROMISED))('%s covers every section of its promised grades', (code, grades) => {
    const o = findOlympiadByCode(code)!;
    for (const grade of grades) {
      const sections = getBlueprintBand(o, grade)!.sections.map((s) => s.name);
      expect(sections).toContain(ACHIEVERS_SECTION);
      for (const section of sections) {
        const n = BANK_OLYMPIAD.filter(
          (q) => q.olympiad_code === code && q.grade === grade && q.chapter === section,
        ).length;
        expect(n, `${code} class ${grade} ${section}`).toBeGreaterThanOrEqual(PER_SECTION);
      }
    }
  });
});
