import type { MockAttempt, MockResult } from '@app/shared/schemas/olympiad';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const base = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}/mock`;

export const mockKeys = {
  attempt: (taskId: string) => ['tasks', 'mock', taskId] as const,
  result: (taskId: string) => ['tasks', 'mock', taskId, 'result'] as const,
};

/** The attempt is re-read now and then so the countdown follows the server's clock, never the browser's alone. */
export function useMockAttempt(taskId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: mockKeys.attempt(taskId ?? ''),
      queryFn: () => apiRequest<MockAttempt>(base(taskId!)),
      enabled: Boolean(taskId),
      refetchInterval: (q) => (q.state.data?.status === 'in_progress' ? 30_000 : false),
      refetchOnWindowFocus: true,
    }),
  );
}

export function useMockResult(taskId: string | null, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: mockKeys.result(taskId ?? ''),
      queryFn: () => apiRequest<MockResult>(`${base(taskId!)}/result`),
      enabled: Boolean(taskId) && enabled,
      // Multiple choice is marked at once; a queued evaluation is polled briefly.
      refetchInterval: (q) => (q.state.data?.status === 'evaluating' ? 2_000 : false),
    }),
  );
}

function useAttemptMutation<V>(taskId: string, call: (v: V) => Promise<MockAttempt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (attempt) => queryClient.setQueryData(mockKeys.attempt(taskId), attempt),
  });
}

export function useStartMock(taskId: string) {
  return useAttemptMutation(taskId, () => apiRequest<MockAttempt>(`${base(taskId)}/start`, { method: 'POST' }));
}

/** Saves answers as they are given (merged on the server; a repeat changes nothing). */
export function useSaveMockAnswers(taskId: string) {
  return useAttemptMutation(taskId, (answers: Record<string, string>) =>
    apiRequest<MockAttempt>(`${base(taskId)}/answers`, { method: 'PUT', body: { answers } }),
  );
}

export function useSubmitMock(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, string>) =>
      apiRequest<MockAttempt>(`${base(taskId)}/submit`, { method: 'POST', body: { answers } }),
    onSuccess: (attempt) => {
      queryClient.setQueryData(mockKeys.attempt(taskId), attempt);
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
    // Time was up (409): the paper closed on the server with what it held; the attempt read shows the result.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
