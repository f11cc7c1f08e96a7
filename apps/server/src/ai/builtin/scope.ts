import { getCurriculum, normalizeSubject } from '@app/content/curriculum/index';
import { SUBJECT_TAG, type Subject } from '@app/content/curriculum/types';

export interface Scope {
  /** Chapters the request touches, in book order. */
  outline: { chapter: string; topics: { name: string; concepts: string[] }[] }[];
  /** Topic names as the bank stores them (chapter names are expanded to their topics). */
  topics: string[];
  concepts: string[];
  /** A valid concept tag for questions that carry none. */
  fallbackConcept: string;
}

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const slug = (s: string) =>
  key(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'general';

/** Resolves topics (or chapter names) against the curriculum; unknown names are kept as free-text topics. */
export function resolveScope(req: {
  board: string;
  grade: number;
  subject: string;
  chapter?: string;
  topics: string[];
}): Scope {
  const subject = normalizeSubject(req.subject);
  const tag = subject ? SUBJECT_TAG[subject as Subject] : slug(req.subject).replace(/-/g, '') || 'general';
  const c = getCurriculum(req.board, req.grade, req.subject) ?? getCurriculum('CBSE', req.grade, req.subject);
  const wanted = new Set(req.topics.map(key).filter(Boolean));
  const outline: Scope['outline'] = [];
  const found = new Set<string>();
  for (const book of c?.books ?? []) {
    for (const ch of book.chapters) {
      if (req.chapter && key(ch.name) !== key(req.chapter)) continue;
      if (outline.some((o) => key(o.chapter) === key(ch.name))) continue;
      const whole = wanted.size === 0 || wanted.has(key(ch.name));
      if (whole) found.add(key(ch.name));
      const topics = ch.topics.filter((t) => whole || wanted.has(key(t.name)));
      for (const t of topics) found.add(key(t.name));
      // Without any topic or chapter named, the first book stands for the subject.
      if (topics.length === 0 || (wanted.size === 0 && !req.chapter && book !== c?.books[0])) continue;
      outline.push({ chapter: ch.name, topics: topics.map((t) => ({ name: t.name, concepts: t.concepts })) });
    }
  }
  const free = req.topics.filter((t) => t.trim() && !found.has(key(t)));
  const topics = [...outline.flatMap((o) => o.topics.map((t) => t.name)), ...free.map((t) => t.trim())];
  const concepts = [...new Set(outline.flatMap((o) => o.topics.flatMap((t) => t.concepts)))];
  const fallbackConcept = concepts[0] ?? `${tag}.${slug(free[0] ?? req.chapter ?? 'general')}`;
  return { outline, topics: wanted.size || req.chapter ? topics : [], concepts, fallbackConcept };
}
