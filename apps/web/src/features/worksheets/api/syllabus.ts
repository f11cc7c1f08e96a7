import type { SyllabusResponse } from '@app/shared/schemas/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SyllabusParams {
  subject: string;
  grade: number;
  board?: string | null;
  bookId?: string | null;
  childId?: string | null;
}

export function getSyllabus(p: SyllabusParams): Promise<SyllabusResponse> {
  const q = new URLSearchParams({ grade: String(p.grade) });
  if (p.board) q.set('board', p.board);
  if (p.bookId) q.set('book_id', p.bookId);
  if (p.childId) q.set('child_id', p.childId);
  return apiRequest<SyllabusResponse>(`/syllabus/${encodeURIComponent(p.subject)}?${q}`);
}

export const syllabusQueryOptions = (p: SyllabusParams) =>
  queryOptions({
    queryKey: ['worksheets', 'syllabus', p],
    queryFn: () => getSyllabus(p),
    enabled: Boolean(p.subject),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useSyllabus(p: SyllabusParams) {
  return useQuery(syllabusQueryOptions(p));
}
