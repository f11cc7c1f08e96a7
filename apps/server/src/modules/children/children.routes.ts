import {
  ZChild,
  ZChildIdParams,
  ZChildList,
  ZCreateChildBody,
  ZCreateChildResponse,
  ZError,
  ZMessage,
  ZUpdateChildBody,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import { receiveUpload } from '../files/files.upload';
import * as service from './children.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };

export default async function childrenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest): service.ChildrenCtx => ({
    db: app.deps.db.db,
    storage: app.storage,
    log: req.log,
    now: app.deps.clock(),
    ip: req.ip,
    userAgent: req.headers['user-agent'],
  });
  const actor = (req: FastifyRequest) => actorOf(currentAuth(req));
  const tags = ['children'];

  app.get('/', {
    schema: { tags, summary: "The caller's children", response: { 200: ZChildList, ...errors } },
    config: { roles: ['parent'] },
    handler: async (req) => ({ children: await service.listChildren(ctx(req), actor(req)) }),
  });

  app.post('/', {
    schema: {
      tags,
      summary: 'Add a child (with the parent’s consent)',
      description:
        'Needs `consent: true` (the parent agrees to CHILD_DATA_NOTICE, recorded with its version). A blank ' +
        '`access_code` is generated and returned once as `generated_access_code`.',
      body: ZCreateChildBody,
      response: { 201: ZCreateChildResponse, ...errors },
    },
    config: { roles: ['parent'] },
    handler: async (req, reply) => reply.status(201).send(await service.createChild(ctx(req), actor(req), req.body)),
  });

  app.get('/:id', {
    schema: { tags, summary: 'One child', params: ZChildIdParams, response: { 200: ZChild, ...errors } },
    // A child view may read its own child (the policy refuses siblings).
    config: { childView: true },
    handler: async (req) => service.getChild(ctx(req), actor(req), req.params.id),
  });

  app.put('/:id', {
    schema: {
      tags,
      summary: "Edit a child's details",
      description: 'A blank `access_code` keeps the current one.',
      params: ZChildIdParams,
      body: ZUpdateChildBody,
      response: { 200: ZChild, ...errors },
    },
    config: { roles: ['parent'] },
    handler: async (req) => service.updateChild(ctx(req), actor(req), req.params.id, req.body),
  });

  app.delete('/:id', {
    schema: {
      tags,
      summary: 'Delete a child and all its data',
      params: ZChildIdParams,
      response: { 200: ZMessage, ...errors },
    },
    config: { roles: ['parent'] },
    handler: async (req) => service.removeChild(ctx(req), actor(req), req.params.id),
  });

  app.post('/:id/photo', {
    schema: {
      tags,
      summary: "Upload a child's photo",
      description:
        'multipart/form-data with a `file` part: JPG or PNG (by content), at most 10 MB. Replaces the old one.',
      consumes: ['multipart/form-data'],
      params: ZChildIdParams,
      response: { 200: ZChild, ...errors },
    },
    config: { roles: ['parent'] },
    handler: async (req) => {
      const a = actor(req);
      // Ownership first, so another family learns nothing (and uploads nothing) from a stranger's id.
      await service.loadChildFor(app.deps.db.db, a, 'child:update_photo', req.params.id);
      const upload = await receiveUpload(req);
      return service.setChildPhoto(ctx(req), a, req.params.id, upload);
    },
  });
}
