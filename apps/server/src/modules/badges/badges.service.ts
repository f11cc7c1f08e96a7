import {
  BADGE_CATEGORIES,
  BADGE_GENERAL_SUBJECT,
  BADGE_RULES,
  type Badge,
  type BadgeResponse,
  type ZBadgeQuery,
} from '@app/shared';
import { and, countDistinct, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type BadgeRow, badges, type EvaluationRow, evaluations } from '../../db/schema/index';
import type { Actor } from '../../policy/policy';
import { loadChildFor } from '../children/children.service';
import { badgesEarned, streakEndingAt } from './badges.rules';

export function toBadge(row: BadgeRow): Badge {
  const ctx = row.context as Badge['context'];
  return {
    id: row.id,
    badge_code: row.badgeCode,
    badge_emoji: row.emoji,
    badge_label: row.label,
    badge_message: row.message,
    category: row.category,
    subject: row.subject,
    awarded_at: row.awardedAt.toISOString(),
    context: { ...ctx, task_id: (ctx.task_id as string | undefined) ?? row.taskId ?? null },
  };
}

/**
 * Checks every rule for a just-stored evaluation, inside its transaction, and stores what it earns (each badge
 * once: the unique index ignores a repeat). Two indexed queries on the child's evaluations; no per-row loops.
 */
export async function awardBadges(
  tx: Db,
  evaluation: EvaluationRow,
  extra: { difficulty: string | null; now: Date },
): Promise<BadgeRow[]> {
  const since = new Date(extra.now.getTime() - (Math.max(...BADGE_RULES.streakDays) + 1) * 86_400_000);
  const [counted] = await tx
    .select({ n: countDistinct(evaluations.taskId) })
    .from(evaluations)
    .where(eq(evaluations.childId, evaluation.childId));
  const dayRows = await tx
    .selectDistinct({ day: sql<string>`to_char(${evaluations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(evaluations)
    .where(and(eq(evaluations.childId, evaluation.childId), gte(evaluations.createdAt, since)));
  const concepts = Object.values(evaluation.conceptAnalysis as Record<string, unknown[]>)
    .flat()
    .map((c) => c as { label?: string; concept: string; score: number; questions: number });
  const earned = badgesEarned({
    taskId: evaluation.taskId,
    subject: evaluation.subject,
    percentage: evaluation.overallScore,
    isOlympiad: evaluation.isOlympiad,
    difficulty: extra.difficulty,
    concepts: concepts.map((c) => ({ label: c.label ?? c.concept, score: c.score, questions: c.questions ?? 1 })),
    evaluatedTasks: Number(counted?.n ?? 0),
    streakDays: streakEndingAt(new Set(dayRows.map((r) => r.day)), extra.now),
  });
  if (earned.length === 0) return [];
  return tx
    .insert(badges)
    .values(
      earned.map((b) => ({
        childId: evaluation.childId,
        badgeCode: b.definition.code,
        category: b.definition.category,
        emoji: b.definition.emoji,
        label: b.definition.label,
        message: b.definition.message,
        subject: b.subject,
        ownerId: b.taskId ? evaluation.ownerId : null,
        isOlympiad: b.taskId ? evaluation.isOlympiad : false,
        taskId: b.taskId,
        context: b.context,
        awardedAt: extra.now,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/**
 * GET /children/{id}/badges. Filters apply to task badges (subject, owner, olympiad); once-ever milestones carry no
 * subject or owner and are listed only when no such filter is set.
 */
export async function listBadges(
  db: Db,
  actor: Actor,
  childId: string,
  query: z.output<typeof ZBadgeQuery>,
): Promise<BadgeResponse> {
  await loadChildFor(db, actor, 'child:read', childId);
  const conds = [eq(badges.childId, childId)];
  if (query.subject) conds.push(eq(badges.subject, query.subject));
  // A coaching teacher sees the badges of the work they set only.
  const ownerId = actor.role === 'coaching_teacher' ? actor.userId : query.owner_id;
  if (ownerId) conds.push(eq(badges.ownerId, ownerId));
  if (query.is_olympiad !== undefined) {
    conds.push(eq(badges.isOlympiad, query.is_olympiad));
    conds.push(sql`${badges.taskId} is not null`);
  }
  // A child earns a bounded number of badges (a few per task); the list is capped all the same.
  const rows = await db
    .select()
    .from(badges)
    .where(and(...conds))
    .orderBy(desc(badges.awardedAt), desc(badges.id))
    .limit(1000);
  const list = rows.map(toBadge);
  const counts = { total: list.length, score: 0, difficulty: 0, consistency: 0, mastery: 0 };
  for (const b of list) if (BADGE_CATEGORIES.includes(b.category)) counts[b.category]++;
  const bySubject: Record<string, Badge[]> = {};
  for (const b of list) {
    const key = b.subject ?? BADGE_GENERAL_SUBJECT;
    bySubject[key] = [...(bySubject[key] ?? []), b];
  }
  return { badges: list, badge_counts: counts, badges_by_subject: bySubject };
}
