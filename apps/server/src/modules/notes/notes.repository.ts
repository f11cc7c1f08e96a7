import type { Db } from '../../db/client';
import { notes, type NotesRow } from '../../db/schema/index';

export async function insertNotes(db: Db, values: typeof notes.$inferInsert): Promise<NotesRow> {
  const [row] = await db.insert(notes).values(values).returning();
  return row;
}
