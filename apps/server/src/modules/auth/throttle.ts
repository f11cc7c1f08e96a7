import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottles } from '../../db/schema/index';

/**
 * Failure counters behind the sign-in and access-code limits. A key names what an attacker would be guessing
 * (`code:child:<user>`, `login:<email hash>:<source>`), so counts survive new sessions and unknown e-mails count
 * exactly like real ones. A count is forgotten once `windowMs` passes without a failure, or when a lock ends.
 */
export interface ThrottleState {
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

const EMPTY: ThrottleState = { failures: 0, lastFailureAt: null, lockedUntil: null };

export async function readThrottle(db: Db, key: string, now: Date, windowMs: number): Promise<ThrottleState> {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key)).limit(1);
  if (!row) return EMPTY;
  if (row.lockedUntil && row.lockedUntil > now) return row;
  // An ended lock or a quiet window starts the count again.
  if (row.lockedUntil || row.lastFailureAt.getTime() + windowMs <= now.getTime()) return EMPTY;
  return row;
}

export const isLocked = (s: ThrottleState, now: Date) => !!s.lockedUntil && s.lockedUntil > now;

/** Counts one failure atomically (concurrent guesses cannot share a count) and returns the new count. */
export async function recordFailure(db: Db, key: string, now: Date, windowMs: number): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const t = authThrottles;
  const stale = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at}) or ${t.lastFailureAt} <= ${windowStart}`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
        lockedUntil: sql`case when ${stale} then null else ${t.lockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: t.failures });
  return row.failures;
}

export async function lockKey(db: Db, key: string, until: Date): Promise<void> {
  await db.update(authThrottles).set({ lockedUntil: until }).where(eq(authThrottles.key, key));
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
