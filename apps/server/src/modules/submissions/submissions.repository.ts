import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  coachingRelationships,
  children,
  type FileRow,
  files,
  type SubmissionRow,
  submissionFiles,
  submissions,
  taskGroups,
  tasks,
} from '../../db/schema/index';

export async function findSubmissionByKey(db: Db, userId: string, key: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.submittedBy, userId), eq(submissions.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findSubmissionById(db: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  return row;
}

export async function filesOfSubmission(db: Db, submissionId: string): Promise<FileRow[]> {
  const rows = await db
    .select({ file: files })
    .from(submissionFiles)
    .innerJoin(files, eq(files.id, submissionFiles.fileId))
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.position));
  return rows.map((r) => r.file);
}

/**
 * Who may read a submitted page: the child's parent and the adult who assigned the task (a coach only while the
 * link with the child stands: `ownerLinked`).
 */
export async function submissionFileReaders(
  db: Db,
  fileId: string,
): Promise<{ parentId: string; ownerId: string; ownerLinked: boolean }[]> {
  return db
    .select({
      parentId: children.parentId,
      ownerId: taskGroups.ownerId,
      ownerLinked: sql<boolean>`exists (select 1 from ${coachingRelationships} where ${coachingRelationships.coachId} = ${taskGroups.ownerId} and ${coachingRelationships.childId} = ${tasks.childId})`,
    })
    .from(submissionFiles)
    .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
    .innerJoin(tasks, eq(tasks.id, submissions.taskId))
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .innerJoin(children, eq(children.id, tasks.childId))
    .where(inArray(submissionFiles.fileId, [fileId]));
}
