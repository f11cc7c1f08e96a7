import { ZError, ZNotification } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';

const ZTestNotificationBody = z.object({
  title: z.string().min(1).max(200),
  message: z.string().max(2000),
  /** Creates this many at once (numbered titles when more than one), for the 99+ badge. */
  count: z.number().int().min(1).max(150).default(1),
});

/**
 * End-to-end tests cannot reach `app.notify` from the browser. This route lets a verified session notify itself,
 * and exists only when the server starts with E2E_TEST_HOOKS=1 (see index.ts): never in a real deployment.
 */
export default async function notificationTestHooks(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/', {
    schema: {
      hide: true,
      body: ZTestNotificationBody,
      response: { 201: z.object({ notifications: z.array(ZNotification) }), 401: ZError, 403: ZError },
    },
    handler: async (req, reply) => {
      const userId = currentAuth(req).user.id;
      const { title, message, count } = req.body;
      const notifications = [];
      for (let i = 1; i <= count; i++) {
        notifications.push(await app.notify(userId, { title: count > 1 ? `${title} ${i}` : title, message }));
      }
      return reply.status(201).send({ notifications });
    },
  });
}
