import type { Performance } from '@app/shared';
import type { Db } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema/index';
import { actorOf } from '../../policy/policy';
import { loadChildWorkFor } from '../children/children.service';
import { subjectsOfChild } from '../tasks/tasks.lists';
import { computePerformance, recentWork } from './performance.compute';
import * as repo from './performance.repository';

const WELLBEING_POINTS = 10;

/**
 * GET /children/{id}/performance: a fixed handful of statements whatever the history's size (task counts, the
 * latest evaluation per task, grade peers' means, recent well-being, subjects), the figures computed in memory.
 */
export async function getPerformance(
  db: Db,
  auth: { user: UserRow; session: SessionRow },
  childId: string,
  q: { subject?: string; owner_id?: string; is_olympiad?: boolean },
  now: Date,
): Promise<Performance> {
  const { child, ownerId, coach } = await loadChildWorkFor(db, actorOf(auth), childId, q.owner_id);
  const f = { childId: child.id, subject: q.subject, ownerId, isOlympiad: q.is_olympiad };
  const [counts, work, peers, wellbeing, subjects] = await Promise.all([
    repo.countTasks(db, f),
    repo.latestEvaluations(db, f),
    repo.peerAverages(db, child.grade, f),
    // The child's well-being is the family's, not a coach's to read.
    coach ? [] : repo.recentWellbeing(db, child.id, WELLBEING_POINTS),
    subjectsOfChild(db, child, ownerId),
  ]);
  const titles = await repo.taskTitles(
    db,
    recentWork(work).map((w) => w.taskId),
  );
  return computePerformance({
    childId: child.id,
    titles,
    name: child.name,
    now,
    work,
    counts,
    peers,
    wellbeing,
    availableSubjects: subjects.subjects,
  });
}
