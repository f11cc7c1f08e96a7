import type { LoginBody, LoginResponse } from '@app/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
