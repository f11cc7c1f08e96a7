import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/core-loop';
import {
  assignToBatch,
  call,
  createBatch,
  createChild,
  createParent,
  createTeacher,
  createWorksheet,
  linkStudent,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

// Removing a student ends the teacher's reach: the tasks they gave that child, its submissions and pages, and the
// hand-in notices stay with the family.
let t: TestContext;

beforeAll(async () => {
  t = await setupTestApp();
});

describe('removing a coaching relationship', () => {
  it('ends the teacher’s access to that child’s tasks, submissions and pages; the family keeps them', async () => {
    const teacher = await createTeacher(t.app);
    const parent = await createParent(t.app);
    const kid = await createChild(t.app, parent.token, { name: 'Leaving', access_code: '4321' });
    const stay = await createChild(t.app, parent.token, { name: 'Staying', access_code: '8765' });
    const batch = await createBatch(t.app, teacher.token);
    const rel = await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: kid.id, batchId: batch.id });
    await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: stay.id, batchId: batch.id });
    const ws = await createWorksheet(t.app, teacher.token);
    const given = await assignToBatch(t.app, { token: teacher.token, worksheetId: ws.id, batchIds: [batch.id] });
    const taskOf = (childId: string) => given.tasks.find((x) => x.child_id === childId)!.id;
    // Both children hand in a page before the link ends.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const pages: Record<string, string> = {};
    for (const [child, code] of [
      [kid.id, '4321'],
      [stay.id, '8765'],
    ] as const) {
      const view = await signIn(t.app, parent.email, code);
      const task = given.tasks.find((x) => x.child_id === child)!;
      const body = multipart({ task_code: task.task_code }, [{ filename: 'page1.png', data: png }]);
      const handed = await call(t.app, {
        method: 'POST',
        url: `/api/submissions/${task.id}`,
        token: view,
        payload: body.payload,
        headers: body.headers,
      });
      expect(handed.status, JSON.stringify(handed.body)).toBeLessThan(300);
      const subs = await call(t.app, {
        method: 'GET',
        url: `/api/coaching/tasks/${given.assignment_group}/submissions`,
        token: teacher.token,
      });
      const row = (subs.body.submissions as { child_id: string; submission: { files: { id: string }[] } }[]).find(
        (r) => r.child_id === child,
      );
      pages[child] = row!.submission.files[0]!.id;
    }
    const get = (url: string, token = teacher.token) => call(t.app, { method: 'GET', url, token });
    expect((await get(`/api/tasks/${taskOf(kid.id)}`)).status).toBe(200);
    expect((await get(`/api/files/${pages[kid.id]}`)).status).toBe(200);

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/coaching/relationships/${rel.id}`,
      token: teacher.token,
    });
    expect(removed.status).toBe(200);

    expect((await get(`/api/tasks/${taskOf(kid.id)}`)).status).toBe(404);
    expect((await get(`/api/tasks/${taskOf(kid.id)}/worksheet`)).status).toBe(404);
    expect((await get(`/api/files/${pages[kid.id]}`)).status).toBe(404);
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/tasks/${taskOf(kid.id)}`, token: teacher.token })).status,
    ).toBe(404);
    const subs = await get(`/api/coaching/tasks/${given.assignment_group}/submissions`);
    expect(subs.status).toBe(200);
    expect(JSON.stringify(subs.body)).not.toContain(kid.id);
    expect(JSON.stringify(subs.body)).toContain(stay.id);
    // The student who stays is untouched; the family still reads the task and the page.
    expect((await get(`/api/tasks/${taskOf(stay.id)}`)).status).toBe(200);
    expect((await get(`/api/files/${pages[stay.id]}`)).status).toBe(200);
    expect((await get(`/api/tasks/${taskOf(kid.id)}`, parent.token)).status).toBe(200);
    expect((await get(`/api/files/${pages[kid.id]}`, parent.token)).status).toBe(200);
  });
});
