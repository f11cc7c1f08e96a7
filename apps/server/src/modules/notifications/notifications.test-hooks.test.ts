import { MSG } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createParent, createTestDatabase, login } from '../../../test/helpers';
import type { Database } from '../../db/client';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function buildWithHooks(value: string | undefined) {
  const before = process.env.E2E_TEST_HOOKS;
  if (value === undefined) delete process.env.E2E_TEST_HOOKS;
  else process.env.E2E_TEST_HOOKS = value;
  try {
    return await buildTestApp(db);
  } finally {
    if (before === undefined) delete process.env.E2E_TEST_HOOKS;
    else process.env.E2E_TEST_HOOKS = before;
  }
}

describe('POST /api/test/notifications (e2e test hook)', () => {
  it.each([
    ['unset', undefined],
    ['anything but 1', 'true'],
  ])('does not exist when E2E_TEST_HOOKS is %s', async (_name, value) => {
    const app = await buildWithHooks(value);
    try {
      const p = await createParent(app);
      const res = await call(app, {
        method: 'POST',
        url: '/api/test/notifications',
        token: p.token,
        payload: { title: 'Hello', message: 'm' },
      });
      expect(res.status).toBe(404);
      const list = await call(app, { method: 'GET', url: '/api/notifications', token: p.token });
      expect(list.body.total).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('with E2E_TEST_HOOKS=1 notifies the verified caller only, one or a batch', async () => {
    const app = await buildWithHooks('1');
    try {
      const p = await createParent(app);
      const other = await createParent(app);
      const one = await call(app, {
        method: 'POST',
        url: '/api/test/notifications',
        token: p.token,
        payload: { title: 'Hello', message: 'one' },
      });
      expect(one.status).toBe(201);
      expect(one.body.notifications).toHaveLength(1);
      expect(one.body.notifications[0]).toMatchObject({ title: 'Hello', message: 'one', read: false });
      const batch = await call(app, {
        method: 'POST',
        url: '/api/test/notifications',
        token: p.token,
        payload: { title: 'Batch', message: 'm', count: 3 },
      });
      expect(batch.body.notifications.map((n: { title: string }) => n.title)).toEqual([
        'Batch 1',
        'Batch 2',
        'Batch 3',
      ]);

      const mine = await call(app, { method: 'GET', url: '/api/notifications', token: p.token });
      expect(mine.body).toMatchObject({ total: 4, unread_count: 4 });
      const theirs = await call(app, { method: 'GET', url: '/api/notifications', token: other.token });
      expect(theirs.body.total).toBe(0);

      const anonymous = await call(app, {
        method: 'POST',
        url: '/api/test/notifications',
        payload: { title: 'x', message: 'm' },
      });
      expect(anonymous.status).toBe(401);
      const unverified = (await login(app, p.email)).body.access_token;
      const halfway = await call(app, {
        method: 'POST',
        url: '/api/test/notifications',
        token: unverified,
        payload: { title: 'x', message: 'm' },
      });
      expect(halfway.status).toBe(403);
      expect(halfway.body.detail).toBe(MSG.accessCodeRequired);
    } finally {
      await app.close();
    }
  });
});
