import { OTHER_BOARDS } from './boards';
import { CBSE_MIDDLE } from './cbse/middle';
import { CBSE_PRIMARY } from './cbse/primary';
import { CBSE_SECONDARY } from './cbse/secondary';
import { CBSE_SENIOR } from './cbse/senior';
import { MASTER } from './master';
import type { Book, Chapter, CurriculumBoard, Subject, SubjectCurriculum, Topic } from './types';
import { CURRICULUM_BOARDS, SUBJECTS } from './types';

// The query layer over all curriculum data. Everything is indexed once at module load; every query is a Map lookup
// plus at most a walk over one book, so route handlers can call these freely.

export const ALL_CURRICULA: readonly SubjectCurriculum[] = [
  ...MASTER,
  ...CBSE_PRIMARY,
  ...CBSE_MIDDLE,
  ...CBSE_SECONDARY,
  ...CBSE_SENIOR,
  ...OTHER_BOARDS,
];

const keyOf = (board: string, grade: number, subject: string) => `${board}|${grade}|${subject}`;

const byKey = new Map<string, SubjectCurriculum>();
const bookIndex = new Map<string, { curriculum: SubjectCurriculum; book: Book }>();
const gradesByBoard = new Map<CurriculumBoard, Set<number>>();
for (const c of ALL_CURRICULA) {
  // First registration wins; the data tests assert there are no duplicates at all.
  const key = keyOf(c.board, c.grade, c.subject);
  if (!byKey.has(key)) byKey.set(key, c);
  for (const book of c.books) if (!bookIndex.has(book.id)) bookIndex.set(book.id, { curriculum: c, book });
  const grades = gradesByBoard.get(c.board) ?? new Set<number>();
  gradesByBoard.set(c.board, grades);
  grades.add(c.grade);
}

const BOARD_BY_LOWER = new Map(CURRICULUM_BOARDS.map((b) => [b.toLowerCase(), b]));
const SUBJECT_BY_LOWER = new Map<string, Subject>([
  ...SUBJECTS.map((s) => [s.toLowerCase(), s] as [string, Subject]),
  ['maths', 'Mathematics'],
  ['math', 'Mathematics'],
  ['evs', 'Science'],
  ['environmental studies', 'Science'],
  ['social science', 'Social Studies'],
  ['sst', 'Social Studies'],
]);

/** Accepts any casing (`cbse`, `Cambridge`); undefined for unknown boards. */
export function normalizeBoard(board: string | null | undefined): CurriculumBoard | undefined {
  return board ? BOARD_BY_LOWER.get(board.trim().toLowerCase()) : undefined;
}

/** Accepts any casing and common aliases (`Maths`, `EVS`, `Social Science`); undefined when unknown. */
export function normalizeSubject(subject: string | null | undefined): Subject | undefined {
  return subject ? SUBJECT_BY_LOWER.get(subject.trim().toLowerCase()) : undefined;
}

export function getCurriculum(board: string, grade: number, subject: string): SubjectCurriculum | undefined {
  const b = normalizeBoard(board);
  const s = normalizeSubject(subject);
  return b && s ? byKey.get(keyOf(b, grade, s)) : undefined;
}

