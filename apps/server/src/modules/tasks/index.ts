import type { FastifyInstance } from 'fastify';
import { registerWorksheetReadRule } from '../worksheets/worksheets.service';
import { userReachesWorksheetThroughTask } from './tasks.repository';
import tasksRoutes from './tasks.routes';

// A worksheet given as a task may be read by the task's owner and by the parents of the children who have it.
registerWorksheetReadRule((user, row, { db }) => userReachesWorksheetThroughTask(db, user.id, row.id));

export default async function tasksModule(app: FastifyInstance) {
  await app.register(tasksRoutes);
}
