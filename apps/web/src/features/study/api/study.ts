import type { StudyAssignment, StudyList } from '@app/shared/schemas/study';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const studyKeys = {
  all: ['study'] as const,
  list: (p: StudyListParams) => [...studyKeys.all, 'list', p] as const,
};

export interface StudyListParams {
  /** The parent's chosen child; the child view and a teacher leave it out. */
  childId?: string | null;
  /** Spec 01 §6: Parent Space shows what parents gave, a coach's tab what that coach gave. */
  assignedByRole?: 'parent' | 'coaching_teacher' | null;
  assignedBy?: string | null;
}

const PAGE = 20;

export function getStudyList(p: StudyListParams, cursor?: string | null): Promise<StudyList> {
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (p.childId) q.set('child_id', p.childId);
  if (p.assignedByRole) q.set('assigned_by_role', p.assignedByRole);
  if (p.assignedBy) q.set('assigned_by', p.assignedBy);
  if (cursor) q.set('cursor', cursor);
  return apiRequest<StudyList>(`/notes/assigned?${q}`);
}

export const studyListQueryOptions = (p: StudyListParams) =>
  infiniteQueryOptions({
    queryKey: studyKeys.list(p),
    queryFn: ({ pageParam }) => getStudyList(p, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useStudyList(p: StudyListParams) {
  return useInfiniteQuery(studyListQueryOptions(p));
}

export function markStudyRead({ id, isRead }: { id: string; isRead: boolean }): Promise<StudyAssignment> {
  return apiRequest<StudyAssignment>(`/notes/assignment/${encodeURIComponent(id)}/mark-read?is_read=${isRead}`, {
    method: 'POST',
  });
}

export function useMarkStudyRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStudyRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studyKeys.all }),
  });
}
