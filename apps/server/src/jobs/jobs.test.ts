import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import type { JobContext } from './queue';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

async function waitFor(pred: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('durable jobs', () => {
  it('a job enqueued before a restart is worked exactly once after it', async () => {
    const runs: JobContext<{ n: number }>[] = [];
    // Instance 1 enqueues but does not work jobs, then stops before anything happens.
    const first = await buildTestApp(db, { deps: { workJobs: false } });
    await first.jobs.work<{ n: number }>('test.restart', async (job) => {
      runs.push(job);
    });
    const id = await first.jobs.send('test.restart', { n: 7 });
    expect(id).toBeTruthy();
    await first.close();
    expect(runs).toHaveLength(0);

    // Instance 2 starts on the same database and works it.
    const second = await buildTestApp(db);
    await second.jobs.work<{ n: number }>('test.restart', async (job) => {
      runs.push(job);
    });
    await waitFor(async () => (await second.jobs.getJobState('test.restart', id!)) === 'completed');
    await new Promise((r) => setTimeout(r, 1200));
    expect(runs).toHaveLength(1);
    expect(runs[0].data).toEqual({ n: 7 });
    expect(runs[0].id).toBe(id);
    await second.close();
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const app = await buildTestApp(db);
    const attempts: number[] = [];
    await app.jobs.work<{ x: number }>('test.retry', async (job) => {
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error('transient failure');
    });
    const id = await app.jobs.send('test.retry', { x: 1 }, { retryDelay: 1 });
    await waitFor(async () => (await app.jobs.getJobState('test.retry', id!)) === 'completed', 20_000);
    expect(attempts).toEqual([1, 2]);
    await app.close();
  });

  it('enqueues once per singleton key (idempotent submits)', async () => {
    const app = await buildTestApp(db, { deps: { workJobs: false } });
    const a = await app.jobs.send('test.once', { s: 1 }, { singletonKey: 'submission-42' });
    const b = await app.jobs.send('test.once', { s: 1 }, { singletonKey: 'submission-42' });
    const c = await app.jobs.send('test.once', { s: 2 }, { singletonKey: 'submission-43' });
    expect(a).toBeTruthy();
    expect(b).toBeNull();
    expect(c).toBeTruthy();
    expect(c).not.toBe(a);
    await app.close();
  });
});
