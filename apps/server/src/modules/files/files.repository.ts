import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, files } from '../../db/schema/index';

export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Db, row: NewFileRow): Promise<FileRow> {
  const [created] = await db.insert(files).values(row).returning();
  return created;
}

export async function findFileById(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function deleteFileRows(db: Db, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.delete(files).where(inArray(files.id, ids)).returning();
}

export async function deleteFileRowsOwnedBy(db: Db, ownerId: string): Promise<FileRow[]> {
  return db.delete(files).where(eq(files.ownerId, ownerId)).returning();
}
