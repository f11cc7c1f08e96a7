import { normalizeSubject } from '@app/content/curriculum/index';
import type { BankQuestion, QuestionDifficulty, QuestionType } from '@app/shared';
import { and, asc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { FindQuestionsQuery, QuestionSource } from '../../ai/index';
import type { Db } from '../../db/client';
import { type QbQuestionRow, qbQuestions } from '../../db/schema/index';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sha256 } from '../../lib/crypto';

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const lower = (col: AnyPgColumn) => sql`lower(${col})`;

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

/**
 * The built-in engine's questions from qb_questions, so questions added by question-bank admins are used too.
 * Same rules as the in-memory source: regular questions of the board or the shared CBSE (NCERT) set, the board's
 * own first; topic filters match a topic or a whole chapter; a seed fixes the sampling order (in SQL, by a hash of
 * content hash and seed, so only `limit` rows leave the database). The lookup index covers mode, board, grade.
 */
export function createDbQuestionSource(db: Db): QuestionSource {
  return {
    async findQuestions(query: FindQuestionsQuery): Promise<BankQuestion[]> {
      if (query.limit <= 0) return [];
      const q = qbQuestions;
      const subject = key(normalizeSubject(query.subject) ?? query.subject);
      const board = key(query.board);
      const where: SQL[] = [
        eq(q.questionMode, query.mode),
        eq(q.grade, query.grade),
        sql`lower(${q.subject}) = ${subject}`,
      ];
      if (query.mode === 'olympiad') {
        if (query.olympiad_code) where.push(sql`lower(${q.olympiadCode}) = ${key(query.olympiad_code)}`);
        if (query.section) where.push(sql`lower(${q.chapter}) = ${key(query.section)}`);
      } else {
        where.push(or(sql`lower(${q.board}) = ${board}`, sql`lower(${q.board}) = 'cbse'`)!);
      }
      if (query.chapter) where.push(sql`lower(${q.chapter}) = ${key(query.chapter)}`);
      const topics = [...new Set(query.topics?.map(key).filter(Boolean) ?? [])];
      if (topics.length) where.push(or(inArray(lower(q.topic), topics), inArray(lower(q.chapter), topics))!);
      if (query.concepts?.length) {
        where.push(
          or(
            ...query.concepts.map((c) =>
              or(eq(q.concept, c), sql`${q.concept} like ${`${c.replace(/[\\%_]/g, (m) => `\\${m}`)}.%`}`),
            ),
          )!,
        );
      }
      if (query.difficulty) {
        const ds = Array.isArray(query.difficulty) ? query.difficulty : [query.difficulty];
        if (ds.length) where.push(inArray(q.difficulty, ds));
      }
      if (query.types) {
        if (!query.types.length) return [];
        where.push(inArray(q.questionType, [...query.types]));
      }
      if (query.exclude.size) where.push(notInArray(q.contentHash, [...query.exclude].map(sha256)));

      // The board's own questions first, then the shared NCERT ones (a bare constant would read as a column number).
      const ownFirst = query.mode === 'regular' ? [sql`case when lower(${q.board}) = ${board} then 0 else 1 end`] : [];
      const order =
        query.seed !== undefined
          ? [...ownFirst, sql`md5(${q.contentHash} || ${`|${query.seed}`})`]
          : [...ownFirst, asc(q.createdAt), asc(q.id)];
      const rows = await db
        .select()
        .from(q)
        .where(and(...where))
        .orderBy(...order)
        .limit(Math.min(query.limit, 1000));
      return rows.map(toBankQuestion);
    },
  };
}
