import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { type ChildRow, type ConsentRow, children, consents } from '../../db/schema/index';

export type NewChildRow = typeof children.$inferInsert;

export async function findChildById(db: Db, id: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.id, id)).limit(1);
  return row;
}

export async function findChildrenByIds(db: Db, ids: string[]): Promise<ChildRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(children).where(inArray(children.id, ids));
}

/** A family is small (at most MAX_CHILDREN_PER_PARENT), so it is read whole, oldest first. */
const childrenOfParent = preparedQuery((db) =>
  db
    .select()
    .from(children)
    .where(eq(children.parentId, sql.placeholder('parentId')))
    .orderBy(asc(children.createdAt), asc(children.id))
    .prepare('children_of_parent'),
);

export async function findChildrenOfParent(db: Db, parentId: string): Promise<ChildRow[]> {
  return childrenOfParent(db).execute({ parentId });
}

/**
 * Serialises changes to one family's children until the transaction ends (code uniqueness is checked by
 * verifying hashes, which no unique index can do). An advisory lock works on both PGlite and PostgreSQL.
 */
export async function lockFamily(tx: Db, parentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`family:${parentId}`}, 0))`);
}

export async function insertConsent(db: Db, values: typeof consents.$inferInsert): Promise<ConsentRow> {
  const [row] = await db.insert(consents).values(values).returning();
  return row;
}

export async function findConsentById(db: Db, id: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consents).where(eq(consents.id, id)).limit(1);
  return row;
}

export async function withdrawConsent(db: Db, id: string, now: Date): Promise<void> {
  await db.update(consents).set({ withdrawnAt: now }).where(eq(consents.id, id));
}

export async function insertChild(db: Db, values: NewChildRow): Promise<ChildRow> {
  const [row] = await db.insert(children).values(values).returning();
  return row;
}

export async function updateChild(db: Db, id: string, values: Partial<NewChildRow>, now: Date): Promise<ChildRow> {
  const [row] = await db
    .update(children)
    .set({ ...values, updatedAt: now })
    .where(eq(children.id, id))
    .returning();
  return row;
}

export async function deleteChildRow(db: Db, id: string): Promise<ChildRow | undefined> {
  const [row] = await db.delete(children).where(eq(children.id, id)).returning();
  return row;
}

/** The child whose photo this file is, if any. */
export async function findChildByPhoto(db: Db, fileId: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.photoFileId, fileId)).limit(1);
  return row;
}

export async function isChildPhoto(db: Db, childId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.photoFileId, fileId)))
    .limit(1);
  return !!row;
}
