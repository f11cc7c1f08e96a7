import { COACHING_MSG, TASK_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignToBatch,
  call,
  createBatch,
  createChild,
  createEvaluation,
  createParent,
  createTask,
  createTeacher,
  createWorksheet,
  linkStudent,
  setTaskState,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import { taskGroups } from '../../db/schema/index';

let t: TestContext;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
let rival: Awaited<ReturnType<typeof createTeacher>>;
let p1: Awaited<ReturnType<typeof createParent>>;
let p2: Awaited<ReturnType<typeof createParent>>;
let a1: { id: string };
let a2: { id: string };
let b1: { id: string };
let x: { id: string; name: string };
let y: { id: string; name: string };
let empty: { id: string };
let ws: { id: string };

beforeAll(async () => {
  t = await setupTestApp();
  teacher = await createTeacher(t.app);
  rival = await createTeacher(t.app);
  p1 = await createParent(t.app);
  p2 = await createParent(t.app);
  a1 = await createChild(t.app, p1.token, { name: 'Aarav', access_code: '1357' });
  a2 = await createChild(t.app, p1.token, { name: 'Bela' });
  b1 = await createChild(t.app, p2.token, { name: 'Chirag' });
  x = await createBatch(t.app, teacher.token, { name: 'Batch X' });
  y = await createBatch(t.app, teacher.token, { name: 'Batch Y' });
  empty = await createBatch(t.app, teacher.token, { name: 'Empty' });
  const link = (parent: typeof p1, childId: string, batchId: string, childName: string) =>
    linkStudent(t.app, { teacherToken: teacher.token, parent, childId, batchId, childName });
  await link(p1, a1.id, x.id, 'Aarav');
  await link(p2, b1.id, x.id, 'Chirag');
  await link(p1, a2.id, y.id, 'Bela');
  ws = await createWorksheet(t.app, teacher.token);
}, 60_000);

const get = (token: string, url: string) => call(t.app, { method: 'GET', url, token });
const assign = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: `/api/tasks/assign/${ws.id}`, token, payload: { title: 'T', ...payload } });
const board = (q = '') => get(teacher.token, `/api/coaching/tasks/status${q}`);

describe('assignment targets', () => {
  it('lists the teacher’s own linked students and batches, on both paths', async () => {
    for (const url of ['/api/coaching/assignment-targets', '/api/coaching/assignment/targets']) {
      const res = await get(teacher.token, url);
      expect(res.status).toBe(200);
      expect(res.body.students.map((s: { name: string }) => s.name)).toEqual(['Aarav', 'Bela', 'Chirag']);
      expect(res.body.students[0]).toMatchObject({ id: a1.id, child_id: a1.id, child_name: 'Aarav', batch_id: x.id });
      const batches = res.body.batches.map((b: { name: string; student_count: number }) => [b.name, b.student_count]);
      expect(batches.sort()).toEqual([
        ['Batch X', 2],
        ['Batch Y', 1],
        ['Empty', 0],
      ]);
    }
    expect(await get(rival.token, '/api/coaching/assignment-targets')).toMatchObject({
      status: 200,
      body: { students: [], batches: [] },
    });
    expect((await get(p1.token, '/api/coaching/assignment-targets')).status).toBe(403);
  });
});

