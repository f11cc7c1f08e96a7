// Task budgets on embedded PGlite: assigning a worksheet to 40 children costs the same statements as to one (one
// group insert, one multi-row task insert), and a child's pending list answers in the same statements and about the
// same time with 500 tasks as with 10 (keyset page on tasks_child_state_idx).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, wrapPglite } from '../apps/server/src/db/client';
import { children, consents, taskGroups, tasks } from '../apps/server/src/db/schema/index';
import { drawTaskCode } from '../apps/server/src/modules/tasks/tasks.service';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

const client = await PGlite.create();
let statements = 0;
// Counted at the driver, inside transactions too: the figure that reveals N+1 patterns.
function countOn(target: object) {
  for (const m of ['query', 'exec'] as const) {
    const t = target as Record<string, (...a: unknown[]) => Promise<unknown>>;
    const orig = t[m].bind(target);
    t[m] = (...a: unknown[]) => {
      statements++;
      return orig(...a);
    };
  }
}
countOn(client);
const transaction = client.transaction.bind(client);
(client as unknown as { transaction: unknown }).transaction = (fn: (tx: object) => Promise<unknown>) =>
  transaction((tx) => {
    countOn(tx);
    return fn(tx);
  });
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

const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    name: 'Bench Parent',
    email: 'tasks@example.com',
    password: 'bench-password',
    role: 'parent',
    access_code: '123456',
  },
});
const { access_token: token, user } = reg.json();
const headers = { authorization: `Bearer ${token}` };

const ws = await app.inject({
  method: 'POST',
  url: '/api/worksheets',
  headers,
  payload: {
    title: 'Bench sheet',
    subject: 'Mathematics',
    grade: 5,
    board: 'CBSE',
    topics: ['Fractions'],
    json_data: {
      sections: [
        {
          questions_list: Array.from({ length: 10 }, (_, i) => ({
            question_type: 'fill_blank',
            question_text: `What is $${i} + 1$? ____`,
            options: null,
            correct_answer: String(i + 1),
            answer_explanation: 'Add one.',
            marks: 1,
            difficulty: 'easy',
            concept: 'cbse.g5.math.addition',
          })),
        },
      ],
    },
  },
});
if (ws.statusCode !== 201) throw new Error(`worksheet: ${ws.statusCode} ${ws.body}`);
const worksheetId = ws.json().id as string;

// 40 children of one family, inserted directly: the add-child screen caps a family at 20, a batch does not.
const [consent] = await db.db
  .insert(consents)
  .values({ parentId: user.id, noticeVersion: 'bench', purposes: ['bench'] })
  .returning();
const kids = await db.db
  .insert(children)
  .values(
    Array.from({ length: 41 }, (_, i) => ({
      parentId: user.id,
      name: `Child ${i}`,
      age: 10,
      grade: 5,
      schoolName: 'Bench School',
      board: 'CBSE' as const,
      consentId: consent.id,
    })),
  )
  .returning();
const forty = kids.slice(0, 40).map((k) => k.id);
const lonely = kids[40].id;

async function timed(runs: number, run: () => Promise<{ statusCode: number; body: string }>, expect: number) {
  const times: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = statements;
    const t = performance.now();
    const res = await run();
    times.push(performance.now() - t);
    counts.push(statements - before);
    if (res.statusCode !== expect) throw new Error(`${res.statusCode} ${res.body}`);
  }
  return { median: median(times), p95: p95(times), statements: Math.max(...counts) };
}

const assign = (targets: string[]) => () =>
  app.inject({
    method: 'POST',
    url: `/api/tasks/assign/${worksheetId}`,
    headers,
    payload: { title: 'Bench task', target_type: 'child', target_ids: targets, due_date: null },
  });

console.log('assign a worksheet (POST /api/tasks/assign/{id}):');
const one = await timed(30, assign([forty[0]]), 201);
const many = await timed(30, assign(forty), 201);
console.log(`  to 1 child:    median ${ms(one.median)}, p95 ${ms(one.p95)}, ${one.statements} statements/request`);
console.log(`  to 40 children: median ${ms(many.median)}, p95 ${ms(many.p95)}, ${many.statements} statements/request`);
console.log(`  statements independent of the number of children: ${one.statements === many.statements ? 'yes' : 'NO'}`);

// A child with 500 pending tasks, written directly (one group each, as 500 separate assignments would make).
async function seedPending(childId: string, count: number) {
  const now = Date.now();
  for (let i = 0; i < count; i += 250) {
    const n = Math.min(250, count - i);
    const groups = await db.db
      .insert(taskGroups)
      .values(
        Array.from({ length: n }, (_, j) => ({
          ownerId: user.id,
          ownerRole: 'parent',
          worksheetId,
          title: `Seeded ${i + j}`,
          subject: 'Mathematics',
          taskType: 'worksheet' as const,
          targetType: 'child' as const,
          taskCode: drawTaskCode(),
          createdAt: new Date(now - (i + j) * 60_000),
        })),
      )
      .onConflictDoNothing()
      .returning();
    await db.db
      .insert(tasks)
      .values(groups.map((g) => ({ groupId: g.id, childId, createdAt: g.createdAt, updatedAt: g.createdAt })));
  }
}
await seedPending(lonely, 10);
const list =
  (childId: string, query = '') =>
  () =>
    app.inject({ method: 'GET', url: `/api/children/${childId}/tasks/pending?limit=50${query}`, headers });
const small = await timed(60, list(lonely), 200);
await seedPending(lonely, 490);
await client.query('analyze');
const large = await timed(60, list(lonely), 200);
const firstPage = (await list(lonely)()).json();
const deep = await timed(60, list(lonely, `&cursor=${firstPage.next_cursor}`), 200);

console.log("a child's pending list (GET /api/children/{id}/tasks/pending?limit=50):");
console.log(`  10 tasks:  median ${ms(small.median)}, p95 ${ms(small.p95)}, ${small.statements} statements/request`);
console.log(`  500 tasks: median ${ms(large.median)}, p95 ${ms(large.p95)}, ${large.statements} statements/request`);
console.log(
  `  500 tasks, second page: median ${ms(deep.median)}, p95 ${ms(deep.p95)}, ${deep.statements} statements/request`,
);
console.log(`  ratio 500/10 tasks (median): ${(large.median / small.median).toFixed(2)}x`);
console.log(`  statements independent of list size: ${small.statements === large.statements ? 'yes' : 'NO'}`);

const plan = await client.query<{ 'QUERY PLAN': string }>(
  `explain select t.id from tasks t join task_groups g on g.id = t.group_id
   where t.child_id = $1 and t.state in ('pending') order by t.created_at desc, t.id desc limit 51`,
  [lonely],
);
const planText = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
console.log(`  list query uses tasks_child_state_idx: ${/tasks_child_state_idx/.test(planText) ? 'yes' : 'NO'}`);
console.log(planText.replace(/^/gm, '    '));

await app.close();
await client.close();
