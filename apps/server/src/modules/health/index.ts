import { ZError } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export default async function healthModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', {
    schema: { tags: ['system'], summary: 'Process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    config: { auth: 'none' },
    handler: async () => ({ status: 'ok' as const }),
  });
  app.get('/api/ready', {
    schema: {
      tags: ['system'],
      summary: 'Database reachable',
      response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: ZError },
    },
    config: { auth: 'none' },
    handler: async (_req, reply) => {
      try {
        await app.deps.db.query('select 1');
        return { status: 'ready' as const, database: app.deps.db.kind };
      } catch {
        return reply.status(503).send({ detail: 'Database unavailable', code: 'not_ready' });
      }
    },
  });
}
