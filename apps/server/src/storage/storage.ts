import type { Readable } from 'node:stream';

/** Where uploaded bytes live: a local folder in embedded mode, an S3-compatible bucket in scaled mode. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Throws StorageNotFoundError when the key has no object. */
  get(key: string): Promise<StoredObject>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  body: Buffer | Readable;
  contentType: string;
  size: number;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object for key ${key}`);
    this.name = 'StorageNotFoundError';
  }
}

/** Keys are random names made by the server: letters, digits, '.', '_', '-' and single '/' separators. */
const KEY_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    !KEY_RE.test(key) ||
    key.split('/').some((s) => s === '..' || s === '.')
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
