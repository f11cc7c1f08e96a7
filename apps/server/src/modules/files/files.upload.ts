import { UPLOAD_SIZE_MESSAGE } from '@app/shared/schemas/files';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';

export interface ReceivedUpload {
  filename: string;
  buffer: Buffer;
  /** Text fields of the form, in any order relative to the file. */
  fields: Record<string, string>;
}

const SELECT_FILE = 'Please select a file';

/**
 * Reads a multipart form with one file in `fileField` into memory (at most the upload cap plus one byte, as the
 * storage plugin's limit says). Other routes with uploads (child photo, submissions) reuse this.
 */
export async function receiveUpload(req: FastifyRequest, fileField = 'file'): Promise<ReceivedUpload> {
  if (!req.isMultipart()) throw badRequest(SELECT_FILE, fileField, 'file_required');
  let file: { filename: string; buffer: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === fileField && !file) {
          file = { filename: part.filename, buffer: await part.toBuffer() };
        } else {
          // Unwanted file parts are drained without being kept, or the form would stall.
          part.file.resume();
          await new Promise((resolve) => part.file.once('end', resolve));
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(UPLOAD_SIZE_MESSAGE, fileField, 'file_too_large');
    }
    throw err;
  }
  if (!file || file.buffer.length === 0) throw badRequest(SELECT_FILE, fileField, 'file_required');
  return { ...file, fields };
}
