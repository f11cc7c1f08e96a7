import {
  isMockMinutes,
  MOCK_GRACE_SECONDS,
  MOCK_MSG,
  MOCK_RANK_MIN_PEERS,
  MOCK_WARNING_SECONDS,
  type MockAttempt,
  type MockResult,
} from '@app/shared';
import { findOlympiadByCode } from '@app/content/olympiad/index';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MockAttemptRow, StoredWorksheetQuestion, WorksheetRow } from '../../db/schema/index';
import type { PgBossQueue } from '../../jobs/pg-boss-queue';
import { AppError, conflict, forbidden } from '../../lib/errors';
import type { Actor } from '../../policy/policy';
import { MOCK_INSTRUCTIONS } from '../../ai/builtin/olympiad';
import {
  EVALUATION_JOB,
  type EvaluationDeps,
  findEvaluationBySubmission,
  runEvaluation,
} from '../evaluations/evaluation.run';
import { loadTaskFor, type TaskView } from '../evaluations/task-access';
import { insertOnlineSubmission } from '../submissions/submissions.service';
import { toTaskWorksheet } from '../tasks/tasks.mapper';
import { toWorksheetDto } from '../worksheets/worksheets.service';
import * as repo from './mock.repository';

export const MOCK_CLOSE_JOB = 'olympiad.mock.close';
export interface MockCloseJob {
  attempt_id: string;
}

export interface MockCtx {
  db: Db;
  jobs: PgBossQueue;
  evaluation: EvaluationDeps;
  now: Date;
  log?: FastifyBaseLogger;
}

interface Paper {
  view: TaskView;
  worksheet: WorksheetRow;
  duration: number;
  sections: MockAttempt['sections'];
  numbers: Set<string>;
}

/**
 * The end of answering: the deadline plus the grace that lets the child's last save or hand-in at zero arrive.
 * Reads, saves, hand-ins and the closing job all use it, so no reader closes a paper its child may still save.
 */
const closesAt = (a: MockAttemptRow) => a.deadline.getTime() + MOCK_GRACE_SECONDS * 1000;

// Rounded up: a client counting down from it reaches zero at the deadline or just after, never before.
const secondsBetween = (a: Date, b: Date) => Math.ceil((b.getTime() - a.getTime()) / 1000);

/** The questions of each blueprint section in the blueprint's order (a question without a section goes last). */
function sectionsOf(ws: WorksheetRow): MockAttempt['sections'] {
  const meta = ws.olympiadMetadata;
  const qs = ws.questions as StoredWorksheetQuestion[];
  const named = (meta?.sections ?? []).map((s) => ({
    name: s.name,
    is_hot: s.is_hot,
    marks_per_question: s.marks_per_question,
    question_numbers: qs.filter((q) => q.section === s.name).map((q) => q.question_number),
  }));
  const known = new Set(named.map((s) => s.name));
  const rest = qs.filter((q) => !q.section || !known.has(q.section)).map((q) => q.question_number);
  if (rest.length)
    named.push({
      name: 'Other questions',
      is_hot: false,
      marks_per_question: qs[0]?.marks ?? 1,
      question_numbers: rest,
    });
  return named.filter((s) => s.question_numbers.length > 0);
}

/**
 * The task if it is a mock olympiad paper the actor may read: 404 for others' tasks; 403 for a reader who may not
 * take it when `taker` (starting the clock and answering are the child's own: the child view of that child); then
 * 400 for a task that is not a mock.
 */
async function loadPaper(db: Db, actor: Actor, taskId: string, opts: { taker?: boolean } = {}): Promise<Paper> {
  const view = await loadTaskFor(db, actor, taskId);
  if (opts.taker && actor.activeChildId !== view.task.childId) throw forbidden(MOCK_MSG.childOnly, 'child_only');
  const ws = view.group.worksheetId ? await repo.findWorksheet(db, view.group.worksheetId) : undefined;
  const meta = ws?.olympiadMetadata;
  // Saved metadata is checked, but rows from before that check may hold any number: re-checked here.
  if (!ws || !view.group.isOlympiad || meta?.mode !== 'mock' || !isMockMinutes(meta.duration_minutes))
    throw new AppError(400, MOCK_MSG.notMock, 'not_mock');
  return {
    view,
    worksheet: ws,
    duration: meta.duration_minutes,
    sections: sectionsOf(ws),
    numbers: new Set((ws.questions as StoredWorksheetQuestion[]).map((q) => String(q.question_number))),
  };
}

