import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-lists';
import type { TaskAnswerKey, TaskDetail } from './task-types';

export function getTaskWorksheet(taskId: string): Promise<TaskDetail> {
  return apiRequest<TaskDetail>(`/tasks/${encodeURIComponent(taskId)}/worksheet`);
}

export const taskWorksheetQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: () => getTaskWorksheet(taskId),
    enabled: Boolean(taskId),
  });

export function useTaskWorksheet(taskId: string | null) {
  return useQuery(taskWorksheetQueryOptions(taskId ?? ''));
}

export function getTaskAnswerKey(taskId: string): Promise<TaskAnswerKey> {
  return apiRequest<TaskAnswerKey>(`/tasks/${encodeURIComponent(taskId)}/answer-key`);
}

export const taskAnswerKeyQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.answerKey(taskId),
    queryFn: () => getTaskAnswerKey(taskId),
    enabled: Boolean(taskId),
  });

export function useTaskAnswerKey(taskId: string | null) {
  return useQuery(taskAnswerKeyQueryOptions(taskId ?? ''));
}
