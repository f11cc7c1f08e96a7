import type { QbAutoProgressData, QbAutoRun, QbAutoStart } from '@app/shared/schemas/qb-auto';
import { QB_AUTO_JOB } from '@app/shared/schemas/qb-auto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveChannel } from '../../../lib/live-channel';
import { getToken } from '../../../lib/session-storage';

const key = ['qb', 'auto', 'current'] as const;

export const currentRunQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async () => (await apiRequest<{ run: QbAutoRun | null }>('/qb/auto-generate/current')).run,
  });
export const useCurrentRun = () => useQuery(currentRunQueryOptions());

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QbAutoStart) => apiRequest<QbAutoRun>('/qb/auto-generate', { method: 'POST', body }),
    onSuccess: (run) => queryClient.setQueryData(key, run),
  });
}

export function useStopRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<QbAutoRun>(`/qb/auto-generate/${id}/stop`, { method: 'POST' }),
    onSuccess: (run) => queryClient.setQueryData(key, run),
  });
}

/**
 * Follows the run on the live channel: each request's counters and log line are merged into the cached run; after a
 * (re)connect the run is refetched, so a closed tab or a dropped socket misses nothing.
 */
export function useLiveRun(userId: string) {
  const queryClient = useQueryClient();
  useLiveChannel(userId, getToken(), (event) => {
    if (event.type === 'ready') {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    if (event.type !== 'job.progress' || event.job !== QB_AUTO_JOB) return;
    const data = event.data as unknown as QbAutoProgressData | undefined;
    queryClient.setQueryData<QbAutoRun | null>(key, (run) => {
      if (!run || run.id !== event.ref || !data) {
        void queryClient.invalidateQueries({ queryKey: key });
        return run;
      }
      const status = (event.message as QbAutoRun['status'] | undefined) ?? run.status;
      return {
        ...run,
        status,
        counters: data.counters,
        requests_done: data.requests_done,
        progress: event.progress,
        stop_requested: data.stop_requested,
        log: data.line ? [...run.log, data.line] : run.log,
        finished_at: status === 'running' ? null : (data.line?.at ?? run.finished_at),
      };
    });
  });
}
