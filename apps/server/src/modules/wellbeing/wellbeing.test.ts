import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addChild, childViewToken, createTaskRow } from '../../../test/core-loop';
import { call, createParent, setupTestApp } from '../../../test/helpers';
import { wellbeingResponses } from '../../db/schema/index';
import { emotionalInsights } from './wellbeing.service';

const t = await setupTestApp();
let p: Awaited<ReturnType<typeof createParent>>;
let kid: { id: string };
let sibling: { id: string };

beforeAll(async () => {
  p = await createParent(t.app);
  kid = await addChild(t.app, p.token, { name: 'Asha', access_code: '4242' });
  sibling = await addChild(t.app, p.token, { name: 'Ravi', access_code: '7777' });
});

const submit = (token: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/api/wellbeing/submit', token, payload });

describe('emotional insights', () => {
  const r = (id: string, value: number) => ({ id, question: '', emoji: '', label: '', value });
  it('averages the answers with difficulty reversed, into the spec’s bands', () => {
    expect(emotionalInsights([r('feeling', 5), r('energy', 5), r('difficulty', 1)])).toMatchObject({
      score: 5,
      percentage: 100,
      level: 'happy',
      colour: 'green',
      suggestions: [],
    });
    const low = emotionalInsights([r('feeling', 2), r('difficulty', 5), r('enjoyment', 3)]);
    expect(low).toMatchObject({ level: 'low', colour: 'red' });
    expect(low.suggestions).toHaveLength(2);
    expect(emotionalInsights([r('feeling', 4), r('energy', 4)]).level).toBe('neutral');
  });
});

describe('POST /wellbeing/submit', () => {
  it('the child view saves three answers for its task and gets emotional insights', async () => {
    const { task } = await createTaskRow(t.db, { ownerId: p.user.id, childId: kid.id, worksheetId: null });
    const view = await childViewToken(t.app, p.email, p.code, '4242');
    const res = await submit(view, {
      task_id: task.id,
      child_id: kid.id,
      responses: [
        { id: 'feeling', value: 4, label: 'forged label' },
        { id: 'difficulty', value: 2 },
        { id: 'energy', value: 5 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.emotional_insights).toMatchObject({ score: 4.33, percentage: 83, level: 'happy' });
    expect(res.body.emotional_insights.responses[0]).toMatchObject({ id: 'feeling', label: 'Good', emoji: '😊' });
    const rows = await t.db.db.select().from(wellbeingResponses).where(eq(wellbeingResponses.childId, kid.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.taskId).toBe(task.id);
  });

  it('refuses values outside 1-5, repeated questions, and other children', async () => {
    const bad = await submit(p.token, { child_id: kid.id, responses: [{ id: 'feeling', value: 6 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Answers are 1 to 5');
    const dup = await submit(p.token, {
      child_id: kid.id,
      responses: [
        { id: 'feeling', value: 3 },
        { id: 'feeling', value: 4 },
      ],
    });
    expect(dup.status).toBe(400);
    const view = await childViewToken(t.app, p.email, p.code, '4242');
    expect((await submit(view, { child_id: sibling.id, responses: [{ id: 'feeling', value: 3 }] })).status).toBe(404);
    const other = await createParent(t.app);
    expect((await submit(other.token, { child_id: kid.id, responses: [{ id: 'feeling', value: 3 }] })).status).toBe(
      404,
    );
    const sibTask = await createTaskRow(t.db, { ownerId: p.user.id, childId: sibling.id, worksheetId: null });
    const wrongTask = await submit(p.token, {
      task_id: sibTask.task.id,
      child_id: kid.id,
      responses: [{ id: 'feeling', value: 3 }],
    });
    expect(wrongTask.status).toBe(404);
  });
});
