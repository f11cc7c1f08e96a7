import {
  ZBatchCreateBody,
  ZBatchDeleteBody,
  ZBatchDeleteResponse,
  ZBatchList,
  ZBatchResponse,
  ZBatchStudents,
  ZBatchUpdateBody,
  ZError,
  ZIdParams,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import * as service from './batches.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const teacher = { roles: ['coaching_teacher'] as const };

export default async function batchesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['batches'];
  const db = () => app.deps.db.db;
  const ctx = (req: FastifyRequest): service.BatchesCtx => ({ db: db(), now: app.deps.clock(), ip: req.ip });
  const actor = (req: FastifyRequest) => actorOf(currentAuth(req));

  app.get('/api/batches', {
    config: teacher,
    schema: { tags, summary: "The teacher's batches with student counts", response: { 200: ZBatchList, ...errors } },
    handler: async (req) => service.listBatches(db(), actor(req)),
  });

  app.post('/api/batches', {
    config: teacher,
    schema: {
      tags,
      summary: 'Create a batch (name, subject and grade 1-12 required; location optional)',
      body: ZBatchCreateBody,
      response: { 201: ZBatchResponse, ...errors },
    },
    handler: async (req, reply) => reply.status(201).send(await service.createBatch(ctx(req), actor(req), req.body)),
  });

  app.put('/api/batches/:id', {
    config: teacher,
    schema: {
      tags,
      summary: 'Edit a batch (name and subject required)',
      params: ZIdParams,
      body: ZBatchUpdateBody,
      response: { 200: ZBatchResponse, ...errors },
    },
    handler: async (req) => service.updateBatch(ctx(req), actor(req), req.params.id, req.body),
  });

  app.delete('/api/batches/:id', {
    // Each try is a password guess: limited like /auth/verify-password.
    config: { ...teacher, rateLimit: { max: app.deps.limits.codePerMinute, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: "Delete a batch after checking the teacher's password",
      description:
        'Body `{password}`: 400 "Please enter your password to confirm deletion" when missing, 403 "Incorrect ' +
        'password. Please try again." when wrong. Its students stay linked with no batch; its tasks keep theirs.',
      params: ZIdParams,
      body: ZBatchDeleteBody,
      response: { 200: ZBatchDeleteResponse, ...errors },
    },
    handler: async (req) =>
      service.deleteBatch(ctx(req), actor(req), currentAuth(req).user, req.params.id, req.body.password),
  });

  app.get('/api/batches/:id/students', {
    config: teacher,
    schema: {
      tags,
      summary: "A batch's students (approved relationships in it)",
      params: ZIdParams,
      response: { 200: ZBatchStudents, ...errors },
    },
    handler: async (req) => service.listBatchStudents(db(), actor(req), req.params.id),
  });
}
