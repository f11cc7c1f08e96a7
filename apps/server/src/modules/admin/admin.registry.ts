import type { DbStatKey, Role } from '@app/shared';
import type { Db } from '../../db/client';

/**
 * The admin screens count and clear data that other modules own (tasks, submissions, evaluations, batches, coaching).
 * Cross-module rule: the admin module never reads their tables; each owner registers here once, at import time, and
 * what is not registered counts as zero (a table that does not exist yet holds nothing).
 */

/** Whose data an overview counts: everyone, one role's users, or one user. */
export interface OwnerScope {
  role?: Role;
  userId?: string;
}

export interface TaskOverview {
  total: number;
  completed: number;
  olympiad: { total: number; completed: number };
  regular: { total: number; completed: number };
  evaluations: { total: number; olympiad: number; regular: number };
  /** Tasks and evaluations created per day since `since` (ISO date `YYYY-MM-DD` → count). */
  daily_tasks: Record<string, number>;
  daily_evaluations: Record<string, number>;
}

export interface TaskStatsProvider {
  overview(db: Db, scope: OwnerScope, since: Date): Promise<TaskOverview>;
}

/** Counts for the Database tab: system-wide (empty scope), of one role's users, or of what one user owns. */
export type DbCounter = (db: Db, scope: OwnerScope) => Promise<Partial<Record<DbStatKey, number>>>;

/**
 * Clears a kind of data inside the caller's transaction. Returns what it deleted by name and the ids of files that
 * went with it (deleted from storage after the transaction commits).
 */
export type DataClearer = (tx: Db) => Promise<{ deleted: Record<string, number>; fileIds?: string[] }>;

let taskStats: TaskStatsProvider | null = null;
const counters = new Map<string, DbCounter>();
const taskClearers = new Map<string, DataClearer>();

export function registerTaskStats(provider: TaskStatsProvider): void {
  taskStats = provider;
}

export function registerDbCounter(name: string, fn: DbCounter): void {
  counters.set(name, fn);
}

/** "Clear Tasks" (and Reset System) run every registered clearer: tasks, submissions, evaluations and what hangs off them. */
export function registerTaskClearer(name: string, fn: DataClearer): void {
  taskClearers.set(name, fn);
}

export const emptyTaskOverview = (): TaskOverview => ({
  total: 0,
  completed: 0,
  olympiad: { total: 0, completed: 0 },
  regular: { total: 0, completed: 0 },
  evaluations: { total: 0, olympiad: 0, regular: 0 },
  daily_tasks: {},
  daily_evaluations: {},
});

export async function taskOverview(db: Db, scope: OwnerScope, since: Date): Promise<TaskOverview> {
  return taskStats ? taskStats.overview(db, scope, since) : emptyTaskOverview();
}

export async function registeredCounts(db: Db, scope: OwnerScope) {
  const out: Partial<Record<DbStatKey, number>> = {};
  for (const fn of counters.values()) {
    for (const [k, v] of Object.entries(await fn(db, scope))) {
      out[k as DbStatKey] = (out[k as DbStatKey] ?? 0) + (v ?? 0);
    }
  }
  return out;
}

export async function clearTaskData(tx: Db) {
  const deleted: Record<string, number> = {};
  const fileIds: string[] = [];
  for (const fn of taskClearers.values()) {
    const r = await fn(tx);
    for (const [k, v] of Object.entries(r.deleted)) deleted[k] = (deleted[k] ?? 0) + v;
    if (r.fileIds) fileIds.push(...r.fileIds);
  }
  return { deleted, fileIds };
}
