import type { FastifyInstance } from 'fastify';
import syllabusRoutes from './syllabus.routes';

export default async function syllabusModule(app: FastifyInstance) {
  await app.register(syllabusRoutes);
}
