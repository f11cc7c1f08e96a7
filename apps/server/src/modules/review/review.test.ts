import { REVIEW_MSG, WORKSHEET_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachingRelationships, evaluations, gradingAgreements, taskGroups, tasks } from '../../db/schema/index';
import {
  call,
  createChild,
  createEvaluation,
  createParent,
  createTask,
  createTeacher,
  createWorksheet,
  type FactoryQuestion,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let other: Awaited<ReturnType<typeof createParent>>;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
let kid: { id: string; name: string };

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  other = await createParent(t.app);
  teacher = await createTeacher(t.app);
  kid = await createChild(t.app, parent.token, { name: 'Anaya', grade: 7, access_code: '2468' });
});

const edit = (token: string, id: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PATCH', url: `/api/evaluations/${id}`, token, payload });

/** A task of the parent's with an evaluation: marks 1/1, 0/2, 2/3 (3 of 6 = 50%, grade D). */
async function evaluated(token = parent.token) {
  const task = await createTask(t, { token, childId: kid.id });
  const { evaluation } = await createEvaluation(t.db, { taskId: task.id, marks: [1, 0, 2] });
  expect(evaluation).toMatchObject({ overallScore: 50, grade: 'D' });
  return { task, evaluation };
}

describe('PATCH /evaluations/{id}', () => {
  it('recalculates the overall score and grade, keeps history, counts edits down, then refuses', async () => {
    const { evaluation } = await evaluated();
    t.clock.advance(60_000);
    const first = await edit(parent.token, evaluation.id, { question_scores: { '2': 1.5 }, feedback: 'Much better' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(REVIEW_MSG.updated);
    expect(first.body.edits_remaining).toBe(1);
    const ev = first.body.evaluation;
    // (1 + 1.5 + 2) / 6 = 75% → B
    expect(ev).toMatchObject({ overall_score: 75, grade: 'B', marks_awarded: 4.5, max_score: 6, edit_count: 1 });
    expect(ev.original_overall_score).toBe(50);
    expect(ev.feedback).toBe('Much better');
    expect(ev.question_analysis[1]).toMatchObject({ marks_awarded: 1.5, partial_credit: true, is_correct: false });
    expect(ev.edit_history).toEqual([
      {
        edited_by_name: 'Test Parent',
        edited_by_role: 'parent',
        edited_at: t.clock.now.toISOString(),
        changes: {
          question_2: { from: 0, to: 1.5 },
          overall_score: { from: 50, to: 75 },
          grade: { from: 'D', to: 'B' },
          feedback: { from: 'Good effort.', to: 'Much better' },
        },
      },
    ]);

    // 5.95 of 6 = 99.17% → 99, A+
    const second = await edit(parent.token, evaluation.id, { question_scores: { '2': 2, '3': 2.95 } });
    expect(second.body).toMatchObject({
      edits_remaining: 0,
      evaluation: { overall_score: 99, grade: 'A+', edit_count: 2 },
    });
    expect(second.body.evaluation.edit_history).toHaveLength(2);

    const third = await edit(parent.token, evaluation.id, { question_scores: { '2': 1 } });
    expect(third.status).toBe(409);
    expect(third.body.detail).toBe('Maximum edit limit (2) reached');
    const [row] = await t.db.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row.overallScore).toBe(99);
  });

  it('refuses marks out of range or off the 0.05 step, unknown questions and a bad overall score', async () => {
    const { evaluation } = await evaluated();
    const cases: [Record<string, unknown>, string][] = [
      [{ question_scores: { '2': 2.5 } }, REVIEW_MSG.marksRange(2, 2)],
      [{ question_scores: { '3': -1 } }, REVIEW_MSG.marksRange(3, 3)],
      [{ question_scores: { '2': 1.03 } }, REVIEW_MSG.marksStep(2)],
      [{ question_scores: { '7': 1 } }, REVIEW_MSG.unknownQuestion('7')],
      [{ overall_score: 120 }, REVIEW_MSG.overallRange],
      [{ overall_score: 70.005 }, REVIEW_MSG.overallStep],
    ];
    for (const [payload, detail] of cases) {
      const res = await edit(parent.token, evaluation.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.detail).toBe(detail);
    }
    // None of them used an edit.
    const ok = await edit(parent.token, evaluation.id, { overall_score: 62.5 });
    expect(ok.body).toMatchObject({ edits_remaining: 1, evaluation: { overall_score: 62.5, grade: 'C' } });
  });

  it('only the task’s owner edits: another family 404, the child view 403, a parent on a coach’s task 403', async () => {
    const { evaluation } = await evaluated();
    expect((await edit(other.token, evaluation.id, { overall_score: 10 })).status).toBe(404);
    expect((await edit(teacher.token, evaluation.id, { overall_score: 10 })).status).toBe(404);
    expect((await edit(parent.token, '00000000-0000-4000-8000-000000000000', { overall_score: 10 })).status).toBe(404);
    const cv = await signIn(t.app, parent.email, parent.code);
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token: cv,
      payload: { access_code: '2468' },
    });
    expect((await edit(cv, evaluation.id, { overall_score: 10 })).status).toBe(403);

    // A coach's task for the parent's child (written directly: coaching targets arrive with batches).
    const { task } = await evaluated();
    const [{ groupId, childId }] = await t.db.db
      .select({ groupId: tasks.groupId, childId: tasks.childId })
      .from(tasks)
      .where(eq(tasks.id, task.id));
    await t.db.db
      .update(taskGroups)
      .set({ ownerId: teacher.user.id, ownerRole: 'coaching_teacher' })
      .where(eq(taskGroups.id, groupId));
    // The coach edits while they coach the child.
    await t.db.db.insert(coachingRelationships).values({ coachId: teacher.user.id, childId, subject: 'Mathematics' });
    const [coachEval] = await t.db.db.select().from(evaluations).where(eq(evaluations.taskId, task.id));
    const refused = await edit(parent.token, coachEval.id, { overall_score: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(REVIEW_MSG.parentSpaceOnly);
    const byCoach = await edit(teacher.token, coachEval.id, { question_scores: { '2': 2 } });
    expect(byCoach.status).toBe(200);
    expect(byCoach.body.evaluation.edit_history[0]).toMatchObject({ edited_by_role: 'coaching_teacher' });
  });

  it('marks sent back unchanged confirm the engine without using an edit', async () => {
    const { evaluation } = await evaluated();
    const res = await edit(parent.token, evaluation.id, { question_scores: { '1': 1, '2': 0, '3': 2 } });
    expect(res.body).toMatchObject({
      edits_remaining: 2,
      evaluation: { edit_count: 0, edit_history: [], overall_score: 50 },
    });
    const rows = await t.db.db
      .select()
      .from(gradingAgreements)
      .where(eq(gradingAgreements.evaluationId, evaluation.id));
    expect(rows.map((r) => r.adultMarks === r.engineMarks)).toEqual([true, true, true]);
  });

  it('keeps one agreement row per reviewed question with the engine’s mark, replaced by a later edit', async () => {
    const { evaluation } = await evaluated();
    await edit(parent.token, evaluation.id, { question_scores: { '1': 1, '2': 1, '3': 2 } });
    await edit(parent.token, evaluation.id, { question_scores: { '2': 2 } });
    const rows = await t.db.db
      .select()
      .from(gradingAgreements)
      .where(eq(gradingAgreements.evaluationId, evaluation.id));
    const byQ = Object.fromEntries(rows.map((r) => [r.questionNumber, r]));
    expect(rows).toHaveLength(3);
    expect(byQ[1]).toMatchObject({ questionType: 'mcq', gradedBy: 'exact', engineMarks: 1, adultMarks: 1 });
    // The second edit compares with the engine's 0, not the first edit's 1.
    expect(byQ[2]).toMatchObject({ questionType: 'fill_blank', engineMarks: 0, adultMarks: 2, maxMarks: 2 });
    expect(byQ[3]).toMatchObject({ questionType: 'short_answer', gradedBy: 'builtin-rubric', engineMarks: 2 });
    expect(byQ[3].editorId).toBe(parent.user.id);
  });
});

describe('POST /worksheets/generate-personalized', () => {
  const fractions = 'maths.fractions.multiplication-of-fractions';
  const integers = 'maths.integers.multiplication-of-integers';
  const questions: FactoryQuestion[] = [
    {
      question_type: 'fill_blank',
      question_text: 'What is $\\frac{1}{2} \\times \\frac{1}{3}$? ____',
      options: null,
      correct_answer: '1/6',
      answer_explanation: 'Multiply.',
      marks: 2,
      difficulty: 'medium',
      concept: fractions,
    },
    {
      question_type: 'fill_blank',
      question_text: 'What is $-3 \\times 4$? ____',
      options: null,
      correct_answer: '-12',
      answer_explanation: 'Signs.',
      marks: 2,
      difficulty: 'medium',
      concept: integers,
    },
  ];
  let evaluationId: string;
  beforeAll(async () => {
    const ws = await createWorksheet(t.app, parent.token, { questions, grade: 7, topics: ['Fractions', 'Integers'] });
    const task = await createTask(t, { token: parent.token, childId: kid.id, worksheetId: ws.id });
    evaluationId = (await createEvaluation(t.db, { taskId: task.id, marks: [0, 2] })).evaluation.id;
  });
  const personalise = (token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/worksheets/generate-personalized', token, payload });

  it('aims at the weak concepts of the stored evaluation and saves the worksheet as the caller’s', async () => {
    const res = await personalise(parent.token, {
      evaluation_id: evaluationId,
      difficulty_adjustment: 'easier',
      num_questions: 6,
    });
    expect(res.status).toBe(201);
    expect(res.body.analysis).toMatchObject({
      target_category: 'weak',
      target_concept_tags: [fractions],
      weak_concepts: ['multiplication-of-fractions'],
      at_risk_concepts: [],
      original_score: 50,
    });
    expect(res.body.target_student).toEqual({ child_id: kid.id, name: 'Anaya' });
    const ws = res.body.worksheet;
    expect(ws.creator_id).toBe(parent.user.id);
    expect(ws.difficulty).toBe('easy');
    expect(ws.grade).toBe(7);
    expect(ws.questions.length).toBeGreaterThan(0);
    expect(ws.questions.length).toBeLessThanOrEqual(6);
    for (const q of ws.questions) expect(q.concept.startsWith('maths.fractions')).toBe(true);
    // Ready to assign.
    const assigned = await call(t.app, {
      method: 'POST',
      url: `/api/tasks/assign/${ws.id}`,
      token: parent.token,
      payload: { title: 'Fractions follow-up', target_ids: [kid.id] },
    });
    expect(assigned.status).toBe(201);
  });

  it('checks the count, forces multiple choice for olympiad work, and hides others’ evaluations', async () => {
    const bad = await personalise(parent.token, { evaluation_id: evaluationId, num_questions: 36 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(WORKSHEET_MSG.numQuestions);
    expect((await personalise(other.token, { evaluation_id: evaluationId })).status).toBe(404);
    expect((await personalise(parent.token, { evaluation_id: 'nope' })).status).toBe(404);

    await t.db.db.update(evaluations).set({ isOlympiad: true }).where(eq(evaluations.id, evaluationId));
    const olympiad = await personalise(parent.token, { evaluation_id: evaluationId, question_types: ['fill_blank'] });
    expect(olympiad.status).toBe(201);
    expect(olympiad.body.worksheet.questions.every((q: { question_type: string }) => q.question_type === 'mcq')).toBe(
      true,
    );
  });
});
