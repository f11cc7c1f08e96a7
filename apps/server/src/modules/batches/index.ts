import type { FastifyInstance } from 'fastify';
import batchesRoutes from './batches.routes';

export default async function batchesModule(app: FastifyInstance) {
  await app.register(batchesRoutes);
}
