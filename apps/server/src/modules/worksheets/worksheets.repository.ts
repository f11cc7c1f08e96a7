import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type NewWorksheetRow, users, type WorksheetRow, worksheets } from '../../db/schema/index';

export type NewWorksheet = NewWorksheetRow;

export async function insertWorksheet(db: Db, values: NewWorksheetRow): Promise<WorksheetRow> {
  const [row] = await db.insert(worksheets).values(values).returning();
  return row;
}

export async function findWorksheetById(db: Db, id: string): Promise<WorksheetRow | undefined> {
  const [row] = await db.select().from(worksheets).where(eq(worksheets.id, id));
  return row;
}

export async function updateWorksheet(db: Db, id: string, values: Partial<NewWorksheetRow>): Promise<WorksheetRow> {
  const [row] = await db.update(worksheets).set(values).where(eq(worksheets.id, id)).returning();
  return row;
}

export async function creatorName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
