import { MOCK_GRACE_SECONDS, MOCK_MSG, MOCK_RANK_MIN_PEERS, TASK_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addChild,
  childViewToken,
  createTaskRow,
  createWorksheetRow,
  objectiveQuestions,
} from '../../../test/core-loop';
import { call, createParent, createTeacher, setupTestApp } from '../../../test/helpers';
import { evaluations, mockAttempts, tasks } from '../../db/schema/index';
import { evaluationDeps } from '../evaluations/index';
import { closeDueAttempt, MOCK_CLOSE_JOB } from './mock.service';

const t = await setupTestApp();
const api = (opts: Parameters<typeof call>[1]) => call(t.app, opts);

type Parent = Awaited<ReturnType<typeof createParent>>;
let p: Parent;
let kid: { id: string };
let view: string;
let stranger: Parent;
let teacher: string;
let mock: { id: string; questions: { question_number: number; section?: string; options: string[] }[] };
let sectionOrder: string[];

async function assignMock(token: string, childId: string, worksheetId = mock.id) {
  const res = await api({
    method: 'POST',
    url: `/api/tasks/assign/${worksheetId}`,
    token,
    payload: { title: 'Olympiad Mathematics Mock Test', target_type: 'child', target_ids: [childId] },
  });
  expect(res.status).toBe(201);
  return res.body.tasks[0].task_id as string;
}

const mockUrl = (taskId: string, rest = '') => `/api/tasks/${taskId}/mock${rest}`;

beforeAll(async () => {
  p = await createParent(t.app);
  kid = await addChild(t.app, p.token, { name: 'Asha', grade: 7, access_code: '4242' });
  view = await childViewToken(t.app, p.email, p.code, '4242');
  stranger = await createParent(t.app);
  teacher = (await createTeacher(t.app)).token;
  const gen = await api({
    method: 'POST',
    url: '/api/olympiad/generate',
    token: p.token,
    payload: { mode: 'mock', grade: 7, subject: 'Mathematics', target_id: kid.id, target_type: 'child' },
  });
  expect(gen.status).toBe(200);
  mock = { id: gen.body.worksheet_id, questions: gen.body.worksheet_json.questions };
  sectionOrder = gen.body.metadata.sections.map((s: { name: string }) => s.name);
});

