import type { Db } from '../../db/client';
import type { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../../policy/policy';
import { findTaskView, type TaskView } from '../tasks/tasks.repository';
import { loadTaskFor as loadTaskForRead } from '../tasks/tasks.service';

export type { TaskView };
export { findTaskView };
export { toTaskDto } from '../tasks/tasks.mapper';

/**
 * The task if the actor may read it (the tasks policy: the child's parent, the adult who gave it, a child view of
 * that child); 404 otherwise. `otherChild` answers a child view asking for a sibling's task instead (the
 * comparison's 403 "You can only view your own work!").
 */
export async function loadTaskFor(
  db: Db,
  actor: Actor,
  id: string,
  opts: { otherChild?: AppError } = {},
): Promise<TaskView> {
  if (opts.otherChild && actor.activeChildId && isUuid(id)) {
    const view = await findTaskView(db, id);
    if (view && view.childParentId === actor.userId && view.task.childId !== actor.activeChildId) throw opts.otherChild;
  }
  return loadTaskForRead(db, actor, 'task:read', id);
}
