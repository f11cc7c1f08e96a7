/**
 * A linked coaching teacher reads a coached child's work only as far as their own tasks go: never the family's own
 * tasks, another coach's, or the child's well-being. Every read route of a child's work is called by the linked
 * coach with no owner filter, with their own id and with another owner's id.
 */
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
  setupTestApp,
  type TestContext,
} from '../helpers';

let t: TestContext;
let coach: Awaited<ReturnType<typeof createTeacher>>;
let other: Awaited<ReturnType<typeof createTeacher>>;
let parent: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
const ids = { coach: [] as string[], family: [] as string[], other: [] as string[] };

const get = (token: string, url: string) => call(t.app, { method: 'GET', url, token });

beforeAll(async () => {
  t = await setupTestApp();
  coach = await createTeacher(t.app);
  other = await createTeacher(t.app);
  parent = await createParent(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Coached', access_code: '1357' });
  for (const [teacher, key] of [
    [coach, 'coach'],
    [other, 'other'],
  ] as const) {
    const batch = await createBatch(t.app, teacher.token);
    await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: kid.id, batchId: batch.id });
    for (let i = 0; i < 2; i++) {
      const ws = await createWorksheet(t.app, teacher.token);
      const { tasks } = await assignToBatch(t.app, { token: teacher.token, worksheetId: ws.id, batchIds: [batch.id] });
      ids[key].push(tasks[0]!.id);
    }
  }
  for (let i = 0; i < 2; i++) ids.family.push((await createTask(t, { token: parent.token, childId: kid.id })).id);
  // One evaluated task of each owner; the rest stay pending.
  for (const key of ['coach', 'other', 'family'] as const) await createEvaluation(t.db, { taskId: ids[key][0]! });
  const checkIn = await call(t.app, {
    method: 'POST',
    url: '/api/wellbeing/submit',
    token: parent.token,
    payload: { child_id: kid.id, responses: [{ id: 'feeling', value: 2 }] },
  });
  expect(checkIn.status).toBe(201);
}, 120_000);

const taskIdsOf = (body: any) => (body.tasks as { id: string }[]).map((x) => x.id).sort();

describe('a linked coach reads a coached child’s work', () => {
  it('task lists: only the coach’s own tasks, with or without owner_id; another owner_id is 404', async () => {
    const base = `/api/children/${kid.id}/tasks`;
    for (const q of ['', `?owner_id=${coach.user.id}`]) {
      const pending = await get(coach.token, `${base}/pending${q}`);
      expect(pending.status).toBe(200);
      expect(taskIdsOf(pending.body)).toEqual([ids.coach[1]]);
      const completed = await get(coach.token, `${base}/completed${q}`);
      expect(completed.status).toBe(200);
      expect(taskIdsOf(completed.body)).toEqual([ids.coach[0]]);
    }
    for (const owner of [parent.user.id, other.user.id]) {
      expect((await get(coach.token, `${base}/pending?owner_id=${owner}`)).status).toBe(404);
      expect((await get(coach.token, `${base}/completed?owner_id=${owner}`)).status).toBe(404);
    }
    // The family still sees everything.
    expect(taskIdsOf((await get(parent.token, `${base}/completed`)).body)).toEqual(
      [ids.coach[0], ids.other[0], ids.family[0]].sort(),
    );
  });

  it('evaluations: only the coach’s own; another owner_id is 404', async () => {
    const evals = await get(coach.token, `/api/children/${kid.id}/evaluations`);
    expect(evals.status).toBe(200);
    expect(evals.body.evaluations.map((e: any) => e.task.id)).toEqual([ids.coach[0]]);
    expect((await get(coach.token, `/api/children/${kid.id}/evaluations?owner_id=${parent.user.id}`)).status).toBe(404);
    expect((await get(parent.token, `/api/children/${kid.id}/evaluations`)).body.evaluations).toHaveLength(3);
  });

  it('the subject pills stay readable to the coach (board subjects and their own tasks’)', async () => {
    const res = await get(coach.token, `/api/children/${kid.id}/subjects`);
    expect(res.status).toBe(200);
  });

  it('performance: the coach’s own figures and no well-being; the family sees the well-being', async () => {
    const mine = await get(coach.token, `/api/children/${kid.id}/performance`);
    expect(mine.status).toBe(200);
    expect(mine.body.total_tasks).toBe(2);
    expect(mine.body.recent_scores.map((s: any) => s.task_id)).toEqual([ids.coach[0]]);
    expect(mine.body.wellbeing_score).toBeNull();
    expect(mine.body.graphs.emotional_wellbeing).toEqual([]);
    expect((await get(coach.token, `/api/children/${kid.id}/performance?owner_id=${parent.user.id}`)).status).toBe(404);
    const family = await get(parent.token, `/api/children/${kid.id}/performance`);
    expect(family.body.total_tasks).toBe(6);
    expect(family.body.graphs.emotional_wellbeing.length).toBeGreaterThan(0);
  });

  it('the family’s badges, coaching summary and well-being check-in stay closed to the coach', async () => {
    expect((await get(coach.token, `/api/children/${kid.id}/badges`)).status).toBe(403);
    expect((await get(coach.token, `/api/coaching/children/${kid.id}/summary`)).status).toBe(403);
    const checkIn = await call(t.app, {
      method: 'POST',
      url: '/api/wellbeing/submit',
      token: coach.token,
      payload: { child_id: kid.id, responses: [{ id: 'feeling', value: 5 }] },
    });
    expect(checkIn.status).toBe(403);
  });
});
