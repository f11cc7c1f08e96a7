import {
  EVALUATION_LIVE_JOB,
  isTaskCode,
  normaliseTaskCode,
  SUBMISSION_MSG,
  type Submission,
  type SubmissionMethod,
  type SubmissionResponse,
  TASK_MSG,
  ZSubmissionFields,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileRow, StoredExtraction, SubmissionRow } from '../../db/schema/index';
import { submissionFiles, submissions, tasks } from '../../db/schema/index';
import type { PgBossQueue } from '../../jobs/pg-boss-queue';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../policy/policy';
import { toEvaluationDto } from '../evaluations/evaluations.service';
import {
  EVALUATION_JOB,
  type EvaluationDeps,
  type EvaluationJobData,
  findEvaluationBySubmission,
  isObjectiveOnly,
  runEvaluation,
} from '../evaluations/evaluation.run';
import { isCoachOf } from '../coaching/coaching.repository';
import { loadTaskFor } from '../evaluations/task-access';
import { deleteFile, type FilesCtx, storeUpload, toUploadedFile } from '../files/files.service';
import { refuseMockPaper, worksheetQuestions } from './preview.service';
import * as repo from './submissions.repository';

export interface SubmitCtx extends FilesCtx {
  jobs: PgBossQueue;
  evaluation: EvaluationDeps;
  now: Date;
}

