import { STUDY_MSG, TASK_MSG, ZStudyList } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createChild,
  createParent,
  createTeacher,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
let sibling: { id: string };
let other: Awaited<ReturnType<typeof createParent>>;
let otherKid: { id: string };
let teacher: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Kabir', grade: 7, access_code: '4321' });
  sibling = await createChild(t.app, parent.token, { name: 'Mira', grade: 4 });
  other = await createParent(t.app);
  otherKid = await createChild(t.app, other.token, { name: 'Zoya', grade: 7 });
  teacher = (await createTeacher(t.app)).token;
});

async function generate(token: string, childId: string, topics = ['Integers']) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/notes/generate',
    token,
    payload: { type: 'revision', subject: 'Mathematics', topics, target_id: childId },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string };
}

const assign = (token: string, noteId: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: `/api/notes/${noteId}/assign`, token, payload });
const list = (token: string, query = '') => call(t.app, { method: 'GET', url: `/api/notes/assigned${query}`, token });
const mark = (token: string, id: string, isRead: boolean) =>
  call(t.app, { method: 'POST', url: `/api/notes/assignment/${id}/mark-read?is_read=${isRead}`, token });

describe('assigning notes', () => {
  it('gives generated notes to the parent’s child, who sees them as new in Study Support', async () => {
    const notes = await generate(parent.token, kid.id);
    const res = await assign(parent.token, notes.id, {
      title: 'Integers revision',
      description: 'Read before Friday',
      target_type: 'child',
      target_ids: [kid.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: STUDY_MSG.notesAssigned, assigned_count: 1 });

    const got = await list(parent.token, `?child_id=${kid.id}`);
    expect(got.status).toBe(200);
    const body = ZStudyList.parse(got.body);
    expect(body.total).toBe(1);
    expect(body.unread).toBe(1);
    const item = body.assignments[0];
    expect(item).toMatchObject({
      note_id: notes.id,
      title: 'Integers revision',
      description: 'Read before Friday',
      subject: 'Mathematics',
      assigned_by_name: parent.user.name,
      assigned_by_role: 'parent',
      assigned_to: kid.id,
      is_read: false,
      read_at: null,
      note_type: 'revision',
      file_urls: [],
    });
    expect(item.note_details?.html_content).toContain('Quick check');
    expect(item.note_details?.html_content).not.toMatch(/<script/i);
    // The sibling has nothing.
    expect((await list(parent.token, `?child_id=${sibling.id}`)).body.total).toBe(0);
    // Another family learns nothing about the child.
    expect((await list(other.token, `?child_id=${kid.id}`)).status).toBe(404);
  });

  it('refuses another family’s child, another parent’s notes, no target and teacher targets (not yet)', async () => {
    const notes = await generate(parent.token, kid.id);
    const none = await assign(parent.token, notes.id, { title: 'x', target_type: 'child', target_ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(STUDY_MSG.selectChild);
    const noTitle = await assign(parent.token, notes.id, { title: ' ', target_ids: [kid.id] });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.field_errors?.title).toBe(STUDY_MSG.titleRequired);
    expect((await assign(parent.token, notes.id, { title: 'x', target_ids: [otherKid.id] })).status).toBe(404);
    expect((await assign(other.token, notes.id, { title: 'x', target_ids: [otherKid.id] })).status).toBe(404);
    expect((await assign(parent.token, 'not-an-id', { title: 'x', target_ids: [kid.id] })).status).toBe(404);
    const batch = await assign(parent.token, notes.id, { title: 'x', target_type: 'batch', target_ids: [kid.id] });
    expect(batch.status).toBe(422);
    expect(batch.body.detail).toBe(TASK_MSG.targetNotAvailable);
    // Nothing was written by the refusals.
    expect((await list(other.token, `?child_id=${otherKid.id}`)).body.total).toBe(0);
  });

  it('given again, the same notes come back as new instead of listed twice', async () => {
    const fresh = await createChild(t.app, parent.token, { name: 'Ravi', grade: 7 });
    const notes = await generate(parent.token, fresh.id);
    const first = await assign(parent.token, notes.id, { title: 'One', target_ids: [fresh.id] });
    await mark(parent.token, first.body.assignment_ids[0], true);
    t.clock.advance(1000);
    const again = await assign(parent.token, notes.id, { title: 'Two', target_ids: [fresh.id] });
    expect(again.body.assignment_ids).toEqual(first.body.assignment_ids);
    const got = ZStudyList.parse((await list(parent.token, `?child_id=${fresh.id}`)).body);
    expect(got.total).toBe(1);
    expect(got.assignments[0]).toMatchObject({ title: 'Two', is_read: false });
  });
});

describe('read state', () => {
  it('the parent marks read and unread; the child view sees it but may not change it; others get 404', async () => {
    const notes = await generate(parent.token, kid.id, ['Fractions']);
    const res = await assign(parent.token, notes.id, { title: 'Fractions', target_ids: [kid.id] });
    const id = res.body.assignment_ids[0] as string;

    t.clock.advance(60_000);
    const read = await mark(parent.token, id, true);
    expect(read.status).toBe(200);
    expect(read.body.is_read).toBe(true);
    expect(read.body.read_at).toBe(t.clock.now.toISOString());
    expect((await list(parent.token, `?child_id=${kid.id}`)).body.unread).toBe(1);

    const childView = await signIn(t.app, parent.email, '4321');
    const seen = await list(childView);
    expect(seen.status).toBe(200);
    expect(seen.body.assignments.find((a: { id: string }) => a.id === id)?.is_read).toBe(true);
    // The child view reads only its own child, whatever it asks for.
    expect(
      (await list(childView, `?child_id=${sibling.id}`)).body.assignments.every(
        (a: { assigned_to: string }) => a.assigned_to === kid.id,
      ),
    ).toBe(true);
    expect((await mark(childView, id, false)).status).toBe(403);

    expect((await mark(other.token, id, false)).status).toBe(404);
    expect((await mark(teacher, id, false)).status).toBe(404);
    expect((await mark(parent.token, '00000000-0000-4000-8000-000000000000', true)).status).toBe(404);

    const unread = await mark(parent.token, id, false);
    expect(unread.body).toMatchObject({ is_read: false, read_at: null });
  });

  it('pages newest first with a cursor, filters by the giver’s role, and counts the whole list', async () => {
    const p = await createParent(t.app);
    const c = await createChild(t.app, p.token, { grade: 6 });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      t.clock.advance(1000);
      const n = await generate(p.token, c.id, [`Topic ${i}`]);
      ids.push((await assign(p.token, n.id, { title: `Notes ${i}`, target_ids: [c.id] })).body.assignment_ids[0]);
    }
    const first = ZStudyList.parse((await list(p.token, `?child_id=${c.id}&limit=5`)).body);
    expect(first.total).toBe(7);
    expect(first.assignments.map((a) => a.title)).toEqual(['Notes 6', 'Notes 5', 'Notes 4', 'Notes 3', 'Notes 2']);
    expect(first.next_cursor).toBeTruthy();
    const second = ZStudyList.parse(
      (await list(p.token, `?child_id=${c.id}&limit=5&cursor=${first.next_cursor}`)).body,
    );
    expect(second.assignments.map((a) => a.title)).toEqual(['Notes 1', 'Notes 0']);
    expect(second.next_cursor).toBeNull();
    expect((await list(p.token, `?child_id=${c.id}&assigned_by_role=coaching_teacher`)).body.total).toBe(0);
    expect((await list(p.token, `?child_id=${c.id}&assigned_by_role=parent`)).body.total).toBe(7);
    expect((await list(p.token, '')).body.detail).toBe(TASK_MSG.selectChild);
  });

  it('a teacher’s list is empty until they give something', async () => {
    const res = await list(teacher);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assignments: [], total: 0 });
  });
});

describe('notes PDF', () => {
  it('prints for the creator and the child given them; 404 for another family and the sibling’s view', async () => {
    const notes = await generate(parent.token, kid.id, ['Algebraic Expressions']);
    const pdf = (token: string) => call(t.app, { method: 'GET', url: `/api/notes/${notes.id}/pdf`, token });
    const own = await pdf(parent.token);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/notes_Mathematics_\d+\.pdf/);
    expect(String(own.body).slice(0, 5)).toBe('%PDF-');

    const childView = await signIn(t.app, parent.email, '4321');
    expect((await pdf(childView)).status).toBe(404);
    await assign(parent.token, notes.id, { title: 'Algebra', target_ids: [kid.id] });
    expect((await pdf(childView)).status).toBe(200);
    expect((await pdf(other.token)).status).toBe(404);
    expect((await pdf(teacher)).status).toBe(404);
  });
});
