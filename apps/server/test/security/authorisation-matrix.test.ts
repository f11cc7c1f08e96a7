/**
 * Authorisation matrix, generated from the OpenAPI document: every operation whose path names an object is called
 * by every actor below against objects of every owner, and the answer is checked against MATRIX, the one table of
 * who may touch what. A route with a path parameter that MATRIX does not list FAILS this test.
 *
 * Adding a route (new module, new object route): add one row to MATRIX, keyed exactly as the OpenAPI document
 * spells it ('PATCH /api/tasks/{id}/archive'):
 *   kind      the fixture its path parameter names (FIXTURES below: child, file, task, ...; add a kind there if new),
 *   may       who may act on it: a RULE (owner, family, role(...)) or your own (actor, owner) => boolean,
 *   body      a valid body for the permitted caller, so a refusal comes from the policy and not from validation,
 *   owners    which owners' objects to try (default: every owner the fixture kind has),
 *   last      1 when the permitted call destroys or disables the object, 2 when others' objects hang on it
 *             (such rows run after the others, in that order),
 *   refused   when a refusal may also look otherwise (a code lookup answering `valid: false`).
 * Permitted: any answer below 500 but 401, 403 and 404. Refused: 403 or 404. Nothing may be a 5xx.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignToBatch,
  call,
  createAdmin,
  createBatch,
  createChild,
  createEvaluation,
  createParent,
  createTask,
  createTeacher,
  createWorksheet,
  linkStudent,
  PASSWORD,
  setupTestApp,
  signIn,
  type TestContext,
} from '../helpers';

type Actor = 'parentA' | 'parentB' | 'teacherA' | 'teacherB' | 'superAdmin' | 'qbAdmin' | 'childA' | 'childB';
/** C: family A's second child, coached by teacherA (the LINKED teacher) through an approved relationship. */
type Owner = 'A' | 'B' | 'C' | 'T' | 'Q';
type Kind =
  | 'child'
  | 'file'
  | 'notification'
  | 'worksheet'
  | 'task'
  | 'taskCode'
  | 'evaluation'
  /** A task with an evaluation (its evaluation and comparison routes). */
  | 'evaluatedTask'
  | 'user'
  | 'question'
  /** Coaching: a teacher's batch, a request to a parent, a relationship, an assignment group. */
  | 'batch'
  | 'request'
  | 'relationship'
  | 'group'
  /** Generated notes (given to the owner's child for A and B). */
  | 'notes'
  /** A child's study material (notes given to the child). */
  | 'studyAssignment'
  /** An id no fixture has: for role-only routes, where refusal must not depend on the object. */
  | 'any';
type Rule = (actor: Actor, owner: Owner) => boolean;
interface Row {
  kind: Kind | 'none';
  may: Rule;
  body?: (f: Fixtures, owner: Owner) => Record<string, unknown> | Multipart;
  owners?: Owner[];
  /** 1 when the permitted call disables or removes the object, 2 when it removes what others hang on. */
  last?: 1 | 2;
  /** What else a refusal may look like (a lookup answering "not valid" tells nothing). */
  refused?: (res: { status: number; body: any }) => boolean;
  /** For kind 'none': why the path parameter is not an object id. */
  why?: string;
}
interface Multipart {
  multipart: Buffer;
}

const ACTORS: Actor[] = ['parentA', 'parentB', 'teacherA', 'teacherB', 'superAdmin', 'qbAdmin', 'childA', 'childB'];
/** The actor who owns an owner's objects, in the parent (or own) view. */
const OWNER_OF: Record<Owner, Actor> = { A: 'parentA', B: 'parentB', C: 'parentA', T: 'teacherA', Q: 'qbAdmin' };
const CHILD_OF: Partial<Record<Owner, Actor>> = { A: 'childA', B: 'childB' };

