import { MOCK_GRACE_SECONDS, MOCK_MINUTES_MESSAGE, MOCK_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addChild, childViewToken, multipart } from '../../../test/core-loop';
import { call, createParent, setupTestApp } from '../../../test/helpers';
import { evaluations, mockAttempts, submissions, tasks, worksheets } from '../../db/schema/index';
import { rankAmongPeers } from './mock.repository';
import { insertOnlineSubmission } from '../submissions/submissions.service';

const t = await setupTestApp();
const api = (opts: Parameters<typeof call>[1]) => call(t.app, opts);

let p: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
let view: string;
let mock: { id: string; first: string };
let paperJson: Record<string, unknown> & { olympiad_metadata: Record<string, unknown> };

async function assignMock(token = p.token, childId = kid.id, worksheetId = mock.id) {
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
  kid = await addChild(t.app, p.token, { name: 'Ravi', grade: 7, access_code: '4343' });
  view = await childViewToken(t.app, p.email, p.code, '4343');
  const gen = await api({
    method: 'POST',
    url: '/api/olympiad/generate',
    token: p.token,
    payload: { mode: 'mock', grade: 7, subject: 'Mathematics', target_id: kid.id, target_type: 'child' },
  });
  expect(gen.status).toBe(200);
  paperJson = {
    ...gen.body.worksheet_json,
    olympiad_metadata: gen.body.worksheet_json.olympiad_metadata ?? gen.body.metadata,
  };
  mock = { id: gen.body.worksheet_id, first: String(gen.body.worksheet_json.questions[0].question_number) };
});

describe('the mock clock cannot be bypassed', () => {
  it('a plain submission of a mock paper is refused, by the child and by the parent, with or without a start', async () => {
    const taskId = await assignMock();
    const submit = (token: string) =>
      api({
        method: 'POST',
        url: `/api/submissions/${taskId}`,
        token,
        payload: { submission_method: 'online', submitted_answers: { [mock.first]: 'A' } },
      });
    for (const token of [view, p.token]) {
      const res = await submit(token);
      expect(res.status).toBe(409);
      expect(res.body.detail).toBe(MOCK_MSG.useMockTest);
    }
    await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    const during = await submit(view);
    expect(during.status).toBe(409);
    const [task] = await t.db.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task!.state).toBe('pending');
    expect(await t.db.db.select().from(submissions).where(eq(submissions.taskId, taskId))).toHaveLength(0);
  });

  it('pages of a mock paper are neither previewed nor uploaded', async () => {
    const taskId = await assignMock();
    const page = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const url of ['/api/ocr/preview', '/api/vision/preview']) {
      const body = multipart({ task_id: taskId }, [{ filename: 'page.pdf', data: page }]);
      const res = await api({ method: 'POST', url, token: view, payload: body.payload, headers: body.headers });
      expect(res.status, url).toBe(409);
      expect(res.body.detail).toBe(MOCK_MSG.useMockTest);
    }
    const body = multipart({ submission_method: 'files', task_code: 'X' }, [{ filename: 'page.pdf', data: page }]);
    const upload = await api({
      method: 'POST',
      url: `/api/submissions/${taskId}`,
      token: view,
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.status).toBe(409);
    expect(upload.body.detail).toBe(MOCK_MSG.useMockTest);
  });

  it('an attempt closing on a task already handed in points at that submission', async () => {
    const taskId = await assignMock();
    await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    // A submission made before this fix (or by any other path) completed the task under the open attempt.
    const sub = await t.db.db.transaction((tx) =>
      insertOnlineSubmission(tx, t.app.jobs, {
        taskId,
        childId: kid.id,
        submittedBy: p.user.id,
        answers: { [mock.first]: 'A' },
        now: t.clock.now,
      }),
    );
    const closed = await api({ method: 'POST', url: mockUrl(taskId, '/submit'), token: view, payload: {} });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('submitted');
    const [attempt] = await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.taskId, taskId));
    expect(attempt!.submissionId).toBe(sub!.id);
  });
});