export interface SubmitInput {
  fields: Record<string, unknown>;
  files: { filename: string; buffer: Buffer }[];
  idempotencyKey?: string;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function toSubmissionDto(row: SubmissionRow, fileRows: FileRow[]): Submission {
  const extraction = row.extraction;
  return {
    id: row.id,
    task_id: row.taskId,
    child_id: row.childId,
    submitted_by: row.submittedBy,
    method: row.method,
    submitted_answers: row.answers,
    submission_text: row.submissionText,
    hints_used: row.hintsUsed,
    files: fileRows.map((f) => {
      const u = toUploadedFile(f);
      return { id: u.id, url: u.url, content_type: u.content_type, original_name: u.original_name, size: u.size };
    }),
    vision_extraction_data: extraction
      ? {
          scenario: extraction.scenario,
          task_code_valid: extraction.task_code_valid,
          extracted_data: extraction.extracted_data as never,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function responseFor(ctx: SubmitCtx, row: SubmissionRow): Promise<SubmissionResponse> {
  const [fileRows, evaluation] = await Promise.all([
    repo.filesOfSubmission(ctx.db, row.id),
    findEvaluationBySubmission(ctx.db, row.id),
  ]);
  return {
    success: true,
    message: SUBMISSION_MSG.beingEvaluated,
    submission: toSubmissionDto(row, fileRows),
    status: evaluation ? 'evaluated' : 'evaluating',
    evaluation: evaluation ? toEvaluationDto(evaluation) : null,
  };
}

/** A form problem as the spec's one-line detail plus the field it belongs to. */
function fieldsError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const i of issues) fieldErrors[String(i.path[0] ?? 'form')] ??= i.message;
  return new AppError(400, issues[0]?.message ?? 'Invalid submission', 'validation_error', fieldErrors);
}

function methodOf(explicit: SubmissionMethod | undefined, files: number, sentAnswers: boolean): SubmissionMethod {
  if (explicit) return explicit;
  if (files > 0) return 'files';
  return sentAnswers ? 'online' : 'text';
}

/**
 * Checks each page by its bytes and stores it; every refused page is listed with its own message (spec 03 §5
 * "errors listed per file"), and then nothing is kept.
 */
async function storePages(ctx: SubmitCtx, ownerId: string, pages: SubmitInput['files']): Promise<FileRow[]> {
  const stored: FileRow[] = [];
  const problems: Record<string, string> = {};
  for (const [i, page] of pages.entries()) {
    try {
      stored.push(
        await storeUpload(ctx, { ownerId, kind: 'submission', filename: page.filename, buffer: page.buffer }),
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
      problems[`files.${i}`] = `${page.filename || `File ${i + 1}`}: ${err.detail}`;
    }
  }
  if (Object.keys(problems).length > 0) {
    await Promise.all(stored.map((f) => deleteFile(ctx, f.id)));
    throw new AppError(400, Object.values(problems).join('\n'), 'file_rejected', problems);
  }
  return stored;
}

/** The extraction the preview showed, kept as evidence; its unsure answers become needs-review if unchanged. */
function extractionOf(fields: ReturnType<typeof ZSubmissionFields.parse>): StoredExtraction | null {
  const v = fields.vision_extraction_data;
  if (!v) return null;
  return {
    method: v.extracted_data.method,
    scenario: v.scenario,
    task_code_valid: v.task_code_valid,
    extracted_data: v.extracted_data,
    low_confidence: v.extracted_data.answers.filter((a) => a.low_confidence).map((a) => a.question_number),
  };
}

/**
 * POST /submissions/{task_id}. The submission, its pages, the task's move to completed and the evaluation job are
 * written in one transaction: once this answers 2xx the work cannot be lost, and a retry with the same
 * Idempotency-Key answers the first response (200) without a second submission or evaluation.
 */
export async function submitWork(
  ctx: SubmitCtx,
  actor: Actor,
  taskId: string,
  input: SubmitInput,
): Promise<{ status: 200 | 201; body: SubmissionResponse }> {
  const key = input.idempotencyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw badRequest(SUBMISSION_MSG.badIdempotencyKey, 'Idempotency-Key', 'bad_idempotency_key');
  const replay = async (row: SubmissionRow) => {
    if (row.taskId !== taskId) throw conflict('This Idempotency-Key was used for another task');
    return { status: 200 as const, body: await responseFor(ctx, row) };
  };
  if (key) {
    const previous = await repo.findSubmissionByKey(ctx.db, actor.userId, key);
    if (previous) return replay(previous);
  }

  const ref = await loadTaskFor(ctx.db, actor, taskId);
  await refuseMockPaper(ctx.db, ref.group);
  const parsed = ZSubmissionFields.safeParse(input.fields);
  if (!parsed.success) throw fieldsError(parsed.error.issues);
  const fields = parsed.data;
  if (fields.student_id && fields.student_id !== ref.task.childId)
    throw badRequest(TASK_MSG.notAssigned, 'student_id', 'wrong_student');

  const questions = await worksheetQuestions(ctx.db, ref.group.worksheetId);
  const numbers = new Set(questions.map((q) => String(q.question_number)));
  // Blank answers and numbers that are not on the worksheet are not answers.
  const answers = Object.fromEntries(
    Object.entries(fields.submitted_answers ?? {})
      .map(([k, v]) => [String(Number(k)), v.trim()] as const)
      .filter(([k, v]) => v && numbers.has(k)),
  );
  const method = methodOf(fields.submission_method, input.files.length, fields.submitted_answers !== undefined);

  if (method !== 'online' || fields.task_code !== undefined) {
    const code = normaliseTaskCode(fields.task_code ?? '');
    if (!code) throw badRequest(SUBMISSION_MSG.codeRequired, 'task_code', 'task_code_required');
    if (!isTaskCode(code)) throw badRequest(SUBMISSION_MSG.codeInvalid, 'task_code', 'task_code_invalid');
    if (code !== ref.group.taskCode) throw badRequest(SUBMISSION_MSG.codeNotFound, 'task_code', 'task_code_mismatch');
  }
  if (method === 'online' && Object.keys(answers).length === 0)
    throw badRequest(SUBMISSION_MSG.fillAnswers, 'submitted_answers', 'answers_required');
  if (method === 'files' && input.files.length === 0)
    throw badRequest(SUBMISSION_MSG.selectFiles, 'files', 'files_required');
  if (method === 'camera' && input.files.length === 0)
    throw badRequest(SUBMISSION_MSG.capturePhoto, 'files', 'photo_required');
  if (method === 'text' && !fields.submission_text?.trim() && Object.keys(answers).length === 0)
    throw badRequest(SUBMISSION_MSG.writeText, 'submission_text', 'text_required');

  if (ref.task.state === 'archived') throw conflict(SUBMISSION_MSG.archived);
  if (ref.task.state !== 'pending') throw conflict(SUBMISSION_MSG.alreadySubmitted);

  const pages = await storePages(ctx, actor.userId, input.files);
  await ctx.jobs.prepare(EVALUATION_JOB);
  const hints = [...new Set(fields.hints_used ?? [])].filter((n) => numbers.has(String(n)));
  let row: SubmissionRow | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [sub] = await tx
        .insert(submissions)
        .values({
          taskId,
          childId: ref.task.childId,
          submittedBy: actor.userId,
          method,
          answers,
          submissionText: fields.submission_text?.trim() || null,
          hintsUsed: hints,
          extraction: extractionOf(fields),
          idempotencyKey: key ?? null,
          createdAt: ctx.now,
        })
        .onConflictDoNothing()
        .returning();
      if (!sub) return undefined; // the same key won a race: answered below from the first submission
      if (pages.length)
        await tx
          .insert(submissionFiles)
          .values(pages.map((f, position) => ({ submissionId: sub.id, fileId: f.id, position })));
      const moved = await tx
        .update(tasks)
        .set({ state: 'completed', submittedAt: ctx.now, completedAt: ctx.now, updatedAt: ctx.now })
        .where(and(eq(tasks.id, taskId), eq(tasks.state, 'pending')))
        .returning({ id: tasks.id });
      if (moved.length === 0) throw conflict(SUBMISSION_MSG.alreadySubmitted);
      await ctx.jobs.send<EvaluationJobData>(EVALUATION_JOB, { submission_id: sub.id }, { singletonKey: sub.id, tx });
      return sub;
    });
  } catch (err) {
    await Promise.all(pages.map((f) => deleteFile(ctx, f.id)));
    throw err;
  }
  if (!row) {
    await Promise.all(pages.map((f) => deleteFile(ctx, f.id)));
    const first = key ? await repo.findSubmissionByKey(ctx.db, actor.userId, key) : undefined;
    if (!first) throw notFound(TASK_MSG.notFound);
    return replay(first);
  }

