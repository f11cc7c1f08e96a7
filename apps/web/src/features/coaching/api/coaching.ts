import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coachingKeys } from './batches';
import type {
  AssignmentTargets,
  CoachingRelationship,
  CoachingRequestBody,
  CoachingRequestResponse,
  CoachingSummary,
  PendingCoachingRequest,
  SentCoachingRequest,
} from './coaching-types';

const enc = encodeURIComponent;

export const relationshipsQueryOptions = () =>
  queryOptions({
    queryKey: coachingKeys.relationships(),
    queryFn: async () =>
      (await apiRequest<{ relationships: CoachingRelationship[] }>(`/coaching/relationships${ALL}`)).relationships,
  });

/** The teacher's students, or (for a parent) the coaches of the family's children. */
export function useRelationships(enabled = true) {
  return useQuery({ ...relationshipsQueryOptions(), enabled });
}

export function useSentRequests() {
  return useQuery({
    queryKey: coachingKeys.sent(),
    queryFn: async () =>
      (await apiRequest<{ requests: SentCoachingRequest[] }>(`/coaching/requests/sent${ALL}`)).requests,
  });
}

export function usePendingRequests(enabled = true) {
  return useQuery({
    queryKey: coachingKeys.pending(),
    queryFn: async () =>
      (await apiRequest<{ requests: PendingCoachingRequest[] }>(`/coaching/requests/pending${ALL}`)).requests,
    enabled,
  });
}

export interface ParentEmailCheck {
  exists: boolean;
  parent_name: string | null;
}

// Lists are keyset-paged on the server; a teacher's students and requests fit in the largest page.
const ALL = '?limit=100';

/** Checked as the teacher types (debounced by the caller); only a real answer is kept. */
export function useCheckParentEmail(email: string | null) {
  return useQuery({
    queryKey: coachingKeys.parentEmail(email ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ParentEmailCheck>(`/coaching/check-parent-email/${enc(email ?? '')}`, { signal }),
    enabled: Boolean(email),
    retry: false,
    staleTime: 30_000,
  });
}

export function useAssignmentTargets(enabled = true) {
  return useQuery({
    queryKey: coachingKeys.targets(),
    queryFn: () => apiRequest<AssignmentTargets>('/coaching/assignment-targets'),
    enabled,
  });
}

function useCoachingMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Requests, relationships and batch counts all move together; children change when a parent approves.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: coachingKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['children'] });
    },
  });
}

export const useSendRequest = () =>
  useCoachingMutation((body: CoachingRequestBody) =>
    apiRequest<CoachingRequestResponse>('/coaching/request', { method: 'POST', body }),
  );

export const useCancelRequest = () =>
  useCoachingMutation((id: string) =>
    apiRequest<{ message: string }>(`/coaching/requests/${enc(id)}`, { method: 'DELETE' }),
  );

export const useRespondToRequest = () =>
  useCoachingMutation(
    ({ id, status, childId }: { id: string; status: 'approved' | 'denied'; childId: string | null }) =>
      apiRequest<{ message: string }>(`/coaching/requests/${enc(id)}`, {
        method: 'PUT',
        body: { status, child_id: childId },
      }),
  );

export const useMoveStudent = () =>
  useCoachingMutation(({ id, batchId }: { id: string; batchId: string | null }) =>
    apiRequest<CoachingRelationship>(`/coaching/relationships/${enc(id)}`, {
      method: 'PUT',
      body: { batch_id: batchId },
    }),
  );

export const useRemoveStudent = () =>
  useCoachingMutation((id: string) =>
    apiRequest<{ message: string }>(`/coaching/relationships/${enc(id)}`, { method: 'DELETE' }),
  );

/** Spec 02 §2.18: a coach's tasks for one child, as the parent sees them. */
export function useCoachingSummary(childId: string, coachId: string | null) {
  return useQuery({
    queryKey: [...coachingKeys.all, 'summary', childId, coachId ?? ''] as const,
    queryFn: () =>
      apiRequest<CoachingSummary>(`/coaching/children/${enc(childId)}/summary?coach_id=${enc(coachId ?? '')}`),
    enabled: Boolean(coachId),
  });
}
