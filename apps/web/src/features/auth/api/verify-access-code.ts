import type { VerifyAccessCodeResponse } from '@app/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function verifyAccessCode(accessCode: string): Promise<VerifyAccessCodeResponse> {
  // A 401 here means the server revoked the half-signed-in session (too many wrong codes):
  // the modal shows the detail itself instead of leaving the page.
  return apiRequest<VerifyAccessCodeResponse>('/auth/verify-access-code', {
    method: 'POST',
    body: { access_code: accessCode },
    skipUnauthorizedRedirect: true,
  });
}

export function useVerifyAccessCode() {
  return useMutation({ mutationFn: verifyAccessCode });
}
