import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function updateParentAccessCode(accessCode: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/update-parent-access-code', {
    method: 'PUT',
    body: { access_code: accessCode },
  });
}

export function useUpdateParentAccessCode() {
  return useMutation({ mutationFn: updateParentAccessCode });
}
