import type { z } from 'zod';
import type { ZAssignBody, ZAssignResponse } from '@app/shared/schemas/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type AssignWorksheetBody = z.input<typeof ZAssignBody>;
export type AssignWorksheetResponse = z.infer<typeof ZAssignResponse>;

export function assignWorksheet({
  worksheetId,
  body,
}: {
  worksheetId: string;
  body: AssignWorksheetBody;
}): Promise<AssignWorksheetResponse> {
  return apiRequest<AssignWorksheetResponse>(`/tasks/assign/${encodeURIComponent(worksheetId)}`, {
    method: 'POST',
    body,
  });
}

export function useAssignWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignWorksheet,
    // The task lists live in the tasks feature under the 'tasks' key root.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
