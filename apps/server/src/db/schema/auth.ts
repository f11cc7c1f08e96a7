import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    role: text('role', { enum: ['parent', 'coaching_teacher', 'super_admin', 'qb_admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** argon2id of the 6-digit access code (parent, super_admin, qb_admin). */
    accessCodeHash: text('access_code_hash'),
    isActive: boolean('is_active').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The one-time access code of an invited account must be replaced at first sign-in too. */
    mustChangeAccessCode: boolean('must_change_access_code').notNull().default(false),
    /** The teacher whose coaching request created this account (the daily cap on new parents counts these). */
    invitedBy: uuid('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * Set while the account is an unclaimed invitation: its one-time password signs in until then. Cleared when
     * the owner chooses a password (or registers with the e-mail instead).
     */
    oneTimeExpiresAt: ts('one_time_expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // The admin's user list: newest first, keyset on (created_at, id), optionally within one role.
    index('users_role_created_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_invited_by_idx').on(t.invitedBy, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the opaque bearer token: a leaked table does not yield usable tokens. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessVerified: boolean('access_verified').notNull().default(false),
    /** Set while the session is in a child's view (families issue). */
    activeChildId: uuid('active_child_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Failure counters for sign-in and access codes, one row per key (see modules/auth/throttle.ts): keyed by what
 * is guessed (an account's code of one kind; an e-mail from one source), not by session, so a new session or an
 * unknown e-mail starts nowhere fresh.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: ts('last_failure_at').notNull(),
  lockedUntil: ts('locked_until'),
});
