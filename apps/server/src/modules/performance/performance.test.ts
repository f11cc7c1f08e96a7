import { beforeAll, describe, expect, it } from 'vitest';
import { wellbeingResponses } from '../../db/schema/index';
import {
  call,
  createChild,
  createEvaluation,
  createParent,
  createTask,
  createWorksheet,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

// A seeded history with every figure computed by hand (factory questions carry 1 + 2 + 3 = 6 marks).
let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let child: { id: string };
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await setupTestApp();
  t.clock.now = at('2026-03-18T10:00:00Z'); // a Wednesday
  parent = await createParent(t.app);
  child = await createChild(t.app, parent.token, { name: 'Kavya', grade: 6, access_code: '1122' });
  const maths = (await createWorksheet(t.app, parent.token, { grade: 6 })).id;
  const science = (await createWorksheet(t.app, parent.token, { grade: 6, subject: 'Science' })).id;
  const evaluate = async (worksheetId: string, marks: number[], when: string, childId = child.id) => {
    const task = await createTask(t, { token: parent.token, childId, worksheetId });
    await createEvaluation(t.db, { taskId: task.id, marks, createdAt: at(when) });
    return task;
  };
  await evaluate(maths, [1, 2, 3], '2026-01-10T09:00:00Z'); // 100
  const redone = await evaluate(maths, [1, 0, 2], '2026-02-05T09:00:00Z'); // 50, then redone:
  await createEvaluation(t.db, { taskId: redone.id, marks: [1, 2, 3], createdAt: at('2026-02-20T09:00:00Z') }); // 100
  await evaluate(science, [0, 0, 1], '2026-03-10T09:00:00Z'); // 17
  await evaluate(maths, [0, 1, 1], '2026-03-16T09:00:00Z'); // 33
  await evaluate(maths, [1, 2, 1], '2026-03-17T09:00:00Z'); // 67
  await evaluate(maths, [1, 2, 2], '2026-03-18T08:00:00Z'); // 83
  await createTask(t, { token: parent.token, childId: child.id, worksheetId: maths }); // pending

  // Four grade-6 peers (100, 83, 50, 33 in March) and a grade-7 child who must not count.
  const other = await createParent(t.app);
  for (const [i, marks] of [
    [1, 2, 3],
    [1, 2, 2],
    [1, 0, 2],
    [0, 1, 1],
  ].entries()) {
    const peer = await createChild(t.app, parent.token, { name: `Peer ${i}`, grade: 6 });
    await evaluate(maths, marks, '2026-03-12T09:00:00Z', peer.id);
  }
  const older = await createChild(t.app, other.token, { grade: 7 });
  const ws7 = (await createWorksheet(t.app, other.token, { grade: 7 })).id;
  const task7 = await createTask(t, { token: other.token, childId: older.id, worksheetId: ws7 });
  await createEvaluation(t.db, { taskId: task7.id, marks: [0, 0, 0], createdAt: at('2026-03-12T09:00:00Z') });

  await t.db.db.insert(wellbeingResponses).values([
    { childId: child.id, responses: [], score: 4, createdAt: at('2026-03-01T09:00:00Z') },
    { childId: child.id, responses: [], score: 3, createdAt: at('2026-03-17T09:00:00Z') },
  ]);
});

const performance = (token: string, query = '') =>
  call(t.app, { method: 'GET', url: `/api/children/${child.id}/performance${query}`, token });

describe('GET /children/{id}/performance', () => {
  it('matches the hand-computed figures of the seeded history', async () => {
    const res = await performance(parent.token);
    expect(res.status).toBe(200);
    const p = res.body;
    // Latest evaluation per task: 100, 100 (the redone task), 17, 33, 67, 83.
    expect(p).toMatchObject({
      name: 'Kavya',
      average_score: 66.7,
      total_tasks: 7,
      completed_tasks: 6,
      progress_percentage: 85.7,
      total_points: 24,
      streak: 3,
      // (33 + 67 + 83) / 3 − (100 + 100 + 17) / 3
      improvement_percentage: -11.3,
      strong_subjects: ['Mathematics'],
      weak_subjects: ['Science'],
      // All evaluations: Kavya 450/7 = 64.3 among 100, 83, 50, 33 → two higher → Top 60%; 2 of 4 at or below.
      rank: 'Top 60%',
      rank_percentile: 50,
      rank_peers: 5,
      rank_note: null,
      wellbeing_score: 70,
    });
    expect(p.subject_scores).toEqual([
      { subject: 'Mathematics', average_score: 76.6, evaluations: 5 },
      { subject: 'Science', average_score: 17, evaluations: 1 },
    ]);
    expect(p.recent_scores.map((s: { score: number }) => s.score)).toEqual([100, 100, 17, 33, 67, 83]);
    expect(p.available_subjects).toEqual(expect.arrayContaining(['Mathematics', 'Science']));
    expect(p.graphs.progress_meter.current_progress).toBe(85.7);
    expect(p.graphs.progress_meter.weekly_progress).toEqual([
      { week: '2026-01-26', progress: null, evaluations: 0 },
      { week: '2026-02-02', progress: null, evaluations: 0 },
      { week: '2026-02-09', progress: null, evaluations: 0 },
      { week: '2026-02-16', progress: 100, evaluations: 1 },
      { week: '2026-02-23', progress: null, evaluations: 0 },
      { week: '2026-03-02', progress: null, evaluations: 0 },
      { week: '2026-03-09', progress: 17, evaluations: 1 },
      { week: '2026-03-16', progress: 61, evaluations: 3 },
    ]);
    expect(p.graphs.proficiency_scores).toEqual([
      { month: '2025-10', proficiency: null },
      { month: '2025-11', proficiency: null },
      { month: '2025-12', proficiency: null },
      { month: '2026-01', proficiency: 100 },
      { month: '2026-02', proficiency: 100 },
      { month: '2026-03', proficiency: 50 },
    ]);
    // March: Kavya's mean 50 among 100, 83, 50, 33 → 2 of 4 at or below; earlier months lack peers.
    expect(p.graphs.rank_history.at(-1)).toEqual({ month: '2026-03', rank_percentage: 50 });
    expect(p.graphs.rank_history.at(-3)).toEqual({ month: '2026-01', rank_percentage: null });
    expect(p.graphs.emotional_wellbeing.map((w: { wellbeing: number }) => w.wellbeing)).toEqual([80, 60]);
  });

  it('filters by subject, owner and olympiad; too few peers gives no rank', async () => {
    const science = (await performance(parent.token, '?subject=Science')).body;
    expect(science).toMatchObject({
      average_score: 17,
      total_tasks: 1,
      completed_tasks: 1,
      improvement_percentage: null,
      rank: null,
      rank_peers: 1,
      rank_note: 'Not enough peers yet (1 of 5 needed)',
    });
    const stranger = '00000000-0000-4000-8000-000000000000';
    const none = (await performance(parent.token, `?owner_id=${stranger}`)).body;
    expect(none).toMatchObject({ average_score: null, total_tasks: 0, progress_percentage: 0, streak: 0 });
    expect((await performance(parent.token, '?is_olympiad=true')).body.average_score).toBeNull();
    expect((await performance(parent.token, '?is_olympiad=false')).body.average_score).toBe(66.7);
  });

  it('the child view reads its own; another family gets 404', async () => {
    const cv = await signIn(t.app, parent.email, parent.code);
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token: cv,
      payload: { access_code: '1122' },
    });
    expect((await performance(cv)).status).toBe(200);
    const other = await createParent(t.app);
    expect((await performance(other.token)).status).toBe(404);
  });
});
