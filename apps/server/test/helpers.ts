import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { conceptBand, gradeFromPercent, percentOf } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type AppDeps, buildApp, type Limits } from '../src/app';
import { type Database, wrapPglite, wrapPool } from '../src/db/client';
import * as schema from '../src/db/schema/index';
import { hashSecret } from '../src/lib/crypto';
import { insertUser } from '../src/modules/auth/auth.repository';
import { withDatabase } from './global-setup';

/** A fresh database for this test file: PGlite loaded from the migrated base, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `ss_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const dbUrl = withDatabase(url, name);
    const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
    const db = wrapPool(pool, dbUrl);
    return {
      ...db,
      async close() {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const tar = await readFile(inject('pgliteBase'));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
  return wrapPglite(client);
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  clock: { now: Date; advance(ms: number): void };
}

/** Builds the app on a fresh database; closed after the file's tests. Limits are generous unless a test asks. */
export type TestClock = TestContext['clock'];

export function createClock(): TestClock {
  return {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
}

/** An app on a given database (several apps may share one, as API instances do). The caller closes it. */
export async function buildTestApp(
  db: Database,
  opts: { limits?: Partial<Limits>; deps?: Partial<AppDeps>; clock?: TestClock } = {},
): Promise<FastifyInstance> {
  const clock = opts.clock ?? createClock();
  const app = await buildApp({
    db,
    appOrigin: 'http://localhost:8080',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'ss-data-')),
    clock: () => clock.now,
    limits: {
      loginPerMinute: 1000,
      registerPerMinute: 1000,
      codePerMinute: 1000,
      coachingRequestsPerMinute: 1000,
      newParentsPerDay: 1000,
      ...opts.limits,
    },
    jobPollSeconds: 0.5,
    ...opts.deps,
  });
  await app.ready();
  return app;
}

/** Builds the app on a fresh database; closed after the file's tests. Limits are generous unless a test asks. */
export async function setupTestApp(
  opts: { limits?: Partial<Limits>; deps?: Partial<AppDeps> } = {},
): Promise<TestContext> {
  const db = await createTestDatabase();
  const clock = createClock();
  const app = await buildTestApp(db, { ...opts, clock });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  return { app, db, clock };
}

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;

export const PASSWORD = 'Secret-pass-1';

type Call = Omit<InjectOptions, 'headers'> & { token?: string; headers?: Record<string, string> };

/** `app.inject` with a bearer token and parsed JSON. */
export async function call(app: FastifyInstance, { token, headers, ...opts }: Call) {
  const res = await app.inject({
    ...opts,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  } as InjectOptions);
  let body: any = null;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Registers a parent through the API: returns a verified token. */
export async function createParent(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('parent');
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Test Parent', email, password: PASSWORD, role: 'parent', access_code: '246810', ...overrides },
  });
  if (res.status !== 201) throw new Error(`createParent failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token as string, user: res.body.user, email, code: '246810' };
}

export async function createTeacher(app: FastifyInstance) {
  const email = uniqueEmail('teacher');
  const res = await call(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Test Teacher', email, password: PASSWORD, role: 'coaching_teacher' },
  });
  if (res.status !== 201) throw new Error(`createTeacher failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.access_token as string, user: res.body.user, email };
}

