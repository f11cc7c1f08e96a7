import { listTopics } from '@app/content/curriculum/index';
import {
  countOf,
  BUILTIN_MODEL_ID,
  QB_AUTO_DIFFICULTIES,
  QB_AUTO_JOB,
  QB_AUTO_MSG,
  QB_AUTO_TYPES,
  QUESTION_TYPE_CODES,
  type QbAutoProgressData,
  type QbAutoRun,
  type ZQbAutoStart,
} from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AutoRunLogLine, type QbAutoRunRow, qbAutoRuns, type UserRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { JobContext } from '../../jobs/queue';
import * as repo from './question-bank.repository';
import { toQbRow } from './seed-bank';

/** Log lines kept per run (the screen shows the newest; older ones are summarised by the counters). */
const LOG_KEEP = 500;
/** One job works this long, then hands the rest to a continuation job (so an expiry never cuts a healthy run). */
const SLICE_MS = 60_000;
const JOB_EXPIRE_SECONDS = 600;

interface Combination {
  topic: string;
  difficulty: (typeof QB_AUTO_DIFFICULTIES)[number];
  type: (typeof QB_AUTO_TYPES)[number];
}

/** Topic by topic, then Easy → Extreme, then MCQ → LA (spec 03 §4). */
export function combinationsOf(topics: string[]): Combination[] {
  return topics.flatMap((topic) =>
    QB_AUTO_DIFFICULTIES.flatMap((difficulty) => QB_AUTO_TYPES.map((type) => ({ topic, difficulty, type }))),
  );
}

