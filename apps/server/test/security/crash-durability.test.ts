/**
 * Crash durability: a real server process (tsx, PGlite in a temporary DATA_DIR) takes concurrent writes, is killed
 * with SIGKILL mid-load, and restarted; after CRASH_KILLS kills (default 2) every write it acknowledged is on disk.
 * Each kill lands once the writers have some acknowledged writes and more in flight (at most LOAD_MS of load);
 * most of the time goes to starting the server (migrations and the seed bank check, 20-30 s on a loaded machine).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const KILLS = Number(process.env.CRASH_KILLS ?? 2);
const WRITERS = 6;
const LOAD_MS = 8000;
const ACKS_BEFORE_KILL = 8;
const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-crash-'));
let child: ChildProcess | undefined;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
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
  // A cold start on a busy 2-core machine has taken over a minute (the whole suite runs beside it).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

/** Writers register accounts until told to stop; returns the e-mails the server acknowledged (201). */
async function load(port: number, round: number, stop: { now: boolean }) {
  const acked: string[] = [];
  let n = 0;
  const writer = async (w: number) => {
    while (!stop.now) {
      const email = `crash.${round}.${w}.${n++}@example.com`;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Crash', email, password: 'Crash-pass-123', role: 'coaching_teacher' }),
        });
        if (res.status === 201) acked.push(email);
      } catch {
        return; // the process died under us: this write was never acknowledged
      }
    }
  };
  return { acked, done: Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))) };
}

describe('crash durability', () => {
  it(`keeps every acknowledged write across ${KILLS} SIGKILLs under load`, async () => {
    const port = 20_000 + (process.pid % 20_000);
    const acknowledged: string[] = [];
    for (let round = 0; round < KILLS; round++) {
      child = await start(port);
      const stop = { now: false };
      const run = await load(port, round, stop);
      const until = Date.now() + LOAD_MS;
      while (Date.now() < until && run.acked.length < ACKS_BEFORE_KILL) await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
      stop.now = true;
      await run.done;
      acknowledged.push(...run.acked);
    }
    // One more start proves recovery; then read the data folder directly.
    child = await start(port);
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = undefined;
    const db = await PGlite.create(path.join(dataDir, 'db'));
    const rows = await db.query<{ email: string }>("select email from users where email like 'crash.%'");
    await db.close();
    const stored = new Set(rows.rows.map((r) => r.email));
    const lost = acknowledged.filter((e) => !stored.has(e));
    console.log(`crash durability: ${KILLS} kills, ${acknowledged.length} acknowledged writes, ${lost.length} lost`);
    expect(acknowledged.length).toBeGreaterThan(KILLS);
    expect(lost).toEqual([]);
  }, 480_000);
});
