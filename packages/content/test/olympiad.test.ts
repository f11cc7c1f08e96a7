import {
  ZOlympiadConfigResponse,
  ZOlympiadSyllabusResponse,
  ZOlympiadTypesResponse,
  ZQbOlympiadGradesResponse,
} from '@app/shared/schemas/olympiad';
import { describe, expect, it } from 'vitest';
import {
  ACHIEVERS_SECTION,
  getBlueprintBand,
  getFallbackOlympiadConfig,
  getOlympiadConfig,
  getOlympiadSyllabus,
  getSyllabusBand,
  listGrades,
  listOlympiadTypes,
  listProviders,
  listSections,
  listTopics,
  listTypes,
  OLYMPIADS,
} from '../src/olympiad/index';

const CONCEPT = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;

/** Bands sorted by `from` must tile [from, to] exactly: no gap, no overlap. */
function expectTiles(bands: { from: number; to: number }[], from: number, to: number) {
  const sorted = [...bands].sort((a, b) => a.from - b.from);
  expect(sorted[0].from).toBe(from);
  expect(sorted.at(-1)!.to).toBe(to);
  for (let i = 0; i < sorted.length; i++) {
    expect(sorted[i].from).toBeLessThanOrEqual(sorted[i].to);
    if (i > 0) expect(sorted[i].from).toBe(sorted[i - 1].to + 1);
  }
}

describe('olympiad catalogue', () => {
  it('holds the seven SOF olympiads with unique codes', () => {
    expect(OLYMPIADS.map((o) => o.code).sort()).toEqual(['ICSO', 'IEO', 'IGKO', 'IHO', 'IMO', 'ISSO', 'NSO']);
    expect(new Set(OLYMPIADS.map((o) => o.code)).size).toBe(7);
    for (const o of OLYMPIADS) expect(o.provider).toBe('sof');
    const subjects = Object.fromEntries(OLYMPIADS.map((o) => [o.code, o.subject]));
    expect(subjects).toMatchObject({ IMO: 'Mathematics', NSO: 'Science', IEO: 'English', IHO: 'Hindi' });
    expect(subjects.ISSO).toBe('Social Studies');
  });

  it.each(OLYMPIADS.map((o) => [o.code, o] as const))('%s: blueprint and syllabus bands tile its grades', (_, o) => {
    expect(o.grades.from).toBeGreaterThanOrEqual(1);
    expect(o.grades.to).toBeLessThanOrEqual(12);
    expectTiles(o.blueprints, o.grades.from, o.grades.to);
    expectTiles(o.syllabus, o.grades.from, o.grades.to);
  });

  it.each(OLYMPIADS.map((o) => [o.code, o] as const))('%s: every band is a consistent 60-minute paper', (_, o) => {
    for (const b of o.blueprints) {
      const questions = b.sections.reduce((n, s) => n + s.questions, 0);
      const marks = b.sections.reduce((n, s) => n + s.questions * s.marks_per_question, 0);
      expect(b.duration_minutes).toBe(60);
      // SOF pattern: 35 questions / 40 marks up to class 4, 50 questions / 60 marks from class 5.
      expect([questions, marks]).toEqual(b.to <= 4 ? [35, 40] : [50, 60]);
      expect(b.sections.filter((s) => s.is_hot).map((s) => s.name)).toEqual([ACHIEVERS_SECTION]);
      const achievers = b.sections.find((s) => s.name === ACHIEVERS_SECTION)!;
      expect([achievers.questions, achievers.marks_per_question]).toEqual([5, b.to <= 4 ? 2 : 3]);
      for (const s of b.sections.filter((x) => !x.is_hot)) expect(s.marks_per_question).toBe(1);
      expect(new Set(b.sections.map((s) => s.name)).size).toBe(b.sections.length);
    }
  });

  it.each(OLYMPIADS.map((o) => [o.code, o] as const))(
    '%s: syllabus sections match the paper, topics are tagged',
    (_, o) => {
      for (let g = o.grades.from; g <= o.grades.to; g++) {
        const blueprint = getBlueprintBand(o, g)!;
        const syllabus = getSyllabusBand(o, g)!;
        expect(syllabus.sections.map((s) => s.name)).toEqual(blueprint.sections.map((s) => s.name));
        for (const s of syllabus.sections) {
          expect(s.topics.length).toBeGreaterThanOrEqual(3);
          expect(new Set(s.topics.map((t) => t.name)).size).toBe(s.topics.length);
          for (const t of s.topics) {
            expect(t.concept).toMatch(CONCEPT);
            expect(t.concept.startsWith(`olympiad.${o.code.toLowerCase()}.`)).toBe(true);
          }
        }
      }
    },
  );

  it('gives each topic name one concept tag per olympiad', () => {
    for (const o of OLYMPIADS) {
      const tags = new Map<string, string>();
      for (const band of o.syllabus)
        for (const s of band.sections)
          for (const t of s.topics) {
            expect(tags.get(t.name) ?? t.concept).toBe(t.concept);
            tags.set(t.name, t.concept);
          }
    }
  });

  it('follows the published grade ranges', () => {
    const grades = Object.fromEntries(OLYMPIADS.map((o) => [o.code, [o.grades.from, o.grades.to]]));
    expect(grades).toEqual({
      NSO: [1, 12],
      IMO: [1, 12],
      IEO: [1, 12],
      IGKO: [1, 10],
      ICSO: [1, 10],
      IHO: [3, 10],
      ISSO: [3, 10],
    });
  });
});

