import { createHash } from 'node:crypto';
import { normalizeSubject } from '@app/content/curriculum/index';
import type { BankQuestion, QuestionDifficulty, QuestionType } from '@app/shared';
import { and, asc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FindQuestionsQuery, QuestionSource } from '../../ai/index';
import type { Db } from '../../db/client';
import { type QbQuestionRow, qbQuestions } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { nameKey } from './question-bank.repository';

const q = qbQuestions;

export function toBankQuestion(r: QbQuestionRow): BankQuestion {
  return {
    question_mode: r.questionMode,
    question_type: r.questionType as QuestionType,
    difficulty: r.difficulty as QuestionDifficulty,
    board: r.board,
    grade: r.grade,
    subject: r.subject,
    chapter: r.chapter,
    topic: r.topic,
    ...(r.olympiadCode ? { olympiad_code: r.olympiadCode } : {}),
    concept: r.concept,
    question_text: r.questionText,
    options: r.options ?? null,
    answer: r.answer,
    ...(r.acceptedAnswers?.length ? { accepted_answers: r.acceptedAnswers } : {}),
    ...(r.keyTerms?.length ? { key_terms: r.keyTerms } : {}),
    answer_explanation: r.answerExplanation,
    marks: r.marks,
    ...(r.misconceptions ? { misconceptions: r.misconceptions } : {}),
    diagram: (r.diagram as BankQuestion['diagram']) ?? null,
  };
}

/** Where a seed starts reading the sample order: a signed 32-bit integer, like sample_key. */
export const seedStart = (seed: string) => createHash('sha256').update(seed).digest().readInt32BE(0);

type SourceRow = QbQuestionRow;

/**
 * Conditions every branch of one query shares: no function on any column, and all but the concept filter are
 * columns of the source index, so its branches are index-only scans. Excluded questions are left out after the
 * fetch (each branch reads that many more ids), which keeps the content hash out of the index.
 */
function commonWhere(query: FindQuestionsQuery): SQL[] {
  const subject = nameKey(normalizeSubject(query.subject) ?? query.subject);
  const where: SQL[] = [eq(q.questionMode, query.mode), eq(q.grade, query.grade), eq(q.subjectKey, subject)];
  if (query.mode === 'olympiad') {
    if (query.olympiad_code) where.push(eq(q.olympiadKey, nameKey(query.olympiad_code)));
    if (query.section) where.push(eq(q.chapterKey, nameKey(query.section)));
  }
  if (query.chapter) where.push(eq(q.chapterKey, nameKey(query.chapter)));
  const topics = [...new Set(query.topics?.map(nameKey).filter(Boolean) ?? [])];
  if (topics.length) where.push(or(inArray(q.topicKey, topics), inArray(q.chapterKey, topics))!);
  if (query.concepts?.length) {
    const like = (c: string) => `${c.replace(/[\\%_]/g, (m) => `\\${m}`)}.%`;
    where.push(or(...query.concepts.map((c) => or(eq(q.concept, c), sql`${q.concept} like ${like(c)}`)))!);
  }
  if (query.difficulty) {
    const ds = Array.isArray(query.difficulty) ? query.difficulty : [query.difficulty];
    if (ds.length) where.push(inArray(q.difficulty, ds));
  }
  return where;
}

/** Regular questions: the board's own first, then the shared CBSE (NCERT) set; olympiad questions: any board. */
const boardsOf = (query: FindQuestionsQuery): (string | null)[] =>
  query.mode === 'olympiad' ? [null] : [...new Set([nameKey(query.board), 'cbse'])];

/** How many ids a query reads: its limit, plus room for the excluded questions it may meet. */
const readLimit = (query: FindQuestionsQuery) => Math.min(query.limit, 1000) + query.exclude.size;

/**
 * The ids one query needs, as index ranges: per type and board, the ids from the seed's start in sample order,
 * then (only if those run out) from the beginning; the Limit over each Append stops reading once it has enough.
 */
function planQuery(db: Db, query: FindQuestionsQuery, index: number): SQL[] {
  const limit = readLimit(query);
  const common = commonWhere(query);
  const types: (QuestionType | null)[] = query.types ? [...new Set(query.types)] : [null];
  const start = query.seed !== undefined ? seedStart(`source|${query.seed}`) : null;
  return types.map((type) => {
    const ranges: SQL[] = [];
    for (const board of boardsOf(query)) {
      const where = [...common];
      if (type) where.push(eq(q.questionType, type));
      if (board) where.push(eq(q.boardKey, board));
      const select = (extra?: SQL) =>
        db
          .select({ id: q.id })
          .from(q)
          .where(and(...where, extra))
          .orderBy(...(start === null ? [asc(q.createdAt), asc(q.id)] : [asc(q.sampleKey)]))
          .limit(limit)
          .getSQL();
      if (start === null) ranges.push(select());
      else ranges.push(select(gte(q.sampleKey, start)), select(lt(q.sampleKey, start)));
    }
    const union = sql.join(
      ranges.map((r) => sql`(${r})`),
      sql` union all `,
    );
    return sql`(select ${sql.raw(String(index))} as query_index, r.id from (${union}) r limit ${limit})`;
  });
}

