import type { ZEvaluationEditBody, ZEvaluationEditResponse } from '@app/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './task-lists';

export type EvaluationEditBody = z.input<typeof ZEvaluationEditBody>;
export type EvaluationEditResponse = z.infer<typeof ZEvaluationEditResponse>;

export function editEvaluation(id: string, body: EvaluationEditBody): Promise<EvaluationEditResponse> {
  return apiRequest<EvaluationEditResponse>(`/evaluations/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Saves an edit; the comparison and task lists show the new overall and grade. */
export function useEditEvaluation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EvaluationEditBody }) => editEvaluation(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
