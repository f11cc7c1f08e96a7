import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Batch, BatchBody } from './coaching-types';

// Batches and everything derived from them share the 'coaching' root so one invalidation refreshes the workspace.
export const coachingKeys = {
  all: ['coaching'] as const,
  batches: () => [...coachingKeys.all, 'batches'] as const,
  batchStudents: (id: string) => [...coachingKeys.all, 'batch-students', id] as const,
  relationships: () => [...coachingKeys.all, 'relationships'] as const,
  sent: () => [...coachingKeys.all, 'requests', 'sent'] as const,
  pending: () => [...coachingKeys.all, 'requests', 'pending'] as const,
  status: (batchId: string, view: 'active' | 'archived') => [...coachingKeys.all, 'status', batchId, view] as const,
  submissions: (group: string) => [...coachingKeys.all, 'submissions', group] as const,
  analysis: (batchId: string) => [...coachingKeys.all, 'analysis', batchId] as const,
  reportCard: (batchId: string) => [...coachingKeys.all, 'report-card', batchId] as const,
  targets: () => [...coachingKeys.all, 'targets'] as const,
  parentEmail: (email: string) => [...coachingKeys.all, 'parent-email', email] as const,
};

export async function getBatches(): Promise<Batch[]> {
  return (await apiRequest<{ batches: Batch[] }>('/batches')).batches;
}

export const batchesQueryOptions = () => queryOptions({ queryKey: coachingKeys.batches(), queryFn: getBatches });

export function useBatches() {
  return useQuery(batchesQueryOptions());
}

export async function createBatch(body: BatchBody): Promise<Batch> {
  return (await apiRequest<{ batch: Batch }>('/batches', { method: 'POST', body })).batch;
}

export async function updateBatch({ id, body }: { id: string; body: BatchBody }): Promise<Batch> {
  return (await apiRequest<{ batch: Batch }>(`/batches/${encodeURIComponent(id)}`, { method: 'PUT', body })).batch;
}

/** The server checks the teacher's password with the delete itself, so a wrong one deletes nothing. */
export function deleteBatch({ id, password }: { id: string; password: string }) {
  return apiRequest<{ message: string }>(`/batches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: { password },
    // A wrong password is an answer for this form, not a lost session.
    skipUnauthorizedRedirect: true,
  });
}

function useInvalidateCoaching() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coachingKeys.all });
}

export function useCreateBatch() {
  const onSettled = useInvalidateCoaching();
  return useMutation({ mutationFn: createBatch, onSettled });
}

export function useUpdateBatch() {
  const onSettled = useInvalidateCoaching();
  return useMutation({ mutationFn: updateBatch, onSettled });
}

export function useDeleteBatch() {
  const onSettled = useInvalidateCoaching();
  return useMutation({ mutationFn: deleteBatch, onSettled });
}
