// The coaching teacher's status board and batch analysis (and report card) for a batch of 60 students with 100
// tasks: median and p95, and statements per request, which stay the same as for a batch of 6 students with 10.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, wrapPglite } from '../apps/server/src/db/client';
import {
  batches,
  children,
  coachingRelationships,
  consents,
  evaluations,
  submissions,
  taskGroups,
  tasks,
} from '../apps/server/src/db/schema/index';
import { drawTaskCode } from '../apps/server/src/modules/tasks/tasks.service';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

const client = await PGlite.create();
let statements = 0;
for (const m of ['query', 'exec'] as const) {
  const orig = client[m].bind(client) as (...a: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>)[m] = (...a: unknown[]) => {
    statements++;
    return orig(...a);
  };
}
const db = wrapPglite(client);
await migrateDatabase(db);
const app = await buildApp({
  db,
  appOrigin: 'http://localhost',
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'ss-bench-')),
  workJobs: false,
  limits: { loginPerMinute: 1e6, registerPerMinute: 1e6, codePerMinute: 1e6 },
});
await app.ready();

async function register(role: 'parent' | 'coaching_teacher', email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: `Bench ${role}`, email, password: 'bench-password', role, access_code: '123456' },
  });
  return res.json() as { access_token: string; user: { id: string } };
}
const teacher = await register('coaching_teacher', 'coach@bench.local');
const parent = await register('parent', 'family@bench.local');
const headers = { authorization: `Bearer ${teacher.access_token}` };
const [consent] = await db.db
  .insert(consents)
  .values({ parentId: parent.user.id, noticeVersion: 'bench', purposes: ['bench'] })
  .returning();

const QUESTIONS = 10;
const now = Date.now();

/** A batch of `students` linked children and `taskCount` batch tasks; 80% handed in and evaluated. */
async function seedBatch(name: string, students: number, taskCount: number) {
  const [batch] = await db.db
    .insert(batches)
    .values({ teacherId: teacher.user.id, name, subject: 'Mathematics', grade: 6 })
    .returning();
  const kids = await db.db
    .insert(children)
    .values(
      Array.from({ length: students }, (_, i) => ({
        parentId: parent.user.id,
        name: `${name} student ${String(i).padStart(2, '0')}`,
        age: 11,
        grade: 6,
        schoolName: 'Bench School',
        board: 'CBSE' as const,
        consentId: consent.id,
      })),
    )
    .returning();
  await db.db
    .insert(coachingRelationships)
    .values(kids.map((k) => ({ coachId: teacher.user.id, childId: k.id, batchId: batch.id, subject: 'Mathematics' })));
  for (let g = 0; g < taskCount; g++) {
    const [group] = await db.db
      .insert(taskGroups)
      .values({
        ownerId: teacher.user.id,
        ownerRole: 'coaching_teacher',
        title: `${name} task ${g}`,
        subject: 'Mathematics',
        taskType: 'general',
        targetType: 'batch',
        taskCode: drawTaskCode(),
        codeLive: false,
        isOlympiad: g % 10 === 0,
        olympiadProvider: g % 10 === 0 ? 'SOF' : null,
        olympiadCode: g % 10 === 0 ? 'IMO' : null,
        createdAt: new Date(now - (taskCount - g) * 3_600_000),
      })
      .returning();
    const rows = await db.db
      .insert(tasks)
      .values(
        kids.map((k, i) => ({
          groupId: group.id,
          childId: k.id,
          batchId: batch.id,
          state: (i + g) % 5 === 0 ? ('pending' as const) : ('evaluated' as const),
          createdAt: group.createdAt,
        })),
      )
      .returning();
    const done = rows.filter((r) => r.state === 'evaluated');
    const subs = await db.db
      .insert(submissions)
      .values(
        done.map((t) => ({ taskId: t.id, childId: t.childId, submittedBy: parent.user.id, method: 'online' as const })),
      )
      .returning();
    await db.db.insert(evaluations).values(
      subs.map((s, k) => {
        const right = (k * 7 + g) % (QUESTIONS + 1);
        const score = Math.round((right / QUESTIONS) * 100);
        return {
          submissionId: s.id,
          taskId: s.taskId,
          childId: s.childId,
          ownerId: teacher.user.id,
          subject: 'Mathematics',
          isOlympiad: group.isOlympiad,
          overallScore: score,
          originalOverallScore: score,
          marksAwarded: right,
          maxScore: QUESTIONS,
          grade: 'B',
          questionAnalysis: Array.from({ length: QUESTIONS }, (_, q) => ({
            question_number: q + 1,
            question_text: `Question ${q + 1} of ${group.title}`,
            is_correct: q < right,
            marks_awarded: q < right ? 1 : 0,
            max_marks: 1,
          })),
          conceptAnalysis: {
            mastered: [{ concept: 'fractions', label: 'Fractions', score: 0.95 }],
            weak: [{ concept: 'ratios', label: 'Ratios', score: 0.2 }],
          },
          learningAnalytics: {},
          gradedWith: 'builtin:builtin-v1',
        };
      }),
    );
  }
  return batch;
}

async function timed(url: string, runs = 30) {
  const times: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const before = statements;
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (i >= 3) times.push(performance.now() - t);
    counts.push(statements - before);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  // The usual count: now and then the session's last-seen time is written as well, whatever the route.
  return { median: median(times), p95: p95(times), statements: median(counts) };
}

const small = await seedBatch('Small', 6, 10);
const big = await seedBatch('Big', 60, 100);
await client.query('analyze');

const routes: [string, (id: string) => string][] = [
  [
    'status board (GET /api/coaching/tasks/status?batch_id=, first page of 50 groups)',
    (id) => `/api/coaching/tasks/status?batch_id=${id}`,
  ],
  ['batch analysis (GET /api/coaching/batch/{id}/analysis)', (id) => `/api/coaching/batch/${id}/analysis`],
  ['report card (GET /api/coaching/batch/{id}/report-card)', (id) => `/api/coaching/batch/${id}/report-card`],
];
let constant = true;
for (const [label, url] of routes) {
  const s = await timed(url(small.id));
  const b = await timed(url(big.id));
  constant &&= s.statements === b.statements;
  console.log(`${label}:`);
  console.log(
    `  6 students, 10 tasks:    median ${ms(s.median)}, p95 ${ms(s.p95)}, ${s.statements} statements/request`,
  );
  console.log(
    `  60 students, 100 tasks:  median ${ms(b.median)}, p95 ${ms(b.p95)}, ${b.statements} statements/request`,
  );
}
console.log(`statements per request independent of batch size: ${constant ? 'yes' : 'NO'}`);

const plan = await client.query<{ 'QUERY PLAN': string }>(
  `explain select t.id from tasks t join task_groups g on g.id = t.group_id where g.owner_id = $1 and t.batch_id = $2`,
  [teacher.user.id, small.id],
);
const planText = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
// The big batch holds most rows here (a scan is right for it); the small one shows the index is there and used.
console.log(
  `board filter uses tasks_batch_id_idx for the small batch: ${/tasks_batch_id_idx/.test(planText) ? 'yes' : 'NO'}`,
);

await app.close();
await client.close();
