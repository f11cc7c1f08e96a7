import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants';

/** The spec's upload messages (ui-strings.txt), shown verbatim. */
export const UPLOAD_TYPE_MESSAGE = 'Only PDF, JPG, and PNG files are allowed.';
export const UPLOAD_SIZE_MESSAGE = 'File size must be less than 10MB';
/** A name that claims another type than the bytes are (a PNG named .pdf): refused, it is not the file it says. */
export const UPLOAD_MISMATCH_MESSAGE =
  "This file's content does not match its name. Please upload a PDF, JPG, or PNG file";
export { UPLOAD_MAX_BYTES };

/** What a stored file is for; access rules are registered per kind. */
export const FILE_KINDS = ['attachment', 'child_photo', 'submission', 'reference', 'qb_import', 'study_share'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** Kinds the generic upload route accepts; the others are made by their own feature routes (e.g. a child's photo). */
export const GENERIC_UPLOAD_KINDS = ['attachment', 'submission', 'reference', 'qb_import'] as const;

/** Content types accepted by default, decided from the bytes, never from the name or declared type. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const ZFileIdParams = z.object({ id: z.uuid() });

/** Multipart text fields of `POST /api/files` (besides the `file` part). */
export const ZUploadFields = z.object({ kind: z.enum(GENERIC_UPLOAD_KINDS).default('attachment') });

export const ZUploadedFile = z.object({
  id: z.uuid(),
  url: z.string(),
  kind: z.enum(FILE_KINDS),
  content_type: z.enum(UPLOAD_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
  original_name: z.string(),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;
