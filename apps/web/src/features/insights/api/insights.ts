import type { BadgeResponse } from '@app/shared/schemas/badges';
import type { ZChildEvaluations } from '@app/shared/schemas/evaluations';
import type { Performance } from '@app/shared/schemas/review';
import type { ZTaskList } from '@app/shared/schemas/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { z } from 'zod';
import { type InsightsFilters, insightsQuery } from '../insights-format';

type TaskList = z.infer<typeof ZTaskList>;
type ChildEvaluations = z.infer<typeof ZChildEvaluations>;

// Under the evaluations root: a saved evaluation edit or a new result refreshes the insights too.
export const insightsKeys = {
  all: ['evaluations', 'insights'] as const,
  performance: (childId: string, f: InsightsFilters) => [...insightsKeys.all, 'performance', childId, f] as const,
  badges: (childId: string, f: InsightsFilters) => [...insightsKeys.all, 'badges', childId, f] as const,
  summary: (childId: string) => [...insightsKeys.all, 'summary', childId] as const,
};

const child = (id: string) => `/children/${encodeURIComponent(id)}`;

export function getChildPerformance(childId: string, f: InsightsFilters): Promise<Performance> {
  return apiRequest<Performance>(`${child(childId)}/performance${insightsQuery(f)}`);
}

export function getFilteredBadges(childId: string, f: InsightsFilters): Promise<BadgeResponse> {
  return apiRequest<BadgeResponse>(`${child(childId)}/badges${insightsQuery(f)}`);
}

export const childPerformanceQueryOptions = (childId: string, f: InsightsFilters) =>
  queryOptions({
    queryKey: insightsKeys.performance(childId, f),
    queryFn: () => getChildPerformance(childId, f),
    // A filter change keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useChildPerformance(childId: string | null, f: InsightsFilters) {
  return useQuery({ ...childPerformanceQueryOptions(childId ?? '', f), enabled: Boolean(childId) });
}

export function useFilteredBadges(childId: string, f: InsightsFilters) {
  return useQuery({
    queryKey: insightsKeys.badges(childId, f),
    queryFn: () => getFilteredBadges(childId, f),
    placeholderData: keepPreviousData,
  });
}

export interface ChildSummaryData {
  pending: TaskList;
  completed: TaskList;
  evaluations: ChildEvaluations;
}

/** The parent's child-view summary: 5 pending, 5 completed and the latest evaluations to score them. */
export async function getChildSummary(childId: string): Promise<ChildSummaryData> {
  const [pending, completed, evaluations] = await Promise.all([
    apiRequest<TaskList>(`${child(childId)}/tasks/pending?limit=5`),
    apiRequest<TaskList>(`${child(childId)}/tasks/completed?limit=5`),
    apiRequest<ChildEvaluations>(`${child(childId)}/evaluations?limit=20`),
  ]);
  return { pending, completed, evaluations };
}

export function useChildSummary(childId: string) {
  return useQuery({ queryKey: insightsKeys.summary(childId), queryFn: () => getChildSummary(childId) });
}
