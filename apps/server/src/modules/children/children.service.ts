import {
  CHILD_CODE_LENGTH,
  CHILD_DATA_CONSENT_PURPOSES,
  CHILD_DATA_NOTICE_VERSION,
  CHILD_MSG,
  type Child,
  type ChildData,
  type CreateChildResponse,
  MAX_CHILDREN_PER_PARENT,
  type ZCreateChildBody,
  type ZUpdateChildBody,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ChildRow } from '../../db/schema/index';
import { hashSecret, randomDigits, verifySecret } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type Actor, type ChildAction, can } from '../../policy/policy';
import { isCoachOf } from '../coaching/coaching.repository';
import { audit } from '../audit/audit.service';
import { deleteFile, storeUpload } from '../files/files.service';
import { type DeletionCtx, deleteChild } from './children.deletion';
import * as repo from './children.repository';

export interface ChildrenCtx extends DeletionCtx {
  userAgent?: string;
}

export const photoUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);

export function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    grade: row.grade,
    school_name: row.schoolName,
    board: row.board,
    photo_url: photoUrl(row.photoFileId),
    has_access_code: Boolean(row.accessCodeHash),
    parent_id: row.parentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toChildData(row: ChildRow): ChildData {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    grade: row.grade,
    school_name: row.schoolName,
    board: row.board,
    photo_url: photoUrl(row.photoFileId),
    parent_id: row.parentId,
  };
}

/**
 * The child an actor may act on, or 404: another family's child, a sibling seen from a child view, a missing
 * child and a malformed id all answer the same, so ids reveal nothing.
 */
export async function loadChildFor(db: Db, actor: Actor, action: ChildAction, id: string): Promise<ChildRow> {
  if (!isUuid(id)) throw notFound();
  const row = await repo.findChildById(db, id);
  // A teacher reaches a child only through an approved relationship (spec 02 §6).
  const coachIds = row && actor.role === 'coaching_teacher' && (await isCoachOf(db, actor.userId, row.id));
  if (!row || !can(actor, action, { ...row, coachIds: coachIds ? [actor.userId] : [] })) throw notFound();
  return row;
}

/**
 * The child whose work (tasks, evaluations, badges, figures) the actor may read, and whose tasks to show: a linked
 * coach sees only their own (another `owner_id` is 404, as if it did not exist), the family everything or the
 * owner it names. `coach` tells the caller to leave the family's well-being out.
 */
export async function loadChildWorkFor(
  db: Db,
  actor: Actor,
  id: string,
  ownerId?: string,
): Promise<{ child: ChildRow; ownerId?: string; coach: boolean }> {
  if (actor.role !== 'coaching_teacher')
    return { child: await loadChildFor(db, actor, 'child:read_tasks', id), ownerId, coach: false };
  const child = await loadChildFor(db, actor, 'child:read_coached_work', id);
  if (ownerId !== undefined && ownerId !== actor.userId) throw notFound();
  return { child, ownerId: actor.userId, coach: true };
}

/** Whether a code is already some other child's in this family (argon2 verify against each: families are small). */
async function codeTaken(family: ChildRow[], code: string, exceptId?: string): Promise<boolean> {
  for (const c of family) {
    if (c.id !== exceptId && (await verifySecret(c.accessCodeHash, code))) return true;
  }
  return false;
}

async function generateCode(family: ChildRow[]): Promise<string> {
  for (;;) {
    const code = randomDigits(CHILD_CODE_LENGTH);
    if (!(await codeTaken(family, code))) return code;
  }
}

/** Children by id, for features that check each against the policy themselves. */
export const findChildrenByIds = (db: Db, ids: string[]) => repo.findChildrenByIds(db, ids);

export async function listChildren(ctx: ChildrenCtx, actor: Actor): Promise<Child[]> {
  if (!can(actor, 'child:list')) throw forbidden();
  return (await repo.findChildrenOfParent(ctx.db, actor.userId)).map(toChild);
}

export async function getChild(ctx: ChildrenCtx, actor: Actor, id: string): Promise<Child> {
  return toChild(await loadChildFor(ctx.db, actor, 'child:read', id));
}

