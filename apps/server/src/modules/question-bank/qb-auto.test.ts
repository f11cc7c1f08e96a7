import { DEFAULT_AI_CONFIG, QB_AUTO_MSG } from '@app/shared';
import { MockLanguageModelV3 } from 'ai/test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createAdmin, createParent, createTestDatabase, signIn } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { qbAutoRuns } from '../../db/schema/index';

const CHAPTER = { board: 'CBSE', grade: 7, subject: 'Mathematics', chapter: 'Integers' };
const REQUESTS = 3 * 4 * 6;

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v)?.slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const runRow = async (id: string) => (await db.db.select().from(qbAutoRuns).where(eq(qbAutoRuns.id, id)))[0];
const questionCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from qb_questions'))[0].n;

/** `#k` of every request line in the log: each combination must appear once. */
const requestNumbers = (log: { text: string }[]) =>
  log
    .map((l) => /^#(\d+) /.exec(l.text)?.[1])
    .filter(Boolean)
    .map(Number);

describe('auto-generate validation and access', () => {
  let app: FastifyInstance;
  let qb: string;
  afterAll(async () => {
    await app.close();
  });

  it('refuses out-of-range counts, missing fields and chapters without topics; qb_admin only', async () => {
    app = await buildTestApp(db, { deps: { workJobs: false } });
    const q = await createAdmin(db, 'qb_admin');
    qb = await signIn(app, q.email, q.code);
    const start = (payload: object, token = qb) =>
      call(app, { method: 'POST', url: '/api/qb/auto-generate', token, payload });
    for (const n of [0, 21, 2.5]) {
      const res = await start({ ...CHAPTER, questions_per_topic: n });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(QB_AUTO_MSG.perTopic);
    }
    const missing = await start({ board: 'CBSE', questions_per_topic: 5 });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe(QB_AUTO_MSG.selectAll);
    const none = await start({ ...CHAPTER, chapter: 'No such chapter', questions_per_topic: 5 });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe(QB_AUTO_MSG.noTopics);

    const admin = await createAdmin(db, 'super_admin');
    const parent = await createParent(app);
    for (const token of [await signIn(app, admin.email, admin.code), parent.token]) {
      expect((await start({ ...CHAPTER, questions_per_topic: 5 }, token)).status).toBe(403);
    }
    const ok = await start({ ...CHAPTER, questions_per_topic: 5 });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ status: 'running', requests_total: REQUESTS, counters: { total: REQUESTS * 5 } });
    const twice = await start({ ...CHAPTER, questions_per_topic: 5 });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(QB_AUTO_MSG.alreadyRunning);
    await call(app, { method: 'POST', url: `/api/qb/auto-generate/${ok.body.id}/stop`, token: qb });
    await db.db.update(qbAutoRuns).set({ status: 'stopped' }).where(eq(qbAutoRuns.id, ok.body.id));
  });
});

describe('auto-generate as a durable job', () => {
  it('survives a restart mid-run and resumes without doing any combination twice', async () => {
    const first = await buildTestApp(db, { deps: { qbAutoDelayMs: 120 } });
    const q = await createAdmin(db, 'qb_admin');
    const token = await signIn(first, q.email, q.code);
    const before = await questionCount();
    const started = await call(first, {
      method: 'POST',
      url: '/api/qb/auto-generate',
      token,
      payload: { ...CHAPTER, questions_per_topic: 2, engine: 'builtin' },
    });
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    await waitFor(
      () => runRow(id),
      (r) => r.position >= 3,
    );
    await first.close();
    const mid = await runRow(id);
    expect(mid.status).toBe('running');
    expect(mid.position).toBeLessThan(REQUESTS);

    const second = await buildTestApp(db, { deps: { qbAutoDelayMs: 0 } });
    try {
      const done = await waitFor(
        () => runRow(id),
        (r) => r.status !== 'running',
        90_000,
      );
      expect(done.status).toBe('completed');
      expect(done.position).toBe(REQUESTS);
      const numbers = requestNumbers(done.log);
      expect(numbers).toEqual(Array.from({ length: REQUESTS }, (_, i) => i + 1));
      // Every saved question is a new row, counted once.
      expect(await questionCount()).toBe(before + done.saved);
      expect(done.generated).toBe(done.saved + done.duplicates);
      expect(done.generated).toBeGreaterThan(0);
      const view = await call(second, { method: 'GET', url: `/api/qb/auto-generate/${id}`, token });
      expect(view.body).toMatchObject({ status: 'completed', progress: 100, requests_done: REQUESTS });
    } finally {
      await second.close();
    }
  });

  it('stop takes effect after the request in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let calls = 0;
    let firstCall!: () => void;
    const called = new Promise<void>((r) => {
      firstCall = r;
    });
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        calls++;
        firstCall();
        await gate;
        return {
          content: [{ type: 'text', text: JSON.stringify({ questions: [] }) }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
          warnings: [],
        };
      },
    });
    const app = await buildTestApp(db, {
      deps: { qbAutoDelayMs: 0, ai: { keys: { openai_api_key: 'test-key' }, createModel: () => model } },
    });
    try {
      const admin = await createAdmin(db, 'super_admin');
      const adminToken = await signIn(app, admin.email, admin.code);
      const models = { auto: 'gpt-4o-mini', easy: 'gpt-4o-mini', medium: 'gpt-4o', hard: 'gpt-4o', extreme: 'gpt-4o' };
      const saved = await call(app, {
        method: 'PUT',
        url: '/api/admin/ai-config',
        token: adminToken,
        payload: {
          ...DEFAULT_AI_CONFIG,
          providers: { ...DEFAULT_AI_CONFIG.providers, worksheet: 'openai' },
          models: { ...DEFAULT_AI_CONFIG.models, worksheet: models },
          settings: { ...DEFAULT_AI_CONFIG.settings, max_generation_attempts: 1 },
        },
      });
      expect(saved.status).toBe(200);
      const q = await createAdmin(db, 'qb_admin');
      const token = await signIn(app, q.email, q.code);
      const started = await call(app, {
        method: 'POST',
        url: '/api/qb/auto-generate',
        token,
        payload: { ...CHAPTER, questions_per_topic: 2, engine: 'configured' },
      });
      const id = started.body.id as string;
      await called;
      const stop = await call(app, { method: 'POST', url: `/api/qb/auto-generate/${id}/stop`, token });
      expect(stop.body).toMatchObject({ status: 'running', stop_requested: true, requests_done: 0 });
      release();
      const done = await waitFor(
        () => runRow(id),
        (r) => r.status !== 'running',
      );
      expect(done.status).toBe('stopped');
      // The request in flight finished and was recorded; no further request was made.
      expect(done.position).toBe(1);
      expect(requestNumbers(done.log)).toEqual([1]);
      expect(done.log.at(-1)?.text).toBe('Stopped by the admin.');
      expect(calls).toBe(1);
    } finally {
      release();
      await app.close();
    }
  });
});
