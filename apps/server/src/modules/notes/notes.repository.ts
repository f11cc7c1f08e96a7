import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notes, type NotesRow } from '../../db/schema/index';

export async function insertNotes(db: Db, values: typeof notes.$inferInsert): Promise<NotesRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row;
}

export async function findNotesById(db: Db, id: string): Promise<NotesRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id)).limit(1);
  return row;
}
