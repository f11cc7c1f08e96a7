import { badRequest } from './errors';
import { isUuid } from './ids';

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

/** Rows are never dated outside these years; a date beyond them (or before) is a crafted cursor PostgreSQL refuses. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(10000, 0, 1);

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  const t = at.getTime();
  if (rest.length || !id || !isUuid(id) || Number.isNaN(t) || t < EARLIEST || t >= LATEST)
    throw badRequest('Invalid cursor', 'cursor');
  return { at, id };
}

/** Fetch one row more than the page to know whether a next page exists. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
