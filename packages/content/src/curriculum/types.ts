// Curriculum data model. A board's grade and subject holds one or more books (textbooks); each book has chapters,
// each chapter topics, each topic the concept tags that questions and evaluations share.

export const SUBJECTS = [
  'Mathematics',
  'Science',
  'English',
  'Hindi',
  'Social Studies',
  'Physics',
  'Chemistry',
  'Biology',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Concept tag prefix per subject: tags look like `maths.fractions.addition` (see ZStructuredQuestion.concept). */
export const SUBJECT_TAG: Record<Subject, string> = {
  Mathematics: 'maths',
  Science: 'science',
  English: 'english',
  Hindi: 'hindi',
  'Social Studies': 'sst',
  Physics: 'physics',
  Chemistry: 'chemistry',
  Biology: 'biology',
};

export const CURRICULUM_BOARDS = ['Master', 'CBSE', 'ICSE', 'IB', 'Cambridge', 'State'] as const;
export type CurriculumBoard = (typeof CURRICULUM_BOARDS)[number];

export interface Topic {
  name: string;
  /** Concept tags, at least one, each `<subject tag>.<slug>[.<slug>]`. */
  concepts: string[];
}

export interface Chapter {
  /** Chapter number in the book (1-based). */
  number: number;
  name: string;
  topics: Topic[];
}

export interface Book {
  /** Stable id, kebab-case, unique across all boards, e.g. `ncert-ganita-prakash-7`. */
  id: string;
  title: string;
  publisher: string;
  chapters: Chapter[];
}

export interface SubjectCurriculum {
  board: CurriculumBoard;
  grade: number;
  subject: Subject;
  /** The first book is the default one. */
  books: Book[];
  /** Set when a board's syllabus is not modelled on its own and mirrors Master; shown to users as such. */
  mapped_from?: 'Master';
}
