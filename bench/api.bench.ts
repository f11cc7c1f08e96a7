// API budgets on embedded PGlite: paged lists stay flat as data grows, queries per request do not grow with the
// page (no N+1), list queries use their indexes, and sign-in costs what argon2id should.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/server/src/app';
import { migrateDatabase, wrapPglite } from '../apps/server/src/db/client';
import { notifications } from '../apps/server/src/db/schema/index';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(2)} ms`;

const client = await PGlite.create();
let queries = 0;
// Count statements at the driver: the figure that reveals N+1 patterns.
for (const m of ['query', 'exec'] as const) {
  const orig = client[m].bind(client) as (...a: unknown[]) => Promise<unknown>;
  (client as unknown as Record<string, unknown>)[m] = (...a: unknown[]) => {
    queries++;
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

const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    name: 'Bench Parent',
    email: 'bench@example.com',
    password: 'bench-password',
    role: 'parent',
    access_code: '123456',
  },
});
const { access_token: token, user } = reg.json();
const auth = { authorization: `Bearer ${token}` };

async function timeList(url: string, runs = 60) {
  const times: number[] = [];
  let perRequest = 0;
  for (let i = 0; i < runs; i++) {
    const before = queries;
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: auth });
    times.push(performance.now() - t);
    perRequest = queries - before;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  return { median: median(times), perRequest };
}

async function seedNotifications(total: number, userId = user.id) {
  const rows = [];
  for (let i = 0; i < total; i++) rows.push({ userId, title: `N${i}`, message: 'bench', read: i % 3 === 0 });
  for (let i = 0; i < rows.length; i += 1000) await db.db.insert(notifications).values(rows.slice(i, i + 1000));
}

/** Other families' notifications: the table grows around the user being listed. */
async function seedOtherUsers(users: number, each: number) {
  for (let u = 0; u < users; u++) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: `Other ${u}`,
        email: `other${u}@example.com`,
        password: 'bench-password',
        role: 'coaching_teacher',
      },
    });
    await seedNotifications(each, r.json().user.id);
  }
}

console.log('notifications list (GET /api/notifications), one user:');
await seedNotifications(100);
const small = await timeList('/api/notifications?limit=10');
const small100 = await timeList('/api/notifications?limit=100');
await seedNotifications(1_900);
await seedOtherUsers(40, 1_000);
await client.query('analyze');
const large = await timeList('/api/notifications?limit=10');
const deep = await timeList('/api/notifications?limit=10&offset=1000');
console.log(`  100 rows, page 10:      median ${ms(small.median)}, ${small.perRequest} statements/request`);
console.log(`  100 rows, page 100:     median ${ms(small100.median)}, ${small100.perRequest} statements/request`);
console.log(
  `  42,000 rows (2,000 own), page 10: median ${ms(large.median)}  (ratio to 100 rows: ${(large.median / small.median).toFixed(2)}x)`,
);
console.log(`  42,000 rows, offset 1,000:        median ${ms(deep.median)}`);
console.log(
  `  statements per request independent of page size: ${small.perRequest === small100.perRequest ? 'yes' : 'NO'}`,
);

const plan = await client.query<{ 'QUERY PLAN': string }>(
  `explain select * from notifications where user_id = $1 order by seq desc limit 10`,
  [user.id],
);
const planText = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
console.log(
  `  list query uses notifications_user_seq_idx: ${/notifications_user_seq_idx/.test(planText) ? 'yes' : 'NO'}`,
);
console.log(planText.replace(/^/gm, '    '));

const logins: number[] = [];
for (let i = 0; i < 15; i++) {
  const t = performance.now();
  await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'bench@example.com', password: 'bench-password' },
  });
  logins.push(performance.now() - t);
}
console.log(`sign-in (argon2id verify + session): median ${ms(median(logins))}`);

const meTimes = await timeList('/api/auth/me', 100);
console.log(`authenticated GET /api/auth/me: median ${ms(meTimes.median)}, ${meTimes.perRequest} statements/request`);

await app.close();
await client.close();
