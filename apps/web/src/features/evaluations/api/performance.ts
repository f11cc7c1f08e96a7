import type { Performance } from '@app/shared/schemas/review';
import type { TaskDto } from '@app/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { evaluationKeys } from './evaluations';

export function getPerformance(childId: string): Promise<Performance> {
  return apiRequest<Performance>(`/children/${encodeURIComponent(childId)}/performance`);
}

export const performanceQueryOptions = (childId: string) =>
  queryOptions({ queryKey: [...evaluationKeys.all, 'performance', childId], queryFn: () => getPerformance(childId) });

export function usePerformance(childId: string) {
  return useQuery(performanceQueryOptions(childId));
}

/** The latest completed tasks (My Recent Results shows 3). */
export function getRecentCompleted(childId: string): Promise<{ tasks: TaskDto[] }> {
  return apiRequest(`/children/${encodeURIComponent(childId)}/tasks/completed?limit=3`);
}

export function useRecentCompleted(childId: string) {
  return useQuery({
    queryKey: ['tasks', 'child', childId, 'recent-completed'],
    queryFn: () => getRecentCompleted(childId),
  });
}