const RULE = {
  /** The owner only, in the parent (or own) view. */
  owner: ((a, o) => a === OWNER_OF[o]) as Rule,
  /** The owner, and the child's view of the child the object belongs to. */
  family: ((a, o) => a === OWNER_OF[o] || a === CHILD_OF[o]) as Rule,
  /** The child's view of the child the object belongs to, only. */
  child: ((a, o) => a === CHILD_OF[o]) as Rule,
  role:
    (actor: Actor): Rule =>
    (a) =>
      a === actor,
  nobody: (() => false) as Rule,
  /** The family, and the teacher linked to that child (who then sees only their own work: coach-scope.test.ts). */
  coached: ((a, o) => a === OWNER_OF[o] || a === CHILD_OF[o] || (a === 'teacherA' && o === 'C')) as Rule,
};

const childBody = { name: 'Renamed', age: 10, grade: 5, school_name: 'KV', board: 'CBSE' };
const png = (f: Fixtures) => ({ multipart: f.png });

const MATRIX: Record<string, Row> = {
  'GET /api/files/{id}': { kind: 'file', may: RULE.owner },
  'PATCH /api/notifications/{id}/read': { kind: 'notification', may: RULE.family },
  'GET /api/children/{id}': { kind: 'child', may: RULE.coached },
  'PUT /api/children/{id}': { kind: 'child', may: RULE.owner, body: () => childBody },
  'DELETE /api/children/{id}': { kind: 'child', may: RULE.owner, last: 2 },
  'POST /api/children/{id}/photo': { kind: 'child', may: RULE.owner, body: png },
  'GET /api/children/{id}/tasks/pending': { kind: 'child', may: RULE.coached },
  'GET /api/children/{id}/tasks/completed': { kind: 'child', may: RULE.coached },
  'GET /api/children/{id}/subjects': { kind: 'child', may: RULE.coached },
  'GET /api/children/{id}/evaluations': { kind: 'child', may: RULE.coached },
  'GET /api/children/{id}/badges': { kind: 'child', may: RULE.family },
  'GET /api/children/{id}/performance': { kind: 'child', may: RULE.coached },
  'GET /api/children/{id}/books/available': { kind: 'child', may: RULE.family },
  'GET /api/children/{id}/books/selected': { kind: 'child', may: RULE.family },
  'PUT /api/children/{id}/books/selected': { kind: 'child', may: RULE.owner, body: () => ({ selected_books: [] }) },
  'GET /api/children/{id}/syllabus': { kind: 'child', may: RULE.family },
  'POST /api/notes/{id}/assign': {
    kind: 'notes',
    may: RULE.owner,
    body: (f, o) => ({ title: 'Matrix', target_type: 'child', target_ids: [f.ids.child[o === 'T' ? 'A' : o]] }),
  },
  'GET /api/notes/{id}/pdf': { kind: 'notes', may: RULE.family },
  'POST /api/notes/assignment/{id}/mark-read': { kind: 'studyAssignment', may: RULE.owner },
  'PATCH /api/evaluations/{id}': { kind: 'evaluation', may: RULE.owner, body: () => ({ feedback: 'Well done' }) },
  'GET /api/qb/auto-generate/{id}': { kind: 'any', may: RULE.role('qbAdmin') },
  'POST /api/qb/auto-generate/{id}/stop': { kind: 'any', may: RULE.role('qbAdmin') },
  'GET /api/syllabus/{subject}': { kind: 'none', may: RULE.nobody, why: 'a subject name, public curriculum' },
  'GET /api/olympiad/{provider}/{code}/syllabus': {
    kind: 'none',
    may: RULE.nobody,
    why: 'an olympiad in the public catalogue',
  },
  'DELETE /api/qb/questions/{id}': { kind: 'question', may: RULE.role('qbAdmin'), last: 1 },
  'DELETE /api/admin/users/{id}': { kind: 'user', may: RULE.role('superAdmin'), last: 2 },
  'POST /api/admin/users/{id}/toggle-status': { kind: 'user', may: RULE.role('superAdmin'), last: 1 },
  'POST /api/admin/users/{id}/set-password': {
    kind: 'user',
    may: RULE.role('superAdmin'),
    body: () => ({ new_password: 'Another-pass-9' }),
  },
  'GET /api/admin/database/stats/user/{id}': { kind: 'user', may: RULE.role('superAdmin') },
  'GET /api/worksheets/{id}': { kind: 'worksheet', may: RULE.owner },
  'PUT /api/worksheets/{id}': { kind: 'worksheet', may: RULE.owner, body: (f, o) => ({ questions: f.questions[o] }) },
  'POST /api/tasks/assign/{id}': {
    kind: 'worksheet',
    may: RULE.owner,
    owners: ['A', 'B'],
    body: (f, o) => ({ title: 'Matrix', target_type: 'child', target_ids: [f.ids.child[o]] }),
    // A teacher naming a family's child is refused as an unknown target before the worksheet is looked at.
    refused: (res) => res.status === 422,
  },
  'GET /api/tasks/by-code/{code}': { kind: 'taskCode', may: RULE.family },
  'GET /api/tasks/validate-code/{code}': {
    kind: 'taskCode',
    may: RULE.family,
    refused: (res) => res.status === 200 && res.body.valid === false,
  },
  'GET /api/tasks/{id}': { kind: 'task', may: RULE.family },
  'DELETE /api/tasks/{id}': { kind: 'task', may: RULE.owner, last: 1 },
  'GET /api/tasks/{id}/worksheet': { kind: 'task', may: RULE.family },
  // The child's view gets the key once the task is evaluated (409 before), and prints its own sheet.
  'GET /api/tasks/{id}/answer-key': { kind: 'task', may: RULE.family },
  'GET /api/tasks/{id}/pdf': { kind: 'task', may: RULE.family },
  'PATCH /api/tasks/{id}/reassign': { kind: 'task', may: RULE.owner },
  'PATCH /api/tasks/{id}/archive': { kind: 'task', may: RULE.owner },
  'GET /api/tasks/{id}/evaluation': { kind: 'evaluatedTask', may: RULE.family },
  'GET /api/tasks/{id}/comparison': { kind: 'evaluatedTask', may: RULE.family },
  'PATCH /api/tasks/{id}/complete': { kind: 'task', may: RULE.family },
  // The timed mock (a plain task answers 400 "not a mock" to those who may touch it): adults read, the child takes.
  'GET /api/tasks/{id}/mock': { kind: 'task', may: RULE.family },
  'GET /api/tasks/{id}/mock/result': { kind: 'task', may: RULE.family },
  'POST /api/tasks/{id}/mock/start': { kind: 'task', may: RULE.child },
  'PUT /api/tasks/{id}/mock/answers': { kind: 'task', may: RULE.child, body: () => ({ answers: { '1': 'A' } }) },
  'POST /api/tasks/{id}/mock/submit': { kind: 'task', may: RULE.child, body: () => ({}) },
  'POST /api/submissions/{task_id}': { kind: 'task', may: RULE.family, body: () => ({ submitted_answers: {} }) },
  'PUT /api/batches/{id}': { kind: 'batch', may: RULE.owner, body: () => ({ name: 'Renamed', subject: 'Science' }) },
  'DELETE /api/batches/{id}': { kind: 'batch', may: RULE.owner, body: () => ({ password: PASSWORD }), last: 2 },
  'GET /api/batches/{id}/students': { kind: 'batch', may: RULE.owner },
  'GET /api/coaching/batch/{id}/analysis': { kind: 'batch', may: RULE.owner },
  'GET /api/coaching/batch/{id}/report-card': { kind: 'batch', may: RULE.owner },
  'GET /api/coaching/check-parent-email/{id}': { kind: 'none', may: RULE.nobody, why: 'an e-mail address' },
  // The request teacherA sent to parentA: the parent answers it, the teacher cancels it (409 once answered).
  'PUT /api/coaching/requests/{id}': { kind: 'request', may: RULE.role('parentA'), body: () => ({ status: 'denied' }) },
  'DELETE /api/coaching/requests/{id}': { kind: 'request', may: RULE.role('teacherA'), last: 1 },
  'PUT /api/coaching/relationships/{id}': { kind: 'relationship', may: RULE.owner, body: () => ({ batch_id: null }) },
  'DELETE /api/coaching/relationships/{id}': { kind: 'relationship', may: RULE.owner, last: 1 },
  'GET /api/coaching/tasks/{id}/submissions': { kind: 'group', may: RULE.owner },
  'GET /api/coaching/children/{id}/summary': { kind: 'child', may: RULE.family },
};