type RawRow = Record<string, unknown>;

function fromRaw(r: RawRow): SourceRow {
  return {
    id: r.id as string,
    questionMode: r.question_mode as SourceRow['questionMode'],
    questionType: r.question_type as string,
    difficulty: r.difficulty as string,
    board: r.board as string,
    grade: Number(r.grade),
    subject: r.subject as string,
    chapter: r.chapter as string,
    topic: r.topic as string,
    olympiadCode: (r.olympiad_code as string | null) ?? null,
    concept: r.concept as string,
    questionText: r.question_text as string,
    options: (r.options as string[] | null) ?? null,
    answer: r.answer as string,
    acceptedAnswers: (r.accepted_answers as string[] | null) ?? null,
    keyTerms: (r.key_terms as string[] | null) ?? null,
    answerExplanation: r.answer_explanation as string,
    marks: Number(r.marks),
    misconceptions: (r.misconceptions as Record<string, string> | null) ?? null,
    diagram: (r.diagram as SourceRow['diagram']) ?? null,
    generatorModel: r.generator_model as string,
    contentHash: r.content_hash as string,
    createdBy: (r.created_by as string | null) ?? null,
    // Raw results carry timestamps as text on node-postgres (microseconds are dropped: order only uses them).
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
    boardKey: r.board_key as string,
    subjectKey: r.subject_key as string,
    chapterKey: r.chapter_key as string,
    topicKey: r.topic_key as string,
    olympiadKey: (r.olympiad_key as string | null) ?? null,
    sampleKey: Number(r.sample_key),
  };
}

/**
 * The built-in engine's questions from qb_questions, so questions added by question-bank admins are used too.
 * Same rules as the in-memory source: regular questions of the board or the shared CBSE (NCERT) set, the board's
 * own first; topic filters match a topic or a whole chapter; a seed fixes the sampling order: the rows of the
 * sample index after a start the seed picks, so a query reads about `limit` index entries whatever the bank's size.
 * Several queries (a worksheet's question types) go to the database as one statement.
 */
export function createDbQuestionSource(db: Db): QuestionSource {
  async function findQuestionsBatch(queries: FindQuestionsQuery[]): Promise<BankQuestion[][]> {
    const plans = queries.flatMap((query, i) =>
      query.limit > 0 && !(query.types && !query.types.length) ? planQuery(db, query, i) : [],
    );
    const results: SourceRow[][] = queries.map(() => []);
    if (plans.length) {
      // One statement: the ids of every query from the index, then their rows by primary key.
      const ids = sql.join(plans, sql` union all `);
      const res = (await db.execute(
        sql`select x.query_index, ${q}.* from (${ids}) x join ${q} on ${q.id} = x.id`,
      )) as unknown as { rows: RawRow[] };
      for (const r of res.rows) results[Number(r.query_index)].push(fromRaw(r));
    }
    return results.map((rows, i) => {
      const excluded = new Set([...queries[i].exclude].map(sha256));
      const kept = rows.filter((r) => !excluded.has(r.contentHash));
      return order(queries[i], kept).map((r) => toBankQuestion(r as QbQuestionRow));
    });
  }

  /** Own board first, then in sample order from the seed's start (or insertion order without a seed). */
  function order(query: FindQuestionsQuery, rows: SourceRow[]): SourceRow[] {
    const own = nameKey(query.board);
    const start = query.seed !== undefined ? seedStart(`source|${query.seed}`) : null;
    const rank = (r: SourceRow) => (start === null ? r.createdAt.getTime() : (r.sampleKey - start + 2 ** 32) % 2 ** 32);
    const ownFirst = (r: SourceRow) => (query.mode === 'regular' && nameKey(r.board) !== own ? 1 : 0);
    return rows
      .sort((a, b) => ownFirst(a) - ownFirst(b) || rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, Math.min(query.limit, 1000));
  }

  return {
    findQuestionsBatch,
    async findQuestions(query) {
      return (await findQuestionsBatch([query]))[0];
    },
  };
}
