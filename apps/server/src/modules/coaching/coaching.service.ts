import { randomBytes, randomInt } from 'node:crypto';
import {
  COACHING_MSG,
  type CoachingRelationship,
  type CoachingRequestBody,
  type PendingCoachingRequest,
  MSG,
  ONE_TIME_CREDENTIALS_DAYS,
  type SentCoachingRequest,
} from '@app/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { EmailService } from '../../email/email.service';
import { hashSecret } from '../../lib/crypto';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { conflict, notFound, tooMany } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type Actor, can } from '../../policy/policy';
import { audit } from '../audit/audit.service';
import { insertUser } from '../auth/auth.repository';
import { loadBatchFor } from '../batches/batches.service';
import { findChildById } from '../children/children.repository';
import { photoUrl } from '../children/children.service';
import type { Notify } from '../notifications/notifications.service';
import * as repo from './coaching.repository';

export interface CoachingCtx {
  db: Db;
  now: Date;
  notify: Notify;
  email: EmailService;
  appOrigin: string;
  ip?: string;
  log?: { warn(o: object, m: string): void };
  /** New parent accounts one teacher's requests may create in 24 hours. */
  newParentsPerDay: number;
}

const DAY_MS = 86_400_000;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** A notice must not turn a committed change into an error. */
async function tell(ctx: CoachingCtx, userId: string, input: Parameters<Notify>[1]) {
  try {
    await ctx.notify(userId, input);
  } catch (err) {
    ctx.log?.warn({ err, userId }, 'coaching notification failed');
  }
}