/** Admin roles are never self-registered: made directly, as the CLI does. */
export async function createAdmin(db: Database, role: 'super_admin' | 'qb_admin', code = '135790') {
  const email = uniqueEmail(role);
  const user = await insertUser(db.db, {
    email,
    name: `Test ${role}`,
    role,
    passwordHash: await hashSecret(PASSWORD),
    accessCodeHash: await hashSecret(code),
  });
  return { user, email, code };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  return call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Signs in and passes the access code: a fully verified session token. */
export async function signIn(app: FastifyInstance, email: string, code?: string, password = PASSWORD) {
  const res = await login(app, email, password);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.access_token as string;
  if (code) {
    const v = await call(app, {
      method: 'POST',
      url: '/api/auth/verify-access-code',
      token,
      payload: { access_code: code },
    });
    if (v.status !== 200) throw new Error(`verify failed: ${v.status} ${JSON.stringify(v.body)}`);
  }
  return token;
}

// ---- Core-loop factories (children, worksheets, tasks, evaluations) -------------------------------------------

export async function createChild(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; grade: number; board: string; parent_id: string }> {
  const res = await call(app, {
    method: 'POST',
    url: '/api/children',
    token,
    payload: { name: 'Asha', age: 10, grade: 5, school_name: 'KV', board: 'CBSE', consent: true, ...overrides },
  });
  if (res.status !== 201) throw new Error(`createChild failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A question as POST /worksheets takes it (spec 02 §3 Question). */
export interface FactoryQuestion {
  question_type: string;
  question_text: string;
  options?: string[] | null;
  correct_answer: string;
  answer_explanation?: string;
  marks?: number;
  difficulty?: string;
  concept?: string;
  topic?: string;
  hint?: string;
}

export const FACTORY_QUESTIONS: FactoryQuestion[] = [
  {
    question_type: 'mcq',
    question_text: 'What is $\\frac{3}{4} + \\frac{1}{4}$?',
    options: ['1', '2', '$\\frac{1}{2}$', '$\\frac{4}{8}$'],
    correct_answer: '1',
    answer_explanation: 'Three quarters and one quarter make four quarters.',
    marks: 1,
    difficulty: 'easy',
    concept: 'cbse.g5.math.fractions',
    topic: 'Fractions',
    hint: 'Add the numerators.',
  },
  {
    question_type: 'fill_blank',
    question_text: 'The value of $2^{5}$ is ____.',
    options: null,
    correct_answer: '32',
    answer_explanation: '2 multiplied by itself five times is 32.',
    marks: 2,
    difficulty: 'medium',
    concept: 'cbse.g5.math.exponents',
    topic: 'Exponents',
  },
  {
    question_type: 'short_answer',
    question_text: 'Explain why $\\frac{2}{4}$ equals $\\frac{1}{2}$.',
    options: null,
    correct_answer: 'Dividing numerator and denominator by 2 gives one half.',
    answer_explanation: 'Equivalent fractions.',
    marks: 3,
    difficulty: 'medium',
    concept: 'cbse.g5.math.fractions',
    topic: 'Fractions',
  },
];

/** A worksheet saved through POST /worksheets (deterministic questions; no generation). */
export async function createWorksheet(
  app: FastifyInstance,
  token: string,
  opts: { questions?: FactoryQuestion[]; subject?: string; grade?: number; topics?: string[]; title?: string } = {},
) {
  const questions = opts.questions ?? FACTORY_QUESTIONS;
  const res = await call(app, {
    method: 'POST',
    url: '/api/worksheets',
    token,
    payload: {
      title: opts.title ?? 'Fractions and Powers',
      subject: opts.subject ?? 'Mathematics',
      grade: opts.grade ?? 5,
      board: 'CBSE',
      topics: opts.topics ?? ['Fractions', 'Exponents'],
      difficulty: 'medium',
      json_data: { sections: [{ questions_list: questions }] },
    },
  });
  if (res.status !== 201) throw new Error(`createWorksheet failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; questions: { question_number: number; marks: number }[] } & Record<string, any>;
}

/**
 * A task through POST /tasks/assign (a worksheet is made when none is given). Returns the assigned task; with
 * `state` the row is then moved straight to that state (as a submission or an evaluation would).
 */
export async function createTask(
  t: { app: FastifyInstance; db: Database },
  opts: {
    token: string;
    childId: string;
    worksheetId?: string;
    title?: string;
    description?: string;
    dueDate?: string | null;
    hintEnabled?: boolean;
    state?: 'pending' | 'completed' | 'evaluated' | 'published' | 'archived';
  },
) {
  const worksheetId = opts.worksheetId ?? (await createWorksheet(t.app, opts.token)).id;
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/tasks/assign/${worksheetId}`,
    token: opts.token,
    payload: {
      title: opts.title ?? 'Practice Sheet',
      description: opts.description ?? null,
      due_date: opts.dueDate ?? null,
      hint_enabled: opts.hintEnabled ?? true,
      target_type: 'child',
      target_ids: [opts.childId],
    },
  });
  if (res.status !== 201) throw new Error(`createTask failed: ${res.status} ${JSON.stringify(res.body)}`);
  const task = res.body.tasks[0] as Record<string, any> & { id: string; task_code: string; assignment_group: string };
  if (opts.state && opts.state !== 'pending') await setTaskState(t.db, task.id, opts.state);
  return { ...task, worksheet_id: worksheetId };
}

/** Moves a task to a state directly, with the dates that state implies. */
export async function setTaskState(
  db: Database,
  taskId: string,
  state: 'pending' | 'completed' | 'evaluated' | 'published' | 'archived',
  at = new Date(),
) {
  const done = state !== 'pending';
  await db.db
    .update(schema.tasks)
    .set({
      state,
      submittedAt: done ? at : null,
      completedAt: done ? at : null,
      evaluatedAt: state === 'evaluated' || state === 'published' ? at : null,
      archivedAt: state === 'archived' ? at : null,
      updatedAt: at,
    })
    .where(eq(schema.tasks.id, taskId));
}

/**
 * A submission and its evaluation for a task, written directly (as the evaluation job would), and the task moved
 * to `evaluated`. `marks` gives marks_awarded per question in order (default: full marks); written answers are
 * graded by the built-in rubric, others exactly. Concepts are banded from their share of marks.
 */
export async function createEvaluation(
  db: Database,
  opts: {
    taskId: string;
    marks?: number[];
    createdAt?: Date;
    needsReview?: number[];
    maxEdits?: number;
  },
) {
  const [row] = await db.db
    .select({ task: schema.tasks, group: schema.taskGroups, parentId: schema.children.parentId })
    .from(schema.tasks)
    .innerJoin(schema.taskGroups, eq(schema.taskGroups.id, schema.tasks.groupId))
    .innerJoin(schema.children, eq(schema.children.id, schema.tasks.childId))
    .where(eq(schema.tasks.id, opts.taskId));
  if (!row) throw new Error(`createEvaluation: no task ${opts.taskId}`);
  const [ws] = row.group.worksheetId
    ? await db.db.select().from(schema.worksheets).where(eq(schema.worksheets.id, row.group.worksheetId))
    : [];
  const questions = ws?.questions ?? [];
  const at = opts.createdAt ?? new Date();
  const written = new Set(['short_answer', 'long_answer']);
  const analysis = questions.map((q, i) => {
    const awarded = Math.min(opts.marks?.[i] ?? q.marks, q.marks);
    const needsReview = opts.needsReview?.includes(q.question_number) ?? false;
    return {
      question_number: q.question_number,
      question_text: q.question_text,
      student_answer: awarded === q.marks ? q.answer : 'wrong',
      correct_answer: q.answer,
      marks_awarded: awarded,
      max_marks: q.marks,
      is_correct: awarded === q.marks,
      partial_credit: awarded > 0 && awarded < q.marks,
      hint_used: false,
      feedback: awarded === q.marks ? 'Correct.' : 'Review this question.',
      question_type: q.question_type,
      concept: q.concept,
      graded_by: written.has(q.question_type) ? 'builtin-rubric' : 'exact',
      confidence: needsReview ? 0.4 : 1,
      needs_review: needsReview,
      ...(written.has(q.question_type) ? { suggested_marks: awarded } : {}),
    };
  });
  const awarded = analysis.reduce((s, a) => s + a.marks_awarded, 0);
  const max = analysis.reduce((s, a) => s + a.max_marks, 0);
  const pct = percentOf(awarded, max);
  const concepts = new Map<string, { got: number; of: number; n: number }>();
  for (const a of analysis) {
    const c = concepts.get(a.concept) ?? { got: 0, of: 0, n: 0 };
    concepts.set(a.concept, { got: c.got + a.marks_awarded, of: c.of + a.max_marks, n: c.n + 1 });
  }
  const bands = { mastered: [], strong: [], developing: [], at_risk: [], weak: [] } as Record<string, unknown[]>;
  for (const [concept, c] of concepts) {
    const score = c.of ? c.got / c.of : 0;
    const band = conceptBand(score * 100);
    (bands[band === 'needs_attention' ? 'weak' : band] as unknown[]).push({
      concept,
      label: concept.split('.').at(-1) ?? concept,
      score,
      confidence: 'High',
      questions: c.n,
    });
  }
  const [submission] = await db.db
    .insert(schema.submissions)
    .values({
      taskId: row.task.id,
      childId: row.task.childId,
      submittedBy: row.parentId,
      method: 'online',
      answers: Object.fromEntries(analysis.map((a) => [String(a.question_number), a.student_answer])),
      createdAt: at,
    })
    .returning();
  const [evaluation] = await db.db
    .insert(schema.evaluations)
    .values({
      submissionId: submission.id,
      taskId: row.task.id,
      childId: row.task.childId,
      ownerId: row.group.ownerId,
      subject: row.group.subject,
      isOlympiad: row.group.isOlympiad,
      overallScore: Math.round(pct),
      originalOverallScore: Math.round(pct),
      marksAwarded: awarded,
      maxScore: max,
      grade: gradeFromPercent(Math.round(pct)),
      feedback: 'Good effort.',
      questionAnalysis: analysis,
      conceptAnalysis: bands,
      learningAnalytics: {
        confidence_level: 0.7,
        engagement_score: 0.8,
        learning_pace: 'steady',
        emotional_state_prediction: 'calm',
        recommended_activities: [],
        parent_communication: '',
      },
      needsReviewCount: analysis.filter((a) => a.needs_review).length,
      gradedWith: 'builtin:builtin-v1',
      ...(opts.maxEdits !== undefined ? { maxEdits: opts.maxEdits } : {}),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await setTaskState(db, row.task.id, 'evaluated', at);
  return { submission, evaluation };
}

// ---- Coaching factories (batches, links, teacher tasks) ----------------------------------------------------------

/** A batch through POST /batches. */
export async function createBatch(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; subject: string; grade: number; student_count: number }> {
  const res = await call(app, {
    method: 'POST',
    url: '/api/batches',
    token,
    payload: { name: `Batch ${++seq}`, subject: 'Mathematics', grade: 5, location: 'Room 1', ...overrides },
  });
  if (res.status !== 201) throw new Error(`createBatch failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.batch;
}

/**
 * Links a family's child to a teacher's batch the way the product does: the teacher sends a request to the parent's
 * e-mail and the parent approves it with the child. Returns the relationship.
 */
export async function linkStudent(
  app: FastifyInstance,
  opts: {
    teacherToken: string;
    parent: { token: string; email: string };
    childId: string;
    batchId: string;
    childName?: string;
  },
): Promise<{ id: string; child_id: string; batch_id: string | null; subject: string }> {
  const sent = await call(app, {
    method: 'POST',
    url: '/api/coaching/request',
    token: opts.teacherToken,
    payload: {
      parent_email: opts.parent.email,
      child_name: opts.childName ?? 'Student',
      child_grade: 5,
      subject: 'Mathematics',
      batch_id: opts.batchId,
    },
  });
  if (sent.status !== 201) throw new Error(`coaching request failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const approved = await call(app, {
    method: 'PUT',
    url: `/api/coaching/requests/${sent.body.request.id}`,
    token: opts.parent.token,
    payload: { status: 'approved', child_id: opts.childId },
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return approved.body.relationship;
}

/** A teacher's worksheet assigned to batches (or, with `students`, to linked students): the assign answer. */
export async function assignToBatch(
  app: FastifyInstance,
  opts: { token: string; worksheetId: string; batchIds?: string[]; students?: string[]; title?: string },
) {
  const byBatch = !!opts.batchIds?.length;
  const res = await call(app, {
    method: 'POST',
    url: `/api/tasks/assign/${opts.worksheetId}`,
    token: opts.token,
    payload: {
      title: opts.title ?? 'Batch Practice',
      target_type: byBatch ? 'batch' : 'students',
      target_ids: byBatch ? opts.batchIds : opts.students,
      ...(byBatch && opts.students ? { student_ids: opts.students } : {}),
    },
  });
  if (res.status !== 201) throw new Error(`assignToBatch failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as {
    tasks: { id: string; child_id: string; batch_id: string | null; task_code: string }[];
    assignment_group: string;
    task_code: string;
  };
}
