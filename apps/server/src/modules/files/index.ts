import type { FastifyInstance } from 'fastify';
import filesRoutes from './files.routes';

export default async function filesModule(app: FastifyInstance) {
  await app.register(filesRoutes, { prefix: '/api/files' });
}
