import { answerKeyOf, MOCK_INSTRUCTIONS } from '../../ai/index';
import { defaultBoardFor } from '@app/content/curriculum/index';
import {
  checkEditedQuestions,
  type EditedQuestion,
  REFERENCE_TEXT_MAX,
  type Worksheet,
  type WorksheetGenerateBody,
  WORKSHEET_MSG,
  type ZWorksheetUpdateBody,
} from '@app/shared';
import type { z } from 'zod';
import type { AiEngine, GeneratedWorksheet, WorksheetQuestion } from '../../ai/index';
import { renderAnswerKeyHtml, renderWorksheetHtml, renderWorksheetPrintHtml } from '../../ai/index';
import type { Db } from '../../db/client';
import type { SessionRow, StoredWorksheetQuestion, UserRow, WorksheetRow } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { actorOf } from '../../policy/policy';
import type { FileStorage } from '../../storage/storage';
import { loadBatchFor } from '../batches/batches.service';
import { loadChildFor } from '../children/children.service';
import { referenceTextFor } from './reference.service';
import * as repo from './worksheets.repository';

export interface WorksheetsCtx {
  db: Db;
  ai: AiEngine;
  storage: FileStorage;
  now: Date;
  log?: { warn(o: object, m: string): void };
}

export type Auth = { user: UserRow; session: SessionRow };

// ---- Who may read a worksheet --------------------------------------------------------------------------------

/** Grants reads beyond the creator (tasks: the assignee's parent, the assigning teacher). Rules are alternatives. */
export type WorksheetReadRule = (user: UserRow, row: WorksheetRow, ctx: { db: Db }) => Promise<boolean>;
const readRules: WorksheetReadRule[] = [];
export function registerWorksheetReadRule(rule: WorksheetReadRule): void {
  if (!readRules.includes(rule)) readRules.push(rule);
}

/** The worksheet if the user may read it (or edit it: creators only), else 404 so ids reveal nothing. */
export async function loadWorksheetFor(
  db: Db,
  user: UserRow,
  id: string,
  purpose: 'read' | 'edit',
): Promise<WorksheetRow> {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findWorksheetById(db, id);
  if (!row) throw notFound();
  if (row.creatorId === user.id) return row;
  if (purpose === 'read') for (const rule of readRules) if (await rule(user, row, { db })) return row;
  throw notFound();
}

// ---- Rendering (HTML from the structured questions, on every read) -------------------------------------------

function sectionsOf(questions: WorksheetQuestion[], row: Pick<WorksheetRow, 'olympiadMetadata'>) {
  const meta = row.olympiadMetadata;
  const out: Worksheet['json_data']['sections'] = [];
  for (const q of questions) {
    const name = meta?.mode === 'mock' ? q.section : undefined;
    let s = out.at(-1);
    if (!s || s.question_type !== q.question_type || s.name !== name) {
      const bp = name ? meta?.sections.find((x) => x.name === name) : undefined;
      s = {
        question_type: q.question_type,
        ...(name ? { name, is_hot: bp?.is_hot ?? false } : {}),
        questions_list: [],
      };
      out.push(s);
    }
    s.questions_list.push(toQuestionDto(q));
  }
  return out;
}

const toQuestionDto = (q: WorksheetQuestion) => ({ ...q, correct_answer: q.answer }) as Worksheet['questions'][number];

const providerOf = (generatorModel: string): { provider: string; model: string } => {
  const [provider, ...rest] = generatorModel.split(':');
  return { provider, model: rest.join(':') };
};