describe('teacher assignment', () => {
  it('refuses empty, unknown and foreign targets with the spec’s messages', async () => {
    const noBatch = await assign(teacher.token, { target_type: 'batch', target_ids: [] });
    expect(noBatch.body).toMatchObject({
      detail: COACHING_MSG.selectBatch,
      field_errors: { target_ids: COACHING_MSG.selectBatch },
    });
    const noStudent = await assign(teacher.token, { target_type: 'students', target_ids: [] });
    expect(noStudent.body.detail).toBe(COACHING_MSG.selectStudent);
    const none = await assign(teacher.token, { target_type: 'batch', target_ids: [empty.id] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(COACHING_MSG.emptyBatches);
    const stranger = await createChild(t.app, p1.token, { name: 'Unlinked' });
    expect((await assign(teacher.token, { target_type: 'students', target_ids: [stranger.id] })).status).toBe(404);
    const rivalBatch = await createBatch(t.app, rival.token);
    expect((await assign(teacher.token, { target_type: 'batch', target_ids: [rivalBatch.id] })).status).toBe(404);
    // Another teacher cannot reach this teacher's students either.
    const rivalWs = await createWorksheet(t.app, rival.token);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/tasks/assign/${rivalWs.id}`,
      token: rival.token,
      payload: { title: 'x', target_type: 'students', target_ids: [a1.id] },
    });
    expect(res.status).toBe(404);
  });

  it('gives batches precedence: a chosen student in a chosen batch gets the task through the batch', async () => {
    const res = await assignToBatch(t.app, {
      token: teacher.token,
      worksheetId: ws.id,
      batchIds: [x.id],
      students: [a1.id, a2.id],
      title: 'Precedence',
    });
    const byChild = Object.fromEntries(res.tasks.map((k) => [k.child_id, k.batch_id]));
    expect(byChild).toEqual({ [a1.id]: x.id, [b1.id]: x.id, [a2.id]: y.id });
    // The print header names the batch.
    const detail = await get(teacher.token, `/api/tasks/${res.tasks.find((k) => k.child_id === b1.id)!.id}`);
    expect(detail.body.task.batch_names).toEqual(['Batch X']);
    // Delete the pending group again so the board below starts empty.
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/tasks/${res.tasks[0].id}`, token: teacher.token })).status,
    ).toBe(200);
  });
});

