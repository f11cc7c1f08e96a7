import type { BadgeResponse } from '@app/shared/schemas/badges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getChildBadges(childId: string): Promise<BadgeResponse> {
  return apiRequest<BadgeResponse>(`/children/${encodeURIComponent(childId)}/badges`);
}

/** Polled every 30 s on the child dashboard (spec 03 §4). */
export const childBadgesQueryOptions = (childId: string) =>
  queryOptions({
    queryKey: ['badges', childId],
    queryFn: () => getChildBadges(childId),
    enabled: Boolean(childId),
    refetchInterval: 30_000,
  });

export function useChildBadges(childId: string) {
  return useQuery(childBadgesQueryOptions(childId));
}
