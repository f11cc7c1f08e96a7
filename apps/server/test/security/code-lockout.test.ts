import { CHILD_VIEW_EXIT_MAX_FAILURES, CODE_MAX_FAILURES, MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createParent, setupTestApp, signIn, type TestContext } from '../helpers';

// Security review finding 1 (HIGH): a correct child code reset the access-code failure counter, so wrong
// codes interleaved with a known child code never locked anything.
let t: TestContext;
beforeAll(async () => {
  t = await setupTestApp();
});

const verify = (token: string, code: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/verify-access-code', token, payload: { access_code: code } });

async function family(codes: string[]) {
  const p = await createParent(t.app);
  for (const [i, code] of codes.entries()) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/children',
      token: p.token,
      payload: {
        name: `Kid ${i}`,
        age: 9,
        grade: 4,
        school_name: 'KV',
        board: 'CBSE',
        consent: true,
        access_code: code,
      },
    });
    expect(res.status).toBe(201);
  }
  return p;
}

/** Wrong codes answered 400 before the first 429, over an attack of `rounds` rounds. */
async function attack(token: string, rounds: number, wrong: (i: number) => string, known: string) {
  let guesses = 0;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < 4; i++) {
      const res = await verify(token, wrong(r * 4 + i));
      if (res.status === 429) return { guesses, locked: res.body.code };
      expect(res.status).toBe(400);
      guesses++;
    }
    const res = await verify(token, known);
    if (res.status === 429) return { guesses, locked: res.body.code };
  }
  return { guesses, locked: null };
}

describe('access-code lockout cannot be reset by a known child code', () => {
  it('the reported sequence on the parent code: four wrong, the child code, repeated, is stopped', async () => {
    const p = await family(['4321']);
    const token = await signIn(t.app, p.email, p.code);
    const res = await attack(token, 20, (i) => String(100000 + i), '4321');
    expect(res.locked).toBe('code_locked');
    // Four at sign-in strength, then two from the child's view (the exit count), and the session is over.
    expect(res.guesses).toBe(CODE_MAX_FAILURES - 1 + CHILD_VIEW_EXIT_MAX_FAILURES - 1);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(401);
  });

  it('the reported sweep of four-digit codes: four wrong, the own child code, repeated, is stopped', async () => {
    const p = await family(['4321', '9876']);
    const token = await signIn(t.app, p.email, p.code);
    const res = await attack(token, 2500, (i) => String(i).padStart(4, '0'), '4321');
    expect(res.locked).toBe('code_locked');
    // From the child's view a four-digit code is a wrong parent code: no sibling is reachable from there.
    expect(res.guesses).toBe(CODE_MAX_FAILURES - 1 + CHILD_VIEW_EXIT_MAX_FAILURES - 1);
  });

  it('counts per account across sessions: a child code in a new session does not clear child-code failures', async () => {
    const p = await family(['4321', '9876']);
    let token = await signIn(t.app, p.email, p.code);
    for (let i = 0; i < CODE_MAX_FAILURES - 1; i++) expect((await verify(token, `000${i}`)).status).toBe(400);
    token = await signIn(t.app, p.email, p.code);
    expect((await verify(token, '4321')).status).toBe(200);
    token = await signIn(t.app, p.email, p.code);
    const fifth = await verify(token, '0009');
    expect(fifth.status).toBe(429);
    expect(fifth.body.detail).toBe(MSG.codeLocked);
    // The child-code lock holds in every session; the parent's own code is another kind and still works.
    token = await signIn(t.app, p.email, p.code);
    expect((await verify(token, '9876')).status).toBe(429);
    expect((await verify(await signIn(t.app, p.email), p.code)).status).toBe(200);
  });

  it('a success of one kind does not clear the other kind’s failures', async () => {
    const p = await family(['4321']);
    // Four wrong parent codes at sign-in, then the right child code, then a new session: one more wrong parent code locks.
    for (let i = 0; i < CODE_MAX_FAILURES - 1; i++) {
      expect((await verify(await signIn(t.app, p.email), `11111${i}`)).status).toBe(400);
    }
    expect((await verify(await signIn(t.app, p.email), '4321')).status).toBe(200);
    const locked = await verify(await signIn(t.app, p.email), '222222');
    expect(locked.status).toBe(429);
    expect((await verify(await signIn(t.app, p.email), p.code)).status).toBe(429);

    // Four wrong child codes, then the right parent code: one more wrong child code still locks.
    const q = await family(['4321']);
    const s = await signIn(t.app, q.email, q.code);
    for (let i = 0; i < CODE_MAX_FAILURES - 1; i++) expect((await verify(s, `100${i}`)).status).toBe(400);
    expect((await verify(s, q.code)).status).toBe(200);
    expect((await verify(s, '1009')).status).toBe(429);
  });

  it('leaving the child view needs the parent code, with a stricter count of its own that ends the session', async () => {
    const p = await family(['4321', '9876']);
    const token = await signIn(t.app, p.email, p.code);
    expect((await verify(token, '4321')).body.redirect_to).toBe('/child-dashboard');
    // From a child's view, a sibling's code does not switch views: it counts as a wrong parent code.
    const sibling = await verify(token, '9876');
    expect(sibling.status).toBe(400);
    for (let i = 1; i < CHILD_VIEW_EXIT_MAX_FAILURES - 1; i++) expect((await verify(token, '000000')).status).toBe(400);
    const last = await verify(token, '000000');
    expect(last.status).toBe(429);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token })).status).toBe(401);

    // The exit count is the account's, not the session's: another child view cannot be left for 15 minutes...
    const again = await signIn(t.app, p.email, p.code);
    expect((await verify(again, '4321')).status).toBe(200);
    expect((await verify(again, p.code)).status).toBe(429);
    // ...while a full sign-in (password and parent code) still reaches the parent view.
    const fresh = await signIn(t.app, p.email, p.code);
    const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token: fresh });
    expect(me.body).toMatchObject({ access_verified: true, active_child_id: null });
    t.clock.advance(16 * 60_000);
    const later = await signIn(t.app, p.email, p.code);
    expect((await verify(later, '4321')).status).toBe(200);
    expect((await verify(later, p.code)).body.redirect_to).toBe('/dashboard');
  });
});
