import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about the database itself, kept by start-up: the fingerprint of the migrations applied and of the seed
 * bank loaded, so a restart with nothing new skips both.
 */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
