import {
  ZChildEvaluations,
  ZChildEvaluationsQuery,
  ZChildIdParams,
  ZComparisonResponse,
  ZCompleteTaskResponse,
  ZError,
  ZTaskEvaluationResponse,
  ZTaskIdParams,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import * as service from './evaluations.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const tags = ['evaluations'];

export default async function evaluationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.db.db;
  const actor = (req: FastifyRequest) => actorOf(currentAuth(req));
  // Child views call these for their own child; the service refuses any other.
  const config = { childView: true, roles: ['parent', 'coaching_teacher'] as const };

  app.get('/api/children/:id/evaluations', {
    config,
    schema: {
      tags,
      summary: "A child's evaluations with their tasks, newest first",
      description: 'Keyset-paged: pass `next_cursor` back as `cursor`. `owner_id` narrows to one adult’s tasks.',
      params: ZChildIdParams,
      querystring: ZChildEvaluationsQuery,
      response: { 200: ZChildEvaluations, ...errors },
    },
    handler: async (req) => service.listChildEvaluations(db, actor(req), req.params.id, req.query),
  });

  app.get('/api/tasks/:id/evaluation', {
    config,
    schema: {
      tags,
      summary: "The task's evaluation",
      description: '404 "No evaluation available for this task yet." until it is stored.',
      params: ZTaskIdParams,
      response: { 200: ZTaskEvaluationResponse, ...errors },
    },
    handler: async (req) => service.getTaskEvaluation(db, actor(req), req.params.id),
  });

  app.get('/api/tasks/:id/comparison', {
    config,
    schema: {
      tags,
      summary: 'Answers compared with the answer key',
      description:
        '400 while pending; 404 "Detailed evaluation not available" while evaluating; 404 "No evaluation found" ' +
        'when nothing was handed in to compare; 403 "You can only view your own work!" for another child.',
      params: ZTaskIdParams,
      response: { 200: ZComparisonResponse, ...errors },
    },
    handler: async (req) => service.getComparison(db, actor(req), req.params.id),
  });

  app.patch('/api/tasks/:id/complete', {
    config,
    schema: {
      tags,
      summary: 'Mark a general task complete (no worksheet)',
      params: ZTaskIdParams,
      response: { 200: ZCompleteTaskResponse, ...errors },
    },
    handler: async (req) => service.completeGeneralTask(db, actor(req), req.params.id, app.deps.clock()),
  });
}
