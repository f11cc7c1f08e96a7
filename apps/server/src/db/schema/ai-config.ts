import type { AiConfig } from '@app/shared';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { ts } from './columns';

/** The super admin's AI configuration (spec 01 §3): one row (id 1); absent means DEFAULT_AI_CONFIG. */
export const aiConfig = pgTable(
  'ai_config',
  {
    id: integer('id').primaryKey().default(1),
    config: jsonb('config').$type<AiConfig>().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('ai_config_single_row', sql`${t.id} = 1`)],
);

export type AiConfigRow = typeof aiConfig.$inferSelect;
