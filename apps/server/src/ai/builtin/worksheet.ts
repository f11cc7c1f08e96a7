import { questionsForGeneration, TEMPLATES, type TemplateKey } from '@app/content/templates';
import { type AiDifficulty, QUESTION_TYPES, type QuestionType } from '@app/shared';
import { assembleWorksheet, shortfallOf } from '../assemble';
import type { GeneratedWorksheet, WorksheetRequest } from '../types';
import type { QuestionSource } from './question-source';
import { resolveScope } from './scope';
import { selectQuestions } from './select';

/** Requested types: the request's, else the template's, else the Custom template's; in the spec's order. */
export function typesFor(req: { template?: string | null; question_types?: QuestionType[] | null }): QuestionType[] {
  const fromTemplate =
    req.template && req.template in TEMPLATES ? TEMPLATES[req.template as TemplateKey].question_types : undefined;
  const types = req.question_types?.length ? req.question_types : (fromTemplate ?? TEMPLATES.custom.question_types);
  return QUESTION_TYPES.filter((t) => types.includes(t));
}

export function worksheetTitle(req: { title?: string; subject: string; template?: string | null }): string {
  if (req.title?.trim()) return req.title.trim();
  const t = req.template && req.template in TEMPLATES ? TEMPLATES[req.template as TemplateKey].name : 'Worksheet';
  return `${req.subject} - ${t}`;
}

/** A worksheet from the bank and the maths generators; the same request and seed give the same worksheet. */
export async function generateBuiltinWorksheet(
  source: QuestionSource,
  req: WorksheetRequest & { seed: string },
): Promise<GeneratedWorksheet> {
  const count = questionsForGeneration(req.template, req.num_questions);
  const types = typesFor(req);
  const scope = resolveScope(req);
  const difficulty: AiDifficulty = req.difficulty;
  const { questions } = await selectQuestions(source, {
    mode: 'regular',
    board: req.board,
    grade: req.grade,
    subject: req.subject,
    chapter: req.chapter,
    topics: scope.topics,
    difficulty,
    types,
    count,
    seed: req.seed,
    generatorChapters: scope.topics.length ? scope.outline.map((o) => o.chapter) : 'any',
    seen: new Set(),
  });
  return assembleWorksheet({
    title: worksheetTitle(req),
    board: req.board,
    grade: req.grade,
    subject: req.subject,
    topics: req.topics,
    difficulty,
    questions,
    shortfall: shortfallOf(count, questions.length),
    generated_by: { provider: 'builtin', model: 'builtin-v1', attempts: 0 },
    seed: req.seed,
  });
}
