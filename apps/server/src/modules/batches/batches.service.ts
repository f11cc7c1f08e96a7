import {
  type Batch,
  type BatchCreateBody,
  type BatchUpdateBody,
  COACHING_MSG,
  type CoachingStudent,
  MAX_BATCHES_PER_TEACHER,
} from '@app/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { verifySecret } from '../../lib/crypto';
import { AppError, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type Actor, type BatchAction, can } from '../../policy/policy';
import { audit } from '../audit/audit.service';
import { photoUrl } from '../children/children.service';
import * as repo from './batches.repository';

export interface BatchesCtx {
  db: Db;
  now: Date;
  ip?: string;
}

export function toBatch(b: repo.BatchWithCount): Batch {
  return {
    id: b.id,
    name: b.name,
    subject: b.subject,
    grade: b.grade,
    location: b.location,
    student_count: b.studentCount,
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  };
}

export function toStudent(s: repo.StudentRow): CoachingStudent {
  return {
    id: s.childId,
    child_id: s.childId,
    name: s.name,
    grade: s.grade,
    photo_url: photoUrl(s.photoFileId),
    parent_name: s.parentName,
    subject: s.subject,
    batch_id: s.batchId,
    relationship_id: s.relationshipId,
  };
}

/** The batch if the actor may do `action` on it; 404 otherwise (another teacher's batch ids reveal nothing). */
export async function loadBatchFor(db: Db, actor: Actor, action: BatchAction, id: string) {
  if (!isUuid(id)) throw notFound(COACHING_MSG.batchNotFound);
  const batch = await repo.findBatch(db, id);
  if (!batch || !can(actor, action, batch)) throw notFound(COACHING_MSG.batchNotFound);
  return batch;
}

export async function listBatches(db: Db, actor: Actor) {
  return { batches: (await repo.listBatches(db, actor.userId)).map(toBatch) };
}

export async function createBatch(ctx: BatchesCtx, actor: Actor, body: BatchCreateBody) {
  if ((await repo.countBatches(ctx.db, actor.userId)) >= MAX_BATCHES_PER_TEACHER)
    throw conflict(COACHING_MSG.tooManyBatches);
  const row = await repo.insertBatch(ctx.db, {
    teacherId: actor.userId,
    name: body.name,
    subject: body.subject,
    grade: body.grade,
    location: body.location,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  return { message: COACHING_MSG.batchCreated, batch: toBatch({ ...row, studentCount: 0 }) };
}

export async function updateBatch(ctx: BatchesCtx, actor: Actor, id: string, body: BatchUpdateBody) {
  const batch = await loadBatchFor(ctx.db, actor, 'batch:manage', id);
  const row = await repo.updateBatch(ctx.db, batch.id, {
    name: body.name,
    subject: body.subject,
    ...(body.grade !== undefined ? { grade: body.grade } : {}),
    location: body.location,
    updatedAt: ctx.now,
  });
  return { message: COACHING_MSG.batchUpdated, batch: toBatch({ ...row, studentCount: batch.studentCount }) };
}

/** Deleting needs the teacher's password again (spec 02 §4); the students stay linked, in "No Batch". */
export async function deleteBatch(ctx: BatchesCtx, actor: Actor, user: UserRow, id: string, password: string) {
  const batch = await loadBatchFor(ctx.db, actor, 'batch:manage', id);
  if (!(await verifySecret(user.passwordHash, password))) {
    await audit(ctx.db, {
      actorId: user.id,
      action: 'batch.delete_password_failed',
      targetType: 'batch',
      targetId: batch.id,
      ip: ctx.ip,
    });
    // 403, not 401: the session is fine, and a 401 would sign the teacher out (spec 01 §8).
    throw new AppError(403, COACHING_MSG.incorrectPassword, 'incorrect_password', {
      password: COACHING_MSG.incorrectPassword,
    });
  }
  await repo.deleteBatch(ctx.db, batch.id);
  await audit(ctx.db, {
    actorId: user.id,
    action: 'batch.deleted',
    targetType: 'batch',
    targetId: batch.id,
    ip: ctx.ip,
  });
  return { message: COACHING_MSG.batchDeleted, id: batch.id };
}

export async function listBatchStudents(db: Db, actor: Actor, id: string) {
  const batch = await loadBatchFor(db, actor, 'batch:read', id);
  return { students: (await repo.listBatchStudents(db, batch.id)).map(toStudent) };
}
