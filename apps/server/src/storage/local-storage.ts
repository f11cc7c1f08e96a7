import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type FileStorage, StorageNotFoundError, type StoredObject } from './storage';

const META_SUFFIX = '.meta.json';

/**
 * Embedded mode: objects as plain files under one folder (outside any web root), each with a small JSON
 * sidecar holding its content type. Writes go to a temporary name first so a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, refusing anything that would leave the root. */
  private pathOf(key: string): string {
    assertValidKey(key);
    if (key.endsWith(META_SUFFIX) || key.endsWith('.tmp')) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(`${full}${META_SUFFIX}`, JSON.stringify({ contentType }));
    await writeFile(tmp, body, { flag: 'wx' });
    await rename(tmp, full);
  }

  async get(key: string): Promise<StoredObject> {
    const full = this.pathOf(key);
    let size: number;
    try {
      const s = await stat(full);
      if (!s.isFile()) throw new StorageNotFoundError(key);
      size = s.size;
    } catch (err) {
      if (err instanceof StorageNotFoundError || (err as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new StorageNotFoundError(key);
      }
      throw err;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await readFile(`${full}${META_SUFFIX}`, 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch {
      // A missing sidecar only loses the type; the files table holds it too.
    }
    return { body: createReadStream(full), contentType, size };
  }

  async delete(key: string): Promise<void> {
    const full = this.pathOf(key);
    await rm(full, { force: true });
    await rm(`${full}${META_SUFFIX}`, { force: true });
  }
}