describe('status board, submissions and the parent’s view', () => {
  let group: string;
  let taskA1: string;
  let taskB1: string;

  it('shows a new batch task as pending with per-student rows; the other batch and other teachers see none', async () => {
    expect((await board(`?batch_id=${x.id}`)).body).toMatchObject({
      task_status: [],
      active_count: 0,
      archived_count: 0,
    });
    const res = await assignToBatch(t.app, {
      token: teacher.token,
      worksheetId: ws.id,
      batchIds: [x.id],
      title: 'Fractions',
    });
    group = res.assignment_group;
    taskA1 = res.tasks.find((k) => k.child_id === a1.id)!.id;
    taskB1 = res.tasks.find((k) => k.child_id === b1.id)!.id;
    const status = await board(`?batch_id=${x.id}`);
    expect(status.status).toBe(200);
    expect(status.body.active_count).toBe(1);
    const [g] = status.body.task_status;
    expect(g).toMatchObject({
      assignment_group: group,
      title: 'Fractions',
      task_code: res.task_code,
      total_assigned: 2,
      submitted_count: 0,
      pending_count: 2,
      status: 'pending',
    });
    expect(g.students.map((s: { child_name: string; status: string }) => [s.child_name, s.status])).toEqual([
      ['Aarav', 'pending'],
      ['Chirag', 'pending'],
    ]);
    expect((await board(`?batch_id=${y.id}`)).body.task_status).toEqual([]);
    expect((await get(rival.token, `/api/coaching/tasks/status?batch_id=${x.id}`)).status).toBe(404);
    expect((await get(rival.token, '/api/coaching/tasks/status')).body.task_status).toEqual([]);
    expect((await get(p1.token, '/api/coaching/tasks/status')).status).toBe(403);
  });

  it('a child submits in the coach’s space: the teacher is told at once and the board counts it', async () => {
    const parentToken = await signIn(t.app, p1.email, p1.code);
    const view = await call(t.app, {
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token: parentToken,
      payload: { access_code: '1357' },
    });
    expect(view.status).toBe(200);
    // The child view sees the coach's task among its own.
    const pending = await get(parentToken, `/api/children/${a1.id}/tasks/pending?owner_id=${teacher.user.id}`);
    expect(pending.body.tasks.map((k: { id: string }) => k.id)).toContain(taskA1);
    const sub = await call(t.app, {
      method: 'POST',
      url: `/api/submissions/${taskA1}`,
      token: parentToken,
      payload: { submitted_answers: { 1: '1', 2: '32', 3: 'Divide both by 2.' } },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const notes = (await get(teacher.token, '/api/notifications?limit=20')).body.notifications;
    expect(
      notes.some(
        (n: { data: { type: string; task_id: string } }) =>
          n.data.type === 'submission.received' && n.data.task_id === taskA1,
      ),
    ).toBe(true);
    const [g] = (await board(`?batch_id=${x.id}`)).body.task_status;
    expect(g).toMatchObject({ submitted_count: 1, pending_count: 1, status: 'pending' });
    expect(g.students.find((s: { child_id: string }) => s.child_id === a1.id).status).toBe('submitted');
  });

  it('lists the group’s submissions with evaluations for the owner only', async () => {
    await createEvaluation(t.db, { taskId: taskB1, marks: [0, 2, 0] });
    const res = await get(teacher.token, `/api/coaching/tasks/${group}/submissions`);
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Fractions');
    const chirag = res.body.submissions.find((s: { child_id: string }) => s.child_id === b1.id);
    expect(chirag).toMatchObject({
      child_details: { name: 'Chirag', grade: 5 },
      submission: { content: expect.stringContaining('2: 32') },
      evaluation: { overall_score: 33, marks_awarded: 2, max_score: 6 },
    });
    expect(res.body.submissions.map((s: { child_id: string }) => s.child_id).sort()).toEqual([a1.id, b1.id].sort());
    expect((await get(rival.token, `/api/coaching/tasks/${group}/submissions`)).status).toBe(404);
    expect((await get(teacher.token, '/api/coaching/tasks/nope/submissions')).status).toBe(404);
    expect((await get(p1.token, `/api/coaching/tasks/${group}/submissions`)).status).toBe(403);
    const [g] = (await board(`?batch_id=${x.id}`)).body.task_status;
    expect(g.status).toBe('completed');
  });

  it('the parent reads the coach’s task and evaluation but cannot edit or manage them', async () => {
    expect((await get(p1.token, `/api/tasks/${taskA1}`)).status).toBe(200);
    expect((await get(p2.token, `/api/tasks/${taskA1}`)).status).toBe(404);
    const reassign = await call(t.app, { method: 'PATCH', url: `/api/tasks/${taskA1}/reassign`, token: p1.token });
    expect(reassign.status).toBe(404);
    const ev = await get(p2.token, `/api/tasks/${taskB1}/evaluation`);
    expect(ev.status).toBe(200);
    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/api/evaluations/${ev.body.evaluation.id}`,
      token: p2.token,
      payload: { feedback: 'x' },
    });
    expect(edit.status).toBe(403);
    const summary = await get(p2.token, `/api/coaching/children/${b1.id}/summary?coach_id=${teacher.user.id}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ tasks_completed: 1, pending_tasks: 0, average_score: 33 });
    expect(summary.body.completed[0]).toMatchObject({ task_id: taskB1, title: 'Fractions', overall_score: 33 });
    expect((await get(p1.token, `/api/coaching/children/${b1.id}/summary`)).status).toBe(404);
  });

  it('a linked teacher reads the child’s evaluations and figures of their own work only', async () => {
    // The family's own evaluated task for Chirag stays the family's.
    const own = await createTask(t, { token: p2.token, childId: b1.id });
    await createEvaluation(t.db, { taskId: own.id });
    const family = await get(p2.token, `/api/children/${b1.id}/evaluations`);
    expect(family.body.evaluations).toHaveLength(2);
    // Naming another owner is as if the work did not exist; without a filter the coach sees their own.
    expect((await get(teacher.token, `/api/children/${b1.id}/evaluations?owner_id=${p2.user.id}`)).status).toBe(404);
    const coach = await get(teacher.token, `/api/children/${b1.id}/evaluations`);
    expect(coach.status).toBe(200);
    expect(coach.body.evaluations.map((e: { task: { owner_id: string } }) => e.task.owner_id)).toEqual([
      teacher.user.id,
    ]);
    const perf = await get(teacher.token, `/api/children/${b1.id}/performance`);
    expect(perf.status).toBe(200);
    expect(perf.body.average_score).toBe(33);
    expect((await get(rival.token, `/api/children/${b1.id}/evaluations`)).status).toBe(404);
  });

  it('archives a completed group into the archived view; reassign brings a student back to pending', async () => {
    const re = await call(t.app, { method: 'PATCH', url: `/api/tasks/${taskB1}/reassign`, token: teacher.token });
    expect(re.body.message).toBe(TASK_MSG.reassigned);
    expect((await board(`?batch_id=${x.id}`)).body.task_status[0]).toMatchObject({
      pending_count: 1,
      status: 'pending',
    });
    await setTaskState(t.db, taskB1, 'completed');
    for (const id of [taskA1, taskB1]) {
      const res = await call(t.app, { method: 'PATCH', url: `/api/tasks/${id}/archive`, token: teacher.token });
      expect(res.status).toBe(200);
    }
    const active = await board(`?batch_id=${x.id}`);
    expect(active.body).toMatchObject({ task_status: [], active_count: 0, archived_count: 1 });
    const archived = await board(`?batch_id=${x.id}&view=archived`);
    expect(archived.body.task_status[0]).toMatchObject({ assignment_group: group, status: 'completed' });
    expect(archived.body.task_status[0].archived_at).not.toBeNull();
  });
});

