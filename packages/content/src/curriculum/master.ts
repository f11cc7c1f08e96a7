import { book, copyBook, entry, slugify } from './build';
import { CBSE_SENIOR } from './cbse/senior';
import { MASTER_ENGLISH, MASTER_ENGLISH_SENIOR, MASTER_HINDI } from './master/languages';
import { MASTER_MATHEMATICS } from './master/mathematics';
import { MASTER_SCIENCE } from './master/science';
import { MASTER_SOCIAL_STUDIES } from './master/social-studies';
import type { Book, Subject, SubjectCurriculum } from './types';

// The board-agnostic Master syllabus, the teachers' default board. It is topic-centric: units and topics common
// across Indian boards, one book per grade and subject. Grades 1-2 have Mathematics, English and Hindi; 3-5 add
// Science (EVS); 6-10 add Social Studies; 11-12 have Mathematics, Physics, Chemistry, Biology and English.

export const MASTER_PUBLISHER = 'Smart Support';

export function masterBookId(subject: Subject, grade: number): string {
  return `master-${slugify(subject)}-${grade}`;
}

export function masterBookTitle(subject: Subject, grade: number): string {
  return `Master Syllabus – ${subject} Grade ${grade}`;
}

function masterBook(subject: Subject, grade: number, chapters: string[]): Book {
  return book(subject, masterBookId(subject, grade), masterBookTitle(subject, grade), MASTER_PUBLISHER, chapters);
}

function fromTable(subject: Subject, table: Record<number, string[]>): SubjectCurriculum[] {
  return Object.entries(table).map(([g, chapters]) =>
    entry('Master', Number(g), subject, [masterBook(subject, Number(g), chapters)]),
  );
}

// Senior science and mathematics units are national (the NCERT units, also the basis of JEE/NEET and most
// state and ISC syllabi), so Master 11-12 takes its chapters from the NCERT books.
function fromNcert(subject: Subject, grade: number): SubjectCurriculum {
  const source = CBSE_SENIOR.find((c) => c.subject === subject && c.grade === grade);
  if (!source) throw new Error(`No NCERT ${subject} ${grade} to derive Master from`);
  const copy = copyBook(
    source.books[0],
    masterBookId(subject, grade),
    masterBookTitle(subject, grade),
    MASTER_PUBLISHER,
  );
  return entry('Master', grade, subject, [copy]);
}

const SENIOR_SUBJECTS: Subject[] = ['Mathematics', 'Physics', 'Chemistry', 'Biology'];

export const MASTER: SubjectCurriculum[] = [
  ...fromTable('Mathematics', MASTER_MATHEMATICS),
  ...fromTable('Science', MASTER_SCIENCE),
  ...fromTable('English', MASTER_ENGLISH),
  ...fromTable('Hindi', MASTER_HINDI),
  ...fromTable('Social Studies', MASTER_SOCIAL_STUDIES),
  ...[11, 12].flatMap((grade) => [
    ...SENIOR_SUBJECTS.map((subject) => fromNcert(subject, grade)),
    entry('Master', grade, 'English', [masterBook('English', grade, MASTER_ENGLISH_SENIOR)]),
  ]),
];
