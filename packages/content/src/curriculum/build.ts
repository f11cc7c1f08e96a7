import type { Book, Chapter, CurriculumBoard, Subject, SubjectCurriculum, Topic } from './types';
import { SUBJECT_TAG } from './types';

// A compact notation for curriculum data, so that hundreds of chapters stay readable in review:
//   'Chapter name | key | Topic one @tag; Topic two @other.tag; Topic three'
// A topic's tags follow `@`. A tag without a dot is relative to the chapter key (`@addition` in chapter key
// `fractions` of Mathematics gives `maths.fractions.addition`); a tag with a dot is relative to the subject
// (`@fractions.addition` gives the same). A topic without tags gets `<subject>.<key>.<slug of its name>`.

export const CONCEPT_TAG_RE = /^[a-z0-9]+(\.[a-z0-9-]+)+$/;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function expandTag(prefix: string, key: string, tag: string): string {
  const full = tag.includes('.') ? `${prefix}.${tag}` : `${prefix}.${key}.${tag}`;
  if (!CONCEPT_TAG_RE.test(full)) throw new Error(`Bad concept tag "${full}"`);
  return full;
}

function parseTopic(prefix: string, key: string, spec: string): Topic {
  const [rawName, ...tags] = spec.split('@').map((s) => s.trim());
  const name = rawName;
  if (!name) throw new Error(`Empty topic in "${spec}"`);
  const concepts = tags.length
    ? tags.map((t) => expandTag(prefix, key, t))
    : [expandTag(prefix, key, slugify(name).split('-').slice(0, 4).join('-'))];
  return { name, concepts };
}

/** Parses one chapter line; chapters are numbered by their position in the book. */
export function parseChapter(subject: Subject, spec: string, number: number): Chapter {
  const parts = spec.split('|').map((s) => s.trim());
  if (parts.length !== 3) throw new Error(`Chapter spec needs "name | key | topics": ${spec}`);
  const [name, key, topics] = parts;
  const prefix = SUBJECT_TAG[subject];
  return {
    number,
    name,
    topics: topics
      .split(';')
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => parseTopic(prefix, key, t)),
  };
}

export function book(subject: Subject, id: string, title: string, publisher: string, chapters: string[]): Book {
  return { id, title, publisher, chapters: chapters.map((c, i) => parseChapter(subject, c, i + 1)) };
}

export function entry(board: CurriculumBoard, grade: number, subject: Subject, books: Book[]): SubjectCurriculum {
  return { board, grade, subject, books };
}

/** Copies a book's chapters under a new id and title (Master-derived entries). */
export function copyBook(source: Book, id: string, title: string, publisher: string): Book {
  return { id, title, publisher, chapters: source.chapters };
}