describe('batch analysis and report card', () => {
  it('computes average, completion, performers and common mistakes from the stored evaluations', async () => {
    const res = await get(teacher.token, `/api/coaching/batch/${x.id}/analysis`);
    expect(res.status).toBe(200);
    // Aarav's online work was graded at submission; Chirag's evaluation is 33% with questions 1 and 3 wrong.
    const aarav = res.body.analysis.top_performers[0];
    expect(res.body).toMatchObject({ batch_name: 'Batch X', total_students: 2, total_tasks: 1 });
    expect(res.body.analysis.completion_rate).toBe(100);
    expect(res.body.analysis.bottom_performers).toEqual([
      { child_id: b1.id, name: 'Chirag', average_score: 33, tasks_completed: 1 },
    ]);
    expect(aarav.child_id).toBe(a1.id);
    expect(res.body.analysis.average_score).toBeCloseTo((aarav.average_score + 33) / 2, 1);
    const q1 = res.body.analysis.common_mistakes.find((m: { question_number: number }) => m.question_number === 1);
    expect(q1).toMatchObject({ incorrect_attempts: 1, total_attempts: 2, error_rate: 50, task_title: 'Fractions' });
    expect((await get(rival.token, `/api/coaching/batch/${x.id}/analysis`)).status).toBe(404);
    expect((await get(p1.token, `/api/coaching/batch/${x.id}/analysis`)).status).toBe(403);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/coaching/batch/${x.id}/analysis?format=pdf`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('ranks students with task details and olympiad metrics read from olympiad evaluations', async () => {
    const oly = await assignToBatch(t.app, {
      token: teacher.token,
      worksheetId: ws.id,
      batchIds: [x.id],
      title: 'IMO Mock',
    });
    await t.db.db
      .update(taskGroups)
      .set({ isOlympiad: true, olympiadProvider: 'SOF', olympiadCode: 'IMO' })
      .where(eq(taskGroups.id, oly.assignment_group));
    await createEvaluation(t.db, { taskId: oly.tasks.find((k) => k.child_id === b1.id)!.id, marks: [1, 2, 3] });
    const res = await get(teacher.token, `/api/coaching/batch/${x.id}/report-card`);
    expect(res.status).toBe(200);
    const chirag = res.body.students.find((s: { student_id: string }) => s.student_id === b1.id);
    expect(chirag).toMatchObject({
      student_name: 'Chirag',
      total_tasks: 2,
      tasks_completed: 2,
      pending_tasks: 0,
      completion_rate: 100,
      average_score: 66.5,
      olympiad_metrics: {
        total_olympiad_tasks: 1,
        completed_olympiad_tasks: 1,
        average_olympiad_score: 100,
        olympiad_completion_rate: 100,
        olympiad_by_provider: [{ provider: 'SOF', total: 1, completed: 1, olympiads: [{ code: 'IMO', total: 1 }] }],
      },
    });
    expect(chirag.weak_concepts.length).toBeLessThanOrEqual(3);
    expect(chirag.task_details.find((d: { is_olympiad: boolean }) => d.is_olympiad)).toMatchObject({
      olympiad_code: 'IMO',
      overall_score: 100,
    });
    const aarav = res.body.students.find((s: { student_id: string }) => s.student_id === a1.id);
    expect(aarav).toMatchObject({ total_tasks: 2, tasks_completed: 1, pending_tasks: 1, completion_rate: 50 });
    expect(res.body.students.map((s: { rank: number }) => s.rank)).toEqual([1, 2]);
    expect((await get(rival.token, `/api/coaching/batch/${x.id}/report-card`)).status).toBe(404);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/coaching/batch/${x.id}/report-card?format=pdf`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
