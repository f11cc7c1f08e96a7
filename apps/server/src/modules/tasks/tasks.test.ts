import { isTaskCode, TASK_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, taskGroups } from '../../db/schema/index';
import { drawTaskCode, insertGroupWithFreshCode } from './tasks.service';
import {
  call,
  createChild,
  createEvaluation,
  createParent,
  createTask,
  createTeacher,
  createWorksheet,
  setTaskState,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let other: Awaited<ReturnType<typeof createParent>>;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
let kid: { id: string; name: string };
let sibling: { id: string; name: string };
let worksheetId: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  other = await createParent(t.app);
  teacher = await createTeacher(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Meera', access_code: '4321' });
  sibling = await createChild(t.app, parent.token, { name: 'Ravi', access_code: '8765' });
  worksheetId = (await createWorksheet(t.app, parent.token)).id;
});

const assign = (token: string, payload: Record<string, unknown>, wsId = worksheetId) =>
  call(t.app, { method: 'POST', url: `/api/tasks/assign/${wsId}`, token, payload });
const get = (token: string, url: string) => call(t.app, { method: 'GET', url, token });
const patch = (token: string, url: string) => call(t.app, { method: 'PATCH', url, token });
const del = (token: string, url: string) => call(t.app, { method: 'DELETE', url, token });

/** A session of the parent in the child's view (the child's 4-digit code after the parent's code). */
async function childView(childCode: string) {
  const token = await signIn(t.app, parent.email, parent.code);
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/auth/verify-access-code',
    token,
    payload: { access_code: childCode },
  });
  expect(res.status).toBe(200);
  return token;
}

