import { EVALUATION_MSG, SUBMISSION_MSG, TASK_MSG } from '@app/shared';
import { UPLOAD_MISMATCH_MESSAGE, UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from '@app/shared/schemas/files';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addChild,
  childViewToken,
  correctAnswers,
  createTaskRow,
  createWorksheetRow,
  multipart,
  objectiveQuestions,
  writtenQuestion,
} from '../../../test/core-loop';
import { call, createParent, createTeacher, setupTestApp } from '../../../test/helpers';
import { coachingRelationships, evaluations, notifications, submissions, tasks } from '../../db/schema/index';

const t = await setupTestApp();
const api = (opts: Parameters<typeof call>[1]) => call(t.app, opts);

type Parent = Awaited<ReturnType<typeof createParent>>;
let p: Parent;
let kid: { id: string };
let sibling: { id: string };
let stranger: Parent;
const questions = objectiveQuestions(6);
let worksheetId: string;
let png: Buffer;

beforeAll(async () => {
  p = await createParent(t.app);
  kid = await addChild(t.app, p.token, { name: 'Asha', access_code: '4242' });
  sibling = await addChild(t.app, p.token, { name: 'Ravi', access_code: '7777' });
  stranger = await createParent(t.app);
  worksheetId = (await createWorksheetRow(t.db, p.user.id, questions)).id;
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});

const newTask = (childId = kid.id, ws: string | null = worksheetId, ownerId = p.user.id) =>
  createTaskRow(t.db, { ownerId, childId, worksheetId: ws });

