import { ZError } from '@app/shared';
import { ZFileIdParams, ZUploadedFile, ZUploadFields } from '@app/shared/schemas/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { currentAuth } from '../../plugins/auth';
import * as service from './files.service';
import { receiveUpload } from './files.upload';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError };

export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (): service.FilesCtx => ({ db: app.deps.db.db, storage: app.storage, log: app.log });
  const tags = ['files'];

  app.post('', {
    schema: {
      tags,
      summary: 'Upload a file',
      description:
        'multipart/form-data with a `file` part (PDF, JPG or PNG by content, at most 10 MB) and an optional `kind` ' +
        '(attachment, submission, reference, qb_import). Images are re-encoded without metadata.',
      consumes: ['multipart/form-data'],
      response: { 201: ZUploadedFile, ...errors },
    },
    handler: async (req, reply) => {
      const { user } = currentAuth(req);
      const upload = await receiveUpload(req);
      const fields = ZUploadFields.safeParse(upload.fields);
      if (!fields.success) throw badRequest('Invalid file kind', 'kind', 'validation_error');
      const file = await service.storeUpload(ctx(), {
        ownerId: user.id,
        kind: fields.data.kind,
        filename: upload.filename,
        buffer: upload.buffer,
      });
      return reply.status(201).send(service.toUploadedFile(file));
    },
  });

  app.get('/:id', {
    schema: {
      tags,
      summary: 'Download a file',
      description:
        'The bytes with their content type, to the owner or to someone a feature grants access (a parent to ' +
        "their child's photo, for example). Anyone else gets 404.",
      params: ZFileIdParams,
      response: errors,
    },
    handler: async (req, reply) => {
      const { user } = currentAuth(req);
      const { file, object } = await service.openFileForUser(ctx(), user, req.params.id);
      return (
        reply
          .header('Content-Type', file.contentType)
          .header('Content-Length', object.size)
          .header('Content-Disposition', service.contentDisposition(file))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, max-age=0')
          .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          // Bytes or a stream: sent as they are, past the JSON serializer (the schema only lists errors).
          .send(object.body as never)
      );
    },
  });
}
