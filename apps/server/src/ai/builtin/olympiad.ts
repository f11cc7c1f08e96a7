import { questionsForGeneration } from '@app/content/templates';
import {
  getFallbackOlympiadConfig,
  getOlympiadConfig,
  getOlympiadSyllabus,
  type OlympiadMockConfig,
} from '@app/content/olympiad/index';
import { familiesFor } from '@app/content/generators/index';
import type { AiDifficulty } from '@app/shared';
import { assembleWorksheet, shortfallOf } from '../assemble';
import type { GeneratedWorksheet, OlympiadMetadata, OlympiadRequest } from '../types';
import type { QuestionSource } from './question-source';
import { type PlacedQuestion, selectQuestions } from './select';

export const MOCK_INSTRUCTIONS = [
  'All questions are multiple choice with one correct answer.',
  'Complete the sections in order.',
  'You will be warned 5 minutes before the end; the test is submitted automatically when time runs out.',
];

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
/** Olympiad sections whose topics are school maths chapters, so the generators can serve them (IMO). */
const isMathsSection = (code: string | undefined, section: string) =>
  code === 'IMO' && key(section) !== 'logical reasoning';

/**
 * Olympiad topics are named by the olympiad, not by NCERT chapters: the ones that match a generator chapter
 * narrow the generators; when none do, any family for the grade serves (an IMO section is school maths).
 */
function generatorScope(grade: number, topics: string[]): string[] | 'any' {
  const mapped = topics.filter((t) => familiesFor({ grade, chapter: t }).length > 0);
  return mapped.length > 0 ? mapped : 'any';
}

export interface OlympiadContext {
  olympiad: { code: string; name: string; provider: string } | null;
  config: OlympiadMockConfig;
  syllabus: { name: string; topics: string[] }[];
}

export function olympiadContext(grade: number, subject: string): OlympiadContext {
  const cfg = getOlympiadConfig({ grade, subject });
  if (!cfg.olympiad) return { olympiad: null, config: getFallbackOlympiadConfig(), syllabus: [] };
  const { code, name, provider, config } = cfg.olympiad;
  return {
    olympiad: { code, name, provider },
    config,
    syllabus: getOlympiadSyllabus(provider, code, grade)?.sections ?? [],
  };
}

/** Practice: chosen topics (or sections), all MCQ, from the olympiad bank, topped up by generators for IMO. */
export async function generateBuiltinOlympiadPractice(
  source: QuestionSource,
  req: OlympiadRequest & { seed: string },
): Promise<GeneratedWorksheet> {
  const ctx = olympiadContext(req.grade, req.subject);
  const count = questionsForGeneration(null, req.question_count);
  const difficulty: AiDifficulty = req.difficulty_level ?? 'auto';
  const wanted = new Set((req.topics ?? []).map(key));
  // A section name selects all its topics.
  const topics = ctx.syllabus.flatMap((s) =>
    wanted.has(key(s.name)) ? s.topics : s.topics.filter((t) => wanted.has(key(t))),
  );
  const mathsChapters = [
    ...new Set(
      ctx.syllabus
        .filter((s) => isMathsSection(ctx.olympiad?.code, s.name))
        .flatMap((s) => s.topics.filter((t) => wanted.size === 0 || wanted.has(key(t)) || wanted.has(key(s.name)))),
    ),
  ];
  const { questions } = await selectQuestions(source, {
    mode: 'olympiad',
    board: ctx.olympiad?.provider ?? '',
    grade: req.grade,
    subject: req.subject,
    topics: [...new Set(topics)],
    difficulty,
    types: ['mcq'],
    count,
    seed: req.seed,
    olympiad_code: ctx.olympiad?.code,
    generatorChapters: ctx.olympiad?.code === 'IMO' ? generatorScope(req.grade, mathsChapters) : null,
    seen: new Set(),
  });
  const metadata: OlympiadMetadata = {
    mode: 'practice',
    olympiad: ctx.olympiad,
    topics: req.topics ?? [],
    total_marks: questions.reduce((s, q) => s + q.marks, 0),
    duration_minutes: null,
    sections: [],
  };
  return assembleWorksheet({
    title: `Olympiad ${req.subject} Practice`,
    board: ctx.olympiad?.provider ?? '',
    grade: req.grade,
    subject: req.subject,
    topics: req.topics ?? [],
    difficulty,
    questions,
    shortfall: shortfallOf(count, questions.length),
    generated_by: { provider: 'builtin', model: 'builtin-v1', attempts: 0 },
    seed: req.seed,
    olympiad: metadata,
  });
}

/** Difficulty per mock section: the HOT (Achievers) section is hard, the rest a mix. */
export const sectionDifficulty = (isHot: boolean): AiDifficulty => (isHot ? 'hard' : 'auto');

/** Mock: the catalogue blueprint section by section, marks per section, HOT flagged, shortfall per section. */
export async function generateBuiltinOlympiadMock(
  source: QuestionSource,
  req: OlympiadRequest & { seed: string },
): Promise<GeneratedWorksheet> {
  const ctx = olympiadContext(req.grade, req.subject);
  const seen = new Set<string>();
  const all: PlacedQuestion[] = [];
  const sections: NonNullable<ReturnType<typeof shortfallOf>>['sections'] = [];
  for (const [i, section] of ctx.config.sections.entries()) {
    const topics = ctx.syllabus.find((s) => s.name === section.name)?.topics ?? [];
    const { questions } = await selectQuestions(source, {
      mode: 'olympiad',
      board: ctx.olympiad?.provider ?? '',
      grade: req.grade,
      subject: req.subject,
      difficulty: sectionDifficulty(section.is_hot),
      types: ['mcq'],
      count: section.questions,
      seed: `${req.seed}|section${i}`,
      olympiad_code: ctx.olympiad?.code,
      // The fallback paper has no catalogue sections: any of the subject's olympiad questions serve.
      section: ctx.olympiad ? section.name : undefined,
      topics: [],
      generatorChapters: isMathsSection(ctx.olympiad?.code, section.name) ? generatorScope(req.grade, topics) : null,
      seen,
    });
    all.push(...questions.map((q) => ({ ...q, marks: section.marks_per_question, section: section.name })));
    sections.push({ name: section.name, requested: section.questions, available: questions.length });
  }
  const requested = ctx.config.sections.reduce((s, x) => s + x.questions, 0);
  const short = sections.filter((s) => s.available < s.requested);
  const shortfall = shortfallOf(requested, all.length, {
    sections,
    ...(short.length
      ? {
          message: `${all.length} of ${requested} questions available offline (${short.map((s) => `${s.name}: ${s.available} of ${s.requested}`).join('; ')}); configure an AI provider for more`,
        }
      : {}),
  });
  const metadata: OlympiadMetadata = {
    mode: 'mock',
    olympiad: ctx.olympiad,
    topics: ctx.syllabus.map((s) => s.name),
    total_marks: ctx.config.total_marks,
    duration_minutes: ctx.config.duration_minutes,
    sections: ctx.config.sections,
  };
  return assembleWorksheet({
    title: `Olympiad ${req.subject} Mock Test`,
    board: ctx.olympiad?.provider ?? '',
    grade: req.grade,
    subject: req.subject,
    topics: metadata.topics,
    difficulty: 'auto',
    questions: all,
    shortfall,
    generated_by: { provider: 'builtin', model: 'builtin-v1', attempts: 0 },
    seed: req.seed,
    olympiad: metadata,
    instructions: MOCK_INSTRUCTIONS,
  });
}
