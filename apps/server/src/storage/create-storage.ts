import path from 'node:path';
import type { Env } from '../config/env';
import { LocalFileStorage } from './local-storage';
import { createS3Client, S3FileStorage, type S3StorageConfig } from './s3-storage';
import type { FileStorage } from './storage';

/** The adapter for this run mode: S3 when a bucket is configured, otherwise `<dataDir>/files`. */
export function createStorage(opts: { dataDir: string; s3?: S3StorageConfig }): FileStorage {
  if (opts.s3?.bucket) return new S3FileStorage(createS3Client(opts.s3), opts.s3.bucket, opts.s3.prefix);
  return new LocalFileStorage(path.join(opts.dataDir, 'files'));
}

/** Start-up choice from the parsed environment (server and worker processes). */
export function createStorageFromEnv(env: Env): FileStorage {
  return createStorage({
    dataDir: env.dataDir,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  });
}
