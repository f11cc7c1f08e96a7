import type { FastifyInstance } from 'fastify';
import coachingRoutes from './coaching.routes';

export default async function coachingModule(app: FastifyInstance) {
  await app.register(coachingRoutes);
}
