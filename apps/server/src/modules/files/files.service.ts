import { randomBytes } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@app/shared';
import {
  type FileKind,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MISMATCH_MESSAGE,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  type UploadContentType,
} from '@app/shared/schemas/files';
import { fileTypeFromBuffer } from 'file-type';
import { findActivePdfContent, PDF_ACTIVE_CONTENT_MESSAGE } from './pdf-active-content';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import type { FileRow, UserRow } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { type FileStorage, StorageNotFoundError, type StoredObject } from '../../storage/storage';
import * as repo from './files.repository';

export interface FilesCtx {
  db: Db;
  storage: FileStorage;
  log?: { warn(obj: object, msg: string): void };
}

const EXTENSIONS: Record<UploadContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

const CLAIMED_BY_EXTENSION: Record<string, UploadContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type a file name claims by its extension, when it names one we know (camera blobs often have none). */
function claimedType(filename: string | undefined): UploadContentType | undefined {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(filename ?? '')?.[1]?.toLowerCase();
  return ext ? CLAIMED_BY_EXTENSION[ext] : undefined;
}

/** Larger than any phone camera (8192 × 8192); refuses decompression bombs before sharp allocates them. */
const MAX_IMAGE_PIXELS = 8192 * 8192;

/**
 * A display name safe for headers and screens: no folders, no control or bidi characters, no quotes, at most
 * 100 characters before an extension that matches the detected content (a PNG named "x.pdf" becomes "x.png").
 */
