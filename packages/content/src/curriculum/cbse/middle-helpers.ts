import { type Book, type Chapter, SUBJECT_TAG, type Subject, type SubjectCurriculum } from '../types';

/**
 * A topic is either its name (concept tag derived as `<subject>.<chapter base>.<slug of name>`) or a tuple of its name
 * and explicit concept tags written without the subject prefix (needed for Devanagari names, or to share tags).
 */
export type TopicSpec = string | [name: string, ...concepts: string[]];
/** Chapter name, base slug for derived concept tags, topics. Chapters are numbered in the order given. */
export type ChapterSpec = [name: string, base: string, topics: TopicSpec[]];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function buildBook(subject: Subject, id: string, title: string, chapters: ChapterSpec[]): Book {
  const prefix = SUBJECT_TAG[subject];
  return {
    id,
    title,
    publisher: 'NCERT',
    chapters: chapters.map(
      ([name, base, topics], i): Chapter => ({
        number: i + 1,
        name,
        topics: topics.map((t) =>
          typeof t === 'string'
            ? { name: t, concepts: [`${prefix}.${base}.${slugify(t)}`] }
            : { name: t[0], concepts: t.slice(1).map((c) => `${prefix}.${c}`) },
        ),
      }),
    ),
  };
}

export function cbse(grade: number, subject: Subject, books: Book[]): SubjectCurriculum {
  return { board: 'CBSE', grade, subject, books };
}
