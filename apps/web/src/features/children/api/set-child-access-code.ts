import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { childrenKeys } from './children';

export function setChildAccessCode(input: { childId: string; code: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/set-child-access-code', {
    method: 'POST',
    body: { user_id: input.childId, access_code: input.code },
  });
}

export function useSetChildAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChildAccessCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
  });
}
