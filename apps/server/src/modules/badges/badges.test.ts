import { beforeAll, describe, expect, it } from 'vitest';
import {
  addChild,
  childViewToken,
  correctAnswers,
  createTaskRow,
  createWorksheetRow,
  objectiveQuestions,
} from '../../../test/core-loop';
import { call, createParent, setupTestApp } from '../../../test/helpers';
import { type BadgeFacts, badgesEarned, streakEndingAt } from './badges.rules';

const facts = (patch: Partial<BadgeFacts>): BadgeFacts => ({
  taskId: 't1',
  subject: 'Mathematics',
  percentage: 50,
  isOlympiad: false,
  difficulty: 'medium',
  concepts: [],
  evaluatedTasks: 1,
  streakDays: 1,
  ...patch,
});
const codes = (f: BadgeFacts) => badgesEarned(f).map((b) => b.definition.code);

describe('badge rules', () => {
  it('score: the highest tier reached, at 100, 90 and 80 percent', () => {
    expect(codes(facts({ percentage: 100 }))).toEqual(['perfect_score']);
    expect(codes(facts({ percentage: 90 }))).toEqual(['excellent_score']);
    expect(codes(facts({ percentage: 89.9 }))).toEqual(['great_score']);
    expect(codes(facts({ percentage: 79.9 }))).toEqual([]);
  });

  it('difficulty: 70% on a hard or extreme worksheet, 60% on an olympiad', () => {
    expect(codes(facts({ percentage: 70, difficulty: 'hard' }))).toEqual(['challenge_champion']);
    expect(codes(facts({ percentage: 70, difficulty: 'extreme' }))).toEqual(['challenge_champion']);
    expect(codes(facts({ percentage: 69, difficulty: 'hard' }))).toEqual([]);
    expect(codes(facts({ percentage: 75, difficulty: 'medium' }))).toEqual([]);
    expect(codes(facts({ percentage: 60, isOlympiad: true }))).toEqual(['olympiad_star']);
    expect(codes(facts({ percentage: 59, isOlympiad: true }))).toEqual([]);
  });

  it('consistency: 3 and 7 day streaks, 5, 10 and 25 tasks, awarded once ever (no task)', () => {
    const streak = badgesEarned(facts({ streakDays: 7, evaluatedTasks: 10 }));
    expect(streak.map((b) => b.definition.code)).toEqual(['streak_3', 'streak_7', 'tasks_5', 'tasks_10']);
    expect(streak.every((b) => b.taskId === null && b.subject === null)).toBe(true);
    expect(codes(facts({ streakDays: 2, evaluatedTasks: 4 }))).toEqual([]);
    expect(codes(facts({ evaluatedTasks: 25 }))).toEqual(['tasks_5', 'tasks_10', 'tasks_25']);
  });

  it('mastery: a concept at 90% or more over at least 3 questions', () => {
    const earned = badgesEarned(
      facts({
        concepts: [
          { label: 'Fractions', score: 1, questions: 2 },
          { label: 'Place value', score: 0.9, questions: 3 },
        ],
      }),
    );
    expect(earned.map((b) => [b.definition.code, b.context.topic])).toEqual([['topic_master', 'Place value']]);
    expect(codes(facts({ concepts: [{ label: 'x', score: 0.89, questions: 5 }] }))).toEqual([]);
  });

  it('streaks count consecutive UTC days ending today', () => {
    const today = new Date('2026-03-10T12:00:00Z');
    expect(streakEndingAt(new Set(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06']), today)).toBe(3);
    expect(streakEndingAt(new Set(['2026-03-09']), today)).toBe(0);
  });
});

const t = await setupTestApp();

describe('GET /children/{id}/badges', () => {
  let p: Awaited<ReturnType<typeof createParent>>;
  let kid: { id: string };
  const questions = objectiveQuestions(3);

  beforeAll(async () => {
    p = await createParent(t.app);
    kid = await addChild(t.app, p.token, { name: 'Asha', access_code: '4242' });
  });

  async function finishTask(opts: { subject?: string; olympiad?: boolean; difficulty?: string; wrong?: boolean }) {
    const ws = await createWorksheetRow(t.db, p.user.id, questions, { difficulty: opts.difficulty ?? 'medium' });
    const { task } = await createTaskRow(t.db, {
      ownerId: p.user.id,
      childId: kid.id,
      worksheetId: ws.id,
      subject: opts.subject,
      isOlympiad: opts.olympiad,
    });
    const answers = correctAnswers(questions);
    if (opts.wrong) answers['1'] = 'D';
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/submissions/${task.id}`,
      token: p.token,
      payload: { submitted_answers: answers },
    });
    expect(res.status).toBe(201);
    return task.id;
  }

  it('awards as evaluations are stored: counts by category, grouped by subject, filtered', async () => {
    const day = 86_400_000;
    const first = await finishTask({ subject: 'Mathematics' }); // 100%: perfect score
    t.clock.advance(day);
    await finishTask({ subject: 'Science', olympiad: true, wrong: true }); // 66.7%: olympiad star only
    t.clock.advance(day);
    await finishTask({ subject: 'Mathematics', difficulty: 'hard' }); // perfect, challenge, 3-day streak

    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const res = await call(t.app, { method: 'GET', url: `/api/children/${kid.id}/badges`, token: view });
    expect(res.status).toBe(200);
    const got = res.body.badges.map((b: { badge_code: string }) => b.badge_code).sort();
    expect(got).toEqual(['challenge_champion', 'olympiad_star', 'perfect_score', 'perfect_score', 'streak_3']);
    expect(res.body.badge_counts).toEqual({ total: 5, score: 2, difficulty: 2, consistency: 1, mastery: 0 });
    expect(Object.keys(res.body.badges_by_subject).sort()).toEqual(['General', 'Mathematics', 'Science']);
    const perfect = res.body.badges.find((b: { context: { task_id: string } }) => b.context.task_id === first);
    expect(perfect).toMatchObject({ badge_emoji: '🏆', badge_label: 'Perfect Score', context: { score_percent: 100 } });

    const science = await call(t.app, {
      method: 'GET',
      url: `/api/children/${kid.id}/badges?subject=Science`,
      token: view,
    });
    expect(science.body.badges.map((b: { badge_code: string }) => b.badge_code)).toEqual(['olympiad_star']);
    const olympiad = await call(t.app, {
      method: 'GET',
      url: `/api/children/${kid.id}/badges?is_olympiad=true`,
      token: view,
    });
    expect(olympiad.body.badge_counts.total).toBe(1);
    const regular = await call(t.app, {
      method: 'GET',
      url: `/api/children/${kid.id}/badges?is_olympiad=false`,
      token: view,
    });
    expect(regular.body.badge_counts.total).toBe(3);
  });

  it('another family gets 404', async () => {
    const other = await createParent(t.app);
    const res = await call(t.app, { method: 'GET', url: `/api/children/${kid.id}/badges`, token: other.token });
    expect(res.status).toBe(404);
  });
});
