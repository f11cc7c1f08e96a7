// The event loop under the question bank's heavy calls: a 100,000-row export (BENCH_EXPORT_ROWS) over a real
// socket while a load generator calls /api/auth/me (its throughput during the export vs alone, and the export's time
// and the process's memory growth), then a 10,000-row xlsx import (BENCH_IMPORT_ROWS). The exported file is read back
// and its rows counted. Run with --expose-gc for steadier memory figures. PGlite, and PostgreSQL when TEST_DATABASE_URL is set. Run: npm run bench -- export-import
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { buildBenchApp, growQuestionBank, openBenchDatabase, PG_URL, signedIn, verdict } from './lib';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const conns = Number(process.env.BENCH_CONNS ?? 16);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

/** /api/auth/me under load: for `seconds`, or until stop() when seconds is 0. */
function load(url: string, token: string, seconds: number) {
  const w = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { url, token, conns, seconds },
  });
  const result = new Promise<{ rps: number; errors: number }>((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  });
  return { result, stop: () => w.postMessage('stop') };
}

/** POSTs the export and writes the answer to a file as it streams (the bench keeps none of it in memory). */
function exportOver(port: number, token: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ss-export-')), 'export.xlsx');
  return new Promise<{ file: string; bytes: number; ms: number; status: number }>((resolve, reject) => {
    const t = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/qb/questions/export',
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (res) => {
        const sink = createWriteStream(file);
        res.pipe(sink);
        sink.on('finish', () =>
          resolve({ file, bytes: statSync(file).size, ms: performance.now() - t, status: res.statusCode ?? 0 }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ question_mode: 'all' }));
  });
}

/** Runs `fn` and reports the process's peak resident memory above what it was at the start. */
async function peakGrowth<T>(fn: () => Promise<T>): Promise<[T, number]> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    return [await fn(), peak - before];
  } finally {
    clearInterval(sampler);
  }
}

async function countXlsxRows(file: string): Promise<number> {
  const input = createReadStream(file);
  let rows = 0;
  for await (const ws of new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit' })) {
    for await (const _row of ws) rows++;
  }
  return rows - 1; // the header
}

/** An import file of `n` rows with every fifth row broken (an unknown difficulty), the others valid and distinct. */
async function importFile(n: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Questions');
  ws.addRow([
    'Question Type',
    'Difficulty',
    'Board',
    'Grade',
    'Subject',
    'Chapter',
    'Topic',
    'Question',
    'Answer',
    'Options',
    'Explanation',
  ]);
  for (let i = 0; i < n; i++) {
    ws.addRow([
      'MCQ',
      i % 5 === 4 ? 'Impossible' : 'Medium',
      'CBSE',
      7,
      'Mathematics',
      'Integers',
      'Addition of integers',
      `What is ${i} + ${i + 1}? (bench import)`,
      String(2 * i + 1),
      `A) ${2 * i + 1} | B) ${2 * i} | C) ${2 * i + 2} | D) ${2 * i + 3}`,
      `${i} + ${i + 1} = ${2 * i + 1}`,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

for (const kind of PG_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
  const db = await openBenchDatabase(kind);
  try {
    await growQuestionBank(db, ROWS);
    const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from qb_questions');
    const app = await buildBenchApp(db);
    const admin = await signedIn(app, db, 'qb_admin');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const me = `http://127.0.0.1:${port}/api/auth/me`;
    console.log(`${kind}: ${total.toLocaleString('en')} questions`);

    const alone = await load(me, admin.token, 3).result;
    // The export alone: its time and the process's memory growth.
    const [solo, growth] = await peakGrowth(() => exportOver(port, admin.token));
    if (solo.status !== 200) throw new Error(`export: ${solo.status} ${readFileSync(solo.file, 'utf8').slice(0, 200)}`);
    const rows = await countXlsxRows(solo.file);
    console.log(
      `  export of ${rows.toLocaleString('en')} rows (${mb(solo.bytes)}) alone: ${(solo.ms / 1000).toFixed(1)} s ` +
        `(under 10 s: ${verdict(solo.ms < 10_000)}); memory growth ${mb(growth)} (under 150 MB: ${verdict(growth < 150 * 1024 * 1024)})` +
        `${rows === total ? '' : `; EXPECTED ${total} ROWS`}`,
    );
    // The export again while /api/auth/me is under load.
    const during = load(me, admin.token, 0);
    const busyExport = await exportOver(port, admin.token);
    during.stop();
    const busy = await during.result;
    const ratio = busy.rps / alone.rps;
    console.log(
      `  GET /api/auth/me during an export: ${busy.rps.toFixed(0)} req/s vs ${alone.rps.toFixed(0)} alone = ${ratio.toFixed(2)} ` +
        `(target 0.70: ${ratio >= 0.7 ? 'ok' : 'UNDER'})${busy.errors ? `, ${busy.errors} non-200` : ''}; ` +
        `that export took ${(busyExport.ms / 1000).toFixed(1)} s`,
    );

    const file = await importFile(IMPORT_ROWS);
    const form = new FormData();
    form.append('file', new Blob([file]), 'bench.xlsx');
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/qb/questions/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    const took = performance.now() - t;
    const body = (await res.json()) as { count?: number; errors?: unknown[]; detail?: string };
    const expected = IMPORT_ROWS - Math.floor(IMPORT_ROWS / 5);
    console.log(
      res.status === 200
        ? `  import of ${IMPORT_ROWS.toLocaleString('en')} xlsx rows (${mb(file.length)}): ${(took / 1000).toFixed(2)} s ` +
            `(under 5 s: ${verdict(took < 5000)}); ${body.count} questions, ${body.errors?.length} row errors` +
            `${body.count === expected ? '' : ` (EXPECTED ${expected})`}`
        : `  import of ${IMPORT_ROWS.toLocaleString('en')} xlsx rows refused: ${res.status} ${body.detail}`,
    );
    await app.close();
  } finally {
    await db.close();
  }
}
