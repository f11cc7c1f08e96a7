import { Worker } from 'node:worker_threads';

/**
 * Typst to PDF (ARCHITECTURE "Documents") in one long-lived worker thread, started on first use: compiling is
 * synchronous native work of tens of milliseconds, which must not stall other requests. Requests queue in the
 * worker; a compile that hangs past the timeout restarts it.
 */
export class TypstError extends Error {}

interface Pending {
  resolve: (out: { pdf: Buffer; pages: number }) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

const TIMEOUT_MS = 30_000;
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(err: Error) {
  for (const p of pending.values()) {
    clearTimeout(p.timer);
    p.reject(err);
  }
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./typst.worker.mjs', import.meta.url));
  w.unref();
  w.on('message', (msg: { id: number; pdf?: Uint8Array; pages?: number; error?: string }) => {
    const p = pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.error || !msg.pdf) p.reject(new TypstError(msg.error ?? 'Typst compilation failed'));
    else p.resolve({ pdf: Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength), pages: msg.pages ?? 0 });
  });
  w.on('error', (err) => {
    worker = null;
    failAll(err);
  });
  w.on('exit', () => {
    if (worker === w) worker = null;
    failAll(new TypstError('The PDF worker stopped'));
  });
  worker = w;
  return w;
}

/** Compiles a Typst source with string inputs (read in the document as `sys.inputs`). */
export function compileTypstPdf(
  source: string,
  inputs: Record<string, string>,
): Promise<{ pdf: Buffer; pages: number }> {
  const w = getWorker();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new TypstError('PDF rendering timed out'));
      // A stuck compile would hold every later one: start afresh.
      if (worker === w) {
        worker = null;
        void w.terminate();
      }
    }, TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    w.postMessage({ id, source, inputs });
  });
}
