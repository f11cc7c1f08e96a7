import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from './global-setup';
import { FACTORY_QUESTIONS, PASSWORD, uniqueEmail } from './helpers';

// Nothing acknowledged is lost: submissions are answered 2xx by a real server process, which is then killed with
// SIGKILL before any evaluation ran; after a restart every acknowledged submission has exactly one evaluation.
// Runs on PGlite (the data folder) and, with TEST_DATABASE_URL, on a fresh PostgreSQL database.

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');
const TASKS = 12;

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

async function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; base: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  // Node itself runs the server (tsx as a loader, not a wrapper process), so SIGKILL reaches the server.
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { proc, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${out}`);
}

/** Resolves when the process has exited (at once if it already has). */
const exited = (proc: ChildProcess) =>
  proc.exitCode !== null || proc.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => proc.once('exit', () => r()));

async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const log = (m: string) => process.stderr.write(`[crash ${new Date().toISOString().slice(11, 19)}] ${m}\n`);

async function scenario(env: Record<string, string>, countEvaluations: () => Promise<Map<string, number>>) {
  // First life: takes submissions but works no jobs, so no evaluation can finish before the kill.
  const first = await startServer({ ...env, WORK_JOBS: 'false' });
  log('first server up');
  const email = uniqueEmail('crash');
  const reg = await api(first.base, 'POST', '/api/auth/register', undefined, {
    name: 'Crash Parent',
    email,
    password: PASSWORD,
    role: 'parent',
    access_code: '246810',
  });
  expect(reg.status).toBe(201);
  const token = reg.body.access_token as string;
  const child = await api(first.base, 'POST', '/api/children', token, {
    name: 'Asha',
    age: 10,
    grade: 5,
    school_name: 'KV',
    board: 'CBSE',
    consent: true,
  });
  const ws = await api(first.base, 'POST', '/api/worksheets', token, {
    title: 'Crash sheet',
    subject: 'Mathematics',
    grade: 5,
    board: 'CBSE',
    topics: ['Fractions'],
    difficulty: 'medium',
    json_data: { sections: [{ questions_list: FACTORY_QUESTIONS }] },
  });
  expect(ws.status).toBe(201);
  const taskIds: string[] = [];
  for (let i = 0; i < TASKS; i++) {
    const a = await api(first.base, 'POST', `/api/tasks/assign/${ws.body.id}`, token, {
      title: `Task ${i}`,
      target_type: 'child',
      target_ids: [child.body.id],
    });
    expect(a.status).toBe(201);
    taskIds.push(a.body.tasks[0].id);
  }

  log('tasks assigned');
  // All submissions at once (a written answer sends each to the job); the process dies as soon as half are in.
  const acknowledged: string[] = [];
  let killed = false;
  const sends = taskIds.map((id) =>
    api(first.base, 'POST', `/api/submissions/${id}`, token, {
      submitted_answers: { 1: 'A', 2: '32', 3: 'Divide both by 2 to get one half.' },
    })
      .then((r) => {
        if (r.status === 201) acknowledged.push(r.body.submission.id);
        if (!killed && acknowledged.length >= TASKS / 2) {
          killed = true;
          first.proc.kill('SIGKILL');
        }
      })
      .catch(() => undefined),
  );
  await Promise.all(sends);
  if (!killed) first.proc.kill('SIGKILL');
  await exited(first.proc);
  expect(acknowledged.length).toBeGreaterThanOrEqual(TASKS / 2);

  // Second life works the queued jobs.
  log(`killed after ${acknowledged.length} acknowledged`);
  const second = await startServer({ ...env, WORK_JOBS: 'true' });
  log('second server up');
  const end = Date.now() + 90_000;
  let done = 0;
  while (Date.now() < end) {
    const list = await api(second.base, 'GET', `/api/children/${child.body.id}/evaluations?limit=100`, token);
    done = list.body.evaluations.length;
    const ids = new Set(
      list.body.evaluations.map((e: { evaluation: { submission_id: string } }) => e.evaluation.submission_id),
    );
    // Wait for every stored submission, not only the acknowledged ones: one committed just before the kill has its
    // job queued too. Each handed-in task (completed or evaluated) holds exactly one submission here.
    const handedIn = await api(second.base, 'GET', `/api/children/${child.body.id}/tasks/completed?limit=100`, token);
    if (acknowledged.every((s) => ids.has(s)) && done >= handedIn.body.tasks.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`${done} evaluations listed`);
  second.proc.kill('SIGTERM');
  await exited(second.proc);

  const counts = await countEvaluations();
  for (const id of acknowledged) expect(counts.get(id), `submission ${id}`).toBe(1);
  // Nothing half-written: every stored submission (acknowledged or not) has exactly one evaluation.
  for (const [id, n] of counts) expect(n, `submission ${id}`).toBe(1);
  expect(done).toBeGreaterThanOrEqual(acknowledged.length);
}

const COUNT_SQL =
  'select s.id, count(e.id)::int as n from submissions s left join evaluations e on e.submission_id = s.id group by s.id';

describe('crash safety of submissions', () => {
  // The API suite's database: PGlite in a data folder, or a fresh PostgreSQL database with TEST_DATABASE_URL.
  it('SIGKILL before evaluation, restart: one evaluation per acknowledged submission', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-crash-'));
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      await scenario({ DATA_DIR: dataDir }, async () => {
        const db = await PGlite.create(path.join(dataDir, 'db'));
        const rows = (await db.query<{ id: string; n: number }>(COUNT_SQL)).rows;
        await db.close();
        return new Map(rows.map((r) => [r.id, r.n]));
      });
      return;
    }
    const name = `ss_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const dbUrl = withDatabase(url, name);
    try {
      await scenario({ DATABASE_URL: dbUrl, DATA_DIR: dataDir }, async () => {
        const c = new pg.Client({ connectionString: dbUrl });
        await c.connect();
        const rows = (await c.query<{ id: string; n: number }>(COUNT_SQL)).rows;
        await c.end();
        return new Map(rows.map((r) => [r.id, r.n]));
      });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }, 300_000);
});
