import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: ts('last_failed_login_at'),
    loginLockedUntil: ts('login_locked_until'),
    codeFailures: integer('code_failures').notNull().default(0),
    codeLockedUntil: ts('code_locked_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), index('users_role_idx').on(t.role)],
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