describe('timed mock paper', () => {
  it('before the start: the blueprint’s sections in order, no clock, nothing saved', async () => {
    const taskId = await assignMock(p.token, kid.id);
    const res = await api({ method: 'GET', url: mockUrl(taskId), token: view });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'not_started', duration_minutes: 60, deadline: null, answers: {} });
    const names = res.body.sections.map((s: { name: string }) => s.name);
    expect(names).toEqual(sectionOrder.filter((n) => names.includes(n)));
    const numbers = res.body.sections.flatMap((s: { question_numbers: number[] }) => s.question_numbers);
    expect(numbers).toHaveLength(mock.questions.length);
    expect(res.body.sections.some((s: { is_hot: boolean }) => s.is_hot)).toBe(true);
  });

  it('only the child view starts the clock; other families and teachers get 404', async () => {
    const taskId = await assignMock(p.token, kid.id);
    const asParent = await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: p.token });
    expect(asParent.status).toBe(403);
    expect(asParent.body.detail).toBe(MOCK_MSG.childOnly);
    for (const token of [stranger.token, teacher]) {
      for (const [method, rest, payload] of [
        ['GET', '', undefined],
        ['POST', '/start', undefined],
        ['PUT', '/answers', { answers: { '1': 'A' } }],
        ['POST', '/submit', {}],
        ['GET', '/result', undefined],
      ] as const) {
        const res = await api({ method, url: mockUrl(taskId, rest), token, payload });
        expect(res.status, `${method} ${rest}`).toBe(404);
        expect(res.body.detail).toBe(TASK_MSG.notFound);
      }
    }
    // The parent reads the attempt and the result, but cannot answer.
    expect((await api({ method: 'GET', url: mockUrl(taskId), token: p.token })).status).toBe(200);
    const answer = await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: p.token,
      payload: { answers: { '1': 'A' } },
    });
    expect(answer.status).toBe(403);
  });

  it('a task that is not a mock paper is refused with its message', async () => {
    const ws = await createWorksheetRow(t.db, p.user.id, objectiveQuestions(3));
    const { task } = await createTaskRow(t.db, { ownerId: p.user.id, childId: kid.id, worksheetId: ws.id });
    const res = await api({ method: 'GET', url: mockUrl(task.id), token: view });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MOCK_MSG.notMock);
  });

  it('the server owns the clock, keeps every answer given, and closes the paper at the deadline', async () => {
    const taskId = await assignMock(p.token, kid.id);
    const notYet = await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: view,
      payload: { answers: { '1': 'A' } },
    });
    expect(notYet.status).toBe(409);
    expect(notYet.body.detail).toBe(MOCK_MSG.notStarted);

    const start = await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    expect(start.status).toBe(200);
    expect(start.body.status).toBe('in_progress');
    expect(new Date(start.body.deadline).getTime() - new Date(start.body.started_at).getTime()).toBe(60 * 60_000);
    expect(start.body.remaining_seconds).toBe(3600);
    t.clock.advance(5000);
    const again = await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    expect(again.body.deadline).toBe(start.body.deadline);
    expect(again.body.remaining_seconds).toBe(3595);

    // Answer the first question of each section correctly (option text), the second wrongly.
    const key = new Map<number, string>();
    const ws = await api({ method: 'GET', url: `/api/worksheets/${mock.id}`, token: p.token });
    for (const q of ws.body.questions) key.set(q.question_number, q.correct_answer ?? q.answer);
    const sections = start.body.sections as { name: string; question_numbers: number[] }[];
    const right = sections.map((s) => s.question_numbers[0]!);
    const wrong = sections.flatMap((s) => s.question_numbers.slice(1, 2));
    const answers: Record<string, string> = {};
    for (const n of right) answers[String(n)] = key.get(n)!;
    for (const n of wrong) {
      const q = mock.questions.find((x) => x.question_number === n)!;
      answers[String(n)] = q.options.find((o) => o !== key.get(n))!;
    }
    const save = () => api({ method: 'PUT', url: mockUrl(taskId, '/answers'), token: view, payload: { answers } });
    expect((await save()).status).toBe(200);
    const twice = await save();
    expect(twice.body.answers).toEqual(answers);
    // An empty answer clears one; numbers not on the paper are ignored.
    const extra = await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: view,
      payload: { answers: { '999': 'A', [String(wrong[0])]: 'x' } },
    });
    expect(extra.body.answers['999']).toBeUndefined();
    const cleared = await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: view,
      payload: { answers: { [String(wrong[0])]: '' } },
    });
    expect(cleared.body.answers[String(wrong[0])]).toBeUndefined();
    const bad = await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: view,
      payload: { answers: { '1': 'x'.repeat(201) } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(MOCK_MSG.answerTooLong);
    // Put the cleared one back so the expected counts below stay simple.
    expect((await save()).status).toBe(200);

    t.clock.advance(56 * 60_000);
    const late = await api({ method: 'GET', url: mockUrl(taskId), token: view });
    expect(late.body.remaining_seconds).toBeLessThan(late.body.warning_seconds);
    expect(late.body.warning_seconds).toBe(300);

    t.clock.advance(4 * 60_000);
    // Past the deadline but within the grace a last save may still arrive: a read does not close the paper yet.
    const grace = await api({ method: 'GET', url: mockUrl(taskId), token: view });
    expect(grace.body).toMatchObject({ status: 'in_progress', remaining_seconds: 0 });
    t.clock.advance(MOCK_GRACE_SECONDS * 1000);
    const closed = await api({ method: 'GET', url: mockUrl(taskId), token: view });
    expect(closed.body).toMatchObject({ status: 'submitted', closed_by: 'timeout', remaining_seconds: null });
    const after = await save();
    expect(after.status).toBe(409);
    expect(after.body.detail).toBe(MOCK_MSG.submitted);

    const [task] = await t.db.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task!.state).toBe('evaluated');
    const [evaluation] = await t.db.db.select().from(evaluations).where(eq(evaluations.taskId, taskId));
    expect(evaluation!.isOlympiad).toBe(true);

    const result = await api({ method: 'GET', url: mockUrl(taskId, '/result'), token: view });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('evaluated');
    expect(result.body.olympiad.code).toBe('IMO');
    expect(result.body.sections.map((s: { name: string }) => s.name)).toEqual(sections.map((s) => s.name));
    for (const [i, s] of result.body.sections.entries()) {
      expect(s.correct, s.name).toBe(1);
      expect(s.answered, s.name).toBe(sections[i]!.question_numbers.length > 1 ? 2 : 1);
      expect(s.questions).toBe(sections[i]!.question_numbers.length);
    }
    expect(result.body.total.marks_awarded).toBe(
      result.body.sections.reduce((sum: number, s: { marks_awarded: number }) => sum + s.marks_awarded, 0),
    );
    expect(result.body.rank).toBeNull();
    expect(result.body.rank_note).toBe(MOCK_MSG.notEnoughPeers);
  });

  it('the child hands in early; a retried hand-in changes nothing', async () => {
    const taskId = await assignMock(p.token, kid.id);
    await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    const n = String(mock.questions[0]!.question_number);
    const submit = () =>
      api({ method: 'POST', url: mockUrl(taskId, '/submit'), token: view, payload: { answers: { [n]: 'A' } } });
    const first = await submit();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'submitted', closed_by: 'child', answers: { [n]: 'A' } });
    const second = await submit();
    expect(second.body.closed_by).toBe('child');
    const rows = await t.db.db.select().from(evaluations).where(eq(evaluations.taskId, taskId));
    expect(rows).toHaveLength(1);
    const restart = await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    expect(restart.status).toBe(409);
    expect(restart.body.detail).toBe(MOCK_MSG.submitted);
  });

  it('the delayed job closes a paper nobody came back to', async () => {
    const taskId = await assignMock(p.token, kid.id);
    await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    const n = String(mock.questions[0]!.question_number);
    await api({ method: 'PUT', url: mockUrl(taskId, '/answers'), token: view, payload: { answers: { [n]: 'B' } } });
    const [attempt] = await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.taskId, taskId));
    // Starting the clock queued the closing job for just after the deadline (durable: it is a row in pg-boss).
    const jobs = await t.db.query<{ start_after: string }>(
      `select start_after from pgboss.job where name = $1 and data->>'attempt_id' = $2`,
      [MOCK_CLOSE_JOB, attempt!.id],
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(attempt!.deadline.getTime() + MOCK_GRACE_SECONDS * 1000);
    const deps = evaluationDeps(t.app);
    const ctx = (now: Date) => ({ db: t.db.db, jobs: t.app.jobs, evaluation: deps, now });
    // Too early (a clock that disagrees): nothing closes.
    await closeDueAttempt(ctx(new Date(attempt!.deadline.getTime() - 1000)), attempt!.id);
    expect((await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt!.id)))[0]!.submittedAt).toBe(
      null,
    );
    // Within the grace the child's last save may still come: not closed either.
    await closeDueAttempt(ctx(new Date(attempt!.deadline.getTime() + 1000)), attempt!.id);
    expect((await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt!.id)))[0]!.submittedAt).toBe(
      null,
    );
    await closeDueAttempt(ctx(new Date(attempt!.deadline.getTime() + MOCK_GRACE_SECONDS * 1000)), attempt!.id);
    const [closed] = await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt!.id));
    expect(closed!.closedBy).toBe('timeout');
    expect(closed!.submissionId).not.toBeNull();
    const [task] = await t.db.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task!.state).toBe('evaluated');
  });

  it(`ranks among children of the same class who took the same olympiad, from ${MOCK_RANK_MIN_PEERS} of them`, async () => {
    const family = await createParent(t.app);
    const first = await addChild(t.app, family.token, { name: 'Peer 0', grade: 7, access_code: '5000' });
    const gen = await api({
      method: 'POST',
      url: '/api/olympiad/generate',
      token: family.token,
      payload: { mode: 'mock', grade: 7, subject: 'Mathematics', target_id: first.id, target_type: 'child' },
    });
    const ws = await api({ method: 'GET', url: `/api/worksheets/${gen.body.worksheet_id}`, token: family.token });
    const questions = ws.body.questions as { question_number: number; correct_answer: string }[];
    const ranks: ({ position: number; of: number } | null)[] = [];
    // Asha (above) has taken the IMO class 7 mock too: with her, peer i is the (i + 2)th taker.
    for (let i = 0; i < MOCK_RANK_MIN_PEERS; i++) {
      const code = String(5000 + i);
      const child =
        i === 0 ? first : await addChild(t.app, family.token, { name: `Peer ${i}`, grade: 7, access_code: code });
      const taskId = await assignMock(family.token, child.id, gen.body.worksheet_id);
      const token = await childViewToken(t.app, family.email, family.code, code);
      await api({ method: 'POST', url: mockUrl(taskId, '/start'), token });
      // The last peer answers everything correctly; the others one question each.
      const answered = i === MOCK_RANK_MIN_PEERS - 1 ? questions : questions.slice(0, 1);
      const answers = Object.fromEntries(answered.map((q) => [String(q.question_number), q.correct_answer]));
      await api({ method: 'POST', url: mockUrl(taskId, '/submit'), token, payload: { answers } });
      ranks.push((await api({ method: 'GET', url: mockUrl(taskId, '/result'), token })).body.rank);
    }
    expect(ranks.slice(0, MOCK_RANK_MIN_PEERS - 2)).toEqual(Array(MOCK_RANK_MIN_PEERS - 2).fill(null));
    expect(ranks[MOCK_RANK_MIN_PEERS - 2]?.of).toBe(MOCK_RANK_MIN_PEERS);
    expect(ranks[MOCK_RANK_MIN_PEERS - 1]).toEqual({ position: 1, of: MOCK_RANK_MIN_PEERS + 1 });
    // A grade 5 child is not a peer of class 7 takers.
    const grade5 = await addChild(t.app, family.token, { name: 'Younger', grade: 5, access_code: '6000' });
    const gen5 = await api({
      method: 'POST',
      url: '/api/olympiad/generate',
      token: family.token,
      payload: { mode: 'mock', grade: 5, subject: 'Mathematics', target_id: grade5.id, target_type: 'child' },
    });
    const task5 = await assignMock(family.token, grade5.id, gen5.body.worksheet_id);
    const token5 = await childViewToken(t.app, family.email, family.code, '6000');
    await api({ method: 'POST', url: mockUrl(task5, '/start'), token: token5 });
    await api({ method: 'POST', url: mockUrl(task5, '/submit'), token: token5, payload: {} });
    const r5 = await api({ method: 'GET', url: mockUrl(task5, '/result'), token: token5 });
    expect(r5.body.rank).toBeNull();
  });
});