  await ctx.evaluation
    .publish(ref.childParentId, { job: EVALUATION_LIVE_JOB, ref: taskId, progress: 0, status: 'queued' })
    .catch(() => undefined);
  // A coach's status board moves live when a student hands work in (spec 02 §2.9), before any evaluation.
  // ...to a coach only while they still coach the child.
  if (ref.group.ownerId !== ref.childParentId && (await isCoachOf(ctx.db, ref.group.ownerId, ref.task.childId)))
    await ctx.evaluation
      .notify(ref.group.ownerId, {
        title: 'Work submitted',
        message: `${ref.childName} submitted "${ref.group.title}" (task code ${ref.group.taskCode}).`,
        data: {
          type: 'submission.received',
          task_id: taskId,
          assignment_group: ref.group.id,
          child_id: ref.task.childId,
          batch_id: ref.task.batchId,
        },
      })
      .catch((err: unknown) => ctx.log?.warn({ err, taskId }, 'submission notice failed'));
  // Exact marking takes milliseconds: objective-only online work is scored before answering. If this fails the
  // queued job still does it.
  if (method === 'online' && isObjectiveOnly(questions)) {
    await runEvaluation(ctx.evaluation, row.id).catch((err: unknown) => {
      ctx.log?.warn({ err, submissionId: row.id }, 'fast evaluation failed; the job will retry');
    });
  }
  return { status: 201, body: await responseFor(ctx, row) };
}

/**
 * Hands in online answers inside the caller's transaction (a timed mock closing at its deadline): the
 * submission, the task's move to completed and the evaluation job commit together with the caller's own writes.
 * Undefined when the task is no longer pending (already handed in, archived), so nothing is written twice.
 */
export async function insertOnlineSubmission(
  tx: Db,
  jobs: PgBossQueue,
  input: { taskId: string; childId: string; submittedBy: string; answers: Record<string, string>; now: Date },
): Promise<SubmissionRow | undefined> {
  const moved = await tx
    .update(tasks)
    .set({ state: 'completed', submittedAt: input.now, completedAt: input.now, updatedAt: input.now })
    .where(and(eq(tasks.id, input.taskId), eq(tasks.state, 'pending')))
    .returning({ id: tasks.id });
  if (moved.length === 0) return undefined;
  const [sub] = await tx
    .insert(submissions)
    .values({
      taskId: input.taskId,
      childId: input.childId,
      submittedBy: input.submittedBy,
      method: 'online',
      answers: input.answers,
      createdAt: input.now,
    })
    .returning();
  await jobs.send<EvaluationJobData>(EVALUATION_JOB, { submission_id: sub!.id }, { singletonKey: sub!.id, tx });
  return sub;
}
