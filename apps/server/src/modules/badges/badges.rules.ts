import { BADGE_RULES, type BadgeDefinition, badgeDefinition } from '@app/shared';

/** What the rules look at, computed when an evaluation is stored. */
export interface BadgeFacts {
  taskId: string;
  subject: string;
  /** Percentage 0-100. */
  percentage: number;
  isOlympiad: boolean;
  /** The worksheet's difficulty (easy, medium, hard, extreme, auto), null for none. */
  difficulty: string | null;
  /** Concepts of this evaluation with their score 0-1 and how many questions tested them. */
  concepts: { label: string; score: number; questions: number }[];
  /** Distinct tasks of the child with an evaluation, this one included. */
  evaluatedTasks: number;
  /** Consecutive UTC days with an evaluation, ending today. */
  streakDays: number;
}

export interface EarnedBadge {
  definition: BadgeDefinition;
  /** Null for badges awarded once ever (milestones, streaks). */
  taskId: string | null;
  subject: string | null;
  context: Record<string, unknown>;
}

const def = (code: string) => badgeDefinition(code)!;

/** Pure: which badges these facts earn (README "Badges" states the same rules). Storage makes each one unique. */
export function badgesEarned(f: BadgeFacts): EarnedBadge[] {
  const out: EarnedBadge[] = [];
  const pct = f.percentage;
  const forTask = (code: string, context: Record<string, unknown> = {}) =>
    out.push({
      definition: def(code),
      taskId: f.taskId,
      subject: f.subject,
      context: { task_id: f.taskId, score_percent: pct, ...context },
    });
  const once = (code: string, context: Record<string, unknown>) =>
    out.push({ definition: def(code), taskId: null, subject: null, context: { task_id: f.taskId, ...context } });

  // Score: the highest tier reached, one per task.
  if (pct >= BADGE_RULES.perfectScore) forTask('perfect_score');
  else if (pct >= BADGE_RULES.excellentScore) forTask('excellent_score');
  else if (pct >= BADGE_RULES.greatScore) forTask('great_score');

  // Difficulty.
  if ((f.difficulty === 'hard' || f.difficulty === 'extreme') && pct >= BADGE_RULES.challengeScore)
    forTask('challenge_champion');
  if (f.isOlympiad && pct >= BADGE_RULES.olympiadScore) forTask('olympiad_star');

  // Consistency: streaks and task milestones, each once ever.
  for (const days of BADGE_RULES.streakDays) if (f.streakDays >= days) once(`streak_${days}`, { streak_days: days });
  for (const n of BADGE_RULES.taskMilestones) if (f.evaluatedTasks >= n) once(`tasks_${n}`, { task_count: n });

  // Mastery: the best-tested concept mastered on this task.
  const mastered = f.concepts
    .filter((c) => c.score >= BADGE_RULES.masteryScore && c.questions >= BADGE_RULES.masteryMinQuestions)
    .sort((a, b) => b.questions - a.questions || b.score - a.score)[0];
  if (mastered) forTask('topic_master', { topic: mastered.label });
  return out;
}

/** Consecutive days ending at `today` in a set of UTC dates (YYYY-MM-DD). */
export function streakEndingAt(days: ReadonlySet<string>, today: Date): number {
  let n = 0;
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  while (days.has(d.toISOString().slice(0, 10))) {
    n++;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return n;
}
