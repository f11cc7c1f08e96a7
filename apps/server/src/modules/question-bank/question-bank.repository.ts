import type { QbFilters } from '@app/shared';
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appState, type QbQuestionRow, qbQuestionCounts, qbQuestions } from '../../db/schema/index';
import { SEED_STATE_KEY } from '../../db/startup';
import { EXPORT_COLUMNS, type ExportRow } from './question-bank.export-columns';

const q = qbQuestions;
const c = qbQuestionCounts;

/** The matching form of a board, subject, chapter or topic name: the same as the generated *_key columns. */
export const nameKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

type FilterColumns = Record<
  | 'questionMode'
  | 'boardKey'
  | 'grade'
  | 'subjectKey'
  | 'chapterKey'
  | 'topicKey'
  | 'difficulty'
  | 'questionType'
  | 'olympiadKey',
  AnyPgColumn
>;

/** Equality on plain or normalised columns only, so the browse index (and the counts table's) serve them. */
function filtersOn(t: FilterColumns, f: QbFilters): SQL | undefined {
  const w: SQL[] = [];
  if (f.question_mode) w.push(eq(t.questionMode, f.question_mode));
  if (f.board) w.push(eq(t.boardKey, nameKey(f.board)));
  if (f.grade) w.push(eq(t.grade, Number(f.grade)));
  if (f.subject) w.push(eq(t.subjectKey, nameKey(f.subject)));
  if (f.chapter) w.push(eq(t.chapterKey, nameKey(f.chapter)));
  if (f.topic) w.push(eq(t.topicKey, nameKey(f.topic)));
  if (f.difficulty) w.push(eq(t.difficulty, f.difficulty));
  if (f.question_type) w.push(eq(t.questionType, f.question_type));
  if (f.olympiad_code) w.push(eq(t.olympiadKey, nameKey(f.olympiad_code)));
  return w.length ? and(...w) : undefined;
}

export const whereOf = (f: QbFilters) => filtersOn(q, f);

/** A position in the list order (newest first, id breaking ties): the row's exact created_at text and its id. */
export interface ListCursor {
  createdAt: string;
  id: string;
}
export const encodeCursor = (k: ListCursor) => Buffer.from(`${k.createdAt}|${k.id}`).toString('base64url');
export function decodeCursor(s: string): ListCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(s, 'base64url').toString('utf8').split('|');
  if (rest.length || !id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

export interface PageRequest {
  skip: number;
  limit: number;
  /** Rows after this one in list order (the next page), or before it (the previous page). */
  after?: ListCursor;
  before?: ListCursor;
}

const listColumns = { ...getTableColumns(q), cursorTime: sql<string>`${q.createdAt}::text` };

/**
 * A page of the list, newest first, in two steps: the page's ids from an index alone (the browse index for narrow
 * filters, the order index for broad ones: both carry every filter column), then those rows by primary key. With a
 * cursor the ids are a range of the index (keyset paging: the same cost on any page); with only skip, the skipped
 * entries are read in the index, never in the table. The total comes from the counts table.
 */
export async function findQuestionsPage(db: Db, f: QbFilters, page: PageRequest) {
  const key = sql`(${q.createdAt}, ${q.id})`;
  const at = (k: ListCursor) => sql`(${k.createdAt}::timestamptz, ${k.id}::uuid)`;
  const newestFirst = [desc(q.createdAt), desc(q.id)];
  let ids = db.select({ id: q.id }).from(q).$dynamic();
  if (page.after) ids = ids.where(and(whereOf(f), sql`${key} < ${at(page.after)}`)).orderBy(...newestFirst);
  else if (page.before)
    ids = ids.where(and(whereOf(f), sql`${key} > ${at(page.before)}`)).orderBy(asc(q.createdAt), asc(q.id));
  else
    ids = ids
      .where(whereOf(f))
      .orderBy(...newestFirst)
      .offset(page.skip);
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(q)
      .where(inArray(q.id, ids.limit(page.limit)))
      .orderBy(...newestFirst),
    countQuestions(db, f),
  ]);
  return { rows, total };
}

/** How many questions match the filters, from the counts the triggers keep. */
export async function countQuestions(db: Db, f: QbFilters): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<string>`coalesce(sum(${c.n}), 0)` })
    .from(c)
    .where(filtersOn(c, f));
  return Number(n);
}

