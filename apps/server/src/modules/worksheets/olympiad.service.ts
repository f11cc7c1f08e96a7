import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZOlympiadGenerateBody } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type Auth, resolveAudience, rowFromGenerated, toWorksheetDto, type WorksheetsCtx } from './worksheets.service';
import * as repo from './worksheets.repository';

export type OlympiadBody = z.output<typeof ZOlympiadGenerateBody>;
export const OLYMPIAD_JOB = 'olympiad.generate';

interface OlympiadJob {
  worksheetId: string;
  userId: string;
  body: OlympiadBody;
}

const FAILED = 'Failed to generate worksheet. Please try again.';

async function generateAndSave(ctx: WorksheetsCtx, auth: Pick<Auth, 'user'>, body: OlympiadBody, id?: string) {
  const gen = await ctx.ai.generateOlympiad({
    mode: body.mode,
    grade: body.grade,
    subject: body.subject,
    topics: body.topics,
    question_count: body.question_count,
    difficulty_level: body.difficulty_level,
  });
  if (gen.num_questions === 0)
    throw new AppError(
      422,
      gen.shortfall?.message ?? 'No olympiad questions are available for this choice',
      'no_questions',
    );
  const row = await repo.insertWorksheet(ctx.db, {
    ...rowFromGenerated(gen, auth as Auth, { mode: body.mode, id }),
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const worksheet = toWorksheetDto(row, auth.user.name);
  return {
    success: true as const,
    worksheet_json: worksheet,
    worksheet_id: row.id,
    html_content: worksheet.html_content,
    html_content_print: worksheet.html_content_print,
    metadata: worksheet.olympiad_metadata,
  };
}

/**
 * Olympiad practice or mock (spec 02 §2.5). The built-in engine answers in well under a second, so it runs inline;
 * a mock test from a model takes 30-60 s, so it becomes a durable job (202 with the worksheet id it will have) whose
 * progress reaches the caller as `job.progress` messages with `ref` = worksheet_id; then GET /worksheets/{id}.
 */
export async function generateOlympiad(
  ctx: WorksheetsCtx & { jobs: FastifyInstance['jobs'] },
  auth: Auth,
  body: OlympiadBody,
): Promise<
  | { queued: false; result: Awaited<ReturnType<typeof generateAndSave>> }
  | { queued: true; job_id: string; worksheet_id: string }
> {
  // A child target must be the caller's own child (404 otherwise); the grade comes from the wizard.
  if (body.target_id) await resolveAudience(ctx.db, auth, { ...body, board: null });
  const serving = await ctx.ai.servingFor('olympiad', { mode: body.mode, difficulty: body.difficulty_level });
  if (body.mode === 'mock' && serving.provider !== 'builtin') {
    const worksheetId = randomUUID();
    const jobId = await ctx.jobs.send<OlympiadJob>(
      OLYMPIAD_JOB,
      { worksheetId, userId: auth.user.id, body },
      { retryLimit: 0, expireInSeconds: 600 },
    );
    return { queued: true, job_id: jobId ?? worksheetId, worksheet_id: worksheetId };
  }
  return { queued: false, result: await generateAndSave(ctx, auth, body) };
}

/** The job's handler: progress 10 → generate → save under the promised id → done (or failed with a safe detail). */
export function olympiadJobHandler(app: FastifyInstance) {
  return async (job: { data: OlympiadJob }) => {
    const { worksheetId, userId, body } = job.data;
    const ref = { job: OLYMPIAD_JOB, ref: worksheetId };
    const db: Db = app.deps.db.db;
    const user = await findUser(db, userId);
    if (!user || !isUuid(worksheetId)) return;
    if (await repo.findWorksheetById(db, worksheetId)) return; // already done (a retried delivery)
    await app.publishJobProgress(userId, { ...ref, progress: 10, status: 'running' });
    try {
      await generateAndSave(
        { db, ai: app.ai, storage: app.storage, now: app.deps.clock(), log: app.log },
        { user },
        body,
        worksheetId,
      );
      await app.publishJobProgress(userId, { ...ref, progress: 100, status: 'done' });
    } catch (err) {
      app.log.error({ err, worksheetId }, 'olympiad generation failed');
      const message = err instanceof AppError ? err.detail : FAILED;
      await app.publishJobProgress(userId, { ...ref, progress: 100, status: 'failed', message });
    }
  };
}

async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
