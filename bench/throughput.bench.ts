// Authenticated reads against the bare baseline: requests per second over real sockets (keep-alive, BENCH_CONNS
// connections, BENCH_SECONDS each) from a load generator in a worker thread, for the bare `select 1` route and the
// app's hot reads, on PGlite and (TEST_DATABASE_URL) PostgreSQL. Prints each route's ratio to the bare route.
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { notifications } from '../apps/server/src/db/schema/index';
import { buildBareApp, buildBenchApp, openBenchDatabase, PG_URL, signedIn } from './lib';

interface Load {
  url: string;
  token: string | null;
  conns: number;
  seconds: number;
}

const conns = Number(process.env.BENCH_CONNS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const load = (url: string, token: string | null) =>
  new Promise<{ rps: number; errors: number }>((resolve, reject) => {
    const w = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url, token, conns, seconds } satisfies Load,
    });
    w.once('message', resolve);
    w.once('error', reject);
  });

for (const kind of PG_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  const db = await openBenchDatabase(kind);
  try {
    const app = await buildBenchApp(db);
    const bare = await buildBareApp(db);
    const parent = await signedIn(app, db, 'parent');
    for (const name of ['Asha', 'Ravi']) {
      await app.inject({
        method: 'POST',
        url: '/api/children',
        headers: { authorization: `Bearer ${parent.token}` },
        payload: { name, age: 10, grade: 5, school_name: 'Bench School', board: 'CBSE', consent: true },
      });
    }
    await db.db.insert(notifications).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: parent.user.id,
        title: `N${i}`,
        message: 'bench',
        read: i % 2 === 0,
      })),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const at = (a: typeof app, path: string) => `http://127.0.0.1:${(a.server.address() as AddressInfo).port}${path}`;
    const base = await load(at(bare, '/bare'), null);
    console.log(`${kind}: bare select-1 route ${base.rps.toFixed(0)} req/s (${conns} connections, ${seconds} s)`);
    for (const path of ['/api/auth/me', '/api/children', '/api/notifications?limit=10']) {
      const r = await load(at(app, path), parent.token);
      const ratio = r.rps / base.rps;
      console.log(
        `  GET ${path}: ${r.rps.toFixed(0)} req/s, ${ratio.toFixed(2)} of bare (target 0.50: ${ratio >= 0.5 ? 'ok' : 'UNDER'})${r.errors ? `, ${r.errors} non-200` : ''}`,
      );
    }
    await app.close();
    await bare.close();
  } finally {
    await db.close();
  }
}
