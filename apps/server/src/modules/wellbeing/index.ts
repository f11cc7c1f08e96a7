import { ZError, ZWellbeingSubmitBody, ZWellbeingSubmitResponse } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { actorOf } from '../../policy/policy';
import { submitWellbeing } from './wellbeing.service';

export default async function wellbeingModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/api/wellbeing/submit', {
    config: { childView: true, roles: ['parent'] as const },
    schema: {
      tags: ['wellbeing'],
      summary: 'Save the well-being survey after a task',
      description: 'Answers 1-5 for up to the 5 questions (the survey shows 3). Answers `emotional_insights`.',
      body: ZWellbeingSubmitBody,
      response: { 201: ZWellbeingSubmitResponse, 400: ZError, 401: ZError, 403: ZError, 404: ZError },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await submitWellbeing(app.deps.db.db, actorOf(currentAuth(req)), req.body, app.deps.clock())),
  });
}
