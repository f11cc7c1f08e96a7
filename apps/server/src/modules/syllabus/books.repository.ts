import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookPreferences, childBookSelections } from '../../db/schema/index';

export async function findChildBookIds(db: Db, childId: string): Promise<string[]> {
  const [row] = await db.select().from(childBookSelections).where(eq(childBookSelections.childId, childId));
  return row?.bookIds ?? [];
}

export async function saveChildBookIds(db: Db, childId: string, bookIds: string[], now: Date): Promise<void> {
  await db
    .insert(childBookSelections)
    .values({ childId, bookIds, updatedAt: now })
    .onConflictDoUpdate({ target: childBookSelections.childId, set: { bookIds, updatedAt: now } });
}

export async function findPreferences(db: Db, userId: string) {
  return db
    .select()
    .from(bookPreferences)
    .where(eq(bookPreferences.userId, userId))
    .orderBy(asc(bookPreferences.grade), asc(bookPreferences.subject));
}

export async function findPreference(db: Db, userId: string, grade: number, subject: string): Promise<string[]> {
  const [row] = await db
    .select({ bookIds: bookPreferences.bookIds })
    .from(bookPreferences)
    .where(
      and(eq(bookPreferences.userId, userId), eq(bookPreferences.grade, grade), eq(bookPreferences.subject, subject)),
    );
  return row?.bookIds ?? [];
}

export async function savePreference(
  db: Db,
  values: { userId: string; grade: number; subject: string; bookIds: string[] },
  now: Date,
): Promise<void> {
  await db
    .insert(bookPreferences)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [bookPreferences.userId, bookPreferences.grade, bookPreferences.subject],
      set: { bookIds: values.bookIds, updatedAt: now },
    });
}
