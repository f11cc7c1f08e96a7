import type { FastifyInstance } from 'fastify';
import hierarchyRoutes from './hierarchy.routes';
import qbAutoRoutes from './qb-auto.routes';
import questionBankRoutes from './question-bank.routes';

export default async function questionBankModule(app: FastifyInstance) {
  await app.register(hierarchyRoutes, { prefix: '/api/qb' });
  await app.register(questionBankRoutes);
  await app.register(qbAutoRoutes);
}
