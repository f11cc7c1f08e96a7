import type { BlueprintBand, CatalogueTopic, OlympiadDefinition, SyllabusBand, SyllabusSection } from './types';

/** SOF's higher-order-thinking section; the only HOT section of every paper. */
export const ACHIEVERS_SECTION = 'Achievers Section';
export const SOF_PROVIDER = 'sof';
export const MOCK_DURATION_MINUTES = 60;

/** Topic given by name, or as [name, slug] when the name has no Latin letters (Hindi topics). */
export type TopicInput = string | readonly [name: string, slug: string];

/** Section → topics, or → the name of another section of the same band whose topics it shares. */
export type SectionTopicsInput = Record<string, readonly TopicInput[] | string>;

export interface SyllabusBandInput {
  from: number;
  to: number;
  sections: SectionTopicsInput;
  /** Sections whose topics the Achievers Section draws on (SOF: "Syllabus as per Section 2"). */
  achievers_from: readonly string[];
}

export interface OlympiadInput {
  code: string;
  name: string;
  subject: string;
  subject_aliases?: string[];
  grades: [number, number];
  /** Per band: [section name, questions, marks per question]; HOT is the Achievers Section. */
  blueprints: { from: number; to: number; sections: [string, number, number][] }[];
  syllabus: SyllabusBandInput[];
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function buildTopics(code: string, inputs: readonly TopicInput[]): CatalogueTopic[] {
  return inputs.map((t) => {
    const [name, slug] = typeof t === 'string' ? [t, slugify(t)] : [t[0], t[1]];
    if (!slug) throw new Error(`olympiad ${code}: topic "${name}" needs an explicit slug`);
    return { name, concept: `olympiad.${code.toLowerCase()}.${slug}` };
  });
}

function uniqueByName(topics: CatalogueTopic[]): CatalogueTopic[] {
  const seen = new Set<string>();
  return topics.filter((t) => !seen.has(t.name) && seen.add(t.name));
}

/**
 * Builds a catalogue entry. Syllabus sections follow the order of the blueprint band that holds them, so a band's
 * mock sections and its syllabus sections always agree; a mismatch is a data error and fails at load.
 */
export function defineOlympiad(input: OlympiadInput): OlympiadDefinition {
  const { code } = input;
  const blueprints: BlueprintBand[] = input.blueprints.map((b) => ({
    from: b.from,
    to: b.to,
    duration_minutes: MOCK_DURATION_MINUTES,
    sections: b.sections.map(([name, questions, marks_per_question]) => ({
      name,
      questions,
      marks_per_question,
      is_hot: name === ACHIEVERS_SECTION,
    })),
  }));
  const syllabus: SyllabusBand[] = input.syllabus.map((band) => {
    const blueprint = blueprints.find((b) => b.from <= band.from && band.to <= b.to);
    if (!blueprint)
      throw new Error(`olympiad ${code}: syllabus ${band.from}-${band.to} is not inside one blueprint band`);
    const own = new Map<string, CatalogueTopic[]>();
    const resolve = (name: string, depth = 0): CatalogueTopic[] => {
      const cached = own.get(name);
      if (cached) return cached;
      const value = band.sections[name];
      if (value === undefined || depth > 3)
        throw new Error(`olympiad ${code} ${band.from}-${band.to}: no topics for ${name}`);
      const topics = typeof value === 'string' ? resolve(value, depth + 1) : buildTopics(code, value);
      own.set(name, topics);
      return topics;
    };
    const sections: SyllabusSection[] = blueprint.sections.map((s) => ({
      name: s.name,
      topics:
        s.name === ACHIEVERS_SECTION
          ? uniqueByName(band.achievers_from.flatMap((from) => resolve(from)))
          : resolve(s.name),
    }));
    for (const name of Object.keys(band.sections))
      if (!sections.some((s) => s.name === name))
        throw new Error(`olympiad ${code} ${band.from}-${band.to}: ${name} is not a section of the paper`);
    return { from: band.from, to: band.to, sections };
  });
  return {
    code,
    name: input.name,
    subject: input.subject,
    ...(input.subject_aliases ? { subject_aliases: input.subject_aliases } : {}),
    provider: SOF_PROVIDER,
    grades: { from: input.grades[0], to: input.grades[1] },
    blueprints,
    syllabus,
  };
}
