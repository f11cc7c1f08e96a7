import { QB_AUTO_JOB, ZError, ZQbAutoCurrent, ZQbAutoIdParams, ZQbAutoRun, ZQbAutoStart } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import * as auto from './qb-auto.service';

const errors = { 400: ZError, 401: ZError, 403: ZError, 404: ZError, 409: ZError };
const config = { roles: ['qb_admin'] as const };
const tags = ['question-bank'];

/** Auto-Generate (spec 03 §2.8 item 2, §4): a durable server-side loop the screen starts, watches and stops. */
export default async function qbAutoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => fastify.deps.db.db;
  const delayMs = fastify.deps.qbAutoDelayMs ?? 1000;

  await fastify.jobs.work<{ runId: string; slice: number }>(QB_AUTO_JOB, (job) => auto.workRun(fastify, job, delayMs));
  // Runs left running by a stopped or crashed process continue (the queue has started by now).
  fastify.addHook('onReady', async () => {
    await auto.resumeRunningRuns(fastify);
  });

  app.post('/api/qb/auto-generate', {
    config,
    schema: {
      tags,
      summary: 'Start auto-generation for every topic of a chapter (all difficulties and types)',
      description:
        'One request per topic × difficulty × type, 1 s apart, each result saved at once (duplicates skipped). ' +
        'Progress arrives on the live channel as `job.progress` with `job: qb.auto-generate`.',
      body: ZQbAutoStart,
      response: { 201: ZQbAutoRun, ...errors },
    },
    handler: async (req, reply) =>
      reply.status(201).send(await auto.startRun(fastify, currentAuth(req).user, req.body)),
  });

  app.get('/api/qb/auto-generate/current', {
    config,
    schema: { tags, summary: 'The admin’s latest run (or null)', response: { 200: ZQbAutoCurrent, ...errors } },
    handler: async (req) => auto.currentRun(db(), currentAuth(req).user),
  });

  app.get('/api/qb/auto-generate/:id', {
    config,
    schema: {
      tags,
      summary: 'One run with counters and log',
      params: ZQbAutoIdParams,
      response: { 200: ZQbAutoRun, ...errors },
    },
    handler: async (req) => auto.getRun(db(), currentAuth(req).user, req.params.id),
  });

  app.post('/api/qb/auto-generate/:id/stop', {
    config,
    schema: {
      tags,
      summary: 'Stop after the request in flight',
      params: ZQbAutoIdParams,
      response: { 200: ZQbAutoRun, ...errors },
    },
    handler: async (req) => auto.requestStop(db(), currentAuth(req).user, req.params.id),
  });
}
