import { LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_LOCK_AFTER, MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { authThrottles } from '../../src/db/schema/index';
import { loginKeys } from '../../src/modules/auth/lockout';
import { call, createParent, PASSWORD, setupTestApp, type TestContext, uniqueEmail } from '../helpers';

// Security review finding 4: anyone knowing an e-mail could lock its account for 30 minutes, and unknown
// e-mails never backed off, which told whether an account exists.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const loginFrom = (ip: string, email: string, password: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/** Ten wrong passwords from one source, spaced past each back-off; returns what each answered. */
async function tenFailures(ip: string, email: string) {
  const seen: string[] = [];
  for (let i = 0; i < LOGIN_LOCK_AFTER; i++) {
    const res = await loginFrom(ip, email, 'wrong-password-1');
    seen.push(`${res.status} ${res.body.detail}`);
    t.clock.advance(20_000);
  }
  return seen;
}

describe('sign-in lockout by account and source', () => {
  it('a stranger’s failures lock the stranger out, not the owner on the usual device', async () => {
    const p = await createParent(t.app);
    expect((await loginFrom('10.1.1.1', p.email, PASSWORD)).status).toBe(200);
    const seen = await tenFailures('203.0.113.7', p.email);
    expect(seen.at(-1)).toBe(`429 ${MSG.loginLocked}`);
    expect((await loginFrom('203.0.113.7', p.email, PASSWORD)).status).toBe(429);
    expect((await loginFrom('10.1.1.1', p.email, PASSWORD)).status).toBe(200);
  });

  it('an unknown e-mail backs off and locks exactly as a real one', async () => {
    const p = await createParent(t.app);
    // Without the clock moving, the sixth try meets the back-off.
    const quick = async (email: string) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i++) out.push(`${(await loginFrom('198.51.100.1', email, 'nope-nope-1')).status}`);
      return out;
    };
    const real = await quick(p.email);
    const ghost = await quick(uniqueEmail('nobody'));
    expect(real).toEqual(['401', '401', '401', '401', '401', '429']);
    expect(ghost).toEqual(real);
    t.clock.advance(60 * 60_000);
    expect(await tenFailures('198.51.100.2', uniqueEmail('nobody'))).toEqual(
      await tenFailures('198.51.100.2', p.email),
    );
  });

  it(`caps failures over all sources at ${LOGIN_ACCOUNT_MAX_FAILURES}: then only familiar sources may sign in`, async () => {
    const p = await createParent(t.app);
    expect((await loginFrom('10.2.2.2', p.email, PASSWORD)).status).toBe(200);
    // A distributed attack, each source under its own back-off: the first 95 failures are written as the
    // throttle would have counted them (a hundred argon2 checks are too slow for CI), the last 5 are real.
    await t.db.db.insert(authThrottles).values({
      key: loginKeys(p.email, undefined).account,
      failures: LOGIN_ACCOUNT_MAX_FAILURES - 5,
      lastFailureAt: t.clock.now,
    });
    for (let s = 0; s < 5; s++) {
      expect((await loginFrom(`192.0.2.${s + 1}`, p.email, 'wrong-password-1')).status).toBe(401);
    }
    const stranger = await loginFrom('192.0.2.200', p.email, PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body.detail).toBe(MSG.loginLocked);
    expect((await loginFrom('10.2.2.2', p.email, PASSWORD)).status).toBe(200);
    // The owner's success starts the count again.
    expect((await loginFrom('192.0.2.201', p.email, PASSWORD)).status).toBe(200);
  });
});
