/**
 * Durable jobs (evaluation, long generation, OCR, email). pg-boss on the app's own database in both run modes:
 * embedded mode works jobs in-process, scaled mode in `npm run worker` processes.
 */
export interface JobOptions {
  /** At most one queued job per key (idempotent enqueue, e.g. one evaluation per submission). */
  singletonKey?: string;
  retryLimit?: number;
  /** Seconds before the first retry; doubles each retry. */
  retryDelay?: number;
  startAfter?: Date | number;
  /** Seconds a single attempt may run before it is failed and retried. */
  expireInSeconds?: number;
  /**
   * A drizzle transaction to enqueue in: the job exists exactly when the transaction commits (a submission and
   * its evaluation job are written together).
   */
  tx?: unknown;
}

export interface JobContext<T> {
  id: string;
  name: string;
  data: T;
  /** Attempt number, 1 for the first run. */
  attempt: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface WorkOptions {
  /** Jobs of this queue worked at once by one process (default 1). */
  concurrency?: number;
}

export interface JobQueue {
  /** Enqueues a job; returns its id, or null when a job with the same singletonKey is already queued. */
  send<T extends object>(name: string, data: T, opts?: JobOptions): Promise<string | null>;
  /** Registers the handler for a queue (called by modules at start-up; only worker processes fetch jobs). */
  work<T extends object>(name: string, handler: JobHandler<T>, opts?: WorkOptions): Promise<void>;
}