export function toRunView(r: QbAutoRunRow): QbAutoRun {
  const total = r.topics.length * QB_AUTO_DIFFICULTIES.length * QB_AUTO_TYPES.length;
  return {
    id: r.id,
    status: r.status,
    engine: r.engine,
    board: r.board,
    grade: r.grade,
    subject: r.subject,
    chapter: r.chapter,
    topics: r.topics,
    questions_per_topic: r.questionsPerTopic,
    requests_done: r.position,
    requests_total: total,
    progress: total ? Math.round((r.position / total) * 1000) / 10 : 100,
    stop_requested: r.stopRequested,
    counters: { total: r.total, generated: r.generated, failed: r.failed, saved: r.saved, duplicates: r.duplicates },
    log: r.log,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

async function loadRun(db: Db, user: UserRow, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(qbAutoRuns)
        .where(and(eq(qbAutoRuns.id, id), eq(qbAutoRuns.createdBy, user.id)))
    : [];
  if (!row) throw notFound(QB_AUTO_MSG.notFound);
  return row;
}

const line = (now: Date, level: AutoRunLogLine['level'], text: string): AutoRunLogLine => ({
  at: now.toISOString(),
  level,
  text,
});

export async function startRun(app: FastifyInstance, user: UserRow, input: z.output<typeof ZQbAutoStart>) {
  const topics = listTopics(input.board, input.grade, input.subject, input.chapter);
  if (topics.length === 0) throw badRequest(QB_AUTO_MSG.noTopics, 'chapter', 'no_topics');
  const requests = combinationsOf(topics).length;
  const now = app.deps.clock();
  let row: QbAutoRunRow;
  try {
    [row] = await app.deps.db.db
      .insert(qbAutoRuns)
      .values({
        createdBy: user.id,
        engine: input.engine,
        board: input.board,
        grade: input.grade,
        subject: input.subject,
        chapter: input.chapter,
        topics,
        questionsPerTopic: input.questions_per_topic,
        total: requests * input.questions_per_topic,
        log: [
          line(
            now,
            'info',
            `Started: ${topics.length} topics × 4 difficulties × 6 types = ${requests} requests, about ${requests * input.questions_per_topic} questions (${input.engine === 'builtin' ? 'built-in engine' : 'configured model'}).`,
          ),
        ],
      })
      .returning();
  } catch (err) {
    // The partial unique index allows one running loop per admin.
    if (
      (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (err as { cause?: { code?: string } }).cause?.code === '23505'
    )
      throw conflict(QB_AUTO_MSG.alreadyRunning);
    throw err;
  }
  await enqueue(app, row);
  return toRunView(row);
}

async function enqueue(app: FastifyInstance, row: Pick<QbAutoRunRow, 'id' | 'slice'>) {
  await app.jobs.send(
    QB_AUTO_JOB,
    { runId: row.id, slice: row.slice },
    { singletonKey: `${row.id}:${row.slice}`, expireInSeconds: JOB_EXPIRE_SECONDS, retryLimit: 3, retryDelay: 5 },
  );
}

export async function currentRun(db: Db, user: UserRow) {
  const [row] = await db
    .select()
    .from(qbAutoRuns)
    .where(eq(qbAutoRuns.createdBy, user.id))
    .orderBy(desc(qbAutoRuns.createdAt))
    .limit(1);
  return { run: row ? toRunView(row) : null };
}

export async function getRun(db: Db, user: UserRow, id: string) {
  return toRunView(await loadRun(db, user, id));
}

/** Stop takes effect after the request in flight: the loop checks this flag before each request. */
export async function requestStop(db: Db, user: UserRow, id: string) {
  const row = await loadRun(db, user, id);
  if (row.status !== 'running') return toRunView(row);
  const [updated] = await db
    .update(qbAutoRuns)
    .set({ stopRequested: true })
    .where(eq(qbAutoRuns.id, row.id))
    .returning();
  return toRunView(updated);
}

const appendLog = (lines: AutoRunLogLine[]) =>
  sql`(select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from (select e, n from jsonb_array_elements(${qbAutoRuns.log} || ${JSON.stringify(lines)}::jsonb) with ordinality as t(e, n) order by n desc limit ${LOG_KEEP}) kept)`;

async function publish(app: FastifyInstance, row: QbAutoRunRow, newLine: AutoRunLogLine | null) {
  const view = toRunView(row);
  const data: QbAutoProgressData = {
    counters: view.counters,
    requests_done: view.requests_done,
    requests_total: view.requests_total,
    stop_requested: view.stop_requested,
    line: newLine,
  };
  await app.publishJobProgress(row.createdBy, {
    job: QB_AUTO_JOB,
    ref: row.id,
    progress: Math.min(100, view.progress),
    status: row.status === 'running' ? 'running' : row.status === 'failed' ? 'failed' : 'done',
    message: row.status,
    data: data as unknown as Record<string, unknown>,
  });
}

async function finish(
  app: FastifyInstance,
  row: QbAutoRunRow,
  status: 'completed' | 'stopped' | 'failed',
  text: string,
) {
  const now = app.deps.clock();
  const l = line(now, status === 'completed' ? 'success' : status === 'stopped' ? 'warning' : 'error', text);
  const [done] = await app.deps.db.db
    .update(qbAutoRuns)
    .set({ status, finishedAt: now, updatedAt: now, log: appendLog([l]) })
    .where(and(eq(qbAutoRuns.id, row.id), eq(qbAutoRuns.status, 'running')))
    .returning();
  if (done) await publish(app, done, l);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request of the loop: the questions, or the reason it failed. */
async function generateOne(app: FastifyInstance, run: QbAutoRunRow, c: Combination) {
  const config = run.engine === 'configured' ? await app.aiConfig.get() : null;
  const model = config ? config.models.worksheet[c.difficulty] : BUILTIN_MODEL_ID;
  const provider = config?.providers.worksheet ?? 'builtin';
  return app.ai.generateQuestions({
    question_mode: 'regular',
    board: run.board,
    grade: run.grade,
    subject: run.subject,
    chapter: run.chapter,
    topic: c.topic,
    olympiad_code: null,
    difficulty: c.difficulty,
    question_types: [c.type],
    num_questions: run.questionsPerTopic,
    ai_model: provider === 'builtin' ? BUILTIN_MODEL_ID : model,
    api_key: null,
    instruction_text: null,
    reference_text: null,
  });
}

/**
 * The job: works the run from its saved position. Each request's questions, the counters, the next position and the
 * log line are written in one transaction guarded by the position and slice it started from, so a stale or repeated
 * job can never save a combination twice. Between requests it waits the spec's second; it returns early (handing the
 * rest to a continuation job) when its time slice is used up or the process is shutting down.
 */
export async function workRun(
  app: FastifyInstance,
  job: JobContext<{ runId: string; slice: number }>,
  delayMs: number,
) {
  const db = app.deps.db.db;
  const started = Date.now();
  const load = async () => (await db.select().from(qbAutoRuns).where(eq(qbAutoRuns.id, job.data.runId)))[0];
  let run = await load();
  if (!run || run.status !== 'running' || run.slice !== job.data.slice) return;
  const combos = combinationsOf(run.topics);
  try {
    while (run.position < combos.length) {
      if (run.stopRequested) return await finish(app, run, 'stopped', 'Stopped by the admin.');
      if (app.jobs.stopping || Date.now() - started > SLICE_MS) {
        const [next] = await db
          .update(qbAutoRuns)
          .set({ slice: run.slice + 1 })
          .where(and(eq(qbAutoRuns.id, run.id), eq(qbAutoRuns.slice, run.slice)))
          .returning();
        if (next) await enqueue(app, next);
        return;
      }
      const c = combos[run.position];
      const label = `${c.topic} · ${c.difficulty[0].toUpperCase()}${c.difficulty.slice(1)} · ${QUESTION_TYPE_CODES[c.type]}`;
      let rows: ReturnType<typeof toQbRow>[] = [];
      let failure: string | null = null;
      let shortfall: string | null = null;
      try {
        const result = await generateOne(app, run, c);
        rows = result.questions.map((q) => ({ ...toQbRow(q, result.generated_by.model), createdBy: run!.createdBy }));
        shortfall = result.shortfall?.message ?? null;
      } catch (err) {
        failure = (err as { detail?: string; message?: string }).detail ?? (err as Error).message ?? 'failed';
      }
      const now = app.deps.clock();
      const position = run.position;
      const slice = run.slice;
      const outcome = await db
        .transaction(async (tx) => {
          const unique = [...new Map(rows.map((r) => [r.contentHash, r])).values()];
          const saved = failure ? 0 : await repo.insertQuestions(tx as unknown as Db, unique);
          const duplicates = rows.length - saved;
          const l = failure
            ? line(now, 'error', `#${position + 1} ${label}: failed (${failure})`)
            : rows.length === 0
              ? line(now, 'warning', `#${position + 1} ${label}: no questions${shortfall ? ` (${shortfall})` : ''}`)
              : line(
                  now,
                  'success',
                  `#${position + 1} ${label}: ${rows.length} generated, ${saved} saved, ${countOf(duplicates, 'duplicate')} skipped`,
                );
          const [updated] = await tx
            .update(qbAutoRuns)
            .set({
              position: position + 1,
              generated: sql`${qbAutoRuns.generated} + ${rows.length}`,
              failed: sql`${qbAutoRuns.failed} + ${failure ? 1 : 0}`,
              saved: sql`${qbAutoRuns.saved} + ${saved}`,
              duplicates: sql`${qbAutoRuns.duplicates} + ${duplicates}`,
              log: appendLog([l]),
              updatedAt: now,
            })
            .where(
              and(
                eq(qbAutoRuns.id, run!.id),
                eq(qbAutoRuns.position, position),
                eq(qbAutoRuns.slice, slice),
                eq(qbAutoRuns.status, 'running'),
              ),
            )
            .returning();
          // Someone else moved the run on (a stale job): undo this combination's inserts.
          if (!updated) throw new StaleRun();
          return { updated, l };
        })
        .catch((err) => {
          if (err instanceof StaleRun) return null;
          throw err;
        });
      if (!outcome) return;
      run = outcome.updated;
      await publish(app, run, outcome.l);
      run = (await load()) ?? run;
      if (run.position < combos.length && !run.stopRequested && delayMs > 0) await sleep(delayMs);
      run = (await load()) ?? run;
    }
    const r = run;
    await finish(
      app,
      r,
      'completed',
      `Completed: ${r.generated} generated, ${r.saved} saved, ${countOf(r.duplicates, 'duplicate')} skipped, ${countOf(r.failed, 'failed request')}.`,
    );
  } catch (err) {
    app.log.error({ err, runId: run.id }, 'auto-generation stopped');
    await finish(app, run, 'failed', `${QB_AUTO_MSG.stoppedByError}: ${(err as Error).message}`);
  }
}

class StaleRun extends Error {}

/** After a restart (or a crash), runs still marked running get their job again; the key makes this idempotent. */
export async function resumeRunningRuns(app: FastifyInstance) {
  const rows = await app.deps.db.db
    .select({ id: qbAutoRuns.id, slice: qbAutoRuns.slice })
    .from(qbAutoRuns)
    .where(eq(qbAutoRuns.status, 'running'));
  for (const r of rows) await enqueue(app, r);
}
