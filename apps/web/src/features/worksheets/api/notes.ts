import type { Notes, ZNotesGenerateBody } from '@app/shared/schemas/notes';
import type { NotesAssignBody, ZNotesAssignResponse } from '@app/shared/schemas/study';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type GenerateNotesBody = z.input<typeof ZNotesGenerateBody>;
export type AssignNotesResponse = z.infer<typeof ZNotesAssignResponse>;

export function generateNotes(body: GenerateNotesBody): Promise<Notes> {
  return apiRequest<Notes>('/notes/generate', { method: 'POST', body });
}

export function useGenerateNotes() {
  return useMutation({ mutationFn: generateNotes });
}

export function assignNotes({ noteId, body }: { noteId: string; body: NotesAssignBody }): Promise<AssignNotesResponse> {
  return apiRequest<AssignNotesResponse>(`/notes/${encodeURIComponent(noteId)}/assign`, { method: 'POST', body });
}

export function useAssignNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignNotes,
    // Study Support lists live in the study feature under the 'study' key root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['study'] }),
  });
}
