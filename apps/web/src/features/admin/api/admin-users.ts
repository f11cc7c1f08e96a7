import type {
  AdminUser,
  AdminUsersResponse,
  DangerResponse,
  DeletedCounts,
  ResetSystemBody,
} from '@app/shared/schemas/admin';
import type { Role } from '@app/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const adminRoot = ['admin'] as const;

function usersPath(p: { role?: Role | null; q?: string; cursor?: string | null; limit?: number }) {
  const s = new URLSearchParams();
  if (p.role) s.set('role', p.role);
  if (p.q) s.set('q', p.q);
  if (p.cursor) s.set('cursor', p.cursor);
  if (p.limit) s.set('limit', String(p.limit));
  const qs = s.toString();
  return `/admin/users${qs ? `?${qs}` : ''}`;
}

/** The User Management table: newest first, "Load more" follows the keyset cursor. */
export const usersQueryOptions = (role: Role | null) =>
  infiniteQueryOptions({
    queryKey: [...adminRoot, 'users', role ?? 'all'],
    queryFn: ({ pageParam }) => apiRequest<AdminUsersResponse>(usersPath({ role, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
export const useUsers = (role: Role | null) => useInfiniteQuery(usersQueryOptions(role));

/** The user pickers (Overview filter, Database per-user stats): a search by name or email. */
export const userSearchQueryOptions = (q: string, role?: Role) =>
  queryOptions({
    queryKey: [...adminRoot, 'user-search', role ?? 'all', q],
    queryFn: () => apiRequest<AdminUsersResponse>(usersPath({ q, role, limit: 20 })),
    staleTime: 30_000,
  });
export const useUserSearch = (q: string, role?: Role) => useQuery(userSearchQueryOptions(q, role));

function useAdminMutation<TVars, TRes>(fn: (v: TVars) => Promise<TRes>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRoot }) });
}

export const useToggleStatus = () =>
  useAdminMutation((id: string) =>
    apiRequest<{ message: string; user: AdminUser }>(`/admin/users/${id}/toggle-status`, { method: 'POST' }),
  );

export const useSetPassword = () =>
  useAdminMutation((v: { id: string; new_password: string }) =>
    apiRequest<{ message: string }>(`/admin/users/${v.id}/set-password`, {
      method: 'POST',
      body: { new_password: v.new_password },
    }),
  );

export const useDeleteUser = () =>
  useAdminMutation((id: string) =>
    apiRequest<{ message: string; deleted: DeletedCounts }>(`/admin/users/${id}`, { method: 'DELETE' }),
  );

export const useClearTasks = () =>
  useAdminMutation(() => apiRequest<DangerResponse>('/admin/database/clear-tasks?confirm=true', { method: 'POST' }));
export const useClearNotes = () =>
  useAdminMutation(() => apiRequest<DangerResponse>('/admin/database/clear-notes?confirm=true', { method: 'POST' }));
export const useResetSystem = () =>
  useAdminMutation((body: ResetSystemBody) =>
    apiRequest<DangerResponse>('/admin/database/reset-system?confirm=true', { method: 'POST', body }),
  );
