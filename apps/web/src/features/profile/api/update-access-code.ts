import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** An administrator's own 6-digit code (super_admin, qb_admin). Parents use update-parent-access-code. */
export function updateAccessCode(newAccessCode: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/update-access-code', {
    method: 'POST',
    body: { new_access_code: newAccessCode },
  });
}

export function useUpdateAccessCode() {
  return useMutation({ mutationFn: updateAccessCode });
}
