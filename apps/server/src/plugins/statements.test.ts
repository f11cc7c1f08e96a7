import { beforeAll, describe, expect, it } from 'vitest';
import { call, createParent, setupTestApp, type TestContext } from '../../test/helpers';
import { notifications } from '../db/schema/index';

// What a request costs in statements, counted at the driver: the session check is one statement (session and user
// together), each list a fixed number whatever its size. A new query on a hot path shows up here.
let t: TestContext;
let statements = 0;
let parent: Awaited<ReturnType<typeof createParent>>;

beforeAll(async () => {
  t = await setupTestApp();
  const target = (t.db.pglite ?? t.db.pool) as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const m of ['query', 'exec'] as const) {
    const original = target[m]?.bind(target);
    if (!original) continue;
    target[m] = (...a: unknown[]) => {
      statements++;
      return original(...a);
    };
  }
  parent = await createParent(t.app);
});

async function cost(url: string) {
  const before = statements;
  const res = await call(t.app, { method: 'GET', url, token: parent.token });
  expect(res.status, url).toBe(200);
  return statements - before;
}

describe('statements per request', () => {
  it('checks the session in one statement, and writes last-seen at most once a minute', async () => {
    expect(await cost('/api/auth/me')).toBe(1);
    expect(await cost('/api/auth/me')).toBe(1);
    t.clock.advance(5 * 60_000);
    expect(await cost('/api/auth/me')).toBe(2);
    expect(await cost('/api/auth/me')).toBe(1);
  });

  it('lists children in one statement after the session check', async () => {
    expect(await cost('/api/children')).toBe(2);
  });

  it('lists notifications in two (page, then total and unread together), whatever the page size', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({
      userId: parent.user.id,
      title: `N${i}`,
      message: 'm',
      read: i % 2 === 0,
    }));
    await t.db.db.insert(notifications).values(rows);
    expect(await cost('/api/notifications?limit=5')).toBe(3);
    expect(await cost('/api/notifications?limit=50')).toBe(3);
    const res = await call(t.app, { method: 'GET', url: '/api/notifications?limit=5', token: parent.token });
    expect(res.body).toMatchObject({ total: 30, unread_count: 15 });
    expect(res.body.notifications).toHaveLength(5);
  });
});
