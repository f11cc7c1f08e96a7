import type { ChangePasswordBody } from '@app/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
