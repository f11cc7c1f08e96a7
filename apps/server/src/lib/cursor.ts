import { badRequest } from './errors';

/**
 * Keyset cursors for lists ordered by (timestamp desc, id desc): opaque to clients, so the order can change
 * without breaking them. Timestamps written by the services carry millisecond precision, which the ISO form keeps.
 */
export interface Keyset {
  at: Date;
  id: string;
}

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.at.toISOString()}|${k.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw badRequest('Invalid cursor', 'cursor');
  return { at, id };
}

/** Fetch one row more than the page to know whether a next page exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
