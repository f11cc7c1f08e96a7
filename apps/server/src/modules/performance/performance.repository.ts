import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, evaluations, taskGroups, tasks, wellbeingResponses } from '../../db/schema/index';

export interface PerformanceFilter {
  childId: string;
  subject?: string;
  ownerId?: string;
  isOlympiad?: boolean;
}

const evaluationFilters = (f: Omit<PerformanceFilter, 'childId'>): SQL[] => [
  ...(f.subject ? [eq(evaluations.subject, f.subject)] : []),
  ...(f.ownerId ? [eq(evaluations.ownerId, f.ownerId)] : []),
  ...(f.isOlympiad !== undefined ? [eq(evaluations.isOlympiad, f.isOlympiad)] : []),
];

export async function countTasks(db: Db, f: PerformanceFilter) {
  const where = [eq(tasks.childId, f.childId)];
  if (f.subject) where.push(eq(taskGroups.subject, f.subject));
  if (f.ownerId) where.push(eq(taskGroups.ownerId, f.ownerId));
  if (f.isOlympiad !== undefined) where.push(eq(taskGroups.isOlympiad, f.isOlympiad));
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${tasks.state} <> 'pending')`.mapWith(Number),
    })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .where(and(...where));
  return row ?? { total: 0, completed: 0 };
}

export interface ScoredWork {
  taskId: string;
  subject: string;
  score: number;
  points: number;
  at: Date;
}

/** The latest evaluation of each of the child's tasks (a reassigned task may have several), one statement. */
export async function latestEvaluations(db: Db, f: PerformanceFilter): Promise<ScoredWork[]> {
  return db
    .selectDistinctOn([evaluations.taskId], {
      taskId: evaluations.taskId,
      subject: evaluations.subject,
      score: evaluations.overallScore,
      points: evaluations.marksAwarded,
      at: evaluations.createdAt,
    })
    .from(evaluations)
    .where(and(eq(evaluations.childId, f.childId), ...evaluationFilters(f)))
    .orderBy(evaluations.taskId, desc(evaluations.createdAt));
}

/** Titles of a few tasks (the recent scores), one statement. */
export async function taskTitles(db: Db, taskIds: string[]): Promise<Map<string, string>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tasks.id, title: taskGroups.title })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .where(inArray(tasks.id, taskIds));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export interface PeerAverage {
  childId: string;
  /** 'YYYY-MM', or null for the child's all-time mean. */
  month: string | null;
  average: number;
}

/** Mean score of every child of the grade, all time and per month (UTC), in one statement (grouping sets). */
export async function peerAverages(
  db: Db,
  grade: number,
  f: Pick<PerformanceFilter, 'subject' | 'isOlympiad'>,
): Promise<PeerAverage[]> {
  const month = sql<string>`to_char(${evaluations.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      childId: evaluations.childId,
      month: sql<string | null>`case when grouping(${month}) = 1 then null else ${month} end`,
      average: sql<number>`avg(${evaluations.overallScore})`.mapWith(Number),
    })
    .from(evaluations)
    .innerJoin(children, eq(children.id, evaluations.childId))
    .where(and(eq(children.grade, grade), ...evaluationFilters(f)))
    .groupBy(sql`grouping sets ((${evaluations.childId}), (${evaluations.childId}, ${month}))`);
}

export async function recentWellbeing(db: Db, childId: string, limit: number) {
  return db
    .select({ score: wellbeingResponses.score, at: wellbeingResponses.createdAt })
    .from(wellbeingResponses)
    .where(eq(wellbeingResponses.childId, childId))
    .orderBy(desc(wellbeingResponses.createdAt))
    .limit(limit);
}
