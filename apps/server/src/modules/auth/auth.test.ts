import { MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createParent,
  createTeacher,
  login,
  PASSWORD,
  setupTestApp,
  signIn,
  type TestContext,
  uniqueEmail,
} from '../../../test/helpers';
import { auditLog, users } from '../../db/schema/index';

let t: TestContext;
const bodies: unknown[] = [];
/** Every response body is kept, to prove no hash ever leaves the server. */
async function api(opts: Parameters<typeof call>[1]) {
  const res = await call(t.app, opts);
  bodies.push(res.body);
  return res;
}

beforeAll(async () => {
  t = await setupTestApp();
});

describe('register', () => {
  it('creates a parent with a verified session', async () => {
    const email = uniqueEmail('Asha');
    const res = await api({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: '  Asha Rao ',
        email: `  ${email.toUpperCase()} `,
        mobile: '+91 98765 43210',
        password: PASSWORD,
        role: 'parent',
        access_code: '123456',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Asha Rao',
      full_name: 'Asha Rao',
      email: email.toLowerCase(),
      role: 'parent',
      has_access_code: true,
      is_active: true,
    });
    expect(res.body.requires_access_code).toBe(false);
    const me = await api({ method: 'GET', url: '/api/auth/me', token: res.body.access_token });
    expect(me.body.access_verified).toBe(true);
  });

  it('creates a coaching teacher without a code', async () => {
    const { user } = await createTeacher(t.app);
    expect(user.role).toBe('coaching_teacher');
    expect(user.has_access_code).toBe(false);
  });

  it.each([
    [{ access_code: undefined }, MSG.parentCodeSix],
    [{ access_code: '12345' }, MSG.parentCodeSix],
    [{ access_code: '12345a' }, MSG.parentCodeSix],
    [{ role: 'super_admin' }, MSG.roleInvalid],
    [{ role: 'qb_admin' }, MSG.roleInvalid],
    [{ password: 'short' }, MSG.passwordMin],
    [{ email: 'not-an-email' }, MSG.emailInvalid],
    [{ name: '   ' }, MSG.nameRequired],
    [{ mobile: 'call me' }, MSG.mobileInvalid],
  ])('refuses %o with its message', async (patch, message) => {
    const res = await api({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'P', email: uniqueEmail(), password: PASSWORD, role: 'parent', access_code: '123456', ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.code).toBe('validation_error');
  });

  it('refuses a duplicate email whatever its case', async () => {
    const { email } = await createParent(t.app);
    const res = await api({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Again', email: email.toUpperCase(), password: PASSWORD, role: 'coaching_teacher' },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(MSG.emailTaken);
  });

  it('answers a missing body field with a readable message, never a 500', async () => {
    const res = await api({ method: 'POST', url: '/api/auth/register', payload: {} });
    expect(res.status).toBe(400);
    expect(res.body.field_errors.password).toBe('Password is required');
    const bad = await api({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.detail).toBe('string');
  });
});

describe('login and two-step sign-in', () => {
  it('asks parents and admins for a code, not teachers', async () => {
    const p = await createParent(t.app);
    const teacher = await createTeacher(t.app);
    const pl = await login(t.app, p.email);
    expect(pl.status).toBe(200);
    expect(pl.body.requires_access_code).toBe(true);
    const tl = await login(t.app, teacher.email);
    expect(tl.body.requires_access_code).toBe(false);
    const me = await api({ method: 'GET', url: '/api/auth/me', token: tl.body.access_token });
    expect(me.body.access_verified).toBe(true);
    const upd = await api({
      method: 'PUT',
      url: '/api/auth/update-profile',
      token: tl.body.access_token,
      payload: { name: 'T2' },
    });
    expect(upd.status).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const p = await createParent(t.app);
    const a = await login(t.app, uniqueEmail('nobody'));
    const b = await login(t.app, p.email, 'wrong-password');
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual(b.body);
    expect(a.body.detail).toBe(MSG.invalidCredentials);
  });

  it('lets an unverified session reach only verify-access-code, me and logout', async () => {
    const p = await createParent(t.app);
    const token = (await login(t.app, p.email)).body.access_token;
    const me = await api({ method: 'GET', url: '/api/auth/me', token });
    expect(me.status).toBe(200);
    expect(me.body.access_verified).toBe(false);
    for (const [method, url, payload] of [
      ['PUT', '/api/auth/update-profile', { name: 'x' }],
      ['POST', '/api/auth/update-profile', { name: 'x' }],
      ['POST', '/api/auth/change-password', { current_password: PASSWORD, new_password: 'another-pass-1' }],
      ['PUT', '/api/auth/update-parent-access-code', { access_code: '111111' }],
      ['POST', '/api/auth/update-access-code', { new_access_code: '111111' }],
      ['POST', '/api/auth/verify-password', { password: PASSWORD }],
    ] as const) {
      const res = await api({ method, url, token, payload });
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('access_code_required');
    }
    const v = await api({ method: 'POST', url: '/api/auth/verify-access-code', token, payload: { code: p.code } });
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({
      valid: true,
      redirect_to: '/dashboard',
      user_id: p.user.id,
      user_name: 'Test Parent',
      child_data: null,
    });
    const after = await api({ method: 'PUT', url: '/api/auth/update-profile', token, payload: { name: 'x' } });
    expect(after.status).toBe(200);
  });

  it('sends super_admin and qb_admin to their areas', async () => {
    const sa = await createAdmin(t.db, 'super_admin', '654321');
    const qb = await createAdmin(t.db, 'qb_admin', '112233');
    for (const [acct, where] of [
      [sa, '/admin/dashboard'],
      [qb, '/admin/question-bank'],
    ] as const) {
      const token = (await login(t.app, acct.email)).body.access_token;
      const v = await api({
        method: 'POST',
        url: '/api/auth/verify-access-code',
        token,
        payload: { access_code: acct.code },
      });
      expect(v.body.redirect_to).toBe(where);
    }
  });

  it('says so for an empty or wrong code', async () => {
    const p = await createParent(t.app);
    const token = (await login(t.app, p.email)).body.access_token;
    const empty = await api({
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token,
      payload: { access_code: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(MSG.enterAccessCode);
    const wrong = await api({
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token,
      payload: { access_code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(MSG.invalidAccessCode);
  });

  it('ends the session and locks the code for 15 minutes after 5 wrong codes', async () => {
    const p = await createParent(t.app);
    const token = (await login(t.app, p.email)).body.access_token;
    for (let i = 1; i <= 4; i++) {
      const r = await api({
        method: 'POST',
        url: '/api/auth/verify-access-code',
        token,
        payload: { access_code: '999999' },
      });
      expect(r.status).toBe(400);
    }
    const fifth = await api({
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token,
      payload: { access_code: '999999' },
    });
    expect(fifth.status).toBe(429);
    expect(fifth.body.detail).toBe(MSG.codeLocked);
    expect((await api({ method: 'GET', url: '/api/auth/me', token })).status).toBe(401);

    const token2 = (await login(t.app, p.email)).body.access_token;
    const locked = await api({
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token: token2,
      payload: { access_code: p.code },
    });
    expect(locked.status).toBe(429);

    t.clock.advance(16 * 60_000);
    const token3 = (await login(t.app, p.email)).body.access_token;
    const ok = await api({
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token: token3,
      payload: { access_code: p.code },
    });
    expect(ok.status).toBe(200);
    const [row] = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'auth.access_code_locked'));
    expect(row.targetId).toBe(p.user.id);
  });

  it('backs off after 5 failed sign-ins and locks for 30 minutes after 10', async () => {
    const p = await createParent(t.app);
    for (let i = 0; i < 5; i++) expect((await login(t.app, p.email, 'nope-nope')).status).toBe(401);
    // Inside the back-off window even the right password waits.
    const waiting = await login(t.app, p.email);
    expect(waiting.status).toBe(429);
    expect(waiting.body.detail).toBe(MSG.loginBackoff);
    for (let i = 5; i < 9; i++) {
      t.clock.advance(20_000);
      expect((await login(t.app, p.email, 'nope-nope')).status).toBe(401);
    }
    t.clock.advance(20_000);
    const tenth = await login(t.app, p.email, 'nope-nope');
    expect(tenth.status).toBe(429);
    expect(tenth.body.detail).toBe(MSG.loginLocked);
    t.clock.advance(29 * 60_000);
    expect((await login(t.app, p.email)).status).toBe(429);
    t.clock.advance(2 * 60_000);
    expect((await login(t.app, p.email)).status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const p = await createParent(t.app);
    for (let i = 0; i < 4; i++) await login(t.app, p.email, 'nope-nope');
    expect((await login(t.app, p.email)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, p.email, 'nope-nope')).status).toBe(401);
    expect((await login(t.app, p.email)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a missing or unknown token', async () => {
    expect((await api({ method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    const res = await api({ method: 'GET', url: '/api/auth/me', token: 'forged-token' });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe(MSG.sessionExpired);
  });

  it('logout revokes the session', async () => {
    const p = await createParent(t.app);
    const out = await api({ method: 'POST', url: '/api/auth/logout', token: p.token });
    expect(out.status).toBe(200);
    expect((await api({ method: 'GET', url: '/api/auth/me', token: p.token })).status).toBe(401);
  });

  it('stops a deactivated user at once and refuses their sign-in', async () => {
    const p = await createParent(t.app);
    await t.db.db.update(users).set({ isActive: false }).where(eq(users.id, p.user.id));
    expect((await api({ method: 'GET', url: '/api/auth/me', token: p.token })).status).toBe(401);
    const res = await login(t.app, p.email);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(MSG.accountInactive);
  });

  it('expires sessions after 30 days', async () => {
    const p = await createParent(t.app);
    t.clock.advance(31 * 86_400_000);
    expect((await api({ method: 'GET', url: '/api/auth/me', token: p.token })).status).toBe(401);
  });
});

describe('change password', () => {
  it.each([
    [{ current_password: '', new_password: 'long-enough-1' }, MSG.fillPasswordFields],
    [
      { current_password: PASSWORD, new_password: 'long-enough-1', confirm_password: 'different-1' },
      MSG.passwordsDoNotMatch,
    ],
    [{ current_password: PASSWORD, new_password: 'short' }, MSG.newPasswordMin],
    [{ current_password: 'wrong-current', new_password: 'long-enough-1' }, MSG.currentPasswordWrong],
  ])('refuses %o', async (payload, message) => {
    const p = await createParent(t.app);
    const res = await api({ method: 'POST', url: '/api/auth/change-password', token: p.token, payload });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
  });

  it('changes it, keeps this session and revokes the others', async () => {
    const p = await createParent(t.app);
    const other = await signIn(t.app, p.email, p.code);
    const res = await api({
      method: 'POST',
      url: '/api/auth/change-password',
      token: p.token,
      payload: { current_password: PASSWORD, new_password: 'brand-new-pass', confirm_password: 'brand-new-pass' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.passwordChanged);
    expect((await api({ method: 'GET', url: '/api/auth/me', token: p.token })).status).toBe(200);
    expect((await api({ method: 'GET', url: '/api/auth/me', token: other })).status).toBe(401);
    expect((await login(t.app, p.email)).status).toBe(401);
    expect((await login(t.app, p.email, 'brand-new-pass')).status).toBe(200);
  });
});

describe('update profile', () => {
  it.each(['POST', 'PUT'] as const)('%s trims and saves name and mobile', async (method) => {
    const p = await createParent(t.app);
    const res = await api({
      method,
      url: '/api/auth/update-profile',
      token: p.token,
      payload: { name: '  New Name  ', mobile: ' 9876543210 ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.profileUpdated);
    expect(res.body.user).toMatchObject({ name: 'New Name', mobile: '9876543210' });
    const me = await api({ method: 'GET', url: '/api/auth/me', token: p.token });
    expect(me.body.name).toBe('New Name');
  });

  it('needs at least one field and never changes the email', async () => {
    const p = await createParent(t.app);
    const none = await api({
      method: 'PUT',
      url: '/api/auth/update-profile',
      token: p.token,
      payload: { name: ' ', mobile: '' },
    });
    expect(none.body.detail).toBe(MSG.profileOneField);
    const email = await api({
      method: 'PUT',
      url: '/api/auth/update-profile',
      token: p.token,
      payload: { name: 'A', email: 'other@example.com' },
    });
    expect(email.status).toBe(400);
    expect(email.body.detail).toBe(MSG.emailNotChangeable);
    const same = await api({
      method: 'PUT',
      url: '/api/auth/update-profile',
      token: p.token,
      payload: { name: 'A', email: p.email },
    });
    expect(same.status).toBe(200);
  });
});

describe('access codes', () => {
  it('lets a parent change the parent code; the new one works, the old one not', async () => {
    const p = await createParent(t.app);
    const bad = await api({
      method: 'PUT',
      url: '/api/auth/update-parent-access-code',
      token: p.token,
      payload: { access_code: '12345' },
    });
    expect(bad.body.detail).toBe(MSG.parentCodeSix);
    const other = await signIn(t.app, p.email, p.code);
    const res = await api({
      method: 'PUT',
      url: '/api/auth/update-parent-access-code',
      token: p.token,
      payload: { access_code: '777777' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.parentCodeUpdated);
    expect((await api({ method: 'GET', url: '/api/auth/me', token: other })).status).toBe(401);
    const token = (await login(t.app, p.email)).body.access_token;
    expect(
      (await api({ method: 'POST', url: '/api/auth/verify-access-code', token, payload: { access_code: p.code } }))
        .status,
    ).toBe(400);
    expect(
      (await api({ method: 'POST', url: '/api/auth/verify-access-code', token, payload: { access_code: '777777' } }))
        .status,
    ).toBe(200);
  });

  it('refuses the parent-code route to a teacher', async () => {
    const teacher = await createTeacher(t.app);
    const res = await api({
      method: 'PUT',
      url: '/api/auth/update-parent-access-code',
      token: teacher.token,
      payload: { access_code: '777777' },
    });
    expect(res.status).toBe(403);
    const res2 = await api({
      method: 'POST',
      url: '/api/auth/update-access-code',
      token: teacher.token,
      payload: { new_access_code: '777777' },
    });
    expect(res2.status).toBe(403);
  });

  it('update-access-code validates and changes an admin code', async () => {
    const sa = await createAdmin(t.db, 'super_admin', '654321');
    const token = await signIn(t.app, sa.email, sa.code);
    const empty = await api({
      method: 'POST',
      url: '/api/auth/update-access-code',
      token,
      payload: { new_access_code: '' },
    });
    expect(empty.body.detail).toBe(MSG.enterNewAccessCode);
    const short = await api({
      method: 'POST',
      url: '/api/auth/update-access-code',
      token,
      payload: { new_access_code: '1234' },
    });
    expect(short.body.detail).toBe(MSG.accessCodeSix);
    const ok = await api({
      method: 'POST',
      url: '/api/auth/update-access-code',
      token,
      payload: { new_access_code: '909090' },
    });
    expect(ok.body.message).toBe(MSG.accessCodeUpdated);
    expect(await signIn(t.app, sa.email, '909090')).toBeTruthy();
  });
});

describe('verify password', () => {
  it('confirms only the caller’s own password', async () => {
    const p = await createParent(t.app);
    const ok = await api({
      method: 'POST',
      url: '/api/auth/verify-password',
      token: p.token,
      payload: { email: p.email, password: PASSWORD },
    });
    expect(ok.body).toEqual({ valid: true });
    const wrong = await api({
      method: 'POST',
      url: '/api/auth/verify-password',
      token: p.token,
      payload: { password: 'bad-password' },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ valid: false });
    const other = await createParent(t.app);
    const cross = await api({
      method: 'POST',
      url: '/api/auth/verify-password',
      token: p.token,
      payload: { email: other.email, password: PASSWORD },
    });
    expect(cross.body).toEqual({ valid: false });
  });
});

describe('response hygiene', () => {
  it('no response carried a password or code hash', () => {
    const all = JSON.stringify(bodies);
    expect(bodies.length).toBeGreaterThan(40);
    expect(all).not.toMatch(/argon2/);
    expect(all).not.toMatch(/password_hash|passwordHash|access_code_hash|accessCodeHash|token_hash/);
  });
});
