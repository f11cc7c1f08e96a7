import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coachingKeys } from './batches';
import type { BatchAnalysis, GroupSubmissions, ReportCard, TaskStatusResponse } from './coaching-types';

const enc = encodeURIComponent;

export const taskStatusQueryOptions = (batchId: string, view: 'active' | 'archived') =>
  queryOptions({
    queryKey: coachingKeys.status(batchId, view),
    queryFn: () =>
      apiRequest<TaskStatusResponse>(`/coaching/tasks/status?batch_id=${enc(batchId)}&view=${view}&limit=100`),
  });

/** The status board of the active batch (spec 02 §2.9); the answer carries both views' counts for the toggle. */
export function useTaskStatus(batchId: string | null, view: 'active' | 'archived') {
  return useQuery({ ...taskStatusQueryOptions(batchId ?? '', view), enabled: Boolean(batchId) });
}

export function useGroupSubmissions(group: string | null) {
  return useQuery({
    queryKey: coachingKeys.submissions(group ?? ''),
    queryFn: () =>
      apiRequest<GroupSubmissions>(`/coaching/tasks/${enc(group ?? '')}/submissions?timestamp=${Date.now()}`),
    enabled: Boolean(group),
    retry: false,
  });
}

export function useBatchAnalysis(batchId: string | null) {
  return useQuery({
    queryKey: coachingKeys.analysis(batchId ?? ''),
    queryFn: () => apiRequest<BatchAnalysis>(`/coaching/batch/${enc(batchId ?? '')}/analysis`),
    enabled: Boolean(batchId),
    retry: false,
  });
}

export function useReportCard(batchId: string | null) {
  return useQuery({
    queryKey: coachingKeys.reportCard(batchId ?? ''),
    queryFn: () => apiRequest<ReportCard>(`/coaching/batch/${enc(batchId ?? '')}/report-card`),
    enabled: Boolean(batchId),
    retry: false,
  });
}

export type GroupAction = 'delete' | 'reassign' | 'archive';

/** Task actions on one task of a group (the server applies delete and archive to the whole group). */
export function useGroupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, action }: { taskId: string; action: GroupAction }) => {
      const path = `/tasks/${enc(taskId)}`;
      if (action === 'delete') return apiRequest<{ message: string }>(path, { method: 'DELETE' });
      return apiRequest<{ message: string }>(`${path}/${action}`, { method: 'PATCH' });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}
