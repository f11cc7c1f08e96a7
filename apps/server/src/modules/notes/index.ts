import type { FastifyInstance } from 'fastify';
import notesRoutes from './notes.routes';

export default async function notesModule(app: FastifyInstance) {
  await app.register(notesRoutes);
}
