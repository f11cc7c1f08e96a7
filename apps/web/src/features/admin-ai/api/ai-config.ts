import type { AiConfigInput } from '@app/shared/schemas/ai';
import type { AiConfigView, AvailableModels } from '@app/shared/schemas/ai-config';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const root = ['admin', 'ai-config'] as const;

export function getAiConfig(): Promise<AiConfigView> {
  return apiRequest<AiConfigView>('/admin/ai-config');
}

export function getAvailableModels(): Promise<AvailableModels> {
  return apiRequest<AvailableModels>('/admin/ai-config/available-models');
}

export const aiConfigQueryOptions = () => queryOptions({ queryKey: [...root, 'config'], queryFn: getAiConfig });
export const availableModelsQueryOptions = () =>
  queryOptions({ queryKey: [...root, 'models'], queryFn: getAvailableModels, staleTime: 60_000 });

export const useAiConfig = () => useQuery(aiConfigQueryOptions());
export const useAvailableModels = () => useQuery(availableModelsQueryOptions());

export function saveAiConfig(body: AiConfigInput): Promise<AiConfigView & { message: string }> {
  return apiRequest<AiConfigView & { message: string }>('/admin/ai-config', { method: 'PUT', body });
}

export function useSaveAiConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(aiConfigQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: root });
    },
  });
}
