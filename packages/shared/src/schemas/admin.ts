import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_CONFIRM_WORD } from '../constants';
import { MSG } from '../messages';
import { ZRole, ZUser } from './auth';

// The super admin dashboard (spec 01 §2 "Super Admin Dashboard", §3, §5, §7 Admin, §8): users, database, analytics,
// danger zone and the audit log.

export const ADMIN_MSG = {
  // Loads and actions (spec 01 §8).
  loadUsersFailed: 'Failed to load users',
  loadStatsFailed: 'Failed to load database stats',
  loadAnalyticsFailed: 'Failed to load analytics',
  loadUserStatsFailed: 'Failed to load user stats',
  toggleFailed: 'Failed to toggle user status',
  deleteFailed: 'Failed to delete user',
  setPasswordFailed: 'Failed to set password',
  clearTasksFailed: 'Failed to clear tasks',
  clearNotesFailed: 'Failed to clear notes',
  resetFailed: 'Failed to reset system',
  userDeleted: 'User deleted successfully',
  userActivated: 'User activated successfully',
  userDeactivated: 'User deactivated successfully',
  tasksCleared: 'All tasks cleared successfully',
  notesCleared: 'All notes cleared successfully',
  resetDone: 'System reset successful!',
  noUsers: 'No users found',
  typeReset: 'Please type RESET to confirm system reset',
  // Our own details (the spec leaves them unshown).
  protectedUser: 'Super admin accounts are protected',
  userNotFound: 'User not found',
  notYourself: 'You cannot change your own account here',
  confirmRequired: 'Please confirm this action (confirm=true)',
  passwordRequired: 'Please enter your password to confirm',
  wrongPassword: 'Incorrect password. Please try again.',
  scaledRefused:
    'Danger Zone actions are turned off on this server (scaled mode). Set ALLOW_DANGER_ZONE=true to allow them.',
  loadAuditFailed: 'Failed to load the audit log',
} as const;

export const passwordSetMessage = (email: string) => `Password set successfully for ${email}`;

export const ADMIN_LIMITS = { usersPage: 50, usersPageMax: 200, auditPage: 50, auditPageMax: 200, searchMax: 100 };

/** Roles the User Management filter offers (spec 01 §2); qb_admin is listed under "all". */
export const ADMIN_USER_ROLE_FILTERS = ['parent', 'coaching_teacher', 'super_admin', 'qb_admin'] as const;
/** Roles the Overview filter offers. */
export const ADMIN_OVERVIEW_ROLES = ['parent', 'coaching_teacher'] as const;

const ZUuidParam = z.string().trim().max(64);

export const ZAdminUserIdParams = z.object({ id: ZUuidParam });

