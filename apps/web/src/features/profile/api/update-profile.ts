import type { User } from '@app/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useMergeSessionUser } from '../../../lib/session';

export interface UpdateProfileInput {
  name?: string;
  mobile?: string;
}

export interface UpdateProfileResult {
  message: string;
  user?: User;
}

export function updateProfile(body: UpdateProfileInput): Promise<UpdateProfileResult> {
  return apiRequest<UpdateProfileResult>('/auth/update-profile', { method: 'PUT', body });
}

/** Updates name and mobile; the returned user replaces the cached session user. */
export function useUpdateProfile() {
  const mergeUser = useMergeSessionUser();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result?.user) mergeUser(result.user);
    },
  });
}
