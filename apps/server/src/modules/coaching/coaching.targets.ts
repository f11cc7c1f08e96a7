import { ASSIGN_STUDENTS_MAX, type AssignBody, COACHING_MSG } from '@app/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batches, coachingRelationships } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../policy/policy';

export interface TeacherTarget {
  childId: string;
  /** The batch the task comes through (the status board and analysis of that batch count it). */
  batchId: string | null;
}

/**
 * A coaching teacher's assignment targets (spec 02 §6): batches (`target_type: batch`, with optional extra
 * `student_ids`) or students (`students`, or `child`). Batches take precedence: a student in a chosen batch gets
 * the task through that batch. Only the teacher's batches and linked students; two statements for any number.
 */
export async function resolveTeacherTargets(
  db: Db,
  actor: Actor,
  body: AssignBody,
  subject: string,
): Promise<TeacherTarget[]> {
  const byBatch = body.target_type === 'batch';
  const batchIds = byBatch ? [...new Set(body.target_ids)] : [];
  const studentIds = [...new Set(byBatch ? (body.student_ids ?? []) : body.target_ids)];
  if (byBatch && batchIds.length === 0) throw badRequest(COACHING_MSG.selectBatch, 'target_ids', 'validation_error');
  if (!byBatch && studentIds.length === 0)
    throw badRequest(COACHING_MSG.selectStudent, 'target_ids', 'validation_error');
  if (![...batchIds, ...studentIds].every(isUuid)) throw notFound(COACHING_MSG.studentNotFound);

  if (batchIds.length) {
    const own = await db
      .select({ id: batches.id })
      .from(batches)
      .where(and(inArray(batches.id, batchIds), eq(batches.teacherId, actor.userId)));
    if (own.length !== batchIds.length) throw notFound(COACHING_MSG.batchNotFound);
  }
  const match = [
    ...(batchIds.length ? [inArray(coachingRelationships.batchId, batchIds)] : []),
    ...(studentIds.length ? [inArray(coachingRelationships.childId, studentIds)] : []),
  ];
  const rels = await db
    .select({
      childId: coachingRelationships.childId,
      batchId: coachingRelationships.batchId,
      subject: coachingRelationships.subject,
    })
    .from(coachingRelationships)
    .where(and(eq(coachingRelationships.coachId, actor.userId), or(...match)))
    .orderBy(coachingRelationships.createdAt, coachingRelationships.id);

  const out = new Map<string, TeacherTarget>();
  for (const batchId of batchIds)
    for (const r of rels) if (r.batchId === batchId && !out.has(r.childId)) out.set(r.childId, r);
  for (const childId of studentIds) {
    if (out.has(childId)) continue;
    const links = rels.filter((r) => r.childId === childId);
    if (links.length === 0) throw notFound(COACHING_MSG.studentNotFound);
    const link = links.find((r) => r.subject === subject && r.batchId) ?? links.find((r) => r.batchId) ?? links[0]!;
    out.set(childId, { childId, batchId: link.batchId });
  }
  if (out.size === 0) throw badRequest(COACHING_MSG.emptyBatches, 'target_ids', 'validation_error');
  if (out.size > ASSIGN_STUDENTS_MAX)
    throw badRequest(COACHING_MSG.tooManyStudents(ASSIGN_STUDENTS_MAX), 'target_ids', 'validation_error');
  return [...out.values()].map(({ childId, batchId }) => ({ childId, batchId }));
}