const submitJson = (
  taskId: string,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => api({ method: 'POST', url: `/api/submissions/${taskId}`, token, payload, headers });

const submitForm = (
  taskId: string,
  token: string,
  fields: Record<string, unknown>,
  files: { filename: string; data: Buffer }[] = [],
) => {
  const body = multipart(fields, files);
  return api({
    method: 'POST',
    url: `/api/submissions/${taskId}`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
};

async function waitForEvaluation(taskId: string, token: string, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const res = await api({ method: 'GET', url: `/api/tasks/${taskId}/evaluation`, token });
    if (res.status === 200) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('evaluation did not arrive');
}

describe('online submission of objective work', () => {
  it('is stored, scored before the answer, and the task is evaluated; the owner is notified', async () => {
    const { task } = await newTask();
    const answers = correctAnswers(questions);
    answers['1'] = 'D'; // one wrong answer
    const res = await submitJson(task.id, p.token, { submitted_answers: answers, hints_used: [2] });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your submission is being evaluated.');
    expect(res.body.status).toBe('evaluated');
    expect(res.body.submission).toMatchObject({ method: 'online', hints_used: [2], child_id: kid.id });
    const ev = res.body.evaluation;
    expect(ev.question_analysis).toHaveLength(6);
    expect(ev.question_analysis[0]).toMatchObject({ question_number: 1, is_correct: false, graded_by: 'exact' });
    // 4 full marks, question 2 capped by its hint at 0.75.
    expect(ev.marks_awarded).toBe(4.75);
    expect(ev.max_score).toBe(6);
    expect(ev.overall_score).toBeCloseTo(79.2, 1);
    expect(ev.original_overall_score).toBe(ev.overall_score);
    expect(ev).toMatchObject({ edit_count: 0, max_edits: 2, edit_history: [], grade: 'B' });

    const [row] = await t.db.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.state).toBe('evaluated');
    expect(row!.submittedAt).not.toBeNull();
    const notes = await t.db.db.select().from(notifications).where(eq(notifications.userId, p.user.id));
    expect(notes.some((n) => (n.data as { task_id?: string }).task_id === task.id)).toBe(true);

    const got = await api({ method: 'GET', url: `/api/tasks/${task.id}/evaluation`, token: p.token });
    expect(got.status).toBe(200);
    expect(got.body.evaluation.id).toBe(ev.id);
    expect(got.body.task).toMatchObject({ id: task.id, state: 'evaluated', child_id: kid.id });
  });

  it('an Idempotency-Key retry answers the first response and never submits twice', async () => {
    const { task } = await newTask();
    const headers = { 'idempotency-key': `retry-${task.id}` };
    const body = { submitted_answers: correctAnswers(questions) };
    const [a, b] = await Promise.all([
      submitJson(task.id, p.token, body, headers),
      submitJson(task.id, p.token, body, headers),
    ]);
    const c = await submitJson(task.id, p.token, body, headers);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(c.status).toBe(200);
    expect(new Set([a.body.submission.id, b.body.submission.id, c.body.submission.id]).size).toBe(1);
    expect(c.body.evaluation.overall_score).toBe(100);
    const [subs] = await t.db.db.select({ n: count() }).from(submissions).where(eq(submissions.taskId, task.id));
    const [evs] = await t.db.db.select({ n: count() }).from(evaluations).where(eq(evaluations.taskId, task.id));
    expect(subs!.n).toBe(1);
    expect(evs!.n).toBe(1);
    // Without the key, a second submit of the same task is refused: it is no longer pending.
    const again = await submitJson(task.id, p.token, body);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(SUBMISSION_MSG.alreadySubmitted);
  });

  it('a malformed Idempotency-Key is refused', async () => {
    const { task } = await newTask();
    const res = await submitJson(
      task.id,
      p.token,
      { submitted_answers: { 1: 'A' } },
      { 'idempotency-key': 'x'.repeat(201) },
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(SUBMISSION_MSG.badIdempotencyKey);
  });
});

describe('submission messages', () => {
  let taskId: string;
  let code: string;
  beforeAll(async () => {
    const { task, group } = await newTask();
    taskId = task.id;
    code = group.taskCode;
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['online without answers', { submitted_answers: { 1: '  ' } }, SUBMISSION_MSG.fillAnswers, 'submitted_answers'],
    ['files without a file', { submission_method: 'files', task_code: 'CODE' }, SUBMISSION_MSG.selectFiles, 'files'],
    [
      'camera without a photo',
      { submission_method: 'camera', task_code: 'CODE' },
      SUBMISSION_MSG.capturePhoto,
      'files',
    ],
    ['an unknown method', { submission_method: 'fax' }, SUBMISSION_MSG.selectType, 'submission_method'],
    ['text without a code', { submission_text: 'My work' }, SUBMISSION_MSG.codeRequired, 'task_code'],
    [
      'a code of 4 characters',
      { submission_text: 'My work', task_code: 'AB12' },
      SUBMISSION_MSG.codeInvalid,
      'task_code',
    ],
    [
      'a student that is not the task’s',
      { student_id: '00000000-0000-4000-8000-000000000000' },
      TASK_MSG.notAssigned,
      'student_id',
    ],
    [
      'answers that are not JSON',
      { submitted_answers: '{1: B' },
      'submitted_answers must be a JSON object of answers by question number',
      'submitted_answers',
    ],
  ];
  for (const [name, fields, detail, field] of cases) {
    it(`${name}: "${detail}"`, async () => {
      const res = await submitForm(taskId, p.token, {
        ...fields,
        task_code: fields.task_code === 'CODE' ? code : fields.task_code,
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(detail);
      expect(res.body.field_errors[field]).toBe(detail);
    });
  }

  it('text with the right code but no text', async () => {
    const res = await submitForm(taskId, p.token, { submission_method: 'text', task_code: code.toLowerCase() });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(SUBMISSION_MSG.writeText);
  });

  it('a wrong code and another task’s code are "Task not found. Please check your task code and try again."', async () => {
    const other = await newTask();
    for (const wrong of ['ZZZZZZ', other.group.taskCode]) {
      const res = await submitForm(taskId, p.token, { submission_text: 'x', task_code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(TASK_MSG.codeNotFound);
    }
  });

  it('files are checked by their bytes, each refused file listed with its own message', async () => {
    const gif = Buffer.from(
      'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
      'binary',
    );
    const res = await submitForm(taskId, p.token, { task_code: code }, [
      { filename: 'page1.png', data: png },
      { filename: 'page2.pdf', data: png }, // a PNG that claims to be a PDF
      { filename: 'page3.png', data: gif },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.field_errors).toEqual({
      'files.1': `page2.pdf: ${UPLOAD_MISMATCH_MESSAGE}`,
      'files.2': `page3.png: ${UPLOAD_TYPE_MESSAGE}`,
    });
    expect(res.body.detail).toContain('page2.pdf');
    // Nothing was kept: the task is still pending.
    const [row] = await t.db.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row!.state).toBe('pending');
  });

  it('a file over 10 MB is refused with the spec’s message', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await submitForm(taskId, p.token, { task_code: code }, [{ filename: 'huge.png', data: big }]);
    expect(res.status).toBe(400);
    expect(res.body.field_errors['files.0']).toBe(UPLOAD_SIZE_MESSAGE);
  });

  it('another family’s task is 404; a child view cannot submit a sibling’s task', async () => {
    const res = await submitJson(taskId, stranger.token, { submitted_answers: { 1: 'A' } });
    expect(res.status).toBe(404);
    const sibTask = await newTask(sibling.id);
    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const sib = await submitJson(sibTask.task.id, view, { submitted_answers: { 1: 'A' } });
    expect(sib.status).toBe(404);
  });
});

describe('paper and written work go through the evaluation job', () => {
  it('pages with the task code are stored, the job evaluates them, and the page is readable by the family only', async () => {
    const { task, group } = await newTask();
    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const res = await submitForm(task.id, view, { task_code: group.taskCode }, [{ filename: 'page.png', data: png }]);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('evaluating');
    expect(res.body.evaluation).toBeNull();
    expect(res.body.submission.files).toHaveLength(1);
    const ev = await waitForEvaluation(task.id, view);
    // A blank page: nothing read, nothing answered.
    expect(ev.evaluation.marks_awarded).toBe(0);
    const url = res.body.submission.files[0].url;
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${p.token}` } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode,
    ).toBe(404);
  }, 60_000);

  it('written answers are scored by the rubric in the job; the comparison shows every question', async () => {
    const ws = await createWorksheetRow(t.db, p.user.id, [...objectiveQuestions(2), writtenQuestion(3)]);
    const { task } = await newTask(kid.id, ws.id);
    const res = await submitJson(task.id, p.token, {
      submitted_answers: { 1: 'A', 2: 'False', 3: 'Ice is less dense than water; its molecules form a lattice.' },
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('evaluating');
    await waitForEvaluation(task.id, p.token);
    const cmp = await api({ method: 'GET', url: `/api/tasks/${task.id}/comparison`, token: p.token });
    expect(cmp.status).toBe(200);
    expect(cmp.body.comparison_data.question_analysis).toHaveLength(3);
    expect(cmp.body.comparison_data.question_analysis[2]).toMatchObject({
      question_type: 'short_answer',
      graded_by: 'builtin-rubric',
    });
    expect(cmp.body.comparison_data.total_max_marks).toBe(4);
  }, 30_000);

  it('answers read unsure from paper and submitted unchanged are marked needs review; corrected ones are not', async () => {
    const { task, group } = await newTask();
    const extraction = {
      scenario: 'answers_found',
      task_code_valid: true,
      extracted_data: {
        method: 'ocr',
        task_code: group.taskCode,
        answers: [
          { question_number: 1, answer: 'A', confidence: 0.95, low_confidence: false },
          { question_number: 2, answer: 'Fa1se', confidence: 0.3, low_confidence: true },
          { question_number: 3, answer: '?', confidence: 0.2, low_confidence: true },
        ],
      },
    };
    const res = await submitForm(task.id, p.token, {
      submission_method: 'online',
      task_code: group.taskCode,
      submitted_answers: { 1: 'A', 2: 'Fa1se', 3: '4' },
      vision_extraction_data: extraction,
    });
    expect(res.status).toBe(201);
    const items = res.body.evaluation.question_analysis;
    expect(items[1]).toMatchObject({ question_number: 2, needs_review: true });
    expect(items[1].review_reason).toMatch(/low confidence/);
    expect(items[2]).toMatchObject({ question_number: 3, needs_review: false, is_correct: true });
    expect(res.body.evaluation.needs_review_count).toBe(1);
  });
});

describe('reading evaluations', () => {
  it('comparison: 400 while pending, 404 while evaluating, 403 for a sibling in the child view, 404 for strangers', async () => {
    const { task } = await newTask();
    const pending = await api({ method: 'GET', url: `/api/tasks/${task.id}/comparison`, token: p.token });
    expect(pending.status).toBe(400);
    expect(pending.body.detail).toBe(EVALUATION_MSG.mustComplete);
    await t.db.db.update(tasks).set({ state: 'completed' }).where(eq(tasks.id, task.id));
    const waiting = await api({ method: 'GET', url: `/api/tasks/${task.id}/comparison`, token: p.token });
    expect(waiting.status).toBe(404);
    expect(waiting.body.detail).toBe(EVALUATION_MSG.inProgress);
    const noEval = await api({ method: 'GET', url: `/api/tasks/${task.id}/evaluation`, token: p.token });
    expect(noEval.status).toBe(404);
    expect(noEval.body.detail).toBe(EVALUATION_MSG.notYet);

    const sibTask = await newTask(sibling.id);
    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const other = await api({ method: 'GET', url: `/api/tasks/${sibTask.task.id}/comparison`, token: view });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe('You can only view your own work!');
    const foreign = await api({ method: 'GET', url: `/api/tasks/${task.id}/comparison`, token: stranger.token });
    expect(foreign.status).toBe(404);
  });

  it('a coaching teacher who assigned the task reads it; another teacher gets 404', async () => {
    const coach = await createTeacher(t.app);
    const other = await createTeacher(t.app);
    const { task } = await createTaskRow(t.db, {
      ownerId: coach.user.id,
      ownerRole: 'coaching_teacher',
      childId: kid.id,
      worksheetId,
    });
    // The coach reaches the task while they coach the child (coaching.unlink.test.ts: not after).
    await t.db.db
      .insert(coachingRelationships)
      .values({ coachId: coach.user.id, childId: kid.id, subject: 'Mathematics' });
    const res = await submitJson(task.id, p.token, { submitted_answers: correctAnswers(questions) });
    expect(res.status).toBe(201);
    expect((await api({ method: 'GET', url: `/api/tasks/${task.id}/comparison`, token: coach.token })).status).toBe(
      200,
    );
    expect((await api({ method: 'GET', url: `/api/tasks/${task.id}/evaluation`, token: other.token })).status).toBe(
      404,
    );
    // The coach hears of the hand-in (the status board moves) and of the evaluation.
    const notes = await t.db.db.select().from(notifications).where(eq(notifications.userId, coach.user.id));
    expect(notes.map((n) => n.data.type).sort()).toEqual(['evaluation.ready', 'submission.received']);
    for (const n of notes) expect(n.message).toContain('Asha');
  });

  it("a child's evaluations: newest first, keyset pages, space filter, and only for the family", async () => {
    const child = await addChild(t.app, p.token, { name: 'Mira' });
    const done: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { task } = await newTask(child.id);
      t.clock.advance(1000);
      await submitJson(task.id, p.token, { submitted_answers: correctAnswers(questions) });
      done.push(task.id);
    }
    const first = await api({ method: 'GET', url: `/api/children/${child.id}/evaluations?limit=2`, token: p.token });
    expect(first.status).toBe(200);
    expect(first.body.evaluations.map((e: { task: { id: string } }) => e.task.id)).toEqual([done[2], done[1]]);
    const next = await api({
      method: 'GET',
      url: `/api/children/${child.id}/evaluations?limit=2&cursor=${encodeURIComponent(first.body.next_cursor)}`,
      token: p.token,
    });
    expect(next.body.evaluations.map((e: { task: { id: string } }) => e.task.id)).toEqual([done[0]]);
    expect(next.body.next_cursor).toBeNull();
    const other = await api({
      method: 'GET',
      url: `/api/children/${child.id}/evaluations?owner_id=${stranger.user.id}`,
      token: p.token,
    });
    expect(other.body.evaluations).toEqual([]);
    expect(
      (await api({ method: 'GET', url: `/api/children/${child.id}/evaluations`, token: stranger.token })).status,
    ).toBe(404);
  });
});

describe('general tasks', () => {
  it('PATCH /tasks/{id}/complete marks a general task done; the comparison has nothing to compare', async () => {
    const { task } = await newTask(kid.id, null);
    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const res = await api({ method: 'PATCH', url: `/api/tasks/${task.id}/complete`, token: view });
    expect(res.status).toBe(200);
    expect(res.body.task.state).toBe('completed');
    const cmp = await api({ method: 'GET', url: `/api/tasks/${task.id}/comparison`, token: view });
    expect(cmp.status).toBe(404);
    expect(cmp.body.detail).toBe(EVALUATION_MSG.noEvaluation);
    const ws = await newTask();
    const refused = await api({ method: 'PATCH', url: `/api/tasks/${ws.task.id}/complete`, token: p.token });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(EVALUATION_MSG.onlyGeneral);
    expect((await api({ method: 'PATCH', url: `/api/tasks/${task.id}/complete`, token: stranger.token })).status).toBe(
      404,
    );
  });
});

describe('evaluation settings', () => {
  it('the built-in reader is in use without a configured model', async () => {
    const res = await api({ method: 'GET', url: '/api/evaluation/settings', token: p.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ evaluation_method: 'ocr', provider: 'builtin', max_file_bytes: 10485760 });
  });
});
