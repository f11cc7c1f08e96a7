import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-lists';
import type { TaskActionResponse } from './task-types';

export type TaskAction = 'delete' | 'reassign' | 'archive';

export function runTaskAction({ taskId, action }: { taskId: string; action: TaskAction }): Promise<TaskActionResponse> {
  const path = `/tasks/${encodeURIComponent(taskId)}`;
  if (action === 'delete') return apiRequest<TaskActionResponse>(path, { method: 'DELETE' });
  return apiRequest<TaskActionResponse>(`${path}/${action}`, { method: 'PATCH' });
}

/** Delete (pending), reassign and archive (completed): every task list may change. */
export function useTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runTaskAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