const exportColumns = Object.fromEntries(EXPORT_COLUMNS.map((k) => [k, q[k]])) as {
  [K in (typeof EXPORT_COLUMNS)[number]]: (typeof q)[K];
};

/** Keyset batches in id order, so an export never holds the whole bank in memory. */
export async function* exportBatches(db: Db, where: SQL | undefined, batch = 1000): AsyncGenerator<ExportRow[]> {
  let after: string | null = null;
  for (;;) {
    const cond: SQL | undefined = after ? and(where, gt(q.id, after)) : where;
    const rows = await db
      .select({ ...exportColumns, id: q.id })
      .from(q)
      .where(cond)
      .orderBy(asc(q.id))
      .limit(batch);
    if (rows.length) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1].id;
  }
}

/**
 * The same batches as CSV (EXPORT_COLUMNS) written by PGlite itself (`COPY … TO '/dev/blob'`): decoding rows in
 * JavaScript costs the event loop three times as much as the copy. COPY takes no parameters, so the filter's values
 * are inlined by drizzle's own escaping. Each batch ends at an id found first from the primary key.
 */
export async function* exportCsvBatches(db: Db, client: PGlite, where: SQL | undefined, batch = 2000) {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  let after: string | null = null;
  for (;;) {
    const cond: SQL | undefined = after ? and(where, gt(q.id, after)) : where;
    const [last] = await db
      .select({ id: q.id })
      .from(q)
      .where(cond)
      .orderBy(asc(q.id))
      .offset(batch - 1)
      .limit(1);
    const range = last ? and(cond, lte(q.id, last.id)) : cond;
    const query = db.select(exportColumns).from(q).where(range).orderBy(asc(q.id));
    const { sql: text } = dialect.sqlToQuery(query.getSQL().inlineParams());
    const r = await client.query(`copy (${text}) to '/dev/blob' with (format csv)`);
    if (r.blob?.size) yield new Uint8Array(await r.blob.arrayBuffer());
    if (!last) return;
    after = last.id;
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

/** Deletes the matching questions; the next start then loads the seed bank again (db/startup). */
export async function deleteQuestions(db: Db, f: QbFilters): Promise<number> {
  const n = await countQuestions(db, f);
  await db.delete(q).where(whereOf(f));
  await db.delete(appState).where(eq(appState.key, SEED_STATE_KEY));
  return n;
}

const STAT_COLUMNS = [
  ['by_board', c.board],
  ['by_grade', c.grade],
  ['by_subject', c.subject],
  ['by_chapter', c.chapter],
  ['by_difficulty', c.difficulty],
  ['by_question_type', c.questionType],
  ['by_question_mode', c.questionMode],
] as const;
type StatKey = (typeof STAT_COLUMNS)[number][0];

/** Every count in one grouped statement over the counts table (grouping sets: the total and one set per column). */
export async function questionStats(db: Db, f: QbFilters) {
  const cols = STAT_COLUMNS.map(([, col]) => col);
  const sets = sql.join([sql`()`, ...cols.map((col) => sql`(${col})`)], sql`, `);
  const rows = (await db.execute(sql`
    select grouping(${sql.join(cols, sql`, `)}) as g, ${sql.join(
      cols.map((col) => sql`${col}::text`),
      sql`, `,
    )}, sum(${c.n})::text as n
    from ${c} ${filtersOn(c, f) ? sql`where ${filtersOn(c, f)}` : sql``}
    group by grouping sets (${sets})
    order by 1, 2, 3, 4, 5, 6, 7, 8`)) as unknown as { rows: Record<string, unknown>[] };
  const stats = {
    total_questions: 0,
    ...(Object.fromEntries(STAT_COLUMNS.map(([k]) => [k, {}])) as Record<StatKey, Record<string, number>>),
  };
  const all = (1 << cols.length) - 1;
  for (const r of rows.rows) {
    const g = Number(r.g);
    const n = Number(r.n);
    if (g === all) {
      stats.total_questions = n;
      continue;
    }
    // grouping() sets a bit for each column left out of the set; the first column is the highest bit.
    const i = STAT_COLUMNS.findIndex((_, k) => (g & (1 << (cols.length - 1 - k))) === 0);
    const label = Object.values(r)[i + 1];
    stats[STAT_COLUMNS[i][0]][String(label ?? '')] = n;
  }
  return stats;
}
