import { STUDY_MSG, ZChildSyllabus } from '@app/shared';
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
let other: string;
let teacher: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Kabir', grade: 7, board: 'CBSE', access_code: '4321' });
  other = (await createParent(t.app)).token;
  teacher = (await createTeacher(t.app)).token;
});

const get = (token: string, url: string) => call(t.app, { method: 'GET', url, token });
const put = (token: string, url: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PUT', url, token, payload });

describe('a child’s books', () => {
  it('lists the books of the child’s board and grade; a chosen book drives its subject’s syllabus', async () => {
    const avail = await get(parent.token, `/api/children/${kid.id}/books/available`);
    expect(avail.status).toBe(200);
    expect(avail.body.board).toBe('CBSE');
    const maths = avail.body.books.filter((b: { subject: string }) => b.subject === 'Mathematics');
    // Grade 7 CBSE maths has the new and the earlier NCERT book.
    expect(maths.map((b: { id: string }) => b.id)).toContain('ncert-maths-7');
    expect(maths.length).toBeGreaterThan(1);
    const older = maths.find((b: { id: string }) => b.id === 'ncert-maths-7');

    expect((await get(parent.token, `/api/children/${kid.id}/books/selected`)).body.selected_books).toEqual([]);
    const before = await get(parent.token, `/api/syllabus/Mathematics?grade=7&child_id=${kid.id}`);
    expect(before.body.selected_book_id).not.toBe('ncert-maths-7');

    const saved = await put(parent.token, `/api/children/${kid.id}/books/selected`, { selected_books: [older.id] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: STUDY_MSG.bookSelectionSaved, selected_books: [older.id] });
    expect(saved.body.books[0]).toMatchObject({ id: older.id, title: older.title, subject: 'Mathematics' });

    // The worksheet generator asks the syllabus with the child: it now starts from the chosen book's chapters.
    const after = await get(parent.token, `/api/syllabus/Mathematics?grade=7&child_id=${kid.id}`);
    expect(after.body.selected_book_id).toBe(older.id);
    expect(after.body.chapters).not.toEqual(before.body.chapters);
    // Naming a book still wins; other subjects keep their default book.
    const named = await get(
      parent.token,
      `/api/syllabus/Mathematics?grade=7&child_id=${kid.id}&book_id=${before.body.selected_book_id}`,
    );
    expect(named.body.chapters).toEqual(before.body.chapters);

    const syl = await get(parent.token, `/api/children/${kid.id}/syllabus?subject=Mathematics`);
    expect(syl.status).toBe(200);
    const body = ZChildSyllabus.parse(syl.body);
    expect(body.subjects).toContain('Science');
    expect(body.syllabus).toHaveLength(1);
    expect(body.syllabus[0]).toMatchObject({ subject: 'Mathematics', selected_book_id: older.id });
    expect(body.syllabus[0].chapters.every((c) => c.topics.length > 0)).toBe(true);
    const all = ZChildSyllabus.parse((await get(parent.token, `/api/children/${kid.id}/syllabus`)).body);
    expect(all.syllabus.map((s) => s.subject)).toEqual(all.subjects);
  });

  it('refuses books outside the child’s curriculum; clearing the choice is allowed', async () => {
    const bad = await put(parent.token, `/api/children/${kid.id}/books/selected`, {
      selected_books: ['ncert-maths-3'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(STUDY_MSG.unknownBook);
    const none = await put(parent.token, `/api/children/${kid.id}/books/selected`, { selected_books: [] });
    expect(none.status).toBe(200);
    expect(none.body.selected_books).toEqual([]);
  });

  it('another family, a teacher and the child view (for changes) are refused', async () => {
    for (const url of ['books/available', 'books/selected', 'syllabus']) {
      expect((await get(other, `/api/children/${kid.id}/${url}`)).status).toBe(404);
      expect([403, 404]).toContain((await get(teacher, `/api/children/${kid.id}/${url}`)).status);
    }
    expect((await put(other, `/api/children/${kid.id}/books/selected`, { selected_books: [] })).status).toBe(404);
    const childView = await signIn(t.app, parent.email, '4321');
    expect((await get(childView, `/api/children/${kid.id}/syllabus`)).status).toBe(200);
    expect((await put(childView, `/api/children/${kid.id}/books/selected`, { selected_books: [] })).status).toBe(403);
  });
});

describe('a teacher’s book preferences', () => {
  it('saves per grade and subject; the teacher’s syllabus starts from the preferred book', async () => {
    const books = (await get(teacher, '/api/books/by-curriculum?grade=7&subject=Mathematics')).body.books as {
      id: string;
      board: string;
    }[];
    const cbse = books.filter((b) => b.board === 'CBSE');
    const pick = cbse[cbse.length - 1];
    expect((await get(teacher, '/api/coaching/book-preferences')).body).toEqual({ book_preferences: {} });
    const res = await put(teacher, '/api/coaching/book-preferences', {
      grade: 7,
      subject: 'Mathematics',
      selected_books: [pick.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: STUDY_MSG.bookPreferencesSaved,
      book_preferences: { '7_Mathematics': [pick.id] },
    });
    const syl = await get(teacher, '/api/syllabus/Mathematics?grade=7&board=CBSE');
    expect(syl.body.selected_book_id).toBe(pick.id);

    const bad = await put(teacher, '/api/coaching/book-preferences', {
      grade: 7,
      subject: 'Mathematics',
      selected_books: ['no-such-book'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(STUDY_MSG.unknownBook);
    expect(
      (await put(teacher, '/api/coaching/book-preferences', { grade: 13, subject: 'Mathematics', selected_books: [] }))
        .status,
    ).toBe(400);
  });

  it('is a teacher’s alone', async () => {
    expect((await get(parent.token, '/api/coaching/book-preferences')).status).toBe(403);
    expect(
      (await put(parent.token, '/api/coaching/book-preferences', { grade: 7, subject: 'Science', selected_books: [] }))
        .status,
    ).toBe(403);
  });
});
