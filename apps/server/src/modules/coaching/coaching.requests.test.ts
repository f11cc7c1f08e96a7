import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { COACHING_MSG } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createBatch,
  createChild,
  createParent,
  createTeacher,
  login,
  setupTestApp,
  type TestContext,
} from '../../../test/helpers';

let t: TestContext;
let teacher: Awaited<ReturnType<typeof createTeacher>>;
let rival: Awaited<ReturnType<typeof createTeacher>>;
let parent: Awaited<ReturnType<typeof createParent>>;
let other: Awaited<ReturnType<typeof createParent>>;
let batch: { id: string; name: string };
let batch2: { id: string };
let kid: { id: string; generated_access_code?: string };

beforeAll(async () => {
  t = await setupTestApp();
  teacher = await createTeacher(t.app);
  rival = await createTeacher(t.app);
  parent = await createParent(t.app, { name: 'Priya Sharma' });
  other = await createParent(t.app);
  batch = await createBatch(t.app, teacher.token, { name: 'Grade 5 Maths' });
  batch2 = await createBatch(t.app, teacher.token, { name: 'Grade 5 Maths B' });
  kid = await createChild(t.app, parent.token, { name: 'Anaya' });
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  call(t.app, { method, url, token, payload });
const send = (token: string, payload: object) => req('POST', '/api/coaching/request', token, payload);
const body = (over: object = {}) => ({
  parent_email: parent.email,
  child_name: 'Anaya',
  child_grade: 5,
  subject: 'Mathematics',
  message: 'Weekly classes on Saturdays',
  batch_id: batch.id,
  ...over,
});
const notices = async (token: string) =>
  (await req('GET', '/api/notifications?limit=50', token)).body.notifications as { data: { type?: string } }[];

describe('check-parent-email', () => {
  it('finds a parent by e-mail (any case) with the name; not a teacher, not an unknown address', async () => {
    const found = await req('GET', `/api/coaching/check-parent-email/${parent.email.toUpperCase()}`, teacher.token);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ exists: true, parent_name: 'Priya Sharma' });
    const unknown = await req('GET', '/api/coaching/check-parent-email/nobody@example.com', teacher.token);
    expect(unknown.body).toEqual({ exists: false, parent_name: null });
    const notParent = await req('GET', `/api/coaching/check-parent-email/${rival.email}`, teacher.token);
    expect(notParent.body).toEqual({ exists: false, parent_name: null });
    expect((await req('GET', '/api/coaching/check-parent-email/abc', teacher.token)).body.exists).toBe(false);
    expect((await req('GET', `/api/coaching/check-parent-email/${parent.email}`, parent.token)).status).toBe(403);
  });
});

