import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin.routes';
// The tasks and coaching domains' counts and Clear Tasks (registered on import; see admin.registry.ts).
import '../tasks/tasks.admin-stats';
import '../coaching/coaching.admin-stats';

export default async function adminModule(app: FastifyInstance) {
  await app.register(adminRoutes, { prefix: '/api/admin' });
}
