import { randomBytes } from 'node:crypto';
import { STUDY_MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createBatch,
  createChild,
  createParent,
  createTeacher,
  linkStudent,
  setupTestApp,
  type TestContext,
} from '../../../test/helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

function form(fields: [string, string][], files: { name: string; data: Buffer }[]) {
  const b = `share${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of fields)
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

let t: TestContext;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
let parent: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
let batchId: string;

beforeAll(async () => {
  t = await setupTestApp();
  teacher = await createTeacher(t.app);
  parent = await createParent(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Ishaan', grade: 7 });
  batchId = (await createBatch(t.app, teacher.token)).id;
  await linkStudent(t.app, { teacherToken: teacher.token, parent, childId: kid.id, batchId });
});

const share = (token: string, fields: [string, string][], files = [{ name: 'notes.pdf', data: PDF }]) =>
  call(t.app, { method: 'POST', url: '/api/teaching/share-notes', token, ...form(fields, files) });

describe('share notes & resources', () => {
  it('a teacher shares a PDF with a batch; the parent sees it as new and may read the file; others may not', async () => {
    const res = await share(teacher.token, [
      ['title', 'Chapter 1 worksheet'],
      ['description', 'Read before class'],
      ['target_type', 'batch'],
      ['target_ids', batchId],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: STUDY_MSG.notesShared, shared_count: 1, files: 1 });

    const list = await call(t.app, {
      method: 'GET',
      url: `/api/notes/assigned?child_id=${kid.id}`,
      token: parent.token,
    });
    const item = list.body.assignments[0];
    expect(item).toMatchObject({ title: 'Chapter 1 worksheet', is_read: false, assigned_by_role: 'coaching_teacher' });
    expect(item.file_urls).toHaveLength(1);
    const file = await call(t.app, { method: 'GET', url: item.file_urls[0], token: parent.token });
    expect(file.status).toBe(200);
    const other = await createParent(t.app);
    expect((await call(t.app, { method: 'GET', url: item.file_urls[0], token: other.token })).status).toBe(404);

    const mine = await call(t.app, { method: 'GET', url: '/api/notes/assigned', token: teacher.token });
    expect(mine.body.assignments[0]).toMatchObject({ title: 'Chapter 1 worksheet', recipient_count: 1 });
  });

  it('needs a file, a title and the teacher’s own batch; refuses other file types; parents may not share', async () => {
    const base: [string, string][] = [
      ['title', 'X'],
      ['target_type', 'batch'],
      ['target_ids', batchId],
    ];
    const none = await share(teacher.token, base, []);
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(STUDY_MSG.selectFileToShare);
    const gif = await share(teacher.token, base, [{ name: 'a.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') }]);
    expect(gif.status).toBe(400);
    expect(gif.body.detail).toBe(STUDY_MSG.shareFileTypes);
    const noTitle = await share(teacher.token, base.slice(1));
    expect(noTitle.status).toBe(400);
    const otherTeacher = await createTeacher(t.app);
    expect((await share(otherTeacher.token, base)).status).toBe(404);
    expect((await share(parent.token, base)).status).toBe(403);
  });
});
