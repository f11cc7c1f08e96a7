import type { FastifyInstance } from 'fastify';
import { registerFileAccessRule } from '../files/files.service';
import { coachMayReadPhoto } from './coaching.repository';
import coachingRoutes from './coaching.routes';

// A teacher sees the photos of the children they coach (and of no other child).
registerFileAccessRule('child_photo', (user, file, { db }) =>
  user.role === 'coaching_teacher' ? coachMayReadPhoto(db, user.id, file.id) : Promise.resolve(false),
);

export default async function coachingModule(app: FastifyInstance) {
  await app.register(coachingRoutes);
}
