import type { FastifyInstance } from 'fastify';
import notificationRoutes from './notifications.routes';

export default async function notificationsModule(app: FastifyInstance) {
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
}
