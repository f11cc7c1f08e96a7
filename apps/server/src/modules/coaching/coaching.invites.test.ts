import { COACHING_MSG, MSG, ONE_TIME_CREDENTIALS_DAYS } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createBatch,
  createParent,
  createTeacher,
  login,
  PASSWORD,
  setupTestApp,
  type TestContext,
} from '../../../test/helpers';
import { users } from '../../db/schema/index';

// Coaching requests can create parent accounts: limited per teacher, no oracle for other roles, and the one-time
// credentials lapse while the e-mail's owner can still register.
let t: TestContext;
let seq = 0;

beforeAll(async () => {
  t = await setupTestApp({ limits: { coachingRequestsPerMinute: 3, newParentsPerDay: 2 } });
});

const email = () => `invited.${++seq}.${Date.now()}@example.com`;
async function teacherWithBatch() {
  const teacher = await createTeacher(t.app);
  const batch = await createBatch(t.app, teacher.token);
  const send = (parent_email: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/coaching/request',
      token: teacher.token,
      payload: { parent_email, child_name: 'Ishan', child_grade: 5, subject: 'Mathematics', batch_id: batch.id },
    });
  return { teacher, send };
}

describe('POST /coaching/request limits', () => {
  it('caps new parent accounts per teacher a day (429 with the reason), then rate-limits the teacher', async () => {
    const a = await teacherWithBatch();
    expect((await a.send(email())).status).toBe(201);
    expect((await a.send(email())).status).toBe(201);
    const capped = await a.send(email());
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ detail: COACHING_MSG.newParentsCap, code: 'new_parents_cap' });
    // A fourth request within the minute is refused whatever it is.
    const limited = await a.send(email());
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBeTruthy();
    // Another teacher (same client address) has their own allowance.
    const b = await teacherWithBatch();
    expect((await b.send(email())).status).toBe(201);
  });
});

describe('non-parent e-mails', () => {
  it('a teacher, an admin and a deactivated parent get one neutral refusal', async () => {
    const { send } = await teacherWithBatch();
    const other = await createTeacher(t.app);
    const admin = await createAdmin(t.db, 'super_admin');
    const inactive = await createParent(t.app);
    await t.db.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const answers = [];
    for (const target of [other.email, admin.email, inactive.email]) {
      const res = await send(target);
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]).toEqual({
      status: 409,
      body: expect.objectContaining({ detail: COACHING_MSG.cannotInvite }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe('one-time credentials', () => {
  it('lapse after the days allowed; the e-mail’s owner registers over the unclaimed invitation', async () => {
    const { send } = await teacherWithBatch();
    const address = email();
    const sent = await send(address);
    expect(sent.status).toBe(201);
    const { password } = sent.body.parent_credentials;
    const early = await login(t.app, address, password);
    expect(early.status).toBe(200);

    t.clock.advance(ONE_TIME_CREDENTIALS_DAYS * 86_400_000);
    const late = await login(t.app, address, password);
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ detail: MSG.oneTimeExpired, code: 'one_time_expired' });
    // The session opened with the one-time password no longer works once the owner registers.
    const registered = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Real Parent', email: address, password: PASSWORD, role: 'parent', access_code: '246810' },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.user.must_change_password).toBe(false);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: early.body.access_token })).status).toBe(
      401,
    );
    expect((await login(t.app, address, password)).status).toBe(401);
    // The teacher's request waits for the real parent.
    const pending = await call(t.app, {
      method: 'GET',
      url: '/api/coaching/requests/pending',
      token: registered.body.access_token,
    });
    expect(pending.status).toBe(200);
    expect(pending.body.requests).toHaveLength(1);
  });

  it('a claimed invitation (password changed) is an ordinary account: registering again is refused', async () => {
    const { send } = await teacherWithBatch();
    const address = email();
    const { password, access_code } = (await send(address)).body.parent_credentials;
    const token = (await login(t.app, address, password)).body.access_token;
    await call(t.app, { method: 'POST', url: '/api/auth/verify-access-code', token, payload: { access_code } });
    const changed = await call(t.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      payload: { current_password: password, new_password: 'My-own-pass-42', confirm_password: 'My-own-pass-42' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    t.clock.advance((ONE_TIME_CREDENTIALS_DAYS + 1) * 86_400_000);
    expect((await login(t.app, address, 'My-own-pass-42')).status).toBe(200);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Someone', email: address, password: PASSWORD, role: 'parent', access_code: '246810' },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MSG.emailTaken);
  });
});
