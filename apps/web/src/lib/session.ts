import type { MeResponse, User } from '@app/shared/schemas/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, apiRequest } from './api-client';
import { clearSession, getSessionSnapshot, subscribeSession } from './session-storage';

// The signed-in user is server state (GET /auth/me); the token and flag are local state.
// Several features read the session, so it lives here rather than in one feature.

export const meQueryRoot = ['auth', 'me'] as const;

export function getMe(): Promise<MeResponse> {
  return apiRequest<MeResponse>('/auth/me');
}

export function meQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...meQueryRoot, token],
    queryFn: getMe,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useStoredSession(): { token: string | null; verified: boolean } {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, () => '|0');
  const [token, verified] = snapshot.split('|');
  return { token: token || null, verified: verified === '1' };
}

/** Server-side truth: a teacher needs no code; everybody else must have passed it in this session. */
export function isSessionAccepted(me: MeResponse): boolean {
  return me.role === 'coaching_teacher' || me.access_verified;
}

export type Session =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'authenticated'; user: MeResponse };

export function useSession(): Session {
  const { token, verified } = useStoredSession();
  const enabled = Boolean(token) && verified;
  const query = useQuery({ ...meQueryOptions(token ?? ''), enabled });
  const rejected = enabled && query.data !== undefined && !isSessionAccepted(query.data);

  useEffect(() => {
    if (rejected) clearSession();
  }, [rejected]);

  if (!enabled || rejected) return { status: 'anonymous' };
  // A 401 is being handled by the api client (session cleared, page going to `/`): keep showing the spinner.
  if (query.isPending || (query.error instanceof ApiError && query.error.status === 401)) return { status: 'loading' };
  if (query.isError || !query.data) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'authenticated', user: query.data };
}

/** Merges a fresh public user (e.g. after a profile update) into the cached session. */
export function useMergeSessionUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) => {
    queryClient.setQueriesData<MeResponse>({ queryKey: meQueryRoot }, (old) => (old ? { ...old, ...user } : old));
  };
}
