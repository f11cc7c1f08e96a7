// The question bank at scale: browse (any page), stats and a 35-question worksheet on the seed bank and then on a
// bank grown to BENCH_QB_ROWS questions (1,000,000 on PostgreSQL, 100,000 on PGlite), generated in SQL with
// generate_series from the seed questions. Every figure is printed with its ratio to the bare `select 1` route.
// PostgreSQL: databases of its own, dropped at the end; BENCH_QB_DB=<name> keeps the grown bank in that database
// for the next run (which then skips generating it). Run: npm run bench -- question-bank
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/client';
import {
  buildBareApp,
  growQuestionBank,
  buildBenchApp,
  median,
  ms,
  openBenchDatabase,
  PG_URL,
  pct,
  signedIn,
  timeRuns,
  verdict,
} from './lib';

const kind = PG_URL ? 'postgres' : 'pglite';
const target = Number(process.env.BENCH_QB_ROWS ?? (kind === 'postgres' ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const worksheet = {
  subject: 'Mathematics',
  grade: 7,
  board: 'CBSE',
  topics: ['Integers', 'Fractions and Decimals', 'Simple Equations'],
  num_questions: 35,
  difficulty: 'auto',
};

const call = (a: FastifyInstance, token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  a.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} }).then((r) => {
    if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return r;
  });

/** The app, the bare baseline and a parent and a qb admin on a database. */
async function setup(db: Database) {
  const app = await buildBenchApp(db);
  const bare = await buildBareApp(db);
  const admin = await signedIn(app, db, 'qb_admin');
  const parent = await signedIn(app, db, 'parent');
  const base = median(await timeRuns(() => call(bare, null, 'GET', '/bare'), 200, 20));
  let size = 0;
  const generate = async () => {
    // As a browser asks for it: gzip accepted.
    const r = await app.inject({
      method: 'POST',
      url: '/api/worksheets/generate',
      payload: worksheet,
      headers: { authorization: `Bearer ${parent.token}`, 'accept-encoding': 'gzip' },
    });
    if (r.statusCode !== 201) throw new Error(`generate: ${r.statusCode} ${r.body.slice(0, 200)}`);
    size = r.rawPayload.length;
    const body = JSON.parse(gunzipSync(r.rawPayload).toString('utf8'));
    if (body.num_questions !== 35) throw new Error(`worksheet has ${body.num_questions} questions`);
  };
  const worksheetTimes = async () => ({ times: await timeRuns(generate, RUNS), size });
  return { app, bare, admin, base, worksheetTimes, close: () => Promise.all([app.close(), bare.close()]) };
}

// 1. The seed bank alone, on a database of its own.
const seedDb = await openBenchDatabase(kind);
let seedMedian: number;
try {
  const s = await setup(seedDb);
  const { times, size } = await s.worksheetTimes();
  seedMedian = median(times);
  console.log(`database: ${kind}; bare select-1 route: median ${ms(s.base)}`);
  console.log(
    `35-question built-in worksheet, seed bank: median ${ms(seedMedian)} (${(seedMedian / s.base).toFixed(0)}x bare), ` +
      `response ${(size / 1024).toFixed(0)} KB gzipped`,
  );
  await s.close();
} finally {
  await seedDb.close();
}

// 2. The grown bank.
const db = await openBenchDatabase(kind, process.env.BENCH_QB_DB);
try {
  const t = performance.now();
  await growQuestionBank(db, target);
  const [{ total, bytes }] = await db.query<{ total: number; bytes: string }>(
    `select count(*)::int as total, pg_size_pretty(pg_total_relation_size('qb_questions')) as bytes from qb_questions`,
  );
  console.log(
    `bank of ${total.toLocaleString('en')} questions ready in ${((performance.now() - t) / 1000).toFixed(0)} s (${bytes} with indexes)`,
  );
  const { app, admin, base, worksheetTimes, close } = await setup(db);
  console.log(`bare select-1 route on this database: median ${ms(base)} (the unit of the ratios below)`);
  const ratio = (x: number) => `${(x / base).toFixed(1)}x bare`;
  const { times, size } = await worksheetTimes();
  const scaleMedian = median(times);
  console.log(
    `35-question worksheet at ${total.toLocaleString('en')}: median ${ms(scaleMedian)} (${ratio(scaleMedian)}), ` +
      `${(scaleMedian / seedMedian).toFixed(2)}x the seed bank (budget 1.2x: ${verdict(scaleMedian <= seedMedian * 1.2)}); ` +
      `under 20 ms: ${verdict(scaleMedian < 20)}; response ${(size / 1024).toFixed(0)} KB gzipped, under 80 KB: ${verdict(size < 80 * 1024)}`,
  );

  // Browse: first, deep and last pages, unfiltered and filtered, by skip and by cursor.
  const fetch = (payload: object) =>
    call(app, admin.token, 'POST', '/api/qb/questions/fetch', payload).then((r) => r.json());
  const filters: [string, object][] = [
    ['no filter', {}],
    ['regular', { question_mode: 'regular' }],
    ['CBSE grade 7', { question_mode: 'regular', board: 'CBSE', grade: 7 }],
    [
      'CBSE 7 Maths, chapter',
      { question_mode: 'regular', board: 'CBSE', grade: 7, subject: 'Mathematics', chapter: 'Integers' },
    ],
    [
      'CBSE 7 Maths hard MCQ',
      {
        question_mode: 'regular',
        board: 'CBSE',
        grade: 7,
        subject: 'Mathematics',
        difficulty: 'hard',
        question_type: 'mcq',
      },
    ],
    ['olympiad', { question_mode: 'olympiad' }],
  ];
  let worst = 0;
  for (const [name, f] of filters) {
    const first = await fetch({ ...f, limit: 20 });
    const deepSkip = Math.min(10_000, Math.max(0, first.total - 20));
    const lastSkip = Math.max(0, first.total - 20);
    const deep = await fetch({ ...f, limit: 20, skip: deepSkip });
    const cases: [string, object][] = [
      ['page 1', { ...f, limit: 20 }],
      [`skip ${deepSkip}`, { ...f, limit: 20, skip: deepSkip }],
      [`next after ${deepSkip}`, { ...f, limit: 20, after: deep.next_cursor }],
      [`previous before ${deepSkip}`, { ...f, limit: 20, before: deep.prev_cursor }],
      [`last page (skip ${lastSkip})`, { ...f, limit: 20, skip: lastSkip }],
    ];
    const parts: string[] = [];
    for (const [label, payload] of cases) {
      const times = await timeRuns(() => fetch(payload), RUNS, 2);
      const p95 = pct(times, 0.95);
      worst = Math.max(worst, p95);
      parts.push(`${label} p95 ${ms(p95)}`);
    }
    console.log(`browse, ${name} (${first.total.toLocaleString('en')} rows): ${parts.join('; ')}`);
  }
  console.log(`browse worst p95 ${ms(worst)} (${ratio(worst)}); under 50 ms: ${verdict(worst < 50)}`);

  for (const [name, query] of [
    ['all', ''],
    ['board CBSE', '?board=CBSE'],
    ['CBSE grade 7 Maths', '?board=CBSE&grade=7&subject=Mathematics&question_mode=regular'],
  ]) {
    const times = await timeRuns(() => call(app, admin.token, 'GET', `/api/qb/stats${query}`), RUNS, 2);
    console.log(
      `stats, ${name}: median ${ms(median(times))}, p95 ${ms(pct(times, 0.95))} (${ratio(median(times))}); under 100 ms: ${verdict(pct(times, 0.95) < 100)}`,
    );
  }
  await close();
} finally {
  await db.close();
}
