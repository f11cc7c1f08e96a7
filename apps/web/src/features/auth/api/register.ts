import type { LoginResponse, RegisterBody } from '@app/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Registration answers like login (201): the new account is signed in straight away. */
export function register(body: RegisterBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
