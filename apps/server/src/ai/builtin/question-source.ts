import { SEED_BANK } from '@app/content';
import { normalizeSubject } from '@app/content/curriculum/index';
import { createRng } from '@app/content/generators/index';
import { type BankQuestion, type QuestionDifficulty, type QuestionType, questionDedupKey } from '@app/shared';

export interface FindQuestionsQuery {
  mode: 'regular' | 'olympiad';
  board: string;
  grade: number;
  subject: string;
  chapter?: string;
  /** Topic names; a chapter name matches all its topics. */
  topics?: string[];
  /** Concept tags or tag prefixes (personalized worksheets). */
  concepts?: string[];
  difficulty?: QuestionDifficulty | QuestionDifficulty[];
  types?: readonly QuestionType[];
  olympiad_code?: string;
  /** Olympiad section (stored as the chapter). */
  section?: string;
  limit: number;
  /** questionDedupKey values to leave out. */
  exclude: Set<string>;
  /** Sampling order: the same seed returns the same questions in the same order. */
  seed?: string;
}

/** Where built-in generation draws checked questions from (in memory here; over qb_questions in the server). */
export interface QuestionSource {
  findQuestions(query: FindQuestionsQuery): Promise<BankQuestion[]>;
  /** Several queries answered at once (one database round trip); each answer as findQuestions would give it. */
  findQuestionsBatch?(queries: FindQuestionsQuery[]): Promise<BankQuestion[][]>;
}

/** Several queries through the source's batch method when it has one. */
export function findQuestionsBatch(source: QuestionSource, queries: FindQuestionsQuery[]): Promise<BankQuestion[][]> {
  return source.findQuestionsBatch
    ? source.findQuestionsBatch(queries)
    : Promise.all(queries.map((query) => source.findQuestions(query)));
}

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** An in-memory source over a list of bank questions (SEED_BANK by default), for tests and offline use. */
export function createMemoryQuestionSource(bank: readonly BankQuestion[] = SEED_BANK): QuestionSource {
  const byGradeSubject = new Map<string, { q: BankQuestion; dedup: string }[]>();
  for (const q of bank) {
    const k = `${q.question_mode}|${q.grade}|${key(normalizeSubject(q.subject) ?? q.subject)}`;
    const list = byGradeSubject.get(k) ?? [];
    list.push({ q, dedup: questionDedupKey(q) });
    byGradeSubject.set(k, list);
  }
  return {
    async findQuestions(query) {
      const subject = key(normalizeSubject(query.subject) ?? query.subject);
      const pool = byGradeSubject.get(`${query.mode}|${query.grade}|${subject}`) ?? [];
      const topics = query.topics?.map(key).filter(Boolean);
      const difficulties = query.difficulty
        ? new Set(Array.isArray(query.difficulty) ? query.difficulty : [query.difficulty])
        : null;
      const matches = pool.filter(({ q, dedup }) => {
        if (query.exclude.has(dedup)) return false;
        if (query.mode === 'olympiad') {
          if (query.olympiad_code && key(q.olympiad_code ?? '') !== key(query.olympiad_code)) return false;
          if (query.section && key(q.chapter) !== key(query.section)) return false;
        } else if (key(q.board) !== key(query.board) && key(q.board) !== 'cbse') {
          // NCERT (CBSE) questions also serve boards that follow the same chapters; topic filters keep them on topic.
          return false;
        }
        if (query.chapter && key(q.chapter) !== key(query.chapter)) return false;
        if (topics?.length && !topics.includes(key(q.topic)) && !topics.includes(key(q.chapter))) return false;
        if (query.concepts?.length && !query.concepts.some((c) => q.concept === c || q.concept.startsWith(`${c}.`)))
          return false;
        if (difficulties && !difficulties.has(q.difficulty)) return false;
        if (query.types && !query.types.includes(q.question_type)) return false;
        return true;
      });
      // The board's own questions first, then the shared NCERT ones.
      const own = matches.filter(({ q }) => key(q.board) === key(query.board));
      const shared = matches.filter(({ q }) => key(q.board) !== key(query.board));
      const rng = query.seed !== undefined ? createRng(`source|${query.seed}`) : null;
      const order = (xs: typeof matches) => (rng ? rng.shuffle(xs) : xs);
      return [...order(own), ...order(shared)].slice(0, query.limit).map(({ q }) => q);
    },
  };
}
