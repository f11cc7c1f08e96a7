// The throughput bench's load generator (a worker thread, so it does not share the server's event loop):
// `conns` request loops over keep-alive sockets, a warm-up, then `seconds` counted (or, with `seconds: 0`, until the
// parent posts 'stop').
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, conns, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: conns });
const headers = token ? { authorization: `Bearer ${token}` } : {};
const one = () =>
  new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

let stopped = false;
parentPort.on('message', (m) => {
  if (m === 'stop') stopped = true;
});

async function run(ms) {
  let done = 0;
  let errors = 0;
  const end = ms ? Date.now() + ms : Number.POSITIVE_INFINITY;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (Date.now() < end && !stopped) {
        if ((await one()) === 200) done++;
        else errors++;
      }
    }),
  );
  return { done, errors };
}

await run(500);
const start = Date.now();
const r = await run(seconds * 1000);
const elapsed = (Date.now() - start) / 1000;
agent.destroy();
parentPort.postMessage({ rps: r.done / elapsed, errors: r.errors });
parentPort.close();
