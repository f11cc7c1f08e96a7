import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NotificationRow, notifications } from '../../db/schema/index';

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** Whose notifications: a user's, or in a child's view only those concerning that child. */
export interface Scope {
  userId: string;
  childId: string | null;
}

function owned(scope: Scope): SQL {
  const mine = eq(notifications.userId, scope.userId);
  return scope.childId ? and(mine, eq(notifications.childId, scope.childId))! : mine;
}

export async function listForUser(db: Db, scope: Scope, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(owned(scope))
    .orderBy(desc(notifications.seq))
    .limit(limit)
    .offset(offset);
}

export async function countsForUser(db: Db, scope: Scope) {
  const [total] = await db.select({ n: count() }).from(notifications).where(owned(scope));
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(owned(scope), eq(notifications.read, false)));
  return { total: Number(total.n), unread: Number(unread.n) };
}

export async function findByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}

export async function markRead(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), owned(scope)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, scope: Scope): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(owned(scope), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