describe('coaching requests', () => {
  it('validates the request with the spec’s messages', async () => {
    const cases: [object, string, string][] = [
      [{ parent_email: '' }, 'parent_email', COACHING_MSG.parentEmailRequired],
      [{ parent_email: 'not-an-email' }, 'parent_email', COACHING_MSG.emailInvalid],
      [{ child_name: ' ' }, 'child_name', COACHING_MSG.childNameRequired],
      [{ batch_id: undefined }, 'batch_id', COACHING_MSG.batchRequired],
      [{ child_grade: 13 }, 'child_grade', COACHING_MSG.gradeRange],
      [{ subject: '' }, 'subject', COACHING_MSG.subjectRequired],
    ];
    for (const [over, field, detail] of cases) {
      const res = await send(teacher.token, body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.field_errors?.[field], JSON.stringify(res.body)).toBe(detail);
    }
    // Another teacher's batch is unknown; a non-parent account cannot receive a request.
    expect((await send(rival.token, body())).status).toBe(404);
    const toTeacher = await send(teacher.token, body({ parent_email: rival.email }));
    expect(toTeacher.status).toBe(409);
    expect(toTeacher.body.detail).toBe(COACHING_MSG.cannotInvite);
    expect((await send(parent.token, body())).status).toBe(403);
  });

  it('sends to an existing parent, who alone sees it and is notified; a second copy is refused', async () => {
    const res = await send(teacher.token, body({ subject: 'Anything' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: COACHING_MSG.requestSentExisting,
      new_parent_created: false,
      parent_email: parent.email,
      parent_credentials: null,
      // The subject is the batch's.
      request: { child_name: 'Anaya', subject: 'Mathematics', batch_id: batch.id, batch_name: batch.name },
    });
    const again = await send(teacher.token, body());
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(COACHING_MSG.requestExists);

    const sent = await req('GET', '/api/coaching/requests/sent', teacher.token);
    expect(sent.body.requests.map((r: { id: string }) => r.id)).toEqual([res.body.request.id]);
    expect((await req('GET', '/api/coaching/requests/sent', rival.token)).body.requests).toEqual([]);
    const pending = await req('GET', '/api/coaching/requests/pending', parent.token);
    expect(pending.body.requests).toEqual([
      expect.objectContaining({
        id: res.body.request.id,
        child_name: 'Anaya',
        child_grade: 5,
        coach: { id: teacher.user.id, name: 'Test Teacher' },
        subject: 'Mathematics',
        message: 'Weekly classes on Saturdays',
        status: 'pending',
      }),
    ]);
    expect((await req('GET', '/api/coaching/requests/pending', other.token)).body.requests).toEqual([]);
    expect((await req('GET', '/api/coaching/requests/pending', teacher.token)).status).toBe(403);
    expect((await notices(parent.token)).some((n) => n.data.type === 'coaching.request')).toBe(true);
  });

  it('the parent approves with a child: the relationship starts, the teacher is told and can read the child', async () => {
    const [pending] = (await req('GET', '/api/coaching/requests/pending', parent.token)).body.requests;
    const url = `/api/coaching/requests/${pending.id}`;
    // Only the parent it is addressed to; the teacher cannot answer for them.
    expect((await req('PUT', url, other.token, { status: 'denied' })).status).toBe(404);
    expect((await req('PUT', url, teacher.token, { status: 'denied' })).status).toBe(403);
    const noChild = await req('PUT', url, parent.token, { status: 'approved' });
    expect(noChild.status).toBe(400);
    expect(noChild.body.detail).toBe(COACHING_MSG.selectChildFirst);
    const strangerKid = await createChild(t.app, other.token, { name: 'Not mine' });
    expect((await req('PUT', url, parent.token, { status: 'approved', child_id: strangerKid.id })).status).toBe(404);
    // Before approval the teacher cannot read the child.
    expect((await req('GET', `/api/children/${kid.id}`, teacher.token)).status).toBe(404);

    const ok = await req('PUT', url, parent.token, { status: 'approved', child_id: kid.id });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(COACHING_MSG.requestApproved);
    expect(ok.body.relationship).toMatchObject({
      coach_id: teacher.user.id,
      child_id: kid.id,
      batch_id: batch.id,
      batch_name: batch.name,
      subject: 'Mathematics',
      coach_details: { name: 'Test Teacher' },
      child_details: { id: kid.id, name: 'Anaya', grade: 5 },
      parent_details: { name: 'Priya Sharma' },
    });
    expect((await req('PUT', url, parent.token, { status: 'denied' })).status).toBe(409);
    expect((await notices(teacher.token)).some((n) => n.data.type === 'coaching.request_approved')).toBe(true);
    expect((await req('GET', `/api/children/${kid.id}`, teacher.token)).status).toBe(200);
    // Reading is all: the family's own actions stay the family's.
    expect((await req('PUT', `/api/children/${kid.id}`, teacher.token, { name: 'X' })).status).toBe(403);
    expect((await req('GET', `/api/children/${kid.id}`, rival.token)).status).toBe(404);
    expect((await req('GET', `/api/children/${kid.id}/performance`, rival.token)).status).toBe(404);
    expect((await req('GET', '/api/coaching/requests/sent', teacher.token)).body.requests).toEqual([]);
  });

  it('the parent denies; the teacher cancels a pending one (not another teacher, not twice)', async () => {
    const denied = await send(teacher.token, body({ child_name: 'Sibling' }));
    const d = await req('PUT', `/api/coaching/requests/${denied.body.request.id}`, parent.token, { status: 'denied' });
    expect(d.status).toBe(200);
    expect(d.body).toEqual({ message: COACHING_MSG.requestDenied, relationship: null });
    expect((await notices(teacher.token)).some((n) => n.data.type === 'coaching.request_denied')).toBe(true);

    const sent = await send(teacher.token, body({ child_name: 'Third' }));
    const url = `/api/coaching/requests/${sent.body.request.id}`;
    expect((await req('DELETE', url, rival.token)).status).toBe(404);
    expect((await req('DELETE', url, parent.token)).status).toBe(403);
    const ok = await req('DELETE', url, teacher.token);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(COACHING_MSG.requestCancelled);
    expect((await req('DELETE', url, teacher.token)).status).toBe(404);
    expect((await notices(parent.token)).some((n) => n.data.type === 'coaching.request_cancelled')).toBe(true);
    expect((await req('DELETE', `/api/coaching/requests/${denied.body.request.id}`, teacher.token)).status).toBe(409);
  });
});

describe('a new parent', () => {
  it('gets an account with one-time credentials, e-mailed, and must change the password at first sign-in', async () => {
    const email = `new.parent.${Date.now()}@example.com`;
    const res = await send(teacher.token, body({ parent_email: email, child_name: 'Ishan' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: COACHING_MSG.requestSentNew, new_parent_created: true });
    const { password, access_code } = res.body.parent_credentials;
    expect(password).toMatch(/^[\w-]{12}$/);
    expect(access_code).toMatch(/^\d{6}$/);
    // Never fixed defaults.
    const second = await send(teacher.token, body({ parent_email: `b.${email}`, child_name: 'Ishan' }));
    expect(second.body.parent_credentials.password).not.toBe(password);

    // The welcome e-mail reaches the outbox with both secrets.
    const outbox = path.join(t.app.deps.dataDir, 'outbox');
    let mail = '';
    for (let i = 0; i < 100 && !mail.includes(password); i++) {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const texts = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
      mail = texts.find((x) => x.includes(password)) ?? '';
      if (!mail.includes(password)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail).toContain(password);
    expect(mail).toContain(access_code);

    const signed = await login(t.app, email, password);
    expect(signed.status).toBe(200);
    expect(signed.body.user.must_change_password).toBe(true);
    const token = signed.body.access_token;
    const code = await req('POST', '/api/auth/verify-access-code', token, { access_code });
    expect(code.status).toBe(200);
    const blocked = await req('GET', '/api/coaching/requests/pending', token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('password_change_required');
    const changed = await req('POST', '/api/auth/change-password', token, {
      current_password: password,
      new_password: 'My-own-pass-42',
      confirm_password: 'My-own-pass-42',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const pending = await req('GET', '/api/coaching/requests/pending', token);
    expect(pending.status).toBe(200);
    expect(pending.body.requests.map((r: { child_name: string }) => r.child_name)).toEqual(['Ishan']);
  });
});

describe('relationships', () => {
  it('lists for the teacher and the parent only; moves between batches; removes', async () => {
    const mine = await req('GET', '/api/coaching/relationships', teacher.token);
    expect(mine.status).toBe(200);
    const [rel] = mine.body.relationships;
    expect(rel).toMatchObject({ child_id: kid.id, batch_id: batch.id });
    expect((await req('GET', '/api/coaching/relationships', rival.token)).body.relationships).toEqual([]);
    const family = await req('GET', '/api/coaching/relationships', parent.token);
    expect(family.body.relationships.map((r: { id: string }) => r.id)).toEqual([rel.id]);
    expect((await req('GET', '/api/coaching/relationships', other.token)).body.relationships).toEqual([]);
    // A child view sees its own child's coaches (the teacher tabs), not a sibling's.
    const viewOf = async (code: string) => {
      const token = (await login(t.app, parent.email)).body.access_token;
      await req('POST', '/api/auth/verify-access-code', token, { access_code: parent.code });
      expect((await req('POST', '/api/auth/verify-access-code', token, { access_code: code })).status).toBe(200);
      return token;
    };
    await createChild(t.app, parent.token, { name: 'Sibling', access_code: '8642' });
    expect((await req('GET', '/api/coaching/relationships', await viewOf('8642'))).body.relationships).toEqual([]);
    const kidView = await req('GET', '/api/coaching/relationships', await viewOf(kid.generated_access_code!));
    expect(kidView.body.relationships.map((r: { id: string }) => r.id)).toEqual([rel.id]);
    const inBatch = await req('GET', `/api/coaching/relationships?batch_id=${batch2.id}`, teacher.token);
    expect(inBatch.body.relationships).toEqual([]);

    const url = `/api/coaching/relationships/${rel.id}`;
    const rivalBatch = await createBatch(t.app, rival.token);
    expect((await req('PUT', url, teacher.token, { batch_id: rivalBatch.id })).status).toBe(404);
    expect((await req('PUT', url, rival.token, { batch_id: rivalBatch.id })).status).toBe(404);
    expect((await req('PUT', url, parent.token, { batch_id: null })).status).toBe(403);
    const moved = await req('PUT', url, teacher.token, { batch_id: batch2.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: COACHING_MSG.studentBatchUpdated,
      relationship: { batch_id: batch2.id },
    });
    const noBatch = await req('PUT', url, teacher.token, { batch_id: null });
    expect(noBatch.body.relationship.batch_id).toBeNull();
    expect((await notices(parent.token)).some((n) => n.data.type === 'coaching.batch_changed')).toBe(true);

    expect((await req('DELETE', url, rival.token)).status).toBe(404);
    expect((await req('DELETE', url, parent.token)).status).toBe(403);
    const removed = await req('DELETE', url, teacher.token);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(COACHING_MSG.studentRemoved);
    expect((await req('DELETE', url, teacher.token)).status).toBe(404);
    // The link is gone, and with it the teacher's reach to the child.
    expect((await req('GET', `/api/children/${kid.id}`, teacher.token)).status).toBe(404);
    expect((await notices(parent.token)).some((n) => n.data.type === 'coaching.removed')).toBe(true);
  });
});
