import { ZAiConfig, ZAiConfigSaved, ZAiConfigView, ZAvailableModels, ZError } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import * as service from './ai-config.service';

const errors = { 400: ZError, 401: ZError, 403: ZError };
const config = { roles: ['super_admin'] as const };

/** The super admin's AI Config tab (spec 01 §7 Admin). */
export default async function aiConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('', {
    config,
    schema: {
      tags,
      summary: 'The AI configuration (the defaults until one is saved)',
      response: { 200: ZAiConfigView, ...errors },
    },
    handler: async () => service.getAiConfigView(app.deps.db.db, app.aiConfig),
  });

  app.put('', {
    config,
    schema: {
      tags,
      summary: 'Save the whole AI configuration',
      description:
        'Refused with 400 when a chosen provider cannot serve calls: a provider without its key in the ' +
        'environment, or OpenAI-compatible without a base URL. Applies to the next generation.',
      body: ZAiConfig,
      response: { 200: ZAiConfigSaved, ...errors },
    },
    handler: async (req) => {
      const { user } = currentAuth(req);
      return service.saveAiConfig(
        { db: app.deps.db.db, store: app.aiConfig, now: app.deps.clock(), ip: req.ip },
        user.id,
        req.body,
      );
    },
  });

  app.get('/available-models', {
    config,
    schema: {
      tags,
      summary: 'Models per provider, and which providers the server keys make usable',
      response: { 200: ZAvailableModels, ...errors },
    },
    handler: async () => service.listAvailableModels(await app.aiConfig.get(), app.aiConfig.keys),
  });
}
