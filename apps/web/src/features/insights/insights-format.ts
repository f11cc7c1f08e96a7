import type { Performance } from '@app/shared/schemas/review';

// Pure decisions of the insights screens (spec 03 §2.7, §9): filters, labels, bands and empty states.

/** Verbatim from ui-strings.txt. */
export const LOADING_INSIGHTS = 'Loading performance insights...';

export type TaskTypeFilter = 'all' | 'olympiad' | 'regular';

export const TYPE_FILTERS: { value: TaskTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Tasks' },
  { value: 'olympiad', label: 'Olympiad Only' },
  { value: 'regular', label: 'Regular Only' },
];

export const ALL_SUBJECTS = 'All Subjects';

export interface InsightsFilters {
  subject: string | null;
  type: TaskTypeFilter;
  /** The space: one adult's tasks (the parent's own in Parent Space). */
  ownerId?: string | null;
}

/** The dialog's first view, also the Performance card's and the summary's (one cached answer for all three). */
export const defaultInsightsFilters = (ownerId?: string | null): InsightsFilters => ({
  subject: ALL_SUBJECTS,
  type: 'all',
  ownerId,
});

/** The query string of GET /children/{id}/performance and /badges for the dialog's filters. */
export function insightsQuery(f: InsightsFilters): string {
  const q = new URLSearchParams();
  if (f.subject && f.subject !== ALL_SUBJECTS) q.set('subject', f.subject);
  if (f.type !== 'all') q.set('is_olympiad', String(f.type === 'olympiad'));
  if (f.ownerId) q.set('owner_id', f.ownerId);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11" → "Nov". */
export function monthLabel(month: string): string {
  const m = Number(month.slice(5, 7));
  return MONTHS[m - 1] ?? month;
}

/** A week's Monday "2026-11-16" → "16 Nov". */
export function weekLabel(week: string): string {
  const d = Number(week.slice(8, 10));
  return `${d} ${monthLabel(week.slice(0, 7))}`;
}

/** An ISO time → "23 Nov" (UTC, as the server's weeks and months are). */
export function dayLabel(iso: string): string {
  return weekLabel(iso.slice(0, 10));
}

/** A series is worth a chart once it has at least `min` real points. */
export function hasPoints<T>(rows: T[], value: (row: T) => number | null, min = 1): boolean {
  return rows.filter((r) => value(r) !== null).length >= min;
}

/** Performance score bands (spec 03 §9): 75 green, 50 yellow, else red. */
export function performanceColour(score: number): 'green' | 'yellow' | 'red' {
  return score >= 75 ? 'green' : score >= 50 ? 'yellow' : 'red';
}

/** Completed-task scores on the adult view (spec 03 §9): 90 green, 80 blue, 70 yellow, else red. */
export function completedScoreColour(score: number): 'green' | 'blue' | 'yellow' | 'red' {
  return score >= 90 ? 'green' : score >= 80 ? 'blue' : score >= 70 ? 'yellow' : 'red';
}

export interface WellbeingTile {
  /** Out of 5, one decimal; null without any check-in. */
  outOfFive: number | null;
  label: string;
  colour: 'green' | 'yellow' | 'red' | 'gray';
  emoji: string;
}

/**
 * The well-being tile from the child's real check-ins (0-100 → 1-5 scale). Bands of spec 03 §9: 80 or more
 * happy, 60 or more neutral, below low. Without check-ins it says so instead of showing a made-up value.
 */
export function wellbeingTile(score: number | null): WellbeingTile {
  if (score === null) return { outOfFive: null, label: 'No check-ins yet', colour: 'gray', emoji: '' };
  const outOfFive = Math.round((score / 20) * 10) / 10;
  if (score >= 80) return { outOfFive, label: 'Good', colour: 'green', emoji: '😊' };
  if (score >= 60) return { outOfFive, label: 'Okay', colour: 'yellow', emoji: '😐' };
  return { outOfFive, label: 'Low', colour: 'red', emoji: '😟' };
}

/** Class rank as shown: the server's "Top N%", or why there is none ("not enough peers"). */
export function rankText(p: Pick<Performance, 'rank' | 'rank_note'>): { value: string; note: string | null } {
  if (p.rank) return { value: p.rank, note: null };
  return { value: '—', note: p.rank_note ?? 'No rank yet' };
}

/** Proficiency: the latest month with evaluated work, else the overall average; null with no work at all. */
export function proficiencyOf(p: Pick<Performance, 'average_score' | 'graphs'>): number | null {
  const months = p.graphs.proficiency_scores.filter((m) => m.proficiency !== null);
  return months.length ? (months[months.length - 1]?.proficiency ?? null) : p.average_score;
}

export interface TrendSummary {
  count: number;
  average: number | null;
  best: number | null;
  /** Last score minus first of the window, points; null with fewer than 2 scores. */
  change: number | null;
  direction: 'up' | 'down' | 'flat' | null;
}

/** The performance trends summary over the last 7 scores (oldest first). */
export function trendSummary(scores: number[]): TrendSummary {
  const last = scores.slice(-7);
  if (!last.length) return { count: 0, average: null, best: null, change: null, direction: null };
  const average = Math.round((last.reduce((s, x) => s + x, 0) / last.length) * 10) / 10;
  const best = Math.max(...last);
  if (last.length < 2) return { count: last.length, average, best, change: null, direction: null };
  const change = Math.round(((last[last.length - 1] ?? 0) - (last[0] ?? 0)) * 10) / 10;
  const direction = Math.abs(change) < 1 ? 'flat' : change > 0 ? 'up' : 'down';
  return { count: last.length, average, best, change, direction };
}

/** "+12.5 points" / "−3 points" / "no change". */
export function formatChange(change: number | null): string {
  if (change === null) return '—';
  if (change === 0) return 'no change';
  const abs = Math.abs(change);
  return `${change > 0 ? '+' : '−'}${abs} point${abs === 1 ? '' : 's'}`;
}

/** "72%" or "—" for a missing score. */
export function formatPercent(score: number | null | undefined): string {
  return score === null || score === undefined ? '—' : `${Math.round(score)}%`;
}
