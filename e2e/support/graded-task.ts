import { type APIRequestContext, expect } from '@playwright/test';

type Headers = Record<string, string>;

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
): Promise<string> {
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
  const ws = (await gen.json()) as { id: string; questions: { question_number: number; correct_answer: string }[] };
  const assign = await request.post(`/api/tasks/assign/${ws.id}`, {
    headers,
    data: { title, target_type: 'child', target_ids: [childId] },
  });
  expect(assign.status(), await assign.text()).toBe(201);
  const taskId = ((await assign.json()) as { tasks: { id: string }[] }).tasks[0]!.id;
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