export function toWorksheetDto(row: WorksheetRow, creatorName: string): Worksheet {
  const questions = row.questions as WorksheetQuestion[];
  const meta = row.olympiadMetadata;
  const renderable = {
    title: row.title,
    subject: row.subject,
    grade: row.grade,
    topics: row.topics,
    questions,
    sections: meta?.mode === 'mock' ? meta.sections : undefined,
    duration_minutes: meta?.duration_minutes ?? null,
    instructions: meta?.mode === 'mock' ? MOCK_INSTRUCTIONS : undefined,
  };
  const answerKey = answerKeyOf(questions);
  return {
    id: row.id,
    title: row.title,
    subject: row.subject,
    grade: row.grade,
    board: row.board,
    topics: row.topics,
    difficulty: row.difficulty,
    mode: row.mode,
    questions: questions.map(toQuestionDto),
    json_data: { sections: sectionsOf(questions, row), answer_key: answerKey },
    html_content: renderWorksheetHtml(renderable),
    html_content_print: renderWorksheetPrintHtml(renderable),
    answer_key: renderAnswerKeyHtml(renderable, answerKey),
    num_questions: questions.length,
    total_marks: questions.reduce((s, q) => s + q.marks, 0),
    enhanced: row.enhanced,
    is_modified: row.isModified,
    modified_at: row.modifiedAt?.toISOString() ?? null,
    is_olympiad: row.isOlympiad,
    olympiad_metadata: meta ?? null,
    shortfall: row.shortfall ?? null,
    generated_by: providerOf(row.generatorModel),
    creator_id: row.creatorId,
    creator_name: creatorName,
    creator_role: row.creatorRole,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// ---- Audience and reference --------------------------------------------------------------------------------------

/**
 * Grade and board of the material: a child target gives its own (the caller must be that child's parent; anyone
 * else gets 404); a batch target or none takes the explicit grade, with the board given or the role's default.
 */
export async function resolveAudience(
  db: Db,
  auth: Auth,
  body: { target_id?: string | null; target_type?: string | null; grade?: number | null; board?: string | null },
): Promise<{ grade: number; board: string }> {
  if (body.target_id && (body.target_type ?? 'child') === 'child') {
    const child = await loadChildFor(db, actorOf(auth), 'child:read', body.target_id);
    return { grade: child.grade, board: child.board };
  }
  if (!body.grade && body.target_id && body.target_type === 'batch' && auth.user.role === 'coaching_teacher') {
    // Without an explicit grade, the teacher's batch gives it (batch contexts may carry the spec's "batch_" prefix).
    const batch = await loadBatchFor(db, actorOf(auth), 'batch:read', body.target_id.replace(/^batch_/, ''));
    return { grade: batch.grade, board: body.board || defaultBoardFor({ role: auth.user.role }) };
  }
  if (!body.grade) throw badRequest(WORKSHEET_MSG.gradeRequired, 'grade', 'validation_error');
  return { grade: body.grade, board: body.board || defaultBoardFor({ role: auth.user.role }) };
}

/** Typed reference text and the uploaded file's text, joined and capped: quoted data for generation. */
export async function referenceFor(
  ctx: Pick<WorksheetsCtx, 'db' | 'storage' | 'log'>,
  userId: string,
  body: { reference_text?: string | null; reference_file_path?: string | null },
): Promise<string | null> {
  const parts = [body.reference_text?.trim()];
  if (body.reference_file_path) parts.push(await referenceTextFor(ctx, userId, body.reference_file_path));
  const text = parts.filter(Boolean).join('\n\n').slice(0, REFERENCE_TEXT_MAX);
  return text || null;
}

// ---- Use cases ---------------------------------------------------------------------------------------------------

export function rowFromGenerated(
  gen: GeneratedWorksheet,
  auth: Auth,
  extra: { mode: string; id?: string },
): repo.NewWorksheet {
  return {
    ...(extra.id ? { id: extra.id } : {}),
    creatorId: auth.user.id,
    creatorRole: auth.user.role,
    title: gen.title,
    subject: gen.subject,
    grade: gen.grade,
    board: gen.board,
    topics: gen.topics,
    difficulty: gen.difficulty,
    mode: extra.mode,
    questions: gen.questions as StoredWorksheetQuestion[],
    numQuestions: gen.num_questions,
    isOlympiad: gen.is_olympiad,
    olympiadMetadata: gen.olympiad_metadata,
    shortfall: gen.shortfall,
    generatorModel: `${gen.generated_by.provider}:${gen.generated_by.model}`,
    enhanced: gen.enhanced,
  };
}

export async function generateWorksheet(ctx: WorksheetsCtx, auth: Auth, body: WorksheetGenerateBody) {
  const { grade, board } = await resolveAudience(ctx.db, auth, body);
  const reference = await referenceFor(ctx, auth.user.id, body);
  const gen = await ctx.ai.generateWorksheet({
    board,
    grade,
    subject: body.subject,
    chapter: body.chapter ?? undefined,
    topics: body.topics,
    template: body.template,
    num_questions: body.num_questions,
    difficulty: body.difficulty,
    question_types: body.question_types,
    instructions: body.instructions,
    reference_text: reference,
    title: body.title ?? undefined,
  });
  return saveGeneratedWorksheet(ctx, auth, gen, body.mode || 'practice');
}

/** Stores a generated worksheet as the caller's (422 with the engine's shortfall when it has no question). */
export async function saveGeneratedWorksheet(
  ctx: Pick<WorksheetsCtx, 'db' | 'now'>,
  auth: Auth,
  gen: GeneratedWorksheet,
  mode: string,
): Promise<Worksheet> {
  if (gen.num_questions === 0)
    throw new AppError(
      422,
      gen.shortfall?.message ?? 'No questions could be generated for these topics',
      'no_questions',
    );
  const row = await repo.insertWorksheet(ctx.db, {
    ...rowFromGenerated(gen, auth, { mode }),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return toWorksheetDto(row, auth.user.name);
}

/** The stored worksheet row (difficulty, board, grade) for a module that already checked access. */
export async function findWorksheetRow(db: Db, id: string): Promise<WorksheetRow | undefined> {
  return repo.findWorksheetById(db, id);
}

/**
 * A worksheet by id for a module that has already decided the caller may see it (tasks: through the task's
 * policy), with its creator's name. Undefined when gone.
 */
export async function findWorksheetDto(db: Db, id: string): Promise<Worksheet | undefined> {
  const row = await repo.findWorksheetById(db, id);
  return row && toWorksheetDto(row, await repo.creatorName(db, row.creatorId));
}

export async function getWorksheet(db: Db, user: UserRow, id: string): Promise<Worksheet> {
  const row = await loadWorksheetFor(db, user, id, 'read');
  return toWorksheetDto(row, await repo.creatorName(db, row.creatorId));
}

const CONCEPT = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;

/** Merges an edited question with the one it replaces (kept fields: concept, explanation, topic, section...). */
function mergeEdited(
  edited: EditedQuestion,
  checked: { question_number: number; question_text: string; options: string[] | null; answer: string },
  original: StoredWorksheetQuestion | undefined,
  fallbackConcept: string,
): StoredWorksheetQuestion {
  const sameAnswer = original?.answer === checked.answer;
  const sameOptions = JSON.stringify(original?.options ?? null) === JSON.stringify(checked.options);
  const concept = edited.concept?.trim();
  return {
    question_number: checked.question_number,
    question_type: edited.question_type,
    question_text: checked.question_text,
    options: checked.options,
    answer: checked.answer,
    ...(sameAnswer && original?.accepted_answers ? { accepted_answers: original.accepted_answers } : {}),
    ...(sameAnswer && original?.key_terms ? { key_terms: original.key_terms } : {}),
    answer_explanation: edited.answer_explanation?.trim() ?? original?.answer_explanation ?? '',
    marks: edited.marks ?? original?.marks ?? 1,
    concept: concept && CONCEPT.test(concept) ? concept : (original?.concept ?? fallbackConcept),
    difficulty: edited.difficulty ?? original?.difficulty ?? 'medium',
    ...(edited.topic?.trim() || original?.topic ? { topic: edited.topic?.trim() || original?.topic } : {}),
    ...(original?.chapter ? { chapter: original.chapter } : {}),
    ...(edited.hint?.trim() || original?.hint ? { hint: edited.hint?.trim() || original?.hint } : {}),
    ...(original?.section ? { section: original.section } : {}),
    ...(sameOptions && original?.misconceptions ? { misconceptions: original.misconceptions } : {}),
    diagram: edited.diagram !== undefined ? edited.diagram : (original?.diagram ?? null),
  };
}

/** Saves edited questions (spec 02 §5 checks in order); marks the worksheet modified. Creator only. */
export async function updateWorksheet(
  ctx: Pick<WorksheetsCtx, 'db' | 'now'>,
  auth: Auth,
  id: string,
  body: z.output<typeof ZWorksheetUpdateBody>,
) {
  const row = await loadWorksheetFor(ctx.db, auth.user, id, 'edit');
  const checked = checkEditedQuestions(body.questions);
  if (!checked.ok) throw badRequest(checked.message, `questions.${checked.index}`, 'validation_error');
  const originals = new Map(row.questions.map((q) => [q.question_number, q]));
  const fallbackConcept = row.questions[0]?.concept ?? 'general.custom';
  const questions = body.questions.map((q, i) =>
    mergeEdited(
      q,
      checked.questions[i],
      q.question_number != null ? originals.get(q.question_number) : undefined,
      fallbackConcept,
    ),
  );
  const updated = await repo.updateWorksheet(ctx.db, row.id, {
    questions,
    numQuestions: questions.length,
    ...(body.title ? { title: body.title } : {}),
    isModified: true,
    modifiedAt: ctx.now,
    updatedAt: ctx.now,
  });
  return {
    ...toWorksheetDto(updated, await repo.creatorName(ctx.db, updated.creatorId)),
    message: WORKSHEET_MSG.updated,
  };
}

export { saveWorksheet } from './worksheets.save';
