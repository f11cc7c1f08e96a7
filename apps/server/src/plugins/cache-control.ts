import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers are personal (a child's marks, a family's notifications): no browser or proxy may keep them, so a
 * shared computer's back button or cache never shows them to the next person. A route that sets its own
 * Cache-Control (a file download) keeps it.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'cache-control' },
);
