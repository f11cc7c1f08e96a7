import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChild, childViewToken } from '../../../test/core-loop';
import { buildTestApp, call, createParent, createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function buildWithHooks(value: string | undefined, nodeEnv = process.env.NODE_ENV) {
  const before = { hooks: process.env.E2E_TEST_HOOKS, env: process.env.NODE_ENV };
  const set = (k: 'E2E_TEST_HOOKS' | 'NODE_ENV', v: string | undefined) => {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  };
  set('E2E_TEST_HOOKS', value);
  set('NODE_ENV', nodeEnv);
  try {
    return await buildTestApp(db);
  } finally {
    set('E2E_TEST_HOOKS', before.hooks);
    set('NODE_ENV', before.env);
  }
}

/** A running IMO class 7 mock for a fresh family: the parent's token, the child view's token and the task. */
async function runningMock(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const p = await createParent(app);
  const kid = await addChild(app, p.token, { grade: 7, access_code: '4242' });
  const gen = await call(app, {
    method: 'POST',
    url: '/api/olympiad/generate',
    token: p.token,
    payload: { mode: 'mock', grade: 7, subject: 'Mathematics', target_id: kid.id, target_type: 'child' },
  });
  const assigned = await call(app, {
    method: 'POST',
    url: `/api/tasks/assign/${gen.body.worksheet_id}`,
    token: p.token,
    payload: { title: 'Mock', target_type: 'child', target_ids: [kid.id] },
  });
  const taskId = assigned.body.tasks[0].task_id as string;
  const view = await childViewToken(app, p.email, p.code, '4242');
  const start = await call(app, { method: 'POST', url: `/api/tasks/${taskId}/mock/start`, token: view });
  return { p, view, taskId, deadline: start.body.deadline as string };
}

describe('POST /api/test/mock/{id}/fast-forward (the e2e clock)', () => {
  it.each([
    ['unset', undefined, undefined],
    ['anything but 1', 'true', undefined],
    ['1 but NODE_ENV is production', '1', 'production'],
  ])('does not exist when E2E_TEST_HOOKS is %s', async (_name, value, nodeEnv) => {
    const app = await buildWithHooks(value, nodeEnv ?? process.env.NODE_ENV);
    try {
      const { p, taskId, deadline } = await runningMock(app);
      const res = await call(app, {
        method: 'POST',
        url: `/api/test/mock/${taskId}/fast-forward`,
        token: p.token,
        payload: { seconds: 3000 },
      });
      expect(res.status).toBe(404);
      const mock = await call(app, { method: 'GET', url: `/api/tasks/${taskId}/mock`, token: p.token });
      expect(mock.body.deadline).toBe(deadline);
    } finally {
      await app.close();
    }
  });

  it('with E2E_TEST_HOOKS=1 moves one open mock’s clock, only for a reader of that task', async () => {
    const app = await buildWithHooks('1');
    try {
      const { p, view, taskId, deadline } = await runningMock(app);
      const stranger = await createParent(app);
      const refused = await call(app, {
        method: 'POST',
        url: `/api/test/mock/${taskId}/fast-forward`,
        token: stranger.token,
        payload: { seconds: 60 },
      });
      expect(refused.status).toBe(404);
      const res = await call(app, {
        method: 'POST',
        url: `/api/test/mock/${taskId}/fast-forward`,
        token: p.token,
        payload: { seconds: 3590 },
      });
      expect(res.status).toBe(200);
      expect(new Date(res.body.deadline).getTime()).toBe(new Date(deadline).getTime() - 3590_000);
      const mock = await call(app, { method: 'GET', url: `/api/tasks/${taskId}/mock`, token: view });
      expect(mock.body.remaining_seconds).toBeLessThanOrEqual(10);
    } finally {
      await app.close();
    }
  });
});
