import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_INPUT } from '../../src/plugins/hostile-input';
import {
  call,
  createAdmin,
  createParent,
  PASSWORD,
  setupTestApp,
  signIn,
  type TestContext,
  uniqueEmail,
} from '../helpers';

// Security review finding 2: NUL characters, lone surrogates and malformed multipart gave 500s. Each is refused
// with a 400 and a clear message by one plugin at the edge.
let t: TestContext;
let parent: Awaited<ReturnType<typeof createParent>>;
let qbAdmin: string;
let childId: string;

beforeAll(async () => {
  t = await setupTestApp();
  parent = await createParent(t.app);
  const qb = await createAdmin(t.db, 'qb_admin');
  qbAdmin = await signIn(t.app, qb.email, qb.code);
  const child = await call(t.app, {
    method: 'POST',
    url: '/api/children',
    token: parent.token,
    payload: { name: 'Kid', age: 9, grade: 4, school_name: 'KV', board: 'CBSE', consent: true },
  });
  childId = child.body.id;
});

const question = (text: string) => ({
  question_mode: 'regular',
  question_type: 'mcq',
  difficulty: 'easy',
  board: 'CBSE',
  grade: 7,
  subject: 'Mathematics',
  chapter: 'Integers',
  topic: 'Adding integers',
  question_text: text,
  options: ['1', '2', '3', '4'],
  answer: '1',
  answer_explanation: 'x',
});

describe('hostile text is refused at the edge', () => {
  it.each([
    [
      'register with NUL in the name',
      '/api/auth/register',
      () => ({
        name: 'Eve\u0000',
        email: uniqueEmail('nul'),
        password: PASSWORD,
        role: 'parent',
        access_code: '246810',
      }),
    ],
    [
      'register with NUL in the e-mail',
      '/api/auth/register',
      () => ({
        name: 'Eve',
        email: `eve\u0000${uniqueEmail('nul')}`,
        password: PASSWORD,
        role: 'coaching_teacher',
      }),
    ],
    ['login with NUL in the e-mail', '/api/auth/login', () => ({ email: `x\u0000@example.com`, password: 'p' })],
    ['login with NUL in the password', '/api/auth/login', () => ({ email: parent.email, password: 'p\u0000' })],
    ['login with a NUL key', '/api/auth/login', () => ({ email: parent.email, password: 'p', 'k\u0000': 1 })],
  ])('%s: 400', async (_name, url, body) => {
    const res = await call(t.app, { method: 'POST', url, payload: body() });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(HOSTILE_INPUT.text);
    expect(res.body.code).toBe('hostile_input');
  });

  it('a lone surrogate in JSON stored as jsonb (question-bank save) is refused', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/qb/questions/save',
      token: qbAdmin,
      // The JSON text carries the escape itself, as an attacker's client would send it.
      payload: JSON.stringify({ questions: [question('What is LONE?')] }).replace('LONE', '\\ud800'),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(HOSTILE_INPUT.text);
    expect(res.body.field_errors).toEqual({ 'questions.0.question_text': HOSTILE_INPUT.text });
  });

  it('NUL in a query string or a path is refused', async () => {
    const q = await call(t.app, { method: 'GET', url: '/api/notifications?limit=1%00', token: parent.token });
    expect(q.status).toBe(400);
    const p = await call(t.app, { method: 'GET', url: `/api/children/${randomUUID()}%00`, token: parent.token });
    expect(p.status).toBe(400);
  });

  it('deep nesting is refused before anything walks it', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/qb/questions/save',
      token: qbAdmin,
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(HOSTILE_INPUT.depth);
  });
});

describe('malformed multipart is refused on every upload route', () => {
  const routes = () => [
    { url: '/api/files', token: parent.token },
    { url: `/api/children/${childId}/photo`, token: parent.token },
    { url: '/api/qb/questions/import', token: qbAdmin },
    { url: '/api/worksheets/upload-reference', token: parent.token },
  ];
  const part = (boundary: string, name: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.4 some bytes';

  it.each([
    ['no boundary', 'multipart/form-data', () => part('x', 'a.pdf')],
    ['an empty boundary', 'multipart/form-data; boundary=', () => part('', 'a.pdf')],
    [
      'a boundary over 256 characters',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      () => part('b'.repeat(300), 'a.pdf'),
    ],
    ['a truncated body', 'multipart/form-data; boundary=xyz', () => part('xyz', 'a.pdf')],
    [
      'a NUL in the file name',
      'multipart/form-data; boundary=xyz',
      () => `${part('xyz', 'a\u0000.pdf')}\r\n--xyz--\r\n`,
    ],
  ])('%s: 400 with a clear message', async (_name, contentType, body) => {
    for (const r of routes()) {
      const res = await call(t.app, {
        method: 'POST',
        url: r.url,
        token: r.token,
        payload: body(),
        headers: { 'content-type': contentType },
      });
      expect(res.status, `${r.url}: ${JSON.stringify(res.body)}`).toBe(400);
      expect([HOSTILE_INPUT.multipart, HOSTILE_INPUT.text]).toContain(res.body.detail);
    }
  });
});

describe('crafted keyset cursors', () => {
  const uuid0 = '00000000-0000-0000-0000-000000000000';
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  const crafted = [
    b64(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`),
    b64(`-271821-04-20T00:00:00.000Z|${uuid0}`),
    b64(`+275760-09-13T00:00:00.000Z|${uuid0}`),
    b64(`2026-01-01T00:00:00.000Z|${uuid0}|x`),
    `2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`,
  ];
  it('every keyset list answers 400 "Invalid cursor", never a 500', async () => {
    const lists = [
      `/api/children/${childId}/tasks/pending`,
      `/api/children/${childId}/tasks/completed`,
      `/api/children/${childId}/evaluations`,
      '/api/coaching/requests/pending',
      '/api/tasks/archived',
    ];
    for (const url of lists)
      for (const cursor of crafted) {
        const res = await call(t.app, { method: 'GET', url: `${url}?cursor=${cursor}`, token: parent.token });
        expect([res.status, res.body.detail], `${url} ${cursor}`).toEqual([400, 'Invalid cursor']);
      }
    const ok = await call(t.app, {
      method: 'GET',
      url: `/api/children/${childId}/tasks/pending?cursor=${b64(`2026-01-01T00:00:00.000Z|${uuid0}`)}`,
      token: parent.token,
    });
    expect(ok.status).toBe(200);
  });
});
