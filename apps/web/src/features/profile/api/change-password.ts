import type { ChangePasswordBody } from '@app/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryRoot } from '../../../lib/session';

export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/change-password', { method: 'POST', body });
}

/** Refreshes the session user afterwards: a required one-time-password change clears `must_change_password`. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryRoot }),
  });
}
