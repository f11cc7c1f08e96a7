import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluations } from '../../db/schema/index';
import {
  call,
  createAdmin,
  createChild,
  createEvaluation,
  createParent,
  createTask,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let admin: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  const a = await createAdmin(t.db, 'super_admin');
  admin = await signIn(t.app, a.email, a.code);
});

const edit = (id: string, question_scores: Record<string, number>) =>
  call(t.app, { method: 'PATCH', url: `/api/evaluations/${id}`, token: parent.token, payload: { question_scores } });

describe('GET /admin/grading-agreement', () => {
  it('reports, per question type and grader, how often adults kept the engine’s mark and the mean change', async () => {
    const kid = await createChild(t.app, parent.token);
    // Factory questions: 1 mcq (1 mark, exact), 2 fill_blank (2 marks, exact), 3 short_answer (3 marks, rubric).
    const a = await createEvaluation(t.db, {
      taskId: (await createTask(t, { token: parent.token, childId: kid.id })).id,
      marks: [1, 0, 2],
    });
    const b = await createEvaluation(t.db, {
      taskId: (await createTask(t, { token: parent.token, childId: kid.id })).id,
      marks: [1, 2, 1],
    });
    // b's written answer was scored by a model.
    const items = b.evaluation.questionAnalysis.map((q) =>
      q.question_number === 3 ? { ...q, graded_by: 'openai:gpt-4o-mini' } : q,
    );
    await t.db.db.update(evaluations).set({ questionAnalysis: items }).where(eq(evaluations.id, b.evaluation.id));

    // a: q1 kept, q2 0 → 1.5, q3 kept. b: q1 kept, q2 kept, q3 1 → 3 (model-graded).
    expect((await edit(a.evaluation.id, { '1': 1, '2': 1.5, '3': 2 })).status).toBe(200);
    expect((await edit(b.evaluation.id, { '1': 1, '2': 2, '3': 3 })).status).toBe(200);

    const res = await call(t.app, { method: 'GET', url: '/api/admin/grading-agreement', token: admin });
    expect(res.status).toBe(200);
    expect(res.body.total).toMatchObject({
      question_type: null,
      graded_by: null,
      reviewed: 6,
      kept: 4,
      kept_rate: 0.667,
      // (1.5 + 2) / 6
      mean_absolute_change: 0.583,
      // (1.5/2 + 2/3) / 6
      mean_absolute_change_share: 0.236,
    });
    const byGrader = Object.fromEntries(res.body.by_grader.map((r: { graded_by: string }) => [r.graded_by, r]));
    expect(byGrader.exact).toMatchObject({ reviewed: 4, kept: 3, kept_rate: 0.75, mean_absolute_change: 0.375 });
    expect(byGrader['builtin-rubric']).toMatchObject({ reviewed: 1, kept: 1, kept_rate: 1, mean_absolute_change: 0 });
    expect(byGrader['openai:gpt-4o-mini']).toMatchObject({
      reviewed: 1,
      kept: 0,
      kept_rate: 0,
      mean_absolute_change: 2,
    });
    const byType = Object.fromEntries(
      res.body.by_question_type.map((r: { question_type: string }) => [r.question_type, r]),
    );
    expect(byType.fill_blank).toMatchObject({ reviewed: 2, kept: 1, mean_absolute_change: 0.75 });
    expect(byType.short_answer).toMatchObject({ reviewed: 2, kept: 1, mean_absolute_change: 1 });
    expect(res.body.by_type_and_grader).toContainEqual(
      expect.objectContaining({ question_type: 'short_answer', graded_by: 'openai:gpt-4o-mini', reviewed: 1, kept: 0 }),
    );
  });

  it('is for the super admin only', async () => {
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/grading-agreement', token: parent.token })).status,
    ).toBe(403);
  });
});
