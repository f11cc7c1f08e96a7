import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
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

// The list and its totals run on every bell refresh: prepared, one pair for a user's view, one for a child's.
const byUser = eq(notifications.userId, sql.placeholder('userId'));
const byChild = and(byUser, eq(notifications.childId, sql.placeholder('childId')))!;

const pageQuery = (where: SQL, name: string) =>
  preparedQuery((db) =>
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.seq))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
const userPage = pageQuery(byUser, 'notifications_page');
const childPage = pageQuery(byChild, 'notifications_child_page');

export async function listForUser(db: Db, scope: Scope, limit: number, offset: number) {
  const values = { userId: scope.userId, childId: scope.childId, limit, offset };
  return (scope.childId ? childPage : userPage)(db).execute(values);
}

const countsQuery = (where: SQL, name: string) =>
  preparedQuery((db) =>
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where not ${notifications.read})` })
      .from(notifications)
      .where(where)
      .prepare(name),
  );
const userCounts = countsQuery(byUser, 'notifications_counts');
const childCounts = countsQuery(byChild, 'notifications_child_counts');

/** Total and unread in one statement. */
export async function countsForUser(db: Db, scope: Scope) {
  const [row] = await (scope.childId ? childCounts : userCounts)(db).execute({
    userId: scope.userId,
    childId: scope.childId,
  });
  return { total: Number(row.total), unread: Number(row.unread) };
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
