import type { ZTaskEvaluationResponse } from '@app/shared/schemas/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-lists';

export type TaskAnalysis = z.infer<typeof ZTaskEvaluationResponse>;

/** The stored evaluation of a task, read by the Detailed Learning Analysis modal. */
export function getTaskAnalysis(taskId: string): Promise<TaskAnalysis> {
  return apiRequest<TaskAnalysis>(`/tasks/${encodeURIComponent(taskId)}/evaluation`);
}

// Under the tasks root: a saved evaluation edit (which invalidates tasks) refreshes the analysis too.
export const taskAnalysisQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: [...taskKeys.all, 'analysis', taskId] as const,
    queryFn: () => getTaskAnalysis(taskId),
    enabled: Boolean(taskId),
    retry: false,
  });

export function useTaskAnalysis(taskId: string | null) {
  return useQuery(taskAnalysisQueryOptions(taskId ?? ''));
}
