import { randomBytes, randomUUID } from 'node:crypto';
import { CHILD_DATA_NOTICE_VERSION, CHILD_MSG, MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createParent, createTeacher, setupTestApp, signIn, type TestContext } from '../../../test/helpers';
import { auditLog, children, consents, files, sessions } from '../../db/schema/index';
import { StorageNotFoundError } from '../../storage/storage';
import { registerChildDataCleanup } from './children.deletion';

let t: TestContext;
let png: Buffer;
type Parent = Awaited<ReturnType<typeof createParent>>;
const bodies: unknown[] = [];

async function api(opts: Parameters<typeof call>[1]) {
  const res = await call(t.app, opts);
  bodies.push(res.body);
  return res;
}

const childBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Aarav',
  age: 9,
  grade: 4,
  school_name: 'Kendriya Vidyalaya',
  board: 'CBSE',
  consent: true,
  ...patch,
});

async function addChild(token: string, patch: Record<string, unknown> = {}) {
  const res = await api({ method: 'POST', url: '/api/children', token, payload: childBody(patch) });
  if (res.status !== 201) throw new Error(`addChild failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; generated_access_code?: string; photo_url: string | null };
}

/** A multipart body with one `file` part. */
function multipart(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----ssChildTest${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadPhoto = (token: string, id: string, filename: string, data: Buffer, type?: string) =>
  api({ method: 'POST', url: `/api/children/${id}/photo`, token, ...multipart(filename, data, type) });

const download = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const verify = (token: string, code: string) =>
  api({ method: 'POST', url: '/api/auth/verify-access-code', token, payload: { access_code: code } });

beforeAll(async () => {
  t = await setupTestApp();
  png = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#22aa66' } })
    .png()
    .toBuffer();
});

describe('add, list, edit', () => {
  let p: Parent;
  beforeAll(async () => {
    p = await createParent(t.app);
  });

  it('adds a child with consent, generates a code once, and lists it', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/children',
      token: p.token,
      payload: childBody({ name: '  Meera ', school_name: ' DPS ', board: 'ICSE', access_code: '' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Meera',
      age: 9,
      grade: 4,
      school_name: 'DPS',
      board: 'ICSE',
      photo_url: null,
      has_access_code: true,
      parent_id: p.user.id,
    });
    expect(res.body.generated_access_code).toMatch(/^\d{4}$/);
    const [row] = await t.db.db.select().from(children).where(eq(children.id, res.body.id));
    const [consent] = await t.db.db.select().from(consents).where(eq(consents.id, row.consentId));
    expect(consent).toMatchObject({
      parentId: p.user.id,
      noticeVersion: CHILD_DATA_NOTICE_VERSION,
      withdrawnAt: null,
    });
    expect(consent.purposes.length).toBeGreaterThan(0);

    const list = await api({ method: 'GET', url: '/api/children', token: p.token });
    expect(list.status).toBe(200);
    expect(list.body.children.map((c: { id: string }) => c.id)).toContain(res.body.id);
    expect(list.body.children[0]).not.toHaveProperty('generated_access_code');
    const one = await api({ method: 'GET', url: `/api/children/${res.body.id}`, token: p.token });
    expect(one.body.name).toBe('Meera');
  });

  it('keeps a given code (not echoed back) and accepts numbers sent as strings', async () => {
    const res = await api({
      method: 'POST',
      url: '/api/children',
      token: p.token,
      payload: childBody({ age: '12', grade: '7', access_code: '4321' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ age: 12, grade: 7, has_access_code: true });
    expect(res.body).not.toHaveProperty('generated_access_code');
  });

  it('edits a child; a blank code keeps the current one', async () => {
    const c = await addChild(p.token, { access_code: '1357' });
    const res = await api({
      method: 'PUT',
      url: `/api/children/${c.id}`,
      token: p.token,
      payload: { name: 'Aarav K', age: 10, grade: 5, school_name: 'KV 2', board: 'State', access_code: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Aarav K', age: 10, grade: 5, school_name: 'KV 2', board: 'State' });
    expect(res.body.has_access_code).toBe(true);
    // The old code still opens the child view.
    const token = await signIn(t.app, p.email);
    expect((await verify(token, '1357')).body.user_id).toBe(c.id);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['age 2', { age: 2 }, CHILD_MSG.ageRange],
    ['age 19', { age: 19 }, CHILD_MSG.ageRange],
    ['age 7.5', { age: 7.5 }, CHILD_MSG.ageRange],
    ['age missing', { age: undefined }, CHILD_MSG.ageRequired],
    ['grade 0', { grade: 0 }, CHILD_MSG.gradeRange],
    ['grade 13', { grade: 13 }, CHILD_MSG.gradeRange],
    ['board XYZ', { board: 'XYZ' }, CHILD_MSG.boardInvalid],
    ['blank name', { name: '   ' }, CHILD_MSG.nameRequired],
    ['blank school', { school_name: '' }, CHILD_MSG.schoolRequired],
    ['code 123', { access_code: '123' }, MSG.childCodeFour],
    ['code 12a4', { access_code: '12a4' }, MSG.childCodeFour],
  ];
  it.each(refusals)('refuses %s on add and on edit', async (_label, patch, message) => {
    const before = await t.db.db.select().from(children).where(eq(children.parentId, p.user.id));
    const add = await api({ method: 'POST', url: '/api/children', token: p.token, payload: childBody(patch) });
    expect(add.status).toBe(400);
    expect(add.body.detail).toBe(message);
    const after = await t.db.db.select().from(children).where(eq(children.parentId, p.user.id));
    expect(after.length).toBe(before.length);

    const { consent: _c, ...editBody } = childBody(patch);
    const edit = await api({ method: 'PUT', url: `/api/children/${before[0].id}`, token: p.token, payload: editBody });
    expect(edit.status).toBe(400);
    expect(edit.body.detail).toBe(message);
  });

  it('refuses a code already used by another child of the family, but not by another family', async () => {
    const fam = await createParent(t.app);
    const a = await addChild(fam.token, { access_code: '2468' });
    const dup = await api({
      method: 'POST',
      url: '/api/children',
      token: fam.token,
      payload: childBody({ access_code: '2468' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ detail: CHILD_MSG.codeTaken, field_errors: { access_code: CHILD_MSG.codeTaken } });
    const b = await addChild(fam.token, { access_code: '1111' });
    const edit = await api({
      method: 'PUT',
      url: `/api/children/${b.id}`,
      token: fam.token,
      payload: { ...childBody({ access_code: '2468' }), consent: undefined },
    });
    expect(edit.status).toBe(409);
    const set = await api({
      method: 'POST',
      url: '/api/auth/set-child-access-code',
      token: fam.token,
      payload: { user_id: b.id, access_code: '2468' },
    });
    expect(set.status).toBe(409);
    // A child may keep its own code.
    const same = await api({
      method: 'PUT',
      url: `/api/children/${a.id}`,
      token: fam.token,
      payload: { ...childBody({ access_code: '2468' }), consent: undefined },
    });
    expect(same.status).toBe(200);
    // Another family may use the same digits.
    expect((await addChild(p.token, { access_code: '2468' })).id).toBeTruthy();
  });

  it('cannot add a child without consent: 400 and no row, no consent', async () => {
    const fam = await createParent(t.app);
    for (const consent of [undefined, false, 'yes']) {
      const res = await api({
        method: 'POST',
        url: '/api/children',
        token: fam.token,
        payload: childBody({ consent }),
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(CHILD_MSG.consentRequired);
    }
    const outdated = await api({
      method: 'POST',
      url: '/api/children',
      token: fam.token,
      payload: childBody({ notice_version: '2020-01' }),
    });
    expect(outdated.status).toBe(400);
    expect(await t.db.db.select().from(children).where(eq(children.parentId, fam.user.id))).toEqual([]);
    expect(await t.db.db.select().from(consents).where(eq(consents.parentId, fam.user.id))).toEqual([]);
  });

  it('the database refuses a child without a consent row', async () => {
    await expect(
      t.db.db.insert(children).values({
        parentId: p.user.id,
        name: 'X',
        age: 5,
        grade: 1,
        schoolName: 'S',
        board: 'CBSE',
        consentId: randomUUID(),
      }),
    ).rejects.toThrow();
  });

  it('sets a child access code with the spec messages', async () => {
    const c = await addChild(p.token);
    const ok = await api({
      method: 'POST',
      url: '/api/auth/set-child-access-code',
      token: p.token,
      payload: { user_id: c.id, access_code: '9090' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(MSG.childCodeSet);
    for (const access_code of ['123', '12a4', '12345', '']) {
      const bad = await api({
        method: 'POST',
        url: '/api/auth/set-child-access-code',
        token: p.token,
        payload: { user_id: c.id, access_code },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe(MSG.childCodeFour);
    }
    const junk = await api({
      method: 'POST',
      url: '/api/auth/set-child-access-code',
      token: p.token,
      payload: { user_id: 'not-a-uuid', access_code: '1234' },
    });
    expect(junk.status).toBe(404);
    const token = await signIn(t.app, p.email);
    expect((await verify(token, '9090')).body.user_id).toBe(c.id);
    const logged = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, c.id));
    expect(logged.map((r) => r.action)).toEqual(expect.arrayContaining(['child.created', 'child.code_set']));
  });
});

describe('other families and other roles', () => {
  let owner: Parent;
  let stranger: Parent;
  let childId: string;
  beforeAll(async () => {
    owner = await createParent(t.app);
    stranger = await createParent(t.app);
    childId = (await addChild(owner.token, { access_code: '5555' })).id;
    await uploadPhoto(owner.token, childId, 'me.png', png);
  });

  it('another parent gets 404 on read, edit, delete, photo and code, exactly as for a missing child', async () => {
    const attempts = (id: string) => [
      { method: 'GET' as const, url: `/api/children/${id}` },
      { method: 'PUT' as const, url: `/api/children/${id}`, payload: { ...childBody(), consent: undefined } },
      { method: 'DELETE' as const, url: `/api/children/${id}` },
      {
        method: 'POST' as const,
        url: '/api/auth/set-child-access-code',
        payload: { user_id: id, access_code: '1212' },
      },
    ];
    for (const [theirs, missing] of attempts(childId).map((a, i) => [a, attempts(randomUUID())[i]] as const)) {
      const a = await api({ ...theirs, token: stranger.token });
      const b = await api({ ...missing, token: stranger.token });
      expect(a.status, `${theirs.method} ${theirs.url}`).toBe(404);
      expect(a.body).toEqual(b.body);
    }
    const photo = await uploadPhoto(stranger.token, childId, 'x.png', png);
    expect(photo.status).toBe(404);
    const junk = await api({ method: 'GET', url: '/api/children/not-a-uuid', token: stranger.token });
    expect(junk.status).toBe(404);
    const list = await api({ method: 'GET', url: '/api/children', token: stranger.token });
    expect(list.body.children).toEqual([]);
    // Still there, unchanged.
    const mine = await api({ method: 'GET', url: `/api/children/${childId}`, token: owner.token });
    expect(mine.body.name).toBe('Aarav');
  });

  it("another parent cannot fetch the child's photo", async () => {
    const mine = await api({ method: 'GET', url: `/api/children/${childId}`, token: owner.token });
    expect((await download(owner.token, mine.body.photo_url)).statusCode).toBe(200);
    expect((await download(stranger.token, mine.body.photo_url)).statusCode).toBe(404);
  });

  it('a teacher gets 403 on parent routes and 404 on a child', async () => {
    const teacher = await createTeacher(t.app);
    expect((await api({ method: 'GET', url: '/api/children', token: teacher.token })).status).toBe(403);
    expect(
      (await api({ method: 'POST', url: '/api/children', token: teacher.token, payload: childBody() })).status,
    ).toBe(403);
    expect((await api({ method: 'DELETE', url: `/api/children/${childId}`, token: teacher.token })).status).toBe(403);
    expect((await api({ method: 'GET', url: `/api/children/${childId}`, token: teacher.token })).status).toBe(404);
    const code = await api({
      method: 'POST',
      url: '/api/auth/set-child-access-code',
      token: teacher.token,
      payload: { user_id: childId, access_code: '1212' },
    });
    expect(code.status).toBe(403);
    const b = await verify(teacher.token, '5555');
    expect(b.body.redirect_to).toBe('/dashboard');
    expect(b.body.child_data).toBeNull();
  });

  it("another parent's session cannot open the child view with the child's code", async () => {
    const other = await createParent(t.app);
    const token = await signIn(t.app, other.email);
    const res = await verify(token, '5555');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(MSG.invalidAccessCode);
  });

  it('needs a session', async () => {
    expect((await api({ method: 'GET', url: '/api/children' })).status).toBe(401);
  });
});

describe('child view', () => {
  let p: Parent;
  let kid: { id: string };
  let sibling: { id: string; photo_url: string | null };
  let token: string;
  beforeAll(async () => {
    p = await createParent(t.app);
    kid = await addChild(p.token, { name: 'Kiran', access_code: '4242' });
    sibling = await addChild(p.token, { name: 'Sara', access_code: '7777' });
    await uploadPhoto(p.token, kid.id, 'kiran.png', png);
    sibling = (await uploadPhoto(p.token, sibling.id, 'sara.png', png)).body;
  });

  it('a parent enters the child code: child dashboard with child_data', async () => {
    token = await signIn(t.app, p.email, p.code);
    const res = await verify(token, '4242');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      redirect_to: '/child-dashboard',
      user_id: kid.id,
      user_name: 'Kiran',
      child_data: { id: kid.id, name: 'Kiran', age: 9, grade: 4, school_name: 'Kendriya Vidyalaya', board: 'CBSE' },
    });
    expect(res.body.child_data.photo_url).toMatch(/^\/api\/files\//);
    expect(res.body.child_data.parent_id).toBe(p.user.id);
    const me = await api({ method: 'GET', url: '/api/auth/me', token });
    expect(me.body.active_child_id).toBe(kid.id);
    const entered = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'child_view.entered'));
    expect(entered.some((r) => r.targetId === kid.id)).toBe(true);
  });

  it('in child view: own child and photo readable; parent routes 403; sibling unreachable', async () => {
    const own = await api({ method: 'GET', url: `/api/children/${kid.id}`, token });
    expect(own.status).toBe(200);
    expect((await download(token, own.body.photo_url)).statusCode).toBe(200);
    expect((await api({ method: 'GET', url: '/api/notifications', token })).status).toBe(200);

    for (const req of [
      { method: 'GET' as const, url: '/api/children' },
      { method: 'POST' as const, url: '/api/children', payload: childBody() },
      { method: 'PUT' as const, url: `/api/children/${kid.id}`, payload: { ...childBody(), consent: undefined } },
      { method: 'DELETE' as const, url: `/api/children/${kid.id}` },
      {
        method: 'POST' as const,
        url: '/api/auth/set-child-access-code',
        payload: { user_id: kid.id, access_code: '1111' },
      },
      { method: 'PUT' as const, url: '/api/auth/update-parent-access-code', payload: { access_code: '111111' } },
      { method: 'POST' as const, url: '/api/auth/update-profile', payload: { name: 'Hacked' } },
    ]) {
      const res = await api({ ...req, token });
      expect(res.status, `${req.method} ${req.url}`).toBe(403);
      expect(res.body).toMatchObject({ detail: CHILD_MSG.parentCodeRequired, code: 'parent_access_code_required' });
    }
    const sib = await api({ method: 'GET', url: `/api/children/${sibling.id}`, token });
    expect(sib.status).toBe(404);
    expect((await download(token, sibling.photo_url!)).statusCode).toBe(403);
  });

  it('the parent code returns to the parent view', async () => {
    const wrong = await verify(token, '999999');
    expect(wrong.status).toBe(400);
    const res = await verify(token, p.code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: true, redirect_to: '/dashboard', user_id: p.user.id, child_data: null });
    expect((await api({ method: 'GET', url: '/api/auth/me', token })).body.active_child_id).toBeNull();
    expect((await api({ method: 'GET', url: '/api/children', token })).status).toBe(200);
    const left = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'child_view.left'));
    expect(left.some((r) => r.targetId === kid.id)).toBe(true);
  });

  it('wrong child codes lock after 5, like parent codes', async () => {
    const fam = await createParent(t.app);
    await addChild(fam.token, { access_code: '3030' });
    const s = await signIn(t.app, fam.email, fam.code);
    for (let i = 0; i < 4; i++) expect((await verify(s, '0000')).status).toBe(400);
    const fifth = await verify(s, '0001');
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('code_locked');
    // The session is over, and the right code does not help another session for 15 minutes.
    expect((await api({ method: 'GET', url: '/api/auth/me', token: s })).status).toBe(401);
    const again = await signIn(t.app, fam.email);
    expect((await verify(again, '3030')).status).toBe(429);
    t.clock.advance(16 * 60_000);
    const later = await signIn(t.app, fam.email);
    expect((await verify(later, '3030')).body.redirect_to).toBe('/child-dashboard');
  });
});

describe('deleting a child', () => {
  it('removes its rows, runs registered cleanups, deletes the photo file and keeps a withdrawn consent', async () => {
    const p = await createParent(t.app);
    const c = await addChild(p.token, { access_code: '8080' });
    const other = await addChild(p.token);
    const first = await uploadPhoto(p.token, c.id, 'one.png', png);
    const second = await uploadPhoto(p.token, c.id, 'two.png', png);
    const firstId = first.body.photo_url.split('/').pop();
    const photoId = second.body.photo_url.split('/').pop();
    // The replaced photo is gone already.
    expect(await t.db.db.select().from(files).where(eq(files.id, firstId))).toEqual([]);
    const [fileRow] = await t.db.db.select().from(files).where(eq(files.id, photoId));
    await t.app.storage.get(fileRow.storageKey);

    const seen: string[] = [];
    registerChildDataCleanup('test-cleanup', async (_tx, childId) => {
      seen.push(childId);
    });
    // A child-view session of this child must not slide into the parent view when the child goes.
    const viewing = await signIn(t.app, p.email);
    await verify(viewing, '8080');
    const [{ consentId }] = await t.db.db.select().from(children).where(eq(children.id, c.id));

    const res = await api({ method: 'DELETE', url: `/api/children/${c.id}`, token: p.token });
    expect(res.status).toBe(200);
    registerChildDataCleanup('test-cleanup', async () => undefined);
    expect(seen).toEqual([c.id]);
    expect(await t.db.db.select().from(children).where(eq(children.id, c.id))).toEqual([]);
    expect(await t.db.db.select().from(files).where(eq(files.id, photoId))).toEqual([]);
    await expect(t.app.storage.get(fileRow.storageKey)).rejects.toBeInstanceOf(StorageNotFoundError);
    const [consent] = await t.db.db.select().from(consents).where(eq(consents.id, consentId));
    expect(consent.withdrawnAt).not.toBeNull();
    const [session] = await t.db.db.select().from(sessions).where(eq(sessions.userId, p.user.id)).limit(1);
    expect(session).toBeDefined();
    const me = await api({ method: 'GET', url: '/api/auth/me', token: viewing });
    expect(me.body).toMatchObject({ active_child_id: null, access_verified: false });
    expect((await api({ method: 'GET', url: '/api/children', token: viewing })).status).toBe(403);

    const again = await api({ method: 'DELETE', url: `/api/children/${c.id}`, token: p.token });
    expect(again.status).toBe(404);
    const list = await api({ method: 'GET', url: '/api/children', token: p.token });
    expect(list.body.children.map((x: { id: string }) => x.id)).toEqual([other.id]);
  });

  it('rolls back the whole deletion when a cleanup fails', async () => {
    const p = await createParent(t.app);
    const c = await addChild(p.token);
    registerChildDataCleanup('test-cleanup', async () => {
      throw new Error('boom');
    });
    const res = await api({ method: 'DELETE', url: `/api/children/${c.id}`, token: p.token });
    registerChildDataCleanup('test-cleanup', async () => undefined);
    expect(res.status).toBe(500);
    expect(await t.db.db.select().from(children).where(eq(children.id, c.id))).toHaveLength(1);
  });

  it('deleting the parent account takes the children and consents with it', async () => {
    const p = await createParent(t.app);
    await addChild(p.token);
    const { users } = await import('../../db/schema/index');
    await t.db.db.delete(users).where(eq(users.id, p.user.id));
    expect(await t.db.db.select().from(children).where(eq(children.parentId, p.user.id))).toEqual([]);
    expect(await t.db.db.select().from(consents).where(eq(consents.parentId, p.user.id))).toEqual([]);
  });
});

describe('photo upload', () => {
  let p: Parent;
  let c: { id: string };
  beforeAll(async () => {
    p = await createParent(t.app);
    c = await addChild(p.token);
  });

  it.each([
    [
      'a PDF',
      'photo.pdf',
      Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
      'application/pdf',
    ],
    ['an HTML page named .png', 'photo.png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png'],
  ])('refuses %s', async (_label, filename, data, type) => {
    const res = await uploadPhoto(p.token, c.id, filename, data, type);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: CHILD_MSG.photoType, code: 'file_type_not_allowed' });
    const [row] = await t.db.db.select().from(children).where(eq(children.id, c.id));
    expect(row.photoFileId).toBeNull();
  });

  it('accepts a PNG and serves it to the parent as photo_url', async () => {
    const res = await uploadPhoto(p.token, c.id, 'face.png', png, 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.photo_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const got = await download(p.token, res.body.photo_url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const list = await api({ method: 'GET', url: '/api/children', token: p.token });
    expect(list.body.children[0].photo_url).toBe(res.body.photo_url);
  });

  it('asks for a file', async () => {
    const res = await api({ method: 'POST', url: `/api/children/${c.id}/photo`, token: p.token, payload: {} });
    expect(res.status).toBe(400);
  });
});

describe('responses', () => {
  it('never carry a hash or a stored code', () => {
    const text = JSON.stringify(bodies);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/access_code_hash|accessCodeHash/);
  });
});