function toSent(v: repo.RequestView): SentCoachingRequest {
  const r = v.request;
  return {
    id: r.id,
    child_name: r.childName,
    parent_email: r.parentEmail,
    child_grade: r.childGrade,
    subject: r.subject,
    message: r.message,
    batch_id: r.batchId,
    batch_name: v.batchName,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

function toPending(v: repo.RequestView): PendingCoachingRequest {
  const r = v.request;
  return {
    id: r.id,
    child_name: r.childName,
    child_grade: r.childGrade,
    coach: { id: r.coachId, name: v.coachName },
    subject: r.subject,
    message: r.message,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

export function toRelationship(v: repo.RelationshipView): CoachingRelationship {
  return {
    id: v.rel.id,
    coach_id: v.rel.coachId,
    child_id: v.rel.childId,
    batch_id: v.rel.batchId,
    batch_name: v.batchName,
    subject: v.rel.subject,
    created_at: v.rel.createdAt.toISOString(),
    coach_details: { id: v.rel.coachId, name: v.coachName },
    child_details: {
      id: v.rel.childId,
      name: v.childName,
      grade: v.childGrade,
      photo_url: photoUrl(v.childPhotoFileId),
    },
    parent_details: { name: v.parentName },
  };
}

// ---- Parent e-mail check and requests ---------------------------------------------------------------------------

/** Whether a parent account has this e-mail (spec 02 §5: green with the name, or an orange warning). */
export async function checkParentEmail(db: Db, email: string) {
  const normalised = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) return { exists: false, parent_name: null };
  const user = await repo.findUserByEmail(db, normalised);
  if (user?.role !== 'parent' || !user.isActive) return { exists: false, parent_name: null };
  return { exists: true, parent_name: user.name };
}

/** One-time credentials: a random password and 6-digit code, never fixed defaults (ARCHITECTURE "Security"). */
function oneTimeCredentials() {
  return {
    password: randomBytes(9).toString('base64url'),
    access_code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
  };
}

function welcomeEmail(
  ctx: CoachingCtx,
  teacher: UserRow,
  to: string,
  creds: { password: string; access_code: string },
) {
  const text = [
    'Welcome to Smart Support.',
    '',
    `${teacher.name} (coaching teacher) has invited you to link your child for coaching, and created a parent account for you.`,
    '',
    `Sign in at ${ctx.appOrigin} with:`,
    `  Email: ${to}`,
    `  One-time password: ${creds.password}`,
    `  Access code: ${creds.access_code}`,
    '',
    `The one-time password works for ${ONE_TIME_CREDENTIALS_DAYS} days. You will be asked to choose your own password`,
    'when you first sign in. Then open Coaching Requests to approve or deny the request. You can change the access',
    'code in Profile Settings.',
  ].join('\n');
  return { to, subject: 'Your Smart Support parent account', text };
}

/**
 * Sends a coaching request to a parent (spec 02 §3 New request payload). An e-mail without an account gets a new
 * parent account with one-time credentials, shown to the teacher once and e-mailed, to be changed at first sign-in.
 */
export async function sendRequest(ctx: CoachingCtx, actor: Actor, teacher: UserRow, body: CoachingRequestBody) {
  const batch = await loadBatchFor(ctx.db, actor, 'batch:manage', body.batch_id);
  const existing = await repo.findUserByEmail(ctx.db, body.parent_email);
  // One neutral refusal for a teacher, an admin or a deactivated parent: the form is no oracle for roles.
  if (existing && (existing.role !== 'parent' || !existing.isActive))
    throw conflict(COACHING_MSG.cannotInvite, 'parent_email');
  const since = new Date(ctx.now.getTime() - DAY_MS);
  if (!existing && (await repo.countInvitedSince(ctx.db, teacher.id, since)) >= ctx.newParentsPerDay)
    throw tooMany(COACHING_MSG.newParentsCap, 'new_parents_cap');
  const creds = existing ? null : oneTimeCredentials();
  const values = {
    coachId: teacher.id,
    batchId: batch.id,
    parentEmail: body.parent_email,
    childName: body.child_name,
    childGrade: body.child_grade,
    // Read-only in the form and filled from the batch (spec 02 §5): the batch decides.
    subject: batch.subject,
    message: body.message,
    newParent: !existing,
    createdAt: ctx.now,
  };
  let request: repo.RequestView['request'];
  let parentId: string;
  try {
    ({ request, parentId } = await ctx.db.transaction(async (tx) => {
      const parentId =
        existing?.id ??
        (
          await insertUser(tx, {
            email: body.parent_email,
            name: body.parent_email.split('@')[0]!,
            role: 'parent',
            passwordHash: await hashSecret(creds!.password),
            accessCodeHash: await hashSecret(creds!.access_code),
            mustChangePassword: true,
            invitedBy: teacher.id,
            oneTimeExpiresAt: new Date(ctx.now.getTime() + ONE_TIME_CREDENTIALS_DAYS * DAY_MS),
            createdAt: ctx.now,
          })
        ).id;
      return { parentId, request: await repo.insertRequest(tx, { ...values, parentId }) };
    }));
  } catch (err) {
    // Two teachers' tabs racing on one new e-mail, or the same request sent twice.
    if (isUniqueViolation(err)) throw conflict(existing ? COACHING_MSG.requestExists : MSG.emailTaken, 'parent_email');
    throw err;
  }
  if (creds) {
    await ctx.email.sendEmail(welcomeEmail(ctx, teacher, body.parent_email, creds));
    await audit(ctx.db, {
      actorId: teacher.id,
      action: 'coaching.parent_created',
      targetType: 'user',
      targetId: parentId,
      ip: ctx.ip,
    });
  }
  await tell(ctx, parentId, {
    title: 'New coaching request',
    message: `${teacher.name} would like to coach ${request.childName} in ${request.subject}. Open Coaching Requests to approve or deny.`,
    data: { type: 'coaching.request', request_id: request.id, coach_id: teacher.id },
  });
  return {
    message: creds ? COACHING_MSG.requestSentNew : COACHING_MSG.requestSentExisting,
    request: toSent({ request, coachName: teacher.name, batchName: batch.name }),
    new_parent_created: !!creds,
    parent_email: body.parent_email,
    parent_credentials: creds,
  };
}

export async function listSentRequests(db: Db, actor: Actor, q: { cursor?: string; limit: number }) {
  const rows = await repo.listPendingRequests(db, { coachId: actor.userId }, decodeCursor(q.cursor), q.limit);
  const { page, next_cursor } = pageOf(rows, q.limit, (r) => ({ at: r.request.createdAt, id: r.request.id }));
  return { requests: page.map(toSent), next_cursor };
}

export async function listIncomingRequests(db: Db, actor: Actor, q: { cursor?: string; limit: number }) {
  const rows = await repo.listPendingRequests(db, { parentId: actor.userId }, decodeCursor(q.cursor), q.limit);
  const { page, next_cursor } = pageOf(rows, q.limit, (r) => ({ at: r.request.createdAt, id: r.request.id }));
  return { requests: page.map(toPending), next_cursor };
}

async function loadRequestFor(db: Db, actor: Actor, action: 'request:cancel' | 'request:answer', id: string) {
  if (!isUuid(id)) throw notFound(COACHING_MSG.requestNotFound);
  const view = await repo.findRequestView(db, id);
  if (!view || !can(actor, action, view.request)) throw notFound(COACHING_MSG.requestNotFound);
  return view;
}

/** The parent approves with one of their children (the relationship starts) or denies. */
export async function answerRequest(
  ctx: CoachingCtx,
  actor: Actor,
  parent: UserRow,
  id: string,
  body: { status: 'approved' | 'denied'; child_id?: string | null },
) {
  const view = await loadRequestFor(ctx.db, actor, 'request:answer', id);
  if (view.request.status !== 'pending') throw conflict(COACHING_MSG.requestNotPending);
  const child = body.status === 'approved' ? await findChildById(ctx.db, body.child_id!) : undefined;
  if (body.status === 'approved' && (!child || child.parentId !== parent.id))
    throw notFound(COACHING_MSG.childNotFound);

  const relId = await ctx.db.transaction(async (tx) => {
    const answered = await repo.answerRequest(tx, view.request.id, {
      status: body.status,
      childId: child?.id ?? null,
      respondedAt: ctx.now,
    });
    if (!answered) throw conflict(COACHING_MSG.requestNotPending);
    if (!child) return null;
    const rel = await repo.upsertRelationship(tx, {
      coachId: view.request.coachId,
      childId: child.id,
      batchId: view.request.batchId,
      subject: view.request.subject,
      requestId: view.request.id,
      createdAt: ctx.now,
    });
    return rel.id;
  });
  const approved = body.status === 'approved';
  await tell(ctx, view.request.coachId, {
    title: approved ? 'Coaching request approved' : 'Coaching request denied',
    message: approved
      ? `${parent.name} approved your request: ${child!.name} joins ${view.batchName ?? 'your students'} for ${view.request.subject}.`
      : `${parent.name} denied your coaching request for ${view.request.childName} (${view.request.subject}).`,
    data: {
      type: approved ? 'coaching.request_approved' : 'coaching.request_denied',
      request_id: view.request.id,
      child_id: child?.id ?? null,
      batch_id: view.request.batchId,
    },
  });
  const rel = relId ? await repo.findRelationshipView(ctx.db, relId) : undefined;
  return {
    message: approved ? COACHING_MSG.requestApproved : COACHING_MSG.requestDenied,
    relationship: rel ? toRelationship(rel) : null,
  };
}

export async function cancelRequest(ctx: CoachingCtx, actor: Actor, teacher: UserRow, id: string) {
  const view = await loadRequestFor(ctx.db, actor, 'request:cancel', id);
  if (!(await repo.deletePendingRequest(ctx.db, view.request.id))) throw conflict(COACHING_MSG.requestNotPending);
  await tell(ctx, view.request.parentId, {
    title: 'Coaching request withdrawn',
    message: `${teacher.name} withdrew the coaching request for ${view.request.childName} (${view.request.subject}).`,
    data: { type: 'coaching.request_cancelled', request_id: view.request.id },
  });
  return { message: COACHING_MSG.requestCancelled };
}

// ---- Relationships ---------------------------------------------------------------------------------------------

export async function listRelationships(
  db: Db,
  actor: Actor,
  q: { cursor?: string; limit: number; batch_id?: string; child_id?: string },
) {
  const scope =
    actor.role === 'coaching_teacher'
      ? { coachId: actor.userId }
      : // A child view sees its own child's coaches only (the teacher tabs of spec 03 §2.1).
        { parentId: actor.userId, ...(actor.activeChildId ? { childId: actor.activeChildId } : {}) };
  const rows = await repo.listRelationships(db, {
    childId: q.child_id,
    batchId: q.batch_id,
    ...scope,
    after: decodeCursor(q.cursor),
    limit: q.limit,
  });
  const { page, next_cursor } = pageOf(rows, q.limit, (r) => ({ at: r.rel.createdAt, id: r.rel.id }));
  return { relationships: page.map(toRelationship), next_cursor };
}

async function loadRelationshipFor(db: Db, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound(COACHING_MSG.relationshipNotFound);
  const view = await repo.findRelationshipView(db, id);
  if (!view || !can(actor, 'relationship:manage', { coachId: view.rel.coachId, childParentId: view.childParentId }))
    throw notFound(COACHING_MSG.relationshipNotFound);
  return view;
}

/** Moves the student to another of the teacher's batches, or to none ("No Batch"). */
export async function moveRelationship(ctx: CoachingCtx, actor: Actor, id: string, batchId: string | null) {
  const view = await loadRelationshipFor(ctx.db, actor, id);
  const batch = batchId ? await loadBatchFor(ctx.db, actor, 'batch:manage', batchId) : null;
  await repo.setRelationshipBatch(ctx.db, view.rel.id, batch?.id ?? null);
  const moved = (await repo.findRelationshipView(ctx.db, view.rel.id))!;
  await tell(ctx, view.childParentId, {
    title: 'Coaching batch changed',
    message: `${view.coachName} moved ${view.childName} to ${batch?.name ?? 'no batch'} (${view.rel.subject}).`,
    data: { type: 'coaching.batch_changed', relationship_id: view.rel.id, child_id: view.rel.childId },
    childId: view.rel.childId,
  });
  return { message: COACHING_MSG.studentBatchUpdated, relationship: toRelationship(moved) };
}

/** Ends the link: the teacher no longer reaches the child; tasks already given stay with the family. */
export async function removeRelationship(ctx: CoachingCtx, actor: Actor, id: string) {
  const view = await loadRelationshipFor(ctx.db, actor, id);
  await repo.deleteRelationship(ctx.db, view.rel.id);
  await tell(ctx, view.childParentId, {
    title: 'Coaching ended',
    message: `${view.coachName} removed ${view.childName} from their ${view.rel.subject} students.`,
    data: { type: 'coaching.removed', relationship_id: view.rel.id, child_id: view.rel.childId },
    childId: view.rel.childId,
  });
  return { message: COACHING_MSG.studentRemoved };
}
