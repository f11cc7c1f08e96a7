import { type APIRequestContext, expect } from '@playwright/test';

type Headers = Record<string, string>;

type Worksheet = { id: string; questions: { question_number: number; correct_answer: string }[] };

/** Whom a task goes to: the child itself by default, or a teacher's batch the child is in. */
export type TaskTarget = { type: 'child' } | { type: 'batch'; id: string };

/**
 * A pending task: a 4-question multiple-choice worksheet generated and assigned through the API. Returns the
 * child's task.
 */
export async function assignedTask(
  request: APIRequestContext,
  headers: Headers,
  childId: string,
  title: string,
  target: TaskTarget = { type: 'child' },
): Promise<{ taskId: string; ws: Worksheet }> {
  const gen = await request.post('/api/worksheets/generate', {
    headers,
    data: {
      subject: 'Mathematics',
      topics: ['Fractions'],
      num_questions: 4,
      question_types: ['mcq'],
      target_type: 'child',
      target_id: childId,
    },
  });
  expect(gen.status(), await gen.text()).toBe(201);
  const ws = (await gen.json()) as Worksheet;
  const assign = await request.post(`/api/tasks/assign/${ws.id}`, {
    headers,
    data: { title, target_type: target.type, target_ids: [target.type === 'batch' ? target.id : childId] },
  });
  expect(assign.status(), await assign.text()).toBe(201);
  const tasks = ((await assign.json()) as { tasks: { id: string; child_id: string }[] }).tasks;
  return { taskId: tasks.find((t) => t.child_id === childId)!.id, ws };
}

/**
 * A graded task: a 4-question multiple-choice worksheet assigned through the API, the first `right` answers
 * correct and the rest wrong, evaluated by the built-in engine. Returns the task's id once its evaluation exists.
 */
export async function gradedTask(
  request: APIRequestContext,
  headers: Headers,
  childId: string,
  title: string,
  right = 2,
  target: TaskTarget = { type: 'child' },
): Promise<string> {
  const { taskId, ws } = await assignedTask(request, headers, childId, title, target);
  const answers = Object.fromEntries(
    ws.questions.map((q, i) => [String(q.question_number), i < right ? q.correct_answer : 'zzz']),
  );
  const sub = await request.post(`/api/submissions/${taskId}`, { headers, data: { submitted_answers: answers } });
  expect(sub.status(), await sub.text()).toBe(201);
  await expect
    .poll(async () => (await request.get(`/api/tasks/${taskId}/evaluation`, { headers })).status(), { timeout: 60_000 })
    .toBe(200);
  return taskId;
}