describe('olympiad queries', () => {
  it('lists the types in the /olympiad/types shape', () => {
    const res = ZOlympiadTypesResponse.parse(listOlympiadTypes());
    expect(res.olympiads[0].provider).toBe('sof');
    expect(res.olympiads[0].provider_name).toBe('Science Olympiad Foundation');
    expect(res.olympiads[0].olympiads).toHaveLength(7);
    expect(res.olympiads[0].olympiads).toContainEqual({
      code: 'IMO',
      name: 'International Mathematics Olympiad',
      subject: 'Mathematics',
      provider: 'sof',
    });
  });

  it('configures IMO class 5 as 50 questions, 60 marks, 60 minutes', () => {
    const res = ZOlympiadConfigResponse.parse(getOlympiadConfig({ grade: 5, subject: 'Mathematics' }));
    expect(res.available).toBe(true);
    const { olympiad } = res;
    expect(olympiad).toMatchObject({ code: 'IMO', provider: 'sof', name: 'International Mathematics Olympiad' });
    const config = olympiad!.config;
    expect(config.sections.reduce((n, s) => n + s.questions, 0)).toBe(50);
    expect(config.total_marks).toBe(60);
    expect(config.duration_minutes).toBe(60);
    expect(config.sections).toEqual([
      { name: 'Logical Reasoning', questions: 15, marks_per_question: 1, total_marks: 15, is_hot: false },
      { name: 'Mathematical Reasoning', questions: 20, marks_per_question: 1, total_marks: 20, is_hot: false },
      { name: 'Everyday Mathematics', questions: 10, marks_per_question: 1, total_marks: 10, is_hot: false },
      { name: 'Achievers Section', questions: 5, marks_per_question: 3, total_marks: 15, is_hot: true },
    ]);
  });

  it('configures IMO class 3 as 35 questions, 40 marks, 60 minutes', () => {
    const config = getOlympiadConfig({ grade: 3, subject: 'Mathematics' }).olympiad!.config;
    expect(config.sections.map((s) => [s.questions, s.marks_per_question])).toEqual([
      [10, 1],
      [10, 1],
      [10, 1],
      [5, 2],
    ]);
    expect(config.total_marks).toBe(40);
    expect(config.duration_minutes).toBe(60);
  });

  it('configures ICSO per SOF: LR 5/10, Computer Science 20/30, IT 5, named AI, Robotics and IT from class 6', () => {
    const sections = (grade: number) =>
      getOlympiadConfig({ grade, subject: 'Computer Science' }).olympiad!.config.sections.map((s) => [
        s.name,
        s.questions,
        s.marks_per_question,
      ]);
    expect(sections(3)).toEqual([
      ['Logical Reasoning', 5, 1],
      ['Computer Science', 20, 1],
      ['Information Technology', 5, 1],
      [ACHIEVERS_SECTION, 5, 2],
    ]);
    expect(sections(5)).toEqual([
      ['Logical Reasoning', 10, 1],
      ['Computer Science', 30, 1],
      ['Information Technology', 5, 1],
      [ACHIEVERS_SECTION, 5, 3],
    ]);
    for (const grade of [6, 8, 10])
      expect(sections(grade)).toEqual([
        ['Logical Reasoning', 10, 1],
        ['Computer Science', 30, 1],
        ['AI, Robotics and Information Technology', 5, 1],
        [ACHIEVERS_SECTION, 5, 3],
      ]);
  });

  it('keeps IEO language sections as the one combined count SOF publishes (30 or 45)', () => {
    const sections = (grade: number) =>
      getOlympiadConfig({ grade, subject: 'English' }).olympiad!.config.sections.map((s) => [s.name, s.questions]);
    const language = 'Word and Structure Knowledge, Reading, Spoken and Written Expression';
    expect(sections(2)).toEqual([
      [language, 30],
      [ACHIEVERS_SECTION, 5],
    ]);
    expect(sections(9)).toEqual([
      [language, 45],
      [ACHIEVERS_SECTION, 5],
    ]);
  });

  it('maps subjects to their olympiads, case-insensitively', () => {
    const code = (subject: string, grade = 7) => getOlympiadConfig({ grade, subject }).olympiad?.code;
    expect(code('Science')).toBe('NSO');
    expect(code('english')).toBe('IEO');
    expect(code('Hindi')).toBe('IHO');
    expect(code('Social Studies')).toBe('ISSO');
    expect(code('Physics', 11)).toBe('NSO');
    expect(code('IGKO')).toBe('IGKO');
    expect(code('Computer Science')).toBe('ICSO');
    const nso11 = getOlympiadConfig({ grade: 11, subject: 'Science' }).olympiad!.config;
    expect(nso11.sections.map((s) => s.name)).toEqual([
      'Physics and Chemistry',
      'Achievers Section',
      'Mathematics or Biology',
    ]);
  });

  it('answers unavailable with a message for an unknown subject or a grade outside the olympiad', () => {
    const unknown = ZOlympiadConfigResponse.parse(getOlympiadConfig({ grade: 5, subject: 'Sanskrit' }));
    expect(unknown).toEqual({ available: false, olympiad: null, message: expect.stringContaining('Sanskrit') });
    const tooYoung = getOlympiadConfig({ grade: 2, subject: 'Hindi' });
    expect(tooYoung.available).toBe(false);
    expect(tooYoung.message).toMatch(/classes 3 to 10/);
    expect(getOlympiadConfig({ grade: 5, subject: '  ' }).available).toBe(false);
  });

  it('falls back to 40 marks, 60 minutes and 3 sections', () => {
    const fallback = getFallbackOlympiadConfig();
    expect(fallback.total_marks).toBe(40);
    expect(fallback.duration_minutes).toBe(60);
    expect(fallback.sections).toHaveLength(3);
    expect(fallback.sections.reduce((n, s) => n + s.total_marks, 0)).toBe(40);
    expect(fallback.sections.filter((s) => s.is_hot)).toHaveLength(1);
  });

  it('returns the syllabus per grade', () => {
    const imo5 = ZOlympiadSyllabusResponse.parse(getOlympiadSyllabus('sof', 'IMO', 5));
    const mr = imo5.sections.find((s) => s.name === 'Mathematical Reasoning')!;
    expect(mr.topics).toEqual(
      expect.arrayContaining(['Numerals and Number Names', 'Fractions and Decimals', 'Data Handling']),
    );
    const lr = imo5.sections.find((s) => s.name === 'Logical Reasoning')!;
    expect(lr.topics).toEqual(expect.arrayContaining(['Patterns', 'Coding-Decoding', 'Mirror and Water Images']));
    expect(getOlympiadSyllabus('SOF', 'imo', 5)).toEqual(imo5);
    expect(getOlympiadSyllabus('sof', 'IHO', 2)).toBeNull();
    expect(getOlympiadSyllabus('sof', 'XYZ', 5)).toBeNull();
    expect(getOlympiadSyllabus('other', 'IMO', 5)).toBeNull();
    expect(getOlympiadSyllabus('sof', 'ISSO', 9)!.sections.map((s) => s.name)).toEqual([
      'History',
      'Geography',
      'Political Science',
      'Economics',
      'Achievers Section',
    ]);
  });

  it('walks the question-bank hierarchy consistently with the catalogue', () => {
    expect(listProviders()).toEqual(['sof']);
    expect(listTypes('sof')).toEqual(OLYMPIADS.map((o) => o.code));
    expect(listTypes('nobody')).toEqual([]);
    for (const code of listTypes('sof')) {
      const o = OLYMPIADS.find((x) => x.code === code)!;
      const grades = ZQbOlympiadGradesResponse.parse(listGrades('sof', code));
      expect(grades.subject).toBe(o.subject);
      expect(grades.grades[0]).toBe(o.grades.from);
      expect(grades.grades.at(-1)).toBe(o.grades.to);
      expect(grades.grades).toHaveLength(o.grades.to - o.grades.from + 1);
      for (const grade of grades.grades) {
        const syllabus = getOlympiadSyllabus('sof', code, grade)!;
        const sections = listSections('sof', code, grade);
        expect(sections).toEqual(syllabus.sections.map((s) => ({ name: s.name })));
        for (const { name } of sections)
          expect(listTopics('sof', code, grade, name)).toEqual(syllabus.sections.find((s) => s.name === name)!.topics);
      }
    }
    expect(listGrades('sof', 'XYZ')).toEqual({ grades: [], subject: '' });
    expect(listSections('sof', 'IMO', 13)).toEqual([]);
    expect(listTopics('sof', 'IMO', 5, 'No Such Section')).toEqual([]);
  });
});