export function findBook(bookId: string): { curriculum: SubjectCurriculum; book: Book } | undefined {
  return bookIndex.get(bookId);
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function findChapter(c: SubjectCurriculum, chapter: string): { book: Book; chapter: Chapter } | undefined {
  for (const book of c.books) {
    const found = book.chapters.find((ch) => sameName(ch.name, chapter));
    if (found) return { book, chapter: found };
  }
  return undefined;
}

// ---- /qb/syllabus/* hierarchy -------------------------------------------------------------------------------

export function listBoards(): CurriculumBoard[] {
  return CURRICULUM_BOARDS.filter((b) => gradesByBoard.has(b));
}

export function listGrades(board: string): number[] {
  const b = normalizeBoard(board);
  const grades = b ? gradesByBoard.get(b) : undefined;
  return grades ? [...grades].sort((x, y) => x - y) : [];
}

export function listSubjects(board: string, grade: number): Subject[] {
  const b = normalizeBoard(board);
  if (!b) return [];
  return SUBJECTS.filter((s) => byKey.has(keyOf(b, grade, s)));
}

/**
 * Chapter names of one book (`bookId`, unknown ids fall back to the default book), or, without `bookId`, of every
 * book for the grade and subject in book order (the question bank tags questions for supplementary readers too).
 */
export function listChapters(board: string, grade: number, subject: string, bookId?: string): string[] {
  const c = getCurriculum(board, grade, subject);
  if (!c) return [];
  const books = bookId ? [c.books.find((b) => b.id === bookId) ?? c.books[0]] : c.books;
  return [...new Set(books.flatMap((b) => b.chapters.map((ch) => ch.name)))];
}

export function listTopics(board: string, grade: number, subject: string, chapter: string): string[] {
  const c = getCurriculum(board, grade, subject);
  const found = c && findChapter(c, chapter);
  return found ? found.chapter.topics.map((t) => t.name) : [];
}

// ---- Syllabus response (GET /syllabus/{subject}) --------------------------------------------------------------

export interface BookSummary {
  id: string;
  title: string;
  publisher: string;
}

export interface SyllabusResult {
  chapters: { chapter: string; topics: string[] }[];
  available_books: BookSummary[];
  selected_book: string | null;
  selected_book_id: string | null;
  board: string;
  grade: number;
  subject: string;
  mapped_from?: 'Master';
  message?: string;
}

const summarize = (b: Book): BookSummary => ({ id: b.id, title: b.title, publisher: b.publisher });

export function getSyllabus(query: {
  subject: string;
  grade: number;
  board: string;
  bookId?: string | null;
}): SyllabusResult {
  const board = normalizeBoard(query.board) ?? query.board;
  const subject = normalizeSubject(query.subject) ?? query.subject;
  const c = getCurriculum(query.board, query.grade, query.subject);
  const base = { board, grade: query.grade, subject };
  if (!c) {
    return {
      ...base,
      chapters: [],
      available_books: [],
      selected_book: null,
      selected_book_id: null,
      message: `No syllabus is available for ${subject}, grade ${query.grade}, board ${board}.`,
    };
  }
  const selected = c.books.find((b) => b.id === query.bookId) ?? c.books[0];
  return {
    ...base,
    chapters: selected.chapters.map((ch) => ({ chapter: ch.name, topics: ch.topics.map((t) => t.name) })),
    available_books: c.books.map(summarize),
    selected_book: selected.title,
    selected_book_id: selected.id,
    ...(c.mapped_from ? { mapped_from: c.mapped_from } : {}),
  };
}

/** The syllabus board when the target carries none: Master for a coaching teacher, else the child's board or CBSE. */
export function defaultBoardFor(input: { role: string; childBoard?: string | null }): CurriculumBoard {
  if (input.role === 'coaching_teacher') return 'Master';
  return normalizeBoard(input.childBoard) ?? 'CBSE';
}

export interface BookListItem extends BookSummary {
  board: CurriculumBoard;
  mapped_from?: 'Master';
}

/**
 * Books for a grade and subject (GET /books/by-curriculum). With a board, that board's books; without, every
 * board's own books in board order (boards that only mirror Master are left out, as their books repeat Master's).
 */
export function booksByCurriculum(query: { grade: number; subject: string; board?: string | null }): BookListItem[] {
  const boards = query.board ? [normalizeBoard(query.board)].filter((b) => b !== undefined) : CURRICULUM_BOARDS;
  const out: BookListItem[] = [];
  for (const board of boards) {
    const c = getCurriculum(board, query.grade, query.subject);
    if (!c || (c.mapped_from && !query.board)) continue;
    for (const b of c.books)
      out.push({ ...summarize(b), board, ...(c.mapped_from ? { mapped_from: c.mapped_from } : {}) });
  }
  return out;
}

// ---- Concepts for the AI engine ------------------------------------------------------------------------------

export interface TopicMatch {
  curriculum: SubjectCurriculum;
  book: Book;
  chapter: Chapter;
  topic: Topic;
}

export function findTopic(
  board: string,
  grade: number,
  subject: string,
  chapter: string,
  topic: string,
): TopicMatch | undefined {
  const c = getCurriculum(board, grade, subject);
  const found = c && findChapter(c, chapter);
  const t = found?.chapter.topics.find((x) => sameName(x.name, topic));
  return c && found && t ? { curriculum: c, book: found.book, chapter: found.chapter, topic: t } : undefined;
}

/** Concept tags of a topic, of a whole chapter when no topic is given, or of the whole subject when neither is. */
export function conceptsFor(board: string, grade: number, subject: string, chapter?: string, topic?: string): string[] {
  const c = getCurriculum(board, grade, subject);
  if (!c) return [];
  let topics: Topic[];
  if (chapter) {
    const found = findChapter(c, chapter);
    if (!found) return [];
    topics = topic ? found.chapter.topics.filter((t) => sameName(t.name, topic)) : found.chapter.topics;
  } else {
    topics = c.books.flatMap((b) => b.chapters.flatMap((ch) => ch.topics));
  }
  return [...new Set(topics.flatMap((t) => t.concepts))];
}

const ALL_CONCEPTS: readonly string[] = [
  ...new Set(
    ALL_CURRICULA.flatMap((c) =>
      c.books.flatMap((b) => b.chapters.flatMap((ch) => ch.topics.flatMap((t) => t.concepts))),
    ),
  ),
].sort();

/** Every concept tag in the curriculum, sorted. */
export function allConcepts(): readonly string[] {
  return ALL_CONCEPTS;
}
