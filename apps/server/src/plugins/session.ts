import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { type SessionRow, sessions, type UserRow, users } from '../db/schema/index';

// Every authenticated request runs the lookup: one prepared statement (session and user in one round trip).
const lookup = preparedQuery((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('auth_session_lookup'),
);

const touch = preparedQuery((db) =>
  db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('auth_session_touch'),
);

/** The live (not revoked, not expired) session of a token hash, with its active user. */
export async function findActiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await lookup(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

/** Last-seen is refreshed at most once a minute, so reads do not each cost a write. */
export async function touchSession(db: Db, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < 60_000) return;
  await touch(db).execute({ id: session.id, now: now.toISOString() });
}
