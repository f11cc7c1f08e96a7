import { defaultBoardFor } from '@app/content/curriculum/index';
import { type Worksheet, validateQuestion, type ZWorksheetSaveBody, ZStructuredQuestion } from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { StoredWorksheetQuestion } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Auth } from './worksheets.service';
import { toWorksheetDto } from './worksheets.service';
import * as repo from './worksheets.repository';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * POST /worksheets: saves a generated worksheet (the olympiad wizard's) as the caller's. Every question passes the
 * worksheet validator; the HTML in the body is ignored (it is rendered from the questions). Sending back the id of
 * a worksheet the caller already owns (olympiad generation saves it) returns that worksheet instead of a copy.
 */
export async function saveWorksheet(
  ctx: { db: Db; now: Date },
  auth: Auth,
  body: z.output<typeof ZWorksheetSaveBody>,
): Promise<{ created: boolean; worksheet: Worksheet }> {
  if (body.id && isUuid(body.id)) {
    const existing = await repo.findWorksheetById(ctx.db, body.id);
    if (existing?.creatorId === auth.user.id)
      return { created: false, worksheet: toWorksheetDto(existing, auth.user.name) };
  }
  const questions: StoredWorksheetQuestion[] = [];
  for (const section of body.json_data.sections) {
    for (const raw of section.questions_list) {
      const n = questions.length + 1;
      const r = (raw ?? {}) as Record<string, unknown>;
      const candidate = {
        ...r,
        question_type: r.question_type ?? section.question_type,
        answer: r.answer ?? r.correct_answer,
        answer_explanation: r.answer_explanation || 'See the answer key.',
        marks: r.marks ?? 1,
        difficulty: r.difficulty ?? 'medium',
      };
      const parsed = ZStructuredQuestion.safeParse(candidate);
      const problems = parsed.success
        ? validateQuestion(parsed.data)
        : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      if (!parsed.success || problems.length)
        throw badRequest(`Question ${n}: ${problems[0]}`, `json_data.questions.${n - 1}`, 'validation_error');
      questions.push({
        ...parsed.data,
        question_number: n,
        ...(str(r.topic) ? { topic: str(r.topic) } : {}),
        ...(str(r.chapter) ? { chapter: str(r.chapter) } : {}),
        ...(str(r.hint) ? { hint: str(r.hint) } : {}),
        ...(str(r.section) ? { section: str(r.section) } : {}),
      });
    }
  }
  if (!questions.length)
    throw badRequest('No questions found in worksheet. JSON structure may be invalid.', 'json_data');
  const meta = body.olympiad_metadata ?? null;
  const row = await repo.insertWorksheet(ctx.db, {
    creatorId: auth.user.id,
    creatorRole: auth.user.role,
    title:
      body.title ||
      (body.is_olympiad
        ? `Olympiad ${body.subject} ${meta?.mode === 'mock' ? 'Mock Test' : 'Practice'}`
        : `${body.subject} - Worksheet`),
    subject: body.subject,
    grade: body.grade,
    board: body.board || meta?.olympiad?.provider || defaultBoardFor({ role: auth.user.role }),
    topics: body.topics.length ? body.topics : (meta?.topics ?? []),
    difficulty: body.difficulty,
    mode: meta?.mode ?? 'practice',
    questions,
    numQuestions: questions.length,
    isOlympiad: body.is_olympiad,
    olympiadMetadata: meta,
    shortfall: null,
    generatorModel: 'client:saved',
    enhanced: false,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { created: true, worksheet: toWorksheetDto(row, auth.user.name) };
}
