import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runInWorker } from './workers';

const FIXTURE = new URL('./pool-fixture.mjs', import.meta.url);
const run = (mode: string, value = 1, timeoutMs?: number) =>
  runInWorker<number>(FIXTURE, { mode, value }, [], timeoutMs);

describe('worker pool', () => {
  it('runs a task on a thread and answers its result', async () => {
    expect(await run('ok', 21)).toBe(42);
  });

  it('survives a thread failing after its task finished, and keeps serving', async () => {
    expect(await run('late-error', 2)).toBe(4);
    await sleep(200);
    expect(await run('ok', 5)).toBe(10);
  });

  it('does not lend out a thread that died while idle', async () => {
    expect(await run('exit-later', 3)).toBe(6);
    await sleep(200);
    expect(await run('ok', 4)).toBe(8);
  });

  it('ends a task that runs too long with a 503 and replaces its thread', async () => {
    await expect(run('spin', 1, 300)).rejects.toMatchObject({ status: 503, code: 'worker_timeout' });
    expect(await run('ok', 6)).toBe(12);
  });

  it('refuses work at once when the queue is full instead of waiting without bound', async () => {
    const spins = Array.from({ length: 36 }, () => run('spin', 1, 250).catch((e) => e));
    const refused = (await Promise.all(spins)).filter((e) => e?.code === 'workers_busy');
    expect(refused.length).toBeGreaterThan(0);
    expect(await run('ok', 7)).toBe(14);
  }, 30_000);
});
