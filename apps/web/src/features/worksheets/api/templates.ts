import type { TemplatesResponse } from '@app/shared/schemas/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getTemplates(): Promise<TemplatesResponse> {
  return apiRequest<TemplatesResponse>('/templates');
}

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: ['worksheets', 'templates'], queryFn: getTemplates, staleTime: 30 * 60_000 });

export function useTemplates() {
  return useQuery(templatesQueryOptions());
}
