import { ZError, ZMockAnswersBody, ZMockAttempt, ZMockResult, ZMockSubmitBody, ZTaskIdParams } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import type { EvaluationDeps } from '../evaluations/evaluation.run';
import * as service from './mock.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const readers = { roles: ['parent', 'coaching_teacher'] as const, childView: true };
const tags = ['olympiad'];

/** The timed mock paper (issue 16): the server holds the start, the deadline and the answers given so far. */
export default async function mockRoutes(fastify: FastifyInstance, opts: { evaluation: EvaluationDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest): service.MockCtx => ({
    db: app.deps.db.db,
    jobs: app.jobs,
    evaluation: opts.evaluation,
    now: app.deps.clock(),
    log: req.log,
  });
  const actor = (req: FastifyRequest) => actorOf(currentAuth(req));

  app.get('/api/tasks/:id/mock', {
    config: readers,
    schema: {
      tags,
      summary: 'A mock olympiad paper’s timing, sections and saved answers',
      description: 'Closes the attempt first when its deadline has passed (the check on read).',
      params: ZTaskIdParams,
      response: { 200: ZMockAttempt, ...errors },
    },
    handler: async (req) => service.getAttempt(ctx(req), actor(req), req.params.id),
  });

  app.post('/api/tasks/:id/mock/start', {
    config: readers,
    schema: {
      tags,
      summary: 'Start the clock (the child view only); a second start answers the running attempt',
      params: ZTaskIdParams,
      response: { 200: ZMockAttempt, ...errors },
    },
    handler: async (req) => service.startAttempt(ctx(req), actor(req), req.params.id),
  });

  app.put('/api/tasks/:id/mock/answers', {
    config: readers,
    schema: {
      tags,
      summary: 'Save answers as they are given (merged; repeating a save changes nothing)',
      description: 'An empty answer removes one. 409 once submitted or after the deadline (which closes it).',
      params: ZTaskIdParams,
      body: ZMockAnswersBody,
      response: { 200: ZMockAttempt, ...errors },
    },
    handler: async (req) => service.saveAnswers(ctx(req), actor(req), req.params.id, req.body.answers),
  });

  app.post('/api/tasks/:id/mock/submit', {
    config: readers,
    schema: {
      tags,
      summary: 'Hand in the mock (by the child, or by the client when the time runs out)',
      params: ZTaskIdParams,
      body: ZMockSubmitBody,
      response: { 200: ZMockAttempt, ...errors },
    },
    handler: async (req) => service.submitAttempt(ctx(req), actor(req), req.params.id, req.body.answers),
  });

  app.get('/api/tasks/:id/mock/result', {
    config: readers,
    schema: {
      tags,
      summary: 'The mock’s result by section, with the rank among same-class takers of this olympiad',
      params: ZTaskIdParams,
      response: { 200: ZMockResult, ...errors },
    },
    handler: async (req) => service.getResult(ctx(req), actor(req), req.params.id),
  });
}
