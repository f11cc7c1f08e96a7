/**
 * A restart during a timed mock loses no answer (issue 16): a real server process (tsx, PGlite in a temporary
 * DATA_DIR) takes a parent, a child, a mock paper and the child's answers, is killed with SIGKILL right after the
 * last acknowledged save, and restarted; the attempt is still open with the same deadline and every answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-mock-restart-'));
let proc: ChildProcess | undefined;

afterAll(() => {
  proc?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<ChildProcess> {
  const p = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '1000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (p.exitCode !== null) throw new Error(`server exited with ${p.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return p;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

function client(port: number) {
  return async (method: string, url: string, token?: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as any;
    return { status: res.status, body: json };
  };
}

describe('mock paper across a restart', () => {
  it('keeps the deadline and every answer acknowledged before a SIGKILL', async () => {
    const port = 21_000 + (process.pid % 20_000);
    proc = await start(port);
    const api = client(port);
    const email = `mock.restart.${Date.now()}@example.com`;
    const reg = await api('POST', '/api/auth/register', undefined, {
      name: 'Mock Parent',
      email,
      password: 'Mock-pass-123',
      role: 'parent',
      access_code: '246810',
    });
    expect(reg.status).toBe(201);
    const parent = reg.body.access_token as string;
    const child = await api('POST', '/api/children', parent, {
      name: 'Asha',
      age: 12,
      grade: 7,
      school_name: 'KV',
      board: 'CBSE',
      consent: true,
      access_code: '4242',
    });
    expect(child.status).toBe(201);
    const gen = await api('POST', '/api/olympiad/generate', parent, {
      mode: 'mock',
      grade: 7,
      subject: 'Mathematics',
      target_id: child.body.id,
      target_type: 'child',
    });
    expect(gen.status).toBe(200);
    const assign = await api('POST', `/api/tasks/assign/${gen.body.worksheet_id}`, parent, {
      title: 'Olympiad Mathematics Mock Test',
      target_type: 'child',
      target_ids: [child.body.id],
    });
    const taskId = assign.body.tasks[0].task_id as string;
    const login = await api('POST', '/api/auth/login', undefined, { email, password: 'Mock-pass-123' });
    const view = login.body.access_token as string;
    expect((await api('POST', '/api/auth/verify-access-code', view, { access_code: '246810' })).status).toBe(200);
    expect((await api('POST', '/api/auth/verify-access-code', view, { access_code: '4242' })).status).toBe(200);

    const started = await api('POST', `/api/tasks/${taskId}/mock/start`, view);
    expect(started.status).toBe(200);
    const numbers = (started.body.sections as { question_numbers: number[] }[]).flatMap((s) => s.question_numbers);
    const given: Record<string, string> = {};
    for (const [i, n] of numbers.slice(0, 8).entries()) {
      const answer = { [String(n)]: ['A', 'B', 'C', 'D'][i % 4]! };
      const res = await api('PUT', `/api/tasks/${taskId}/mock/answers`, view, { answers: answer });
      expect(res.status).toBe(200);
      Object.assign(given, answer);
    }
    proc.kill('SIGKILL');
    await new Promise((r) => proc!.once('exit', r));

    proc = await start(port);
    const after = await client(port)('GET', `/api/tasks/${taskId}/mock`, view);
    expect(after.status).toBe(200);
    expect(after.body.status).toBe('in_progress');
    expect(after.body.deadline).toBe(started.body.deadline);
    expect(after.body.answers).toEqual(given);
    proc.kill('SIGTERM');
    await new Promise((r) => proc!.once('exit', r));
    proc = undefined;
  }, 300_000);
});
