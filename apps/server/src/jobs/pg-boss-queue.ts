import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import type { JobHandler, JobOptions, JobQueue, WorkOptions } from './queue';

export interface PgBossQueueOptions {
  /** Whether this process fetches and works jobs (embedded mode, or a worker process). */
  work: boolean;
  /** Seconds between polls when idle. */
  pollingIntervalSeconds?: number;
  onError?: (err: unknown) => void;
}

/** A stable uuid from a queue name and a key: sending the same key twice enqueues once. */
function jobIdFor(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * pg-boss on the app's own database: PGlite through its adapter in embedded mode, a pool of its own on PostgreSQL.
 * Handlers are registered by every process; only working processes fetch.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();
  private readonly handlers = new Map<string, { handler: JobHandler<any>; opts: WorkOptions }>();
  private started = false;
  /** True from the moment `stop()` is called: long handlers hand their remaining work to a new job and return. */
  stopping = false;

  constructor(
    database: Database,
    private readonly opts: PgBossQueueOptions,
    connectionString?: string,
  ) {
    // Working processes LISTEN: a job created (or committed) anywhere wakes them at once instead of at their next
    // poll; polling stays as the floor (retries that come due are found by it).
    const listen = { useListenNotify: opts.work };
    this.boss = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), supervise: opts.work, schedule: false, ...listen })
      : new PgBoss({ connectionString, max: 4, supervise: opts.work, schedule: false, ...listen });
    this.boss.on('error', (err) => opts.onError?.(err));
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    for (const [name, { handler, opts }] of this.handlers) await this.subscribe(name, handler, opts);
  }

  /** Stops fetching; running jobs finish (or return to the queue after their expiry) before this resolves. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: true, close: true, timeout: 20_000 });
  }

  private async ensureQueue(name: string) {
    if (this.queues.has(name)) return;
    // Retries with exponential backoff; an attempt that hangs is failed and retried after 15 minutes. Creating a
    // job NOTIFYs the listening workers (set again on queues created before notify was used).
    const options = { retryLimit: 4, retryDelay: 5, retryBackoff: true, expireInSeconds: 900, notify: true };
    await this.boss.createQueue(name, options);
    if (!(await this.boss.getQueue(name))?.notify) await this.boss.updateQueue(name, { notify: true });
    this.queues.add(name);
  }

  /**
   * Call before a transactional send: creates the queue and loads pg-boss's queue cache outside the caller's
   * transaction (on PGlite, one connection, a lookup outside it while it is open would wait forever).
   */
  async prepare(name: string): Promise<void> {
    await this.ensureQueue(name);
    await this.boss.getJobById(name, '00000000-0000-4000-8000-000000000000');
  }

  async send<T extends object>(name: string, data: T, opts: JobOptions = {}): Promise<string | null> {
    await this.ensureQueue(name);
    return this.boss.send(name, data, {
      ...(opts.singletonKey ? { id: jobIdFor(name, opts.singletonKey) } : {}),
      ...(opts.retryLimit !== undefined ? { retryLimit: opts.retryLimit } : {}),
      ...(opts.retryDelay !== undefined ? { retryDelay: opts.retryDelay, retryBackoff: true } : {}),
      ...(opts.startAfter !== undefined ? { startAfter: opts.startAfter } : {}),
      ...(opts.expireInSeconds !== undefined ? { expireInSeconds: opts.expireInSeconds } : {}),
      ...(opts.tx ? { db: fromDrizzle(opts.tx as Parameters<typeof fromDrizzle>[0], sql) } : {}),
    });
  }

  async work<T extends object>(name: string, handler: JobHandler<T>, opts: WorkOptions = {}): Promise<void> {
    this.handlers.set(name, { handler, opts });
    if (this.started) await this.subscribe(name, handler, opts);
  }

  private async subscribe(name: string, handler: JobHandler<any>, opts: WorkOptions) {
    await this.ensureQueue(name);
    if (!this.opts.work) return;
    const poll = this.opts.pollingIntervalSeconds ?? 2;
    await this.boss.work(
      name,
      {
        batchSize: 1,
        // `concurrency` fetch loops, each woken by NOTIFY; the same polling floor whether or not NOTIFY is up.
        localConcurrency: opts.concurrency ?? 1,
        pollingIntervalSeconds: poll,
        notifyPollingIntervalSeconds: poll,
      },
      async (jobs) => {
        for (const job of jobs) {
          await handler({ id: job.id, name: job.name, data: job.data, attempt: job.retryCount + 1 });
        }
      },
    );
  }

  /** State of one job, for tests and admin views. */
  async getJobState(name: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(name, id);
    return job?.state ?? null;
  }
}
