import type { FastifyInstance } from 'fastify';
import { registerFileAccessRule } from '../files/files.service';
import { parentHasSharedFile } from './study.service';
import studyRoutes from './study.routes';

// A shared file may be read by its teacher (owner) and by the parents of the children it was given to.
registerFileAccessRule('study_share', (user, file, { db }) =>
  user.role === 'parent' ? parentHasSharedFile(db, user.id, file.id) : Promise.resolve(false),
);

export default async function studyModule(app: FastifyInstance) {
  await app.register(studyRoutes);
}
