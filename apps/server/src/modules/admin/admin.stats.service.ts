import {
  ACTIVE_USER_DAYS,
  ADMIN_MSG,
  DB_STAT_KEYS,
  type DbStats,
  type DbStatsResponse,
  type Overview,
  RECENT_ACTIVITY_DAYS,
  type Role,
} from '@app/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { findUserById } from '../auth/auth.repository';
import { type OwnerScope, registeredCounts, taskOverview } from './admin.registry';
import * as repo from './admin.repository';

const DAY_MS = 86_400_000;

async function loadUser(db: Db, id: string) {
  const user = isUuid(id) ? await findUserById(db, id) : undefined;
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return user;
}

/** The Database tab: system-wide counts, one role's, or one user's (with who that user is). */
export async function databaseStats(db: Db, q: { user_id?: string; role?: Role }): Promise<DbStatsResponse> {
  const user = q.user_id ? await loadUser(db, q.user_id) : null;
  const scope: OwnerScope = user ? { userId: user.id } : { role: q.role };
  const counts = { ...(await repo.baseCounts(db, scope)), ...(await registeredCounts(db, scope)) };
  const stats = Object.fromEntries(DB_STAT_KEYS.map((k) => [k, counts[k] ?? 0])) as DbStats;
  return {
    stats,
    user_info: user ? { id: user.id, email: user.email, name: user.name, role: user.role } : null,
  };
}

/** `YYYY-MM-DD` of the last n UTC days, oldest first, ending today. */
function lastDays(now: Date, n: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

const sum = (days: string[], m: Record<string, number>) => days.reduce((a, d) => a + (m[d] ?? 0), 0);

/**
 * The Overview tab (spec 01 §2): everyone, one role's users, or one user (the screen keeps the two filters
 * exclusive; given both, the user wins). Recent activity covers the last 7 calendar days including today.
 */
export async function overview(
  db: Db,
  now: Date,
  q: { role?: 'parent' | 'coaching_teacher'; user_id?: string },
): Promise<Overview> {
  const user = q.user_id ? await loadUser(db, q.user_id) : null;
  const scope: OwnerScope = user ? { userId: user.id } : q.role ? { role: q.role } : {};
  const days = lastDays(now, RECENT_ACTIVITY_DAYS);
  const since = new Date(`${days[0]}T00:00:00.000Z`);

  const u = await repo.userCounts(db, scope, new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS));
  const base = await repo.baseCounts(db, scope);
  const t = await taskOverview(db, scope, since);
  const created = await repo.dailyCreated(db, scope, since);
  const pending = t.total - t.completed;
  return {
    filter_info: {
      applied_filters: { role: user ? null : (q.role ?? null), user_id: user?.id ?? null },
      filtered_user: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
    },
    users: { total: u.total, active_30d: u.active, parents: u.parents, teachers: u.teachers },
    tasks: {
      total: t.total,
      completed: t.completed,
      pending,
      completion_rate: t.total ? Math.round((t.completed / t.total) * 1000) / 10 : 0,
      olympiad: t.olympiad,
      regular: t.regular,
    },
    content: {
      worksheets: base.worksheets,
      notes: base.notes,
      evaluations: t.evaluations.total,
      olympiad_evaluations: t.evaluations.olympiad,
      regular_evaluations: t.evaluations.regular,
    },
    recent_activity: {
      tasks_7d: sum(days, t.daily_tasks),
      evaluations_7d: sum(days, t.daily_evaluations),
      daily: days.map((date) => ({
        date,
        new_users: created.users[date] ?? 0,
        tasks: t.daily_tasks[date] ?? 0,
        evaluations: t.daily_evaluations[date] ?? 0,
        worksheets: created.worksheets[date] ?? 0,
        notes: created.notes[date] ?? 0,
      })),
    },
  };
}