describe('the mock paper is not readable before the clock starts', () => {
  it('the child view gets no questions from the task, no PDF while pending; the running attempt serves them', async () => {
    const taskId = await assignMock();
    const detail = await api({ method: 'GET', url: `/api/tasks/${taskId}`, token: view });
    expect(detail.status).toBe(200);
    expect(detail.body.worksheet.olympiad_metadata.mode).toBe('mock');
    expect(detail.body.worksheet.questions).toEqual([]);
    for (const s of detail.body.worksheet.json_data.sections) expect(s.questions_list).toEqual([]);
    const parent = await api({ method: 'GET', url: `/api/tasks/${taskId}`, token: p.token });
    expect(parent.body.worksheet.questions.length).toBeGreaterThan(0);

    const pdf = await api({ method: 'GET', url: `/api/tasks/${taskId}/pdf`, token: view });
    expect(pdf.status).toBe(409);
    expect(pdf.body.detail).toBe(MOCK_MSG.paperHidden);

    const before = await api({ method: 'GET', url: mockUrl(taskId), token: view });
    expect(before.body.status).toBe('not_started');
    expect(before.body.questions).toEqual([]);
    const start = await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    expect(start.body.questions).toHaveLength(parent.body.worksheet.questions.length);
    for (const q of start.body.questions) {
      expect(q.correct_answer).toBeUndefined();
      expect(q.answer).toBeUndefined();
      expect(q.hint).toBeUndefined();
    }
    const running = await api({ method: 'GET', url: mockUrl(taskId), token: view });
    expect(running.body.questions.map((q: { question_number: number }) => q.question_number)).toEqual(
      parent.body.worksheet.questions.map((q: { question_number: number }) => q.question_number),
    );
    const done = await api({ method: 'POST', url: mockUrl(taskId, '/submit'), token: view, payload: {} });
    expect(done.body.questions).toEqual([]);
  });
});

describe('the mock duration is whole minutes from 1 to 300', () => {
  it('saving a fraction, a huge or a negative duration is refused; a sane one is kept', async () => {
    for (const minutes of [1.5, 2e11, -5, 0, 301]) {
      const res = await api({
        method: 'POST',
        url: '/api/worksheets',
        token: p.token,
        payload: { ...paperJson, olympiad_metadata: { ...paperJson.olympiad_metadata, duration_minutes: minutes } },
      });
      expect(res.status, String(minutes)).toBe(400);
      expect(res.body.detail).toContain(MOCK_MINUTES_MESSAGE);
    }
    const ok = await api({
      method: 'POST',
      url: '/api/worksheets',
      token: p.token,
      payload: { ...paperJson, olympiad_metadata: { ...paperJson.olympiad_metadata, duration_minutes: 45 } },
    });
    expect(ok.status).toBe(200);
  });

  it('a stored paper with a broken duration is not a mock (400), never a 500', async () => {
    const taskId = await assignMock();
    const [row] = await t.db.db.select().from(worksheets).where(eq(worksheets.id, mock.id));
    try {
      for (const minutes of [1.5, 2e11, -5]) {
        await t.db.db
          .update(worksheets)
          .set({ olympiadMetadata: { ...row!.olympiadMetadata!, duration_minutes: minutes } })
          .where(eq(worksheets.id, mock.id));
        for (const [method, rest] of [
          ['GET', ''],
          ['POST', '/start'],
        ] as const) {
          const res = await api({ method, url: mockUrl(taskId, rest), token: view });
          expect(res.status, `${minutes} ${method} ${rest}`).toBe(400);
          expect(res.body.detail).toBe(MOCK_MSG.notMock);
        }
      }
    } finally {
      await t.db.db
        .update(worksheets)
        .set({ olympiadMetadata: row!.olympiadMetadata })
        .where(eq(worksheets.id, mock.id));
    }
  });
});

describe('one grace for every path at the deadline', () => {
  it('a parent reading in the grace does not close the paper: the child’s last answers are kept', async () => {
    const taskId = await assignMock();
    await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    t.clock.advance(60 * 60_000 + 2000);
    const parentRead = await api({ method: 'GET', url: mockUrl(taskId), token: p.token });
    expect(parentRead.body.status).toBe('in_progress');
    const last = await api({
      method: 'POST',
      url: mockUrl(taskId, '/submit'),
      token: view,
      payload: { answers: { [mock.first]: 'B' } },
    });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ status: 'submitted', closed_by: 'timeout', answers: { [mock.first]: 'B' } });
    const [sub] = await t.db.db.select().from(submissions).where(eq(submissions.taskId, taskId));
    expect(sub!.answers).toEqual({ [mock.first]: 'B' });
  });

  it('answers that come after the grace are refused with 409, never a silent 200', async () => {
    const taskId = await assignMock();
    await api({ method: 'POST', url: mockUrl(taskId, '/start'), token: view });
    await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: view,
      payload: { answers: { [mock.first]: 'A' } },
    });
    t.clock.advance(60 * 60_000 + MOCK_GRACE_SECONDS * 1000);
    const late = await api({
      method: 'POST',
      url: mockUrl(taskId, '/submit'),
      token: view,
      payload: { answers: { [mock.first]: 'C' } },
    });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(MOCK_MSG.timeUp);
    // The paper is closed with what was saved in time.
    const [attempt] = await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.taskId, taskId));
    expect(attempt!.closedBy).toBe('timeout');
    expect(attempt!.answers).toEqual({ [mock.first]: 'A' });
    const save = await api({
      method: 'PUT',
      url: mockUrl(taskId, '/answers'),
      token: view,
      payload: { answers: { [mock.first]: 'D' } },
    });
    expect(save.status).toBe(409);
    // Closed by the job or another tab before this hand-in: new answers are refused, a plain retry is not.
    const after = await api({
      method: 'POST',
      url: mockUrl(taskId, '/submit'),
      token: view,
      payload: { answers: { [mock.first]: 'D' } },
    });
    expect(after.status).toBe(409);
    expect(after.body.detail).toBe(MOCK_MSG.timeUp);
    const same = await api({
      method: 'POST',
      url: mockUrl(taskId, '/submit'),
      token: view,
      payload: { answers: { [mock.first]: 'A' } },
    });
    expect(same.status).toBe(200);
    // A hand-in with nothing new is just the closed paper.
    const retry = await api({ method: 'POST', url: mockUrl(taskId, '/submit'), token: view, payload: {} });
    expect(retry.status).toBe(200);
  });
});

