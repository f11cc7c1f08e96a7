import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addChild,
  childViewToken,
  correctAnswers,
  createTaskRow,
  createWorksheetRow,
  objectiveQuestions,
  writtenQuestion,
} from '../../../test/core-loop';
import { call, createParent, setupTestApp } from '../../../test/helpers';
import { evaluations, notifications, submissions } from '../../db/schema/index';
import type { BusEvent } from '../../realtime/event-bus';
import { EVALUATION_JOB } from './evaluation.run';
import { evaluationDeps } from './index';
import { runEvaluation } from './evaluation.run';

// The job is not worked here: each test runs it by hand, twice, to prove the result is stored once.
const t = await setupTestApp({ deps: { workJobs: false } });
const api = (opts: Parameters<typeof call>[1]) => call(t.app, opts);

let p: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
let worksheetId: string;
const events: BusEvent[] = [];

beforeAll(async () => {
  p = await createParent(t.app);
  kid = await addChild(t.app, p.token, { name: 'Asha', access_code: '4242' });
  worksheetId = (await createWorksheetRow(t.db, p.user.id, [...objectiveQuestions(3), writtenQuestion(4)])).id;
  t.app.bus.onEvent((e) => events.push(e));
});

describe('the evaluation job', () => {
  it('stores one evaluation however often it runs, announces it once, and the family hears it live', async () => {
    const { task } = await createTaskRow(t.db, { ownerId: p.user.id, childId: kid.id, worksheetId });
    const res = await api({
      method: 'POST',
      url: `/api/submissions/${task.id}`,
      token: p.token,
      payload: { submitted_answers: { ...correctAnswers(objectiveQuestions(3)), 4: 'It is less dense.' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('evaluating');
    const subId = res.body.submission.id as string;
    // The job was written with the submission.
    const jobs = await t.db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'submission_id' = $2`,
      [EVALUATION_JOB, subId],
    );
    expect(jobs[0]!.n).toBe(1);

    const deps = evaluationDeps(t.app);
    const [a, b] = await Promise.all([runEvaluation(deps, subId), runEvaluation(deps, subId)]);
    const c = await runEvaluation(deps, subId);
    expect(a!.id).toBe(b!.id);
    expect(c!.id).toBe(a!.id);
    const [n] = await t.db.db.select({ n: count() }).from(evaluations).where(eq(evaluations.submissionId, subId));
    expect(n!.n).toBe(1);
    const notes = await t.db.db.select().from(notifications).where(eq(notifications.userId, p.user.id));
    expect(notes.filter((x) => (x.data as { task_id?: string }).task_id === task.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    const live = events.filter((e) => e.type === 'job.progress' && e.ref === task.id);
    expect(live.map((e) => (e as { status: string }).status)).toEqual(['queued', 'done']);
    expect(live.every((e) => e.user_id === p.user.id)).toBe(true);

    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const got = await api({ method: 'GET', url: `/api/tasks/${task.id}/evaluation`, token: view });
    expect(got.status).toBe(200);
    expect(got.body.evaluation.question_analysis[3].graded_by).toBe('builtin-rubric');
  });

  it('a submission whose task was deleted meanwhile is skipped without error', async () => {
    const { task, group } = await createTaskRow(t.db, { ownerId: p.user.id, childId: kid.id, worksheetId });
    const res = await api({
      method: 'POST',
      url: `/api/submissions/${task.id}`,
      token: p.token,
      payload: { submitted_answers: { 4: 'x' } },
    });
    const subId = res.body.submission.id as string;
    await t.db.query('delete from task_groups where id = $1', [group.id]);
    expect(await runEvaluation(evaluationDeps(t.app), subId)).toBeNull();
    expect(await t.db.db.select().from(submissions).where(eq(submissions.id, subId))).toHaveLength(0);
  });
});
