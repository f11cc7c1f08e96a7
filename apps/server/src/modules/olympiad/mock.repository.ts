import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  children,
  type MockAttemptRow,
  mockAttempts,
  submissions,
  type WorksheetRow,
  worksheets,
} from '../../db/schema/index';

export async function findWorksheet(db: Db, id: string): Promise<WorksheetRow | undefined> {
  const [row] = await db.select().from(worksheets).where(eq(worksheets.id, id));
  return row;
}

export async function findAttempt(db: Db, id: string): Promise<MockAttemptRow | undefined> {
  const [row] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, id));
  return row;
}

/** The task's newest take (an open one if any: only one can be open). */
export async function latestAttempt(db: Db, taskId: string): Promise<MockAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(mockAttempts)
    .where(eq(mockAttempts.taskId, taskId))
    .orderBy(sql`${mockAttempts.submittedAt} is null desc`, desc(mockAttempts.createdAt))
    .limit(1);
  return row;
}

/** Inserts an open take; undefined when another request opened one first (the partial unique index). */
export async function insertAttempt(
  db: Db,
  values: typeof mockAttempts.$inferInsert,
): Promise<MockAttemptRow | undefined> {
  const [row] = await db.insert(mockAttempts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Merges answers into the open take in one statement (a null value removes an answer); idempotent. */
export async function mergeAnswers(
  db: Db,
  id: string,
  answers: Record<string, string | null>,
  now: Date,
): Promise<MockAttemptRow | undefined> {
  const set = Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null));
  const clear = Object.keys(answers).filter((k) => answers[k] === null);
  const [row] = await db
    .update(mockAttempts)
    .set({
      answers: sql`(${sql.join([sql`${mockAttempts.answers}`, ...clear.map((k) => sql`${k}::text`)], sql` - `)}) || ${JSON.stringify(set)}::jsonb`,
      updatedAt: now,
    })
    .where(and(eq(mockAttempts.id, id), isNull(mockAttempts.submittedAt)))
    .returning();
  return row;
}

export async function lockOpenAttempt(tx: Db, id: string): Promise<MockAttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(mockAttempts)
    .where(and(eq(mockAttempts.id, id), isNull(mockAttempts.submittedAt)))
    .for('update');
  return row;
}

export async function markClosed(
  tx: Db,
  id: string,
  v: { submissionId: string | null; closedBy: 'child' | 'timeout'; now: Date },
): Promise<MockAttemptRow | undefined> {
  const [row] = await tx
    .update(mockAttempts)
    .set({ submittedAt: v.now, submissionId: v.submissionId, closedBy: v.closedBy, updatedAt: v.now })
    .where(eq(mockAttempts.id, id))
    .returning();
  return row;
}

/** The task's newest submission, if it was handed in already. */
export async function submissionOfTask(db: Db, taskId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.taskId, taskId))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  return row?.id;
}

export async function parentOfChild(db: Db, childId: string): Promise<string | undefined> {
  const [row] = await db.select({ parentId: children.parentId }).from(children).where(eq(children.id, childId));
  return row?.parentId;
}

/**
 * The child's place among the children of one class who took this olympiad's mock here: 1 + the children scoring
 * higher. Each child counts once, by their first take (a retake of a known paper is not a new standing), scored by
 * the engine's original mark (an adult's later edit of their own child's score does not move the rank). Only takes
 * tagged with a catalogue code at start (server-generated papers) carry `olympiadCode`; the caller checks it.
 * One statement over the rank index; null if the child has none.
 */
export async function rankAmongPeers(
  db: Db,
  f: { olympiadCode: string; grade: number; childId: string },
): Promise<{ position: number; of: number } | null> {
  const res = (await db.execute(sql`
    with firsts as (
      select distinct on (a.child_id) a.child_id, a.submission_id
      from mock_attempts a
      where a.olympiad_code = ${f.olympiadCode} and a.grade = ${f.grade} and a.submission_id is not null
      order by a.child_id, a.started_at, a.id
    ), best as (
      select f.child_id, e.original_overall_score as score
      from firsts f join evaluations e on e.submission_id = f.submission_id
    ), mine as (select score from best where child_id = ${f.childId})
    select (select count(*) from best)::int as "of",
      (select count(*) from best, mine where best.score > mine.score)::int + 1 as position,
      (select count(*) from mine)::int as has`)) as unknown as {
    rows: { of: number; position: number; has: number }[];
  };
  const r = res.rows[0];
  return r && Number(r.has) > 0 ? { position: Number(r.position), of: Number(r.of) } : null;
}
