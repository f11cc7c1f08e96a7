import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@app/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LocalFileStorage } from '../storage/local-storage';
import type { FileStorage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * File storage (`deps.storage`, else `<dataDir>/files`) and multipart parsing for every upload route.
 * The file limit is one byte over the cap so an oversize file is seen whole and refused with the spec's message.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('storage', app.deps.storage ?? new LocalFileStorage(path.join(app.deps.dataDir, 'files')));
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 10, fields: 20, parts: 40, fieldSize: 64 * 1024 },
    });
  },
  { name: 'storage', dependencies: ['deps'] },
);