export const ZAdminUsersQuery = z.object({
  role: ZRole.optional(),
  /** Name or email contains (the user pickers search with it). */
  q: z.string().trim().max(ADMIN_LIMITS.searchMax).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIMITS.usersPageMax).default(ADMIN_LIMITS.usersPage),
  /** Opaque keyset cursor from the previous page's `next_cursor`. */
  cursor: z.string().max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUser = ZUser.extend({
  /** Super admins: shown as Protected, no actions (spec 01 §2, §6). */
  protected: z.boolean(),
  last_seen_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersResponse = z.object({
  users: z.array(ZAdminUser),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type AdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

const ZNewPassword = z
  .string({ error: MSG.passwordMin })
  .min(PASSWORD_MIN_LENGTH, MSG.passwordMin)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/** POST /admin/users/{id}/set-password. */
export const ZAdminSetPasswordBody = z.object({ new_password: ZNewPassword });
/** POST /admin/set-user-password (the other shape the spec shows). */
export const ZAdminSetUserPasswordBody = z.object({
  user_id: z.string({ error: ADMIN_MSG.userNotFound }).trim().min(1, ADMIN_MSG.userNotFound).max(64),
  new_password: ZNewPassword,
});
export type AdminSetUserPasswordBody = z.input<typeof ZAdminSetUserPasswordBody>;

export const ZAdminToggleResponse = z.object({ message: z.string(), user: ZAdminUser });

/** What went with a deleted account, so the admin sees everything the user owned is accounted for. */
export const ZDeletedCounts = z.record(z.string(), z.number().int());
export type DeletedCounts = z.infer<typeof ZDeletedCounts>;

export const ZAdminDeleteResponse = z.object({ message: z.string(), deleted: ZDeletedCounts });

// ---- Database tab ------------------------------------------------------------------------------------------------

export const DB_STAT_KEYS = [
  'users',
  'parents',
  'children',
  'batches',
  'tasks',
  'evaluations',
  'notes',
  'coaching_relationships',
  'worksheets',
  'files',
] as const;
export type DbStatKey = (typeof DB_STAT_KEYS)[number];

export const ZDbStats = z.object(
  Object.fromEntries(DB_STAT_KEYS.map((k) => [k, z.number().int()])) as {
    [K in DbStatKey]: z.ZodNumber;
  },
);
export type DbStats = z.infer<typeof ZDbStats>;

export const ZDbStatsQuery = z.object({ user_id: ZUuidParam.optional(), role: ZRole.optional() });

export const ZDbStatsResponse = z.object({
  stats: ZDbStats,
  /** Set when the counts are one user's (query user_id, or /stats/user/{id}). */
  user_info: z.object({ id: z.string(), email: z.string(), name: z.string(), role: ZRole }).nullable(),
});
export type DbStatsResponse = z.infer<typeof ZDbStatsResponse>;

export const ZConfirmQuery = z.object({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZResetSystemBody = z.object({
  confirm_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  /** The typed word; the screen sends it so the server also checks it. */
  confirm_text: z.string().max(20).optional(),
});
export type ResetSystemBody = z.input<typeof ZResetSystemBody>;

export const ZDangerResponse = z.object({ message: z.string(), deleted: ZDeletedCounts });
export type DangerResponse = z.infer<typeof ZDangerResponse>;

export const isResetWord = (s: string | undefined | null) => (s ?? '').trim() === RESET_CONFIRM_WORD;

// ---- Overview (analytics) ----------------------------------------------------------------------------------------

export const ZOverviewQuery = z.object({
  role: z.enum(ADMIN_OVERVIEW_ROLES).optional(),
  user_id: ZUuidParam.optional(),
});
export type OverviewQuery = z.input<typeof ZOverviewQuery>;

const ZSplit = z.object({ total: z.number().int(), completed: z.number().int() });

export const ZDailyActivity = z.object({
  date: z.string(),
  new_users: z.number().int(),
  tasks: z.number().int(),
  evaluations: z.number().int(),
  worksheets: z.number().int(),
  notes: z.number().int(),
});

export const ZOverview = z.object({
  filter_info: z.object({
    applied_filters: z.object({ role: z.string().nullable(), user_id: z.string().nullable() }),
    filtered_user: z.object({ id: z.string(), name: z.string(), email: z.string(), role: ZRole }).nullable(),
  }),
  users: z.object({
    total: z.number().int(),
    active_30d: z.number().int(),
    parents: z.number().int(),
    teachers: z.number().int(),
  }),
  tasks: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    pending: z.number().int(),
    completion_rate: z.number(),
    olympiad: ZSplit,
    regular: ZSplit,
  }),
  content: z.object({
    worksheets: z.number().int(),
    notes: z.number().int(),
    evaluations: z.number().int(),
    olympiad_evaluations: z.number().int(),
    regular_evaluations: z.number().int(),
  }),
  recent_activity: z.object({
    tasks_7d: z.number().int(),
    evaluations_7d: z.number().int(),
    /** One row per day of the last 7 days, oldest first (the trend charts). */
    daily: z.array(ZDailyActivity),
  }),
});
export type Overview = z.infer<typeof ZOverview>;

// ---- Audit log ---------------------------------------------------------------------------------------------------

export const AUDIT_CATEGORIES = ['auth', 'admin', 'child', 'child_view', 'qb', 'ai_config', 'cli'] as const;

export const ZAuditQuery = z.object({
  /** `auth`, `admin`…: actions starting with `<category>.` */
  category: z.enum(AUDIT_CATEGORIES).optional(),
  actor_id: ZUuidParam.optional(),
  /** Keyset: entries older than this id. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIMITS.auditPageMax).default(ADMIN_LIMITS.auditPage),
});
export type AuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntryView = z.infer<typeof ZAuditEntry>;

export const ZAuditResponse = z.object({ entries: z.array(ZAuditEntry), next_before: z.number().int().nullable() });
export type AuditResponse = z.infer<typeof ZAuditResponse>;