interface Fixtures {
  tokens: Record<Actor, string>;
  ids: Record<Kind, Partial<Record<Owner, string>>>;
  questions: Partial<Record<Owner, unknown>>;
  png: Buffer;
}

let t: TestContext;
let f: Fixtures;

function multipart(data: Buffer) {
  const boundary = `matrix${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, data: Buffer) {
  const res = await call(t.app, { method: 'POST', url: '/api/files', token, ...multipart(data) });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

async function family(code: string) {
  const p = await createParent(t.app);
  const child = await createChild(t.app, p.token, { name: `Kid ${code}`, access_code: code });
  const ws = await createWorksheet(t.app, p.token);
  const task = await createTask(t, { token: p.token, childId: child.id, worksheetId: ws.id });
  const childView = await signIn(t.app, p.email, code);
  return { p, child, ws, task, childView };
}

beforeAll(async () => {
  t = await setupTestApp();
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const [A, B] = [await family('1111'), await family('2222')];
  const teacherA = await createTeacher(t.app);
  const teacherB = await createTeacher(t.app);
  const sa = await createAdmin(t.db, 'super_admin');
  const qb = await createAdmin(t.db, 'qb_admin');
  const tokens: Record<Actor, string> = {
    parentA: A.p.token,
    parentB: B.p.token,
    teacherA: teacherA.token,
    teacherB: teacherB.token,
    superAdmin: await signIn(t.app, sa.email, sa.code),
    qbAdmin: await signIn(t.app, qb.email, qb.code),
    childA: A.childView,
    childB: B.childView,
  };
  const wsT = await createWorksheet(t.app, teacherA.token);
  // Coaching: teacherA's batch with a second child of family A linked to it (child A itself stays unlinked, so the
  // child rows above keep their answers), a batch task, and a pending request to parentA.
  const batchT = await createBatch(t.app, teacherA.token);
  const coached = await createChild(t.app, A.p.token, { name: 'Coached A', access_code: '3333' });
  const rel = await linkStudent(t.app, {
    teacherToken: teacherA.token,
    parent: A.p,
    childId: coached.id,
    batchId: batchT.id,
  });
  // Its own worksheet: family A reaches a worksheet given to its child, which would change the worksheet rows.
  const wsBatch = await createWorksheet(t.app, teacherA.token);
  const batchTask = await assignToBatch(t.app, {
    token: teacherA.token,
    worksheetId: wsBatch.id,
    batchIds: [batchT.id],
  });
  const request = await call(t.app, {
    method: 'POST',
    url: '/api/coaching/request',
    token: teacherA.token,
    payload: { parent_email: A.p.email, child_name: 'Another', subject: 'Mathematics', batch_id: batchT.id },
  });
  const notify = async (userId: string, childId: string) =>
    (await t.app.notify(userId, { title: 'n', message: 'm', childId })).id;
  const evaluated = async (fam: typeof A) => {
    const task = await createTask(t, { token: fam.p.token, childId: fam.child.id, worksheetId: fam.ws.id });
    const { evaluation } = await createEvaluation(t.db, { taskId: task.id });
    return { task: task.id, evaluation: evaluation.id };
  };
  const [evalA, evalB] = [await evaluated(A), await evaluated(B)];
  const notes = async (token: string, target: Record<string, unknown>) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/notes/generate',
      token,
      payload: { type: 'summary', subject: 'Science', topics: ['Food'], ...target },
    });
    return res.body.id as string;
  };
  const given = async (fam: typeof A) => {
    const id = await notes(fam.p.token, { target_id: fam.child.id });
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/notes/${id}/assign`,
      token: fam.p.token,
      payload: { title: 'Food', target_ids: [fam.child.id] },
    });
    return { notes: id, assignment: res.body.assignment_ids[0] as string };
  };
  const [givenA, givenB] = [await given(A), await given(B)];
  const save = await call(t.app, {
    method: 'POST',
    url: '/api/qb/questions/fetch',
    token: tokens.qbAdmin,
    payload: { limit: 1 },
  });
  // Accounts the admin rows may delete or disable without touching the families above.
  const spareA = await createParent(t.app);
  const spareB = await createTeacher(t.app);
  f = {
    tokens,
    png: image,
    questions: { A: A.ws.questions, B: B.ws.questions, T: wsT.questions },
    ids: {
      child: { A: A.child.id, B: B.child.id, C: coached.id },
      file: {
        A: await upload(A.p.token, image),
        B: await upload(B.p.token, image),
        T: await upload(teacherA.token, image),
      },
      notification: { A: await notify(A.p.user.id, A.child.id), B: await notify(B.p.user.id, B.child.id) },
      worksheet: { A: A.ws.id, B: B.ws.id, T: wsT.id },
      task: { A: A.task.id, B: B.task.id },
      taskCode: { A: A.task.task_code, B: B.task.task_code },
      user: { A: spareA.user.id, B: spareB.user.id },
      evaluation: { A: evalA.evaluation, B: evalB.evaluation },
      evaluatedTask: { A: evalA.task, B: evalB.task },
      any: { Q: randomUUID() },
      batch: { T: batchT.id },
      request: { A: request.body.request.id },
      relationship: { T: rel.id },
      group: { T: batchTask.assignment_group },
      notes: { A: givenA.notes, B: givenB.notes, T: await notes(teacherA.token, { grade: 7 }) },
      studyAssignment: { A: givenA.assignment, B: givenB.assignment },
      question: { Q: save.body.questions?.[0]?.id ?? save.body.questions?.[0]?._id },
    },
  };
  expect(f.ids.question.Q, JSON.stringify(save.body).slice(0, 300)).toBeTruthy();
  expect(PASSWORD).toBeTruthy();
}, 120_000);

