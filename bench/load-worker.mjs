// The throughput bench's load generator (a worker thread, so it does not share the server's event loop):
// `conns` request loops over keep-alive sockets, a warm-up, then `seconds` counted.
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

async function run(ms) {
  let done = 0;
  let errors = 0;
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (Date.now() < end) {
        if ((await one()) === 200) done++;
        else errors++;
      }
    }),
  );
  return { done, errors };
}

await run(500);
const r = await run(seconds * 1000);
agent.destroy();
parentPort.postMessage({ rps: r.done / seconds, errors: r.errors });
