import {
  CHILD_VIEW_EXIT_MAX_FAILURES,
  CODE_LOCK_MINUTES,
  CODE_MAX_FAILURES,
  fourDigits,
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_BACKOFF_AFTER,
  LOGIN_FAILURE_WINDOW_HOURS,
  LOGIN_LOCK_AFTER,
  LOGIN_LOCK_MINUTES,
  MSG,
} from '@app/shared';
import type { Db } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema/index';
import { sha256 } from '../../lib/crypto';
import { tooMany } from '../../lib/errors';
import { hasSessionFrom } from './auth.repository';
import { clearKey, isLocked, lockKey, readThrottle, recordFailure } from './throttle';

const minutes = (n: number) => n * 60_000;

/** Wait after the 5th consecutive failure: 1 s, 2 s, 4 s, 8 s, 16 s; the 10th locks. */
export function loginBackoffMs(failures: number): number {
  if (failures < LOGIN_BACKOFF_AFTER) return 0;
  return Math.min(2 ** (failures - LOGIN_BACKOFF_AFTER) * 1000, 60_000);
}

/*
 * Sign-in (NIST SP 800-63B §5.2.2, OWASP Authentication Cheat Sheet): failures are counted per account AND source,
 * so a stranger's guesses lock only the stranger's source out of that account; the person on their usual device
 * signs in as ever. An account-wide count caps a distributed attack at 100 consecutive failures, after which only
 * sources that have signed in to that account before may try. Keys hash the e-mail as typed, so an unknown e-mail
 * backs off and locks exactly as a real one does: the answers and the work done are the same.
 */
const LOGIN_WINDOW = LOGIN_FAILURE_WINDOW_HOURS * 3_600_000;

export function loginKeys(email: string, ip: string | undefined) {
  const account = `login:${sha256(email.trim().toLowerCase())}`;
  return { account, source: `${account}:${ip ?? 'unknown'}` };
}

export type LoginKeys = ReturnType<typeof loginKeys>;

/** Throws 429 while this source must wait or is locked out of this account. */
export async function checkLoginAllowed(db: Db, now: Date, keys: LoginKeys, user: UserRow | undefined, ip?: string) {
  const source = await readThrottle(db, keys.source, now, LOGIN_WINDOW);
  if (isLocked(source, now)) throw tooMany(MSG.loginLocked, 'login_locked');
  const wait = loginBackoffMs(source.failures);
  if (wait > 0 && source.lastFailureAt && source.lastFailureAt.getTime() + wait > now.getTime()) {
    throw tooMany(MSG.loginBackoff, 'login_backoff');
  }
  const account = await readThrottle(db, keys.account, now, minutes(LOGIN_LOCK_MINUTES));
  if (account.failures >= LOGIN_ACCOUNT_MAX_FAILURES) {
    const familiar = user && ip ? await hasSessionFrom(db, user.id, ip) : false;
    if (!familiar) throw tooMany(MSG.loginLocked, 'login_locked');
  }
}

/** Counts a failed sign-in; returns true when this source is now locked out of the account. */
export async function recordLoginFailure(db: Db, now: Date, keys: LoginKeys): Promise<boolean> {
  // The account-wide count is kept for 30 minutes after its last failure, the lock it stands for.
  await recordFailure(db, keys.account, now, minutes(LOGIN_LOCK_MINUTES));
  const failures = await recordFailure(db, keys.source, now, LOGIN_WINDOW);
  if (failures < LOGIN_LOCK_AFTER) return false;
  await lockKey(db, keys.source, new Date(now.getTime() + minutes(LOGIN_LOCK_MINUTES)));
  return true;
}

export async function clearLoginFailures(db: Db, keys: LoginKeys) {
  await clearKey(db, keys.source);
  await clearKey(db, keys.account);
}

/*
 * Access codes. Each kind has its own count per account, across sessions:
 * - 'account': the user's own 6-digit code at sign-in (or re-entered in the parent view);
 * - 'child': a child's 4-digit code, opening that child's view from the parent's session;
 * - 'exit': the parent's code given from a child's view (the child may be at the keyboard): a stricter count.
 * A success never clears another kind's failures, and a child code never clears any: knowing one child's code
 * (as that child does) must not buy more guesses at a sibling's code or the parent's.
 */
export type CodeKind = 'account' | 'child' | 'exit';

const MAX_FAILURES: Record<CodeKind, number> = {
  account: CODE_MAX_FAILURES,
  child: CODE_MAX_FAILURES,
  exit: CHILD_VIEW_EXIT_MAX_FAILURES,
};
export const CODE_WINDOW = minutes(CODE_LOCK_MINUTES);

export function codeKindFor(user: UserRow, session: SessionRow, code: string): CodeKind {
  if (session.activeChildId) return 'exit';
  return user.role === 'parent' && fourDigits.test(code) ? 'child' : 'account';
}

export const codeKey = (kind: CodeKind, userId: string) => `code:${kind}:${userId}`;

export async function isCodeLocked(db: Db, now: Date, kind: CodeKind, userId: string): Promise<boolean> {
  return isLocked(await readThrottle(db, codeKey(kind, userId), now, CODE_WINDOW), now);
}

/** Counts a wrong code; returns the count and whether it now locks this kind for 15 minutes. */
export async function recordCodeFailure(db: Db, now: Date, kind: CodeKind, userId: string) {
  const key = codeKey(kind, userId);
  const failures = await recordFailure(db, key, now, CODE_WINDOW);
  const locked = failures >= MAX_FAILURES[kind];
  if (locked) await lockKey(db, key, new Date(now.getTime() + CODE_WINDOW));
  return { failures, locked };
}

export const clearCodeFailures = (db: Db, kind: CodeKind, userId: string) => clearKey(db, codeKey(kind, userId));
