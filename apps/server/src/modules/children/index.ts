import type { FastifyInstance } from 'fastify';
import { allowInChildView } from '../../plugins/auth';
import { registerFileAccessRule } from '../files/files.service';
import childrenRoutes from './children.routes';
import { isPhotoOfChild, parentMayReadPhoto } from './children.service';

// A child's photo: its parent may read it (they upload it, so they own it; the rule keeps that true whoever uploads).
registerFileAccessRule('child_photo', (user, file, { db }) => parentMayReadPhoto(db, user.id, file.id));

// Routes of other modules a child-view session may use, and on what (ARCHITECTURE.md "Security").
allowInChildView('GET', '/api/files/:id', (req, childId) =>
  isPhotoOfChild(req.server.deps.db.db, childId, (req.params as { id: string }).id),
);
allowInChildView('GET', '/api/notifications');
allowInChildView('PATCH', '/api/notifications/mark-all-read');
allowInChildView('PATCH', '/api/notifications/:id/read');

export default async function childrenModule(app: FastifyInstance) {
  await app.register(childrenRoutes, { prefix: '/api/children' });
}
