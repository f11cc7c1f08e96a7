// GET /children/{id}/performance for a child with 1,000 evaluations (and 60 grade peers with 20 each): median and
// p95, and statements per request, which stay the same as for a child with 10. PGlite by default; on a fresh
// PostgreSQL database (dropped at the end) when TEST_DATABASE_URL is set.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { type Database, migrateDatabase, wrapPglite, wrapPool } from '../apps/server/src/db/client';
import {
  children,
  consents,
  evaluations,
  submissions,
  taskGroups,
  tasks,
  wellbeingResponses,
} from '../apps/server/src/db/schema/index';
import { drawTaskCode } from '../apps/server/src/modules/tasks/tasks.service';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

let statements = 0;
/** Counts every statement the app sends through `client[method]`. */
function countCalls(client: object, methods: string[]) {
  for (const m of methods) {
    const target = client as Record<string, (...a: unknown[]) => Promise<unknown>>;
    const orig = target[m].bind(client);
    target[m] = (...a: unknown[]) => {
      statements++;
      return orig(...a);
    };
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
const benchDb = `ss_bench_perf_${process.pid}`;
let db: Database;
if (pgUrl) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${benchDb}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${benchDb}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  countCalls(pool, ['query']);
  db = wrapPool(pool, url.toString());
} else {
  const client = await PGlite.create();
  countCalls(client, ['query', 'exec']);
  db = wrapPglite(client);
}
await migrateDatabase(db);
const app = await buildApp({
  db,
  appOrigin: 'http://localhost',
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'ss-bench-')),
  workJobs: false,
  limits: { loginPerMinute: 1e6, registerPerMinute: 1e6, codePerMinute: 1e6 },
});
await app.ready();

const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    name: 'Bench Parent',
    email: 'perf@example.com',
    password: 'bench-password',
    role: 'parent',
    access_code: '123456',
  },
});
const { access_token: token, user } = reg.json();
const headers = { authorization: `Bearer ${token}` };

const [consent] = await db.db
  .insert(consents)
  .values({ parentId: user.id, noticeVersion: 'bench', purposes: ['bench'] })
  .returning();
const kids = await db.db
  .insert(children)
  .values(
    Array.from({ length: 62 }, (_, i) => ({
      parentId: user.id,
      name: `Child ${i}`,
      age: 11,
      grade: 6,
      schoolName: 'Bench School',
      board: 'CBSE' as const,
      consentId: consent.id,
    })),
  )
  .returning();
const [big, small, ...peers] = kids;

const SUBJECTS = ['Mathematics', 'Science', 'English'];
const DAY = 86_400_000;
const now = Date.now();

/** `count` evaluated tasks for a child, one per day going back, written in bulk. */
async function seedHistory(childId: string, count: number) {
  for (let i = 0; i < count; i += 250) {
    const n = Math.min(250, count - i);
    const groups = await db.db
      .insert(taskGroups)
      .values(
        Array.from({ length: n }, (_, j) => ({
          ownerId: user.id,
          ownerRole: 'parent',
          title: `Task ${i + j}`,
          subject: SUBJECTS[(i + j) % 3],
          taskType: 'general' as const,
          targetType: 'child' as const,
          taskCode: drawTaskCode(),
          codeLive: false,
          createdAt: new Date(now - (i + j) * DAY),
        })),
      )
      .returning();
    const taskRows = await db.db
      .insert(tasks)
      .values(groups.map((g) => ({ groupId: g.id, childId, state: 'evaluated' as const, createdAt: g.createdAt })))
      .returning();
    const subs = await db.db
      .insert(submissions)
      .values(
        taskRows.map((t) => ({
          taskId: t.id,
          childId,
          submittedBy: user.id,
          method: 'online' as const,
          createdAt: t.createdAt,
        })),
      )
      .returning();
    await db.db.insert(evaluations).values(
      subs.map((s, k) => {
        const score = (37 * (i + k)) % 101;
        return {
          submissionId: s.id,
          taskId: s.taskId,
          childId,
          ownerId: user.id,
          subject: groups[k].subject,
          overallScore: score,
          originalOverallScore: score,
          marksAwarded: score / 10,
          maxScore: 10,
          grade: 'B',
          questionAnalysis: [],
          conceptAnalysis: {},
          learningAnalytics: {},
          gradedWith: 'builtin:builtin-v1',
          createdAt: s.createdAt,
        };
      }),
    );
  }
  await db.db.insert(wellbeingResponses).values(
    Array.from({ length: 30 }, (_, i) => ({
      childId,
      responses: [],
      score: 1 + (i % 5),
      createdAt: new Date(now - i * DAY),
    })),
  );
}

async function timed(url: string, runs = 40) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < runs; i++) {
    const before = statements;
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - t);
    count = Math.max(count, statements - before);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return { median: median(times), p95: p95(times), statements: count };
}

await seedHistory(small.id, 10);
for (const p of peers) await seedHistory(p.id, 20);
await seedHistory(big.id, 1_000);
await db.query('analyze');

const s = await timed(`/api/children/${small.id}/performance`);
const b = await timed(`/api/children/${big.id}/performance`);
const f = await timed(`/api/children/${big.id}/performance?subject=Science`);
console.log(
  `child performance (GET /api/children/{id}/performance) on ${pgUrl ? 'PostgreSQL' : 'PGlite'}, 60 grade peers with 20 evaluations each:`,
);
console.log(`  10 evaluations:    median ${ms(s.median)}, p95 ${ms(s.p95)}, ${s.statements} statements/request`);
console.log(`  1,000 evaluations: median ${ms(b.median)}, p95 ${ms(b.p95)}, ${b.statements} statements/request`);
console.log(`  1,000, subject filter: median ${ms(f.median)}, p95 ${ms(f.p95)}, ${f.statements} statements/request`);
console.log(`  statements independent of history size: ${s.statements === b.statements ? 'yes' : 'NO'}`);

// The latest evaluation per task (performance.repository latestEvaluations). evaluations_child_task_idx
// (child_id, task_id, created_at desc) finds a child's rows in distinct-on order. For the 1,000-evaluation child,
// who holds 45% of this small table, a sequential scan is the planner's honest cheapest choice; a child's share
// of a real table is a fraction of a percent, which the 10-evaluation child stands for.
const latest = `select distinct on (task_id) task_id, overall_score from evaluations where child_id = $1 order by task_id, created_at desc`;
for (const [name, id] of [
  ['10 evaluations', small.id],
  ['1,000 evaluations', big.id],
] as const) {
  const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${latest}`, [id]);
  const planText = plan.map((r) => r['QUERY PLAN']).join('\n');
  const index = planText.match(/evaluations_child\w*_idx/)?.[0];
  console.log(`  latest-per-task query, ${name}: ${index ? `served by ${index}` : 'NOT served by an index'}`);
  console.log(planText.replace(/^/gm, '    '));
}

await app.close();
await db.close();
if (pgUrl) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database ${benchDb}`);
  await admin.end();
}
