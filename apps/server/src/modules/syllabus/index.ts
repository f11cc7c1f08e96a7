import type { FastifyInstance } from 'fastify';
import booksRoutes from './books.routes';
import syllabusRoutes from './syllabus.routes';

export default async function syllabusModule(app: FastifyInstance) {
  await app.register(syllabusRoutes);
  await app.register(booksRoutes);
}