function toDto(paper: Paper, attempt: MockAttemptRow | undefined, now: Date): MockAttempt {
  const open = attempt && !attempt.submittedAt;
  return {
    task_id: paper.view.task.id,
    status: !attempt ? 'not_started' : open ? 'in_progress' : 'submitted',
    duration_minutes: paper.duration,
    started_at: attempt?.startedAt.toISOString() ?? null,
    deadline: attempt?.deadline.toISOString() ?? null,
    server_now: now.toISOString(),
    remaining_seconds: open ? Math.max(0, secondsBetween(now, attempt.deadline)) : null,
    warning_seconds: MOCK_WARNING_SECONDS,
    answers: attempt?.answers ?? {},
    closed_by: attempt?.closedBy ?? null,
    sections: paper.sections,
    instructions: MOCK_INSTRUCTIONS,
    // The questions are the paper itself: readable only while the clock runs (never before the start).
    questions: open
      ? toTaskWorksheet(toWorksheetDto(paper.worksheet, ''), { withKey: false, withHints: false }).questions
      : [],
  };
}

/** Only answers to questions on the paper, trimmed; blanks clear an answer. */
function cleanAnswers(paper: Paper, answers: Record<string, string>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [k, v] of Object.entries(answers)) {
    const key = String(Number(k));
    if (paper.numbers.has(key)) out[key] = v.trim() || null;
  }
  return out;
}

/**
 * Closes an open attempt into a submission: the attempt, the submission, the task's state and the evaluation job
 * in one transaction, so a crash leaves either an open attempt (closed again on the next read or by the job) or
 * all of it. A second close finds nothing open and does nothing.
 */
async function closeAttempt(
  ctx: MockCtx,
  attemptId: string,
  closedBy: 'child' | 'timeout',
  submittedBy: string,
): Promise<MockAttemptRow | undefined> {
  await ctx.jobs.prepare(EVALUATION_JOB);
  const closed = await ctx.db.transaction(async (tx) => {
    const open = await repo.lockOpenAttempt(tx, attemptId);
    if (!open) return undefined;
    const sub = await insertOnlineSubmission(tx, ctx.jobs, {
      taskId: open.taskId,
      childId: open.childId,
      submittedBy,
      answers: open.answers,
      now: ctx.now,
    });
    // A task handed in some other way already has its submission: the attempt points at it, so the result is
    // read from its evaluation instead of waiting for one that never comes.
    const submissionId = sub?.id ?? (await repo.submissionOfTask(tx, open.taskId)) ?? null;
    return repo.markClosed(tx, attemptId, { submissionId, closedBy, now: ctx.now });
  });
  // Multiple choice is marked exactly in milliseconds: score it now; the queued job does it if this fails.
  if (closed?.submissionId)
    await runEvaluation(ctx.evaluation, closed.submissionId).catch((err: unknown) => {
      ctx.log?.warn({ err, attemptId }, 'fast mock evaluation failed; the job will retry');
    });
  return closed;
}

/** The attempt as it stands now: one whose deadline has passed is closed first (the check on read). */
async function currentAttempt(ctx: MockCtx, paper: Paper): Promise<MockAttemptRow | undefined> {
  const attempt = await repo.latestAttempt(ctx.db, paper.view.task.id);
  if (attempt && !attempt.submittedAt && ctx.now.getTime() >= closesAt(attempt))
    return (await closeAttempt(ctx, attempt.id, 'timeout', paper.view.childParentId)) ?? attempt;
  return attempt;
}

export async function getAttempt(ctx: MockCtx, actor: Actor, taskId: string): Promise<MockAttempt> {
  const paper = await loadPaper(ctx.db, actor, taskId);
  return toDto(paper, await currentAttempt(ctx, paper), ctx.now);
}

