import type { FastifyInstance } from 'fastify';
import { evaluationDeps } from '../evaluations/index';
import { registerFileAccessRule } from '../files/files.service';
import { submissionFileReaders } from './submissions.repository';
import submissionsRoutes from './submissions.routes';

// A submitted page may be read by the child's parent (and so the child's view) and the adult who assigned the task
// (a coach while they still coach the child).
registerFileAccessRule('submission', async (user, file, ctx) => {
  const readers = await submissionFileReaders(ctx.db, file.id);
  return readers.some(
    (r) => r.parentId === user.id || (r.ownerId === user.id && (r.ownerId === r.parentId || r.ownerLinked)),
  );
});

export default async function submissionsModule(app: FastifyInstance) {
  await app.register(submissionsRoutes, { evaluation: evaluationDeps(app) });
}
