import type { z } from 'zod';
import type {
  ChildSyllabus,
  ZBookPreferences,
  ZBookPreferencesSaved,
  ZChildBooksAvailable,
  ZChildBooksSaved,
  ZChildBooksSelected,
} from '@app/shared/schemas/study';
import type { BookListItem } from '@app/shared/schemas/content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Available = z.infer<typeof ZChildBooksAvailable>;
type Selected = z.infer<typeof ZChildBooksSelected>;
type Saved = z.infer<typeof ZChildBooksSaved>;
type Preferences = z.infer<typeof ZBookPreferences>;
type PreferencesSaved = z.infer<typeof ZBookPreferencesSaved>;

export const syllabusKeys = {
  all: ['syllabus-books'] as const,
  child: (childId: string) => [...syllabusKeys.all, 'child', childId] as const,
  preferences: () => [...syllabusKeys.all, 'preferences'] as const,
  catalogue: (grade: number, subject: string) => [...syllabusKeys.all, 'catalogue', grade, subject] as const,
};

const child = (id: string) => `/children/${encodeURIComponent(id)}`;

export const childSyllabusQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...syllabusKeys.child(childId), 'syllabus'],
    queryFn: () => apiRequest<ChildSyllabus>(`${child(childId)}/syllabus`),
  });
export const useChildSyllabus = (childId: string) => useQuery(childSyllabusQueryOptions(childId));

export const childBooksQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: [...syllabusKeys.child(childId), 'books'],
    queryFn: async () => {
      const [available, selected] = await Promise.all([
        apiRequest<Available>(`${child(childId)}/books/available`),
        apiRequest<Selected>(`${child(childId)}/books/selected`),
      ]);
      return { available, selected };
    },
  });
export const useChildBooks = (childId: string) => useQuery(childBooksQueryOptions(childId));

export function useSaveChildBooks(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selected_books: string[]) =>
      apiRequest<Saved>(`${child(childId)}/books/selected`, { method: 'PUT', body: { selected_books } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: syllabusKeys.child(childId) }),
        // The worksheet and notes generators read the syllabus, which starts from the chosen book.
        queryClient.invalidateQueries({ queryKey: ['worksheets', 'syllabus'] }),
      ]),
  });
}

export const usePreferences = (enabled = true) =>
  useQuery({
    queryKey: syllabusKeys.preferences(),
    queryFn: () => apiRequest<Preferences>('/coaching/book-preferences'),
    enabled,
  });

export const useCatalogue = (grade: number, subject: string) =>
  useQuery({
    queryKey: syllabusKeys.catalogue(grade, subject),
    queryFn: () =>
      apiRequest<{ books: BookListItem[] }>(
        `/books/by-curriculum?${new URLSearchParams({ grade: String(grade), subject })}`,
      ),
    enabled: Boolean(subject),
    staleTime: 10 * 60_000,
  });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { grade: number; subject: string; selected_books: string[] }) =>
      apiRequest<PreferencesSaved>('/coaching/book-preferences', { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: syllabusKeys.preferences() }),
        queryClient.invalidateQueries({ queryKey: ['worksheets', 'syllabus'] }),
      ]),
  });
}
