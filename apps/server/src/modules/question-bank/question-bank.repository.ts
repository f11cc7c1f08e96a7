import type { QbFilters } from '@app/shared';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type QbQuestionRow, qbQuestions } from '../../db/schema/index';

const q = qbQuestions;

/** Equality filters only, so the lookup index (mode, board, grade, subject, chapter, topic) serves them. */
export function whereOf(f: QbFilters): SQL | undefined {
  const w: SQL[] = [];
  if (f.question_mode) w.push(eq(q.questionMode, f.question_mode));
  if (f.board) w.push(eq(q.board, f.board));
  if (f.grade) w.push(eq(q.grade, Number(f.grade)));
  if (f.subject) w.push(eq(q.subject, f.subject));
  if (f.chapter) w.push(eq(q.chapter, f.chapter));
  if (f.topic) w.push(eq(q.topic, f.topic));
  if (f.difficulty) w.push(eq(q.difficulty, f.difficulty));
  if (f.question_type) w.push(eq(q.questionType, f.question_type));
  if (f.olympiad_code) w.push(eq(q.olympiadCode, f.olympiad_code));
  return w.length ? and(...w) : undefined;
}

/** Newest first; the id breaks ties so paging never repeats or skips a row. */
export async function findQuestionsPage(db: Db, where: SQL | undefined, skip: number, limit: number) {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(q).where(where).orderBy(desc(q.createdAt), desc(q.id)).offset(skip).limit(limit),
    db.select({ n: count() }).from(q).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** Keyset batches in id order, so an export never holds the whole bank in memory. */
export async function* iterateQuestions(db: Db, where: SQL | undefined, batch = 500): AsyncGenerator<QbQuestionRow> {
  let after: string | null = null;
  for (;;) {
    const cond: SQL | undefined = after ? and(where, gt(q.id, after)) : where;
    const rows = await db.select().from(q).where(cond).orderBy(asc(q.id)).limit(batch);
    for (const r of rows) yield r;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

export async function getQuestion(db: Db, id: string) {
  const [row] = await db.select().from(q).where(eq(q.id, id));
  return row;
}

export async function findIdByHash(db: Db, hash: string) {
  const [row] = await db.select({ id: q.id }).from(q).where(eq(q.contentHash, hash));
  return row?.id;
}

export async function existingHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await db.select({ h: q.contentHash }).from(q).where(inArray(q.contentHash, hashes));
  return new Set(rows.map((r) => r.h));
}

/** Inserts, skipping content hashes already present; returns how many rows were new. */
export async function insertQuestions(db: Db, rows: (typeof q.$inferInsert)[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 250) {
    const res = await db
      .insert(q)
      .values(rows.slice(i, i + 250))
      .onConflictDoNothing({ target: q.contentHash })
      .returning({ id: q.id });
    inserted += res.length;
  }
  return inserted;
}

export async function updateQuestion(db: Db, id: string, set: Partial<typeof q.$inferInsert>) {
  const [row] = await db.update(q).set(set).where(eq(q.id, id)).returning();
  return row;
}

export async function deleteQuestion(db: Db, id: string): Promise<boolean> {
  const res = await db.delete(q).where(eq(q.id, id)).returning({ id: q.id });
  return res.length > 0;
}

export async function deleteQuestions(db: Db, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(q).where(where);
  await db.delete(q).where(where);
  return Number(n);
}

/** label → count for one column, by GROUP BY. */
async function countBy(db: Db, col: AnyPgColumn, where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await db
    .select({ k: sql<string>`${col}::text`, n: count() })
    .from(q)
    .where(where)
    .groupBy(col)
    .orderBy(col);
  return Object.fromEntries(rows.map((r) => [r.k ?? '', Number(r.n)]));
}

export async function questionStats(db: Db, where: SQL | undefined) {
  const [[{ n }], by_board, by_grade, by_subject, by_chapter, by_difficulty, by_question_type, by_question_mode] =
    await Promise.all([
      db.select({ n: count() }).from(q).where(where),
      countBy(db, q.board, where),
      countBy(db, q.grade, where),
      countBy(db, q.subject, where),
      countBy(db, q.chapter, where),
      countBy(db, q.difficulty, where),
      countBy(db, q.questionType, where),
      countBy(db, q.questionMode, where),
    ]);
  return {
    total_questions: Number(n),
    by_board,
    by_grade,
    by_subject,
    by_chapter,
    by_difficulty,
    by_question_type,
    by_question_mode,
  };
}
