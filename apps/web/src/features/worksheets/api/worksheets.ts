import type { Worksheet } from '@app/shared/schemas/worksheets';
import type { z } from 'zod';
import type { ZReferenceUpload, ZWorksheetGenerateBody, ZWorksheetUpdateBody } from '@app/shared/schemas/worksheets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';

export type GenerateWorksheetBody = z.input<typeof ZWorksheetGenerateBody>;
export type UpdateWorksheetBody = z.input<typeof ZWorksheetUpdateBody>;
export type ReferenceUpload = z.infer<typeof ZReferenceUpload>;

export const worksheetKeys = {
  all: ['worksheets'] as const,
  detail: (id: string) => [...worksheetKeys.all, 'detail', id] as const,
};

export function generateWorksheet(body: GenerateWorksheetBody): Promise<Worksheet> {
  return apiRequest<Worksheet>('/worksheets/generate', { method: 'POST', body });
}

export function useGenerateWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateWorksheet,
    onSuccess: (ws) => queryClient.setQueryData(worksheetKeys.detail(ws.id), ws),
  });
}

/** The timestamp defeats any cache between us and the server (spec 02 §7). */
export function getWorksheet(id: string): Promise<Worksheet> {
  return apiRequest<Worksheet>(`/worksheets/${encodeURIComponent(id)}?timestamp=${Date.now()}`);
}

export const worksheetQueryOptions = (id: string) =>
  queryOptions({ queryKey: worksheetKeys.detail(id), queryFn: () => getWorksheet(id), enabled: Boolean(id) });

export function useWorksheet(id: string | null) {
  return useQuery(worksheetQueryOptions(id ?? ''));
}

export function updateWorksheet({ id, body }: { id: string; body: UpdateWorksheetBody }): Promise<Worksheet> {
  return apiRequest<Worksheet>(`/worksheets/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

/** After an edit the worksheet is reloaded (spec 02 §7), so the preview shows it as the server now has it. */
export function useUpdateWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorksheet,
    onSuccess: (_ws, { id }) => queryClient.invalidateQueries({ queryKey: worksheetKeys.detail(id) }),
  });
}

export function uploadReference(file: File): Promise<ReferenceUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<ReferenceUpload>('/worksheets/upload-reference', form);
}

export function useUploadReference() {
  return useMutation({ mutationFn: uploadReference });
}
