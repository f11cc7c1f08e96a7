import type { AiConfig } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AiConfigRow, aiConfig } from '../../db/schema/index';

export async function findSavedConfig(db: Db): Promise<AiConfigRow | undefined> {
  const [row] = await db.select().from(aiConfig).where(eq(aiConfig.id, 1));
  return row;
}

export async function upsertConfig(db: Db, config: AiConfig, updatedBy: string, now: Date): Promise<AiConfigRow> {
  const [row] = await db
    .insert(aiConfig)
    .values({ id: 1, config, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: aiConfig.id, set: { config, updatedBy, updatedAt: now } })
    .returning();
  return row;
}
