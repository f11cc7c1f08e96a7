import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin.routes';

export default async function adminModule(app: FastifyInstance) {
  await app.register(adminRoutes, { prefix: '/api/admin' });
}
