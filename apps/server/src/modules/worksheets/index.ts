import type { FastifyInstance } from 'fastify';
import { OLYMPIAD_JOB, olympiadJobHandler } from './olympiad.service';
import worksheetsRoutes from './worksheets.routes';

export default async function worksheetsModule(app: FastifyInstance) {
  await app.jobs.work(OLYMPIAD_JOB, olympiadJobHandler(app));
  await app.register(worksheetsRoutes);
}
