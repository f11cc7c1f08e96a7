import type { AddressInfo } from 'node:net';
import { ADMIN_MSG, MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  call,
  createAdmin,
  createBatch,
  createParent,
  createTeacher,
  linkStudent,
  login,
  PASSWORD,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import { auditLog, taskGroups, tasks, users } from '../../db/schema/index';

let t: TestContext;
let admin: string;
let otherAdminId: string;
let qbAdmin: string;
let parent: Awaited<ReturnType<typeof createParent>>;
let teacher: Awaited<ReturnType<typeof createTeacher>>;

beforeAll(async () => {
  t = await setupTestApp({ deps: { heartbeatMs: 60_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = await createAdmin(t.db, 'super_admin');
  admin = await signIn(t.app, a.email, a.code);
  otherAdminId = (await createAdmin(t.db, 'super_admin')).user.id;
  const q = await createAdmin(t.db, 'qb_admin');
  qbAdmin = await signIn(t.app, q.email, q.code);
  parent = await createParent(t.app);
  teacher = await createTeacher(t.app);
});

const api = (token: string | undefined, opts: { method: string; url: string; payload?: object }) =>
  call(t.app, { ...opts, token } as Parameters<typeof call>[1]);

const addChild = (token: string, name = 'Asha') =>
  api(token, {
    method: 'POST',
    url: '/api/children',
    payload: { name, age: 9, grade: 4, school_name: 'KV', board: 'CBSE', consent: true },
  });

const auditActions = async (targetId: string) =>
  (await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((e) => e.action);

/** Every admin route (spec 01 §7 Admin) with a harmless call. */
const ROUTES = (id: string) => [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'DELETE', url: `/api/admin/users/${id}` },
  { method: 'POST', url: `/api/admin/users/${id}/toggle-status` },
  { method: 'POST', url: `/api/admin/users/${id}/set-password`, payload: { new_password: 'Another-pass-9' } },
  { method: 'POST', url: '/api/admin/set-user-password', payload: { user_id: id, new_password: 'Another-pass-9' } },
  { method: 'GET', url: '/api/admin/database/stats' },
  { method: 'GET', url: `/api/admin/database/stats/user/${id}` },
  { method: 'GET', url: '/api/admin/analytics/overview' },
  { method: 'POST', url: '/api/admin/database/clear-tasks?confirm=true' },
  { method: 'POST', url: '/api/admin/database/clear-notes?confirm=true' },
  { method: 'POST', url: '/api/admin/database/reset-system?confirm=true', payload: { confirm_password: PASSWORD } },
  { method: 'GET', url: '/api/admin/audit-log' },
];

describe('admin routes are for the super admin only', () => {
  it('every other role gets 403 and no session gets 401, and nothing changes', async () => {
    const victim = await createParent(t.app);
    for (const route of ROUTES(victim.user.id)) {
      for (const token of [parent.token, teacher.token, qbAdmin]) {
        const res = await api(token, route);
        expect(res.status, `${route.method} ${route.url}`).toBe(403);
        expect(res.body).toMatchObject({ detail: MSG.forbidden, code: 'forbidden' });
      }
      expect((await api(undefined, route)).status).toBe(401);
    }
    const [still] = await t.db.db.select().from(users).where(eq(users.id, victim.user.id));
    expect(still.isActive).toBe(true);
  });
});

describe('user management', () => {
  it('lists users newest first with a role filter, search and keyset pages; super admins are Protected', async () => {
    const all = await api(admin, { method: 'GET', url: '/api/admin/users?limit=2' });
    expect(all.status).toBe(200);
    expect(all.body.users).toHaveLength(2);
    expect(all.body.total).toBeGreaterThanOrEqual(5);
    expect(all.body.users[0].password_hash).toBeUndefined();
    const next = await api(admin, { method: 'GET', url: `/api/admin/users?limit=2&cursor=${all.body.next_cursor}` });
    const ids = [...all.body.users, ...next.body.users].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(4);

    const admins = await api(admin, { method: 'GET', url: '/api/admin/users?role=super_admin' });
    expect(admins.body.users.length).toBe(2);
    expect(admins.body.users.every((u: { protected: boolean }) => u.protected)).toBe(true);
    const parents = await api(admin, { method: 'GET', url: '/api/admin/users?role=parent' });
    expect(
      parents.body.users.every((u: { role: string; protected: boolean }) => u.role === 'parent' && !u.protected),
    ).toBe(true);
    const found = await api(admin, { method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(teacher.email)}` });
    expect(found.body.users.map((u: { id: string }) => u.id)).toEqual([teacher.user.id]);
    expect((await api(admin, { method: 'GET', url: '/api/admin/users?role=student' })).status).toBe(400);
  });

  it('super admins are protected from every action', async () => {
    for (const route of ROUTES(otherAdminId).filter((r) => r.url.includes(otherAdminId) && !r.url.includes('stats'))) {
      const res = await api(admin, route);
      expect(res.status, route.url).toBe(403);
      expect(res.body.detail).toBe(ADMIN_MSG.protectedUser);
    }
  });

  it('deactivation ends the user’s sessions and live sockets at once; activation lets them sign in again', async () => {
    const p = await createParent(t.app);
    const port = (t.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/${p.user.id}?token=${p.token}`);
    await new Promise((res) => ws.on('message', res));
    const closed = new Promise<number>((res) => ws.on('close', (code) => res(code)));

    const off = await api(admin, { method: 'POST', url: `/api/admin/users/${p.user.id}/toggle-status` });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: ADMIN_MSG.userDeactivated, user: { is_active: false } });
    // The heartbeat is a minute away: the socket closes because of the deactivation itself.
    expect(await closed).toBe(1008);
    expect((await api(p.token, { method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    const again = await login(t.app, p.email);
    expect(again.status).toBe(403);
    expect(again.body.detail).toBe(MSG.accountInactive);

    const on = await api(admin, { method: 'POST', url: `/api/admin/users/${p.user.id}/toggle-status` });
    expect(on.body).toMatchObject({ message: ADMIN_MSG.userActivated, user: { is_active: true } });
    expect((await login(t.app, p.email)).status).toBe(200);
    expect(await auditActions(p.user.id)).toEqual(
      expect.arrayContaining(['admin.user_deactivated', 'admin.user_activated']),
    );
  });

  it('sets a password through both spec calls: 8 characters at least, old sessions end, one-time password', async () => {
    const p = await createParent(t.app);
    const short = await api(admin, {
      method: 'POST',
      url: `/api/admin/users/${p.user.id}/set-password`,
      payload: { new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe(MSG.passwordMin);

    const res = await api(admin, {
      method: 'POST',
      url: `/api/admin/users/${p.user.id}/set-password`,
      payload: { new_password: 'Brand-new-pass-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Password set successfully for ${p.email}`);
    expect((await api(p.token, { method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    expect((await login(t.app, p.email)).status).toBe(401);
    const signedIn = await login(t.app, p.email, 'Brand-new-pass-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.must_change_password).toBe(true);

    const other = await api(admin, {
      method: 'POST',
      url: '/api/admin/set-user-password',
      payload: { user_id: p.user.id, new_password: 'Second-pass-22' },
    });
    expect(other.status).toBe(200);
    expect((await login(t.app, p.email, 'Second-pass-22')).status).toBe(200);
    const missing = await api(admin, {
      method: 'POST',
      url: '/api/admin/set-user-password',
      payload: { user_id: '00000000-0000-4000-8000-000000000000', new_password: 'Second-pass-22' },
    });
    expect(missing.status).toBe(404);
    expect((await auditActions(p.user.id)).filter((a) => a === 'admin.password_set')).toHaveLength(2);
  });

  it('deletes a parent through the children’s deletion path and accounts for everything they owned', async () => {
    const p = await createParent(t.app);
    const c1 = await addChild(p.token, 'Asha');
    const c2 = await addChild(p.token, 'Ravi');
    expect(c1.status).toBe(201);
    await t.app.notify(p.user.id, { title: 'Hello', message: 'x' });

    const res = await api(admin, { method: 'DELETE', url: `/api/admin/users/${p.user.id}` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ADMIN_MSG.userDeleted);
    expect(res.body.deleted).toMatchObject({ users: 1, children: 2, notifications: 1, worksheets: 0, notes: 0 });
    expect(res.body.deleted.sessions).toBeGreaterThanOrEqual(1);
    // Each child went through the child deletion path (its own audit entry), and the account's deletion is audited.
    expect(await auditActions(c1.body.id)).toContain('child.deleted');
    expect(await auditActions(c2.body.id)).toContain('child.deleted');
    expect(await auditActions(p.user.id)).toContain('admin.user_deleted');
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from children where parent_id = $1', [
      p.user.id,
    ]);
    expect(n).toBe(0);
    expect((await api(admin, { method: 'DELETE', url: `/api/admin/users/${p.user.id}` })).status).toBe(404);
    expect((await api(admin, { method: 'DELETE', url: '/api/admin/users/not-a-uuid' })).status).toBe(404);
  });
});

describe('statistics', () => {
  it('database stats: system-wide, per role and per user (both spec calls)', async () => {
    const p = await createParent(t.app);
    await addChild(p.token);
    const all = await api(admin, { method: 'GET', url: '/api/admin/database/stats' });
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.stats)).toEqual(
      expect.arrayContaining([
        'users',
        'children',
        'batches',
        'tasks',
        'evaluations',
        'notes',
        'coaching_relationships',
        'parents',
      ]),
    );
    expect(all.body.user_info).toBeNull();
    const [{ n: userCount }] = await t.db.query<{ n: number }>('select count(*)::int as n from users');
    expect(all.body.stats.users).toBe(userCount);

    const one = await api(admin, { method: 'GET', url: `/api/admin/database/stats/user/${p.user.id}` });
    expect(one.body.user_info).toMatchObject({ id: p.user.id, email: p.email, role: 'parent' });
    expect(one.body.stats).toMatchObject({ children: 1, users: 1, parents: 1 });
    const viaQuery = await api(admin, { method: 'GET', url: `/api/admin/database/stats?user_id=${p.user.id}` });
    expect(viaQuery.body).toEqual(one.body);
    const teachers = await api(admin, { method: 'GET', url: '/api/admin/database/stats?role=coaching_teacher' });
    expect(teachers.body.stats).toMatchObject({ parents: 0, children: 0 });
    // Batches and coaching links are counted for real: a teacher's batch with the parent's child linked to it.
    const coach = await createTeacher(t.app);
    const batch = await createBatch(t.app, coach.token);
    const kid = (await addChild(p.token, 'Linked')).body;
    await linkStudent(t.app, { teacherToken: coach.token, parent: p, childId: kid.id, batchId: batch.id });
    const ofCoach = await api(admin, { method: 'GET', url: `/api/admin/database/stats/user/${coach.user.id}` });
    expect(ofCoach.body.stats).toMatchObject({ batches: 1, coaching_relationships: 1 });
    const ofParent = await api(admin, { method: 'GET', url: `/api/admin/database/stats/user/${p.user.id}` });
    expect(ofParent.body.stats).toMatchObject({ batches: 0, coaching_relationships: 1 });
    const overall = await api(admin, { method: 'GET', url: '/api/admin/database/stats' });
    expect(overall.body.stats.batches).toBeGreaterThanOrEqual(1);
    const missing = await api(admin, {
      method: 'GET',
      url: '/api/admin/database/stats/user/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(ADMIN_MSG.userNotFound);
  });

  it('overview: everyone, one role or one user, with 7 daily rows', async () => {
    const all = await api(admin, { method: 'GET', url: '/api/admin/analytics/overview' });
    expect(all.status).toBe(200);
    expect(all.body.filter_info).toEqual({ applied_filters: { role: null, user_id: null }, filtered_user: null });
    expect(all.body.users.parents).toBeGreaterThan(0);
    expect(all.body.users.teachers).toBeGreaterThan(0);
    expect(all.body.users.active_30d).toBeGreaterThan(0);
    expect(all.body.recent_activity.daily).toHaveLength(7);
    const today = t.clock.now.toISOString().slice(0, 10);
    expect(all.body.recent_activity.daily.at(-1).date).toBe(today);
    expect(all.body.recent_activity.daily.at(-1).new_users).toBeGreaterThan(0);
    expect(all.body.tasks).toMatchObject({ total: 0, completed: 0, pending: 0, completion_rate: 0 });

    const parents = await api(admin, { method: 'GET', url: '/api/admin/analytics/overview?role=parent' });
    expect(parents.body.users.teachers).toBe(0);
    expect(parents.body.users.total).toBe(parents.body.users.parents);
    expect(parents.body.filter_info.applied_filters.role).toBe('parent');

    const one = await api(admin, { method: 'GET', url: `/api/admin/analytics/overview?user_id=${teacher.user.id}` });
    expect(one.body.users).toMatchObject({ total: 1, teachers: 1, parents: 0 });
    expect(one.body.filter_info.filtered_user).toMatchObject({ id: teacher.user.id, email: teacher.email });
    expect((await api(admin, { method: 'GET', url: '/api/admin/analytics/overview?role=super_admin' })).status).toBe(
      400,
    );
  });
});

describe('task statistics', () => {
  it('counts tasks by owner with olympiad and regular breakdowns, and Clear Tasks removes them', async () => {
    const p = await createParent(t.app);
    const kids = [(await addChild(p.token, 'A')).body.id, (await addChild(p.token, 'B')).body.id];
    const group = async (code: string, isOlympiad: boolean) =>
      (
        await t.db.db
          .insert(taskGroups)
          .values({
            ownerId: p.user.id,
            ownerRole: 'parent',
            title: code,
            subject: 'Mathematics',
            taskType: isOlympiad ? 'olympiad' : 'general',
            targetType: 'child',
            taskCode: code,
            isOlympiad,
          })
          .returning()
      )[0];
    const regular = await group('ABCDEF', false);
    const olympiad = await group('GHJKLM', true);
    await t.db.db.insert(tasks).values([
      { groupId: regular.id, childId: kids[0], state: 'completed' },
      { groupId: regular.id, childId: kids[1] },
      { groupId: olympiad.id, childId: kids[0], state: 'evaluated' },
    ]);
    const mine = await api(admin, { method: 'GET', url: `/api/admin/analytics/overview?user_id=${p.user.id}` });
    expect(mine.body.tasks).toEqual({
      total: 3,
      completed: 2,
      pending: 1,
      completion_rate: 66.7,
      olympiad: { total: 1, completed: 1 },
      regular: { total: 2, completed: 1 },
    });
    expect(mine.body.recent_activity.tasks_7d).toBe(3);
    expect(mine.body.recent_activity.daily.at(-1).tasks).toBe(3);
    const teachers = await api(admin, { method: 'GET', url: '/api/admin/analytics/overview?role=coaching_teacher' });
    expect(teachers.body.tasks.total).toBe(0);
    const stats = await api(admin, { method: 'GET', url: `/api/admin/database/stats/user/${p.user.id}` });
    expect(stats.body.stats.tasks).toBe(3);

    const cleared = await api(admin, { method: 'POST', url: '/api/admin/database/clear-tasks?confirm=true' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.deleted).toMatchObject({ tasks: 3, submissions: 0, evaluations: 0 });
    expect(await t.db.db.select().from(tasks)).toHaveLength(0);
    // The owner can still be deleted afterwards (nothing left dangling).
    expect((await api(admin, { method: 'DELETE', url: `/api/admin/users/${p.user.id}` })).status).toBe(200);
  });
});
