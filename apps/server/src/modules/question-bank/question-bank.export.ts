import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { QbExportRequest } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { openStream } from '../../lib/workers/workers';
import * as repo from './question-bank.repository';
import type { WriterIn, WriterOut } from './question-bank.xlsx-writer';

const WRITER = new URL('./question-bank.xlsx-writer.ts', import.meta.url);
const part = (s: string | number | null | undefined) =>
  String(s ?? '')
    .trim()
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * The spec's file name from mode, board, grade and subject plus `_export.xlsx`, e.g.
 * `regular_CBSE_grade7_Mathematics_export.xlsx`, `olympiad_SOF_IMO_grade5_export.xlsx`, `all_export.xlsx`.
 */
export function exportFileName(f: QbExportRequest): string {
  const mode = f.question_mode ?? 'all';
  const parts =
    mode === 'olympiad'
      ? [mode, f.provider, f.type, f.grade ? `grade${f.grade}` : '']
      : [mode, f.board, f.grade ? `grade${f.grade}` : '', f.subject];
  return `${parts.map(part).filter(Boolean).join('_')}_export.xlsx`;
}

function whereOfExport(f: QbExportRequest) {
  const mode = f.question_mode ?? 'all';
  if (mode === 'olympiad')
    return repo.whereOf({ question_mode: 'olympiad', board: f.provider, olympiad_code: f.type, grade: f.grade });
  return repo.whereOf({
    question_mode: mode === 'all' ? null : 'regular',
    board: f.board,
    grade: f.grade,
    subject: f.subject,
  });
}

async function* map<A, B>(xs: AsyncIterable<A>, f: (x: A) => B) {
  for await (const x of xs) yield f(x);
}

/**
 * Streams the matching questions into an .xlsx: rows read here in keyset batches, the file written on a worker
 * thread (question-bank.xlsx-writer.ts). One batch is with the writer while the next is read, and reading waits
 * while the client is slower than the writer, so memory stays bounded whatever the bank's size.
 */
export function exportQuestionsStream(database: Database, f: QbExportRequest, log: FastifyBaseLogger): PassThrough {
  const out = new PassThrough();
  let closed = false;
  out.once('close', () => {
    closed = true;
  });
  const writer = openStream(WRITER, null);
  const acks: (() => void)[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    writer.port.on('message', (m: WriterOut) => {
      if ('chunk' in m) {
        if (!closed) out.write(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
      } else if ('ack' in m) acks.shift()?.();
      else if ('done' in m) resolve();
      else reject(new Error(m.error));
    });
    // The writer reports the end over the port; its thread failing shows here.
    writer.done.catch(reject);
  });
  finished.catch(() => undefined);
  const post = (m: WriterIn) => writer.port.postMessage(m);
  void (async () => {
    try {
      const where = whereOfExport(f);
      const batches: AsyncIterable<WriterIn> = database.pglite
        ? map(repo.exportCsvBatches(database.db, database.pglite, where), (csv) => ({ csv }))
        : map(repo.exportBatches(database.db, where), (rows) => ({ rows }));
      let withWriter: Promise<unknown> = Promise.resolve();
      for await (const batch of batches) {
        await Promise.race([withWriter, finished]);
        if (closed) return; // the client went away
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close'), finished]);
        withWriter = new Promise<void>((acked) => acks.push(acked));
        post(batch);
      }
      post({ end: true });
      await finished;
      out.end();
    } finally {
      // The writer's thread goes back to the pool once it has finished (or seen the port close).
      writer.port.close();
    }
  })().catch((err) => {
    log.error({ err }, 'question bank export failed');
    out.destroy(err as Error);
  });
  return out;
}
