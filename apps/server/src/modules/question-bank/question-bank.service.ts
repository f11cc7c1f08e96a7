import {
  type BankQuestion,
  BUILTIN_MODEL_ID,
  type QbFilters,
  type QbQuestion,
  QB_MSG,
  type QbStats,
  qbResetMessage,
  qbSavedMessage,
  type ZQbGenerateRequest,
  ZQbQuestionDraft,
} from '@app/shared';
import type { z } from 'zod';
import type { AiEngine } from '../../ai/index';
import type { Db } from '../../db/client';
import type { QbQuestionRow, UserRow } from '../../db/schema/index';
import { verifySecret } from '../../lib/crypto';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { audit } from '../audit/audit.service';
import * as repo from './question-bank.repository';
import { completeDraft, diagramColumns, MCQ_LETTERS, optionColumns, toGenerated } from './question-bank.draft';
import { contentHashOf, toQbRow } from './seed-bank';

export { completeDraft, toGenerated };

export interface QbCtx {
  db: Db;
  ip?: string;
}

export function toQuestionView(r: QbQuestionRow): QbQuestion {
  const options = r.options ?? null;
  return {
    id: r.id,
    question_mode: r.questionMode,
    question_type: r.questionType as QbQuestion['question_type'],
    difficulty: r.difficulty as QbQuestion['difficulty'],
    board: r.board,
    grade: r.grade,
    subject: r.subject,
    chapter: r.chapter,
    topic: r.topic,
    olympiad_code: r.olympiadCode,
    concept: r.concept,
    question_text: r.questionText,
    options,
    ...optionColumns(r.questionType, options),
    answer: r.answer,
    accepted_answers: r.acceptedAnswers ?? null,
    key_terms: r.keyTerms ?? null,
    answer_explanation: r.answerExplanation,
    marks: r.marks,
    generator_model: r.generatorModel,
    ...diagramColumns(r.diagram as BankQuestion['diagram']),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

// ---- Generate --------------------------------------------------------------------------------------------------

export async function generateQuestions(
  ai: AiEngine,
  input: z.output<typeof ZQbGenerateRequest>,
  referenceText: string | null,
) {
  const model = input.ai_model?.trim() || BUILTIN_MODEL_ID;
  if (model !== BUILTIN_MODEL_ID && !input.api_key?.trim()) throw badRequest(QB_MSG.enterApiKey, 'api_key');
  const olympiad = input.question_mode === 'olympiad';
  const result = await ai.generateQuestions({
    question_mode: input.question_mode,
    board: input.board,
    grade: input.grade ?? 0,
    subject: input.subject,
    chapter: input.chapter,
    topic: input.topic || null,
    olympiad_code: olympiad ? (input.olympiad_type ?? null) : null,
    difficulty: input.difficulty,
    question_types: olympiad ? ['mcq'] : input.question_types,
    num_questions: input.num_questions,
    ai_model: model,
    api_key: input.api_key?.trim() || null,
    instruction_text: input.instruction_text || null,
    reference_text: referenceText,
  });
  const generatorModel = result.generated_by.model;
  return {
    questions: result.questions.map((b) => toGenerated(b, generatorModel)),
    count: result.count,
    shortfall: result.shortfall?.message ?? null,
    generator_model: generatorModel,
  };
}

// ---- Save ------------------------------------------------------------------------------------------------------

/** Validates every question (all or nothing), then inserts the new ones; duplicates (in the list or the bank) count. */
export async function saveQuestions(ctx: QbCtx, user: UserRow, drafts: z.output<typeof ZQbQuestionDraft>[]) {
  const rows: ReturnType<typeof toQbRow>[] = [];
  for (const [i, d] of drafts.entries()) {
    const r = completeDraft(d);
    if (!r.ok) throw badRequest(`Question ${i + 1}: ${r.problems.join('; ')}`, `questions.${i}`, 'invalid_question');
    rows.push({ ...toQbRow(r.question, r.generatorModel), createdBy: user.id });
  }
  const unique = [...new Map(rows.map((r) => [r.contentHash, r])).values()];
  const saved = await ctx.db.transaction((tx) => repo.insertQuestions(tx as unknown as Db, unique));
  const duplicates = drafts.length - saved;
  return { saved_count: saved, duplicate_count: duplicates, message: qbSavedMessage(saved, duplicates) };
}

// ---- Fetch, update, delete -------------------------------------------------------------------------------------

/** A cursor the client sent back: malformed ones are a 400, not an empty page. */
function cursorOf(s: string | null | undefined, field: string) {
  if (!s) return undefined;
  const k = repo.decodeCursor(s);
  if (!k) throw badRequest('Invalid page cursor', field, 'validation_error');
  return k;
}

/**
 * A browse page. `after`/`before` (the cursors of the previous answer) page by keyset, the same cost on any page;
 * `skip` still works for a jump. The cursors of the first and last rows come back for Previous and Next.
 */
export async function fetchQuestions(
  ctx: QbCtx,
  f: QbFilters & { skip: number; limit: number; after?: string | null; before?: string | null },
) {
  const page = {
    skip: f.skip,
    limit: f.limit,
    after: cursorOf(f.after, 'after'),
    before: cursorOf(f.before, 'before'),
  };
  const { rows, total } = await repo.findQuestionsPage(ctx.db, f, page);
  const cursor = (r: (typeof rows)[number]) => repo.encodeCursor({ createdAt: r.cursorTime, id: r.id });
  return {
    questions: rows.map(toQuestionView),
    total,
    prev_cursor: rows.length ? cursor(rows[0]) : null,
    next_cursor: rows.length ? cursor(rows[rows.length - 1]) : null,
  };
}

async function loadQuestion(ctx: QbCtx, id: string) {
  const row = isUuid(id) ? await repo.getQuestion(ctx.db, id) : undefined;
  if (!row) throw notFound(QB_MSG.questionNotFound);
  return row;
}

type Updates = Partial<
  Record<'question_text' | 'answer' | 'answer_explanation' | `option_${'A' | 'B' | 'C' | 'D'}`, string | null>
>;

/** Applies edits, re-validates (an MCQ answer must be one of the options) and recomputes the content hash. */
export async function updateQuestion(ctx: QbCtx, id: string, updates: Updates) {
  const row = await loadQuestion(ctx, id);
  const current = toQuestionView(row);
  let options = current.options;
  if (current.question_type === 'mcq' && options) {
    options = MCQ_LETTERS.map((l, i) => updates[`option_${l}`] ?? options?.[i] ?? '');
  }
  const draft = ZQbQuestionDraft.parse({
    ...current,
    options,
    question_text: updates.question_text ?? current.question_text,
    answer: updates.answer ?? current.answer,
    answer_explanation:
      updates.answer_explanation === undefined ? current.answer_explanation : (updates.answer_explanation ?? ''),
  });
  const r = completeDraft(draft, row.generatorModel);
  if (!r.ok) throw badRequest(r.problems.join('; '), 'updates', 'invalid_question');
  const hash = contentHashOf(r.question);
  if (hash !== row.contentHash) {
    const other = await repo.findIdByHash(ctx.db, hash);
    if (other && other !== row.id) throw conflict(QB_MSG.duplicateOnUpdate, 'question_text');
  }
  const q = r.question;
  const updated = await repo.updateQuestion(ctx.db, row.id, {
    questionText: q.question_text,
    options: q.options,
    answer: q.answer,
    answerExplanation: q.answer_explanation,
    contentHash: hash,
    updatedAt: new Date(),
  });
  if (!updated) throw notFound(QB_MSG.questionNotFound);
  return toQuestionView(updated);
}

export async function deleteQuestion(ctx: QbCtx, id: string) {
  if (!isUuid(id) || !(await repo.deleteQuestion(ctx.db, id))) throw notFound(QB_MSG.questionNotFound);
  return { message: QB_MSG.deleted };
}

// ---- Stats, reset ----------------------------------------------------------------------------------------------

export async function getStats(ctx: QbCtx, f: QbFilters): Promise<QbStats> {
  return repo.questionStats(ctx.db, f);
}

/**
 * Deletes the bank's questions (one mode's or all), seed questions included: the seed bank is loaded again at the
 * next server start, which the message says. Needs the admin's own password; written to the audit log.
 */
export async function resetDatabase(ctx: QbCtx, user: UserRow, password: string, mode: 'all' | 'regular' | 'olympiad') {
  if (!password) throw badRequest(QB_MSG.enterPassword, 'password', 'password_required');
  if (!(await verifySecret(user.passwordHash, password))) {
    await audit(ctx.db, { actorId: user.id, action: 'qb.reset_denied', targetType: 'qb_questions', ip: ctx.ip });
    throw badRequest(QB_MSG.wrongPassword, 'password', 'wrong_password');
  }
  const filters = mode === 'all' ? {} : { question_mode: mode };
  const deleted = await ctx.db.transaction((tx) => repo.deleteQuestions(tx as unknown as Db, filters));
  await audit(ctx.db, {
    actorId: user.id,
    action: 'qb.database_reset',
    targetType: 'qb_questions',
    ip: ctx.ip,
    details: { question_mode: mode, deleted_count: deleted },
  });
  return {
    deleted_count: deleted,
    message: `${qbResetMessage(deleted)} Built-in seed questions are loaded again at the next server start.`,
  };
}
