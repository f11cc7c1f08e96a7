// A pooled worker thread of lib/workers. tsx's loader is registered for this thread (a worker inherits neither the
// server's `--import tsx` nor vitest's transform). Each `{ id, module, data, port? }` message runs that module's
// `task(data)`, or with a port its `run(data, port)` (a stream that talks over the port until it is done), and is
// answered `{ id, result }` or `{ id, error }`. Loaded modules stay loaded for the next task.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();

parentPort.on('message', async ({ id, module, data, port }) => {
  try {
    const mod = await import(module);
    const result = port ? await mod.run(data, port) : await mod.task(data);
    port?.close();
    parentPort.postMessage({ id, result });
  } catch (err) {
    port?.close();
    // An AppError (status, detail, code, fieldErrors) crosses as its fields and is rebuilt by the caller.
    parentPort.postMessage({
      id,
      error: {
        message: err instanceof Error ? err.message : String(err),
        status: err?.status,
        detail: err?.detail,
        code: err?.code,
        fieldErrors: err?.fieldErrors,
      },
    });
  }
});
