// Start-up of the server as `npm start` runs it (node --import tsx apps/server/src/server.ts): a first start on an
// empty data folder and a restart on it, timed from spawn until /api/health answers, with the process's peak
// resident memory (VmHWM). PGlite, and PostgreSQL (a database of its own, dropped after) when TEST_DATABASE_URL is
// set. Targets: first embedded start within 6 s and 600 MB; restart under 3 s (PGlite) and 2 s (PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PG_URL, verdict } from './lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4391);

const peakMb = (p: ChildProcess) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${p.pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

async function start(env: Record<string, string>) {
  const t = performance.now();
  const p = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's own 'started' line: time from opening the database (the rest is loading the code).
  let log = '';
  p.stdout?.on('data', (c: Buffer) => {
    log += c.toString('utf8');
  });
  for (;;) {
    if (p.exitCode !== null) throw new Error(`server exited with ${p.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const seconds = (performance.now() - t) / 1000;
  const mb = peakMb(p);
  await new Promise((r) => setTimeout(r, 100));
  const started = log
    .split('\n')
    .map((l) => {
      try {
        return JSON.parse(l) as { msg?: string; ms?: number; migrated?: boolean; seeded?: unknown };
      } catch {
        return {};
      }
    })
    .find((l) => l.msg?.startsWith('started'));
  p.kill('SIGTERM');
  await new Promise((r) => p.once('exit', r));
  return { seconds, mb, started };
}

const fmt = (r: Awaited<ReturnType<typeof start>>) =>
  `${r.seconds.toFixed(2)} s, peak ${r.mb.toFixed(0)} MB; database, migrations, seed and app ${r.started?.ms ?? '?'} ms ` +
  `(migrated: ${r.started?.migrated}, seeded: ${r.started?.seeded}), the rest loading the code`;

{
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-bench-start-'));
  const env = { DATA_DIR: dataDir, WEB_DIST: '' };
  const first = await start(env);
  console.log(
    `pglite first start: ${fmt(first)} (6 s: ${verdict(first.seconds < 6)}; 600 MB: ${verdict(first.mb < 600)})`,
  );
  for (let i = 1; i <= 2; i++) {
    const again = await start(env);
    console.log(`pglite restart ${i}: ${fmt(again)} (3 s: ${verdict(again.seconds < 3)})`);
  }
}

if (PG_URL) {
  const name = `ss_bench_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    const env = {
      DATABASE_URL: u.toString(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ss-bench-start-')),
      WEB_DIST: '',
    };
    console.log(`postgres first start: ${fmt(await start(env))}`);
    for (let i = 1; i <= 2; i++) {
      const again = await start(env);
      console.log(`postgres restart ${i}: ${fmt(again)} (2 s: ${verdict(again.seconds < 2)})`);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
