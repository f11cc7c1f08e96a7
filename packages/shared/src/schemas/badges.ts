import { z } from 'zod';

// Badges (spec 03 §3 Badge, §4 badge checks, §7 GET /children/{id}/badges). Award rules (README "Badges"):
// every rule is checked when an evaluation is stored, inside the same transaction, and a badge is awarded once
// (per task for task badges, once ever for milestone badges).

export const BADGE_CATEGORIES = ['score', 'difficulty', 'consistency', 'mastery'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

export interface BadgeDefinition {
  code: string;
  category: BadgeCategory;
  emoji: string;
  label: string;
  message: string;
  /** The rule in words (README and tests say the same). */
  rule: string;
  /** Per task (awarded again on another task) or once ever. */
  per: 'task' | 'once';
}

/** Thresholds of the rules, in one place. */
export const BADGE_RULES = {
  perfectScore: 100,
  excellentScore: 90,
  greatScore: 80,
  challengeScore: 70,
  olympiadScore: 60,
  streakDays: [3, 7] as const,
  taskMilestones: [5, 10, 25] as const,
  masteryMinQuestions: 3,
  masteryScore: 0.9,
} as const;

export const BADGES: readonly BadgeDefinition[] = [
  {
    code: 'perfect_score',
    category: 'score',
    emoji: '🏆',
    label: 'Perfect Score',
    message: 'Every answer right. Amazing work!',
    rule: '100% on a task',
    per: 'task',
  },
  {
    code: 'excellent_score',
    category: 'score',
    emoji: '🌟',
    label: 'Superstar',
    message: 'You scored 90% or more. Brilliant!',
    rule: '90% or more (below 100%) on a task',
    per: 'task',
  },
  {
    code: 'great_score',
    category: 'score',
    emoji: '⭐',
    label: 'Great Job',
    message: 'You scored 80% or more. Keep it up!',
    rule: '80% or more (below 90%) on a task',
    per: 'task',
  },
  {
    code: 'challenge_champion',
    category: 'difficulty',
    emoji: '💪',
    label: 'Challenge Champion',
    message: 'You took on a hard worksheet and did really well!',
    rule: '70% or more on a worksheet of hard or extreme difficulty',
    per: 'task',
  },
  {
    code: 'olympiad_star',
    category: 'difficulty',
    emoji: '🥇',
    label: 'Olympiad Star',
    message: 'A great result on an olympiad test!',
    rule: '60% or more on an olympiad task',
    per: 'task',
  },
  {
    code: 'streak_3',
    category: 'consistency',
    emoji: '🔥',
    label: '3-Day Streak',
    message: 'You finished tasks 3 days in a row!',
    rule: 'evaluated work on 3 consecutive days (UTC)',
    per: 'once',
  },
  {
    code: 'streak_7',
    category: 'consistency',
    emoji: '🚀',
    label: '7-Day Streak',
    message: 'A whole week of learning in a row!',
    rule: 'evaluated work on 7 consecutive days (UTC)',
    per: 'once',
  },
  {
    code: 'tasks_5',
    category: 'consistency',
    emoji: '📚',
    label: 'Busy Learner',
    message: 'You have completed 5 tasks!',
    rule: '5 evaluated tasks',
    per: 'once',
  },
  {
    code: 'tasks_10',
    category: 'consistency',
    emoji: '🎒',
    label: 'Hard Worker',
    message: 'You have completed 10 tasks!',
    rule: '10 evaluated tasks',
    per: 'once',
  },
  {
    code: 'tasks_25',
    category: 'consistency',
    emoji: '🏅',
    label: 'Learning Legend',
    message: 'You have completed 25 tasks!',
    rule: '25 evaluated tasks',
    per: 'once',
  },
  {
    code: 'topic_master',
    category: 'mastery',
    emoji: '🧠',
    label: 'Topic Master',
    message: 'You have mastered a topic!',
    rule: 'a concept scored 90% or more over at least 3 questions of one task',
    per: 'task',
  },
];

export const badgeDefinition = (code: string) => BADGES.find((b) => b.code === code);

export const ZBadge = z.object({
  id: z.string(),
  badge_code: z.string(),
  badge_emoji: z.string(),
  badge_label: z.string(),
  badge_message: z.string(),
  category: z.enum(BADGE_CATEGORIES),
  subject: z.string().nullable(),
  awarded_at: z.string(),
  /** task_id, and where the rule has them: topic, score_percent, streak_days, task_count. */
  context: z.object({
    task_id: z.string().nullable(),
    topic: z.string().optional(),
    score_percent: z.number().optional(),
    streak_days: z.number().optional(),
    task_count: z.number().optional(),
  }),
});
export type Badge = z.infer<typeof ZBadge>;

const boolParam = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /children/{id}/badges filters (spec 03 §7). */
export const ZBadgeQuery = z.object({
  subject: z.string().trim().max(60).optional(),
  owner_id: z.uuid().optional(),
  is_olympiad: boolParam,
});

export const ZBadgeCounts = z.object({
  total: z.number().int(),
  score: z.number().int(),
  difficulty: z.number().int(),
  consistency: z.number().int(),
  mastery: z.number().int(),
});

/** Newest first. Milestone badges (no subject) are grouped under "General". */
export const ZBadgeResponse = z.object({
  badges: z.array(ZBadge),
  badge_counts: ZBadgeCounts,
  badges_by_subject: z.record(z.string(), z.array(ZBadge)),
});
export type BadgeResponse = z.infer<typeof ZBadgeResponse>;

export const BADGE_GENERAL_SUBJECT = 'General';
