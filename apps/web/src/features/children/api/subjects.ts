import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { childrenKeys } from './children';

/** The subject pills of a child: its board and grade's subjects plus those of its tasks. */
export function getChildSubjects(childId: string): Promise<{ subjects: string[] }> {
  return apiRequest<{ subjects: string[] }>(`/children/${encodeURIComponent(childId)}/subjects`);
}

export const childSubjectsQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...childrenKeys.detail(childId), 'subjects'],
    queryFn: () => getChildSubjects(childId),
    staleTime: 5 * 60_000,
  });

export function useChildSubjects(childId: string) {
  return useQuery(childSubjectsQueryOptions(childId));
}