/** Marks a take that is never ranked: a paper saved by a client, or an olympiad code not in the catalogue. */
const UNRANKED = '';

/**
 * The olympiad a take is ranked under: only papers this server generated (their metadata cannot be set by a
 * client) and only catalogue olympiads, so a made-up or copied paper cannot join or poison a class's rank.
 */
function rankCode(paper: Paper): string {
  const code = paper.worksheet.olympiadMetadata?.olympiad?.code;
  const generated = !paper.worksheet.generatorModel.startsWith('client:');
  return generated && code && findOlympiadByCode(code)?.code === code ? code : UNRANKED;
}

/**
 * Starts the clock once: a second start answers the running attempt. The deadline is the start plus the
 * blueprint's minutes; a delayed job closes the attempt then even if no client is left to do it.
 */
export async function startAttempt(ctx: MockCtx, actor: Actor, taskId: string): Promise<MockAttempt> {
  const paper = await loadPaper(ctx.db, actor, taskId, { taker: true });
  const current = await currentAttempt(ctx, paper);
  if (current && !current.submittedAt) return toDto(paper, current, ctx.now);
  if (paper.view.task.state !== 'pending') throw conflict(MOCK_MSG.submitted);
  const deadline = new Date(ctx.now.getTime() + paper.duration * 60_000);
  const created = await repo.insertAttempt(ctx.db, {
    taskId,
    childId: paper.view.task.childId,
    olympiadCode: rankCode(paper),
    grade: paper.worksheet.grade,
    startedAt: ctx.now,
    deadline,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  const attempt = created ?? (await repo.latestAttempt(ctx.db, taskId))!;
  if (created)
    await ctx.jobs.send<MockCloseJob>(
      MOCK_CLOSE_JOB,
      { attempt_id: created.id },
      { startAfter: new Date(closesAt(attempt)), singletonKey: created.id },
    );
  return toDto(paper, attempt, ctx.now);
}

/** Saves answers as they are given: each save merges into the stored ones, so repeating it changes nothing. */
export async function saveAnswers(
  ctx: MockCtx,
  actor: Actor,
  taskId: string,
  answers: Record<string, string>,
): Promise<MockAttempt> {
  const paper = await loadPaper(ctx.db, actor, taskId, { taker: true });
  const attempt = await repo.latestAttempt(ctx.db, taskId);
  if (!attempt) throw conflict(MOCK_MSG.notStarted);
  if (attempt.submittedAt) throw conflict(MOCK_MSG.submitted);
  if (ctx.now.getTime() >= closesAt(attempt)) {
    await closeAttempt(ctx, attempt.id, 'timeout', paper.view.childParentId);
    throw conflict(MOCK_MSG.timeUp);
  }
  const saved = await repo.mergeAnswers(ctx.db, attempt.id, cleanAnswers(paper, answers), ctx.now);
  // Closed between the read and the write (the job, another tab): these answers were not kept.
  if (!saved) throw conflict(MOCK_MSG.timeUp);
  return toDto(paper, saved, ctx.now);
}

/** The child hands in (or the client does at zero): the last answers are merged, then the attempt is closed. */
export async function submitAttempt(
  ctx: MockCtx,
  actor: Actor,
  taskId: string,
  answers: Record<string, string> | undefined,
): Promise<MockAttempt> {
  const paper = await loadPaper(ctx.db, actor, taskId, { taker: true });
  const attempt = await repo.latestAttempt(ctx.db, taskId);
  if (!attempt) throw conflict(MOCK_MSG.notStarted);
  if (attempt.submittedAt) {
    // A retried hand-in answers the closed paper; answers it does not hold came too late.
    const stored = attempt.answers as Record<string, string>;
    const lost = Object.entries(cleanAnswers(paper, answers ?? {})).some(([k, v]) => (stored[k] ?? null) !== v);
    if (lost) throw conflict(MOCK_MSG.timeUp);
    return toDto(paper, attempt, ctx.now);
  }
  const inTime = ctx.now.getTime() < closesAt(attempt);
  const closedBy = ctx.now.getTime() >= attempt.deadline.getTime() ? 'timeout' : 'child';
  // Answers that come too late, or after another close, are not kept: the child is told, never silently dropped.
  const kept =
    !answers || (inTime && (await repo.mergeAnswers(ctx.db, attempt.id, cleanAnswers(paper, answers), ctx.now)));
  const closed = await closeAttempt(ctx, attempt.id, closedBy, actor.userId);
  if (!kept && answers && Object.keys(answers).length) throw conflict(MOCK_MSG.timeUp);
  return toDto(paper, closed ?? (await repo.latestAttempt(ctx.db, taskId)), ctx.now);
}

/** The delayed job: closes the attempt at its deadline if it is still open (a closed tab, a lost connection). */
export async function closeDueAttempt(ctx: MockCtx, attemptId: string): Promise<void> {
  const attempt = await repo.findAttempt(ctx.db, attemptId);
  if (!attempt || attempt.submittedAt) return;
  if (ctx.now.getTime() < closesAt(attempt)) {
    await ctx.jobs.send<MockCloseJob>(
      MOCK_CLOSE_JOB,
      { attempt_id: attemptId },
      { startAfter: new Date(closesAt(attempt)) },
    );
    return;
  }
  const parentId = await repo.parentOfChild(ctx.db, attempt.childId);
  if (parentId) await closeAttempt(ctx, attemptId, 'timeout', parentId);
}

const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 1000) / 10 : 0);