describe('the class rank cannot be poisoned', () => {
  it('ranks only server papers of catalogue olympiads, by the engine’s first-take score', async () => {
    const family = await createParent(t.app);
    const gen = await api({
      method: 'POST',
      url: '/api/olympiad/generate',
      token: family.token,
      payload: { mode: 'mock', grade: 8, subject: 'Mathematics' },
    });
    expect(gen.status).toBe(200);
    const ws = await api({ method: 'GET', url: `/api/worksheets/${gen.body.worksheet_id}`, token: family.token });
    const qs = ws.body.questions as { question_number: number; correct_answer: string }[];
    const right = (k: number) =>
      Object.fromEntries(qs.slice(0, k).map((q) => [String(q.question_number), q.correct_answer]));
    const take = async (code: string, name: string, worksheetId: string, answers: Record<string, string>) => {
      const child = await addChild(t.app, family.token, { name, grade: 8, access_code: code });
      const token = await childViewToken(t.app, family.email, family.code, code);
      const taskId = await assignMock(family.token, child.id, worksheetId);
      await api({ method: 'POST', url: mockUrl(taskId, '/start'), token });
      await api({ method: 'POST', url: mockUrl(taskId, '/submit'), token, payload: { answers } });
      return { child, token, taskId };
    };
    const rank = (childId: string) => rankAmongPeers(t.db.db, { olympiadCode: 'IMO', grade: 8, childId });

    const a = await take('7101', 'Ann', gen.body.worksheet_id, right(2));
    expect(await rank(a.child.id)).toEqual({ position: 1, of: 1 });

    // A copy saved by a client (any metadata it likes) is never ranked, however well it is answered.
    const copy = await api({
      method: 'POST',
      url: '/api/worksheets',
      token: family.token,
      payload: {
        ...ws.body,
        id: undefined,
        olympiad_metadata: gen.body.worksheet_json.olympiad_metadata ?? gen.body.metadata,
      },
    });
    expect(copy.status).toBe(201);
    const b = await take('7102', 'Ben', copy.body.id, right(qs.length));
    expect(await rank(a.child.id)).toEqual({ position: 1, of: 1 });
    const bResult = await api({ method: 'GET', url: mockUrl(b.taskId, '/result'), token: b.token });
    expect(bResult.body.rank).toBeNull();
    const [bAttempt] = await t.db.db.select().from(mockAttempts).where(eq(mockAttempts.taskId, b.taskId));
    expect(bAttempt!.olympiadCode).not.toBe('IMO');

    // An adult raising their child's score does not move the rank: the engine's original score does.
    const c = await take('7103', 'Cal', gen.body.worksheet_id, right(1));
    const [cSub] = await t.db.db.select().from(submissions).where(eq(submissions.taskId, c.taskId));
    await t.db.db.update(evaluations).set({ overallScore: 100 }).where(eq(evaluations.submissionId, cSub!.id));
    expect(await rank(c.child.id)).toEqual({ position: 2, of: 2 });

    // A retake of the same paper (reassigned) counts the first take only.
    const re = await api({ method: 'PATCH', url: `/api/tasks/${c.taskId}/reassign`, token: family.token });
    expect(re.status).toBe(200);
    t.clock.advance(60_000);
    await api({ method: 'POST', url: mockUrl(c.taskId, '/start'), token: c.token });
    const retake = await api({
      method: 'POST',
      url: mockUrl(c.taskId, '/submit'),
      token: c.token,
      payload: { answers: right(qs.length) },
    });
    expect(retake.status).toBe(200);
    expect(await rank(c.child.id)).toEqual({ position: 2, of: 2 });
    expect(await rank(a.child.id)).toEqual({ position: 1, of: 2 });
  });
});
