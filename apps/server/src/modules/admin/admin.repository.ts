import type { Role } from '@app/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, children, files, notes, notifications, sessions, users, worksheets } from '../../db/schema/index';
import type { OwnerScope } from './admin.registry';

/** Rows whose owner column falls in the scope; undefined means every row. */
export function ownedBy(column: AnyPgColumn, scope: OwnerScope): SQL | undefined {
  if (scope.userId) return eq(column, scope.userId);
  if (scope.role) return inArray(column, sql`(select ${users.id} from ${users} where ${users.role} = ${scope.role})`);
  return undefined;
}

function usersIn(scope: OwnerScope): SQL | undefined {
  if (scope.userId) return eq(users.id, scope.userId);
  if (scope.role) return eq(users.role, scope.role);
  return undefined;
}

// ---- Users -------------------------------------------------------------------------------------------------------

export interface UserPageQuery {
  role?: Role;
  q?: string;
  limit: number;
  after?: { createdAt: Date; id: string };
}

/** Newest first, keyset-paged on (created_at, id) so a page costs the same at any depth. */
export async function findUsersPage(db: Db, query: UserPageQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(users.email, like), ilike(users.name, like)));
  }
  const where = and(...filters);
  const page = query.after
    ? and(
        where,
        or(
          lt(users.createdAt, query.after.createdAt),
          and(eq(users.createdAt, query.after.createdAt), lt(users.id, query.after.id)),
        ),
      )
    : where;
  const rows = await db
    .select()
    .from(users)
    .where(page)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit, total: n };
}

/** Latest session activity of each listed user, in one query. */
export async function lastSeenOf(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: sessions.userId, at: sql<Date>`max(${sessions.lastSeenAt})`.mapWith((v) => new Date(v)) })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
  return new Map(rows.map((r) => [r.userId, r.at]));
}

export async function setUserActive(db: Db, id: string, isActive: boolean, now: Date) {
  const [row] = await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id)).returning();
  return row;
}

/** What an account owns besides its children (counted before the cascade removes it). */
export async function ownedCounts(db: Db, userId: string) {
  const one = async (table: typeof worksheets | typeof notes, col: AnyPgColumn) =>
    (await db.select({ n: count() }).from(table).where(eq(col, userId)))[0].n;
  const [{ n: notificationCount }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  const [{ n: sessionCount }] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return {
    worksheets: await one(worksheets, worksheets.creatorId),
    notes: await one(notes, notes.creatorId),
    notifications: notificationCount,
    sessions: sessionCount,
  };
}

export async function deleteUserRow(db: Db, id: string) {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return row;
}

// ---- Counts --------------------------------------------------------------------------------------------------------

async function countWhere(
  db: Db,
  table: typeof users | typeof children | typeof notes | typeof worksheets | typeof files,
  where?: SQL,
) {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}

/** The Database tab's counts of tables this module may read through their owners' schemas (no joins per row). */
export async function baseCounts(db: Db, scope: OwnerScope) {
  return {
    users: await countWhere(db, users, usersIn(scope)),
    parents: await countWhere(db, users, and(usersIn(scope), eq(users.role, 'parent'))),
    children: await countWhere(db, children, ownedBy(children.parentId, scope)),
    notes: await countWhere(db, notes, ownedBy(notes.creatorId, scope)),
    worksheets: await countWhere(db, worksheets, ownedBy(worksheets.creatorId, scope)),
    files: await countWhere(db, files, ownedBy(files.ownerId, scope)),
  };
}

export async function userCounts(db: Db, scope: OwnerScope, activeSince: Date) {
  const where = usersIn(scope);
  const [row] = await db
    .select({
      total: count(),
      parents: sql<number>`count(*) filter (where ${users.role} = 'parent')`.mapWith(Number),
      teachers: sql<number>`count(*) filter (where ${users.role} = 'coaching_teacher')`.mapWith(Number),
      // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which the subquery would misread.
      active:
        sql<number>`count(*) filter (where exists (select 1 from "sessions" s where s.user_id = "users"."id" and s.last_seen_at >= ${activeSince.toISOString()}::timestamptz))`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(where);
  return row;
}

const day = (col: AnyPgColumn) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;

async function perDay(
  db: Db,
  table: typeof users | typeof notes | typeof worksheets,
  createdAt: AnyPgColumn,
  where: SQL | undefined,
  since: Date,
) {
  const rows = await db
    .select({ d: day(createdAt), n: count() })
    .from(table)
    .where(and(where, gte(createdAt, since)))
    .groupBy(day(createdAt));
  return Object.fromEntries(rows.map((r) => [r.d, r.n])) as Record<string, number>;
}

/** New users, worksheets and notes per UTC day since a moment (the trend charts). */
export async function dailyCreated(db: Db, scope: OwnerScope, since: Date) {
  return {
    users: await perDay(db, users, users.createdAt, usersIn(scope), since),
    worksheets: await perDay(db, worksheets, worksheets.createdAt, ownedBy(worksheets.creatorId, scope), since),
    notes: await perDay(db, notes, notes.createdAt, ownedBy(notes.creatorId, scope), since),
  };
}

// ---- Danger zone -----------------------------------------------------------------------------------------------------

export async function deleteAllNotes(tx: Db) {
  return (await tx.delete(notes).returning({ id: notes.id })).length;
}

export const nonSuperAdmins = sql`(select ${users.id} from ${users} where ${users.role} <> 'super_admin')`;

export async function childrenOfNonSuperAdmins(tx: Db) {
  return tx.select().from(children).where(inArray(children.parentId, nonSuperAdmins));
}

export async function deleteFilesOfNonSuperAdmins(tx: Db, extraIds: string[]) {
  const where = extraIds.length
    ? or(inArray(files.ownerId, nonSuperAdmins), inArray(files.id, extraIds))
    : inArray(files.ownerId, nonSuperAdmins);
  return tx.delete(files).where(where).returning();
}

export async function idsOfNonSuperAdmins(tx: Db) {
  return (await tx.select({ id: users.id }).from(users).where(ne(users.role, 'super_admin'))).map((r) => r.id);
}

export async function deleteNonSuperAdmins(tx: Db) {
  const counted = await tx
    .select({
      users: count(),
      children: sql<number>`(select count(*) from ${children} where ${children.parentId} in ${nonSuperAdmins})`.mapWith(
        Number,
      ),
      worksheets:
        sql<number>`(select count(*) from ${worksheets} where ${worksheets.creatorId} in ${nonSuperAdmins})`.mapWith(
          Number,
        ),
      notes: sql<number>`(select count(*) from ${notes} where ${notes.creatorId} in ${nonSuperAdmins})`.mapWith(Number),
    })
    .from(users)
    .where(ne(users.role, 'super_admin'));
  await tx.delete(users).where(ne(users.role, 'super_admin'));
  return counted[0];
}

// ---- Audit log ---------------------------------------------------------------------------------------------------------

export async function findAuditPage(
  db: Db,
  q: { category?: string; actorId?: string; before?: number; limit: number },
) {
  const filters: (SQL | undefined)[] = [];
  // Served by audit_log_category_id_idx (split_part(action, '.', 1), id).
  if (q.category) filters.push(sql`split_part(${auditLog.action}, '.', 1) = ${q.category}`);
  if (q.actorId) filters.push(eq(auditLog.actorId, q.actorId));
  if (q.before) filters.push(lt(auditLog.id, q.before));
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
}
