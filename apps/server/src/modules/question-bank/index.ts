import type { FastifyInstance } from 'fastify';
import hierarchyRoutes from './hierarchy.routes';
import questionBankRoutes from './question-bank.routes';

export default async function questionBankModule(app: FastifyInstance) {
  await app.register(hierarchyRoutes, { prefix: '/api/qb' });
  await app.register(questionBankRoutes);
}
