import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ArchivedTasks, TaskList } from './task-types';

export type ChildTaskList = 'pending' | 'completed';

export const taskKeys = {
  all: ['tasks'] as const,
  childList: (childId: string, list: ChildTaskList, ownerId?: string | null) =>
    [...taskKeys.all, 'child', childId, list, ownerId ?? 'all'] as const,
  archived: () => [...taskKeys.all, 'archived'] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
  answerKey: (taskId: string) => [...taskKeys.all, 'answer-key', taskId] as const,
};

const PAGE = 50;

export function getChildTasks(
  childId: string,
  list: ChildTaskList,
  cursor?: string | null,
  ownerId?: string | null,
): Promise<TaskList> {
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (cursor) q.set('cursor', cursor);
  // A learning space (the parent's own, or one coach's) shows the tasks that adult gave.
  if (ownerId) q.set('owner_id', ownerId);
  return apiRequest<TaskList>(`/children/${encodeURIComponent(childId)}/tasks/${list}?${q}`);
}

/** A child's pending or completed tasks, keyset-paged (Load more); `ownerId` keeps one adult's tasks. */
export const childTasksQueryOptions = (childId: string, list: ChildTaskList, ownerId?: string | null) =>
  infiniteQueryOptions({
    queryKey: taskKeys.childList(childId, list, ownerId),
    queryFn: ({ pageParam }) => getChildTasks(childId, list, pageParam, ownerId),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useChildTasks(childId: string, list: ChildTaskList, ownerId?: string | null) {
  return useInfiniteQuery(childTasksQueryOptions(childId, list, ownerId));
}

export function getArchivedTasks(cursor?: string | null): Promise<ArchivedTasks> {
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (cursor) q.set('cursor', cursor);
  return apiRequest<ArchivedTasks>(`/tasks/archived?${q}`);
}

export const archivedTasksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: taskKeys.archived(),
    queryFn: ({ pageParam }) => getArchivedTasks(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useArchivedTasks(enabled: boolean) {
  return useInfiniteQuery({ ...archivedTasksQueryOptions(), enabled });
}