export function sanitiseFilename(name: string | undefined, ext: string): string {
  let base = (name ?? '').normalize('NFC');
  base = base.slice(Math.max(base.lastIndexOf('/'), base.lastIndexOf('\\')) + 1);
  base = base
    // Joiners (U+200C, U+200D) shape Indic scripts; other format characters (bidi overrides) are dropped.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>:|?*\\/]/gu, (c) => (c === '\u200c' || c === '\u200d' ? c : ''))
    .replace(/\s+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  base = Array.from(base).slice(0, 100).join('').trim();
  return `${base || 'file'}.${ext}`;
}

/** Auto-rotates by the EXIF orientation, then writes a fresh image: sharp keeps no metadata unless asked. */
async function reencodeImage(buffer: Buffer, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const image = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient();
  return type === 'image/jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

export interface StoreUploadInput {
  ownerId: string;
  kind: FileKind;
  filename?: string;
  buffer: Buffer;
  /** Content types accepted (by their bytes); default PDF, JPEG, PNG. */
  allowed?: readonly UploadContentType[];
  /** The message for a refused type, when a feature narrows `allowed`. */
  typeMessage?: string;
}

/**
 * Checks an upload by its content (never its name or declared type), caps its size, re-encodes images without
 * metadata, stores it under a random key and records it. 400 with the spec's messages when refused.
 */
export async function storeUpload(ctx: FilesCtx, input: StoreUploadInput): Promise<FileRow> {
  const { buffer } = input;
  const allowed = input.allowed ?? UPLOAD_CONTENT_TYPES;
  const typeMessage = input.typeMessage ?? UPLOAD_TYPE_MESSAGE;
  if (buffer.length > UPLOAD_MAX_BYTES) throw badRequest(UPLOAD_SIZE_MESSAGE, 'file', 'file_too_large');

  const detected = buffer.length > 0 ? await fileTypeFromBuffer(buffer) : undefined;
  const type = detected?.mime as UploadContentType | undefined;
  if (!type || !allowed.includes(type)) throw badRequest(typeMessage, 'file', 'file_type_not_allowed');
  const claimed = claimedType(input.filename);
  if (claimed && claimed !== type) throw badRequest(UPLOAD_MISMATCH_MESSAGE, 'file', 'file_type_mismatch');

  if (type === 'application/pdf' && findActivePdfContent(buffer)) {
    throw badRequest(PDF_ACTIVE_CONTENT_MESSAGE, 'file', 'pdf_active_content');
  }

  let body = buffer;
  if (type !== 'application/pdf') {
    try {
      body = await reencodeImage(buffer, type);
    } catch {
      // Right magic bytes, unreadable image: refused like any other bad file.
      throw badRequest(typeMessage, 'file', 'file_type_not_allowed');
    }
  }

  const storageKey = randomBytes(16).toString('hex');
  await ctx.storage.put(storageKey, body, type);
  try {
    return await repo.insertFile(ctx.db, {
      ownerId: input.ownerId,
      storageKey,
      originalName: sanitiseFilename(input.filename, EXTENSIONS[type]),
      contentType: type,
      size: body.length,
      kind: input.kind,
    });
  } catch (err) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

/** Grants read access to files of one kind beyond their owner (e.g. a parent to their child's photo). */
export type FileAccessRule = (user: UserRow, file: FileRow, ctx: { db: Db }) => Promise<boolean>;

const accessRules = new Map<string, FileAccessRule[]>();

/** Called once per feature at import time; rules for a kind are alternatives (any one may grant). */
export function registerFileAccessRule(kind: FileKind, rule: FileAccessRule): void {
  const list = accessRules.get(kind) ?? [];
  if (!list.includes(rule)) list.push(rule);
  accessRules.set(kind, list);
}

export async function canReadFile(ctx: { db: Db }, user: UserRow, file: FileRow): Promise<boolean> {
  if (file.ownerId === user.id) return true;
  for (const rule of accessRules.get(file.kind) ?? []) {
    if (await rule(user, file, ctx)) return true;
  }
  return false;
}

/** The file and its bytes for a reader who may see it; 404 otherwise, so ids do not reveal what exists. */
export async function openFileForUser(
  ctx: FilesCtx,
  user: UserRow,
  id: string,
): Promise<{ file: FileRow; object: StoredObject }> {
  const file = await repo.findFileById(ctx.db, id);
  if (!file || !(await canReadFile(ctx, user, file))) throw notFound();
  try {
    return { file, object: await ctx.storage.get(file.storageKey) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) {
      ctx.log?.warn({ fileId: id }, 'file row without a stored object');
      throw notFound();
    }
    throw err;
  }
}

export async function getFileById(ctx: { db: Db }, id: string): Promise<FileRow | null> {
  return repo.findFileById(ctx.db, id);
}

/** Removes stored objects after their rows are gone; a failure leaves an unreachable object, logged, not an error. */
/** Removes stored objects of file rows already deleted (after the deleting transaction commits). */
export async function removeObjects(ctx: FilesCtx, rows: FileRow[]): Promise<void> {
  for (const row of rows) {
    await ctx.storage.delete(row.storageKey).catch((err: unknown) => {
      ctx.log?.warn({ err, fileId: row.id }, 'could not delete stored object');
    });
  }
}

/**
 * Deletes a file's row and its stored object; false when there was none. Call it after (not inside) a
 * transaction that may still roll back, since the object cannot be restored.
 */
export async function deleteFile(ctx: FilesCtx, id: string): Promise<boolean> {
  const rows = await repo.deleteFileRows(ctx.db, [id]);
  await removeObjects(ctx, rows);
  return rows.length > 0;
}

/**
 * Deletes every file a user owns (rows and objects); returns how many. Deleting the user row alone would
 * cascade to the rows but leave the objects behind, so account deletion calls this first.
 */
export async function deleteFilesOwnedBy(ctx: FilesCtx, userId: string): Promise<number> {
  const rows = await repo.deleteFileRowsOwnedBy(ctx.db, userId);
  await removeObjects(ctx, rows);
  return rows.length;
}

/** The public shape of a stored file. */
export function toUploadedFile(file: FileRow) {
  return {
    id: file.id,
    url: `/api/files/${file.id}`,
    kind: file.kind as FileKind,
    content_type: file.contentType as UploadContentType,
    size: file.size,
    original_name: file.originalName,
  };
}

/** `inline` for images, `attachment` for PDFs; an ASCII `filename` plus RFC 5987 `filename*` for other names. */
export function contentDisposition(file: Pick<FileRow, 'originalName' | 'contentType'>): string {
  const type = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = file.originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  if (ascii === file.originalName) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(file.originalName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
