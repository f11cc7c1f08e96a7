import type { ComparisonResponse } from '@app/shared/schemas/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-lists';

export function getTaskComparison(taskId: string): Promise<ComparisonResponse> {
  return apiRequest<ComparisonResponse>(`/tasks/${encodeURIComponent(taskId)}/comparison`);
}

export const taskComparisonQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: [...taskKeys.all, 'comparison', taskId] as const,
    queryFn: () => getTaskComparison(taskId),
    enabled: Boolean(taskId),
    // 400/403/404 are answers (pending, not yours, not evaluated yet), not glitches worth retrying.
    retry: false,
  });

export function useTaskComparison(taskId: string | null) {
  return useQuery(taskComparisonQueryOptions(taskId ?? ''));
}
