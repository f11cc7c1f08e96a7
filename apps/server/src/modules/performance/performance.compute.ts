import { RANK_MIN_PEERS, STRONG_SUBJECT_MIN, WEAK_SUBJECT_BELOW } from '@app/shared';
import type { PeerAverage, ScoredWork } from './performance.repository';

// Performance figures (spec 03 §3 Performance), pure: each is defined in the README ("Performance figures").

const DAY = 86_400_000;
const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** Consecutive UTC days with evaluated work, ending today (or yesterday, so a streak lasts until the day is over). */
export function streakOf(dates: Date[], now: Date): number {
  const days = new Set(dates.map(dayKey));
  let day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (!days.has(dayKey(day))) day = new Date(day.getTime() - DAY);
  let n = 0;
  while (days.has(dayKey(day))) {
    n++;
    day = new Date(day.getTime() - DAY);
  }
  return n;
}

/** Mean of the latest k scores minus the mean of the k before (k = 3, fewer when there are under 6 scores). */
export function improvementOf(scoresOldestFirst: number[]): number | null {
  if (scoresOldestFirst.length < 2) return null;
  const k = Math.min(3, Math.floor(scoresOldestFirst.length / 2));
  const last = scoresOldestFirst.slice(-k);
  const before = scoresOldestFirst.slice(-2 * k, -k);
  return round1(mean(last) - mean(before));
}

/** Monday (UTC) of the week holding `d`, as YYYY-MM-DD. */
export function weekOf(d: Date): string {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const back = (day.getUTCDay() + 6) % 7;
  return dayKey(new Date(day.getTime() - back * DAY));
}

/** The last `n` months as YYYY-MM, oldest first. */
export function lastMonths(now: Date, n: number): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--)
    out.push(monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  return out;
}

export function subjectScores(work: ScoredWork[]) {
  const by = new Map<string, number[]>();
  for (const w of work) by.set(w.subject, [...(by.get(w.subject) ?? []), w.score]);
  return [...by]
    .map(([subject, s]) => ({ subject, average_score: round1(mean(s)), evaluations: s.length }))
    .sort((a, b) => b.average_score - a.average_score || a.subject.localeCompare(b.subject));
}

/**
 * The child's standing among children of the same grade with evaluated work here: "Top N%" where N is the share
 * of peers scoring higher plus the child, rounded up; the percentile is the share of the others at or below.
 */
export function rankOf(peers: Map<string, number>, childId: string) {
  const mine = peers.get(childId);
  const n = peers.size;
  if (mine === undefined) return { rank: null, percentile: null, peers: n, note: 'No evaluated work yet' };
  if (n < RANK_MIN_PEERS)
    return { rank: null, percentile: null, peers: n, note: `Not enough peers yet (${n} of ${RANK_MIN_PEERS} needed)` };
  const others = [...peers].filter(([id]) => id !== childId).map(([, avg]) => avg);
  const higher = others.filter((a) => a > mine).length;
  const atOrBelow = others.length - higher;
  return {
    rank: `Top ${Math.ceil(((higher + 1) / n) * 100)}%`,
    percentile: round1((atOrBelow / others.length) * 100),
    peers: n,
    note: null,
  };
}

/** The last 7 pieces of work, oldest first (the trends view, spec 03 §9). */
export const recentWork = (work: ScoredWork[]) => [...work].sort((a, b) => a.at.getTime() - b.at.getTime()).slice(-7);

export function computePerformance(input: {
  childId: string;
  titles: Map<string, string>;
  name: string;
  now: Date;
  work: ScoredWork[];
  counts: { total: number; completed: number };
  peers: PeerAverage[];
  wellbeing: { score: number; at: Date }[];
  availableSubjects: string[];
}) {
  const { now } = input;
  const work = [...input.work].sort((a, b) => a.at.getTime() - b.at.getTime());
  const scores = work.map((w) => w.score);
  const subjects = subjectScores(work);

  const overall = new Map<string, number>();
  const monthly = new Map<string, Map<string, number>>();
  for (const p of input.peers) {
    if (p.month === null) overall.set(p.childId, p.average);
    else monthly.set(p.month, (monthly.get(p.month) ?? new Map()).set(p.childId, p.average));
  }
  const rank = rankOf(overall, input.childId);
  const months = lastMonths(now, 6);
  const progress = input.counts.total ? round1((input.counts.completed / input.counts.total) * 100) : 0;

  const weeks: string[] = [];
  for (let i = 7; i >= 0; i--) weeks.push(weekOf(new Date(now.getTime() - i * 7 * DAY)));
  const byWeek = new Map<string, number[]>();
  for (const w of work) byWeek.set(weekOf(w.at), [...(byWeek.get(weekOf(w.at)) ?? []), w.score]);
  const byMonth = new Map<string, number[]>();
  for (const w of work) byMonth.set(monthKey(w.at), [...(byMonth.get(monthKey(w.at)) ?? []), w.score]);

  const wellbeing = [...input.wellbeing].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    child_id: input.childId,
    name: input.name,
    average_score: scores.length ? round1(mean(scores)) : null,
    completed_tasks: input.counts.completed,
    total_tasks: input.counts.total,
    total_points: Math.round(work.reduce((s, w) => s + w.points, 0) * 100) / 100,
    streak: streakOf(
      work.map((w) => w.at),
      now,
    ),
    improvement_percentage: improvementOf(scores),
    strong_subjects: subjects.filter((s) => s.average_score >= STRONG_SUBJECT_MIN).map((s) => s.subject),
    weak_subjects: subjects.filter((s) => s.average_score < WEAK_SUBJECT_BELOW).map((s) => s.subject),
    rank: rank.rank,
    rank_percentile: rank.percentile,
    rank_peers: rank.peers,
    rank_note: rank.note,
    progress_percentage: progress,
    available_subjects: input.availableSubjects,
    recent_scores: work.slice(-7).map((w) => ({
      task_id: w.taskId,
      title: input.titles.get(w.taskId) ?? '',
      subject: w.subject,
      score: w.score,
      date: w.at.toISOString(),
    })),
    subject_scores: subjects,
    wellbeing_score: wellbeing.length ? round1((mean(wellbeing.map((w) => w.score)) / 5) * 100) : null,
    graphs: {
      progress_meter: {
        current_progress: progress,
        weekly_progress: weeks.map((week) => {
          const s = byWeek.get(week) ?? [];
          return { week, progress: s.length ? round1(mean(s)) : null, evaluations: s.length };
        }),
      },
      rank_history: months.map((month) => {
        const peers = monthly.get(month);
        const r = peers ? rankOf(peers, input.childId) : null;
        return { month, rank_percentage: r?.percentile ?? null };
      }),
      proficiency_scores: months.map((month) => {
        const s = byMonth.get(month) ?? [];
        return { month, proficiency: s.length ? round1(mean(s)) : null };
      }),
      emotional_wellbeing: wellbeing.map((w) => ({ date: w.at.toISOString(), wellbeing: round1((w.score / 5) * 100) })),
    },
  };
}
