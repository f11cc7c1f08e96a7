import os from 'node:os';
import { MessageChannel, type MessagePort, type TransferListItem, Worker } from 'node:worker_threads';
import { AppError } from '../errors';

/**
 * CPU-heavy work (spreadsheet reading and writing, PDF text) in worker threads, so requests keep being answered
 * while it runs. A small pool: threads start on demand (at most MAX), stay up while idle (without keeping the
 * process alive) so their modules load once, and end after IDLE_MS unused. Later work waits for a free thread.
 */
const MAX = Math.max(2, Math.min(4, os.availableParallelism() - 1));
const IDLE_MS = 120_000;
/** A task that runs longer is ended (its thread replaced): nothing a user sends may hold a thread for ever. */
const TASK_MS = 120_000;
/** A stream (an export) may run long while the client reads, but not without end. */
const STREAM_MS = 15 * 60_000;
/** Work queued beyond this is refused at once rather than waiting without bound. */
const MAX_WAITING = 32;
const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

interface TaskError {
  message: string;
  status?: number;
  detail?: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}
type Reply = { id: number; result?: unknown; error?: TaskError };

const idle: { w: Worker; timer: NodeJS.Timeout }[] = [];
let threads = 0;
const waiting: ((w: Worker) => void)[] = [];
let nextId = 0;

function spawn(): Worker {
  threads++;
  const w = new Worker(ENTRY);
  // Permanent listeners: an error after a task has finished (a late rejection inside a library) must not become an
  // uncaught exception in the server, and a thread that dies while idle must leave the pool instead of being lent.
  w.on('error', () => {});
  w.on('exit', () => {
    const i = idle.findIndex((e) => e.w === w);
    if (i < 0) return;
    clearTimeout(idle[i].timer);
    idle.splice(i, 1);
    threads--;
  });
  return w;
}

async function borrow(): Promise<Worker> {
  const free = idle.pop();
  if (free) {
    clearTimeout(free.timer);
    free.w.ref();
    return free.w;
  }
  if (threads < MAX) return spawn();
  if (waiting.length >= MAX_WAITING) {
    throw new AppError(503, 'The server is busy with other files. Please try again in a minute.', 'workers_busy');
  }
  const w = await new Promise<Worker>((got) => waiting.push(got));
  w.ref();
  return w;
}

function giveBack(w: Worker) {
  const next = waiting.shift();
  if (next) return next(w);
  w.unref();
  const entry = {
    w,
    timer: setTimeout(() => {
      idle.splice(idle.indexOf(entry), 1);
      threads--;
      void w.terminate();
    }, IDLE_MS).unref(),
  };
  idle.push(entry);
}

/** A thread that failed is ended; whoever waits gets a new one. */
function discard(w: Worker) {
  threads--;
  void w.terminate();
  const next = waiting.shift();
  if (next) next(spawn());
}

async function dispatch<T>(
  module: URL,
  data: unknown,
  transfer: TransferListItem[] = [],
  port?: MessagePort,
  timeoutMs = TASK_MS,
): Promise<T> {
  const w = await borrow();
  const id = ++nextId;
  let broken = false;
  try {
    const reply = await new Promise<Reply>((resolve, reject) => {
      const onMessage = (m: Reply) => {
        if (m.id !== id) return;
        cleanup();
        resolve(m);
      };
      const onError = (err: Error) => {
        broken = true;
        cleanup();
        reject(err);
      };
      const onExit = (code: number) => onError(new Error(`worker stopped (exit code ${code})`));
      const timer = setTimeout(
        () =>
          onError(new AppError(503, 'This file took too long to process. Please try a smaller one.', 'worker_timeout')),
        timeoutMs,
      );
      const cleanup = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
      };
      w.on('message', onMessage);
      w.once('error', onError);
      w.once('exit', onExit);
      w.postMessage({ id, module: module.href, data, port }, port ? [...transfer, port] : transfer);
    });
    if (!reply.error) return reply.result as T;
    const e = reply.error;
    throw e.status ? new AppError(e.status, e.detail ?? e.message, e.code, e.fieldErrors) : new Error(e.message);
  } finally {
    if (broken) discard(w);
    else giveBack(w);
  }
}

/**
 * Runs `module`'s exported `task(data)` on a pooled thread and resolves with its result; an AppError thrown there
 * is thrown here as the same AppError (so a 400 stays a 400).
 */
export function runInWorker<T>(
  module: URL,
  data: unknown,
  transfer?: TransferListItem[],
  timeoutMs = TASK_MS,
): Promise<T> {
  return dispatch<T>(module, data, transfer, undefined, timeoutMs);
}

/**
 * Starts `module`'s exported `run(data, port)` on a pooled thread: `port` talks with it, `done` settles when its
 * run does (the thread then returns to the pool).
 */
export function openStream(module: URL, data: unknown): { port: MessagePort; done: Promise<void> } {
  const { port1, port2 } = new MessageChannel();
  return { port: port1, done: dispatch<void>(module, data, [], port2, STREAM_MS) };
}
