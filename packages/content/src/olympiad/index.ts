import { OLYMPIAD_PROVIDERS, OLYMPIADS } from './catalogue';
import type {
  BlueprintBand,
  BlueprintSection,
  CatalogueTopic,
  OlympiadConfigResponse,
  OlympiadDefinition,
  OlympiadGradesResponse,
  OlympiadMockConfig,
  OlympiadSyllabusResponse,
  OlympiadTypesResponse,
  SyllabusBand,
} from './types';

export * from './catalogue';
export type * from './types';

// Query layer over the catalogue for GET /olympiad/* (spec 02 §7) and GET /qb/olympiad/* (spec 03 §7).
// Pure and synchronous; lookups are case-insensitive on provider, code and subject.

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

const byProviderAndCode = new Map<string, OlympiadDefinition>(
  OLYMPIADS.map((o) => [`${o.provider}/${key(o.code)}`, o]),
);

/** The olympiad with this code from this provider. */
export function findOlympiad(provider: string, code: string): OlympiadDefinition | undefined {
  return byProviderAndCode.get(`${key(provider)}/${key(code)}`);
}

/** The olympiad with this code from any provider (codes are unique across the catalogue). */
export function findOlympiadByCode(code: string): OlympiadDefinition | undefined {
  return OLYMPIADS.find((o) => key(o.code) === key(code));
}

const inBand = (grade: number) => (b: { from: number; to: number }) => b.from <= grade && grade <= b.to;

export function getBlueprintBand(olympiad: OlympiadDefinition, grade: number): BlueprintBand | undefined {
  return olympiad.blueprints.find(inBand(grade));
}

export function getSyllabusBand(olympiad: OlympiadDefinition, grade: number): SyllabusBand | undefined {
  return olympiad.syllabus.find(inBand(grade));
}

/** The blueprint section (questions, marks per question, HOT flag) of an olympiad's paper for a grade. */
export function getSectionBlueprint(code: string, grade: number, section: string): BlueprintSection | undefined {
  const o = findOlympiadByCode(code);
  return o && getBlueprintBand(o, grade)?.sections.find((s) => s.name === section);
}

/** A syllabus topic with its concept tag; names match exactly as the bank stores them. */
export function findOlympiadTopic(
  code: string,
  grade: number,
  section: string,
  topic: string,
): CatalogueTopic | undefined {
  const o = findOlympiadByCode(code);
  const s = o && getSyllabusBand(o, grade)?.sections.find((x) => x.name === section);
  return s?.topics.find((t) => t.name === topic);
}

/** GET /olympiad/types. */
export function listOlympiadTypes(): OlympiadTypesResponse {
  return {
    olympiads: OLYMPIAD_PROVIDERS.map((p) => ({
      provider: p.code,
      provider_name: p.name,
      olympiads: p.olympiads.map(({ code, name, subject, provider }) => ({ code, name, subject, provider })),
    })),
  };
}

function toMockConfig(band: BlueprintBand): OlympiadMockConfig {
  const sections = band.sections.map((s) => ({
    name: s.name,
    questions: s.questions,
    marks_per_question: s.marks_per_question,
    total_marks: s.questions * s.marks_per_question,
    is_hot: s.is_hot,
  }));
  return {
    sections,
    total_marks: sections.reduce((sum, s) => sum + s.total_marks, 0),
    duration_minutes: band.duration_minutes,
  };
}

/** Spec 02 §9: the mock used when no configuration is found: 40 marks, 60 minutes, 3 sections. */
export function getFallbackOlympiadConfig(): OlympiadMockConfig {
  return toMockConfig({
    from: 1,
    to: 12,
    duration_minutes: 60,
    sections: [
      { name: 'Section 1', questions: 15, marks_per_question: 1, is_hot: false },
      { name: 'Section 2', questions: 15, marks_per_question: 1, is_hot: false },
      { name: 'Achievers Section', questions: 5, marks_per_question: 2, is_hot: true },
    ],
  });
}

/** The olympiad serving a subject (its subject, an alias such as Physics for NSO, its code or its name). */
export function findOlympiadForSubject(subject: string): OlympiadDefinition | undefined {
  const k = key(subject);
  if (!k) return undefined;
  return OLYMPIADS.find((o) => [o.subject, o.code, o.name, ...(o.subject_aliases ?? [])].some((s) => key(s) === k));
}

/** GET /olympiad/config?grade&subject. */
export function getOlympiadConfig({ grade, subject }: { grade: number; subject: string }): OlympiadConfigResponse {
  const olympiad = findOlympiadForSubject(subject);
  if (!olympiad)
    return {
      available: false,
      olympiad: null,
      message: subject.trim()
        ? `No olympiad is available for ${subject.trim()} yet.`
        : 'Choose a subject to see its olympiad.',
    };
  const band = getBlueprintBand(olympiad, grade);
  if (!band)
    return {
      available: false,
      olympiad: null,
      message: `The ${olympiad.name} (${olympiad.code}) is held for classes ${olympiad.grades.from} to ${olympiad.grades.to}, not for class ${grade}.`,
    };
  const config = toMockConfig(band);
  return {
    available: true,
    olympiad: { name: olympiad.name, provider: olympiad.provider, code: olympiad.code, config },
    message: `${olympiad.code} class ${grade}: ${config.sections.reduce((n, s) => n + s.questions, 0)} questions, ${config.total_marks} marks, ${config.duration_minutes} minutes.`,
  };
}

/** GET /olympiad/{provider}/{code}/syllabus?grade; null for an unknown olympiad or a grade it does not run for. */
export function getOlympiadSyllabus(provider: string, code: string, grade: number): OlympiadSyllabusResponse | null {
  const o = findOlympiad(provider, code);
  const band = o && getSyllabusBand(o, grade);
  if (!band) return null;
  return { sections: band.sections.map((s) => ({ name: s.name, topics: s.topics.map((t) => t.name) })) };
}

/** GET /qb/olympiad/providers. */
export function listProviders(): string[] {
  return OLYMPIAD_PROVIDERS.map((p) => p.code);
}

/** GET /qb/olympiad/types?provider: olympiad codes. */
export function listTypes(provider: string): string[] {
  return OLYMPIAD_PROVIDERS.find((p) => p.code === key(provider))?.olympiads.map((o) => o.code) ?? [];
}

/** GET /qb/olympiad/grades?provider&olympiad_type: the grades and the subject the bank files questions under. */
export function listGrades(provider: string, code: string): OlympiadGradesResponse {
  const o = findOlympiad(provider, code);
  if (!o) return { grades: [], subject: '' };
  const grades: number[] = [];
  for (let g = o.grades.from; g <= o.grades.to; g++) grades.push(g);
  return { grades, subject: o.subject };
}

/** GET /qb/olympiad/sections?provider&olympiad_type&grade. */
export function listSections(provider: string, code: string, grade: number): { name: string }[] {
  return getOlympiadSyllabus(provider, code, grade)?.sections.map((s) => ({ name: s.name })) ?? [];
}

/** GET /qb/olympiad/topics?provider&olympiad_type&grade&section. */
export function listTopics(provider: string, code: string, grade: number, section: string): string[] {
  return getOlympiadSyllabus(provider, code, grade)?.sections.find((s) => s.name === section)?.topics ?? [];
}
