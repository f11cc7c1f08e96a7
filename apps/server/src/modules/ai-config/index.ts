import type { FastifyInstance } from 'fastify';
import aiConfigRoutes from './ai-config.routes';

export default async function aiConfigModule(app: FastifyInstance) {
  await app.register(aiConfigRoutes, { prefix: '/api/admin/ai-config' });
}
