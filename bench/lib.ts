// Shared pieces of the benches: a database of the bench's own (PGlite, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set, dropped at the end), the app on it, signed-in users, the bare baseline and timers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Database, migrateDatabase, wrapPglite, wrapPool } from '../apps/server/src/db/client';
import { hashSecret } from '../apps/server/src/lib/crypto';
import { insertUser } from '../apps/server/src/modules/auth/auth.repository';
import { seedQuestionBank } from '../apps/server/src/modules/question-bank/seed-bank';

export const PG_URL = process.env.TEST_DATABASE_URL;

export const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
export const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
export const ms = (x: number) => `${x.toFixed(1)} ms`;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A migrated database with the seed bank: PGlite in memory, or a new `ss_bench_<random>` on PostgreSQL, dropped by
 * close(). `keep` names a PostgreSQL database to reuse across runs (created when missing, never dropped).
 */
export async function openBenchDatabase(kind: 'pglite' | 'postgres', keep?: string): Promise<Database> {
  let db: Database;
  if (kind === 'postgres') {
    if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
    const name = keep ?? `ss_bench_${randomBytes(5).toString('hex')}`;
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database ${name}`);
    const url = withDatabase(PG_URL, name);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const inner = wrapPool(pool, url);
    db = {
      ...inner,
      async close() {
        await pool.end();
        if (!keep) {
          // Other pools of the app (the job queue's) close on their own: wait for them rather than cut them off.
          for (let i = 0; i < 50; i++) {
            const r = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
            if (!r.rowCount) break;
            await new Promise((done) => setTimeout(done, 100));
          }
          await admin.query(`drop database if exists ${name} with (force)`);
        }
        await admin.end();
      },
    };
  } else {
    db = wrapPglite(await PGlite.create());
  }
  await migrateDatabase(db);
  await seedQuestionBank(db.db);
  return db;
}

export async function buildBenchApp(db: Database): Promise<FastifyInstance> {
  const app = await buildApp({
    db,
    appOrigin: 'http://localhost',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'ss-bench-')),
    workJobs: false,
    limits: { loginPerMinute: 1e6, registerPerMinute: 1e6, codePerMinute: 1e6 },
  });
  await app.ready();
  return app;
}

/** The baseline every figure is compared with: a bare Fastify 5 route running `select 1` on the same database. */
export async function buildBareApp(db: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => {
    await db.query('select 1');
    return { ok: true };
  });
  await app.ready();
  return app;
}

const PASSWORD = 'bench-password-1';

/** A verified session for a new user of the role (admins are inserted, others register). */
export async function signedIn(app: FastifyInstance, db: Database, role: 'parent' | 'qb_admin' | 'super_admin') {
  const email = `${role}.${randomBytes(4).toString('hex')}@bench.local`;
  const code = '135790';
  if (role === 'parent') {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bench Parent', email, password: PASSWORD, role, access_code: code },
    });
    if (r.statusCode !== 200 && r.statusCode !== 201) throw new Error(`register: ${r.statusCode} ${r.body}`);
    return { token: r.json().access_token as string, user: r.json().user };
  }
  await insertUser(db.db, {
    email,
    name: `Bench ${role}`,
    role,
    passwordHash: await hashSecret(PASSWORD),
    accessCodeHash: await hashSecret(code),
  });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  const token = login.json().access_token as string;
  const v = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-access-code',
    headers: { authorization: `Bearer ${token}` },
    payload: { access_code: code },
  });
  if (v.statusCode !== 200) throw new Error(`verify: ${v.statusCode} ${v.body}`);
  return { token, user: login.json().user };
}

/** Times `runs` sequential calls of `fn` (after `warm` unrecorded ones); returns the times in ms. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number, warm = 3): Promise<number[]> {
  for (let i = 0; i < warm; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

export const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/** Variants of the seed questions (other text, so other content hashes) spread over time, up to `target`. */
export async function growQuestionBank(db: Database, target: number) {
  const [{ now, seeds }] = await db.query<{ now: number; seeds: number }>(
    `select count(*)::int as now, count(*) filter (where generator_model = 'seed')::int as seeds from qb_questions`,
  );
  if (now >= target) return;
  const copies = Math.ceil((target - now) / seeds);
  const chunk = Math.max(1, Math.floor(100_000 / seeds));
  for (let from = 1; from <= copies; from += chunk) {
    const to = Math.min(copies, from + chunk - 1);
    await db.query(
      `insert into qb_questions (question_mode, question_type, difficulty, board, grade, subject, chapter, topic,
         olympiad_code, concept, question_text, options, answer, accepted_answers, key_terms, answer_explanation,
         marks, misconceptions, diagram, generator_model, content_hash, created_at, updated_at)
       select question_mode, question_type, difficulty, board, grade, subject, chapter, topic, olympiad_code, concept,
         question_text || ' (variant ' || g || ')', options, answer, accepted_answers, key_terms, answer_explanation,
         marks, misconceptions, diagram, 'bench', md5(content_hash || g),
         now() - g * interval '1 minute' - random() * interval '1 minute', now()
       from qb_questions, generate_series($1::int, $2::int) g
       where generator_model = 'seed'`,
      [from, to],
    );
  }
  await db.query('vacuum analyze qb_questions');
  await db.query('vacuum analyze qb_question_counts');
}
