import type { Db } from '../../db/client';
import type { ChildRow } from '../../db/schema/index';
import { audit } from '../audit/audit.service';
import { leaveChildViewSessions } from '../auth/auth.service';
import { deleteFile, type FilesCtx } from '../files/files.service';
import * as repo from './children.repository';

/**
 * Removes one child's rows of a feature inside the deletion transaction. Returns the ids of files the child owns
 * in that feature (submissions, scans), which are deleted after the transaction commits.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a cleanup with no files simply returns nothing.
export type ChildDataCleanup = (tx: Db, childId: string) => Promise<void | string[]>;

const cleanups = new Map<string, ChildDataCleanup>();

/**
 * Every feature that keeps data about a child (tasks, submissions, evaluations, badges...) registers here once, at
 * import time, so deleting a child has one path that cannot forget a table. Registering a name again replaces it.
 */
export function registerChildDataCleanup(name: string, fn: ChildDataCleanup): void {
  cleanups.set(name, fn);
}

export function registeredChildDataCleanups(): string[] {
  return [...cleanups.keys()];
}

export interface DeletionCtx extends FilesCtx {
  now: Date;
  ip?: string;
}

/**
 * Runs every registered cleanup for a child and sends its child-view sessions back to the code prompt, inside the
 * caller's transaction; returns the ids of files to delete once it commits. The child row itself is the caller's.
 * Admin resets use this to erase many families in one transaction.
 */
export async function eraseChildData(tx: Db, childId: string): Promise<string[]> {
  const fileIds: string[] = [];
  for (const fn of cleanups.values()) {
    const ids = await fn(tx, childId);
    if (ids) fileIds.push(...ids);
  }
  await leaveChildViewSessions(tx, childId);
  return fileIds;
}

/**
 * Deletes a child and everything about it: the registered cleanups, child-view sessions, the row and the consent
 * link in one transaction, then the child's files (photo and whatever the cleanups returned). The consent row is
 * kept as proof of consent, marked withdrawn (see db/schema/children.ts). Permission is the caller's business.
 */
export async function deleteChild(ctx: DeletionCtx, child: ChildRow, actorId: string | null): Promise<boolean> {
  const fileIds: string[] = [];
  const deleted = await ctx.db.transaction(async (tx) => {
    fileIds.push(...(await eraseChildData(tx, child.id)));
    const row = await repo.deleteChildRow(tx, child.id);
    if (!row) return false;
    if (row.photoFileId) fileIds.push(row.photoFileId);
    await repo.withdrawConsent(tx, row.consentId, ctx.now);
    await audit(tx, {
      actorId,
      action: 'child.deleted',
      targetType: 'child',
      targetId: row.id,
      ip: ctx.ip,
      details: { parent_id: row.parentId, files: fileIds.length },
    });
    return true;
  });
  // Stored objects cannot be rolled back, so they go only once the rows are gone for good.
  for (const id of fileIds) await deleteFile(ctx, id);
  return deleted;
}

/** Account deletion: every child of a parent through the same path (files included). */
export async function deleteChildrenOfParent(ctx: DeletionCtx, parentId: string, actorId: string | null) {
  const family = await repo.findChildrenOfParent(ctx.db, parentId);
  for (const child of family) await deleteChild(ctx, child, actorId);
  return family.length;
}
