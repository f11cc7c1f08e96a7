import type { FastifyInstance } from 'fastify';
import notificationRoutes from './notifications.routes';
import notificationTestHooks from './notifications.test-hooks';

export default async function notificationsModule(app: FastifyInstance) {
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  if (process.env.E2E_TEST_HOOKS === '1')
    await app.register(notificationTestHooks, { prefix: '/api/test/notifications' });
}
