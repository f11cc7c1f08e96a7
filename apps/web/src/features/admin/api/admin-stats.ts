import type { AuditResponse, DbStatsResponse, Overview } from '@app/shared/schemas/admin';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminRoot } from './admin-users';

export interface OverviewFilter {
  role: 'parent' | 'coaching_teacher' | null;
  userId: string | null;
}

export const overviewQueryOptions = (f: OverviewFilter) =>
  queryOptions({
    queryKey: [...adminRoot, 'overview', f.role ?? '', f.userId ?? ''],
    queryFn: () => {
      const s = new URLSearchParams();
      if (f.userId) s.set('user_id', f.userId);
      else if (f.role) s.set('role', f.role);
      const qs = s.toString();
      return apiRequest<Overview>(`/admin/analytics/overview${qs ? `?${qs}` : ''}`);
    },
  });
export const useOverview = (f: OverviewFilter) => useQuery(overviewQueryOptions(f));

export const dbStatsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...adminRoot, 'db-stats', userId ?? 'all'],
    queryFn: () =>
      apiRequest<DbStatsResponse>(userId ? `/admin/database/stats/user/${userId}` : '/admin/database/stats'),
  });
export const useDbStats = (userId: string | null) => useQuery(dbStatsQueryOptions(userId));

export const auditQueryOptions = (category: string | null) =>
  infiniteQueryOptions({
    queryKey: [...adminRoot, 'audit', category ?? 'all'],
    queryFn: ({ pageParam }) => {
      const s = new URLSearchParams({ limit: '25' });
      if (category) s.set('category', category);
      if (pageParam) s.set('before', String(pageParam));
      return apiRequest<AuditResponse>(`/admin/audit-log?${s}`);
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
export const useAuditLog = (category: string | null) => useInfiniteQuery(auditQueryOptions(category));
