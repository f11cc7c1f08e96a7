import type { ComparisonResponse, Evaluation } from '@app/shared/schemas/evaluations';
import type { TaskDto } from '@app/shared/schemas/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const evaluationKeys = {
  all: ['evaluations'] as const,
  task: (taskId: string) => [...evaluationKeys.all, 'task', taskId] as const,
  child: (childId: string) => [...evaluationKeys.all, 'child', childId] as const,
  comparison: (taskId: string) => [...evaluationKeys.all, 'comparison', taskId] as const,
};

export interface TaskEvaluation {
  evaluation: Evaluation;
  task: TaskDto;
}

export function getTaskEvaluation(taskId: string): Promise<TaskEvaluation> {
  return apiRequest<TaskEvaluation>(`/tasks/${encodeURIComponent(taskId)}/evaluation`);
}

export const taskEvaluationQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: evaluationKeys.task(taskId),
    queryFn: () => getTaskEvaluation(taskId),
    enabled: Boolean(taskId),
    retry: false,
  });

export function useTaskEvaluation(taskId: string | null) {
  return useQuery(taskEvaluationQueryOptions(taskId ?? ''));
}

export function getChildEvaluations(
  childId: string,
  limit = 20,
): Promise<{ evaluations: TaskEvaluation[]; next_cursor: string | null }> {
  return apiRequest(`/children/${encodeURIComponent(childId)}/evaluations?limit=${limit}`);
}

export const childEvaluationsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: evaluationKeys.child(childId),
    queryFn: () => getChildEvaluations(childId),
    enabled: Boolean(childId),
  });

export function useChildEvaluations(childId: string) {
  return useQuery(childEvaluationsQueryOptions(childId));
}

export function getComparison(taskId: string): Promise<ComparisonResponse> {
  return apiRequest<ComparisonResponse>(`/tasks/${encodeURIComponent(taskId)}/comparison`);
}

export const comparisonQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: evaluationKeys.comparison(taskId),
    queryFn: () => getComparison(taskId),
    enabled: Boolean(taskId),
    retry: false,
  });

export function useComparison(taskId: string | null) {
  return useQuery(comparisonQueryOptions(taskId ?? ''));
}
