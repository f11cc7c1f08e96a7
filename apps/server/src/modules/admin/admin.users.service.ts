import {
  ADMIN_MSG,
  type AdminUser,
  type AdminUsersResponse,
  type DeletedCounts,
  passwordSetMessage,
  type ZAdminUsersQuery,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { hashSecret } from '../../lib/crypto';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { EventBus } from '../../realtime/event-bus';
import { audit } from '../audit/audit.service';
import { findUserById, revokeUserSessions, updateUser } from '../auth/auth.repository';
import { deleteChildrenOfParent } from '../children/children.deletion';
import { deleteFilesOwnedBy, type FilesCtx } from '../files/files.service';
import { toPublicUser } from '../users/users.mapper';
import * as repo from './admin.repository';

export interface AdminCtx extends FilesCtx {
  db: Db;
  bus: EventBus;
  now: Date;
  ip?: string;
}

export function toAdminUser(u: UserRow, lastSeen?: Date): AdminUser {
  return { ...toPublicUser(u), protected: u.role === 'super_admin', last_seen_at: lastSeen?.toISOString() ?? null };
}

function encodeCursor(u: UserRow) {
  return Buffer.from(`${u.createdAt.toISOString()}|${u.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id ?? '')) throw badRequest('Invalid cursor', 'cursor');
  return { createdAt, id };
}

export async function listUsers(db: Db, q: z.output<typeof ZAdminUsersQuery>): Promise<AdminUsersResponse> {
  const page = await repo.findUsersPage(db, { role: q.role, q: q.q, limit: q.limit, after: decodeCursor(q.cursor) });
  const seen = await repo.lastSeenOf(
    db,
    page.rows.map((u) => u.id),
  );
  const last = page.rows.at(-1);
  return {
    users: page.rows.map((u) => toAdminUser(u, seen.get(u.id))),
    total: page.total,
    next_cursor: page.more && last ? encodeCursor(last) : null,
  };
}

/** The target of an admin action: exists, is not a super admin (protected) and is not the caller. */
async function loadTarget(ctx: AdminCtx, actor: UserRow, id: string): Promise<UserRow> {
  const user = isUuid(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  if (user.role === 'super_admin') throw forbidden(ADMIN_MSG.protectedUser, 'protected_user');
  if (user.id === actor.id) throw forbidden(ADMIN_MSG.notYourself);
  return user;
}

/** Ends every session of a user at once: rows revoked, then live sockets closed on every instance. */
async function endSessions(ctx: AdminCtx, userId: string) {
  await revokeUserSessions(ctx.db, userId, ctx.now);
  await ctx.bus.publish({ type: 'sessions.revoked', user_id: userId, session_ids: 'all' });
}

export async function toggleStatus(ctx: AdminCtx, actor: UserRow, id: string) {
  const target = await loadTarget(ctx, actor, id);
  const active = !target.isActive;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.setUserActive(tx, target.id, active, ctx.now);
    if (!active) await revokeUserSessions(tx, target.id, ctx.now);
    await audit(tx, {
      actorId: actor.id,
      action: active ? 'admin.user_activated' : 'admin.user_deactivated',
      targetType: 'user',
      targetId: target.id,
      ip: ctx.ip,
      details: { email: target.email },
    });
    return row;
  });
  if (!active) await ctx.bus.publish({ type: 'sessions.revoked', user_id: target.id, session_ids: 'all' });
  return { message: active ? ADMIN_MSG.userActivated : ADMIN_MSG.userDeactivated, user: toAdminUser(updated) };
}

/** The new password is a one-time password: the user chooses their own at next sign-in, and old sessions end. */
export async function setPassword(ctx: AdminCtx, actor: UserRow, id: string, newPassword: string) {
  const target = await loadTarget(ctx, actor, id);
  const passwordHash = await hashSecret(newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, target.id, { passwordHash, mustChangePassword: true });
    await audit(tx, {
      actorId: actor.id,
      action: 'admin.password_set',
      targetType: 'user',
      targetId: target.id,
      ip: ctx.ip,
      details: { email: target.email },
    });
  });
  await endSessions(ctx, target.id);
  return { message: passwordSetMessage(target.email) };
}

/**
 * Deletes an account and everything it owned. A parent's children go through the children's deletion path (their
 * tasks, submissions, files and consent records as that path handles them), then the account's own files, then the
 * row, which cascades to sessions, notifications, worksheets and notes. The answer counts each kind.
 */
export async function deleteUser(
  ctx: AdminCtx,
  actor: UserRow,
  id: string,
): Promise<{ message: string; deleted: DeletedCounts }> {
  const target = await loadTarget(ctx, actor, id);
  await endSessions(ctx, target.id);
  const childrenDeleted = await deleteChildrenOfParent({ ...ctx, now: ctx.now, ip: ctx.ip }, target.id, actor.id);
  const filesDeleted = await deleteFilesOwnedBy(ctx, target.id);
  const owned = await ctx.db.transaction(async (tx) => {
    const counts = await repo.ownedCounts(tx, target.id);
    await repo.deleteUserRow(tx, target.id);
    const deleted = { users: 1, children: childrenDeleted, files: filesDeleted, ...counts };
    await audit(tx, {
      actorId: actor.id,
      action: 'admin.user_deleted',
      targetType: 'user',
      targetId: target.id,
      ip: ctx.ip,
      details: { email: target.email, role: target.role, deleted },
    });
    return deleted;
  });
  return { message: ADMIN_MSG.userDeleted, deleted: owned };
}
