import { ADMIN_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  call,
  createAdmin,
  createParent,
  createTeacher,
  PASSWORD,
  setupTestApp,
  signIn,
  type TestContext,
} from '../../../test/helpers';
import { auditLog, notes, users } from '../../db/schema/index';
import { registerTaskClearer } from './admin.registry';

let t: TestContext;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await setupTestApp();
  const a = await createAdmin(t.db, 'super_admin');
  adminId = a.user.id;
  admin = await signIn(t.app, a.email, a.code);
});

const post = (url: string, payload?: object, token = admin) => call(t.app, { method: 'POST', url, token, payload });

async function insertNote(creatorId: string) {
  await t.db.db.insert(notes).values({
    creatorId,
    subject: 'Science',
    type: 'summary',
    title: 'Plants',
    grade: 5,
    board: 'CBSE',
    topics: ['Plants'],
    content: {
      title: 'Plants',
      overview: '',
      sections: [],
      key_points: [],
      quick_check: [],
      memory_map: { label: 'x', children: [] },
    },
    generatorModel: 'builtin-v1',
  });
}

const actions = async () =>
  (await t.db.db.select().from(auditLog).where(eq(auditLog.actorId, adminId))).map((e) => e.action);

describe('danger zone', () => {
  it('clear notes needs confirm=true, deletes every note in one go and is audited', async () => {
    const teacher = await createTeacher(t.app);
    await insertNote(teacher.user.id);
    await insertNote(teacher.user.id);
    const unconfirmed = await post('/api/admin/database/clear-notes');
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.detail).toBe(ADMIN_MSG.confirmRequired);
    const res = await post('/api/admin/database/clear-notes?confirm=true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'All notes cleared successfully', deleted: { notes: 2 } });
    expect(await t.db.db.select().from(notes)).toHaveLength(0);
    expect(await actions()).toContain('admin.notes_cleared');
  });

  it('clear tasks runs the registered task clearers inside one transaction (a failure rolls back all)', async () => {
    let calls = 0;
    registerTaskClearer('test.tasks', async () => {
      calls++;
      return { deleted: { tasks: 3, submissions: 2 } };
    });
    const res = await post('/api/admin/database/clear-tasks?confirm=true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'All tasks cleared successfully',
      deleted: { tasks: 3, submissions: 2, evaluations: 0, files: 0 },
    });
    expect(calls).toBe(1);

    const teacher = await createTeacher(t.app);
    registerTaskClearer('test.tasks', async (tx) => {
      await tx.update(users).set({ name: 'Changed' }).where(eq(users.id, teacher.user.id));
      throw new Error('boom');
    });
    expect((await post('/api/admin/database/clear-tasks?confirm=true')).status).toBe(500);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, teacher.user.id));
    expect(row.name).toBe('Test Teacher');
    registerTaskClearer('test.tasks', async () => ({ deleted: {} }));
    expect(await actions()).toContain('admin.tasks_cleared');
  });

  it('reset system needs RESET and the admin’s password, keeps super admins and reports what it deleted', async () => {
    const p = await createParent(t.app);
    await call(t.app, {
      method: 'POST',
      url: '/api/children',
      token: p.token,
      payload: { name: 'Asha', age: 9, grade: 4, school_name: 'KV', board: 'CBSE', consent: true },
    });
    const teacher = await createTeacher(t.app);
    await insertNote(teacher.user.id);
    const other = await createAdmin(t.db, 'super_admin');
    await createAdmin(t.db, 'qb_admin');

    const typo = await post('/api/admin/database/reset-system', { confirm_text: 'reset', confirm_password: PASSWORD });
    expect(typo.status).toBe(400);
    expect(typo.body.detail).toBe(ADMIN_MSG.confirmRequired);
    const noPassword = await post('/api/admin/database/reset-system', { confirm_text: 'RESET' });
    expect(noPassword.body.detail).toBe(ADMIN_MSG.passwordRequired);
    const wrong = await post('/api/admin/database/reset-system', {
      confirm_text: 'RESET',
      confirm_password: 'nope-nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(ADMIN_MSG.wrongPassword);
    expect(await actions()).toContain('admin.reset_denied');

    const [{ n: before }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from users where role <> 'super_admin'`,
    );
    const res = await post('/api/admin/database/reset-system', { confirm_text: 'RESET', confirm_password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('System reset successful!');
    expect(res.body.deleted).toMatchObject({ users: before, children: 1, notes: 1 });
    const left = await t.db.db.select().from(users);
    expect(left.map((u) => u.role)).toEqual(['super_admin', 'super_admin']);
    expect(left.map((u) => u.id)).toContain(other.user.id);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: p.token })).status).toBe(401);
    const [entry] = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'admin.system_reset'));
    expect(entry.details).toMatchObject({ deleted: { users: before, children: 1 } });
    // The admin is still signed in and sees the empty system.
    const stats = await call(t.app, { method: 'GET', url: '/api/admin/database/stats', token: admin });
    expect(stats.body.stats).toMatchObject({ users: 2, parents: 0, children: 0, notes: 0 });
  });

  it('is refused in scaled mode unless the setting allows it', async () => {
    const scaled = await buildTestApp(t.db, { deps: { allowDangerZone: false } });
    try {
      for (const url of [
        '/api/admin/database/clear-tasks?confirm=true',
        '/api/admin/database/clear-notes?confirm=true',
        '/api/admin/database/reset-system?confirm=true',
      ]) {
        const res = await call(scaled, { method: 'POST', url, token: admin, payload: { confirm_password: PASSWORD } });
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'danger_zone_disabled', detail: ADMIN_MSG.scaledRefused });
      }
    } finally {
      await scaled.close();
    }
  });
});

describe('audit log view', () => {
  it('lists who did what, newest first, filtered by category and actor, in keyset pages', async () => {
    const page1 = await call(t.app, { method: 'GET', url: '/api/admin/audit-log?limit=2', token: admin });
    expect(page1.status).toBe(200);
    expect(page1.body.entries).toHaveLength(2);
    expect(page1.body.entries[0].id).toBeGreaterThan(page1.body.entries[1].id);
    const page2 = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit-log?limit=2&before=${page1.body.next_before}`,
      token: admin,
    });
    expect(page2.body.entries[0].id).toBeLessThan(page1.body.entries[1].id);

    const adminOnly = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit-log?category=admin&limit=200',
      token: admin,
    });
    expect(adminOnly.body.entries.length).toBeGreaterThan(0);
    expect(adminOnly.body.entries.every((e: { action: string }) => e.action.startsWith('admin.'))).toBe(true);
    expect(adminOnly.body.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['admin.system_reset', 'admin.notes_cleared']),
    );
    const reset = adminOnly.body.entries.find((e: { action: string }) => e.action === 'admin.system_reset');
    expect(reset.actor_id).toBe(adminId);
    expect(reset.actor_email).toMatch(/super_admin/);

    const signIns = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit-log?category=auth&actor_id=${adminId}`,
      token: admin,
    });
    expect(signIns.body.entries.map((e: { action: string }) => e.action)).toContain('auth.login');
    expect((await call(t.app, { method: 'GET', url: '/api/admin/audit-log?category=nope', token: admin })).status).toBe(
      400,
    );
  });
});