/** Adds a child with the parent's consent, recorded in the same transaction (no child row exists without one). */
export async function createChild(
  ctx: ChildrenCtx,
  actor: Actor,
  body: z.output<typeof ZCreateChildBody>,
): Promise<CreateChildResponse> {
  if (!can(actor, 'child:create')) throw forbidden();
  // A notice the screen showed must be the one we record; an outdated screen has to show the new one first.
  if (body.notice_version && body.notice_version !== CHILD_DATA_NOTICE_VERSION) {
    throw badRequest('The consent notice has changed. Please reload the page and read it again.', 'consent');
  }
  const { row, generated } = await ctx.db.transaction(async (tx) => {
    await repo.lockFamily(tx, actor.userId);
    const family = await repo.findChildrenOfParent(tx, actor.userId);
    if (family.length >= MAX_CHILDREN_PER_PARENT) throw badRequest(CHILD_MSG.tooMany);
    let code = body.access_code;
    let generated: string | undefined;
    if (code) {
      if (await codeTaken(family, code)) throw conflict(CHILD_MSG.codeTaken, 'access_code');
    } else {
      code = generated = await generateCode(family);
    }
    const consent = await repo.insertConsent(tx, {
      parentId: actor.userId,
      noticeVersion: CHILD_DATA_NOTICE_VERSION,
      purposes: [...CHILD_DATA_CONSENT_PURPOSES],
      consentedAt: ctx.now,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 300),
    });
    const row = await repo.insertChild(tx, {
      parentId: actor.userId,
      name: body.name,
      age: body.age,
      grade: body.grade,
      schoolName: body.school_name,
      board: body.board,
      accessCodeHash: await hashSecret(code),
      consentId: consent.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await audit(tx, {
      actorId: actor.userId,
      action: 'child.created',
      targetType: 'child',
      targetId: row.id,
      ip: ctx.ip,
      details: { consent_id: consent.id, notice_version: CHILD_DATA_NOTICE_VERSION, code_generated: !!generated },
    });
    return { row, generated };
  });
  return { ...toChild(row), ...(generated ? { generated_access_code: generated } : {}) };
}

export async function updateChild(
  ctx: ChildrenCtx,
  actor: Actor,
  id: string,
  body: z.output<typeof ZUpdateChildBody>,
): Promise<Child> {
  await loadChildFor(ctx.db, actor, 'child:update', id);
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockFamily(tx, actor.userId);
    const family = await repo.findChildrenOfParent(tx, actor.userId);
    if (!family.some((c) => c.id === id)) throw notFound();
    let accessCodeHash: string | undefined;
    if (body.access_code) {
      if (await codeTaken(family, body.access_code, id)) throw conflict(CHILD_MSG.codeTaken, 'access_code');
      accessCodeHash = await hashSecret(body.access_code);
    }
    const updated = await repo.updateChild(
      tx,
      id,
      {
        name: body.name,
        age: body.age,
        grade: body.grade,
        schoolName: body.school_name,
        board: body.board,
        ...(accessCodeHash ? { accessCodeHash } : {}),
      },
      ctx.now,
    );
    if (accessCodeHash) {
      await audit(tx, {
        actorId: actor.userId,
        action: 'child.code_set',
        targetType: 'child',
        targetId: id,
        ip: ctx.ip,
      });
    }
    return updated;
  });
  return toChild(row);
}

export async function removeChild(ctx: ChildrenCtx, actor: Actor, id: string) {
  const child = await loadChildFor(ctx.db, actor, 'child:delete', id);
  if (!(await deleteChild(ctx, child, actor.userId))) throw notFound();
  return { message: CHILD_MSG.deleted };
}

/** POST /api/auth/set-child-access-code: a new 4-digit code, unique in the family. */
export async function setChildAccessCode(ctx: ChildrenCtx, actor: Actor, childId: string, code: string) {
  await loadChildFor(ctx.db, actor, 'child:set_code', childId);
  await ctx.db.transaction(async (tx) => {
    await repo.lockFamily(tx, actor.userId);
    const family = await repo.findChildrenOfParent(tx, actor.userId);
    if (!family.some((c) => c.id === childId)) throw notFound();
    if (await codeTaken(family, code, childId)) throw conflict(CHILD_MSG.codeTaken, 'access_code');
    await repo.updateChild(tx, childId, { accessCodeHash: await hashSecret(code) }, ctx.now);
    await audit(tx, {
      actorId: actor.userId,
      action: 'child.code_set',
      targetType: 'child',
      targetId: childId,
      ip: ctx.ip,
    });
  });
  return { message: CHILD_MSG.codeSet };
}

const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

/** Stores a new photo (JPEG or PNG by content, re-encoded without EXIF) and deletes the one it replaces. */
export async function setChildPhoto(
  ctx: ChildrenCtx,
  actor: Actor,
  id: string,
  upload: { filename?: string; buffer: Buffer },
): Promise<Child> {
  const child = await loadChildFor(ctx.db, actor, 'child:update_photo', id);
  const file = await storeUpload(ctx, {
    ownerId: child.parentId,
    kind: 'child_photo',
    filename: upload.filename,
    buffer: upload.buffer,
    allowed: PHOTO_TYPES,
    typeMessage: CHILD_MSG.photoType,
  });
  const { row, previous } = await ctx.db.transaction(async (tx) => {
    await repo.lockFamily(tx, child.parentId);
    const current = await repo.findChildById(tx, id);
    if (!current) return { row: undefined, previous: null };
    const row = await repo.updateChild(tx, id, { photoFileId: file.id }, ctx.now);
    return { row, previous: current.photoFileId };
  });
  if (!row) {
    // Deleted meanwhile: the new file has no child to belong to.
    await deleteFile(ctx, file.id);
    throw notFound();
  }
  if (previous && previous !== file.id) await deleteFile(ctx, previous);
  await audit(ctx.db, {
    actorId: actor.userId,
    action: 'child.photo_set',
    targetType: 'child',
    targetId: id,
    ip: ctx.ip,
  });
  return toChild(row);
}

/** The parent's child whose 4-digit code this is, if any (verify-access-code). */
export async function findChildByCode(db: Db, parentId: string, code: string): Promise<ChildRow | undefined> {
  for (const c of await repo.findChildrenOfParent(db, parentId)) {
    if (await verifySecret(c.accessCodeHash, code)) return c;
  }
  return undefined;
}

/** Whether a file is the photo of a given child (child-view narrowing of the files route). */
export async function isPhotoOfChild(db: Db, childId: string, fileId: string): Promise<boolean> {
  return isUuid(fileId) && repo.isChildPhoto(db, childId, fileId);
}

/** Whether a user may read a child-photo file: the child's parent (registered as a file access rule). */
export async function parentMayReadPhoto(db: Db, userId: string, fileId: string): Promise<boolean> {
  const child = await repo.findChildByPhoto(db, fileId);
  return !!child && child.parentId === userId;
}
