import { createRequire } from 'node:module';
import path from 'node:path';
import { REFERENCE_TEXT_MAX, WORKSHEET_MSG } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FileRow, referenceTexts } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { runInWorker } from '../../lib/workers/workers';
import type { FileStorage } from '../../storage/storage';
import { getFileById, storeUpload } from '../files/files.service';

const require = createRequire(import.meta.url);
/** Local English language data (never the CDN): the package's 4.0.0_best_int folder, gzipped. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** A phone photo of a page takes a few seconds; beyond this the upload is kept and the text left empty. */
export const OCR_TIMEOUT_MS = 60_000;

export interface ReferenceCtx {
  db: Db;
  storage: FileStorage;
  log?: { warn(o: object, m: string): void };
}

/** Whitespace tidied, control characters dropped, cut to the cap. */
export function cleanReferenceText(raw: string): { text: string; truncated: boolean } {
  const text = raw
    .normalize('NFKC')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > REFERENCE_TEXT_MAX
    ? { text: text.slice(0, REFERENCE_TEXT_MAX), truncated: true }
    : { text, truncated: false };
}

const PDF_TEXT = new URL('./pdf-text.ts', import.meta.url);

/** The PDF's text layer, read off the event loop. */
export async function extractPdfText(buffer: Buffer): Promise<string> {
  const bytes = new Uint8Array(buffer); // a copy the worker can take over
  return runInWorker<string>(PDF_TEXT, { bytes }, [bytes.buffer]);
}

/** OCR with local language data; the worker is ended on success, failure and timeout alike. */
export async function extractImageText(buffer: Buffer, timeoutMs = OCR_TIMEOUT_MS): Promise<string> {
  const { createWorker } = await import('tesseract.js');
  const worker = await createWorker('eng', 1, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('OCR timed out')), timeoutMs);
    });
    const { data } = await Promise.race([worker.recognize(buffer), timeout]);
    return data.text;
  } finally {
    clearTimeout(timer);
    await worker.terminate().catch(() => undefined);
  }
}

async function extractAndKeep(ctx: ReferenceCtx, file: FileRow, buffer: Buffer) {
  let raw = '';
  const method = file.contentType === 'application/pdf' ? 'pdf' : 'ocr';
  try {
    raw = method === 'pdf' ? await extractPdfText(buffer) : await extractImageText(buffer);
  } catch (err) {
    // An unreadable document still uploads; generation then works from topics alone.
    ctx.log?.warn({ err, fileId: file.id }, 'could not extract reference text');
  }
  const { text, truncated } = cleanReferenceText(raw);
  await ctx.db
    .insert(referenceTexts)
    .values({ fileId: file.id, text, method, truncated })
    .onConflictDoUpdate({ target: referenceTexts.fileId, set: { text, method, truncated } });
  return { text, truncated };
}

/** Stores an uploaded reference (kind `reference`) and extracts its text: PDF text, or OCR for JPG and PNG. */
export async function uploadReference(ctx: ReferenceCtx, ownerId: string, filename: string, buffer: Buffer) {
  const file = await storeUpload(ctx, { ownerId, kind: 'reference', filename, buffer });
  // The bytes as received: OCR reads the original image (the stored copy is the same picture re-encoded).
  const { text, truncated } = await extractAndKeep(ctx, file, buffer);
  return {
    file_path: file.id,
    file_type: file.contentType,
    filename: file.originalName,
    extracted_text: text,
    truncated,
    message: WORKSHEET_MSG.referenceUploaded,
  };
}

async function streamToBuffer(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/**
 * The text of a reference the caller uploaded, for generation. Another user's file, a missing one or a file that
 * is not a reference answer 400 (the form sends back what the upload returned, so anything else is stale).
 */
export async function referenceTextFor(ctx: ReferenceCtx, userId: string, fileId: string): Promise<string> {
  const file = isUuid(fileId) ? await getFileById(ctx, fileId) : null;
  if (!file || file.ownerId !== userId || file.kind !== 'reference')
    throw badRequest(WORKSHEET_MSG.referenceNotFound, 'reference_file_path', 'reference_not_found');
  const [row] = await ctx.db.select().from(referenceTexts).where(eq(referenceTexts.fileId, file.id));
  if (row) return row.text;
  // Uploaded through the generic files route: extract once now.
  const { body } = await ctx.storage.get(file.storageKey);
  const bytes = Buffer.isBuffer(body) ? body : await streamToBuffer(body as AsyncIterable<Uint8Array>);
  return (await extractAndKeep(ctx, file, bytes)).text;
}