describe('authorisation matrix', () => {
  it('every object route answers every actor as the table says', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.includes('{')) continue;
      for (const method of Object.keys(ops)) operations.push(`${method.toUpperCase()} ${path}`);
    }
    const missing = operations.filter((op) => !MATRIX[op]);
    expect(missing, 'routes with a path parameter missing from MATRIX (see the comment at the top)').toEqual([]);

    const ordered = [...operations].sort((x, y) => (MATRIX[x].last ?? 0) - (MATRIX[y].last ?? 0));
    const wrong: string[] = [];
    let cells = 0;
    for (const op of ordered) {
      const row = MATRIX[op];
      if (row.kind === 'none') continue;
      const [method, path] = op.split(' ');
      const owners = row.owners ?? (Object.keys(f.ids[row.kind]) as Owner[]);
      for (const owner of owners) {
        const id = f.ids[row.kind][owner]!;
        const url = path.replace(/\{[^}]+\}/, id);
        // The permitted caller goes last, so a destructive call does not remove the object from the others.
        const actors = [...ACTORS].sort((x, y) => Number(row.may(x, owner)) - Number(row.may(y, owner)));
        for (const actor of actors) {
          const body = row.body?.(f, owner);
          const payload =
            body && 'multipart' in body ? multipart(body.multipart as Buffer) : { payload: body as object | undefined };
          const res = await call(t.app, { method: method as 'GET', url, token: f.tokens[actor], ...payload });
          cells++;
          const allowed = row.may(actor, owner);
          const ok = allowed
            ? res.status < 500 && ![401, 403].includes(res.status) && (row.kind === 'any' || res.status !== 404)
            : res.status === 403 || res.status === 404 || !!row.refused?.(res);
          if (!ok)
            wrong.push(
              `${op} owner ${owner} by ${actor}: ${res.status} (expected ${allowed ? 'permitted' : 'refused'})`,
            );
        }
      }
    }
    console.log(`authorisation matrix: ${cells} cells, ${operations.length} operations, ${ACTORS.length} actors`);
    expect(wrong).toEqual([]);
  }, 300_000);
});