/** The result by section, from the evaluation's marks, with the rank among same-class takers of this olympiad. */
export async function getResult(ctx: MockCtx, actor: Actor, taskId: string): Promise<MockResult> {
  const paper = await loadPaper(ctx.db, actor, taskId);
  const attempt = await currentAttempt(ctx, paper);
  if (!attempt) throw conflict(MOCK_MSG.notStarted);
  const olympiad = paper.worksheet.olympiadMetadata?.olympiad ?? null;
  const base = {
    task_id: taskId,
    olympiad: olympiad && { code: olympiad.code, name: olympiad.name },
    closed_by: attempt.closedBy ?? null,
  };
  const evaluation = attempt.submissionId ? await findEvaluationBySubmission(ctx.db, attempt.submissionId) : null;
  if (!evaluation) return { ...base, status: 'evaluating', sections: [], total: null, rank: null, rank_note: null };
  const marks = new Map<number, { awarded: number; max: number; correct: boolean }>();
  for (const item of evaluation.questionAnalysis as {
    question_number: number;
    marks_awarded: number;
    max_marks: number;
    is_correct: boolean;
  }[])
    marks.set(item.question_number, { awarded: item.marks_awarded, max: item.max_marks, correct: item.is_correct });
  const sub = attempt.answers;
  const sections = paper.sections.map((s) => {
    const rows = s.question_numbers.map((n) => marks.get(n));
    const awarded = rows.reduce((sum, r) => sum + (r?.awarded ?? 0), 0);
    const max = rows.reduce((sum, r) => sum + (r?.max ?? s.marks_per_question), 0);
    return {
      name: s.name,
      is_hot: s.is_hot,
      questions: s.question_numbers.length,
      answered: s.question_numbers.filter((n) => sub[String(n)]?.trim()).length,
      correct: rows.filter((r) => r?.correct).length,
      marks_awarded: awarded,
      max_marks: max,
      percentage: pct(awarded, max),
    };
  });
  const awarded = sections.reduce((s, x) => s + x.marks_awarded, 0);
  const max = sections.reduce((s, x) => s + x.max_marks, 0);
  const standing =
    attempt.olympiadCode === UNRANKED
      ? null
      : await repo.rankAmongPeers(ctx.db, {
          olympiadCode: attempt.olympiadCode,
          grade: attempt.grade,
          childId: attempt.childId,
        });
  const ranked = standing && standing.of >= MOCK_RANK_MIN_PEERS;
  return {
    ...base,
    status: 'evaluated',
    sections,
    total: { marks_awarded: awarded, max_marks: max, percentage: pct(awarded, max) },
    rank: ranked ? standing : null,
    rank_note: ranked ? null : MOCK_MSG.notEnoughPeers,
  };
}
