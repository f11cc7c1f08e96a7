import type {
  ZArchivedTask,
  ZArchivedTasks,
  ZTaskActionResponse,
  ZTaskAnswerKey,
  ZTaskList,
} from '@app/shared/schemas/tasks';
import type { z } from 'zod';

// Answers of the task routes (spec 02 §7, spec 03 §7), from the shared contract.
export type { TaskDetail } from '@app/shared/schemas/tasks';
export type TaskList = z.infer<typeof ZTaskList>;
export type TaskAnswerKey = z.infer<typeof ZTaskAnswerKey>;
export type ArchivedTask = z.infer<typeof ZArchivedTask>;
export type ArchivedTasks = z.infer<typeof ZArchivedTasks>;
export type TaskActionResponse = z.infer<typeof ZTaskActionResponse>;
