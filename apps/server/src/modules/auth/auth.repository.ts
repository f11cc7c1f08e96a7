import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachingRequests, type SessionRow, sessions, type UserRow, users } from '../../db/schema/index';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * The e-mail's owner registers over an unclaimed invitation (a coaching request's account whose one-time password
 * was never replaced): their own details and secrets replace the invitation's, every session opened with the
 * one-time password ends, and pending requests stay only for a parent. Undefined when it was claimed meanwhile.
 */
export async function claimInvitation(
  db: Db,
  id: string,
  values: Pick<typeof users.$inferInsert, 'name' | 'mobile' | 'role' | 'passwordHash' | 'accessCodeHash'>,
  now: Date,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        ...values,
        mustChangePassword: false,
        mustChangeAccessCode: false,
        oneTimeExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(users.id, id), isNotNull(users.oneTimeExpiresAt)))
      .returning();
    if (!row) return undefined;
    await revokeUserSessions(tx, id, now);
    if (row.role !== 'parent')
      await tx
        .delete(coachingRequests)
        .where(and(eq(coachingRequests.parentId, id), eq(coachingRequests.status, 'pending')));
    return row;
  });
}

/** Whether this account has ever opened a session from this source (its usual device or network). */
export async function hasSessionFrom(db: Db, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return !!row;
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row;
}

/** A session is live when not revoked, not expired, and its user is active (deactivation bites at once). */
export async function updateSession(db: Db, id: string, values: Partial<typeof sessions.$inferInsert>) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except one when given (the caller's own, after a password change). */
export async function revokeUserSessions(db: Db, userId: string, now: Date, exceptSessionId?: string) {
  const conds = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conds.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conds));
}
