// The spec's numbers (spec 01 §9, spec 03 §9). One place, used by server and web.
export const ROLES = ['parent', 'coaching_teacher', 'super_admin', 'qb_admin'] as const;
export const SELF_REGISTER_ROLES = ['parent', 'coaching_teacher'] as const;
export const BOARDS = ['CBSE', 'ICSE', 'IB', 'Cambridge', 'State'] as const;
export const DIFFICULTIES = ['auto', 'easy', 'medium', 'hard', 'extreme'] as const;

export const PARENT_CODE_LENGTH = 6;
export const CHILD_CODE_LENGTH = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const CHILD_AGE_MIN = 3;
export const CHILD_AGE_MAX = 18;
export const GRADE_MIN = 1;
export const GRADE_MAX = 12;

export const NOTIFICATION_DROPDOWN_MAX = 10;
export const BADGE_CAP = 99;
export const STUDY_SUPPORT_PREVIEW = 5;
export const ACTIVE_USER_DAYS = 30;
export const RECENT_ACTIVITY_DAYS = 7;
export const RESET_CONFIRM_WORD = 'RESET';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

// Security limits (ARCHITECTURE.md "Security").
export const LOGIN_BACKOFF_AFTER = 5;
export const LOGIN_LOCK_AFTER = 10;
export const LOGIN_LOCK_MINUTES = 30;
export const CODE_MAX_FAILURES = 5;
export const CODE_LOCK_MINUTES = 15;
/** Wrong parent codes from a child's view before that session ends (stricter: the child may be at the keyboard). */
export const CHILD_VIEW_EXIT_MAX_FAILURES = 3;
/** Failed sign-ins to one account from all sources together before unfamiliar sources are refused (NIST 800-63B). */
export const LOGIN_ACCOUNT_MAX_FAILURES = 100;
/** Sign-in failures are forgotten after a day without another. */
export const LOGIN_FAILURE_WINDOW_HOURS = 24;
export const SESSION_TTL_DAYS = 30;

/** Local-storage keys the web client uses (spec 01 §4: the token lives under a fixed key). */
export const STORAGE_KEYS = {
  token: 'ss_access_token',
  accessVerified: 'ss_access_verified',
  dashboardType: 'ss_dashboard_type',
  activeUserId: 'ss_active_user_id',
  activeUserName: 'ss_active_user_name',
  activeChild: 'ss_active_child',
} as const;

export type Role = (typeof ROLES)[number];
export type Board = (typeof BOARDS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
