import { type Book, type Chapter, SUBJECT_TAG, type Subject, type SubjectCurriculum } from '../types';

/** `[topic name, ...concept slugs]`; slugs are written without the subject prefix, which is added here. */
export type TopicSpec = [name: string, ...concepts: string[]];
export type ChapterSpec = [name: string, topics: TopicSpec[]];

/** Builds an NCERT book, numbering chapters from 1 in the order given. */
export function defineBook(subject: Subject, id: string, title: string, chapters: ChapterSpec[]): Book {
  const tag = SUBJECT_TAG[subject];
  return {
    id,
    title,
    publisher: 'NCERT',
    chapters: chapters.map(
      ([name, topics], i): Chapter => ({
        number: i + 1,
        name,
        topics: topics.map(([topicName, ...concepts]) => ({
          name: topicName,
          concepts: concepts.map((c) => `${tag}.${c}`),
        })),
      }),
    ),
  };
}

export function defineSubject(grade: number, subject: Subject, books: Book[]): SubjectCurriculum {
  return { board: 'CBSE', grade, subject, books };
}
