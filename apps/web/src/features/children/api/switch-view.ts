import type { VerifyAccessCodeResponse } from '@app/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * Switches this session's view with a code (verify-access-code): a child's 4-digit code opens that child's view,
 * the parent's 6-digit code returns to the parent view. A 401 (too many wrong codes) is handled by the caller.
 */
export function switchView(code: string): Promise<VerifyAccessCodeResponse> {
  return apiRequest<VerifyAccessCodeResponse>('/auth/verify-access-code', {
    method: 'POST',
    body: { access_code: code },
    skipUnauthorizedRedirect: true,
  });
}
