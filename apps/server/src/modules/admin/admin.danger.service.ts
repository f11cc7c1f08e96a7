import { ADMIN_MSG, type DangerResponse, isResetWord } from '@app/shared';
import type { FileRow, UserRow } from '../../db/schema/index';
import { verifySecret } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { audit } from '../audit/audit.service';
import { eraseChildData } from '../children/children.deletion';
import { deleteFileRows } from '../files/files.repository';
import { removeObjects } from '../files/files.service';
import { clearTaskData } from './admin.registry';
import * as repo from './admin.repository';
import type { AdminCtx } from './admin.users.service';

export interface DangerCtx extends AdminCtx {
  /** Scaled mode turns the Danger Zone off unless ALLOW_DANGER_ZONE says otherwise. */
  allowed: boolean;
}

function guard(ctx: DangerCtx, confirmed: boolean) {
  if (!ctx.allowed) throw new AppError(403, ADMIN_MSG.scaledRefused, 'danger_zone_disabled');
  if (!confirmed) throw badRequest(ADMIN_MSG.confirmRequired, 'confirm', 'confirm_required');
}

/** Clear Tasks: every task and what hangs off it (submissions, evaluations, their files), in one transaction. */
export async function clearTasks(ctx: DangerCtx, actor: UserRow, confirmed: boolean): Promise<DangerResponse> {
  guard(ctx, confirmed);
  let fileRows: FileRow[] = [];
  const deleted = await ctx.db.transaction(async (tx) => {
    const r = await clearTaskData(tx);
    fileRows = await deleteFileRows(tx, r.fileIds);
    const counts = { tasks: 0, ...r.deleted, files: fileRows.length };
    await audit(tx, { actorId: actor.id, action: 'admin.tasks_cleared', ip: ctx.ip, details: { deleted: counts } });
    return counts;
  });
  await removeObjects(ctx, fileRows);
  return { message: ADMIN_MSG.tasksCleared, deleted };
}

/** Clear Notes: every generated note (assignments of notes go with them). */
export async function clearNotes(ctx: DangerCtx, actor: UserRow, confirmed: boolean): Promise<DangerResponse> {
  guard(ctx, confirmed);
  const deleted = await ctx.db.transaction(async (tx) => {
    const counts = { notes: await repo.deleteAllNotes(tx) };
    await audit(tx, { actorId: actor.id, action: 'admin.notes_cleared', ip: ctx.ip, details: { deleted: counts } });
    return counts;
  });
  return { message: ADMIN_MSG.notesCleared, deleted };
}

/**
 * Reset System: deletes every account except super admins, with everything they owned (children through their
 * erase path, tasks, worksheets, notes, files), in one transaction. Kept: super admins, the question bank, the AI
 * configuration and the audit log (which records the reset). Needs the admin's password and RESET typed.
 */
export async function resetSystem(
  ctx: DangerCtx,
  actor: UserRow,
  input: { confirmed: boolean; password?: string; text?: string },
): Promise<DangerResponse> {
  guard(ctx, input.confirmed || isResetWord(input.text));
  if (input.text !== undefined && !isResetWord(input.text)) throw badRequest(ADMIN_MSG.typeReset, 'confirm_text');
  if (!input.password) throw badRequest(ADMIN_MSG.passwordRequired, 'confirm_password', 'password_required');
  if (!(await verifySecret(actor.passwordHash, input.password))) {
    await audit(ctx.db, { actorId: actor.id, action: 'admin.reset_denied', ip: ctx.ip });
    throw badRequest(ADMIN_MSG.wrongPassword, 'confirm_password', 'wrong_password');
  }
  let fileRows: FileRow[] = [];
  let userIds: string[] = [];
  const deleted = await ctx.db.transaction(async (tx) => {
    const kids = await repo.childrenOfNonSuperAdmins(tx);
    const childFiles: string[] = [];
    for (const child of kids) childFiles.push(...(await eraseChildData(tx, child.id)));
    const tasks = await clearTaskData(tx);
    fileRows = await repo.deleteFilesOfNonSuperAdmins(tx, [...childFiles, ...tasks.fileIds]);
    userIds = await repo.idsOfNonSuperAdmins(tx);
    const owned = await repo.deleteNonSuperAdmins(tx);
    const counts = { tasks: 0, ...tasks.deleted, ...owned, files: fileRows.length };
    await audit(tx, { actorId: actor.id, action: 'admin.system_reset', ip: ctx.ip, details: { deleted: counts } });
    return counts;
  });
  await removeObjects(ctx, fileRows);
  // Rows are gone; close their live sockets now rather than at the next heartbeat.
  for (const id of userIds) await ctx.bus.publish({ type: 'sessions.revoked', user_id: id, session_ids: 'all' });
  return { message: ADMIN_MSG.resetDone, deleted };
}
