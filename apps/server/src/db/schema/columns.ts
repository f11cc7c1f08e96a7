import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are always with time zone, read as Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
