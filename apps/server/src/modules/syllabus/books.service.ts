import {
  booksByCurriculum,
  getCurriculum,
  getSyllabus,
  listSubjects,
  normalizeBoard,
  normalizeSubject,
} from '@app/content/curriculum/index';
import { type BookRef, bookPreferenceKey, type ChildSyllabus, STUDY_MSG } from '@app/shared';
import type { Db } from '../../db/client';
import type { ChildRow, SessionRow, UserRow } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { actorOf } from '../../policy/policy';
import { loadChildFor } from '../children/children.service';
import * as repo from './books.repository';

// Book choices (spec 02 §2.17): a parent's per child, a teacher's per grade and subject. Both are curriculum book
// ids; the syllabus, worksheet and notes generators start from the first chosen book of a subject.

type Auth = { user: UserRow; session: SessionRow };

/** The subjects a child's board teaches at its grade (CBSE's when the board has none modelled). */
function boardAndSubjects(board: string, grade: number) {
  const own = listSubjects(board, grade);
  return own.length ? { board, subjects: own as string[] } : { board: 'CBSE', subjects: listSubjects('CBSE', grade) };
}

function booksFor(board: string, grade: number): BookRef[] {
  const { board: b, subjects } = boardAndSubjects(board, grade);
  return subjects.flatMap((subject) =>
    (getCurriculum(b, grade, subject)?.books ?? []).map((book) => ({
      id: book.id,
      title: book.title,
      publisher: book.publisher,
      subject,
      board: normalizeBoard(b) ?? b,
    })),
  );
}

/** The first id of `chosen` that is one of the books of this curriculum, if any. */
export function pickBook(chosen: readonly string[], board: string, grade: number, subject: string): string | null {
  const books = getCurriculum(board, grade, subject)?.books ?? [];
  return chosen.find((id) => books.some((b) => b.id === id)) ?? null;
}

export async function availableBooks(db: Db, auth: Auth, childId: string, board?: string) {
  const child = await loadChildFor(db, actorOf(auth), 'child:read', childId);
  const b = (board && normalizeBoard(board)) || child.board;
  return { books: booksFor(b, child.grade), board: b, grade: child.grade };
}

async function selectedOf(db: Db, child: ChildRow) {
  const ids = await repo.findChildBookIds(db, child.id);
  const all = booksFor(child.board, child.grade);
  // Books that left the curriculum since are dropped from the answer rather than shown broken.
  const books = ids.map((id) => all.find((b) => b.id === id)).filter((b): b is BookRef => !!b);
  return { selected_books: books.map((b) => b.id), books };
}

export async function selectedBooks(db: Db, auth: Auth, childId: string) {
  return selectedOf(db, await loadChildFor(db, actorOf(auth), 'child:read', childId));
}

export async function saveSelectedBooks(db: Db, auth: Auth, childId: string, ids: string[], now: Date) {
  const child = await loadChildFor(db, actorOf(auth), 'child:update', childId);
  const known = new Set(booksFor(child.board, child.grade).map((b) => b.id));
  const unique = [...new Set(ids)];
  if (unique.some((id) => !known.has(id))) throw badRequest(STUDY_MSG.unknownBook, 'selected_books');
  await repo.saveChildBookIds(db, child.id, unique, now);
  return { message: STUDY_MSG.bookSelectionSaved, ...(await selectedOf(db, child)) };
}

/** The book a child's syllabus of `subject` starts from: the parent's choice, else none (the default book). */
export async function childBookFor(db: Db, child: ChildRow, subject: string): Promise<string | null> {
  return pickBook(await repo.findChildBookIds(db, child.id), child.board, child.grade, subject);
}

/** GET /children/{id}/syllabus: chapters and topics per subject from the chosen book (or the default one). */
export async function childSyllabus(db: Db, auth: Auth, childId: string, subject?: string): Promise<ChildSyllabus> {
  const child = await loadChildFor(db, actorOf(auth), 'child:read', childId);
  const { board, subjects } = boardAndSubjects(child.board, child.grade);
  const chosen = await repo.findChildBookIds(db, child.id);
  const wanted = subject ? subjects.filter((s) => s === (normalizeSubject(subject) ?? subject)) : subjects;
  return {
    board,
    grade: child.grade,
    subjects,
    syllabus: wanted.map((s) => {
      const r = getSyllabus({ subject: s, grade: child.grade, board, bookId: pickBook(chosen, board, child.grade, s) });
      return {
        subject: s,
        selected_book_id: r.selected_book_id,
        selected_book: r.selected_book,
        available_books: r.available_books,
        chapters: r.chapters,
      };
    }),
  };
}

export async function getPreferences(db: Db, userId: string) {
  const rows = await repo.findPreferences(db, userId);
  return { book_preferences: Object.fromEntries(rows.map((r) => [bookPreferenceKey(r.grade, r.subject), r.bookIds])) };
}

export async function savePreferences(
  db: Db,
  userId: string,
  body: { grade: number; subject: string; selected_books: string[] },
  now: Date,
) {
  const subject = normalizeSubject(body.subject) ?? body.subject;
  const known = new Set(booksByCurriculum({ grade: body.grade, subject }).map((b) => b.id));
  const unique = [...new Set(body.selected_books)];
  if (unique.some((id) => !known.has(id))) throw badRequest(STUDY_MSG.unknownBook, 'selected_books');
  await repo.savePreference(db, { userId, grade: body.grade, subject, bookIds: unique }, now);
  return { message: STUDY_MSG.bookPreferencesSaved, ...(await getPreferences(db, userId)) };
}

/** The teacher's preferred book for a grade and subject on a board, if one of theirs belongs to it. */
export async function preferredBookFor(db: Db, userId: string, grade: number, subject: string, board: string) {
  const s = normalizeSubject(subject) ?? subject;
  return pickBook(await repo.findPreference(db, userId, grade, s), board, grade, s);
}
