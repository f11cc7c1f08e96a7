import { COACHING_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignToBatch,
  call,
  createBatch,
  createChild,
  createParent,
  createTeacher,
  createWorksheet,
  linkStudent,
  PASSWORD,
  setupTestApp,
  type TestContext,
} from '../../../test/helpers';
import { coachingRelationships, tasks } from '../../db/schema/index';

let t: TestContext;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
let rival: Awaited<ReturnType<typeof createTeacher>>;
let parent: Awaited<ReturnType<typeof createParent>>;

beforeAll(async () => {
  t = await setupTestApp();
  teacher = await createTeacher(t.app);
  rival = await createTeacher(t.app);
  parent = await createParent(t.app);
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  call(t.app, { method, url, token, payload });

describe('batches', () => {
  it('creates a batch with the spec fields and lists only the teacher’s own, with student counts', async () => {
    const res = await req('POST', '/api/batches', teacher.token, {
      name: ' Morning Maths ',
      subject: 'Mathematics',
      grade: '7',
      location: '',
    });
    expect(res.status).toBe(201);
    expect(res.body.batch).toMatchObject({
      name: 'Morning Maths',
      subject: 'Mathematics',
      grade: 7,
      location: null,
      student_count: 0,
    });
    await createBatch(t.app, rival.token, { name: 'Rival batch' });
    const mine = await req('GET', '/api/batches', teacher.token);
    expect(mine.status).toBe(200);
    expect(mine.body.batches.map((b: { name: string }) => b.name)).toEqual(['Morning Maths']);
    const theirs = await req('GET', '/api/batches', rival.token);
    expect(theirs.body.batches.map((b: { name: string }) => b.name)).toEqual(['Rival batch']);
  });

  it('refuses missing fields and grades outside 1-12 with the spec’s messages', async () => {
    const cases: [object, string, string][] = [
      [{ subject: 'Science', grade: 5 }, 'name', COACHING_MSG.fillRequired],
      [{ name: 'A', grade: 5 }, 'subject', COACHING_MSG.fillRequired],
      [{ name: 'A', subject: 'Science' }, 'grade', COACHING_MSG.fillRequired],
      [{ name: 'A', subject: 'Science', grade: 0 }, 'grade', COACHING_MSG.gradeRange],
      [{ name: 'A', subject: 'Science', grade: 13 }, 'grade', COACHING_MSG.gradeRange],
      [{ name: 'A', subject: 'Science', grade: 5.5 }, 'grade', COACHING_MSG.gradeRange],
      [{ name: 'x'.repeat(101), subject: 'Science', grade: 5 }, 'name', 'Batch name must be at most 100 characters'],
    ];
    for (const [payload, field, detail] of cases) {
      const res = await req('POST', '/api/batches', teacher.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.field_errors?.[field], JSON.stringify(res.body)).toBe(detail);
    }
  });

  it('is a teacher’s tool: a parent is refused', async () => {
    expect((await req('GET', '/api/batches', parent.token)).status).toBe(403);
    const res = await req('POST', '/api/batches', parent.token, { name: 'A', subject: 'Science', grade: 5 });
    expect(res.status).toBe(403);
  });

  it('edits name, subject and location; needs name and subject; another teacher gets 404', async () => {
    const b = await createBatch(t.app, teacher.token, { name: 'Evening', grade: 6 });
    const ok = await req('PUT', `/api/batches/${b.id}`, teacher.token, {
      name: 'Evening Science',
      subject: 'Science',
      location: 'Hall B',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: COACHING_MSG.batchUpdated,
      batch: { name: 'Evening Science', subject: 'Science', grade: 6, location: 'Hall B' },
    });
    const missing = await req('PUT', `/api/batches/${b.id}`, teacher.token, { name: 'X', subject: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(COACHING_MSG.fillRequired);
    const stranger = await req('PUT', `/api/batches/${b.id}`, rival.token, { name: 'Mine', subject: 'Science' });
    expect(stranger.status).toBe(404);
    expect((await req('PUT', '/api/batches/not-a-uuid', teacher.token, { name: 'A', subject: 'B' })).status).toBe(404);
  });

  it('lists a batch’s students; another teacher gets 404', async () => {
    const b = await createBatch(t.app, teacher.token, { name: 'With students' });
    const kid = await createChild(t.app, parent.token, { name: 'Kiran', grade: 5 });
    const rel = await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: kid.id, batchId: b.id });
    const res = await req('GET', `/api/batches/${b.id}/students`, teacher.token);
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual([
      expect.objectContaining({
        id: kid.id,
        child_id: kid.id,
        name: 'Kiran',
        grade: 5,
        parent_name: 'Test Parent',
        subject: 'Mathematics',
        batch_id: b.id,
        relationship_id: rel.id,
      }),
    ]);
    const list = await req('GET', '/api/batches', teacher.token);
    expect(list.body.batches.find((x: { id: string }) => x.id === b.id).student_count).toBe(1);
    expect((await req('GET', `/api/batches/${b.id}/students`, rival.token)).status).toBe(404);
  });

  it('deletes only with the teacher’s password; students and tasks stay, without the batch', async () => {
    const b = await createBatch(t.app, teacher.token, { name: 'To delete' });
    const kid = await createChild(t.app, parent.token, { name: 'Dev' });
    const rel = await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: kid.id, batchId: b.id });
    const ws = await createWorksheet(t.app, teacher.token);
    const assigned = await assignToBatch(t.app, { token: teacher.token, worksheetId: ws.id, batchIds: [b.id] });

    const none = await req('DELETE', `/api/batches/${b.id}`, teacher.token, {});
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(COACHING_MSG.enterPasswordToDelete);
    const wrong = await req('DELETE', `/api/batches/${b.id}`, teacher.token, { password: 'not-it-at-all' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe(COACHING_MSG.incorrectPassword);
    // Another teacher, even with their own right password, finds nothing.
    expect((await req('DELETE', `/api/batches/${b.id}`, rival.token, { password: PASSWORD })).status).toBe(404);

    const ok = await req('DELETE', `/api/batches/${b.id}`, teacher.token, { password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(COACHING_MSG.batchDeleted);
    expect((await req('GET', `/api/batches/${b.id}/students`, teacher.token)).status).toBe(404);
    const [link] = await t.db.db.select().from(coachingRelationships).where(eq(coachingRelationships.id, rel.id));
    expect(link.batchId).toBeNull();
    const [task] = await t.db.db.select().from(tasks).where(eq(tasks.id, assigned.tasks[0].id));
    expect(task.batchId).toBeNull();
  });

  it('a worksheet aimed at a batch takes its grade; another teacher’s batch is unknown', async () => {
    const b = await createBatch(t.app, teacher.token, { name: 'Grade 6', grade: 6 });
    const payload = { subject: 'Mathematics', topics: ['Fractions'], num_questions: 3, target_type: 'batch' };
    const res = await req('POST', '/api/worksheets/generate', teacher.token, {
      ...payload,
      target_id: `batch_${b.id}`,
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201);
    expect(res.body.grade).toBe(6);
    expect((await req('POST', '/api/worksheets/generate', rival.token, { ...payload, target_id: b.id })).status).toBe(
      404,
    );
  });

  it('shows a coached child’s photo to the linked teacher only', async () => {
    const b = await createBatch(t.app, teacher.token, { name: 'Photos' });
    const kid = await createChild(t.app, parent.token, { name: 'Photo kid' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    const boundary = 'photoBoundary42';
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/children/${kid.id}/photo`,
      headers: { authorization: `Bearer ${parent.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(up.statusCode, up.body).toBeLessThan(300);
    const photo = up.json().photo_url as string;
    expect((await req('GET', photo, teacher.token)).status).toBe(404);
    await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: kid.id, batchId: b.id });
    const students = await req('GET', `/api/batches/${b.id}/students`, teacher.token);
    expect(students.body.students[0].photo_url).toBe(photo);
    expect((await req('GET', photo, teacher.token)).status).toBe(200);
    expect((await req('GET', photo, rival.token)).status).toBe(404);
  });
});