describe('assign', () => {
  it('makes one task per child with one code, hints on by default, and notifies the family', async () => {
    const due = new Date(t.clock.now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const res = await assign(parent.token, {
      title: 'Mathematics - Short Practice',
      description: 'Do it neatly',
      due_date: due,
      target_type: 'child',
      target_ids: [kid.id, sibling.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tasks_created: 2, assigned_count: 2, message: TASK_MSG.assigned });
    expect(isTaskCode(res.body.task_code)).toBe(true);
    expect(res.body.task_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    for (const task of res.body.tasks) {
      expect(task.task_id).toBe(task.id);
      expect(task).toMatchObject({
        task_code: res.body.task_code,
        assignment_group: res.body.assignment_group,
        state: 'pending',
        hint_enabled: true,
        subject: 'Mathematics',
        task_type: 'worksheet',
        owner_id: parent.user.id,
        description: 'Do it neatly',
        batch_names: [],
      });
      expect(task.due_date.slice(0, 10)).toBe(due);
    }
    expect(res.body.tasks.map((x: { child_id: string }) => x.child_id).sort()).toEqual([kid.id, sibling.id].sort());
    const notes = await t.db.db.select().from(notifications).where(eq(notifications.userId, parent.user.id));
    const note = notes.find(
      (n) => (n.data as { assignment_group?: string }).assignment_group === res.body.assignment_group,
    );
    expect(note?.title).toBe('New task assigned');
    expect(note?.message).toContain(res.body.task_code);
    expect(note?.data).toMatchObject({ type: 'task.assigned' });
  });

  it('checks title, due date, targets and hints', async () => {
    const base = { target_type: 'child', target_ids: [kid.id] };
    const noTitle = await assign(parent.token, { ...base, title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.detail).toBe(TASK_MSG.titleRequired);
    const missingTitle = await assign(parent.token, base);
    expect(missingTitle.body.detail).toBe(TASK_MSG.titleRequired);

    const yesterday = new Date(t.clock.now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const past = await assign(parent.token, { ...base, title: 'x', due_date: yesterday });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ detail: TASK_MSG.dueDatePast, field_errors: { due_date: TASK_MSG.dueDatePast } });
    const pastTime = new Date(t.clock.now.getTime() - 60_000).toISOString();
    expect((await assign(parent.token, { ...base, title: 'x', due_date: pastTime })).body.detail).toBe(
      TASK_MSG.dueDatePast,
    );
    const today = t.clock.now.toISOString().slice(0, 10);
    expect((await assign(parent.token, { ...base, title: 'today', due_date: today })).status).toBe(201);
    expect((await assign(parent.token, { ...base, title: 'x', due_date: 'soon' })).status).toBe(400);

    const none = await assign(parent.token, { title: 'x', target_type: 'child', target_ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(TASK_MSG.selectAtLeastOneChild);

    const batch = await assign(parent.token, { title: 'x', target_type: 'batch', target_ids: [kid.id] });
    expect(batch.status).toBe(422);
    expect(batch.body.detail).toBe(TASK_MSG.targetNotAvailable);

    const noHints = await assign(parent.token, { ...base, title: 'No hints', hint_enabled: false });
    expect(noHints.body.tasks[0].hint_enabled).toBe(false);
    expect(noHints.body.tasks[0].due_date).toBeNull();
  });

  it('refuses another family’s child, another’s worksheet and an unlinked teacher (404)', async () => {
    const stranger = await createChild(t.app, other.token, { name: 'Zoya' });
    expect((await assign(parent.token, { title: 'x', target_ids: [stranger.id] })).status).toBe(404);
    expect((await assign(parent.token, { title: 'x', target_ids: [kid.id, stranger.id] })).status).toBe(404);
    // Another family's worksheet is not the parent's to assign.
    expect((await assign(other.token, { title: 'x', target_ids: [stranger.id] })).status).toBe(404);
    expect((await assign(parent.token, { title: 'x', target_ids: [kid.id] }, 'not-a-uuid')).status).toBe(404);
    const teacherWs = await createWorksheet(t.app, teacher.token);
    // A teacher reaches only linked students: an unlinked child is unknown.
    expect((await assign(teacher.token, { title: 'x', target_ids: [kid.id] }, teacherWs.id)).status).toBe(404);
  });

  it('draws codes from the alphabet and draws again when a live group holds the code', async () => {
    const first = await createTask(t, { token: parent.token, childId: kid.id, worksheetId });
    const codes = new Set(Array.from({ length: 2000 }, drawTaskCode));
    expect([...codes].every(isTaskCode)).toBe(true);
    expect(codes.size).toBeGreaterThan(1990);

    const [row] = await t.db.db.select().from(taskGroups).where(eq(taskGroups.id, first.assignment_group));
    const draws = [row.taskCode, row.taskCode, 'ZZZZ22'];
    const { id: _id, taskCode: _c, codeLive: _l, ...values } = row;
    const group = await insertGroupWithFreshCode(t.db.db, values, () => draws.shift()!);
    expect(group.taskCode).toBe('ZZZZ22');
    expect(draws).toEqual([]);
    // Once the first group's code is no longer live, the same code may be handed out again.
    await t.db.db.update(taskGroups).set({ codeLive: false }).where(eq(taskGroups.id, row.id));
    const again = await insertGroupWithFreshCode(t.db.db, values, () => row.taskCode);
    expect(again.taskCode).toBe(row.taskCode);
  });
});

describe('reading a task', () => {
  let taskId: string;
  let siblingTaskId: string;
  let cv: string;
  beforeAll(async () => {
    const res = await assign(parent.token, { title: 'Read me', target_ids: [kid.id, sibling.id], hint_enabled: false });
    taskId = res.body.tasks.find((x: { child_id: string }) => x.child_id === kid.id).id;
    siblingTaskId = res.body.tasks.find((x: { child_id: string }) => x.child_id === sibling.id).id;
    cv = await childView('4321');
  });

  it('the owner reads the task with its whole worksheet and key', async () => {
    for (const url of [`/api/tasks/${taskId}`, `/api/tasks/${taskId}/worksheet`]) {
      const res = await get(parent.token, url);
      expect(res.status).toBe(200);
      expect(res.body.task).toMatchObject({ id: taskId, title: 'Read me', child_name: 'Meera' });
      expect(res.body.answer_key_visible).toBe(true);
      expect(res.body.worksheet.questions[0].correct_answer).toBe('1');
      expect(res.body.worksheet.questions[0].hint).toBe('Add the numerators.');
      expect(res.body.worksheet.answer_key).toContain('Answer Key');
    }
    const key = await get(parent.token, `/api/tasks/${taskId}/answer-key`);
    expect(key.status).toBe(200);
    expect(key.body.answer_key_entries[1]).toMatchObject({ question_number: 2, answer_text: '32' });
    expect(key.body.worksheet).toMatchObject({ subject: 'Mathematics', topics: ['Fractions', 'Exponents'] });
  });

  it('the child view reads its own task without answers or switched-off hints, and no key until evaluated', async () => {
    const res = await get(cv, `/api/tasks/${taskId}`);
    expect(res.status).toBe(200);
    expect(res.body.answer_key_visible).toBe(false);
    const q = res.body.worksheet.questions[0];
    expect(q.correct_answer).toBeUndefined();
    expect(q.answer).toBeUndefined();
    expect(q.answer_explanation).toBeUndefined();
    expect(q.hint).toBeUndefined();
    expect(res.body.worksheet.answer_key).toBe('');
    expect(res.body.worksheet.json_data.answer_key).toEqual([]);
    expect(JSON.stringify(res.body.worksheet.json_data.sections)).not.toContain('Three quarters');
    const key = await get(cv, `/api/tasks/${taskId}/answer-key`);
    expect(key.status).toBe(409);
    expect(key.body.detail).toBe(TASK_MSG.answerKeyLater);

    await setTaskState(t.db, taskId, 'evaluated');
    const after = await get(cv, `/api/tasks/${taskId}`);
    expect(after.body.answer_key_visible).toBe(true);
    expect(after.body.worksheet.questions[0].correct_answer).toBe('1');
    expect((await get(cv, `/api/tasks/${taskId}/answer-key`)).status).toBe(200);
    await setTaskState(t.db, taskId, 'pending');
  });

  it('the child view cannot reach a sibling’s task or manage its own', async () => {
    expect((await get(cv, `/api/tasks/${siblingTaskId}`)).status).toBe(404);
    expect((await get(cv, `/api/children/${sibling.id}/tasks/pending`)).status).toBe(404);
    expect((await del(cv, `/api/tasks/${taskId}`)).status).toBe(403);
    expect((await patch(cv, `/api/tasks/${taskId}/archive`)).status).toBe(403);
    expect((await get(cv, '/api/tasks/archived')).status).toBe(403);
  });

  it('another parent and a teacher get 404 everywhere', async () => {
    for (const token of [other.token, teacher.token]) {
      for (const url of [
        `/api/tasks/${taskId}`,
        `/api/tasks/${taskId}/worksheet`,
        `/api/tasks/${taskId}/answer-key`,
        `/api/tasks/${taskId}/pdf`,
      ])
        expect((await get(token, url)).status, url).toBe(404);
      expect((await patch(token, `/api/tasks/${taskId}/reassign`)).status).toBe(404);
      expect((await patch(token, `/api/tasks/${taskId}/archive`)).status).toBe(404);
      expect((await del(token, `/api/tasks/${taskId}`)).status).toBe(404);
    }
    expect((await get(other.token, `/api/children/${kid.id}/tasks/pending`)).status).toBe(404);
    expect((await get(other.token, `/api/children/${kid.id}/subjects`)).status).toBe(404);
    expect((await get(parent.token, '/api/tasks/not-a-uuid')).body.detail).toBe(TASK_MSG.notFound);
    // The worksheet is readable by the parent of the assigned child, not by another family.
    expect((await get(other.token, `/api/worksheets/${worksheetId}`)).status).toBe(404);
  });
});

describe('adult actions', () => {
  it('reassign: completed back to pending (409 otherwise), with a notification', async () => {
    const task = await createTask(t, { token: parent.token, childId: kid.id, worksheetId, title: 'Redo me' });
    const early = await patch(parent.token, `/api/tasks/${task.id}/reassign`);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(TASK_MSG.onlyCompletedReassign);
    await createEvaluation(t.db, { taskId: task.id });
    const res = await patch(parent.token, `/api/tasks/${task.id}/reassign`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: TASK_MSG.reassigned, task: { state: 'pending', submitted_at: null } });
    const notes = await t.db.db.select().from(notifications).where(eq(notifications.userId, parent.user.id));
    expect(notes.some((n) => n.title === 'Task reassigned' && n.message.includes('Redo me'))).toBe(true);
  });

  it('archive: completed only; archived tasks listed by group with their children, keyset-paged', async () => {
    const pending = await createTask(t, { token: parent.token, childId: kid.id, worksheetId, title: 'Not yet' });
    const early = await patch(parent.token, `/api/tasks/${pending.id}/archive`);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(TASK_MSG.onlyCompletedArchive);

    const titles = ['Old one', 'Older one', 'Oldest one'];
    for (const title of titles) {
      const task = await createTask(t, {
        token: parent.token,
        childId: kid.id,
        worksheetId,
        title,
        state: 'completed',
      });
      t.clock.advance(1000);
      const res = await patch(parent.token, `/api/tasks/${task.id}/archive`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: TASK_MSG.archived, task: { state: 'archived' } });
      // Every task of the group archived: its code is free again.
      const [g] = await t.db.db.select().from(taskGroups).where(eq(taskGroups.id, task.assignment_group));
      expect(g.codeLive).toBe(false);
    }
    const page1 = await get(parent.token, '/api/tasks/archived?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.archived_tasks.map((a: { task: { title: string } }) => a.task.title)).toEqual([
      'Oldest one',
      'Older one',
    ]);
    expect(page1.body.archived_tasks[0].children).toEqual([expect.objectContaining({ id: kid.id, name: 'Meera' })]);
    const page2 = await get(parent.token, `/api/tasks/archived?limit=2&cursor=${page1.body.next_cursor}`);
    expect(page2.body.archived_tasks.map((a: { task: { title: string } }) => a.task.title)).toEqual(['Old one']);
    expect(page2.body.next_cursor).toBeNull();
    expect((await get(other.token, '/api/tasks/archived')).body.archived_tasks).toEqual([]);
  });

  it('delete: pending only; removes the task from every pending child of the group', async () => {
    const res = await assign(parent.token, { title: 'Delete me', target_ids: [kid.id, sibling.id] });
    const [a, b] = res.body.tasks;
    await setTaskState(t.db, b.id, 'completed');
    const refused = await del(parent.token, `/api/tasks/${b.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(TASK_MSG.onlyPendingDelete);
    await setTaskState(t.db, b.id, 'pending');
    const ok = await del(parent.token, `/api/tasks/${a.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(TASK_MSG.deleted);
    expect(ok.body.deleted_task_ids.sort()).toEqual([a.id, b.id].sort());
    expect((await get(parent.token, `/api/tasks/${b.id}`)).status).toBe(404);
    const [g] = await t.db.db.select().from(taskGroups).where(eq(taskGroups.id, res.body.assignment_group));
    expect(g).toBeUndefined();
    const notes = await t.db.db.select().from(notifications).where(eq(notifications.userId, parent.user.id));
    const removed = notes.find((n) => n.title === 'Task removed' && n.message.includes('Delete me'));
    expect(removed?.message).toMatch(/Meera|Ravi/);
  });

  it('delete keeps the tasks of children who already handed the work in', async () => {
    const res = await assign(parent.token, { title: 'Half done', target_ids: [kid.id, sibling.id] });
    const [a, b] = res.body.tasks;
    await createEvaluation(t.db, { taskId: b.id });
    const ok = await del(parent.token, `/api/tasks/${a.id}`);
    expect(ok.body.deleted_task_ids).toEqual([a.id]);
    expect((await get(parent.token, `/api/tasks/${b.id}`)).body.task.state).toBe('evaluated');
  });
});

describe('codes', () => {
  it('by-code and validate-code find the child’s task; malformed codes get the spec’s message', async () => {
    const res = await assign(parent.token, { title: 'Coded', target_ids: [kid.id, sibling.id] });
    const code: string = res.body.task_code;
    const mine = res.body.tasks.find((x: { child_id: string }) => x.child_id === kid.id);

    const by = await get(parent.token, `/api/tasks/by-code/${code.toLowerCase()}`);
    expect(by.status).toBe(200);
    expect(by.body.tasks).toHaveLength(2);
    expect((await get(other.token, `/api/tasks/by-code/${code}`)).status).toBe(404);
    const bad = await get(parent.token, '/api/tasks/by-code/ABC');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(TASK_MSG.codeInvalid);
    expect((await get(parent.token, '/api/tasks/validate-code/O0IL1A')).body.detail).toBe(TASK_MSG.codeInvalid);

    const v = await get(parent.token, `/api/tasks/validate-code/${code}?child_id=${kid.id}`);
    expect(v.body).toMatchObject({ valid: true, task: { id: mine.id, child_id: kid.id } });
    const cv = await childView('4321');
    const vc = await get(cv, `/api/tasks/validate-code/${code}`);
    expect(vc.body).toMatchObject({ valid: true, task: { id: mine.id } });
    const cvSibling = await get(cv, `/api/tasks/validate-code/${code}?child_id=${sibling.id}`);
    expect(cvSibling.body).toMatchObject({ valid: false, task: null });
    expect((await get(cv, `/api/tasks/by-code/${code}`)).body.tasks).toHaveLength(1);

    const stranger = await get(other.token, `/api/tasks/validate-code/${code}`);
    expect(stranger.body).toEqual({ valid: false, task: null, message: TASK_MSG.codeNotFound });
    await setTaskState(t.db, mine.id, 'completed');
    const done = await get(parent.token, `/api/tasks/validate-code/${code}?child_id=${kid.id}`);
    expect(done.body).toMatchObject({ valid: false, message: TASK_MSG.alreadySubmitted });
  });
});

describe('child lists', () => {
  it('pending and completed lists, keyset-paged, filtered by owner and subject; subjects', async () => {
    const fresh = await createChild(t.app, parent.token, { name: 'Ira', grade: 6 });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await createTask(t, { token: parent.token, childId: fresh.id, worksheetId, title: `T${i}` })).id);
      t.clock.advance(10);
    }
    await setTaskState(t.db, ids[0], 'completed');
    await createEvaluation(t.db, { taskId: ids[1] });

    const p1 = await get(parent.token, `/api/children/${fresh.id}/tasks/pending?limit=2`);
    expect(p1.status).toBe(200);
    expect(p1.body.tasks.map((x: { title: string }) => x.title)).toEqual(['T4', 'T3']);
    const p2 = await get(parent.token, `/api/children/${fresh.id}/tasks/pending?limit=2&cursor=${p1.body.next_cursor}`);
    expect(p2.body.tasks.map((x: { title: string }) => x.title)).toEqual(['T2']);
    expect(p2.body.next_cursor).toBeNull();
    const done = await get(parent.token, `/api/children/${fresh.id}/tasks/completed`);
    expect(done.body.tasks.map((x: { title: string; state: string }) => [x.title, x.state])).toEqual([
      ['T1', 'evaluated'],
      ['T0', 'completed'],
    ]);
    const byOwner = await get(parent.token, `/api/children/${fresh.id}/tasks/pending?owner_id=${teacher.user.id}`);
    expect(byOwner.body.tasks).toEqual([]);
    const bySubject = await get(parent.token, `/api/children/${fresh.id}/tasks/pending?subject=Science`);
    expect(bySubject.body.tasks).toEqual([]);
    expect((await get(parent.token, `/api/children/${fresh.id}/tasks/pending?cursor=zz`)).status).toBe(400);

    const subjects = await get(parent.token, `/api/children/${fresh.id}/subjects`);
    expect(subjects.status).toBe(200);
    expect(subjects.body.subjects).toContain('Mathematics');
    expect(subjects.body.subjects).toContain('Science');
  });

  it('the child view lists its own pending tasks', async () => {
    const cv = await childView('4321');
    const res = await get(cv, `/api/children/${kid.id}/tasks/pending?limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.tasks.length).toBeGreaterThan(0);
    expect(res.body.tasks.every((x: { child_id: string }) => x.child_id === kid.id)).toBe(true);
  });
});
